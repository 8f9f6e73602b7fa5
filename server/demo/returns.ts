/**
 * Demo returns (issue 9 §8, issue 19 §5): about four in a hundred orders come back, as in a shop of spare parts
 * and accessories. Each return is of a real item of a sent order, made by customer service (`support`) mostly
 * within weeks of the delivery (a few are claims months later), with a reason that fits its action, and stands
 * where the return workflow would have left it: at or under its threshold approved at once; over it, decided by
 * an approver (`admin`, `supervisor`) or, the newest, waiting for one in both tabs of the return-audits queue.
 * An approved chargeback moves through its steps with its age. Deterministic (fixed faker seed, times relative
 * to `now`) and written in batches, so the first start stays fast.
 */
import { Faker, base, en } from '@faker-js/faker';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { OrderStatus } from '../../src/domain/orders/codes';
import {
  ChargebackStatus,
  ReturnAction,
  ReturnStatus,
  needsApproval,
  type DeclineReason,
  type ReturnActionCode,
} from '../../src/domain/returns/codes';
import { creditOfLine, storedBasket } from '../../src/domain/orders/totals';
import { priceBasket, type PricedLine } from '../../src/domain/pricing/basket';
import { toSekMinor } from '../orders/currency';
import {
  chargebacks,
  orderEvents,
  orderFulfilments,
  orderItems,
  orders,
  returnItems,
  returnReclaimThresholds,
  returns,
} from '../db/schema';
import type { Tx } from '../db/types';
import type { DemoUserKey } from './shop';

const SEED = 20_261_127;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const BATCH = 500;

/** Returns per demo order: a few per cent (a parts and accessories shop sees 3–5 %). */
const DEMO_RETURN_RATE = 0.04;
interface Recent {
  action: ReturnActionCode;
  /** Made this many hours ago, at least and at most (or within two weeks of its delivery, when that was earlier). */
  hours: readonly [number, number];
  /** Over its threshold and still waiting for an approver. */
  waiting?: boolean;
  /** Over its threshold and declined by an approver. */
  decline?: DeclineReason;
  /** An approved chargeback's step. */
  step?: number;
}
/**
 * The newest returns, of the newest deliveries, made in any demo however few its orders: over their threshold and
 * waiting for an approver in both tabs of the return-audits queue, and some decided in the last days (three chargebacks
 * waiting for their credit note and three waiting for their refund, so one and a selection of each can move, a
 * decline).
 */
const RECENT: readonly Recent[] = [
  { action: ReturnAction.Chargeback, hours: [2, 30], waiting: true },
  { action: ReturnAction.Exchange, hours: [2, 30], waiting: true },
  { action: ReturnAction.Replacement, hours: [30, 96], waiting: true },
  { action: ReturnAction.Chargeback, hours: [30, 96], waiting: true },
  { action: ReturnAction.Exchange, hours: [30, 96], waiting: true },
  { action: ReturnAction.Replacement, hours: [2, 96], waiting: true },
  { action: ReturnAction.Exchange, hours: [2, 96], waiting: true },
  { action: ReturnAction.Chargeback, hours: [6, 20], step: ChargebackStatus.Pending },
  { action: ReturnAction.Chargeback, hours: [20, 40], step: ChargebackStatus.Pending },
  { action: ReturnAction.Chargeback, hours: [40, 60], step: ChargebackStatus.Pending },
  { action: ReturnAction.Chargeback, hours: [90, 150], step: ChargebackStatus.CreditNote },
  { action: ReturnAction.Chargeback, hours: [150, 200], step: ChargebackStatus.CreditNote },
  { action: ReturnAction.Chargeback, hours: [200, 260], step: ChargebackStatus.CreditNote },
  { action: ReturnAction.Replacement, hours: [50, 120], decline: 'customerDamage' },
];
/** Decided returns over their threshold: how many in a hundred an approver declines. */
const DECLINED_PER_HUNDRED = 15;

const REASONS: Readonly<Record<ReturnActionCode, readonly string[]>> = {
  [ReturnAction.Chargeback]: [
    'Ångerrätt, oöppnad förpackning',
    'Ångerrätt',
    'Fel modell beställd',
    'Passade inte telefonen',
    'Dubbelbeställning',
    'Produkten motsvarade inte beskrivningen',
    'Levererades för sent, behövs inte längre',
    'Skadad vid leverans, kunden vill ha pengarna tillbaka',
  ],
  [ReturnAction.Replacement]: [
    'Trasig vid leverans',
    'Pekskärmen reagerar inte i ena hörnet',
    'Slutade ladda efter en vecka',
    'Batteriet laddar ur på några timmar',
    'Glaset sprucket i förpackningen',
    'Pixelfel i skärmen',
    'Reklamation: slutade fungera efter några månader',
  ],
  [ReturnAction.Exchange]: [
    'Vill byta till en annan färg',
    'Fel modell beställd, byte till rätt',
    'Byte till plånboksfodral i stället',
    'Vill byta till större kapacitet',
  ],
};
const DECLINES: readonly DeclineReason[] = ['customerDamage', 'outsideReturnPeriod', 'notReceived', 'amountMismatch'];

/** Days from delivery to the return: most within the return period's weeks, some later, a few claims months on. */
const DELAY_DAYS = [
  { weight: 55, value: [1, 14] },
  { weight: 25, value: [15, 30] },
  { weight: 12, value: [31, 60] },
  { weight: 8, value: [61, 300] },
] as const;

interface Candidate {
  orderId: number;
  customerId: number;
  currency: string;
  shippedAt: number;
  items: { id: number; sku: string; name: string; quantity: number; unitMinor: number; line: PricedLine }[];
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

async function inBatches<R>(rows: R[], write: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** The sent orders with their items and first delivery, oldest first. */
async function candidates(tx: Tx): Promise<Candidate[]> {
  const sent = await tx
    .select({
      id: orders.ID,
      customerId: orders.CustomerID,
      currency: orders.Currency,
      shippedAt: sql<string>`min(${orderFulfilments.ShippedAt})::text`,
    })
    .from(orders)
    .innerJoin(orderFulfilments, eq(orderFulfilments.OrderID, orders.ID))
    .where(inArray(orders.Status, [OrderStatus.Sent, OrderStatus.PartiallyShipped]))
    .groupBy(orders.ID)
    .orderBy(asc(orders.ID));
  if (!sent.length) return [];
  const items = await tx
    .select({
      orderId: orderItems.OrderID,
      id: orderItems.ID,
      sku: orderItems.SKU,
      name: orderItems.Name,
      quantity: orderItems.Quantity,
      unit: orderItems.UnitPrice,
      vat: orderItems.VatRate,
      adjustments: orderItems.Adjustments,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.ID, orderItems.OrderID))
    .where(inArray(orders.Status, [OrderStatus.Sent, OrderStatus.PartiallyShipped]))
    .orderBy(asc(orderItems.ID));
  const byOrder = new Map<number, Candidate['items']>();
  for (const item of items) {
    // The line as the money model prices it: what a return of some of it gives back (creditOfLine).
    const stored = {
      ID: item.id,
      SKU: item.sku,
      Quantity: item.quantity,
      UnitPrice: item.unit,
      VatRate: item.vat,
      Adjustments: item.adjustments,
    };
    const [line] = priceBasket(storedBasket({ Currency: 'SEK', ShippingFee: 0, PaymentFee: 0 }, [stored], 0)).lines;
    byOrder.set(item.orderId, [
      ...(byOrder.get(item.orderId) ?? []),
      { id: item.id, sku: item.sku, name: item.name, quantity: item.quantity, unitMinor: creditOfLine(line, 1).total, line },
    ]);
  }
  return sent
    .map((o) => ({
      orderId: o.id,
      customerId: o.customerId,
      currency: o.currency,
      shippedAt: new Date(o.shippedAt).getTime(),
      items: byOrder.get(o.id) ?? [],
    }))
    .filter((c) => c.items.length > 0);
}

interface Planned {
  order: Candidate;
  item: Candidate['items'][number];
  quantity: number;
  action: ReturnActionCode;
  createdAt: number;
  waiting: boolean;
  decline?: DeclineReason;
  step?: number;
}

export async function seedReturns(tx: Tx, { userIds, now }: { userIds: Record<DemoUserKey, number>; now: Date }): Promise<void> {
  const all = await candidates(tx);
  const [{ orderCount }] = await tx.select({ orderCount: count() }).from(orders);
  const target = Math.min(all.length, Math.round(orderCount * DEMO_RETURN_RATE));
  if (target === 0) return;
  const f = new Faker({ locale: [en, base], seed: SEED });
  const at = now.getTime();
  const [threshold] = await tx
    .select({ chargeback: returnReclaimThresholds.ChargebackThreshold, replacement: returnReclaimThresholds.ReplacementThreshold })
    .from(returnReclaimThresholds)
    .orderBy(asc(returnReclaimThresholds.ID))
    .limit(1);
  const thresholds = {
    chargebackMinor: parseMinor(threshold?.chargeback ?? '2000.00')!,
    replacementMinor: parseMinor(threshold?.replacement ?? '1500.00')!,
  };
  const rates = new Map<string, number>();
  for (const currency of new Set(all.map((c) => c.currency))) rates.set(currency, (await toSekMinor(tx, 1_000_000, currency)) / 1_000_000);
  const waits = (action: ReturnActionCode, order: Candidate, amountMinor: number) =>
    needsApproval(action, Math.round(amountMinor * (rates.get(order.currency) ?? 1)), thresholds);

  const planned: Planned[] = [];
  const taken = new Set<number>();
  // The newest first, from the newest deliveries: an item over its threshold for those an approver decides.
  const recentFirst = [...all].reverse();
  for (const recent of RECENT.slice(0, Math.max(0, target - 1))) {
    const over = recent.waiting || recent.decline;
    for (const order of recentFirst) {
      if (taken.has(order.orderId)) continue;
      const item = over ? order.items.find((i) => waits(recent.action, order, i.unitMinor)) : order.items[0];
      if (!item) continue;
      const createdAt = Math.min(
        at - f.number.int({ min: recent.hours[0], max: recent.hours[1] }) * HOUR,
        order.shippedAt + f.number.int({ min: 2, max: 14 }) * DAY,
      );
      if (createdAt <= order.shippedAt) continue;
      taken.add(order.orderId);
      planned.push({
        order,
        item,
        quantity: 1,
        action: recent.action,
        createdAt,
        waiting: recent.waiting ?? false,
        decline: recent.decline,
        step: recent.step,
      });
      break;
    }
  }
  // The rest from all sent orders; a return lies after its delivery and before now.
  for (let tries = 0; planned.length < target && tries < target * 20; tries++) {
    const order = f.helpers.arrayElement(all);
    if (taken.has(order.orderId)) continue;
    const [min, max] = f.helpers.weightedArrayElement(DELAY_DAYS.map((d) => ({ weight: d.weight, value: d.value })));
    const createdAt = order.shippedAt + f.number.float({ min, max }) * DAY;
    if (createdAt >= at - HOUR) continue;
    taken.add(order.orderId);
    const item = f.helpers.arrayElement(order.items);
    const action = f.helpers.weightedArrayElement([
      { weight: 65, value: ReturnAction.Chargeback },
      { weight: 22, value: ReturnAction.Replacement },
      { weight: 13, value: ReturnAction.Exchange },
    ]);
    const quantity = item.quantity > 1 && f.datatype.boolean(0.4) ? item.quantity : 1;
    planned.push({ order, item, quantity, action, createdAt, waiting: false });
  }
  planned.sort((a, b) => a.createdAt - b.createdAt);

  const approvers = [userIds.admin, userIds.supervisor];
  const rows: Insert<typeof returns>[] = [];
  const extra: { chargeback: number | null; decidedAt: Date | null; decidedBy: number | null; status: number; decline: string | null }[] =
    [];
  for (const plan of planned) {
    const amountMinor = creditOfLine(plan.item.line, plan.quantity).total;
    const over = waits(plan.action, plan.order, amountMinor);
    const created = new Date(plan.createdAt);
    let status: number = ReturnStatus.Approved;
    let decidedBy: number | null = userIds.support;
    let decidedAt: Date | null = created;
    let decline: string | null = null;
    if (plan.waiting) [status, decidedBy, decidedAt] = [ReturnStatus.AwaitingApproval, null, null];
    else if (over) {
      decidedBy = f.helpers.arrayElement(approvers);
      decidedAt = new Date(Math.min(at - HOUR, plan.createdAt + f.number.int({ min: 2, max: 48 }) * HOUR));
      if (plan.decline || f.number.int({ min: 1, max: 100 }) <= DECLINED_PER_HUNDRED) {
        status = ReturnStatus.Declined;
        decline = plan.decline ?? f.helpers.arrayElement(DECLINES);
      }
    }
    // An approved chargeback: a credit note within days, the refund paid out within a week or two.
    let chargeback: number | null = null;
    if (plan.action === ReturnAction.Chargeback && status === ReturnStatus.Approved) {
      const age = (at - (decidedAt ?? created).getTime()) / DAY;
      chargeback =
        plan.step ??
        (age < 2
          ? ChargebackStatus.Pending
          : age < 8
            ? ChargebackStatus.CreditNote
            : f.datatype.boolean(0.97)
              ? ChargebackStatus.RefundProcessed
              : ChargebackStatus.CreditNote);
    }
    const returnedAt = new Date(Math.max(plan.order.shippedAt, plan.createdAt - f.number.int({ min: 0, max: 2 }) * DAY));
    rows.push({
      OrderID: plan.order.orderId,
      CustomerID: plan.order.customerId,
      Action: plan.action,
      Status: status,
      Currency: plan.order.currency,
      Amount: formatMinor(amountMinor),
      Reason: f.helpers.arrayElement(REASONS[plan.action]),
      QuantityVerified: f.datatype.boolean(0.8),
      Restock: plan.action !== ReturnAction.Replacement && f.datatype.boolean(0.6),
      ReturnedAt: returnedAt.toISOString().slice(0, 10),
      CreatedBy: userIds.support,
      DecidedBy: decidedBy,
      DecidedAt: decidedAt,
      AppliedAt: decidedAt,
      DeclineReason: decline,
      CreatedAt: created,
      UpdatedAt: decidedAt ?? created,
      Version: status === ReturnStatus.AwaitingApproval || decidedBy === userIds.support ? 1 : 2,
    });
    extra.push({ chargeback, decidedAt, decidedBy, status, decline });
  }

  const made: { id: number; number: string }[] = [];
  await inBatches(rows, async (batch) =>
    made.push(...(await tx.insert(returns).values(batch).returning({ id: returns.ID, number: returns.Number }))),
  );
  const items: Insert<typeof returnItems>[] = [];
  const events: Insert<typeof orderEvents>[] = [];
  const steps: Insert<typeof chargebacks>[] = [];
  planned.forEach((plan, n) => {
    const { id, number } = made[n];
    const row = rows[n];
    const { chargeback, decidedAt, decidedBy, status, decline } = extra[n];
    const created = row.CreatedAt as Date;
    items.push({
      ReturnID: id,
      OrderItemID: plan.item.id,
      SKU: plan.item.sku,
      Name: plan.item.name,
      Quantity: plan.quantity,
      Currency: plan.order.currency,
      UnitPrice: formatMinor(plan.item.unitMinor),
      Amount: row.Amount,
      CreatedAt: created,
      UpdatedAt: created,
    });
    // Each return's timeline on its order, as the API writes it (server/returns/create.ts, approval.ts).
    const event = (kind: string, code: { id: string; values: Record<string, string> }, message: string | null, actor: number, when: Date) =>
      events.push({
        OrderID: plan.order.orderId,
        Integration: 'internal',
        Kind: kind,
        Message: message,
        MessageCode: code.id,
        MessageValues: JSON.stringify(code.values),
        ActorID: actor,
        CreatedAt: when,
        UpdatedAt: when,
      });
    event(
      'returnCreated',
      {
        id: ORDER_EVENT_MESSAGES.returnCreated,
        values: {
          return: number,
          lines: `${plan.quantity} × ${plan.item.sku}`,
          amount: String(row.Amount),
          currency: plan.order.currency,
        },
      },
      String(row.Reason),
      userIds.support,
      created,
    );
    if (decidedAt && decidedBy !== userIds.support) {
      const kind = `${plan.action === ReturnAction.Chargeback ? 'chargeback' : 'replacement'}${status === ReturnStatus.Approved ? 'Approved' : 'Declined'}`;
      const code: { id: string; values: Record<string, string> } =
        status === ReturnStatus.Approved
          ? { id: ORDER_EVENT_MESSAGES.returnApproved, values: { return: number } }
          : { id: ORDER_EVENT_MESSAGES.returnDeclined, values: { return: number, reason: decline ?? 'other' } };
      event(kind, code, null, decidedBy!, decidedAt);
    }
    if (chargeback) {
      const stepAt = new Date(Math.min(at - HOUR, (decidedAt ?? created).getTime() + (chargeback - 1) * 3 * DAY));
      steps.push({
        ReturnID: id,
        OrderID: plan.order.orderId,
        Status: chargeback,
        Currency: plan.order.currency,
        Amount: row.Amount,
        CreditNote: null,
        CreatedAt: decidedAt ?? created,
        UpdatedAt: stepAt,
        Version: chargeback,
      });
    }
  });
  await inBatches(items, (batch) => tx.insert(returnItems).values(batch));
  await inBatches(events, (batch) => tx.insert(orderEvents).values(batch));
  await inBatches(steps, (batch) => tx.insert(chargebacks).values(batch));
}
