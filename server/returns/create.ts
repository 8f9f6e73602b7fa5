/**
 * A return made from an order (`POST /api/shop/orders/{id}/returns`; issue 9 §3): the items and quantities
 * coming back (never more than bought minus what earlier returns took back, declined returns not counted),
 * the reason, the action, whether the quantity was verified and the goods go back to stock. Its amount is the
 * items at the order's prices incl. VAT, in minor units; over its action's threshold (the
 * return-reclaim-threshold setting, in SEK: another currency's amount is converted at its rate) it waits for approval and the answer says so in SPEC.md's words, at or
 * under it the return is approved at once, with the same consequences as a supervisor's approval
 * (./approval.ts). One transaction: the return, its items, the order's events, the customer's e-mails
 * (./mail.ts) and the audit trail.
 */
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { creditOfLine, storedBasket, type StoredLine } from '../../src/domain/orders/totals';
import { priceBasket } from '../../src/domain/pricing/basket';
import { OrderStatus } from '../../src/domain/orders/codes';
import {
  needsApproval,
  RETURN_ACTIONS,
  ReturnStatus,
  WAIT_FOR_APPROVAL_MESSAGE,
  WAIT_FOR_APPROVAL_TEXT,
  type ReturnActionCode,
} from '../../src/domain/returns/codes';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { issue, type FieldErrors } from '../../src/domain/validation';
import { orderItems, orders, returnReclaimThresholds } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure, badRequest } from '../http/errors';
import { toSekMinor } from '../orders/currency';
import { returnedBefore } from './returned';
import { logOrderEvent } from '../orders/events';
import { inTransaction, writeCreate, type MutationContext } from '../resources/mutations';
import { readRecord } from '../resources/records';
import { approveEffects } from './approval';
import { queueReturnMail } from './mail';

interface ReturnLineInput {
  OrderItemID: number;
  Quantity: number;
}

export interface NewReturn {
  Action: ReturnActionCode;
  Reason: string;
  QuantityVerified: boolean;
  Restock: boolean;
  /** The day the goods came back (default: today). */
  ReturnedAt: string | null;
  Items: ReturnLineInput[];
}

export interface CreatedReturn {
  record: ResourceRecord;
  /** Waits for approval: SPEC.md section 8's answer and its message id. */
  waitForApproval: { message: string; messageId: string } | null;
}

const bad = (fields: FieldErrors, what = 'the return is not valid') => badRequest(fields, what);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The body checked at the edge: 40001 naming each field that is wrong. */
export function parseNewReturn(body: unknown): NewReturn {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const action = b.Action;
  if (action == null) fields.Action = issue('validation.required');
  else if (!RETURN_ACTIONS.includes(action as ReturnActionCode)) fields.Action = issue('validation.oneOf');
  const reason = typeof b.Reason === 'string' ? b.Reason.trim() : '';
  if (!reason) fields.Reason = issue('validation.required');
  else if (reason.length > 2000) fields.Reason = issue('validation.maxLength', { max: 2000 });
  for (const key of ['QuantityVerified', 'Restock'] as const)
    if (b[key] != null && typeof b[key] !== 'boolean') fields[key] = issue('validation.type');
  let returnedAt: string | null = null;
  if (b.ReturnedAt != null && b.ReturnedAt !== '') {
    if (typeof b.ReturnedAt !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.ReturnedAt) || Number.isNaN(Date.parse(b.ReturnedAt)))
      fields.ReturnedAt = issue('validation.date');
    else returnedAt = b.ReturnedAt;
  }
  const items: ReturnLineInput[] = [];
  if (!Array.isArray(b.Items) || b.Items.length === 0) fields.Items = issue('validation.required');
  else if (b.Items.length > 500) fields.Items = issue('validation.maxValue', { max: 500 });
  else {
    const seen = new Set<number>();
    for (const line of b.Items as unknown[]) {
      const l = (line && typeof line === 'object' ? line : {}) as Record<string, unknown>;
      if (!isWhole(l.OrderItemID, 1, 2_147_483_647) || seen.has(l.OrderItemID)) {
        fields.Items = issue('validation.oneOf');
        break;
      }
      if (!isWhole(l.Quantity, 1, 9999)) {
        fields.Items = issue('validation.minValue', { min: 1 });
        break;
      }
      seen.add(l.OrderItemID);
      items.push({ OrderItemID: l.OrderItemID, Quantity: l.Quantity });
    }
  }
  if (Object.keys(fields).length) throw bad(fields);
  return {
    Action: action as ReturnActionCode,
    Reason: reason,
    QuantityVerified: b.QuantityVerified === true,
    Restock: b.Restock === true,
    ReturnedAt: returnedAt,
    Items: items,
  };
}

/** The thresholds in minor units (the singleton's one row; its declared defaults when it has none yet). */
async function thresholdsOf(tx: Tx): Promise<{ chargebackMinor: number; replacementMinor: number }> {
  const [row] = await tx
    .select({ chargeback: returnReclaimThresholds.ChargebackThreshold, replacement: returnReclaimThresholds.ReplacementThreshold })
    .from(returnReclaimThresholds)
    .orderBy(returnReclaimThresholds.ID)
    .limit(1);
  return { chargebackMinor: parseMinor(row?.chargeback ?? '2000.00')!, replacementMinor: parseMinor(row?.replacement ?? '1500.00')! };
}

export async function createReturn(context: MutationContext, orderId: number, input: NewReturn): Promise<CreatedReturn> {
  const binding = context.resources.bindingOf('returns');
  return inTransaction(context, binding, 'write', async (tx) => {
    // The order row locked: two colleagues returning the same items wait for each other, so neither passes
    // the "bought minus already returned" check on a count the other is about to change.
    const [order] = await tx.select().from(orders).where(eq(orders.ID, orderId)).for('update');
    if (!order) throw new ApiFailure(ErrorCode.NotFound);
    if (order.Status === OrderStatus.Annulled) throw bad({ OrderID: issue('validation.oneOf') }, 'an annulled order has nothing to return');

    const wanted = input.Items.map((i) => i.OrderItemID);
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.OrderID, orderId), inArray(orderItems.ID, wanted)));
    if (items.length !== wanted.length) throw bad({ Items: issue('validation.oneOf') }, "an item is not one of this order's");
    const already = await returnedBefore(tx, wanted);

    // What each line gives back: its share of what the line cost, discount and VAT included (the money model).
    const priced = priceBasket(storedBasket(order, items as StoredLine[], 0));
    const lines = input.Items.map((line) => {
      const item = items.find((i) => i.ID === line.OrderItemID)!;
      const before = already.get(item.ID) ?? 0;
      const left = item.Quantity - before;
      if (line.Quantity > left)
        throw bad({ Items: issue('validation.maxValue', { max: left }) }, `at most ${left} of ${item.SKU} can still be returned`);
      const pricedLine = priced.lines[items.indexOf(item)];
      const unitMinor = creditOfLine(pricedLine, 1).total;
      return { item, quantity: line.Quantity, unitMinor, amountMinor: creditOfLine(pricedLine, line.Quantity, before).total };
    });
    const amountMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
    // The thresholds are SEK: a NOK or EUR return is compared at its currency group's rate (orders/currency.ts).
    const waits = needsApproval(input.Action, await toSekMinor(tx, amountMinor, order.Currency), await thresholdsOf(tx));
    const now = context.now;

    let record = await writeCreate(tx, context, binding, {
      OrderID: order.ID,
      CustomerID: order.CustomerID,
      Action: input.Action,
      Status: waits ? ReturnStatus.AwaitingApproval : ReturnStatus.Approved,
      Currency: order.Currency,
      Amount: formatMinor(amountMinor),
      Reason: input.Reason,
      QuantityVerified: input.QuantityVerified,
      Restock: input.Restock,
      ReturnedAt: input.ReturnedAt ?? now.toISOString().slice(0, 10),
      CreatedBy: context.auth.id,
      DecidedBy: waits ? null : context.auth.id,
      DecidedAt: waits ? null : now,
      DeclineReason: null,
      ResultOrderID: null,
    });
    const itemBinding = context.resources.bindingOf('return-items');
    for (const line of lines) {
      await writeCreate(tx, context, itemBinding, {
        ReturnID: record.ID,
        OrderItemID: line.item.ID,
        SKU: line.item.SKU,
        Name: line.item.Name,
        Quantity: line.quantity,
        Currency: order.Currency,
        UnitPrice: formatMinor(line.unitMinor),
        Amount: formatMinor(line.amountMinor),
      });
    }
    await logOrderEvent(tx, {
      orderId: order.ID,
      integration: 'internal',
      kind: 'returnCreated',
      code: {
        id: ORDER_EVENT_MESSAGES.returnCreated,
        values: {
          return: String(record.Number),
          lines: lines.map((l) => `${l.quantity} × ${l.item.SKU}`).join(', '),
          amount: formatMinor(amountMinor),
          currency: order.Currency,
        },
      },
      // The customer's reason, in the words staff wrote down.
      message: input.Reason,
      actorId: context.auth.id,
      at: now,
    });
    // The customer hears of it in the same transaction (./mail.ts): registered (or received, or a claim
    // received), then that it waits for a colleague or what the approval made.
    await queueReturnMail(tx, context.resources, { step: 'created', record, actorId: context.auth.id, at: now });
    if (waits) {
      await queueReturnMail(tx, context.resources, { step: 'awaitingApproval', record, actorId: context.auth.id, at: now });
    } else {
      // At or under the threshold: approved by its creator at once, with what an approval makes.
      await approveEffects(tx, context, record, { automatic: true });
      record = (await readRecord(tx, binding, record.ID))!;
    }
    return {
      record,
      waitForApproval: waits ? { message: WAIT_FOR_APPROVAL_TEXT[input.Action], messageId: WAIT_FOR_APPROVAL_MESSAGE[input.Action] } : null,
    };
  });
}
