/**
 * Helpers the demo rows of the settings and shop-content resources share: the storefronts' ids by
 * country, and creation times spread backwards from the seed's `now` so lists sorted by time look lived in.
 */
import { asc } from 'drizzle-orm';
import { storeGroups, stores } from '../schema';
import type { Executor } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoStores {
  /** Reservdelar.se */
  se: number;
  /** Mobildeler.no */
  no: number;
  /** Varaosat.fi */
  fi: number;
  /** Store groups by the same keys. */
  groups: { se: number; no: number; fi: number };
}

/** The three storefronts of seedReference, by country. */
export async function demoStores(tx: Executor): Promise<DemoStores> {
  const rows = await tx.select({ id: stores.id, country: stores.countryCode, group: stores.storeGroupId }).from(stores).orderBy(asc(stores.id));
  const find = (country: string) => {
    const row = rows.find((r) => r.country === country);
    if (!row) throw new Error(`The demo resources need the ${country} storefront of seedReference`);
    return row;
  };
  const [se, no, fi] = [find('SE'), find('NO'), find('FI')];
  const groups = await tx.select({ id: storeGroups.id }).from(storeGroups);
  const group = (id: number | null) => {
    if (id == null || !groups.some((g) => g.id === id)) throw new Error('A demo storefront has no store group');
    return id;
  };
  return { se: se.id, no: no.id, fi: fi.id, groups: { se: group(se.group), no: group(no.group), fi: group(fi.group) } };
}

/**
 * The rows with CreatedAt and UpdatedAt: the first row oldest, each next one `stepDays` later, the last
 * one `stepDays` before `now`.
 */
export function stamped<T extends Record<string, unknown>>(rows: T[], now: Date, stepDays = 3): (T & { CreatedAt: Date; UpdatedAt: Date })[] {
  return rows.map((row, i) => {
    const at = new Date(now.getTime() - (rows.length - i) * stepDays * DAY_MS);
    return { ...row, CreatedAt: at, UpdatedAt: at };
  });
}

/** `now` moved by whole days (negative: in the past) at a fixed hour of that day (UTC). */
export function daysFrom(now: Date, days: number, hour = 7): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
}
