/**
 * Invoice reminders (issue 20 §2) against the real app and database: the ladder the Settings › invoice reminder
 * actions rows configure, run with an injected clock at its day edges (due when NextActionAt <= now, days counted
 * in Europe/Stockholm across a daylight-saving change); the selection's next actions with every skip reason, the
 * answer's order and a dry run that changes nothing; mark, unmark and ignore as moves with their permissions; the
 * notices from the thresholds setting in SEK.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReminderAction, ReminderStatus } from '../../domain/codes';
import { NEXT_ACTIONS_MAX, type NextActionsAnswer } from '../../domain/next-actions';
import { REMINDER_EVENT_MESSAGES } from '../../domain/reminders';
import { ErrorCode } from '../../../../domain/errors';
import { PDFDocument } from 'pdf-lib';
import { InvoiceStatus } from '../../domain/invoices';
import { EmailTemplateType } from '../../../../domain/resources/shop/email-templates';
import { reminderInvoicePaid } from '../../server/reminders-payments';
import { REMINDER_MAIL_JOB, sendReminderMail } from '../../server/reminders-mail';
import { runReminderLadder } from '../../server/reminders-run';
import { emailTemplates, invoiceReminderActions, orders, stores } from '../../../../../server/db/schema';
import { invoiceReminderEvents, invoiceReminders, invoices, printQueue } from '../../server/schema';
import { configureMail, MAIL_JOB } from '../../../../../server/mail';
import { FakeClock, jobRow, pdfText, runJobs, signedInApp, type TestApp } from '../../../../../tests/server/helpers';
import { startSmtp } from '../../../../../tests/server/smtp';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
let storeId: number;
const SKU = 'TEST-REMIND';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ t, admin, support, catalog } = await signedInApp(['admin', 'support', 'catalog'], { now: new Date('2026-03-20T12:00:00Z') }));
  const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.currency, 'SEK')).orderBy(asc(stores.id)).limit(1);
  storeId = store.id;
  // The ladder: e-mail 7 days after the due date, paper 10 days later, collection 14 days after that, then the end.
  await t.db.insert(invoiceReminderActions).values(
    [
      [ReminderAction.None, ReminderAction.SendEmail, 7],
      [ReminderAction.SendEmail, ReminderAction.SendPaper, 10],
      [ReminderAction.SendPaper, ReminderAction.SendCollect, 14],
      [ReminderAction.SendCollect, ReminderAction.None, null],
    ].map(([Action, NextAction, NextActionDays]) => ({ StoreID: storeId, MethodSKU: SKU, Action, NextAction, NextActionDays })),
  );
});
afterAll(() => t.close());

/** A new invoice of a seeded order of the test store that has none yet, with the order's customer, open for `balance`. */
async function invoiceOf(balance = '1000.00'): Promise<{ id: number; number: string }> {
  const [order] = await t.db
    .select({ id: orders.ID, customer: orders.CustomerID, payment: orders.PaymentMethodID })
    .from(orders)
    .where(and(eq(orders.StoreID, storeId), sql`not exists (select 1 from invoices i where i.order_id = ${orders.ID})`))
    .orderBy(asc(orders.ID))
    .limit(1);
  const [row] = await t.db
    .insert(invoices)
    .values({
      Type: 1,
      OrderID: order.id,
      CustomerID: order.customer,
      StoreID: storeId,
      Currency: 'SEK',
      Status: InvoiceStatus.Open,
      DeliveryMethod: 1,
      PaymentMethodID: order.payment,
      InvoiceDate: '2026-02-15',
      DueDate: '2026-03-01',
      Total: balance,
      VatTotal: '0.00',
      Balance: balance,
      PaymentReference: '1234567897',
    } as typeof invoices.$inferInsert)
    .returning({ id: invoices.ID, number: invoices.Number });
  return row;
}

let invoice = 0;
/** A reminder of a new invoice, its first step (an e-mail) due at `dueAt`. */
async function reminder(
  values: Partial<typeof invoiceReminders.$inferInsert> = {},
  dueAt = new Date('2026-03-20T12:00:00Z'),
): Promise<number> {
  const [row] = await t.db
    .insert(invoiceReminders)
    .values({
      InvoiceNumber: `T-${Date.now()}-${++invoice}`,
      Status: ReminderStatus.Pending,
      NextAction: ReminderAction.SendEmail,
      NextActionDays: 7,
      Amount: '1000.00',
      Balance: '1000.00',
      DueDate: '2026-03-01',
      MethodSKU: SKU,
      Currency: 'SEK',
      InvoiceDate: '2026-02-15',
      StoreID: storeId,
      Locale: 'sv',
      LastAction: ReminderAction.None,
      NextActionAt: dueAt,
      ...values,
    } as typeof invoiceReminders.$inferInsert)
    .returning({ id: invoiceReminders.ID });
  return row.id;
}

async function read(id: number) {
  const [row] = await t.db.select().from(invoiceReminders).where(eq(invoiceReminders.ID, id));
  return row;
}

async function eventsOf(id: number) {
  return t.db.select().from(invoiceReminderEvents).where(eq(invoiceReminderEvents.ReminderID, id)).orderBy(asc(invoiceReminderEvents.ID));
}

/** Only the test's own reminders are due: the seeded ones are moved out of the way. */
beforeEach(async () => {
  await t.db.update(invoiceReminders).set({ IsMarked: true, MarkReason: 'out of the way' }).where(eq(invoiceReminders.IsMarked, false));
});

describe('the ladder run', () => {
  it('acts on a reminder due exactly now and not one due a millisecond later, then plans the next step by calendar days', async () => {
    const at = new Date('2026-03-20T12:00:00Z');
    const exactly = await reminder({}, at);
    const later = await reminder({}, new Date(at.getTime() + 1));
    const result = await runReminderLadder(t.db, t.resources, { clock: new FakeClock(at) });
    expect(result.performed).toBe(1);
    const moved = await read(exactly);
    expect(moved.Status).toBe(ReminderStatus.Active);
    expect(moved.LastAction).toBe(ReminderAction.SendEmail);
    expect(moved.LastActionAt?.toISOString()).toBe(at.toISOString());
    expect(moved.NextAction).toBe(ReminderAction.SendPaper);
    expect(moved.NextActionDays).toBe(10);
    // 10 calendar days in Stockholm across the change to summer time (29 March): 13:00 local stays 13:00 local.
    expect(moved.NextActionAt?.toISOString()).toBe('2026-03-30T11:00:00.000Z');
    const events = await eventsOf(exactly);
    expect(events.map((e) => [e.Context, e.Action, e.MessageCode])).toEqual([
      ['schedule', ReminderAction.SendEmail, REMINDER_EVENT_MESSAGES.stepEmail],
    ]);
    expect(JSON.parse(events[0].MessageValues)).toEqual({ next: ReminderAction.SendPaper, days: 10, amount: '1000.00', currency: 'SEK' });
    expect((await read(later)).Status).toBe(ReminderStatus.Pending);
    expect(await eventsOf(later)).toEqual([]);
    // The same run again does nothing: the next step is not due; at its time it is.
    expect((await runReminderLadder(t.db, t.resources, { clock: new FakeClock(new Date('2026-03-30T10:59:59.999Z')) })).performed).toBe(1);
    expect((await read(exactly)).LastAction).toBe(ReminderAction.SendEmail);
    expect((await runReminderLadder(t.db, t.resources, { clock: new FakeClock(new Date('2026-03-30T11:00:00Z')) })).performed).toBe(1);
    expect((await read(exactly)).LastAction).toBe(ReminderAction.SendPaper);
  });

  it('walks the whole ladder to collection, where it ends and the reminder stays active', async () => {
    const start = new Date('2026-05-04T08:00:00Z');
    const id = await reminder({}, start);
    let at = start;
    const clock = new FakeClock(at);
    for (const expected of [ReminderAction.SendEmail, ReminderAction.SendPaper, ReminderAction.SendCollect]) {
      await runReminderLadder(t.db, t.resources, { clock });
      const row = await read(id);
      expect(row.LastAction).toBe(expected);
      if (row.NextActionAt) {
        at = row.NextActionAt;
        clock.set(at);
      }
    }
    const end = await read(id);
    expect(end).toMatchObject({ Status: ReminderStatus.Active, NextAction: ReminderAction.None, NextActionAt: null, NextActionDays: null });
    expect((await eventsOf(id)).map((e) => e.MessageCode)).toEqual([
      REMINDER_EVENT_MESSAGES.stepEmail,
      REMINDER_EVENT_MESSAGES.stepPaper,
      REMINDER_EVENT_MESSAGES.stepCollect,
    ]);
    // Nothing further happens, however late.
    clock.advance(365 * DAY);
    await runReminderLadder(t.db, t.resources, { clock });
    expect(await eventsOf(id)).toHaveLength(3);
  });

  it('leaves marked, paid, ignored and unconfigured reminders alone, and takes many in chunks', async () => {
    const at = new Date('2026-06-01T00:00:00Z');
    const marked = await reminder({ IsMarked: true, MarkReason: 'disputed' }, at);
    const paid = await reminder({ Status: ReminderStatus.Paid, Balance: '0.00' }, at);
    const ignored = await reminder({ Status: ReminderStatus.Ignored }, at);
    const unconfigured = await reminder({ MethodSKU: 'NO-LADDER' }, at);
    const due = await Promise.all(Array.from({ length: 7 }, () => reminder({}, at)));
    const result = await runReminderLadder(t.db, t.resources, { clock: new FakeClock(at), chunk: 3 });
    expect(result).toEqual({ performed: 7, chunks: 3 });
    for (const id of [marked, paid, ignored, unconfigured]) expect(await eventsOf(id)).toEqual([]);
    const rows = await t.db.select({ last: invoiceReminders.LastAction }).from(invoiceReminders).where(inArray(invoiceReminders.ID, due));
    expect(rows.every((row) => row.last === ReminderAction.SendEmail)).toBe(true);
  });
});

describe('POST /api/shop/invoice-reminders/next-actions', () => {
  const path = '/api/shop/invoice-reminders/next-actions';

  it('answers one outcome per id in the order asked, each skip with its reason, and a dry run changes nothing', async () => {
    const now = t.clock.now();
    const ready = await reminder({}, new Date(now.getTime() - DAY));
    const notDue = await reminder({}, new Date(now.getTime() + 1));
    const marked = await reminder({ IsMarked: true, MarkReason: 'disputed' }, now);
    const paid = await reminder({ Status: ReminderStatus.Paid, Balance: '0.00' }, now);
    const ignored = await reminder({ Status: ReminderStatus.Ignored }, now);
    const none = await reminder({ NextAction: ReminderAction.None, NextActionAt: null }, now);
    const unconfigured = await reminder({ MethodSKU: 'NO-LADDER' }, now);
    const ids = [notDue, ready, 2_000_000_000, marked, paid, ignored, none, unconfigured, ready];
    const before = await read(ready);

    const dry = await t.call<NextActionsAnswer>('POST', path, { token: admin, body: { ids, dryRun: true } });
    expect(dry.status).toBe(200);
    expect(dry.body.data.map((o) => [o.ID, o.outcome, 'reason' in o ? o.reason : o.action])).toEqual([
      [notDue, 'skipped', 'notDue'],
      [ready, 'ready', ReminderAction.SendEmail],
      [2_000_000_000, 'skipped', 'notFound'],
      [marked, 'skipped', 'marked'],
      [paid, 'skipped', 'paid'],
      [ignored, 'skipped', 'ignored'],
      [none, 'skipped', 'noNextAction'],
      [unconfigured, 'skipped', 'notConfigured'],
    ]);
    expect(dry.body.data[1]).toMatchObject({ InvoiceNumber: before.InvoiceNumber, balance: '1000.00', currency: 'SEK' });
    expect(dry.body.data[2]).toMatchObject({ InvoiceNumber: null, balance: null, currency: null });
    expect(await read(ready)).toEqual(before);
    expect(await eventsOf(ready)).toEqual([]);

    const done = await t.call<NextActionsAnswer>('POST', path, { token: admin, body: { ids } });
    expect(done.status).toBe(200);
    expect(done.body.data.filter((o) => o.outcome === 'done').map((o) => o.ID)).toEqual([ready]);
    const after = await read(ready);
    expect(after).toMatchObject({ Status: ReminderStatus.Active, LastAction: ReminderAction.SendEmail, Version: before.Version + 1 });
    const events = await eventsOf(ready);
    expect(events.map((e) => [e.Context, e.ActorID !== null])).toEqual([['staff', true]]);
    // Performed again at once: its next step is ten days away.
    const again = await t.call<NextActionsAnswer>('POST', path, { token: admin, body: { ids: [ready] } });
    expect(again.body.data).toEqual([expect.objectContaining({ ID: ready, outcome: 'skipped', reason: 'notDue' })]);
  });

  it('refuses ids that are not ids, too many, or a dry run that is not a boolean with 40001', async () => {
    for (const body of [
      {},
      { ids: [] },
      { ids: [0] },
      { ids: [-1] },
      { ids: [1.5] },
      { ids: ['1'] },
      { ids: [null] },
      { ids: 5 },
      { ids: Array.from({ length: NEXT_ACTIONS_MAX + 1 }, (_, i) => i + 1) },
      { ids: [1], dryRun: 'yes' },
      [1, 2],
    ]) {
      const answer = await t.call('POST', path, { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.BadRequest);
    }
    const most = await t.call('POST', path, {
      token: admin,
      body: { ids: Array.from({ length: NEXT_ACTIONS_MAX }, (_, i) => i + 1), dryRun: true },
    });
    expect(most.status).toBe(200);
  });

  it('needs update billing: customer service and product managers are refused', async () => {
    const id = await reminder({}, t.clock.now());
    for (const token of [support, catalog]) {
      const answer = await t.call('POST', path, { token, body: { ids: [id] } });
      expect(answer.status).toBe(403);
    }
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('moves', () => {
  it('marks with a reason (customer service may), the run then waits, and unmarking lets it go on', async () => {
    const id = await reminder({}, t.clock.now());
    const record = await t.read(`/api/shop/invoice-reminders/${id}`, support);
    const noReason = await t.call('POST', `/api/shop/invoice-reminders/${id}/mark`, { token: support, body: { Version: record.Version } });
    expect(noReason.status).toBe(400);
    const marked = await t.call('POST', `/api/shop/invoice-reminders/${id}/mark`, {
      token: support,
      body: { Version: record.Version, Reason: 'The customer says the parcel never came' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ IsMarked: true, MarkReason: 'The customer says the parcel never came' });
    expect((await runReminderLadder(t.db, t.resources, { clock: t.clock })).performed).toBe(0);
    // Customer service may not perform next actions or ignore.
    const next = await t.call('POST', `/api/shop/invoice-reminders/${id}/perform-next`, {
      token: support,
      body: { Version: marked.body.Version },
    });
    expect(next.status).toBe(403);
    const unmarked = await t.call('POST', `/api/shop/invoice-reminders/${id}/unmark`, {
      token: support,
      body: { Version: marked.body.Version },
    });
    expect(unmarked.body).toMatchObject({ IsMarked: false, MarkReason: null });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.MessageCode, e.Message])).toEqual([
      [REMINDER_EVENT_MESSAGES.marked, 'The customer says the parcel never came'],
      [REMINDER_EVENT_MESSAGES.unmarked, null],
    ]);
    expect((await runReminderLadder(t.db, t.resources, { clock: t.clock })).performed).toBe(1);
  });

  it('performs the next action of one reminder, refusing with its reason when the rules do not allow it', async () => {
    const id = await reminder({}, t.clock.now());
    const record = await t.read(`/api/shop/invoice-reminders/${id}`, admin);
    const done = await t.call('POST', `/api/shop/invoice-reminders/${id}/perform-next`, {
      token: admin,
      body: { Version: record.Version },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ LastAction: ReminderAction.SendEmail, NextAction: ReminderAction.SendPaper });
    const early = await t.call('POST', `/api/shop/invoice-reminders/${id}/perform-next`, {
      token: admin,
      body: { Version: done.body.Version },
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: ErrorCode.ReminderNotActionable, values: { reason: 'notDue' } });
  });

  it('ignores (Manual Ignored): the ladder ends and the reminder takes no further step', async () => {
    const id = await reminder({}, t.clock.now());
    const record = await t.read(`/api/shop/invoice-reminders/${id}`, admin);
    const refused = await t.call('POST', `/api/shop/invoice-reminders/${id}/ignore`, { token: support, body: { Version: record.Version } });
    expect(refused.status).toBe(403);
    const ignored = await t.call('POST', `/api/shop/invoice-reminders/${id}/ignore`, { token: admin, body: { Version: record.Version } });
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({
      Status: ReminderStatus.Ignored,
      LastAction: ReminderAction.ManualIgnored,
      NextAction: ReminderAction.None,
      NextActionAt: null,
    });
    expect((await runReminderLadder(t.db, t.resources, { clock: t.clock })).performed).toBe(0);
    expect((await eventsOf(id)).map((e) => [e.Action, e.MessageCode])).toEqual([
      [ReminderAction.ManualIgnored, REMINDER_EVENT_MESSAGES.ignored],
    ]);
  });
});

describe('notices', () => {
  it('follow the thresholds in SEK, other currencies converted at their rate, and are a list filter', async () => {
    const low = await reminder({ Amount: '99.99', Balance: '40.00' }, new Date('2030-01-01T00:00:00Z'));
    const high = await reminder({ Amount: '5000.00', Balance: '5000.00' }, new Date('2030-01-01T00:00:00Z'));
    const settings = (await t.call('GET', '/api/setting/invoice-reminder-thresholds', { token: admin })).body;
    const saved = await t.call('PUT', '/api/setting/invoice-reminder-thresholds', {
      token: admin,
      body: { ...settings, LowAmount: '100.00', LowBalance: '50.00' },
    });
    expect(saved.status).toBe(200);
    expect((await read(low)).Notices).toEqual(['lowAmount', 'lowBalance']);
    expect((await read(high)).Notices).toEqual([]);
    const listed = await t.call('GET', '/api/shop/invoice-reminders?Notices=lowBalance&limit=200', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r: { ID: number }) => r.ID)).toContain(low);
    expect(listed.body.data.map((r: { ID: number }) => r.ID)).not.toContain(high);
    // One öre under the threshold is under it; at the threshold is not.
    const edge = await reminder({ Amount: '100.00', Balance: '49.99' }, new Date('2030-01-01T00:00:00Z'));
    await t.call('PUT', '/api/setting/invoice-reminder-thresholds', {
      token: admin,
      body: { ...saved.body, LowAmount: '100.00', LowBalance: '50.00' },
    });
    expect((await read(edge)).Notices).toEqual(['lowBalance']);
    expect(
      await t.db
        .select()
        .from(invoiceReminders)
        .where(and(eq(invoiceReminders.ID, edge))),
    ).toHaveLength(1);
  });
});

describe('letters, e-mail and payments', () => {
  it('sends the e-mail step with the reminder letter attached, received by the SMTP server', async () => {
    const smtp = await startSmtp();
    configureMail({ smtpUrl: smtp.url, from: 'Backoffice <no-reply@backoffice.invalid>' });
    try {
      await t.db.insert(emailTemplates).values({
        Name: 'Betalningspåminnelse (test)',
        TemplateType: EmailTemplateType.InvoiceReminder,
        StoreID: storeId,
        Subject: { sv: 'Påminnelse: faktura {{invoice.number}}', en: 'Reminder: invoice {{invoice.number}}' },
        Body: { sv: '<p>Att betala: {{invoice.balance}} senast {{invoice.newDueDate}}.</p>', en: '<p>Due: {{invoice.balance}}</p>' },
        Active: true,
      } as typeof emailTemplates.$inferInsert);
      const inv = await invoiceOf('1000.00');
      const at = new Date('2026-04-01T07:00:00Z');
      const id = await reminder({ InvoiceID: inv.id, InvoiceNumber: inv.number }, at);
      expect((await runReminderLadder(t.db, t.resources, { clock: new FakeClock(at) })).performed).toBe(1);
      // The step queued one job for its e-mails; it makes the letter and queues the message, which is delivered.
      // (Earlier tests' e-mail steps queued theirs too: every due one runs, oldest first.)
      for (const ran of await runJobs(t.jobs, [REMINDER_MAIL_JOB])) expect(await jobRow(t, ran.id)).toMatchObject({ Status: 'succeeded' });
      expect((await eventsOf(id)).map((e) => [e.MessageCode, e.MessageValues])).toEqual([
        [REMINDER_EVENT_MESSAGES.stepEmail, expect.any(String)],
        [REMINDER_EVENT_MESSAGES.emailSent, expect.any(String)],
      ]);
      const before = smtp.received.length;
      await runJobs(t.jobs, [MAIL_JOB]);
      const received = smtp.received.slice(before);
      expect(received).toHaveLength(1);
      const { mail } = received[0];
      expect(mail.subject).toBe(`Påminnelse: faktura ${inv.number}`);
      expect(mail.html).toContain('1000.00 SEK');
      expect(mail.html).toContain('2026-04-11');
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Påminnelse-${inv.number}.pdf`, 'application/pdf']]);
      const pdf = await PDFDocument.load(mail.attachments[0].content);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      const events = await eventsOf(id);
      expect(events.map((e) => e.MessageCode)).toEqual([REMINDER_EVENT_MESSAGES.stepEmail, REMINDER_EVENT_MESSAGES.emailSent]);
      expect(JSON.parse(events[1].MessageValues)).toMatchObject({ to: received[0].envelopeTo[0] });
      // Run again (a retried job): nothing is sent twice.
      await t.db.transaction((tx) => sendReminderMail(tx, t.resources, id, { at, actorId: null, filesDir: t.config.filesDir }));
      expect(await eventsOf(id)).toHaveLength(2);
    } finally {
      configureMail(undefined);
      await smtp.close();
    }
  });

  it('puts the letter of the paper step into the print queue', async () => {
    const inv = await invoiceOf();
    const at = new Date('2026-04-02T07:00:00Z');
    const id = await reminder(
      { InvoiceID: inv.id, InvoiceNumber: inv.number, NextAction: ReminderAction.SendPaper, Status: ReminderStatus.Active },
      at,
    );
    await runReminderLadder(t.db, t.resources, { clock: new FakeClock(at) });
    const rows = await t.db.select().from(printQueue).where(eq(printQueue.ReminderID, id));
    expect(rows.map((r) => [r.InvoiceID, r.Document, r.Status])).toEqual([[inv.id, 'reminder', 0]]);
    expect((await read(id)).NextAction).toBe(ReminderAction.SendCollect);
  });

  it('answers the reminder letter as a PDF to whoever views the shop', async () => {
    const inv = await invoiceOf();
    const id = await reminder({ InvoiceID: inv.id, InvoiceNumber: inv.number }, new Date('2030-01-01T00:00:00Z'));
    const answer = await t.request('GET', `/api/shop/invoice-reminders/${id}/pdf`, { token: support });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/api/shop/invoice-reminders/2000000000/pdf', { token: support })).status).toBe(404);
    // A letter goes to the customer's name and postal address, even for an invoice sent by e-mail.
    const [order] = await t.db
      .select({ name: orders.BillingName, postalCode: orders.BillingPostalCode, email: orders.Email })
      .from(orders)
      .innerJoin(invoices, eq(invoices.OrderID, orders.ID))
      .where(eq(invoices.ID, inv.id));
    await t.db
      .update(invoices)
      .set({ Recipient: String(order.email) })
      .where(eq(invoices.ID, inv.id));
    const text = await pdfText(
      new Uint8Array(await (await t.request('GET', `/api/shop/invoice-reminders/${id}/pdf`, { token: support })).arrayBuffer()),
    );
    expect(text).toContain(String(order.name));
    expect(text).toContain(String(order.postalCode));
    expect(text).not.toContain(String(order.email));
    // Nothing is owed on a paid invoice: there is no letter asking for it.
    await t.db.update(invoices).set({ Balance: '0.00', Status: InvoiceStatus.Paid }).where(eq(invoices.ID, inv.id));
    expect((await t.request('GET', `/api/shop/invoice-reminders/${id}/pdf`, { token: support })).status).toBe(404);
  });

  it('marks the reminder paid when its invoice is paid in full, and the ladder stops', async () => {
    const inv = await invoiceOf('500.00');
    const id = await reminder({ InvoiceID: inv.id, InvoiceNumber: inv.number, Amount: '500.00', Balance: '500.00' }, t.clock.now());
    // A part payment: the reminder follows the balance and stays open.
    await t.db.update(invoices).set({ Balance: '200.00' }).where(eq(invoices.ID, inv.id));
    expect(await t.db.transaction((tx) => reminderInvoicePaid(tx, inv.id, t.clock.now()))).toEqual([]);
    expect(await read(id)).toMatchObject({ Balance: '200.00', Status: ReminderStatus.Pending });
    const paidAt = new Date('2026-03-19T10:00:00Z');
    await t.db.update(invoices).set({ Balance: '0.00', Status: InvoiceStatus.Paid, PaidAt: paidAt }).where(eq(invoices.ID, inv.id));
    expect(await t.db.transaction((tx) => reminderInvoicePaid(tx, inv.id, t.clock.now()))).toEqual([id]);
    expect(await read(id)).toMatchObject({
      Status: ReminderStatus.Paid,
      Balance: '0.00',
      PaidAt: paidAt,
      NextAction: 0,
      NextActionAt: null,
    });
    expect((await eventsOf(id)).map((e) => [e.Context, e.MessageCode])).toEqual([['payment', REMINDER_EVENT_MESSAGES.paid]]);
    const answer = await t.call<NextActionsAnswer>('POST', '/api/shop/invoice-reminders/next-actions', {
      token: admin,
      body: { ids: [id] },
    });
    expect(answer.body.data).toEqual([expect.objectContaining({ outcome: 'skipped', reason: 'paid' })]);
  });

  it('reads a payment made since before the run acts: no reminder for a paid invoice', async () => {
    const inv = await invoiceOf('300.00');
    const id = await reminder({ InvoiceID: inv.id, InvoiceNumber: inv.number, Amount: '300.00', Balance: '300.00' }, t.clock.now());
    await t.db.update(invoices).set({ Balance: '0.00', Status: InvoiceStatus.Paid }).where(eq(invoices.ID, inv.id));
    expect((await runReminderLadder(t.db, t.resources, { clock: t.clock })).performed).toBe(0);
    expect(await read(id)).toMatchObject({ Status: ReminderStatus.Paid, LastAction: ReminderAction.None });
  });
});
