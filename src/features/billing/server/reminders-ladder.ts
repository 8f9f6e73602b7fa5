/**
 * The invoice reminders' ladder (issue 20 §2), set-based: which reminders may take their next step and why not
 * (`skipReasonOf`), the step itself for many reminders in one statement (`performSteps`: the reminder moves, its
 * event is written, its paper letter queued for printing), and the notices (`refreshNotices`). The Settings ›
 * invoice reminder actions rows decide each step: the row of the reminder's store, payment method SKU and the
 * action just performed names the next action and the days until it (a row with Action 0 None starts the ladder);
 * no row for the action performed ends the ladder there. Days are calendar days in Europe/Stockholm (the same wall
 * time that many days later). Due means NextActionAt <= now. Choices: docs/decisions.md "Billing: reminders".
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReminderAction, ReminderStatus, type ReminderActionCode } from '../domain/codes';
import type { SkipReason } from '../domain/next-actions';
import { REMINDER_EVENT_MESSAGES, type ReminderEventContext } from '../domain/reminders';
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import { invoiceReminderThresholds } from '../../../domain/resources/setting';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { versionAfter } from '../../../../server/resources/versioned-writes';

/** What the skip rules read of a reminder. */
export interface ReminderState {
  ID: number;
  InvoiceNumber: string;
  Status: number;
  IsMarked: boolean;
  NextAction: number;
  NextActionAt: Date | null;
  Balance: string;
  Currency: string;
  /** Some reminder action row exists for the reminder's store and payment method SKU. */
  configured: boolean;
}

/** Why the reminder's next action is not performed now, or null when it is (in SKIP_REASONS' order of precedence). */
export function skipReasonOf(state: ReminderState, now: Date): Exclude<SkipReason, 'notFound'> | null {
  if (state.Status === ReminderStatus.Paid) return 'paid';
  if (state.Status === ReminderStatus.Ignored) return 'ignored';
  if (state.IsMarked) return 'marked';
  if (state.NextAction === ReminderAction.None || state.NextActionAt === null) return 'noNextAction';
  if (!state.configured) return 'notConfigured';
  if (state.NextActionAt.getTime() > now.getTime()) return 'notDue';
  return null;
}

/** An id list as one array parameter (whole numbers only: the callers checked them). */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** The reminders' states (locked for the transaction with `lock`), by id; ids not found are absent. */
export async function reminderStates(tx: Executor, ids: readonly number[], lock: boolean): Promise<Map<number, ReminderState>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{
    id: number;
    invoice_number: string;
    status: number;
    is_marked: boolean;
    next_action: number;
    next_action_at: string | Date | null;
    balance: string;
    currency: string;
    configured: boolean;
  }>(
    await tx.execute(sql`
      select r.id, r.invoice_number, r.status, r.is_marked, r.next_action, r.next_action_at, r.balance::text as balance, r.currency,
        exists (select 1 from invoice_reminder_actions a where a.store_id = r.store_id and lower(a.method_sku) = lower(r.method_sku)) as configured
      from invoice_reminders r
      where r.id = any(${idArray(ids)})
      order by r.id
      ${lock ? sql`for update of r` : sql``}`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        ID: Number(row.id),
        InvoiceNumber: row.invoice_number,
        Status: Number(row.status),
        IsMarked: row.is_marked,
        NextAction: Number(row.next_action),
        NextActionAt: row.next_action_at === null ? null : new Date(row.next_action_at),
        Balance: row.balance,
        Currency: row.currency,
        configured: row.configured,
      },
    ]),
  );
}

/** The thresholds' declared defaults: what applies while nobody has saved the setting yet. */
const DEFAULT_LIMIT = (key: string): string => String(invoiceReminderThresholds.fields.find((f) => f.key === key)!.default);

/** A step performed: the reminder, the action taken and what comes next. */
export interface PerformedStep {
  id: number;
  action: ReminderActionCode;
  nextAction: number;
  nextActionDays: number | null;
  eventId: number;
}

interface StepOptions {
  now: Date;
  context: ReminderEventContext;
  /** The acting staff account; null: the system (the scheduled run). */
  actorId: number | null;
  /** The scheduled run: take only the due ones among `ids` that no other run holds (SKIP LOCKED). */
  dueOnly?: boolean;
}

/** `at` plus whole calendar days in the shop's time zone (the same wall time), as SQL over a timestamptz. */
function plusDays(at: SQL, days: SQL): SQL {
  return sql`(((${at}) at time zone ${SHOP_TIME_ZONE}) + make_interval(days => ${days})) at time zone ${SHOP_TIME_ZONE}`;
}

const STEP_MESSAGES: Readonly<Record<number, string>> = {
  [ReminderAction.SendEmail]: REMINDER_EVENT_MESSAGES.stepEmail,
  [ReminderAction.SendPaper]: REMINDER_EVENT_MESSAGES.stepPaper,
  [ReminderAction.SendCollect]: REMINDER_EVENT_MESSAGES.stepCollect,
};

const messageOfAction = (action: SQL): SQL =>
  sql`case ${action} ${sql.join(
    Object.entries(STEP_MESSAGES).map(([code, id]) => sql`when ${Number(code)} then ${id}`),
    sql` `,
  )} end`;

/**
 * Performs the next action of each reminder in `ids` in one statement: the reminder becomes Active, its last action
 * is the one performed, its next action and time come from its store's and method's row for the action performed
 * (none: the ladder ends), and one event per reminder records the step. The caller has checked the rules (or asks
 * `dueOnly`, the run's own check under SKIP LOCKED). Answers the steps performed; the e-mails and letters they
 * need are the caller's next move (sendReminderMails, queued paper letters).
 */
export async function performSteps(tx: Executor, ids: readonly number[], options: StepOptions): Promise<PerformedStep[]> {
  if (ids.length === 0) return [];
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const due = options.dueOnly
    ? sql`and r.status in (${ReminderStatus.Pending}, ${ReminderStatus.Active}) and not r.is_marked and r.next_action <> 0
          and r.next_action_at <= ${now}
          and exists (select 1 from invoice_reminder_actions a where a.store_id = r.store_id and lower(a.method_sku) = lower(r.method_sku))
          for update of r skip locked`
    : sql``;
  const rows = rowsOf<{ id: number; action: number; next_action: number; next_action_days: number | null; event_id: number }>(
    await tx.execute(sql`
      with picked as (
        select r.id, r.next_action as action, r.store_id, r.method_sku
        from invoice_reminders r
        where r.id = any(${idArray(ids)}) ${due}
      ),
      planned as (
        select p.id, p.action, coalesce(c.next_action, 0) as next_action,
          case when coalesce(c.next_action, 0) = 0 then null else coalesce(c.next_action_days, 0) end as next_action_days
        from picked p
        left join lateral (
          select a.next_action, a.next_action_days from invoice_reminder_actions a
          where a.store_id = p.store_id and lower(a.method_sku) = lower(p.method_sku) and a.action = p.action
          order by a.id limit 1
        ) c on true
      ),
      moved as (
        update invoice_reminders r set
          status = ${ReminderStatus.Active},
          last_action = pl.action,
          last_action_at = ${now},
          next_action = pl.next_action,
          next_action_days = pl.next_action_days,
          next_action_at = case when pl.next_action = 0 then null else ${plusDays(now, sql`pl.next_action_days`)} end,
          revalidate_at = case when pl.next_action = 0 then null else ${plusDays(now, sql`pl.next_action_days`)} end,
          version = ${versionAfter('reminder ladder', sql`r.version`)},
          updated_at = ${now}
        from planned pl
        where r.id = pl.id
        returning r.id, pl.action, pl.next_action, pl.next_action_days, r.balance, r.currency
      ),
      logged as (
        insert into invoice_reminder_events (reminder_id, context, action, message_code, message_values, time, actor_id, created_at, updated_at)
        select m.id, ${options.context}, m.action, ${messageOfAction(sql`m.action`)},
          json_build_object('next', m.next_action, 'days', coalesce(m.next_action_days, 0), 'amount', m.balance::text, 'currency', m.currency)::text,
          ${now}, ${options.actorId}::int, ${now}, ${now}
        from moved m
        returning id, reminder_id
      )
      select m.id, m.action, m.next_action, m.next_action_days, l.id as event_id
      from moved m join logged l on l.reminder_id = m.id
      order by m.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    action: Number(row.action) as ReminderActionCode,
    nextAction: Number(row.next_action),
    nextActionDays: row.next_action_days === null ? null : Number(row.next_action_days),
    eventId: Number(row.event_id),
  }));
}

/**
 * The notices of the reminders `where` selects (SQL over `r`, the reminders), as SPEC.md §5 says: lowAmount when
 * the invoice total in SEK is under the low-amount threshold, lowBalance when the balance in SEK is under the
 * low-balance threshold (an open reminder's; a paid one owes nothing). Amounts in another currency are converted at
 * its currency group's SEK rate, rounded half away from zero to the öre (as src/domain/money.ts convertMinor); a
 * currency without a rate gives no notice. Only rows whose notices change are written.
 */
export async function refreshNotices(tx: Executor, where: SQL): Promise<void> {
  await tx.execute(sql`
    with limits as (
      select coalesce((select low_amount from invoice_reminder_thresholds order by id limit 1), ${DEFAULT_LIMIT('LowAmount')}::numeric) as low_amount,
             coalesce((select low_balance from invoice_reminder_thresholds order by id limit 1), ${DEFAULT_LIMIT('LowBalance')}::numeric) as low_balance
    ),
    computed as (
      select r.id, array_remove(array[
          case when round(r.amount * rate.sek, 2) < limits.low_amount then 'lowAmount' end,
          case when r.status in (${ReminderStatus.Pending}, ${ReminderStatus.Active}) and round(r.balance * rate.sek, 2) < limits.low_balance
               then 'lowBalance' end
        ], null) as notices
      from invoice_reminders r
      cross join limits
      left join lateral (
        select case when r.currency = 'SEK' then 1::numeric
                    else (select g.sek_rate from currency_groups g where g.currency = r.currency order by g.id limit 1) end as sek
      ) rate on true
      where ${where}
    )
    update invoice_reminders r set notices = c.notices
    from computed c
    where r.id = c.id and r.notices is distinct from c.notices`);
}
