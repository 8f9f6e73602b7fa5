/**
 * Demo invoice reminders (issue 20 §2, §4): a Svea Faktura ladder per store that offers it (an e-mail 7 days after
 * the due date, a paper letter 10 days later, collection 14 days after that), and a reminder for every sent order
 * paid by an invoice method whose store and method have a ladder (linked to the order's invoice when the invoices'
 * demo data made one), at every step and status. The steps are taken by
 * the product's own ladder (src/features/billing/server/reminders-ladder.ts) at earlier times, so the states, times and events
 * are the ones the run makes; then some are paid, ignored or marked, some partly paid (low balance), and the notices
 * are computed. Set-based: a few statements whatever the number of orders.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReminderAction, ReminderStatus } from '../../domain/codes';
import { InvoiceStatus } from '../../domain/invoices';
import { REMINDER_EVENT_MESSAGES } from '../../domain/reminders';
import { SHOP_TIME_ZONE } from '../../../../domain/constants';
import { OrderStatus } from '../../../../domain/orders/codes';
import { performSteps, refreshNotices } from '../reminders-ladder';
import { EmailTemplateType } from '../../../../domain/resources/shop/email-templates';
import { rowsOf } from '../../../../../server/db/recordset';
import { emailTemplates } from '../../../../../server/db/schema';
import type { Tx } from '../../../../../server/db/types';
import { versionAfter } from '../../../../../server/resources/versioned-writes';

const demoVersion = (version: SQL) => versionAfter('demo data', version);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from the invoice (the order's shipping) to its due date. */
const TERMS_DAYS = 14;

const MARK_REASONS = [
  'Kunden säger att paketet aldrig kom fram',
  'Kunden har reklamerat en vara, inväntar retur',
  'Kunden uppger att fakturan redan är betald, kontrollera inbetalning',
  'Fel fakturaadress, ny faktura ska skickas',
];

export async function seedInvoiceReminders(tx: Tx, { now }: { now: Date }): Promise<void> {
  // The reminder e-mail (type 18) for every store, in Swedish and English.
  await tx.insert(emailTemplates).values({
    Name: 'Betalningspåminnelse',
    TemplateType: EmailTemplateType.InvoiceReminder,
    StoreID: null,
    Subject: {
      sv: 'Påminnelse: faktura {{invoice.number}} från {{store.name}}',
      en: 'Reminder: invoice {{invoice.number}} from {{store.name}}',
    },
    Body: {
      sv: '<p>Hej {{customer.name}},</p><p>Vi har ännu inte fått betalt för faktura {{invoice.number}} som förföll {{invoice.dueDate}}. Att betala: {{invoice.balance}}. Betala senast {{invoice.newDueDate}} med referens {{invoice.paymentReference}}. Påminnelsen finns bifogad.</p><p>Har du redan betalat kan du bortse från detta meddelande.</p>',
      en: '<p>Hello {{customer.name}},</p><p>We have not yet received payment for invoice {{invoice.number}}, due {{invoice.dueDate}}. Amount due: {{invoice.balance}}. Please pay by {{invoice.newDueDate}} with reference {{invoice.paymentReference}}. The reminder is attached.</p><p>If you have already paid, please disregard this message.</p>',
    },
    Active: true,
    CreatedAt: now,
    UpdatedAt: now,
  } as typeof emailTemplates.$inferInsert);
  // The Svea Faktura ladder in every store that offers it (the invoice methods' ladders come with the settings).
  await tx.execute(sql`
    insert into invoice_reminder_actions (store_id, method_sku, action, next_action, next_action_days, created_at, updated_at)
    select s.store_id, 'SVEA-INVOICE', l.action, l.next_action, l.days, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from (select distinct unnest(pm.stores) as store_id from payment_methods pm where pm.method_sku = 'SVEA-INVOICE') s
    cross join (values (0, 2, 7), (2, 3, 10), (3, 4, 14), (4, 0, null)) as l(action, next_action, days)
    where not exists (select 1 from invoice_reminder_actions a where a.store_id = s.store_id and a.method_sku = 'SVEA-INVOICE')`);

  // A reminder per sent invoice order with a ladder: Pending, its first step the ladder's start after the due date.
  await tx.execute(sql`
    insert into invoice_reminders (invoice_id, invoice_number, status, next_action, next_action_days, amount, balance, due_date, method_sku, currency,
      invoice_date, store_id, locale, last_action, next_action_at, revalidate_at, created_at, updated_at)
    select inv.id, coalesce(inv.number, o.invoice_number), ${ReminderStatus.Pending}, first.next_action, first.next_action_days, o.total,
      coalesce(inv.balance, o.total), coalesce(inv.due_date, (o.placed_at at time zone ${SHOP_TIME_ZONE})::date + ${TERMS_DAYS + 2}::int), pm.method_sku, o.currency,
      coalesce(inv.invoice_date, (o.placed_at at time zone ${SHOP_TIME_ZONE})::date + 2), o.store_id, st.locale, ${ReminderAction.None}, due.at, due.at, o.placed_at, o.placed_at
    from orders o
    join payment_methods pm on pm.id = o.payment_method_id
    join stores st on st.id = o.store_id
    left join invoices inv on inv.order_id = o.id and inv.type = 1
    join lateral (
      select a.next_action, a.next_action_days from invoice_reminder_actions a
      where a.store_id = o.store_id and lower(a.method_sku) = lower(pm.method_sku) and a.action = ${ReminderAction.None} and a.next_action <> 0
      order by a.id limit 1
    ) first on true
    cross join lateral (
      select (((coalesce(inv.due_date, (o.placed_at at time zone ${SHOP_TIME_ZONE})::date + ${TERMS_DAYS + 2}::int) + first.next_action_days)::timestamp + time '09:00')
        at time zone ${SHOP_TIME_ZONE}) as at
    ) due
    where o.invoice_number is not null and o.status = ${OrderStatus.Sent} and o.total > 0
      and (inv.id is null or inv.status = ${InvoiceStatus.Open})
    on conflict do nothing`);

  // Steps taken at earlier times by the ladder itself: a reminder takes as many steps as its bucket (id % 8) says,
  // each time when its step was due (clamped to now), oldest step first.
  for (let step = 1; step <= 3; step += 1) {
    const due = rowsOf<{ id: number; at: string | Date }>(
      await tx.execute(sql`
        select r.id, r.next_action_at as at from invoice_reminders r
        where r.id % 8 >= ${step} and r.next_action <> 0 and r.next_action_at <= ${now.toISOString()}::timestamptz
        order by r.next_action_at, r.id`),
    );
    // One statement per distinct day keeps each step's time its own.
    const byDay = new Map<string, number[]>();
    for (const row of due) {
      const day = new Date(row.at).toISOString().slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), Number(row.id)]);
    }
    for (const [day, ids] of byDay) {
      const at = new Date(Math.min(Date.parse(`${day}T08:00:00Z`), now.getTime() - DAY_MS));
      await performSteps(tx, ids, { now: at, context: 'schedule', actorId: null });
    }
  }

  // Paid (bucket 0 and every seventh), ignored, marked, partly paid.
  const stamp = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    with paid as (
      update invoice_reminders r set status = ${ReminderStatus.Paid}, balance = 0, next_action = 0, next_action_days = null,
        next_action_at = null, revalidate_at = null, paid_at = least(${stamp}, coalesce(r.last_action_at, r.created_at) + interval '3 days'),
        version = ${demoVersion(sql`r.version`)}, updated_at = ${stamp}
      where r.id % 7 = 0
      returning r.id, r.paid_at
    )
    insert into invoice_reminder_events (reminder_id, context, action, message_code, message_values, time, created_at, updated_at)
    select p.id, 'payment', ${ReminderAction.None}, ${REMINDER_EVENT_MESSAGES.paid}, '{}', p.paid_at, p.paid_at, p.paid_at from paid p`);
  // The reminders paid are their invoices paid.
  await tx.execute(sql`
    update invoices i set status = ${InvoiceStatus.Paid}, balance = 0, paid_at = r.paid_at, version = ${demoVersion(sql`i.version`)}, updated_at = ${stamp}
    from invoice_reminders r where r.invoice_id = i.id and r.status = ${ReminderStatus.Paid} and i.status = ${InvoiceStatus.Open}`);
  await tx.execute(sql`
    with ignored as (
      update invoice_reminders r set status = ${ReminderStatus.Ignored}, last_action = ${ReminderAction.ManualIgnored},
        last_action_at = ${stamp} - interval '2 days', next_action = 0, next_action_days = null, next_action_at = null, revalidate_at = null,
        version = ${demoVersion(sql`r.version`)}, updated_at = ${stamp}
      where r.id % 11 = 5 and r.status in (1, 2)
      returning r.id, r.last_action_at
    )
    insert into invoice_reminder_events (reminder_id, context, action, message_code, message_values, time, actor_id, created_at, updated_at)
    select i.id, 'staff', ${ReminderAction.ManualIgnored}, ${REMINDER_EVENT_MESSAGES.ignored}, '{}', i.last_action_at,
      (select id from users where username = 'manager'), i.last_action_at, i.last_action_at from ignored i`);
  await tx.execute(sql`
    with marked as (
      update invoice_reminders r set is_marked = true, mark_reason = (array[${sql.join(
        MARK_REASONS.map((reason) => sql`${reason}`),
        sql`, `,
      )}]::text[])[1 + r.id % ${MARK_REASONS.length}],
        version = ${demoVersion(sql`r.version`)}, updated_at = ${stamp}
      where r.id % 13 = 3 and r.status in (1, 2)
      returning r.id, r.mark_reason
    )
    insert into invoice_reminder_events (reminder_id, context, action, message, message_code, message_values, time, actor_id, created_at, updated_at)
    select m.id, 'staff', ${ReminderAction.None}, m.mark_reason, ${REMINDER_EVENT_MESSAGES.marked}, '{}', ${stamp} - interval '1 day',
      (select id from users where username = 'support'), ${stamp}, ${stamp} from marked m`);
  await tx.execute(sql`
    update invoice_reminders r set balance = round(r.amount * 0.02, 2) where r.id % 17 = 4 and r.status in (1, 2)`);
  await tx.execute(sql`
    update invoices i set balance = r.balance from invoice_reminders r
    where r.invoice_id = i.id and r.id % 17 = 4 and r.status in (1, 2) and i.status = ${InvoiceStatus.Open}`);
  await refreshNotices(tx, sql`true`);
}
