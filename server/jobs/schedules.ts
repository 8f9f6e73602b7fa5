/**
 * Recurring jobs (docs/decisions.md "Recurring jobs"): a feature declares `{ kind, title, every }` (its
 * `schedules`, one line per kind) and every runner process keeps exactly one queued-or-running job of each
 * scheduled kind in the queue, due at the kind's next slot. The jobs table's partial unique index
 * `jobs_scheduled_kind_idx` (one row per kind among the queued and running jobs whose payload is marked
 * `{"scheduled": true}`) makes that hold across processes: each runner inserts with ON CONFLICT DO NOTHING,
 * so whoever comes second adds nothing. The runner does it when it starts, after each scheduled job it ran
 * ends (so the next one is queued for the next slot) and every minute besides (a job cancelled or failed for
 * good in the Jobs screen is followed by the next slot's).
 *
 * Slots: an interval counts from the epoch (every 15 minutes: :00, :15, :30, :45), so every process computes
 * the same slot; `dailyAt` is a wall-clock time in the shop's time zone (Europe/Stockholm), across summer time.
 */
import { CalendarDateTime, fromDate, toZoned } from '@internationalized/date';
import { SHOP_TIME_ZONE } from '../../src/domain/constants';
import { JobStatus, type JobKind } from '../../src/domain/resources/jobs';
import { recordAudit } from '../audit';
import { jobs } from '../db/schema';
import type { Db } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { auditValue } from '../resources/audit-values';
import { recordSelection, toRecord } from '../resources/records';

/** How often: a whole number of minutes or seconds, or once a day at `HH:MM` in Europe/Stockholm. */
export type Every = { minutes: number } | { seconds: number } | { dailyAt: string };

/** One recurring kind: the job's title in the Jobs screen and how often it runs. */
export interface Schedule<K extends string = JobKind> {
  kind: K;
  title: string;
  every: Every;
}

/** The payload marker of a scheduled job (the partial unique index's condition reads it). */
const SCHEDULED_PAYLOAD = { scheduled: true } as const;

/** Attempts of one slot's job: a short retry, then it fails and the next slot's job follows. */
const SCHEDULED_MAX_ATTEMPTS = 3;

const DAILY = /^([01]\d|2[0-3]):([0-5]\d)$/;

function periodMs(every: Every): number | null {
  if ('minutes' in every) return every.minutes * 60_000;
  if ('seconds' in every) return every.seconds * 1000;
  return null;
}

/** Refuses a schedule that cannot be meant (a programming error, found at start). */
export function checkSchedule(schedule: Schedule<string>): void {
  const period = periodMs(schedule.every);
  if (period !== null) {
    if (!Number.isInteger(period) || period < 1000)
      throw new Error(`Schedule ${schedule.kind}: the interval must be whole seconds, at least 1`);
  } else if (!('dailyAt' in schedule.every) || !DAILY.test(schedule.every.dailyAt)) {
    throw new Error(`Schedule ${schedule.kind}: dailyAt must be HH:MM`);
  }
  if (!schedule.title.trim()) throw new Error(`Schedule ${schedule.kind} needs a title`);
}

/** The first slot strictly after `now`. */
export function nextSlot(every: Every, now: Date): Date {
  const period = periodMs(every);
  if (period !== null) return new Date((Math.floor(now.getTime() / period) + 1) * period);
  const [, hh, mm] = DAILY.exec((every as { dailyAt: string }).dailyAt)!;
  const here = fromDate(now, SHOP_TIME_ZONE);
  for (let days = 0; days <= 2; days++) {
    const day = here.add({ days });
    const at = toZoned(new CalendarDateTime(day.year, day.month, day.day, Number(hh), Number(mm)), SHOP_TIME_ZONE).toDate();
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error('unreachable: a daily slot within two days');
}

/**
 * Makes sure each schedule has its one queued-or-running job: inserts one due at the next slot after `now`
 * unless one is there (here or written by another process meanwhile). Answers the ids of the jobs it added.
 */
export async function ensureScheduled(
  db: Db,
  resources: ResourceRegistry,
  schedules: readonly Schedule<string>[],
  now: Date,
): Promise<number[]> {
  const added: number[] = [];
  if (!schedules.length) return added;
  const binding = resources.bindingOf('jobs');
  for (const schedule of schedules) {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({
          Title: schedule.title.slice(0, 255),
          Kind: schedule.kind,
          Status: JobStatus.Queued,
          Attempts: 0,
          MaxAttempts: SCHEDULED_MAX_ATTEMPTS,
          RunAt: nextSlot(schedule.every, now),
          Payload: SCHEDULED_PAYLOAD,
          CreatedBy: null,
        } as typeof jobs.$inferInsert)
        .onConflictDoNothing()
        .returning(recordSelection(binding));
      if (!row) return null;
      const record = toRecord(row);
      await recordAudit(tx, { actorId: 0, entity: 'jobs', entityId: record.ID, action: 'create', before: null, after: auditValue(record) });
      return record.ID;
    });
    if (id !== null) added.push(id);
  }
  return added;
}
