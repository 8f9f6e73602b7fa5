/**
 * Demo support tickets (issue 21 §1 "Demo data"): about one for every ten demo orders (2,000 with the default 20,000,
 * at least 200), written over the last six months by the demo customers to their store, in the customer's language
 * (a few in English), by e-mail, phone or the storefront's contact form. Most are about one of the customer's orders
 * ("Var är min order 100234?"), a few about a return; threads of one to six messages (the customer, the shop's
 * replies, internal notes) end the way the ticket's state says: new ones untouched, pending ones answered, unread ones
 * with the customer writing again, the older ones solved or closed, and some spam. First responses, SLA due times and
 * the last message's time follow from the thread. Deterministic (fixed faker seed, times relative to `now`) and written
 * in batches of a few statements.
 */
import { Faker, base, en } from '@faker-js/faker';
import { asc, isNotNull, isNull, sql } from 'drizzle-orm';
import { TicketChannel, TicketMessageKind, TicketPriority, TicketState, type TicketStateCode } from '../../domain/codes';
import { slaDueAt } from '../../domain/sla';
import { rowsOf } from '../../../../../server/db/recordset';
import { columnsOf, customers, orderFulfilments, orders, returns, stores } from '../../../../../server/db/schema';
import { ticketAttachments, ticketMessages, tickets } from '../schema';
import type { Tx } from '../../../../../server/db/types';
import { demoImages } from '../../../../../server/demo/demo-images';
import type { DemoUserKey } from '../../../../../server/demo/shop';
import { CONTACT_FORM_TOPIC, NOTES, SPAM, TOPIC_NEEDS, textsFor, type DemoTopic, type Vars } from './texts';
import { demoFileRows } from '../../../../../server/resources/stored-files';

const SEED = 20_261_121;
const C = columnsOf(customers);
const O = columnsOf(orders);
const R = columnsOf(returns);
const F = columnsOf(orderFulfilments);
const T = columnsOf(tickets);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const BATCH = 500;
const SPAN_DAYS = 182;
/** Solved tickets left alone this long are closed (the auto-close rule). */
const CLOSE_AFTER_DAYS = 7;

const TOPIC_WEIGHTS: readonly { value: DemoTopic; weight: number }[] = [
  { value: 'where', weight: 26 },
  { value: 'delayed', weight: 12 },
  { value: 'wrong', weight: 11 },
  { value: 'broken', weight: 10 },
  { value: 'refund', weight: 7 },
  { value: 'invoice', weight: 8 },
  { value: 'fits', weight: 13 },
  { value: 'address', weight: 6 },
  { value: 'spam', weight: 4 },
];

const MODELS = ['iPhone 13', 'iPhone 14 Pro', 'iPhone 12 mini', 'Galaxy S22', 'Galaxy A52', 'Pixel 7', 'OnePlus 9', 'Xperia 10 IV'];

/** Staff who answer tickets, with how much of the queue each takes. */
const AGENTS: readonly { key: DemoUserKey; name: string; weight: number }[] = [
  { key: 'support', name: 'Johan', weight: 55 },
  { key: 'supervisor', name: 'Karin', weight: 20 },
  { key: 'manager', name: 'Mikael', weight: 15 },
  { key: 'admin', name: 'Astrid', weight: 10 },
];

/** A thread's messages in order: C the customer, R a reply, N an internal note. */
type Step = 'C' | 'R' | 'N';

export interface SupportSeedContext {
  now: Date;
  userIds: Record<DemoUserKey, number>;
}

/** How many tickets the demo has for its orders. */
export function demoTicketCount(orderCount: number): number {
  return Math.min(2000, Math.max(200, Math.round(orderCount / 10)));
}

/** The state a ticket has for its age: the young ones still worked on, the old ones done. */
function stateFor(f: Faker, ageDays: number): TicketStateCode {
  if (ageDays < CLOSE_AFTER_DAYS) {
    return f.helpers.weightedArrayElement([
      { value: TicketState.New, weight: 14 },
      { value: TicketState.Unread, weight: 14 },
      { value: TicketState.Opened, weight: 10 },
      { value: TicketState.Open, weight: 10 },
      { value: TicketState.Pending, weight: 26 },
      { value: TicketState.Solved, weight: 26 },
    ]);
  }
  return f.helpers.weightedArrayElement([
    { value: TicketState.Closed, weight: 93 },
    { value: TicketState.Pending, weight: 3 },
    { value: TicketState.Open, weight: 2 },
    { value: TicketState.Unread, weight: 2 },
  ]);
}

/** The thread a state ends with. */
function threadFor(f: Faker, state: TicketStateCode): Step[] {
  const rounds = f.helpers.weightedArrayElement([
    { value: 0, weight: 6 },
    { value: 1, weight: 3 },
    { value: 2, weight: 1 },
  ]);
  const back = (n: number): Step[] => Array.from({ length: n }, (): Step[] => ['R', 'C']).flat();
  const noted = (steps: Step[]): Step[] => (f.number.int(3) === 0 ? ['C', 'N', ...steps.slice(1)] : steps);
  switch (state) {
    case TicketState.New:
      return f.number.int(4) === 0 ? ['C', 'C'] : ['C'];
    case TicketState.Unread:
      return ['C', ...back(Math.max(1, rounds))];
    case TicketState.Opened:
      return ['C', ...back(rounds)];
    case TicketState.Open:
      return ['C', ...back(rounds), 'N'];
    case TicketState.Spam:
      return ['C'];
    default:
      // Pending, Solved, Closed: the shop answered last.
      return noted([
        'C',
        ...back(Math.min(rounds, 1)),
        'R',
        ...(state === TicketState.Closed && f.number.int(3) === 0 ? (['C'] as Step[]) : []),
      ]);
  }
}

/** Hours between one message and the next. */
function gapHours(f: Faker, step: Step, priority: number): number {
  if (step === 'R') return priority >= TicketPriority.High ? f.number.float({ min: 0.2, max: 10 }) : f.number.float({ min: 0.5, max: 40 });
  if (step === 'N') return f.number.float({ min: 0.1, max: 3 });
  return f.number.float({ min: 1, max: 60 });
}

interface Pick {
  customer: CustomerRow;
  order: OrderRow | null;
  returnId: number | null;
}

type CustomerRow = { id: number; storeId: number; firstName: string | null; name: string; email: string; phone: string; locale: string };
type OrderRow = { id: number; number: string; customerId: number; placedAt: number };

export async function seedSupportTickets(tx: Tx, context: SupportSeedContext): Promise<void> {
  const { now, userIds } = context;
  const f = new Faker({ locale: [en, base], seed: SEED });
  f.seed(SEED);
  const nowMs = now.getTime();

  const shops = new Map(
    (
      await tx.select({ id: stores.id, name: stores.name, email: stores.email, domain: stores.domain, locale: stores.locale }).from(stores)
    ).map((s) => [
      Number(s.id),
      {
        name: s.name,
        locale: s.locale,
        email: s.email ?? `kundservice@${s.domain.replace(/^www\./, '')}`,
        domain: s.domain.replace(/^www\./, ''),
      },
    ]),
  );
  const people: CustomerRow[] = (
    await tx
      .select({
        id: C.ID,
        storeId: C.StoreID,
        firstName: C.FirstName,
        name: C.Name,
        email: C.Email,
        phone: C.Phone,
        locale: C.Locale,
      })
      .from(customers)
      .where(isNull(C.MergedIntoID))
      .orderBy(asc(C.ID))
  ).map((c) => ({
    id: Number(c.id),
    storeId: Number(c.storeId),
    firstName: c.firstName as string | null,
    name: String(c.name),
    email: String(c.email),
    phone: String(c.phone),
    locale: String(c.locale),
  }));
  if (!people.length || !shops.size) return;
  const personById = new Map(people.map((c) => [c.id, c]));
  const since = nowMs - (SPAN_DAYS + 60) * DAY;
  const recentOrders: OrderRow[] = (
    await tx
      .select({ id: O.ID, number: O.Number, customerId: O.CustomerID, placedAt: O.PlacedAt })
      .from(orders)
      .where(sql`${O.PlacedAt} >= ${new Date(since).toISOString()}`)
      .orderBy(asc(O.PlacedAt), asc(O.ID))
  )
    .map((o) => ({
      id: Number(o.id),
      number: String(o.number),
      customerId: Number(o.customerId),
      placedAt: new Date(o.placedAt as Date | string).getTime(),
    }))
    .filter((o) => personById.has(o.customerId));
  const orderById = new Map(recentOrders.map((o) => [o.id, o]));
  const returnRows = (await tx.select({ id: R.ID, orderId: R.OrderID, at: R.CreatedAt }).from(returns).orderBy(asc(R.ID)))
    .map((r) => ({ id: Number(r.id), order: orderById.get(Number(r.orderId)), at: new Date(r.at as Date | string).getTime() }))
    .filter((r): r is { id: number; order: OrderRow; at: number } => r.order !== undefined);
  const [{ n: orderCount }] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from orders`));
  const total = demoTicketCount(Number(orderCount));

  // Orders that have left with a tracking number: what "where is my order?" is asked about.
  const tracked = new Set(
    (await tx.select({ order: F.OrderID }).from(orderFulfilments).where(isNotNull(F.TrackingReference))).map((row) => Number(row.order)),
  );
  const swedish = new Set([...shops].filter(([, shop]) => shop.locale === 'sv').map(([id]) => id));

  /** An order placed 1–45 days before `at` that `accept` takes, when there is one. */
  function orderBefore(at: number, accept: (order: OrderRow) => boolean): OrderRow | null {
    const from = at - 45 * DAY;
    const to = at - DAY;
    let lo = 0;
    let hi = recentOrders.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (recentOrders[mid].placedAt < from) lo = mid + 1;
      else hi = mid;
    }
    const candidates: OrderRow[] = [];
    for (let k = lo; k < recentOrders.length && recentOrders[k].placedAt <= to; k += 1)
      if (accept(recentOrders[k])) candidates.push(recentOrders[k]);
    return candidates.length ? f.helpers.arrayElement(candidates) : null;
  }

  /**
   * Who writes about what: a return's order and customer, an order of the customer's (one that left with a tracking
   * number when they ask where it is; `swedishOnly` for the queue's first ticket), or any customer.
   */
  function choose(topic: DemoTopic, at: number, swedishOnly = false): Pick | null {
    const need = TOPIC_NEEDS[topic];
    if (need === 'return') {
      const made = returnRows.filter((r) => r.at < at - DAY && r.at > at - 60 * DAY);
      if (!made.length) return null;
      const r = f.helpers.arrayElement(made);
      return { customer: personById.get(r.order.customerId)!, order: r.order, returnId: r.id };
    }
    if (need === 'order') {
      const inStore = (order: OrderRow) => !swedishOnly || swedish.has(personById.get(order.customerId)!.storeId);
      const shipped = (order: OrderRow) => inStore(order) && tracked.has(order.id);
      const asksWhere = topic === 'where' || topic === 'delayed';
      // The queue's first ticket is about a shipped order even when the demo has none that young (a small demo's newest are open).
      const latestShipped = swedishOnly ? recentOrders.filter((o) => o.placedAt < at - DAY && shipped(o)).pop() : undefined;
      const order = (asksWhere ? (orderBefore(at, shipped) ?? latestShipped) : null) ?? orderBefore(at, inStore);
      return order ? { customer: personById.get(order.customerId)!, order, returnId: null } : null;
    }
    return { customer: f.helpers.arrayElement(people), order: null, returnId: null };
  }

  // The first tickets of the demo cover every state in the last days, whatever the demo's size.
  const forced: TicketStateCode[] = [
    TicketState.New,
    TicketState.New,
    TicketState.Unread,
    TicketState.Opened,
    TicketState.Open,
    TicketState.Pending,
    TicketState.Solved,
    TicketState.Closed,
    TicketState.Spam,
  ];

  type Planned = {
    ticket: Omit<typeof tickets.$inferInsert, 'Number'>;
    messages: (Omit<typeof ticketMessages.$inferInsert, 'TicketID' | 'Subject'> & { step: Step })[];
    subject: string;
  };
  const planned: Planned[] = [];
  for (let i = 0; i < total; i += 1) {
    const forcedState = forced[i];
    // Ages spread over six months; the forced ones (and one in twenty) from the last two days.
    const ageDays =
      forcedState === TicketState.Closed
        ? f.number.float({ min: 9, max: 20 })
        : forcedState !== undefined || i % 20 === 0
          ? f.number.float({ min: 0.05, max: 2 })
          : f.number.float({ min: 0.05, max: SPAN_DAYS });
    const createdMs = nowMs - ageDays * DAY;
    // The queue's newest tickets ask where an order is (the desk's most common case), the first one in Swedish.
    let topic: DemoTopic = forcedState === TicketState.Spam ? 'spam' : i < 3 ? 'where' : f.helpers.weightedArrayElement(TOPIC_WEIGHTS);
    if (forcedState !== undefined && topic === 'spam') topic = 'where';
    let pick = choose(topic, createdMs, i === 0);
    if (!pick) {
      topic = 'fits';
      pick = choose(topic, createdMs)!;
    }
    const { customer, order, returnId } = pick;
    const shop = shops.get(customer.storeId)!;
    const locale = i > 0 && f.number.int(16) === 0 ? 'en' : customer.locale;
    const texts = textsFor(locale);
    const agent = f.helpers.weightedArrayElement(AGENTS.map((a) => ({ value: a, weight: a.weight })));
    const vars: Vars = {
      name: customer.firstName?.trim() || customer.name.split(' ')[0],
      agent: agent.name,
      order: order?.number ?? '',
      model: f.helpers.arrayElement(MODELS),
      store: shop.name,
    };
    const state: TicketStateCode = topic === 'spam' ? TicketState.Spam : (forcedState ?? stateFor(f, ageDays));
    const priority =
      topic === 'spam'
        ? TicketPriority.Low
        : f.helpers.weightedArrayElement([
            { value: TicketPriority.Low, weight: 15 },
            { value: TicketPriority.Normal, weight: 65 },
            { value: TicketPriority.High, weight: 16 },
            { value: TicketPriority.Urgent, weight: 4 },
          ]);
    const channel =
      topic === 'spam'
        ? TicketChannel.Email
        : f.helpers.weightedArrayElement([
            { value: TicketChannel.Email, weight: 70 },
            { value: TicketChannel.Phone, weight: 14 },
            { value: TicketChannel.ContactForm, weight: 16 },
          ]);
    const spam = topic === 'spam' ? f.helpers.arrayElement(SPAM) : null;
    const lines = topic === 'spam' ? null : texts.topics[topic];
    const subject = spam?.subject ?? lines!.subject(vars);
    const steps = threadFor(f, state);

    // Times: each message after the one before, squeezed into the ticket's age when the thread would reach past now.
    const gaps = steps.map((step, k) => (k === 0 ? 0 : gapHours(f, step, priority) * HOUR));
    const span = gaps.reduce((a, b) => a + b, 0);
    const room = nowMs - 5 * 60 * 1000 - createdMs;
    const scale = span > room ? room / span : 1;
    let at = createdMs;
    const times = gaps.map((gap) => (at += gap * scale));

    const storeAddress = shop.email;
    const customerAddress = topic === 'spam' ? `${f.internet.username().toLowerCase()}@${f.internet.domainName()}` : customer.email;
    let customerTurns = 0;
    const messages = steps.map((step, k) => {
      const created = new Date(times[k]);
      const messageId = `<demo-${i + 1}-${k + 1}@${step === 'C' ? customerAddress.split('@')[1] : shop.domain}>`;
      if (step === 'C') {
        customerTurns += 1;
        const body =
          spam?.body ??
          (customerTurns === 1
            ? lines!.first(vars)
            : state === TicketState.Closed && k === steps.length - 1
              ? texts.thanks(vars)
              : lines!.again(vars));
        const phoned = channel === TicketChannel.Phone && k === 0;
        return {
          step,
          // A call is written down by the agent who took it.
          Kind: phoned ? TicketMessageKind.Note : TicketMessageKind.Customer,
          AuthorID: phoned ? userIds[agent.key] : null,
          FromAddress: phoned ? null : customerAddress,
          ToAddress: phoned ? null : storeAddress,
          BodyText: body,
          MessageID: messageId,
          CreatedAt: created,
          UpdatedAt: created,
        };
      }
      if (step === 'N') {
        const body = f.helpers.arrayElement(NOTES)(vars);
        return {
          step,
          Kind: TicketMessageKind.Note,
          AuthorID: userIds[agent.key],
          FromAddress: null,
          ToAddress: null,
          BodyText: body,
          MessageID: messageId,
          CreatedAt: created,
          UpdatedAt: created,
        };
      }
      return {
        step,
        Kind: TicketMessageKind.Reply,
        AuthorID: userIds[agent.key],
        FromAddress: storeAddress,
        ToAddress: customerAddress,
        BodyText: texts.sign(vars, lines!.reply(vars)),
        MessageID: messageId,
        CreatedAt: created,
        UpdatedAt: created,
      };
    });
    const createdAt = new Date(createdMs);
    const lastAt = new Date(times[times.length - 1]);
    const firstReply = messages.find((m) => m.step === 'R');
    const closedAt = state === TicketState.Closed ? new Date(Math.min(lastAt.getTime() + CLOSE_AFTER_DAYS * DAY, nowMs)) : lastAt;
    planned.push({
      subject,
      messages,
      ticket: {
        Subject: subject,
        CustomerID: topic === 'spam' ? null : customer.id,
        StoreID: customer.storeId,
        Channel: channel,
        Topic: channel === TicketChannel.ContactForm ? CONTACT_FORM_TOPIC[topic] : null,
        State: state,
        AssigneeID: state === TicketState.New || state === TicketState.Spam ? null : userIds[agent.key],
        Priority: priority,
        FirstResponseAt: firstReply ? firstReply.CreatedAt : null,
        SlaDueAt: slaDueAt(createdAt, priority),
        LastMessageAt: lastAt,
        Email: customerAddress,
        Phone: topic === 'spam' ? null : customer.phone,
        Name: topic === 'spam' ? null : customer.name,
        OrderID: order?.id ?? null,
        ReturnID: returnId,
        CreatedAt: createdAt,
        UpdatedAt: closedAt,
      },
    });
  }
  // Oldest first, so the ticket numbers grow with time.
  planned.sort((a, b) => (a.ticket.CreatedAt as Date).getTime() - (b.ticket.CreatedAt as Date).getTime());

  for (let start = 0; start < planned.length; start += BATCH) {
    const batch = planned.slice(start, start + BATCH);
    const made = await tx
      .insert(tickets)
      .values(batch.map((p) => p.ticket))
      .returning({ id: T.ID, number: T.Number });
    const rows = batch.flatMap((p, b) => {
      const tag = `[#${String(made[b].number)}]`;
      const ids: string[] = [];
      return p.messages.map(({ step: _step, ...message }) => {
        // Notes (a call written down among them) are no e-mail: they answer nothing and nothing answers them.
        const mail = message.Kind !== TicketMessageKind.Note;
        const row = {
          ...message,
          TicketID: Number(made[b].id),
          Subject: !mail
            ? null
            : ids.length
              ? `Re: ${p.subject} ${tag}`
              : message.Kind === TicketMessageKind.Reply
                ? `${p.subject} ${tag}`
                : p.subject,
          InReplyTo: mail && ids.length ? ids[ids.length - 1] : null,
          References: mail && ids.length ? ids.join(' ') : null,
        };
        if (mail) ids.push(String(message.MessageID));
        return row;
      });
    });
    for (let i = 0; i < rows.length; i += BATCH * 2) await tx.insert(ticketMessages).values(rows.slice(i, i + BATCH * 2));
  }
  await attachDemoPhotos(tx, now, userIds.support);
}

/**
 * Every twentieth ticket's first message from the customer carries a photo of the part it is about: the demo's
 * product pictures, whose bytes prepareResourceSeed has put in the file store, each its own `files` row as an
 * attachment that arrived by e-mail is.
 */
async function attachDemoPhotos(tx: Tx, now: Date, actorId: number): Promise<void> {
  const photos = await demoImages();
  const firsts = rowsOf<{ id: number; ticket_id: number }>(
    await tx.execute(sql`
      select distinct on (ticket_id) id, ticket_id from ticket_messages
      where kind = ${TicketMessageKind.Customer} order by ticket_id, id`),
  ).filter((_, i) => i % 20 === 0);
  if (!firsts.length) return;
  const made = await demoFileRows(
    tx,
    firsts.map((_, i) => {
      const photo = photos[i % photos.length];
      return { name: `bild-${i + 1}.png`, type: 'image/png', bytes: photo.bytes, sha256: photo.sha256 };
    }),
    actorId,
    now,
  );
  await tx.insert(ticketAttachments).values(
    firsts.map((message, i) => ({
      TicketID: Number(message.ticket_id),
      TicketMessageID: Number(message.id),
      File: made[i].ID,
      FileName: made[i].Name,
      ContentType: made[i].Type,
      Size: made[i].Size,
      CreatedAt: now,
      UpdatedAt: now,
    })),
  );
}
