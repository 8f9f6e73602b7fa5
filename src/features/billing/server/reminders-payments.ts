/**
 * A payment marks the reminder paid (issue 20 §2). The invoice is the authority on what is owed: an open reminder
 * takes its invoice's balance, and once that balance is 0 (or the invoice is Paid) the reminder is 3 Paid with PaidAt
 * (the invoice's, else now), no next action, and a `payment` event. `reminderInvoicePaid` is the hook the invoices'
 * payment calls in its transaction (invoiceId); the scheduled run, the selection's next actions and the single move
 * also read the balances first (`syncFromInvoices`), so no reminder is sent for an invoice paid in the meantime.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReminderAction, ReminderStatus } from '../domain/codes';
import { InvoiceStatus } from '../domain/invoices';
import { REMINDER_EVENT_MESSAGES } from '../domain/reminders';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { versionAfter } from '../../../../server/resources/versioned-writes';
import { refreshNotices } from './reminders-ladder';

/** Open reminders (`where` over `r`) take their invoice's balance; the paid ones become Paid. Answers those paid. */
export async function syncFromInvoices(tx: Executor, where: SQL, now: Date): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rowsOf<{ id: number; paid: boolean }>(
    await tx.execute(sql`
      with synced as (
        update invoice_reminders r set
          balance = greatest(i.balance, 0),
          status = case when i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int then ${ReminderStatus.Paid}::int else r.status end,
          paid_at = case when i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int then coalesce(i.paid_at, ${at}) else r.paid_at end,
          next_action = case when i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int then 0 else r.next_action end,
          next_action_days = case when i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int then null else r.next_action_days end,
          next_action_at = case when i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int then null else r.next_action_at end,
          revalidate_at = case when i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int then null else r.revalidate_at end,
          version = ${versionAfter('reminder ladder', sql`r.version`)},
          updated_at = ${at}
        from invoices i
        where i.id = r.invoice_id and (${where}) and r.status in (${ReminderStatus.Pending}::int, ${ReminderStatus.Active}::int)
          and (i.balance is distinct from r.balance or i.balance <= 0 or i.status = ${InvoiceStatus.Paid}::int)
        returning r.id, r.status = ${ReminderStatus.Paid}::int as paid, r.paid_at
      ),
      logged as (
        insert into invoice_reminder_events (reminder_id, context, action, message_code, message_values, time, created_at, updated_at)
        select s.id, 'payment', ${ReminderAction.None}::int, ${REMINDER_EVENT_MESSAGES.paid}, json_build_object('at', s.paid_at)::text, ${at}, ${at}, ${at}
        from synced s where s.paid
      )
      select id, paid from synced`),
  );
  if (rows.length) await refreshNotices(tx, sql`r.id = any(${`{${rows.map((row) => Number(row.id)).join(',')}}`}::int[])`);
  return rows.filter((row) => row.paid).map((row) => Number(row.id));
}

/** The invoices' payment hook: the reminder of `invoiceId` follows the invoice's balance, Paid at 0. */
export function reminderInvoicePaid(tx: Executor, invoiceId: number, now: Date): Promise<number[]> {
  return syncFromInvoices(tx, sql`r.invoice_id = ${invoiceId}`, now);
}
