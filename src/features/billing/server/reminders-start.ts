/**
 * A reminder for every new invoice whose store and payment method have a ladder (issue 20 §2; docs/decisions.md
 * "Billing: reminders"): made with the invoice, in its transaction, as 1 Pending with the ladder's first step
 * (the Settings › invoice reminder actions row with Action 0 None) due that many days after the invoice's due date,
 * at 09:00 in the shop's time zone. Until then the scheduled run passes it by; a payment in the meantime marks it
 * paid (./reminders-payments.ts), so the customer who pays on time never hears of it. An invoice paid by a method
 * without a ladder gets none.
 */
import { sql } from 'drizzle-orm';
import { ReminderAction, ReminderStatus } from '../domain/codes';
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import { rowsOf } from '../../../../server/db/recordset';
import type { Executor } from '../../../../server/db/types';
import { refreshNotices } from './reminders-ladder';

/** The hour of the day a ladder's first step falls due (the shop's time). */
const FIRST_STEP_TIME = '09:00';

/** Opens the invoice's reminder when its method has a ladder; answers its id, or null when none was made. */
export async function openReminder(tx: Executor, invoiceId: number, now: Date): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into invoice_reminders (invoice_id, invoice_number, status, next_action, next_action_days, amount, balance, due_date,
        method_sku, currency, invoice_date, store_id, locale, last_action, next_action_at, revalidate_at, created_at, updated_at)
      select i.id, i.number, ${ReminderStatus.Pending}, first.next_action, first.next_action_days, i.total, i.balance, i.due_date,
        pm.method_sku, i.currency, i.invoice_date, i.store_id, st.locale, ${ReminderAction.None}, due.at, due.at, ${at}, ${at}
      from invoices i
      join payment_methods pm on pm.id = i.payment_method_id
      join stores st on st.id = i.store_id
      join lateral (
        select a.next_action, a.next_action_days from invoice_reminder_actions a
        where a.store_id = i.store_id and lower(a.method_sku) = lower(pm.method_sku) and a.action = ${ReminderAction.None}
          and a.next_action <> ${ReminderAction.None}
        order by a.id limit 1
      ) first on true
      cross join lateral (
        select (((i.due_date + coalesce(first.next_action_days, 0))::timestamp + ${FIRST_STEP_TIME}::time) at time zone ${SHOP_TIME_ZONE}) as at
      ) due
      where i.id = ${invoiceId} and i.type = 1 and i.balance > 0
      on conflict do nothing
      returning id`),
  );
  if (!row) return null;
  await refreshNotices(tx, sql`r.id = ${Number(row.id)}`);
  return Number(row.id);
}
