/**
 * Staff orders (orders/new, issue 9 §1): a colleague's order for a customer, quoted and placed by the server.
 * `quoteStaffOrder` prices the lines the way placing will (so the screen shows the server's numbers, never its
 * own): the customer's store and currency; each product's price from the price lists (the pure `choosePrice`
 * of src/domain/orders/staff-order.ts over the lists' fixed prices in the currency, the processed dynamic and
 * merged lists' mark-up prices in SEK, and the product's own price in the store's currency group when no list
 * prices it); VAT at the store country's standard rate; the shipping and payment methods' fees (SEK excl. VAT,
 * converted at the currency group's rate, plus VAT). `placeStaffOrder` places it in one transaction through
 * `placeAndConfirm`, which a subscription's order takes too: placeOrder (./place.ts: totals, the risk checks), the
 * order's event, its audit event and the order confirmation.
 * Every refusal is a 40001 naming the field. Decisions: docs/decisions.md "Staff orders".
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { OrderSource } from '../../src/domain/orders/codes';
import {
  choosePrice,
  parseStaffOrder,
  staffOrderIssue,
  type PriceCandidate,
  type QuotedAdjustment,
  type StaffOrderAddress,
  type StaffOrderInput,
  type StaffOrderQuote,
} from '../../src/domain/orders/staff-order';
import { orderAmounts } from '../../src/domain/orders/totals';
import type { Adjustment, PricedBasket, PriceSource } from '../../src/domain/pricing/basket';
import { PRICE_LIST_TYPE } from '../../src/domain/price-lists/pricing';
import { ProductStatus } from '../../src/domain/resources/product/products';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { FieldErrors } from '../../src/domain/validation';
import {
  customers,
  paymentMethods,
  priceListPrices,
  priceListProducts,
  priceLists,
  productPrices,
  products,
  shippingMethods,
} from '../db/schema';
import type { Executor, Tx } from '../db/types';
import { ApiFailure, badRequest } from '../http/errors';
import { auditResource } from '../resources/audit-values';
import { inTransaction, type MutationContext } from '../resources/mutations';
import { readRecord } from '../resources/records';
import { queueOrderConfirmation } from './confirmation';
import { ORDER_EVENT_MESSAGES } from '../../src/domain/orders/event-messages';
import { logOrderEvent, type OrderEventInput } from './events';
import { methodFees, storePricing, type StorePricing } from './fees';
import { placeOrder, priceOrder, type PlaceOrderInput } from './place';
import type { RiskReasonsOf } from './checks';
import type { ResourceRegistry } from '../resources/binding';
import { valueText } from '../../src/domain/value-text';
import { holdPresaleLines, presaleOffers } from '../../src/features/purchasing/server/presales';
import { promotionsFor, redeemCoupons } from '../../src/features/selling/server/promotions';

const refuse = (fields: FieldErrors, what = 'the order is not valid') => badRequest(fields, what);

/** The body checked at the edge (40001 naming every field that is wrong). */
export function staffOrderInput(body: unknown, options: { quote?: boolean } = {}): StaffOrderInput {
  const { input, fields } = parseStaffOrder(body, options);
  if (!input) throw refuse(fields);
  return input;
}

export interface Priced {
  quote: StaffOrderQuote;
  place: PlaceOrderInput;
  priced: PricedBasket;
}

/** A product's name in the store's language (its Swedish or English name, else any). */
export const localized = (value: unknown, locale: string): string => {
  if (value && typeof value === 'object') {
    const names = value as Record<string, string | null>;
    return names[locale] || names.sv || names.en || Object.values(names).find(Boolean) || '';
  }
  return valueText(value ?? '');
};

const asIds = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** A line's price decided before the quote (an offer's line): it replaces the price lists' and the presale's. */
export interface AgreedPrice {
  priceMinor: number;
  source: PriceSource;
}

/**
 * The order priced as placing will price it; 40001 naming each field that cannot be ordered. A product a presale of
 * the store sells now is priced at its presale price, up to what the presale has left
 * (src/features/purchasing/server/presales.ts; placing holds it).
 */
export async function quoteStaffOrder(
  tx: Executor,
  input: StaffOrderInput,
  now: Date,
  options: { placing?: boolean; agreed?: readonly (AgreedPrice | null)[] } = {},
): Promise<Priced> {
  const fields: FieldErrors = {};
  const [customer] = await tx
    .select({
      id: customers.ID,
      storeId: customers.StoreID,
      email: customers.Email,
      phone: customers.Phone,
      mergedInto: customers.MergedIntoID,
    })
    .from(customers)
    .where(eq(customers.ID, input.CustomerID));
  if (!customer) throw refuse({ CustomerID: staffOrderIssue('unknownCustomer') });
  if (customer.mergedInto != null) throw refuse({ CustomerID: staffOrderIssue('mergedCustomer') });
  const storeId = Number(customer.storeId);
  if (input.StoreID != null && input.StoreID !== storeId) throw refuse({ StoreID: staffOrderIssue('otherStore') });

  const store = await storePricing(tx, storeId);
  if (!store) throw refuse({ StoreID: staffOrderIssue('otherStore') });
  const vatRate = store.vatRate;
  if (vatRate == null) throw refuse({ StoreID: staffOrderIssue('noVat') });

  const [shipping] = await tx.select().from(shippingMethods).where(eq(shippingMethods.ID, input.ShippingMethodID));
  if (!shipping || !shipping.Active || !asIds(shipping.Stores).includes(storeId))
    fields.ShippingMethodID = staffOrderIssue('methodNotInStore');
  const [payment] = await tx.select().from(paymentMethods).where(eq(paymentMethods.ID, input.PaymentMethodID));
  if (!payment || !payment.Active || !asIds(payment.Stores).includes(storeId)) fields.PaymentMethodID = staffOrderIssue('methodNotInStore');

  const items = await storeItems(tx, { storeId, store, vatRate, lines: input.Items, now, agreed: options.agreed }, fields);
  if (Object.keys(fields).length) throw refuse(fields);

  const subtotalMinor = items.reduce((sum, l) => sum + (parseMinor(l.unitPrice) ?? 0) * l.quantity, 0);
  const fees = methodFees(shipping, payment, store, subtotalMinor);
  const address = (a: StaffOrderAddress) => ({
    name: a.Name,
    address1: a.Address1 ?? '',
    address2: a.Address2,
    postalCode: a.PostalCode ?? '',
    city: a.City ?? '',
    country: a.Country ?? '',
    municipality: a.Municipality,
    reference: a.Reference,
  });
  const place: PlaceOrderInput = {
    storeId,
    customerId: input.CustomerID,
    shippingMethodId: input.ShippingMethodID,
    paymentMethodId: input.PaymentMethodID,
    source: OrderSource.Staff,
    billing: address(input.Billing),
    delivery: address(input.Delivery),
    email: String(customer.email),
    phone: customer.phone == null ? null : String(customer.phone),
    items,
    shippingFee: formatMinor(fees.shipping),
    paymentFee: formatMinor(fees.payment),
    ...(await promotionsFor(tx, { storeId, codes: input.Codes, now, lock: options.placing ?? false })),
    codes: input.Codes,
    note: input.Note,
  };
  const priced = priceOrder(place, store, now);
  const amounts = orderAmounts(priced);
  const adjustment = (a: Adjustment): QuotedAdjustment => ({
    Kind: a.kind,
    ID: a.id,
    Code: a.code,
    Name: a.name,
    Amount: formatMinor(a.amount),
  });
  return {
    quote: {
      StoreID: storeId,
      Currency: store.currency,
      Items: priced.lines.map((line, i) => ({
        ProductID: Number(items[i].productId),
        SKU: line.sku,
        Name: items[i].name,
        Quantity: line.quantity,
        UnitPrice: formatMinor(line.unitPrice),
        VatRate: vatRate,
        Discount: formatMinor(line.discount),
        Adjustments: line.adjustments.map(adjustment),
        LineTotal: formatMinor(line.net),
        // Where the price came from, as the line's source says.
        PriceListID: items[i].source?.kind === 'priceList' ? items[i].source.id : null,
        PresaleItemID: items[i].source?.kind === 'presale' ? (items[i].source.id ?? undefined) : undefined,
      })),
      Subtotal: amounts.Subtotal,
      Discount: amounts.Discount,
      ShippingFee: amounts.ShippingFee,
      PaymentFee: amounts.PaymentFee,
      FeeAdjustments: priced.fees.flatMap((f) => f.adjustments.map(adjustment)),
      VatAmount: amounts.VatAmount,
      Vat: priced.vat.map((row) => ({ Rate: formatMinor(row.rate), Base: formatMinor(row.base), Vat: formatMinor(row.vat) })),
      Total: amounts.Total,
      Refused: priced.refused.map((r) => ({ Code: r.code, Reason: r.reason, ...(r.with ? { With: r.with } : {}) })),
    },
    place,
    priced,
  };
}

/** A line of a basket: a product and how many. */
interface ItemInput {
  ProductID: number;
  Quantity: number;
}

/**
 * The products of the lines as the store sells them, as an order of it is priced (the staff order's quote, a coupon's
 * "try it"): each one's SKU, its name in the store's language, its group and categories, and its unit price: the
 * price agreed for the line, else the presale of the store that sells it now (up to what the presale has left), else
 * the price lists' (`choosePrice`), else its own in the store's currency group. A line that cannot be sold is put in
 * `fields` (keyed `Items.{i}.ProductID` or `Items.{i}.Quantity`) and left out.
 */
export async function storeItems(
  tx: Executor,
  {
    storeId,
    store,
    vatRate,
    lines,
    now,
    agreed,
  }: {
    storeId: number;
    store: StorePricing;
    vatRate: string;
    lines: readonly ItemInput[];
    now: Date;
    agreed?: readonly (AgreedPrice | null)[];
  },
  fields: FieldErrors,
): Promise<PlaceOrderInput['items'][number][]> {
  const ids = lines.map((i) => i.ProductID);
  const found = await tx
    .select({
      id: products.ID,
      sku: products.Sku,
      name: products.Name,
      status: products.Status,
      groupId: products.GroupID,
      categories: products.Categories,
    })
    .from(products)
    .where(inArray(products.ID, ids));
  const byId = new Map(found.map((p) => [Number(p.id), p]));
  const candidates = await priceCandidates(tx, ids, store.currency, store.groupId);
  const presales = await presaleOffers(tx, storeId, ids, now);

  const items: PlaceOrderInput['items'][number][] = [];
  lines.forEach((line, i) => {
    const product = byId.get(line.ProductID);
    const key = `Items.${i}.ProductID`;
    if (!product) return void (fields[key] = staffOrderIssue('unknownProduct'));
    if (product.status !== ProductStatus.ForSale) return void (fields[key] = staffOrderIssue('notForSale'));
    const presale = presales.get(line.ProductID);
    if (presale && line.Quantity > presale.left)
      return void (fields[`Items.${i}.Quantity`] = staffOrderIssue('presaleSoldOut', { left: presale.left }));
    const settled = agreed?.[i] ?? null;
    const price = settled
      ? { priceMinor: settled.priceMinor, priceListId: null }
      : presale
        ? { priceMinor: presale.priceMinor, priceListId: null }
        : choosePrice(candidates.get(line.ProductID) ?? []);
    if (!price) return void (fields[key] = staffOrderIssue('noPrice', { currency: store.currency }));
    items.push({
      productId: line.ProductID,
      sku: String(product.sku),
      name: localized(product.name, store.locale).slice(0, 255),
      quantity: line.Quantity,
      unitPrice: formatMinor(price.priceMinor),
      vatRate,
      groupId: product.groupId == null ? null : Number(product.groupId),
      categories: asIds(product.categories),
      source: settled
        ? settled.source
        : presale
          ? { kind: 'presale', id: presale.itemId }
          : { kind: price.priceListId == null ? 'product' : 'priceList', id: price.priceListId },
    });
  });
  return items;
}

/**
 * Every price the price lists and the product's own prices give each product in the currency: lists whose
 * Currencies hold it, with their fixed prices in it (any type), and in SEK the mark-up prices that processing
 * stored for dynamic and merged lists (a static list prices by its fixed prices only).
 */
export async function priceCandidates(
  tx: Executor,
  ids: number[],
  currency: string,
  currencyGroupId: number,
): Promise<Map<number, PriceCandidate[]>> {
  const out = new Map<number, PriceCandidate[]>();
  const add = (productId: number, candidate: PriceCandidate) => out.set(productId, [...(out.get(productId) ?? []), candidate]);
  if (!ids.length) return out;
  const lists = await tx
    .select({ id: priceLists.ID, priority: priceLists.Priority, type: priceLists.Type, currencies: priceLists.Currencies })
    .from(priceLists);
  const inCurrency = new Map(
    lists.filter((l) => (Array.isArray(l.currencies) ? (l.currencies as string[]) : []).includes(currency)).map((l) => [Number(l.id), l]),
  );

  const fixed = await tx
    .select({ list: priceListPrices.PriceListID, product: priceListPrices.ProductID, price: priceListPrices.Price })
    .from(priceListPrices)
    .where(and(inArray(priceListPrices.ProductID, ids), eq(priceListPrices.Currency, currency)));
  for (const row of fixed) {
    const list = inCurrency.get(Number(row.list));
    const minor = parseMinor(row.price);
    if (list && minor != null)
      add(Number(row.product), { priceListId: Number(list.id), priority: Number(list.priority), fixed: true, priceMinor: minor });
  }
  if (currency === 'SEK') {
    const marked = await tx
      .select({ list: priceListProducts.priceListId, product: priceListProducts.productId, price: priceListProducts.price })
      .from(priceListProducts)
      .where(and(inArray(priceListProducts.productId, ids), isNotNull(priceListProducts.price)));
    for (const row of marked) {
      const list = inCurrency.get(Number(row.list));
      const minor = parseMinor(row.price);
      if (list && list.type !== PRICE_LIST_TYPE.Static && minor != null) {
        add(Number(row.product), { priceListId: Number(list.id), priority: Number(list.priority), fixed: false, priceMinor: minor });
      }
    }
  }
  const own = await tx
    .select({ product: productPrices.ProductID, price: productPrices.Price })
    .from(productPrices)
    .where(and(inArray(productPrices.ProductID, ids), eq(productPrices.CurrencyGroupID, currencyGroupId)));
  for (const row of own) {
    const minor = parseMinor(row.price);
    if (minor != null) add(Number(row.product), { priceListId: null, priority: -1, fixed: true, priceMinor: minor });
  }
  return out;
}

export interface PlacingOptions {
  now: Date;
  /** Who places it: a colleague, or 0, the system (a subscription's order). */
  actorId: number;
  /** How it was placed, on its timeline: `staffOrder`, or `subscriptionOrder` naming the subscription. */
  event: Pick<OrderEventInput<'internal'>, 'kind' | 'code'>;
  /** The risk checks (default: the staff order's). */
  reasons?: RiskReasonsOf;
}

/**
 * Places a priced order and tells the customer, in the caller's transaction: the order through placeOrder, its
 * timeline event, its audit event (created, with its items as quoted), then the order confirmation (template 1). A
 * store without the template still takes the order: the failure is on the timeline, and "Resend confirmation" sends
 * it once there is one. The staff order and a subscription's order are placed through it.
 */
export async function placeAndConfirm(
  tx: Tx,
  resources: ResourceRegistry,
  { quote, place }: Priced,
  options: PlacingOptions,
): Promise<ResourceRecord> {
  const { now, actorId } = options;
  const binding = resources.bindingOf('orders');
  const placed = await placeOrder(tx, place, { now, actorId, reasons: options.reasons });
  await redeemCoupons(tx, { orderId: placed.id, priced: placed.priced, now });
  // Lines a presale sells are held for it, up to its most (40961 when another order took the rest first).
  await holdPresaleLines(tx, resources, { id: placed.id, storeId: place.storeId }, { now, actorId });
  await logOrderEvent(tx, { orderId: placed.id, integration: 'internal', ...options.event, actorId, at: now });
  const record = (await readRecord(tx, binding, placed.id))!;
  await auditResource(tx, { id: actorId }, binding, {
    action: 'create',
    id: placed.id,
    before: null,
    after: { ...record, Items: quote.Items },
  });
  try {
    await queueOrderConfirmation(tx, resources, placed.id, { actorId, at: now });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.code !== ErrorCode.MailTemplateMissing) throw error;
    await logOrderEvent(tx, {
      orderId: placed.id,
      integration: 'email',
      kind: 'confirmation',
      code: { id: ORDER_EVENT_MESSAGES.confirmationNoTemplate, values: {} },
      actorId,
      at: now,
    });
  }
  return record;
}

/** Places the staff order: one transaction with the order, its items, its staffOrder event, its audit event and its confirmation. */
export async function placeStaffOrder(context: MutationContext, input: StaffOrderInput): Promise<ResourceRecord> {
  const binding = context.resources.bindingOf('orders');
  return inTransaction(context, binding, 'write', async (tx: Tx) => {
    const priced = await quoteStaffOrder(tx, input, context.now, { placing: true });
    // A code given that does nothing is not silently dropped: the colleague told the customer it would apply.
    if (priced.quote.Refused.length) {
      const [first] = priced.quote.Refused;
      throw refuse(
        { Codes: staffOrderIssue('couponRefused', { code: first.Code, reason: first.Reason, with: first.With ?? '' }) },
        'a coupon does not apply',
      );
    }
    return placeAndConfirm(tx, context.resources, priced, { now: context.now, actorId: context.auth.id, event: { kind: 'staffOrder' } });
  });
}
