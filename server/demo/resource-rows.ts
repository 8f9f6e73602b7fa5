/**
 * Helpers the demo rows of the settings and shop-content resources share: the storefronts' ids by
 * country, and creation times spread backwards from the seed's `now` so lists sorted by time look lived in.
 */
import { asc } from 'drizzle-orm';
import { storeGroups, stores } from '../db/schema';
import type { Executor } from '../db/types';

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
  const rows = await tx
    .select({ id: stores.id, country: stores.countryCode, group: stores.storeGroupId })
    .from(stores)
    .orderBy(asc(stores.id));
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
export function stamped<T extends Record<string, unknown>>(
  rows: T[],
  now: Date,
  stepDays = 3,
): (T & { CreatedAt: Date; UpdatedAt: Date })[] {
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

/** Whole days from `now` to the seasonal dates campaigns hang on, so a demo in any month reads right. */
export interface Seasons {
  /** The coming Black Friday (or the running one, up to its Monday). */
  blackFriday: number;
  /** 1 December of this year's Christmas rush (next year's once 20 December has passed). */
  christmas: number;
  /** 27 December of this year: the sales between Christmas and New Year. */
  boxingDaySales: number;
  /** 1 July of the last July that is over. */
  lastJuly: number;
  /** 1 April of the last April that is over. */
  lastApril: number;
}

export function seasons(now: Date): Seasons {
  const today = Math.floor(now.getTime() / DAY_MS);
  const offset = (year: number, month: number, day: number) => Math.floor(Date.UTC(year, month, day) / DAY_MS) - today;
  const year = now.getUTCFullYear();
  const blackFridayOf = (y: number) => {
    const firstThursday = 1 + ((4 - new Date(Date.UTC(y, 10, 1)).getUTCDay() + 7) % 7);
    return firstThursday + 21 + 1;
  };
  const bfYear = offset(year, 10, blackFridayOf(year) + 3) >= 0 ? year : year + 1;
  return {
    blackFriday: offset(bfYear, 10, blackFridayOf(bfYear)),
    christmas: offset(offset(year, 11, 20) >= 0 ? year : year + 1, 11, 1),
    boxingDaySales: offset(year, 11, 27),
    lastJuly: offset(now.getUTCMonth() >= 7 ? year : year - 1, 6, 1),
    lastApril: offset(now.getUTCMonth() >= 4 ? year : year - 1, 3, 1),
  };
}
