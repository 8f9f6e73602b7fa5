/**
 * What deciding a return does (issue 9 §3, §4; issue 19 §2). The decision itself (approve, decline with its
 * reason code) is the workflow's move, stored at once with the decider and time in the move's transaction, and
 * queues the decision's job (./decision.ts) due when the undo window (RETURN_UNDO_WINDOW_MS) has passed. The job
 * then makes what the decision means, once: approving a chargeback makes a chargeback (Pending); approving a
 * replacement makes the replacement order (Source Replacement) and an exchange the swap order (Source Swap), each
 * carrying the returned items at no charge, linked both ways (the return's ResultOrderID, the new order's
 * ReturnID). Each decision is an event on the order's timeline, and the customer gets the decision's e-mail
 * (./mail.ts: 10 refund approved, 13 replacement, 14 exchange, 12 or 16 declined; 8 received when the goods are
 * counted in later). A return at or under its threshold is approved by its creator with its effects at once
 * (./create.ts): there is nothing to undo.
 *
 * The workflow's moves (src/domain/resources/shop/returns.ts) need `approve replacement_order_chargeback` and
 * CanApproveReturns (the engine's guard); the four-eyes rule is here: nobody decides a return they created
 * (40303 OwnReturn, rendered by the browser in its language).
 */
import { eq, sql } from 'drizzle-orm';
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { ErrorCode } from '../../src/domain/errors';
import { ChargebackStatus, RETURN_UNDO_WINDOW_MS, ReturnAction } from '../../src/domain/returns/codes';
import type { JobKind } from '../../src/domain/resources/jobs';
import { CheckStatus, OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { orderItems, returnItems, returns } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { logOrderEvent } from '../orders/events';
import { enqueueJob } from '../jobs';
import { queueReturnMail } from './mail';
import type { EffectContext, ResourceHooks } from '../resources/hooks';
import type { MutationContext } from '../resources/mutations';
import { writeCreate } from '../resources/mutations';
import { readRecord } from '../resources/records';
import { valueText } from '../../src/domain/value-text';

/** The 40303 message of the four-eyes rule (the browser shows errors.ownReturn instead). */
export const OWN_RETURN_MESSAGE = ERROR_TEXT[ErrorCode.OwnReturn];

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

/**
 * An approval's consequences: the chargeback or the linked order, the order's event and the customer's e-mail;
 * the return is marked applied (AppliedAt). The decider is the actor (`actor.auth`).
 */
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
  await tx.update(returns).set({ ResultOrderID: resultOrderId, AppliedAt: actor.now }).where(eq(returns.ID, record.ID));
}

/** A decline's consequences: the order's event and the customer's e-mail naming the reason; marked applied. */
export async function declineEffects(tx: Tx, actor: Actor, record: ResourceRecord): Promise<void> {
  const code = valueText(record.DeclineReason ?? 'other');
  const chargeback = Number(record.Action) === ReturnAction.Chargeback;
  await logOrderEvent(tx, {
    orderId: Number(record.OrderID),
    integration: 'internal',
    kind: chargeback ? 'chargebackDeclined' : 'replacementDeclined',
    actorId: actor.auth.id,
    at: actor.now,
    code: { id: ORDER_EVENT_MESSAGES.returnDeclined, values: { return: String(record.Number), reason: code } },
  });
  await queueReturnMail(tx, actor.resources, {
    step: 'declined',
    record: { ...record, DeclineReason: code },
    actorId: actor.auth.id,
    at: actor.now,
  });
  await tx.update(returns).set({ AppliedAt: actor.now }).where(eq(returns.ID, record.ID));
}

/** The job that makes a decision's effects once its undo window has passed (./decision.ts). */
export const DECISION_JOB = 'return-decision' satisfies JobKind;

/**
 * The decision as the move stores it, at once: the decider, the time and a decline's reason code (the move set
 * the status), and its job, due when the undo window has passed. Nothing else happens until then. The decision's
 * time is the database's clock (to the millisecond), the one the runner claims jobs by and undo is judged by, so
 * every API process sees the same window.
 */
async function recordDecision(context: EffectContext, declineCode: string | null): Promise<void> {
  const id = context.record.ID;
  const [stored] = await context.tx
    .update(returns)
    .set({ DecidedBy: context.auth.id, DecidedAt: sql`date_trunc('milliseconds', now())`, DeclineReason: declineCode, AppliedAt: null })
    .where(eq(returns.ID, id))
    .returning({ decidedAt: returns.DecidedAt });
  await enqueueJob(
    context.tx,
    context.resources,
    DECISION_JOB,
    { returnId: id },
    {
      createdBy: context.auth.id,
      title: `${declineCode === null ? 'Approval' : 'Decline'} of return ${id}`,
      runAt: new Date(stored.decidedAt!.getTime() + RETURN_UNDO_WINDOW_MS),
    },
  );
}

function assertNotOwn(context: EffectContext): void {
  if (Number(context.before.CreatedBy) === context.auth.id)
    throw new ApiFailure(ErrorCode.OwnReturn, OWN_RETURN_MESSAGE, undefined, undefined, { values: { returnId: context.record.ID } });
}

export const returnHooks: ResourceHooks = {
  effects: {
    async approve(context) {
      assertNotOwn(context);
      await recordDecision(context, null);
    },
    async decline(context) {
      assertNotOwn(context);
      await recordDecision(context, valueText(context.input?.DeclineCode ?? 'other'));
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
