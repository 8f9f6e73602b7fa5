/**
 * Tickets (issue 21 §1) against the real app and database: a customer's message into the desk
 * (receiveCustomerMessage) threaded by In-Reply-To, by References, by the ticket number in the subject, and a new
 * ticket otherwise; the customer matched by e-mail; the state moved by the message (solved → unread, closed → a
 * new ticket, spam stays spam); the same Message-ID stored once; attachments in the file store. The queue's
 * named filters (mine, unassigned) read who asks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketState } from '../../src/domain/support/codes';
import { columnsOf, customers, files, ticketAttachments, tickets, ticketMessages } from '../../server/db/schema';
import { receiveCustomerMessage, type CustomerMessage } from '../../server/support/receive';
import { createTestApp, payloadOf, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let customer: { id: number; storeId: number; email: string };

const T = columnsOf(tickets);
const M = columnsOf(ticketMessages);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
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
