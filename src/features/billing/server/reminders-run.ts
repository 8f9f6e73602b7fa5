/**
 * The scheduled run of the invoice reminders (job kind `invoice-reminder-run`): every open, unmarked reminder whose
 * NextActionAt is due (<= now) takes its next step (./reminders-ladder.ts). Set-based in chunks: the due ids are
 * read in NextActionAt order from the partial index, each chunk's rows are locked with FOR UPDATE SKIP LOCKED (a
 * reminder a person is acting on, or another run holds, waits for the next run), moved, and their events, letters
 * and e-mails written in one transaction per chunk, so memory stays flat and a stopped run keeps what it did.
 * Marked reminders wait for a person: the run leaves them (the selection's next actions say `marked`).
 */
import { sql } from 'drizzle-orm';
import { ReminderStatus } from '../domain/codes';
import type { JobKind } from '../../../domain/resources/jobs';
import { systemClock, type Clock } from '../../../../server/clock';
import { rowsOf } from '../../../../server/db/recordset';
import type { Db } from '../../../../server/db/types';
import type { JobDefinition } from '../../../../server/jobs/definition';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { performNextActions } from './reminders-steps';

export const REMINDER_RUN_JOB = 'invoice-reminder-run' satisfies JobKind;

/** Reminders per transaction: big enough for set-based statements to pay, small enough to hold few locks. */
const CHUNK = 2000;

interface DueRow {
  id: number;
  next_action_at: string | Date;
}

export interface ReminderRunResult {
  /** Steps performed. */
  performed: number;
  /** Chunks (transactions) it took. */
  chunks: number;
}

export interface ReminderRunOptions {
  clock?: Clock;
  chunk?: number;
  /** Told after each chunk (the job's progress). */
  onChunk?: (performed: number) => Promise<void>;
}

/**
 * Runs the ladder once for everything due at the clock's now (read once: a reminder whose next step falls due while
 * the run works waits for the next run, and no reminder takes two steps in one run).
 */
export async function runReminderLadder(db: Db, resources: ResourceRegistry, options: ReminderRunOptions = {}): Promise<ReminderRunResult> {
  const now = (options.clock ?? systemClock).now();
  const chunk = options.chunk ?? CHUNK;
  let performed = 0;
  let chunks = 0;
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: { at: string; id: number } | null = after;
    const ids: DueRow[] = rowsOf<DueRow>(
      await db.execute(sql`
        select r.id, r.next_action_at from invoice_reminders r
        where r.status in (${ReminderStatus.Pending}, ${ReminderStatus.Active}) and not r.is_marked and r.next_action_at is not null
          and r.next_action_at <= ${now.toISOString()}::timestamptz
          ${cursor ? sql`and (r.next_action_at, r.id) > (${cursor.at}::timestamptz, ${cursor.id})` : sql``}
        order by r.next_action_at, r.id
        limit ${chunk}`),
    );
    if (ids.length === 0) break;
    const last: DueRow = ids[ids.length - 1];
    after = { at: new Date(last.next_action_at).toISOString(), id: Number(last.id) };
    // What was paid in the meantime is Paid, not reminded (./reminders-steps.ts performNextActions).
    const steps = await db.transaction(async (tx) => {
      const ready = ids.map((row) => Number(row.id));
      const { performed: done } = await performNextActions(tx, resources, ready, { now, by: 'schedule', actorId: null });
      return done.length;
    });
    performed += steps;
    chunks += 1;
    await options.onChunk?.(performed);
    if (ids.length < chunk) break;
  }
  return { performed, chunks };
}

export const reminderRunJob: JobDefinition<unknown, ReminderRunResult> = {
  run: ({ db, resources, progress }) => runReminderLadder(db, resources, { onChunk: (done) => progress(done) }),
};
