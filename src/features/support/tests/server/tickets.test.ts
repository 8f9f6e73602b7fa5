/**
 * Tickets (issue 21 §1) against the real app and database: a customer's message into the desk
 * (receiveCustomerMessage) threaded by In-Reply-To, by References, by the ticket number in the subject, and a new
 * ticket otherwise; the customer matched by e-mail; the state moved by the message (solved → unread, closed → a
 * new ticket, spam stays spam); the same Message-ID stored once; attachments in the file store. The queue's
 * named filters (mine, unassigned) read who asks. Staff's moves (each allowed and refused), assigning, a reply
 * through the outbox in the customer's thread, a note and reading, with the permission and the Version checked.
 */
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketPriority, TicketState } from '../../domain/codes';
import { columnsOf, customers, files, orderFulfilments, orders, quickReplyTemplates, users } from '../../../../../server/db/schema';
import { ticketAttachments, tickets, ticketMessages } from '../../server/schema';
import { trackingLink } from '../../../../domain/orders/forwarders';
import { closeSolvedTickets } from '../../server/auto-close';
import { receiveCustomerMessage, type CustomerMessage } from '../../server/receive';
import { payloadOf, signedInApp, tokenFor, type TestApp } from '../../../../../tests/server/helpers';

let t: TestApp;
let admin: string;
let support: string;
let catalog: string;
let customer: { id: number; storeId: number; email: string };

const T = columnsOf(tickets);
const M = columnsOf(ticketMessages);

beforeAll(async () => {
  ({ t, admin, support, catalog } = await signedInApp(['admin', 'support', 'catalog']));
  const c = columnsOf(customers);
  const [row] = await t.db.select({ id: c.ID, storeId: c.StoreID, email: c.Email }).from(customers).orderBy(c.ID).limit(1);
  customer = { id: Number(row.id), storeId: Number(row.storeId), email: String(row.email) };
});

afterAll(async () => {
  await t.close();
});

let sequence = 0;
/** A unique Message-ID for each mail a test sends. */
const nextId = () => `<test-${Date.now()}-${++sequence}@customer.example>`;

function receive(message: Partial<CustomerMessage> & { subject: string }) {
  return t.db.transaction((tx) =>
    receiveCustomerMessage(
      tx,
      { resources: t.resources, now: t.clock.now(), filesDir: t.config.filesDir },
      { storeId: customer.storeId, from: customer.email, name: 'Kund Kundsson', text: 'Hej!', messageId: nextId(), ...message },
    ),
  );
}

async function stateOf(ticketId: number): Promise<number> {
  const [row] = await t.db.select({ state: T.State }).from(tickets).where(eq(T.ID, ticketId));
  return Number(row.state);
}

async function setState(ticketId: number, state: number): Promise<void> {
  await t.db.update(tickets).set({ State: state }).where(eq(T.ID, ticketId));
}

describe('a customer message into the desk', () => {
  it('starts a new ticket with a number, the matched customer, the SLA and the message', async () => {
    const first = await receive({ subject: 'Var är min order?' });
    expect(first).toMatchObject({ created: true, duplicate: false });
    expect(first.ticketNumber).toMatch(/^T1\d{5,}$/);
    const [ticket] = await t.db.select().from(tickets).where(eq(T.ID, first.ticketId));
    expect(ticket).toMatchObject({
      State: TicketState.New,
      CustomerID: customer.id,
      StoreID: customer.storeId,
      Email: customer.email.toLowerCase(),
    });
    expect((ticket.SlaDueAt as Date).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const thread = await t.db.select().from(ticketMessages).where(eq(M.TicketID, first.ticketId));
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ Kind: 1, BodyText: 'Hej!', AuthorID: null });
  });

  it('joins the ticket its In-Reply-To, or its References, names; a solved ticket becomes unread', async () => {
    const firstId = nextId();
    const first = await receive({ subject: 'Trasig laddare', messageId: firstId });
    await setState(first.ticketId, TicketState.Solved);
    const reply = await receive({ subject: 'Re: Trasig laddare', inReplyTo: firstId });
    expect(reply).toMatchObject({ ticketId: first.ticketId, created: false });
    expect(await stateOf(first.ticketId)).toBe(TicketState.Unread);
    // Only References (a client that leaves In-Reply-To out), the thread's ids oldest first.
    const byReferences = await receive({ subject: 'Re: Re: Trasig laddare', references: `<unknown@elsewhere.example> ${firstId}` });
    expect(byReferences).toMatchObject({ ticketId: first.ticketId, created: false });
  });

  it('joins the ticket whose number is in the subject; a pending ticket becomes unread', async () => {
    const first = await receive({ subject: 'Faktura' });
    await setState(first.ticketId, TicketState.Pending);
    const again = await receive({ subject: `Sv: Faktura [#${first.ticketNumber}]` });
    expect(again).toMatchObject({ ticketId: first.ticketId, created: false });
    expect(await stateOf(first.ticketId)).toBe(TicketState.Unread);
  });

  it('starts a new ticket when the thread it answers is closed; spam stays spam', async () => {
    const firstId = nextId();
    const first = await receive({ subject: 'Retur', messageId: firstId });
    await setState(first.ticketId, TicketState.Closed);
    const later = await receive({ subject: 'Re: Retur', inReplyTo: firstId });
    expect(later.created).toBe(true);
    expect(later.ticketId).not.toBe(first.ticketId);

    await setState(later.ticketId, TicketState.Spam);
    const spam = await receive({ subject: `Re: Retur [#${later.ticketNumber}]` });
    expect(spam).toMatchObject({ ticketId: later.ticketId, created: false });
    expect(await stateOf(later.ticketId)).toBe(TicketState.Spam);
  });

  it('stores a Message-ID once, and attachments in the file store', async () => {
    const id = nextId();
    const content = Buffer.from('%PDF-1.4 kvitto');
    const first = await receive({
      subject: 'Kvitto',
      messageId: id,
      attachments: [{ fileName: 'kvitto.pdf', contentType: 'application/pdf', content }],
    });
    const again = await receive({ subject: 'Kvitto', messageId: id });
    expect(again).toMatchObject({ ticketId: first.ticketId, messageId: first.messageId, duplicate: true });
    const a = columnsOf(ticketAttachments);
    const [attachment] = await t.db.select().from(ticketAttachments).where(eq(a.TicketMessageID, first.messageId));
    expect(attachment).toMatchObject({
      TicketID: first.ticketId,
      FileName: 'kvitto.pdf',
      ContentType: 'application/pdf',
      Size: content.length,
    });
    const [file] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, Number(attachment.File)));
    expect(file.size).toBe(content.length);
  });

  it('leaves the customer empty when nobody of the store has the address', async () => {
    const stranger = await receive({ subject: 'Fråga', from: `nobody-${Date.now()}@stranger.example` });
    const [ticket] = await t.db.select({ customerId: T.CustomerID }).from(tickets).where(eq(T.ID, stranger.ticketId));
    expect(ticket.customerId).toBeNull();
  });
});

describe('the queue', () => {
  it('lists a staff member their own tickets (mine) and the unassigned ones', async () => {
    const me = payloadOf(admin).id;
    const mine = await receive({ subject: 'Min fråga' });
    const other = await receive({ subject: 'Ingens fråga' });
    await t.db.update(tickets).set({ AssigneeID: me }).where(eq(T.ID, mine.ticketId));
    const listed = async (query: string) =>
      ((await t.call('GET', `/api/support/tickets?${query}&limit=500`, { token: admin })).body.data as { ID: number }[]).map((r) => r.ID);
    const own = await listed('mine=true');
    expect(own).toContain(mine.ticketId);
    expect(own).not.toContain(other.ticketId);
    const unassigned = await listed('unassigned=true');
    expect(unassigned).toContain(other.ticketId);
    expect(unassigned).not.toContain(mine.ticketId);
  });
});

/** A fresh ticket in the given state (through the database: the test of the moves, not of how it got there). */
async function ticketIn(state: number): Promise<Record<string, any>> {
  const made = await receive({ subject: `Tillstånd ${state}` });
  await setState(made.ticketId, state);
  return t.read(`/api/support/tickets/${made.ticketId}`, admin);
}

describe('moving a ticket', () => {
  const { New, Unread, Opened, Open, Pending, Solved, Closed, Spam } = TicketState;
  const ALL = [New, Unread, Opened, Open, Pending, Solved, Closed, Spam];
  const MOVES: Record<string, { to: number; from: number[] }> = {
    solve: { to: Solved, from: [New, Unread, Opened, Open, Pending] },
    spam: { to: Spam, from: [New, Unread, Opened, Open, Pending, Solved] },
    close: { to: Closed, from: [New, Unread, Opened, Open, Pending, Solved, Spam] },
    reopen: { to: Open, from: [Solved, Closed, Spam] },
  };

  it('makes every move from each state it allows, and refuses it from every other with 40901 and the ticket as it is', async () => {
    for (const [move, { to, from }] of Object.entries(MOVES)) {
      for (const state of ALL) {
        const before = await ticketIn(state);
        const answer = await t.call('POST', `/api/support/tickets/${before.ID}/${move}`, {
          token: support,
          body: { Version: before.Version },
        });
        if (from.includes(state)) {
          expect(answer.status, `${move} from ${state}`).toBe(200);
          expect(answer.body.State, `${move} from ${state}`).toBe(to);
        } else {
          expect(answer.body.code, `${move} from ${state}`).toBe(40901);
          expect(
            answer.body.current?.State ?? (await t.read(`/api/support/tickets/${before.ID}`, admin)).State,
            `${move} from ${state}`,
          ).toBe(state);
          expect((await t.read(`/api/support/tickets/${before.ID}`, admin)).State).toBe(state);
        }
      }
    }
  });

  it('answers a stale Version with 40901 and the ticket as it is now', async () => {
    const before = await ticketIn(Open);
    await t.call('PUT', `/api/support/tickets/${before.ID}`, { token: support, body: { ...before, Priority: 4 } });
    const stale = await t.call('POST', `/api/support/tickets/${before.ID}/solve`, { token: support, body: { Version: before.Version } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(40901);
    expect((await t.read(`/api/support/tickets/${before.ID}`, admin)).State).toBe(Open);
  });

  it('changes the state through the picker only where a move goes, else 40950; New is no choice (40001)', async () => {
    const open = await ticketIn(Open);
    const pending = await t.call('POST', `/api/support/tickets/${open.ID}/change-state`, {
      token: support,
      body: { Version: open.Version, State: Pending },
    });
    expect(pending.body.State).toBe(Pending);
    const back = await t.call('POST', `/api/support/tickets/${open.ID}/change-state`, {
      token: support,
      body: { Version: pending.body.Version, State: New },
    });
    expect(back.body.code).toBe(40001);
    expect(back.body.fields).toHaveProperty('State');
    // Pending goes to Opened only from New and Unread.
    const opened = await t.call('POST', `/api/support/tickets/${open.ID}/change-state`, {
      token: support,
      body: { Version: pending.body.Version, State: Opened },
    });
    expect(opened.body.code).toBe(40950);
  });

  it('assigns to oneself (a new ticket is then read) and to a colleague who works tickets', async () => {
    const me = payloadOf(support).id;
    const fresh = await ticketIn(New);
    const taken = await t.call('POST', `/api/support/tickets/${fresh.ID}/assign-to-me`, {
      token: support,
      body: { Version: fresh.Version },
    });
    expect(taken.body).toMatchObject({ AssigneeID: me, State: Opened });
    const other = await ticketIn(New);
    const given = await t.call('POST', `/api/support/tickets/${other.ID}/assign`, {
      token: support,
      body: { Version: other.Version, AssigneeID: payloadOf(admin).id },
    });
    expect(given.body).toMatchObject({ AssigneeID: payloadOf(admin).id, State: Unread });
    const toCatalog = await t.call('POST', `/api/support/tickets/${other.ID}/assign`, {
      token: support,
      body: { Version: given.body.Version, AssigneeID: payloadOf(catalog).id },
    });
    expect(toCatalog.body.code).toBe(40001);
  });

  it('is refused (403) to a role without update customer, who may still read the queue', async () => {
    const open = await ticketIn(Open);
    expect(
      (await t.call('POST', `/api/support/tickets/${open.ID}/solve`, { token: catalog, body: { Version: open.Version } })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/support/tickets/${open.ID}/note`, { token: catalog, body: { Version: open.Version, body: 'x' } })).status,
    ).toBe(403);
  });
});

describe('writing on a ticket', () => {
  it("sends a reply through the outbox in the customer's thread, from the store, and waits for the customer", async () => {
    const firstId = nextId();
    const made = await receive({ subject: 'Var är mitt paket?', messageId: firstId, references: '<older@customer.example>' });
    const before = await t.read(`/api/support/tickets/${made.ticketId}`, admin);
    const answer = await t.call('POST', `/api/support/tickets/${made.ticketId}/reply`, {
      token: support,
      body: { Version: before.Version, body: 'Hej!\n\nPaketet är på väg.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.ticket).toMatchObject({ State: TicketState.Pending, AssigneeID: payloadOf(support).id });
    expect(answer.body.ticket.FirstResponseAt).toBeTruthy();
    expect(answer.body.message).toMatchObject({ Kind: 2, InReplyTo: firstId });
    const eml = await t.request('GET', `/api/shop/outbox/${answer.body.message.OutboxID}/eml`, { token: support });
    const parsed = await simpleParser(Buffer.from(await eml.arrayBuffer()));
    expect(parsed.subject).toBe(`Re: Var är mitt paket? [#${made.ticketNumber}]`);
    expect(parsed.inReplyTo).toBe(firstId);
    expect([parsed.references].flat()).toEqual(['<older@customer.example>', firstId]);
    expect(parsed.messageId).toBe(answer.body.message.MessageID);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toContain(customer.email.toLowerCase());
    expect(parsed.text).toContain('Paketet är på väg.');
    // The customer answers the reply: the ticket is theirs again, unread.
    const again = await receive({ subject: 'Re: Var är mitt paket?', inReplyTo: answer.body.message.MessageID });
    expect(again.ticketId).toBe(made.ticketId);
    expect(await stateOf(made.ticketId)).toBe(TicketState.Unread);
    // A second reply on the ticket that already had one: sent, its first response time kept.
    const current = await t.read(`/api/support/tickets/${made.ticketId}`, admin);
    const second = await t.call('POST', `/api/support/tickets/${made.ticketId}/reply`, {
      token: support,
      body: { Version: current.Version, body: 'Det kommer i morgon.' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.ticket.FirstResponseAt).toBe(answer.body.ticket.FirstResponseAt);
  });

  it('refuses a reply without an address (42230), on spam (40950), without a body (40001) or at a stale Version (40901)', async () => {
    const call = await t.db.transaction((tx) =>
      receiveCustomerMessage(
        tx,
        { resources: t.resources, now: t.clock.now() },
        { storeId: customer.storeId, phone: '0701234567', subject: 'Samtal', channel: 2 },
      ),
    );
    const phone = await t.read(`/api/support/tickets/${call.ticketId}`, admin);
    expect(
      (await t.call('POST', `/api/support/tickets/${phone.ID}/reply`, { token: support, body: { Version: phone.Version, body: 'Hej' } }))
        .body.code,
    ).toBe(42230);
    const spam = await ticketIn(TicketState.Spam);
    expect(
      (await t.call('POST', `/api/support/tickets/${spam.ID}/reply`, { token: support, body: { Version: spam.Version, body: 'Hej' } })).body
        .code,
    ).toBe(40950);
    const open = await ticketIn(TicketState.Open);
    expect(
      (await t.call('POST', `/api/support/tickets/${open.ID}/reply`, { token: support, body: { Version: open.Version, body: '  ' } })).body
        .code,
    ).toBe(40001);
    expect(
      (
        await t.call('POST', `/api/support/tickets/${open.ID}/reply`, {
          token: support,
          body: { Version: open.Version - 1 || 99, body: 'Hej' },
        })
      ).body.code,
    ).toBe(40901);
  });

  it('keeps a note for staff only (no mail) and opens the ticket', async () => {
    const fresh = await ticketIn(TicketState.New);
    const answer = await t.call('POST', `/api/support/tickets/${fresh.ID}/note`, {
      token: support,
      body: { Version: fresh.Version, body: 'Ringde kunden.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.ticket.State).toBe(TicketState.Open);
    expect(answer.body.message).toMatchObject({ Kind: 3, OutboxID: null, BodyText: 'Ringde kunden.' });
  });

  it('moves a new or unread ticket to opened when its assignee reads it, not when a colleague does', async () => {
    const unread = await ticketIn(TicketState.Unread);
    await t.db
      .update(tickets)
      .set({ AssigneeID: payloadOf(admin).id })
      .where(eq(T.ID, unread.ID));
    const byColleague = await t.call('POST', `/api/support/tickets/${unread.ID}/read`, {
      token: support,
      body: { Version: unread.Version },
    });
    expect(byColleague.body.State).toBe(TicketState.Unread);
    const byAssignee = await t.call('POST', `/api/support/tickets/${unread.ID}/read`, { token: admin, body: { Version: unread.Version } });
    expect(byAssignee.body.State).toBe(TicketState.Opened);
  });
});

describe('quick replies', () => {
  it("answers the templates in the customer's language with the customer's, order's, tracking's, store's and agent's values filled", async () => {
    const F = columnsOf(orderFulfilments);
    const O = columnsOf(orders);
    const C = columnsOf(customers);
    const [parcel] = await t.db
      .select({ orderId: F.OrderID, forwarder: F.Forwarder, reference: F.TrackingReference })
      .from(orderFulfilments)
      .orderBy(F.ID)
      .limit(1);
    const [order] = await t.db
      .select({ number: O.Number, customerId: O.CustomerID, storeId: O.StoreID })
      .from(orders)
      .where(eq(O.ID, parcel.orderId));
    const [buyer] = await t.db
      .select({ firstName: C.FirstName, locale: C.Locale, email: C.Email })
      .from(customers)
      .where(eq(C.ID, order.customerId));
    const made = await t.db.transaction((tx) =>
      receiveCustomerMessage(
        tx,
        { resources: t.resources, now: t.clock.now() },
        { storeId: Number(order.storeId), from: String(buyer.email), subject: 'Var är min order?', text: 'Hej', messageId: nextId() },
      ),
    );
    await t.db.update(tickets).set({ OrderID: parcel.orderId }).where(eq(T.ID, made.ticketId));
    await t.db.insert(quickReplyTemplates).values({
      Name: 'Spårning (test)',
      Shortcut: 'sparning-test',
      Locale: buyer.locale,
      Subject: null,
      Body: 'Hej {{customer.firstName}}! Order {{order.number}}: {{ order.trackingUrl }} /{{agent.name}} {{nothing.here}}',
      Tags: [],
    });
    const answer = await t.call('GET', `/api/support/tickets/${made.ticketId}/quick-replies?q=sparning-test`, { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    const link = trackingLink(String(parcel.forwarder), parcel.reference == null ? null : String(parcel.reference));
    const [agent] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, payloadOf(support).id));
    expect(link).toBeTruthy();
    expect(answer.body.data[0].Text).toBe(
      `Hej ${String(buyer.firstName)}! Order ${String(order.number)}: ${link} /${agent.name} {{nothing.here}}`,
    );
  });
});

describe('a ticket opened by staff', () => {
  it("is the customer's, in the customer's store, by phone, with the question as the first message, and the creator's", async () => {
    const answer = await t.call('POST', '/api/support/tickets/open', {
      token: support,
      body: { CustomerID: customer.id, Subject: 'Samtal om leverans', Body: 'Kunden undrar när paketet kommer.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      CustomerID: customer.id,
      StoreID: customer.storeId,
      Channel: 2,
      State: TicketState.Opened,
      AssigneeID: payloadOf(support).id,
      Subject: 'Samtal om leverans',
    });
    const thread = await t.db.select().from(ticketMessages).where(eq(M.TicketID, answer.body.ID));
    expect(thread.map((m) => m.BodyText)).toEqual(['Kunden undrar när paketet kommer.']);
    expect((await t.call('POST', '/api/support/tickets/open', { token: support, body: { CustomerID: customer.id } })).body.code).toBe(
      40001,
    );
    expect(
      (await t.call('POST', '/api/support/tickets/open', { token: catalog, body: { CustomerID: customer.id, Subject: 'x', Body: 'y' } }))
        .status,
    ).toBe(403);
  });
});

describe('auto-close', () => {
  it('closes a ticket solved and left for 7 days, not one solved 6 days ago', async () => {
    const DAY = 86_400_000;
    const old = await ticketIn(TicketState.Solved);
    const recent = await ticketIn(TicketState.Solved);
    const now = t.clock.now();
    await t.db
      .update(tickets)
      .set({ UpdatedAt: new Date(now.getTime() - 8 * DAY) })
      .where(eq(T.ID, old.ID));
    await t.db
      .update(tickets)
      .set({ UpdatedAt: new Date(now.getTime() - 6 * DAY) })
      .where(eq(T.ID, recent.ID));
    const run = await closeSolvedTickets(t.db, t.resources, now);
    expect(run.closed).toBeGreaterThanOrEqual(1);
    expect(await stateOf(old.ID)).toBe(TicketState.Closed);
    expect(await stateOf(recent.ID)).toBe(TicketState.Solved);
  });
});

describe('the SLA', () => {
  const HOUR = 3_600_000;
  const PATH = '/api/support/tickets';
  const dueOf = async (id: number, token = admin) => new Date(String((await t.read(`${PATH}/${id}`, token)).SlaDueAt)).getTime();
  const prioritize = async (id: number, Priority: number, token = admin) => {
    const { Version } = await t.read(`${PATH}/${id}`, token);
    const answer = await t.call('PUT', `${PATH}/${id}`, { token, body: { Version, Priority } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it('is due 24 hours after a ticket came in, and a new priority before the first response moves it (1, 4, 72 hours)', async () => {
    const came = t.clock.now().getTime();
    const made = await receive({ subject: 'Hur bråttom?' });
    expect(await dueOf(made.ticketId)).toBe(came + 24 * HOUR);
    for (const [priority, hours] of [
      [TicketPriority.Urgent, 1],
      [TicketPriority.High, 4],
      [TicketPriority.Low, 72],
      [TicketPriority.Normal, 24],
    ]) {
      await prioritize(made.ticketId, priority);
      expect(await dueOf(made.ticketId), `priority ${priority}`).toBe(came + hours * HOUR);
    }
    // Once answered, the due time stays where it was: it was met, or missed.
    const { Version } = await t.read(`${PATH}/${made.ticketId}`, admin);
    const reply = await t.call('POST', `${PATH}/${made.ticketId}/reply`, { token: support, body: { Version, body: 'Vi tittar på det.' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await prioritize(made.ticketId, TicketPriority.Urgent);
    expect(await dueOf(made.ticketId)).toBe(came + 24 * HOUR);
  });

  it('overdue lists exactly the tickets without a first response, still needing staff, past their due time', async () => {
    const came = t.clock.now();
    const urgent = await receive({ subject: 'Akut' });
    const normal = await receive({ subject: 'Vanlig' });
    const waiting = await receive({ subject: 'Väntar på kunden' });
    const answered = await receive({ subject: 'Besvarad' });
    for (const { ticketId } of [urgent, waiting, answered]) await prioritize(ticketId, TicketPriority.Urgent);
    await setState(waiting.ticketId, TicketState.Pending);
    await t.db.update(tickets).set({ FirstResponseAt: came }).where(eq(T.ID, answered.ticketId));

    const NEEDS_STAFF: number[] = [TicketState.New, TicketState.Unread, TicketState.Opened, TicketState.Open];
    /** The overdue list's ids, and those the rule names among every ticket, at the clock's time. */
    const listedAndExpected = async () => {
      // A token of the moment: one signed before the clock moved a day on has run out.
      const token = await tokenFor(t, payloadOf(admin));
      const answer = await t.call<{ data: { ID: number }[] }>('GET', `${PATH}?overdue=true&limit=500`, { token });
      expect(answer.status).toBe(200);
      const now = t.clock.now().getTime();
      const all = await t.db.select({ id: T.ID, first: T.FirstResponseAt, state: T.State, due: T.SlaDueAt }).from(tickets);
      const expected = all.filter(
        (x) => x.first === null && NEEDS_STAFF.includes(Number(x.state)) && new Date(x.due as Date).getTime() < now,
      );
      expect(expected.length).toBeLessThan(500);
      return {
        listed: answer.body.data.map((r) => r.ID).sort((a, b) => a - b),
        expected: expected.map((x) => Number(x.id)).sort((a, b) => a - b),
      };
    };
    const saved = t.clock.now();
    try {
      // Due in an hour: not yet.
      let { listed, expected } = await listedAndExpected();
      expect(listed).toEqual(expected);
      expect(listed).not.toContain(urgent.ticketId);
      // Exactly at the normal ticket's due time: the urgent one is overdue, the normal one due but not past it; the
      // pending and the answered urgent ones never.
      t.clock.set(new Date(came.getTime() + 24 * HOUR));
      ({ listed, expected } = await listedAndExpected());
      expect(listed).toEqual(expected);
      expect(listed).toContain(urgent.ticketId);
      expect(listed).not.toContain(normal.ticketId);
      expect(listed).not.toContain(waiting.ticketId);
      expect(listed).not.toContain(answered.ticketId);
      // A millisecond later the normal one is overdue too.
      t.clock.advance(1);
      ({ listed, expected } = await listedAndExpected());
      expect(listed).toEqual(expected);
      expect(listed).toContain(normal.ticketId);
    } finally {
      t.clock.set(saved);
    }
  });
});
