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
import { lineAmounts, orderAmounts, orderPricing } from '../../src/domain/orders/totals';
import { priceBasket, type BasketLine, type PriceSource, type PricedBasket } from '../../src/domain/pricing/basket';
import type { DealSet, Promotion } from '../../src/domain/pricing/promotions';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { ApiFailure } from '../http/errors';
import { customers, orderItems, orders } from '../db/schema';
import type { Executor } from '../db/types';
import { nextOrderNumber } from './hooks';
import { gatherCheckContext, type CheckAddress, type RiskReasonsOf } from './checks';
import { toSekMinor } from './currency';
import { storePricing, type StorePricing } from './fees';
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
  /** What coupons and deals target it by. */
  groupId?: number | null;
  categories?: readonly number[];
  /** Where its unit price came from. */
  source?: PriceSource | null;
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
  /** The fees as charged before any coupon, excl. VAT, in the store's currency. */
  shippingFee?: string;
  paymentFee?: string;
  /** The coupons (and any deal) that may apply, and the codes given (src/features/selling/server/promotions.ts). */
  promotions?: readonly Promotion[];
  /** The store's deals, compiled. */
  deals?: DealSet;
  codes?: readonly string[];
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
): Promise<{ id: number; number: string; checkReasons: string[]; priced: PricedBasket }> {
  if (!input.items.length) throw new ApiFailure(ErrorCode.BadRequest, 'An order needs at least one item');
  const store = await storePricing(tx, input.storeId);
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

  const priced = priceOrder(input, store, options.now);
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
    totalMinor: priced.total,
    totalSekMinor: await toSekMinor(tx, priced.total, store.currency),
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
      ...orderAmounts(priced),
      Pricing: orderPricing(priced),
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
  const inserted = await tx
    .insert(orderItems)
    .values(
      input.items.map((item, i) => ({
        OrderID: row.id,
        ProductID: item.productId ?? null,
        SKU: item.sku,
        Name: item.name,
        Quantity: item.quantity,
        Currency: store.currency,
        VatRate: formatMinor(priced.lines[i].vatRate),
        ...lineAmounts(priced.lines[i]),
        ItemStatus: 18,
        LogisticsStatus: 0,
        CreatedAt: options.now,
        UpdatedAt: options.now,
      })),
    )
    .returning({ id: orderItems.ID });
  // Where each line's unit price came from, by the line's ID (the order's Pricing, shown beside the line).
  const sources = Object.fromEntries(
    inserted.flatMap((line, i) => (input.items[i].source ? [[String(line.id), input.items[i].source]] : [])),
  );
  if (Object.keys(sources).length)
    await tx
      .update(orders)
      .set({ Pricing: { ...orderPricing(priced), lines: sources } })
      .where(eq(orders.ID, row.id));
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
  return { id: row.id, number, checkReasons: reasons, priced };
}

/**
 * The order priced by the one money model (src/domain/pricing/basket.ts): its items at their unit prices, its fees,
 * the promotions that may apply and the codes given. The staff order's quote is priced by it too.
 */
export function priceOrder(input: PlaceOrderInput, store: Pick<StorePricing, 'currency' | 'vatHundredths'>, now: Date): PricedBasket {
  return priceBasket({
    currency: store.currency,
    storeId: input.storeId,
    lines: input.items.map((item, i) => basketLine(item, i)),
    fees: [
      { kind: 'shipping', net: minor(input.shippingFee, 'shippingFee') },
      { kind: 'payment', net: minor(input.paymentFee, 'paymentFee') },
    ],
    standardVatRate: store.vatHundredths,
    promotions: input.promotions,
    deals: input.deals,
    codes: input.codes,
    now,
  });
}

/** An item as the money model reads it: keyed by its place on the order. */
function basketLine(item: PlacedItem, i: number): BasketLine {
  if (!Number.isInteger(item.quantity) || item.quantity < 1)
    throw new ApiFailure(ErrorCode.BadRequest, 'A quantity is a whole number from 1');
  return {
    key: String(i).padStart(5, '0'),
    sku: item.sku,
    quantity: item.quantity,
    unitPrice: minor(item.unitPrice, 'unitPrice'),
    vatRate: hundredths(item.vatRate),
    groupId: item.groupId ?? null,
    categories: item.categories ?? [],
    source: item.source ?? null,
  };
}
