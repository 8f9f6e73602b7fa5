/**
 * What deciding a return does (issue 9 §3, §4), in the decision's transaction. Approving a chargeback makes a
 * chargeback (Pending); approving a replacement makes the replacement order (Source Replacement) and an exchange
 * the swap order (Source Swap), each carrying the returned items at no charge, linked both ways (the return's
 * ResultOrderID, the new order's ReturnID). Declining keeps the reason code. Each decision is an event on the
 * order's timeline, and the customer gets the decision's e-mail (./mail.ts: 10 refund approved, 13 replacement,
 * 14 exchange, 12 or 16 declined; 8 received when the goods are counted in later). The same approval runs when
 * a return at or under its threshold is made (./create.ts).
 *
 * The workflow's moves (src/domain/resources/shop/returns.ts) need `approve replacement_order_chargeback` and
 * CanApproveReturns (the engine's guard); the four-eyes rule is here: nobody decides a return they created.
 */
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { ChargebackStatus, ReturnAction } from '../../src/domain/returns/codes';
import { CheckStatus, OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { orderItems, returnItems, returns } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import { logOrderEvent } from '../orders/events';
import { queueReturnMail } from './mail';
import type { EffectContext, ResourceHooks } from '../resources/hooks';
import type { MutationContext } from '../resources/mutations';
import { writeCreate } from '../resources/mutations';
import { readRecord } from '../resources/records';
import { valueText } from '../../src/domain/value-text';

/** The 40301 message of the four-eyes rule. */
export const OWN_RETURN_MESSAGE =
  'You are not authorized to perform this action: a return is approved or declined by someone other than its creator';

type Actor = Pick<MutationContext, 'auth' | 'now' | 'resources'>;

/** The order's fields a replacement or swap order copies: customer, store, addresses, methods. */
const COPIED = [
  'StoreID',
  'CustomerID',
  'ShippingMethodID',
  'PaymentMethodID',
  'Email',
  'Phone',
  ...['Billing', 'Delivery'].flatMap((p) =>
    ['Name', 'Address1', 'Address2', 'PostalCode', 'Municipality', 'City', 'Country', 'Reference'].map((k) => `${p}${k}`),
  ),
] as const;

/** The replacement or swap order of an approved return, with the returned items at no charge. */
async function resultOrder(tx: Tx, actor: Actor, record: ResourceRecord, source: number): Promise<ResourceRecord> {
  const ordersBinding = actor.resources.bindingOf('orders');
  const original = (await readRecord(tx, ordersBinding, Number(record.OrderID)))!;
  const values: Record<string, unknown> = Object.fromEntries(COPIED.map((key) => [key, original[key] ?? null]));
  const order = await writeCreate(tx, actor, ordersBinding, {
    ...values,
    Status: OrderStatus.Pending,
    Source: source,
    Subtotal: '0.00',
    ShippingFee: '0.00',
    PaymentFee: '0.00',
    Discount: '0.00',
    VatAmount: '0.00',
    Total: '0.00',
    CheckStatus: CheckStatus.None,
    CheckReasons: [],
    Note: `${source === OrderSource.Swap ? 'Swap' : 'Replacement'} order for return ${String(record.ID)} of order ${String(original.Number)}`,
    ReturnID: record.ID,
  });
  const lines = await tx
    .select({
      orderItemId: returnItems.OrderItemID,
      quantity: returnItems.Quantity,
      productId: orderItems.ProductID,
      sku: orderItems.SKU,
      name: orderItems.Name,
      vat: orderItems.VatRate,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.ID, returnItems.OrderItemID))
    .where(eq(returnItems.ReturnID, record.ID))
    .orderBy(returnItems.ID);
  const itemBinding = actor.resources.bindingOf('order-items');
  for (const line of lines) {
    await writeCreate(tx, actor, itemBinding, {
      OrderID: order.ID,
      ProductID: line.productId,
      SKU: line.sku,
      Name: line.name,
      Quantity: line.quantity,
      Currency: order.Currency,
      UnitPrice: '0.00',
      VatRate: line.vat,
      LineTotal: '0.00',
      ItemStatus: 18,
      LogisticsStatus: 0,
    });
  }
  await logOrderEvent(tx, {
    orderId: order.ID,
    integration: 'internal',
    kind: 'note',
    actorId: actor.auth.id,
    at: actor.now,
    code: {
      id: ORDER_EVENT_MESSAGES.resultOrderFor,
      values: { swap: source === OrderSource.Swap ? 'yes' : 'no', return: String(record.Number), order: String(original.Number) },
    },
  });
  return order;
}

/** An approval's consequences: the chargeback or the linked order, the decider, and the order's event. */
export async function approveEffects(tx: Tx, actor: Actor, record: ResourceRecord, options: { automatic: boolean }): Promise<void> {
  const orderId = Number(record.OrderID);
  const how = options.automatic ? 'automatic' : 'supervisor';
  let resultOrderId: number | null = null;
  if (Number(record.Action) === ReturnAction.Chargeback) {
    const chargeback = await writeCreate(tx, actor, actor.resources.bindingOf('chargebacks'), {
      ReturnID: record.ID,
      OrderID: orderId,
      Status: ChargebackStatus.Pending,
      Currency: record.Currency,
      Amount: record.Amount,
      CreditNote: null,
    });
    await logOrderEvent(tx, {
      orderId,
      integration: 'internal',
      kind: 'chargebackApproved',
      actorId: actor.auth.id,
      at: actor.now,
      code: {
        id: ORDER_EVENT_MESSAGES.returnApprovedChargeback,
        values: {
          return: String(record.Number),
          how,
          chargeback: chargeback.ID,
          amount: String(record.Amount),
          currency: String(record.Currency),
        },
      },
    });
    await queueReturnMail(tx, actor.resources, { step: 'chargebackApproved', record, actorId: actor.auth.id, at: actor.now });
  } else {
    const swap = Number(record.Action) === ReturnAction.Exchange;
    const order = await resultOrder(tx, actor, record, swap ? OrderSource.Swap : OrderSource.Replacement);
    resultOrderId = order.ID;
    await logOrderEvent(tx, {
      orderId,
      integration: 'internal',
      kind: 'replacementApproved',
      actorId: actor.auth.id,
      at: actor.now,
      code: {
        id: ORDER_EVENT_MESSAGES.returnApprovedOrder,
        values: { return: String(record.Number), how, swap: swap ? 'yes' : 'no', order: String(order.Number) },
      },
    });
    await queueReturnMail(tx, actor.resources, {
      step: swap ? 'exchangeSent' : 'replacementSent',
      record,
      actorId: actor.auth.id,
      at: actor.now,
      resultOrderNumber: String(order.Number),
    });
  }
  await tx
    .update(returns)
    .set({ DecidedBy: actor.auth.id, DecidedAt: actor.now, ResultOrderID: resultOrderId })
    .where(eq(returns.ID, record.ID));
}

function assertNotOwn(context: EffectContext): void {
  if (Number(context.before.CreatedBy) === context.auth.id) throw new ApiFailure(ErrorCode.Forbidden, OWN_RETURN_MESSAGE);
}

export const returnHooks: ResourceHooks = {
  effects: {
    async approve(context) {
      assertNotOwn(context);
      await approveEffects(context.tx, context, context.record, { automatic: false });
    },
    async decline(context) {
      assertNotOwn(context);
      const code = valueText(context.input?.DeclineCode ?? 'other');
      await context.tx
        .update(returns)
        .set({ DecidedBy: context.auth.id, DecidedAt: context.now, DeclineReason: code })
        .where(eq(returns.ID, context.record.ID));
      const chargeback = Number(context.record.Action) === ReturnAction.Chargeback;
      await logOrderEvent(context.tx, {
        orderId: Number(context.record.OrderID),
        integration: 'internal',
        kind: chargeback ? 'chargebackDeclined' : 'replacementDeclined',
        actorId: context.auth.id,
        at: context.now,
        code: { id: ORDER_EVENT_MESSAGES.returnDeclined, values: { return: String(context.record.Number), reason: code } },
      });
      await queueReturnMail(context.tx, context.resources, {
        step: 'declined',
        record: { ...context.record, DeclineReason: code },
        actorId: context.auth.id,
        at: context.now,
      });
    },
    /** The goods came back and were counted (the `verify` move): 8 Return received. */
    async received(context) {
      await queueReturnMail(context.tx, context.resources, {
        step: 'received',
        record: context.record,
        actorId: context.auth.id,
        at: context.now,
      });
    },
  },
};
