/**
 * The mails staff send from orders and customers (issue 9 §1 "resend confirmation or copy e-mails", §5 "Send
 * forgot password"), through the API on the test database (PGlite here, PostgreSQL under `npm run test:pg`):
 * each action queues exactly one message with the right recipient, subject and filled-in placeholders, one
 * is delivered to a real SMTP server (smtp-server, in this process) and parsed back with mailparser; the order's
 * timeline gets its `email` event; the record's Version stays; refusals: no permission 40301, stale 40901,
 * no active template 42201 (nothing queued, nothing logged), a bad copy address 40001, a customer without an
 * e-mail 40001; the reset link is redeemed once by the storefront and never as a login link (nor the reverse).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { MailStatus } from '../../src/domain/resources/shop';
import { ACTION_OUTCOME_KEY } from '../../src/domain/resources/workflow';
import { configureMail, MAIL_JOB } from '../../server/mail';
import { formatAmount, queueOrderConfirmation } from '../../server/orders/confirmation';
import { customers, emailTemplates, orderEvents, orderItems, orders, outbox, stores } from '../../server/db/schema';
import { ordersWithItems, payloadOf, runJobs, signedInApp, type TestApp } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

const FROM = 'Reservdelar.se <kundservice@reservdelar.example>';
const ORDERS = '/api/shop/orders';
const CUSTOMERS = '/api/shop/customers';

let t: TestApp;
let support: string;
let supportId: number;
let catalog: string;

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ t, support, catalog } = await signedInApp(['support', 'catalog']));
  supportId = payloadOf(support).id;
  configureMail({ smtpUrl: null, from: FROM });
});

afterAll(async () => {
  configureMail(undefined);
  await t.close();
  await smtp.close();
});

/** A seeded order of a Swedish-speaking customer in the Swedish store, with items and a customer. */
async function swedishOrder(offset = 0) {
  const [se] = await t.db
    .select({ id: stores.id })
    .from(stores)
    .where(sql`${stores.domain} like '%.se'`);
  const swedish = t.db.select({ id: customers.ID }).from(customers).where(eq(customers.Locale, 'sv'));
  const [order] = await ordersWithItems(t, and(eq(orders.StoreID, se.id), inArray(orders.CustomerID, swedish)), { offset });
  return t.read<Record<string, any>>(`${ORDERS}/${order.ID}`, support);
}

const messagesAbout = (entity: string, id: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.AboutEntity, entity), eq(outbox.AboutID, id)))
    .orderBy(asc(outbox.ID));

const eventsOf = (orderId: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.OrderID, orderId), eq(orderEvents.Integration, 'email')))
    .orderBy(asc(orderEvents.ID));

describe('order confirmation: resend and copy', () => {
  it("resends the confirmation to the order's address with its placeholders, logs the e-mail event, keeps the Version", async () => {
    const order = await swedishOrder(0);
    const before = await messagesAbout('orders', order.ID);
    const eventsBefore = await eventsOf(order.ID);
    const answer = await t.call('POST', `${ORDERS}/${order.ID}/resend-confirmation`, { token: support, body: { Version: order.Version } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Version).toBe(order.Version);
    expect(answer.body.ID).toBe(order.ID);

    const after = await messagesAbout('orders', order.ID);
    expect(after).toHaveLength(before.length + 1);
    const message = after.at(-1)!;
    expect(answer.body[ACTION_OUTCOME_KEY]).toEqual({
      OutboxID: message.ID,
      To: order.Email,
      Subject: message.Subject,
      Status: MailStatus.Stored,
    });
    expect(message).toMatchObject({ To: order.Email, TemplateType: 1, StoreID: order.StoreID, Locale: 'sv', Status: MailStatus.Stored });
    expect(message.Subject).toBe(`Tack för din order ${order.Number}`);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.ID));
    for (const item of items) expect(message.HtmlBody).toContain(`<td>${item.SKU}</td>`);
    expect(message.HtmlBody).toContain('<table>');
    expect(message.HtmlBody).toContain(formatAmount(order.Total, order.Currency, 'sv'));
    expect(message.HtmlBody).toContain(order.DeliveryAddress1);
    expect(message.HtmlBody).not.toMatch(/\{\{/);
    const [customer] = await t.db.select().from(customers).where(eq(customers.ID, order.CustomerID));
    expect(message.HtmlBody).toContain(`Hej ${customer.FirstName}!`);

    const events = await eventsOf(order.ID);
    expect(events).toHaveLength(eventsBefore.length + 1);
    expect(events.at(-1)).toMatchObject({ Kind: 'confirmation', ActorID: supportId });
    expect(events.at(-1)!.Message).toContain(order.Email);
    // On the order's timeline through the API, newest first.
    const timeline = await t.call('GET', `/api/shop/order-events?OrderID=${order.ID}`, { token: support });
    expect(timeline.body.data[0]).toMatchObject({ Integration: 'email', Kind: 'confirmation' });
    const history = await t.call('GET', `${ORDERS}/${order.ID}/history`, { token: support });
    expect(history.body.data.map((e: { Action: string }) => e.Action)).toContain('resend-confirmation');
  });

  it('sends a copy to the address typed, naming it in the event, and is delivered through SMTP as rendered', async () => {
    configureMail({ smtpUrl: smtp.url, from: FROM });
    try {
      const order = await swedishOrder(1);
      const answer = await t.call('POST', `${ORDERS}/${order.ID}/copy-confirmation`, {
        token: support,
        body: { Version: order.Version, CopyTo: ' ekonomi@foretag.example ' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body[ACTION_OUTCOME_KEY]).toMatchObject({ To: 'ekonomi@foretag.example', Status: MailStatus.Queued });
      const [message] = (await messagesAbout('orders', order.ID)).slice(-1);
      expect(message.To).toBe('ekonomi@foretag.example');
      const [event] = (await eventsOf(order.ID)).slice(-1);
      expect(event).toMatchObject({ Kind: 'copyOrder', ActorID: supportId });
      expect(event.Message).toContain('ekonomi@foretag.example');

      const received = smtp.received.length;
      expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(1);
      const { envelopeTo, mail } = smtp.received[received];
      expect(envelopeTo).toEqual(['ekonomi@foretag.example']);
      expect(mail.subject).toBe(`Tack för din order ${order.Number}`);
      const items = await t.db.select().from(orderItems).where(eq(orderItems.OrderID, order.ID));
      for (const item of items) expect(mail.html).toContain(item.SKU);
      expect(mail.html).toContain(formatAmount(order.Total, order.Currency, 'sv'));
      expect(mail.text).toContain(order.DeliveryCity);
      expect((await t.db.select().from(outbox).where(eq(outbox.ID, message.ID)))[0].Status).toBe(MailStatus.Sent);
    } finally {
      configureMail({ smtpUrl: null, from: FROM });
    }
  });

  it('refuses a bad copy address (40001 naming CopyTo), a user without update order (40301) and a stale Version (40901)', async () => {
    const order = await swedishOrder(2);
    const before = (await messagesAbout('orders', order.ID)).length;
    for (const CopyTo of ['', 'inte-en-adress', 'a@b@c.se', 'x@example.com, y@example.com']) {
      const bad = await t.call('POST', `${ORDERS}/${order.ID}/copy-confirmation`, {
        token: support,
        body: { Version: order.Version, CopyTo },
      });
      expect(bad.status, CopyTo).toBe(400);
      expect(bad.body.code).toBe(ErrorCode.BadRequest);
      expect(Object.keys(bad.body.fields)).toEqual(['CopyTo']);
    }
    const forbidden = await t.call('POST', `${ORDERS}/${order.ID}/resend-confirmation`, {
      token: catalog,
      body: { Version: order.Version },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(ErrorCode.Forbidden);
    const stale = await t.call('POST', `${ORDERS}/${order.ID}/resend-confirmation`, {
      token: support,
      body: { Version: order.Version + 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.ID).toBe(order.ID);
    expect(await messagesAbout('orders', order.ID)).toHaveLength(before);
  });

  it('answers 42201 when the store has no active order confirmation, queueing and logging nothing', async () => {
    const order = await swedishOrder(3);
    const active = await t.db
      .select({ id: emailTemplates.ID })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.TemplateType, 1), eq(emailTemplates.Active, true)));
    await t.db.update(emailTemplates).set({ Active: false }).where(eq(emailTemplates.TemplateType, 1));
    try {
      const events = (await eventsOf(order.ID)).length;
      const answer = await t.call('POST', `${ORDERS}/${order.ID}/resend-confirmation`, {
        token: support,
        body: { Version: order.Version },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(ErrorCode.MailTemplateMissing);
      expect(await eventsOf(order.ID)).toHaveLength(events);
      const history = await t.call('GET', `${ORDERS}/${order.ID}/history`, { token: support });
      expect(history.body.data.map((e: { Action: string }) => e.Action)).not.toContain('resend-confirmation');
    } finally {
      for (const { id } of active) await t.db.update(emailTemplates).set({ Active: true }).where(eq(emailTemplates.ID, id));
    }
  });

  it('is one function placing an order can call in its own transaction (the system as sender)', async () => {
    const order = await swedishOrder(4);
    const queued = await t.db.transaction((tx) => queueOrderConfirmation(tx, t.resources, order.ID, { at: t.clock.now() }));
    expect(queued.to).toBe(order.Email);
    expect(queued.message).toMatchObject({ TemplateType: 1, AboutEntity: 'orders', AboutID: order.ID });
    expect((await eventsOf(order.ID)).at(-1)).toMatchObject({ Kind: 'confirmation', ActorID: null });
  });
});

describe('send forgot password', () => {
  const newCustomer = async (more: Record<string, unknown>) => {
    const [se] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(sql`${stores.domain} like '%.se'`);
    const body = {
      Type: 1,
      FirstName: 'Greta',
      LastName: 'Lösenordsson',
      Email: `greta.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      Phone: `070-555 ${String(Date.now() % 10000).padStart(4, '0')}`,
      City: 'Luleå',
      StoreID: se.id,
      ...more,
    };
    const answer = await t.call('POST', CUSTOMERS, { token: support, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as Record<string, any>;
  };

  it("queues the reset e-mail in the customer's store and language with a one-time link the storefront redeems once", async () => {
    const customer = await newCustomer({ Locale: 'en' });
    const answer = await t.call('POST', `${CUSTOMERS}/${customer.ID}/send-password-reset`, {
      token: support,
      body: { Version: customer.Version },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Version).toBe(customer.Version);
    const messages = await messagesAbout('customers', customer.ID);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(answer.body[ACTION_OUTCOME_KEY]).toMatchObject({ OutboxID: message.ID, To: customer.Email });
    // The store's own template (Reservdelar.se signs its reset e-mail), in English.
    expect(message).toMatchObject({
      To: customer.Email,
      TemplateType: 5,
      StoreID: customer.StoreID,
      Locale: 'en',
      Subject: 'Reset your password at Reservdelar.se',
    });
    expect(message.HtmlBody).toContain('Hi Greta,');
    expect(message.HtmlBody).toContain('valid for 60 minutes');
    const url = /href="([^"]+)"/.exec(message.HtmlBody)![1].replaceAll('&amp;', '&');
    expect(url).toMatch(/^https:\/\/www\.reservdelar\.se\/reset-password\?token=[A-Za-z0-9_.%-]+$/);
    const token = new URL(url).searchParams.get('token');

    // A reset token is no login link.
    expect((await t.call('POST', '/api/storefront/login-links/redeem', { body: { token } })).status).toBe(401);
    const redeemed = await t.call('POST', '/api/storefront/password-resets/redeem', { body: { token } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toEqual({ customerId: customer.ID, storeId: customer.StoreID, email: customer.Email });
    expect((await t.call('POST', '/api/storefront/password-resets/redeem', { body: { token } })).status).toBe(401);

    // Nor is a login link a reset token.
    const login = await t.call('POST', `${CUSTOMERS}/${customer.ID}/login-link`, { token: support });
    const loginToken = new URL(login.body.url).searchParams.get('token');
    expect((await t.call('POST', '/api/storefront/password-resets/redeem', { body: { token: loginToken } })).status).toBe(401);

    const history = await t.call('GET', `${CUSTOMERS}/${customer.ID}/history`, { token: support });
    expect(history.body.data.map((e: { Action: string }) => e.Action)).toEqual(
      expect.arrayContaining(['send-password-reset', 'password-reset-redeemed']),
    );
  });

  it('is delivered through SMTP in Swedish for a Swedish customer', async () => {
    configureMail({ smtpUrl: smtp.url, from: FROM });
    try {
      const customer = await newCustomer({});
      const answer = await t.call('POST', `${CUSTOMERS}/${customer.ID}/send-password-reset`, {
        token: support,
        body: { Version: customer.Version },
      });
      expect(answer.status).toBe(200);
      const received = smtp.received.length;
      expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(1);
      const { envelopeTo, mail } = smtp.received[received];
      expect(envelopeTo).toEqual([customer.Email]);
      expect(mail.subject).toBe('Återställ ditt lösenord hos Reservdelar.se');
      expect(mail.html).toContain('Hej Greta!');
      expect(mail.text).toMatch(/https:\/\/www\.reservdelar\.se\/reset-password\?token=/);
    } finally {
      configureMail({ smtpUrl: null, from: FROM });
    }
  });

  it('refuses a user without update customer (40301), a customer without an e-mail (40001 naming Email) and a missing template (42201)', async () => {
    const customer = await newCustomer({});
    const forbidden = await t.call('POST', `${CUSTOMERS}/${customer.ID}/send-password-reset`, {
      token: catalog,
      body: { Version: customer.Version },
    });
    expect(forbidden.status).toBe(403);

    const active = await t.db
      .select({ id: emailTemplates.ID })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.TemplateType, 5), eq(emailTemplates.Active, true)));
    await t.db.update(emailTemplates).set({ Active: false }).where(eq(emailTemplates.TemplateType, 5));
    try {
      const missing = await t.call('POST', `${CUSTOMERS}/${customer.ID}/send-password-reset`, {
        token: support,
        body: { Version: customer.Version },
      });
      expect(missing.status).toBe(422);
      expect(missing.body.code).toBe(ErrorCode.MailTemplateMissing);
    } finally {
      for (const { id } of active) await t.db.update(emailTemplates).set({ Active: true }).where(eq(emailTemplates.ID, id));
    }

    // An address lost outside the console (an import, a storefront's account deletion).
    await t.db.update(customers).set({ Email: '' }).where(eq(customers.ID, customer.ID));
    const none = await t.call('POST', `${CUSTOMERS}/${customer.ID}/send-password-reset`, {
      token: support,
      body: { Version: customer.Version },
    });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.fields)).toEqual(['Email']);
    expect(none.body.fields.Email.id).toBe('resources.customers.invalid.noEmail');
    expect(await messagesAbout('customers', customer.ID)).toHaveLength(0);
  });
});
