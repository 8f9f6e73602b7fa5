/**
 * An order priced again after placing (docs/decisions.md "Order lines and totals after placing"): its totals
 * are always those of its items as stored (src/domain/orders/totals.ts, the same function placing uses), in
 * the transaction of the write that changed them. An item written or deleted prices the order again with the
 * fees it has; a changed shipping or payment method prices its fee from the method first (./fees.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { ORDER_CHANGES_IN } from '../../src/domain/orders/codes';
import { staffOrderIssue } from '../../src/domain/orders/staff-order';
import { orderAmounts, storedBasket, type StoredLine } from '../../src/domain/orders/totals';
import { priceBasket, type PricedBasket } from '../../src/domain/pricing/basket';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { issueOf, type FieldErrors } from '../../src/domain/validation';
import { columnsOf, orderItems, paymentMethods, shippingMethods } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { AfterWriteContext, WriteContext } from '../resources/hooks';
import { writeUpdate } from '../resources/mutations';
import { readRecord } from '../resources/records';
import { methodFees, storePricing } from './fees';

interface Fees {
  shipping: number;
  payment: number;
}

const minorOf = (value: unknown): number => parseMinor(value) ?? 0;

/**
 * The order priced again by the money model from its items as stored now, with these fees (as charged): each line
 * keeps the discounts it had (its Adjustments, up to what the line is now), nothing new applies.
 */
async function priceStored(tx: Executor, order: ResourceRecord, fees: Fees): Promise<PricedBasket> {
  const items = columnsOf(orderItems);
  const lines = (await tx.select().from(orderItems).where(eq(items.OrderID, order.ID)).orderBy(asc(items.ID))) as StoredLine[];
  const pricing = await storePricing(tx, Number(order.StoreID));
  return priceBasket(
    storedBasket(
      { Currency: order.Currency, StoreID: order.StoreID, ShippingFee: formatMinor(fees.shipping), PaymentFee: formatMinor(fees.payment) },
      lines,
      pricing?.vatHundredths ?? 0,
    ),
  );
}

const totalValues = (priced: PricedBasket) => {
  const { Subtotal, Discount, VatAmount, Total } = orderAmounts(priced);
  return { Subtotal, Discount, VatAmount, Total };
};

/**
 * After an item of the order was created, changed or deleted: the order's totals from its items, written as an
 * update of the order (its Version moves on, audited as the colleague's) when they changed.
 */
export async function priceOrderAgain(context: Omit<AfterWriteContext, 'record' | 'mode' | 'current'>, orderId: number): Promise<void> {
  const { tx } = context;
  const binding = context.resources.bindingOf('orders');
  const order = await readRecord(tx, binding, orderId);
  if (!order) return;
  const fees = { shipping: minorOf(order.ShippingFee), payment: minorOf(order.PaymentFee) };
  const values = totalValues(await priceStored(tx, order, fees));
  if (Object.entries(values).every(([key, value]) => order[key] === value)) return;
  await writeUpdate(tx, context, binding, order, values);
}

/**
 * An order's own edit (WriteContext of orders, mode update) that changes its shipping or payment method: the
 * order must be in a status of ORDER_CHANGES_IN (40902 naming the method otherwise), the method active and
 * offered in the order's store (40001 naming it otherwise), and the changed method's fee and the totals are
 * priced again into `values`.
 */
export async function priceMethodsAgain({ tx, values, current }: WriteContext & { current: ResourceRecord }): Promise<void> {
  const shippingId = Number(values.ShippingMethodID ?? current.ShippingMethodID);
  const paymentId = Number(values.PaymentMethodID ?? current.PaymentMethodID);
  const shippingChanged = shippingId !== Number(current.ShippingMethodID);
  const paymentChanged = paymentId !== Number(current.PaymentMethodID);
  if (!shippingChanged && !paymentChanged) return;
  if (!(ORDER_CHANGES_IN as readonly number[]).includes(Number(current.Status))) {
    const issue = issueOf(
      'resources.orders.methodsLocked',
      'The shipping and payment methods can only be changed before the order goes to the warehouse',
    );
    throw new ApiFailure(ErrorCode.Locked, ERROR_TEXT[ErrorCode.Locked], {
      ...(shippingChanged ? { ShippingMethodID: issue } : {}),
      ...(paymentChanged ? { PaymentMethodID: issue } : {}),
    });
  }
  const storeId = Number(current.StoreID);
  const pricing = await storePricing(tx, storeId);
  if (!pricing) throw new ApiFailure(ErrorCode.BadRequest);
  const [shipping] = await tx.select().from(shippingMethods).where(eq(shippingMethods.ID, shippingId));
  const [payment] = await tx.select().from(paymentMethods).where(eq(paymentMethods.ID, paymentId));
  const offered = (method: Readonly<Record<string, unknown>> | undefined) =>
    !!method && !!method.Active && Array.isArray(method.Stores) && method.Stores.map(Number).includes(storeId);
  const fields: FieldErrors = {};
  if (shippingChanged && !offered(shipping)) fields.ShippingMethodID = staffOrderIssue('methodNotInStore');
  if (paymentChanged && !offered(payment)) fields.PaymentMethodID = staffOrderIssue('methodNotInStore');
  if (!shipping || !payment || Object.keys(fields).length)
    throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], fields);
  const before = await priceStored(tx, current, { shipping: 0, payment: 0 });
  // The method changed is priced from its own price; the other fee stays as charged.
  const priced = methodFees(shipping, payment, pricing, before.subtotal);
  const fees = {
    shipping: shippingChanged ? priced.shipping : minorOf(current.ShippingFee),
    payment: paymentChanged ? priced.payment : minorOf(current.PaymentFee),
  };
  Object.assign(values, {
    ShippingFee: formatMinor(fees.shipping),
    PaymentFee: formatMinor(fees.payment),
    ...totalValues(await priceStored(tx, current, fees)),
  });
}
