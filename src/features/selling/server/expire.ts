/**
 * Offers past their day (issue 31 §3): a Sent offer whose last day (ValidUntil, the shop's calendar day) has passed
 * is Cancelled with the reason "expired", by the system, audited one event each, in one statement. Every hour, so an
 * offer is over within the hour after its last day ends. A Draft past its day stays a draft: it was never promised,
 * and its colleague moves the day or cancels it (sending or confirming it past its day is refused).
 */
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import type { JobKind } from '../../../domain/resources/jobs';
import { OFFER_EXPIRED, OfferStatus } from '../domain/offers';
import { SYSTEM_ACTOR } from '../../../../server/audit';
import { systemClock, type Clock } from '../../../../server/clock';
import type { Db } from '../../../../server/db/types';
import type { JobDefinition } from '../../../../server/jobs/definition';
import type { Schedule } from '../../../../server/jobs/schedules';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { versionedUpdates } from '../../../../server/resources/versioned-writes';

export const EXPIRE_OFFERS_JOB = 'offers-expire' satisfies JobKind;

/** Cancels every Sent offer past its last day; answers how many. */
export async function expireOffers(db: Db, resources: ResourceRegistry, clock: Clock = systemClock): Promise<{ expired: number }> {
  const now = clock.now();
  const binding = resources.bindingOf('offers');
  const { Status, ValidUntil } = binding.columns;
  const expired = await db.transaction((tx) =>
    versionedUpdates(tx, binding, {
      where: sql`${Status} = ${OfferStatus.Sent} and ${ValidUntil} < (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date`,
      set: { Status: OfferStatus.Cancelled, CancelledAt: now, CancelReason: OFFER_EXPIRED },
      action: 'cancel',
      actorId: SYSTEM_ACTOR,
      now,
    }),
  );
  return { expired: expired.length };
}

export function expireOffersJob(clock: Clock = systemClock): JobDefinition<unknown, { expired: number }> {
  return { run: ({ db, resources }) => expireOffers(db, resources, clock) };
}

export const EXPIRE_OFFERS_SCHEDULE: Schedule = {
  kind: EXPIRE_OFFERS_JOB,
  title: 'Expired offers',
  every: { minutes: 60 },
};
