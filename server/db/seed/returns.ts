/**
 * Demo returns (issue 9 §8): returns waiting in both tabs of the return-audits queue (chargebacks and
 * replacements; exchanges), returns approved and declined before, and chargebacks at each step. Made by
 * customer service (`support`), so the approvers (`admin`, `supervisor`) may decide every waiting one.
 * Picks orders of the Swedish storefront from the orders table; while the demo has none (the orders seed comes
 * with its own branch) it first places a few of its own, in the orders' insert shape. Times relative to `now`.
 */
import { ORDER_EVENT_MESSAGES } from '../../../src/domain/orders/event-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatMinor, parseMinor } from '../../../src/domain/money';
import { CheckStatus, OrderSource, OrderStatus } from '../../../src/domain/orders/codes';
import { ChargebackStatus, ReturnAction, ReturnStatus } from '../../../src/domain/returns/codes';
import { grossUnitMinor } from '../../returns/create';
import { logOrderEvent } from '../../orders/events';
import { chargebacks, customers, orderItems, orders, paymentMethods, returnItems, returns, shippingMethods, stores } from '../schema';
import type { Tx } from '../types';
import type { DemoUserKey } from './shop';

const DAY = 24 * 60 * 60 * 1000;

interface Plan {
  action: number;
  status: number;
  /** Which unit price (excl. VAT) the returned item had: over 2,000 SEK incl. VAT waits for approval. */
  unit: string;
  chargeback?: number;
  decline?: string;
  daysAgo: number;
  reason: string;
}

const PLANS: readonly Plan[] = [
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.AwaitingApproval,
    unit: '2399.20',
    daysAgo: 1,
    reason: 'Skärmen har en pixelfel vid leverans',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.AwaitingApproval,
    unit: '3199.20',
    daysAgo: 2,
    reason: 'Fel modell levererad, kunden vill ha pengarna tillbaka',
  },
  {
    action: ReturnAction.Replacement,
    status: ReturnStatus.AwaitingApproval,
    unit: '1599.20',
    daysAgo: 1,
    reason: 'Laddaren slutade fungera efter två dagar',
  },
  {
    action: ReturnAction.Replacement,
    status: ReturnStatus.AwaitingApproval,
    unit: '2799.20',
    daysAgo: 3,
    reason: 'Trasig förpackning, glaset sprucket',
  },
  {
    action: ReturnAction.Exchange,
    status: ReturnStatus.AwaitingApproval,
    unit: '1999.20',
    daysAgo: 1,
    reason: 'Kunden vill byta till en annan färg',
  },
  {
    action: ReturnAction.Exchange,
    status: ReturnStatus.AwaitingApproval,
    unit: '2199.20',
    daysAgo: 2,
    reason: 'Byte till större lagringsutrymme',
  },
  { action: ReturnAction.Exchange, status: ReturnStatus.AwaitingApproval, unit: '1399.20', daysAgo: 4, reason: 'Fel storlek på skalet' },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '399.20',
    chargeback: ChargebackStatus.Pending,
    daysAgo: 5,
    reason: 'Ångerrätt, oöppnad förpackning',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '799.20',
    chargeback: ChargebackStatus.CreditNote,
    daysAgo: 8,
    reason: 'Ångerrätt',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '599.20',
    chargeback: ChargebackStatus.RefundProcessed,
    daysAgo: 14,
    reason: 'Produkten motsvarade inte beskrivningen',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '299.20',
    chargeback: ChargebackStatus.Pending,
    daysAgo: 6,
    reason: 'Ångerrätt',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '159.20',
    chargeback: ChargebackStatus.Pending,
    daysAgo: 7,
    reason: 'Dubbelbeställning',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '999.20',
    chargeback: ChargebackStatus.CreditNote,
    daysAgo: 9,
    reason: 'Fel färg',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Approved,
    unit: '479.20',
    chargeback: ChargebackStatus.CreditNote,
    daysAgo: 11,
    reason: 'Ångerrätt',
  },
  {
    action: ReturnAction.Replacement,
    status: ReturnStatus.Declined,
    unit: '1899.20',
    decline: 'outsideReturnPeriod',
    daysAgo: 12,
    reason: 'Reklamation efter 14 månader',
  },
  {
    action: ReturnAction.Chargeback,
    status: ReturnStatus.Declined,
    unit: '2599.20',
    decline: 'customerDamage',
    daysAgo: 10,
    reason: 'Vattenskada enligt kunden',
  },
];

function totalsOf(unit: string) {
  const net = parseMinor(unit)!;
  const gross = grossUnitMinor(unit, '25.00');
  return {
    Subtotal: formatMinor(net),
    ShippingFee: '0.00',
    PaymentFee: '0.00',
    Discount: '0.00',
    VatAmount: formatMinor(gross - net),
    Total: formatMinor(gross),
  };
}

async function demoOrders(
  tx: Tx,
  count: number,
  now: Date,
): Promise<{ id: number; customerId: number; currency: string; placedAt: Date }[]> {
  const [se] = await tx.select({ id: stores.id, currency: stores.currency }).from(stores).where(eq(stores.countryCode, 'SE')).limit(1);
  const existing = await tx
    .select({ id: orders.ID, customerId: orders.CustomerID, currency: orders.Currency, placedAt: orders.PlacedAt })
    .from(orders)
    .where(and(eq(orders.StoreID, se.id), eq(orders.Source, OrderSource.Storefront)))
    .orderBy(asc(orders.ID))
    .limit(count);
  if (existing.length >= count) return existing;
  const buyers = await tx.select().from(customers).where(eq(customers.StoreID, se.id)).orderBy(asc(customers.ID)).limit(count);
  const [shipping] = await tx.select({ id: shippingMethods.ID }).from(shippingMethods).orderBy(asc(shippingMethods.ID)).limit(1);
  const [payment] = await tx.select({ id: paymentMethods.ID }).from(paymentMethods).orderBy(asc(paymentMethods.ID)).limit(1);
  const made = [...existing];
  for (let i = existing.length; i < count; i++) {
    const buyer = buyers[i % buyers.length];
    const placedAt = new Date(now.getTime() - (20 + i) * DAY);
    const address = {
      Name: buyer.Name,
      Address1: `Storgatan ${i + 1}`,
      Address2: null,
      PostalCode: '753 20',
      Municipality: null,
      City: buyer.City,
      Country: 'SE',
      Reference: null,
    };
    const prefixed = (p: string) => Object.fromEntries(Object.entries(address).map(([k, v]) => [`${p}${k}`, v]));
    const [row] = await tx
      .insert(orders)
      .values({
        Number: sql`nextval('order_number_seq')::text`,
        PlacedAt: placedAt,
        StoreID: se.id,
        CustomerID: buyer.ID,
        Status: OrderStatus.Sent,
        Source: OrderSource.Storefront,
        Currency: se.currency,
        ShippingMethodID: shipping.id,
        PaymentMethodID: payment.id,
        Email: buyer.Email,
        Phone: buyer.Phone,
        CheckStatus: CheckStatus.None,
        CheckReasons: [],
        ...prefixed('Billing'),
        ...prefixed('Delivery'),
        // Totals follow the returned item added below (one item at its plan's price, 25 % VAT, free shipping).
        ...totalsOf(PLANS[i].unit),
        CreatedAt: placedAt,
        UpdatedAt: placedAt,
      } as typeof orders.$inferInsert)
      .returning({ id: orders.ID, customerId: orders.CustomerID, currency: orders.Currency, placedAt: orders.PlacedAt });
    made.push(row);
  }
  return made;
}

export async function seedReturns(tx: Tx, { userIds, now }: { userIds: Record<DemoUserKey, number>; now: Date }): Promise<void> {
  const picked = await demoOrders(tx, PLANS.length, now);
  for (const [i, plan] of PLANS.entries()) {
    const order = picked[i];
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
    const unitMinor = grossUnitMinor(plan.unit, '25.00');
    const [item] = await tx
      .insert(orderItems)
      .values({
        OrderID: order.id,
        SKU: `DEMO-RET-${String(i + 1).padStart(2, '0')}`,
        Name: `Demo returvara ${i + 1}`,
        Quantity: 1,
        Currency: order.currency,
        UnitPrice: plan.unit,
        VatRate: '25.00',
        LineTotal: plan.unit,
        ItemStatus: 18,
        LogisticsStatus: 0,
        CreatedAt: order.placedAt,
        UpdatedAt: order.placedAt,
      } as typeof orderItems.$inferInsert)
      .returning({ id: orderItems.ID });
    const decided = plan.status !== ReturnStatus.AwaitingApproval;
    const [ret] = await tx
      .insert(returns)
      .values({
        OrderID: order.id,
        CustomerID: order.customerId,
        Action: plan.action,
        Status: plan.status,
        Currency: order.currency,
        Amount: formatMinor(unitMinor),
        Reason: plan.reason,
        QuantityVerified: i % 2 === 0,
        Restock: i % 3 === 0,
        ReturnedAt: new Date(createdAt.getTime() - DAY).toISOString().slice(0, 10),
        CreatedBy: userIds.support,
        DecidedBy: decided ? userIds.admin : null,
        DecidedAt: decided ? new Date(createdAt.getTime() + DAY / 2) : null,
        DeclineReason: plan.decline ?? null,
        CreatedAt: createdAt,
        UpdatedAt: createdAt,
      } as typeof returns.$inferInsert)
      .returning({ id: returns.ID, number: returns.Number });
    await tx.insert(returnItems).values({
      ReturnID: ret.id,
      OrderItemID: item.id,
      SKU: `DEMO-RET-${String(i + 1).padStart(2, '0')}`,
      Name: `Demo returvara ${i + 1}`,
      Quantity: 1,
      Currency: order.currency,
      UnitPrice: formatMinor(unitMinor),
      Amount: formatMinor(unitMinor),
      CreatedAt: createdAt,
      UpdatedAt: createdAt,
    } as typeof returnItems.$inferInsert);
    // Each return's timeline on its order, as the API writes it (server/returns/create.ts, approval.ts).
    await logOrderEvent(tx, {
      orderId: order.id,
      integration: 'internal',
      kind: 'returnCreated',
      actorId: userIds.support,
      at: createdAt,
      code: {
        id: ORDER_EVENT_MESSAGES.returnCreated,
        values: {
          return: ret.number,
          lines: `1 × DEMO-RET-${String(i + 1).padStart(2, '0')}`,
          amount: formatMinor(unitMinor),
          currency: order.currency,
        },
      },
      message: plan.reason,
    });
    if (decided) {
      const chargeback = plan.action === ReturnAction.Chargeback;
      const kind =
        plan.status === ReturnStatus.Approved
          ? chargeback
            ? 'chargebackApproved'
            : 'replacementApproved'
          : chargeback
            ? 'chargebackDeclined'
            : 'replacementDeclined';
      await logOrderEvent(tx, {
        orderId: order.id,
        integration: 'internal',
        kind,
        actorId: userIds.admin,
        at: new Date(createdAt.getTime() + DAY / 2),
        code:
          plan.status === ReturnStatus.Approved
            ? { id: ORDER_EVENT_MESSAGES.returnApproved, values: { return: ret.number } }
            : { id: ORDER_EVENT_MESSAGES.returnDeclined, values: { return: ret.number, reason: plan.decline ?? 'other' } },
      });
    }
    if (plan.chargeback) {
      await tx.insert(chargebacks).values({
        ReturnID: ret.id,
        OrderID: order.id,
        Status: plan.chargeback,
        Currency: order.currency,
        Amount: formatMinor(unitMinor),
        CreditNote: null,
        CreatedAt: createdAt,
        UpdatedAt: createdAt,
      } as typeof chargebacks.$inferInsert);
    }
  }
}
