/**
 * Places an order (issue 9 §1–2): stores it with its items in the caller's transaction, numbered from the
 * order-number sequence, in its store's currency, with totals computed in minor units from the items
 * (src/domain/orders/totals.ts), and with the risk checks run: the reasons function (the pure
 * `orderRiskReasons` of src/domain/orders/risk.ts, given what server/orders/checks.ts gathers) decides
 * whether the order waits in the checks queue (CheckStatus Waiting with its CheckReasons) or goes on at once.
 * An order from the API logs its apiOrder event. Used by orders/new, the API and the demo data.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { CheckStatus, OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import { orderRiskReasons } from '../../src/domain/orders/risk';
import { orderTotals } from '../../src/domain/orders/totals';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { ApiFailure } from '../http/errors';
import { customers, orderItems, orders, stores } from '../db/schema';
import type { Executor } from '../db/types';
import { nextOrderNumber } from './hooks';
import { gatherCheckContext, type CheckAddress, type RiskReasonsOf } from './checks';
import { toSekMinor } from './currency';
import { logOrderEvent } from './events';

interface PlacedItem {
  productId?: number | null;
  sku: string;
  name: string;
  quantity: number;
  /** Unit price excl. VAT as the API writes money ("129.00"). */
  unitPrice: string;
  /** VAT rate in percent ("25.00"). */
  vatRate: string;
  /** Shipped by the supplier (a reason for a check). */
  dropshipping?: boolean;
}

/** An address as the checks read it, plus the order's two parts they do not. */
type PlacedAddress = CheckAddress & { municipality?: string | null; reference?: string | null };

export interface PlaceOrderInput {
  storeId: number;
  customerId: number;
  shippingMethodId: number;
  paymentMethodId: number;
  source?: number;
  billing: PlacedAddress;
  delivery: PlacedAddress;
  email: string;
  phone?: string | null;
  items: readonly PlacedItem[];
  shippingFee?: string;
  paymentFee?: string;
  discount?: string;
  note?: string | null;
}

export interface PlaceOptions {
  now: Date;
  /** Who placed it (0: the system, a storefront's checkout). */
  actorId: number;
  /** The risk checks (default: the pure `orderRiskReasons` of src/domain/orders/risk.ts). */
  reasons?: RiskReasonsOf;
}

function minor(value: string | undefined, what: string): number {
  const parsed = parseMinor(value ?? '0');
  if (parsed == null || parsed < 0) throw new ApiFailure(ErrorCode.BadRequest, `Not an amount: ${what}`);
  return parsed;
}

function hundredths(rate: string): number {
  const parsed = parseMinor(rate);
  if (parsed == null || parsed < 0 || parsed > 10_000) throw new ApiFailure(ErrorCode.BadRequest, 'Not a VAT rate');
  return parsed;
}

const flat = (prefix: 'Billing' | 'Delivery', a: PlacedAddress) => ({
  [`${prefix}Name`]: a.name ?? '',
  [`${prefix}Address1`]: a.address1,
  [`${prefix}Address2`]: a.address2 ?? null,
  [`${prefix}PostalCode`]: a.postalCode,
  [`${prefix}Municipality`]: a.municipality ?? null,
  [`${prefix}City`]: a.city,
  [`${prefix}Country`]: a.country.toUpperCase(),
  [`${prefix}Reference`]: a.reference ?? null,
});

/**
 * Stores the order and its items; answers the new order's id, number and where it stands with the checks.
 * A new item is Pending (18) with an Unknown (0) logistics status until the warehouse answers.
 */
export async function placeOrder(
  tx: Executor,
  input: PlaceOrderInput,
  options: PlaceOptions,
): Promise<{ id: number; number: string; checkReasons: string[] }> {
  if (!input.items.length) throw new ApiFailure(ErrorCode.BadRequest, 'An order needs at least one item');
  const [store] = await tx.select({ currency: stores.currency }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) throw new ApiFailure(ErrorCode.BadRequest, 'No such store');
  const [customer] = await tx
    .select({
      name: customers.Name,
      company: customers.CompanyName,
      personalId: customers.PersonalId,
      organisationNumber: customers.OrganisationNumber,
    })
    .from(customers)
    .where(eq(customers.ID, input.customerId));
  if (!customer) throw new ApiFailure(ErrorCode.BadRequest, 'No such customer');

  const fees = {
    shipping: minor(input.shippingFee, 'shippingFee'),
    payment: minor(input.paymentFee, 'paymentFee'),
    discount: minor(input.discount, 'discount'),
  };
  const lines = input.items.map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1)
      throw new ApiFailure(ErrorCode.BadRequest, 'A quantity is a whole number from 1');
    return { quantity: item.quantity, unitPriceMinor: minor(item.unitPrice, 'unitPrice'), vatRateHundredths: hundredths(item.vatRate) };
  });
  const totals = orderTotals(lines, fees);

  const checkOrder = {
    storeId: input.storeId,
    customerId: input.customerId,
    customerName: customer.name,
    organisationName: customer.company,
    personalIdNumber: customer.personalId,
    organisationNumber: customer.organisationNumber,
    email: input.email,
    phone: input.phone ?? '',
    placedAt: options.now,
    billingAddress: input.billing,
    deliveryAddress: input.delivery,
    items: input.items.map((i) => ({ sku: i.sku, quantity: i.quantity, dropshipping: i.dropshipping ?? false })),
    totalMinor: totals.total,
    totalSekMinor: await toSekMinor(tx, totals.total, store.currency),
    currency: store.currency,
  };
  const reasonsOf = options.reasons ?? orderRiskReasons;
  const reasons = [...reasonsOf(checkOrder, await gatherCheckContext(tx, checkOrder))];

  const number = await nextOrderNumber(tx);
  const [row] = await tx
    .insert(orders)
    .values({
      Number: number,
      PlacedAt: options.now,
      StoreID: input.storeId,
      CustomerID: input.customerId,
      Status: OrderStatus.Pending,
      Source: input.source ?? OrderSource.Storefront,
      Currency: store.currency,
      ShippingMethodID: input.shippingMethodId,
      PaymentMethodID: input.paymentMethodId,
      Subtotal: formatMinor(totals.subtotal),
      ShippingFee: formatMinor(fees.shipping),
      PaymentFee: formatMinor(fees.payment),
      Discount: formatMinor(fees.discount),
      VatAmount: formatMinor(totals.vat),
      Total: formatMinor(totals.total),
      ...flat('Billing', input.billing),
      ...flat('Delivery', input.delivery),
      Email: input.email,
      Phone: input.phone ?? null,
      CheckStatus: reasons.length ? CheckStatus.Waiting : CheckStatus.None,
      CheckReasons: reasons,
      Note: input.note ?? null,
      CreatedAt: options.now,
      UpdatedAt: options.now,
    } as typeof orders.$inferInsert)
    .returning({ id: orders.ID });
  await tx.insert(orderItems).values(
    input.items.map((item, i) => ({
      OrderID: row.id,
      ProductID: item.productId ?? null,
      SKU: item.sku,
      Name: item.name,
      Quantity: item.quantity,
      Currency: store.currency,
      UnitPrice: formatMinor(lines[i].unitPriceMinor),
      VatRate: formatMinor(lines[i].vatRateHundredths),
      LineTotal: formatMinor(totals.lineTotals[i]),
      ItemStatus: 18,
      LogisticsStatus: 0,
      CreatedAt: options.now,
      UpdatedAt: options.now,
    })),
  );
  if (input.source === OrderSource.Api) {
    await logOrderEvent(tx, {
      orderId: row.id,
      integration: 'internal',
      kind: 'apiOrder',
      message: null,
      actorId: options.actorId,
      at: options.now,
    });
  }
  return { id: row.id, number, checkReasons: reasons };
}
