/**
 * Demo orders (issue 9 §8): orders over the last 24 months across the storefronts, by the demo customers,
 * each with its items (snapshot SKU, name and price of a demo product, in the store's currency, VAT from
 * the store's country), a status that fits its age, fulfilments with tracking references once sent, the
 * payment's transactions and a timeline of events; recent ones wait for a check or are snoozed (some past
 * their snooze). Each is priced by the one money model with the deals of its store that ran when it was placed.
 * Deterministic (fixed faker seed, times relative to `now`) and written set-based in big
 * batches, so the test template stays fast: it seeds fewer (docs/decisions.md "Demo orders").
 */
import { Faker, base, en } from '@faker-js/faker';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CheckStatus, OrderSource, OrderStatus } from '../../src/domain/orders/codes';
import { lineAmounts, orderAmounts, orderPricing } from '../../src/domain/orders/totals';
import { dealPromotion } from '../../src/domain/pricing/promotions';
import { priceBasket } from '../../src/domain/pricing/basket';
import { convertMinorBack, formatMinor, parseMinor } from '../../src/domain/money';
import { BEFORE_SENT } from '../../src/domain/resources/shop/orders';
import { PAYMENT_PRINCIPALS, TransactionType } from '../../src/domain/resources/shop/order-transactions';
import {
  customers,
  orderEvents,
  orderFulfilments,
  orderItems,
  orders,
  orderTransactions,
  paymentMethods,
  productPrices,
  products,
  shippingMethods,
  storeGroups,
  stores,
  currencyGroups,
  deals,
} from '../db/schema';
import { rowsOf } from '../db/recordset';
import type { Tx } from '../db/types';

/** The name an order line keeps of its product: Swedish, else English, else its SKU (as staff orders and seed:scale do). */
function productName(name: unknown, sku: string): string {
  const texts = (name ?? {}) as Record<string, string | undefined>;
  return texts.sv?.trim() || texts.en?.trim() || sku;
}

/** Orders of the demo database (`npm start`, `npm run seed:demo`). */
const DEMO_ORDER_COUNT = 20_000;
const SEED = 20_261_109;
const DAY = 86_400_000;
const SPAN_DAYS = 730;
const BATCH = 1_000;
/**
 * The newest orders cycle through every open status (before sent, and an annulment asked for), so each status
 * staff move from is in any demo (and at scale).
 */
export const OPEN_CYCLE = [...BEFORE_SENT, OrderStatus.AnnulmentRequested];
const OPEN_NEWEST = OPEN_CYCLE.length * 8;
const VAT_BY_COUNTRY: Record<string, number> = { SE: 2500, NO: 2500, FI: 2550 };
const CARRIER_FORWARDER: Record<string, string> = {
  postnord: 'postnord',
  dhl: 'dhl',
  budbee: 'budbee',
  instabox: 'instabox',
  bring: 'bring',
  schenker: 'dbschenker',
  ups: 'ups',
  earlyBird: 'postnord',
};
const PRINCIPALS = PAYMENT_PRINCIPALS;
const CHECK_REASONS = ['orderValue', 'itemCount', 'recentOrders', 'addressCheck', 'duplicate', 'boxAddress'];

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

async function inBatches<R>(rows: R[], write: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

function statusFor(f: Faker, ageDays: number, newestRank: number): number {
  if (newestRank < OPEN_NEWEST) return OPEN_CYCLE[newestRank % OPEN_CYCLE.length];
  if (ageDays > 10)
    return f.helpers.weightedArrayElement([
      { weight: 93, value: OrderStatus.Sent },
      { weight: 5, value: OrderStatus.Annulled },
      { weight: 2, value: OrderStatus.PartiallyShipped },
    ]);
  if (ageDays > 3)
    return f.helpers.weightedArrayElement([
      { weight: 80, value: OrderStatus.Sent },
      { weight: 10, value: OrderStatus.Picked },
      { weight: 5, value: OrderStatus.Delayed },
      { weight: 5, value: OrderStatus.PartiallyShipped },
    ]);
  return f.helpers.arrayElement(OPEN_CYCLE);
}

export async function seedOrders(tx: Tx, opts: { now: Date; userIds: Record<string, number>; count?: number }): Promise<void> {
  const count = opts.count ?? DEMO_ORDER_COUNT;
  if (count <= 0) return;
  const f = new Faker({ locale: [en, base] });
  f.seed(SEED);
  const now = opts.now.getTime();
  const staff = [opts.userIds.admin, opts.userIds.support, opts.userIds.manager];

  const shops = await tx
    .select({
      id: stores.id,
      currency: stores.currency,
      country: stores.countryCode,
      group: storeGroups.currencyGroupId,
      rate: currencyGroups.sekRate,
    })
    .from(stores)
    .innerJoin(storeGroups, eq(storeGroups.id, stores.storeGroupId))
    .innerJoin(currencyGroups, eq(currencyGroups.id, storeGroups.currencyGroupId))
    .orderBy(asc(stores.id));
  const people = await tx
    .select({
      id: customers.ID,
      name: customers.Name,
      email: customers.Email,
      phone: customers.Phone,
      address1: customers.Address1,
      postalCode: customers.PostalCode,
      city: customers.City,
      country: customers.Country,
      store: customers.StoreID,
    })
    .from(customers)
    .orderBy(asc(customers.ID));
  const priced = await tx
    .select({ id: products.ID, sku: products.Sku, name: products.Name, group: productPrices.CurrencyGroupID, price: productPrices.Price })
    .from(productPrices)
    .innerJoin(products, eq(products.ID, productPrices.ProductID))
    .innerJoin(currencyGroups, eq(currencyGroups.id, productPrices.CurrencyGroupID))
    .where(and(sql`${productPrices.Price} > 0`))
    .orderBy(asc(productPrices.ID));
  const shipping = await tx
    .select({ id: shippingMethods.ID, carrier: shippingMethods.Carrier, stores: shippingMethods.Stores, price: shippingMethods.Price })
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.ID));
  const payment = await tx
    .select({ id: paymentMethods.ID, processor: paymentMethods.Processor, stores: paymentMethods.Stores, fee: paymentMethods.Fee })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.ID));
  // The store's deals, each applied to the orders placed while it ran (as a storefront would have: "deals that apply").
  const running = (await tx.select().from(deals).orderBy(asc(deals.ID))).map((row) => dealPromotion(row));
  if (!shops.length || !people.length || !priced.length || !shipping.length || !payment.length)
    throw new Error('seedOrders needs stores, customers, priced products and shipping and payment methods');

  const byGroup = new Map<number, typeof priced>();
  for (const p of priced) byGroup.set(Number(p.group), [...(byGroup.get(Number(p.group)) ?? []), p]);
  const forStore = <T extends { stores: unknown }>(rows: T[], store: number) => {
    const found = rows.filter((r) => ((r.stores as number[] | null) ?? []).includes(store));
    return found.length ? found : rows;
  };

  // Placing times, oldest first, so ids and numbers follow time.
  const times = Array.from({ length: count }, () => now - f.number.float({ min: 0.02, max: SPAN_DAYS }) * DAY).sort((a, b) => a - b);
  const [{ start }] = rowsOf<{ start: string }>(await tx.execute(sql`select nextval('order_number_seq')::text as start`));
  const firstNumber = Number(start);

  type Plan = { order: Insert<typeof orders>; items: Omit<Insert<typeof orderItems>, 'OrderID'>[]; after: (id: number) => void };
  const plans: Plan[] = [];
  const fulfilments: Insert<typeof orderFulfilments>[] = [];
  const transactions: Insert<typeof orderTransactions>[] = [];
  const events: Insert<typeof orderEvents>[] = [];

  for (let i = 0; i < count; i += 1) {
    const placed = new Date(times[i]);
    const ageDays = (now - times[i]) / DAY;
    const customer = people[f.number.int({ min: 0, max: people.length - 1 })];
    const shop = shops.find((s) => s.id === customer.store) ?? shops[0];
    const goods = byGroup.get(Number(shop.group)) ?? priced;
    const vat = VAT_BY_COUNTRY[shop.country] ?? 2500;
    const lines = f.helpers.multiple(
      () => {
        const product = f.helpers.arrayElement(goods);
        const gross = parseMinor(product.price) ?? 0;
        return {
          product,
          quantity: f.helpers.weightedArrayElement([
            { weight: 80, value: 1 },
            { weight: 15, value: 2 },
            { weight: 5, value: 3 },
          ]),
          unitPriceMinor: Math.round((gross * 10_000) / (10_000 + vat)),
          vatRateHundredths: vat,
        };
      },
      {
        count: f.helpers.weightedArrayElement([
          { weight: 55, value: 1 },
          { weight: 30, value: 2 },
          { weight: 12, value: 3 },
          { weight: 3, value: 5 },
        ]),
      },
    );
    const ship = f.helpers.arrayElement(forStore(shipping, shop.id));
    const pay = f.helpers.arrayElement(forStore(payment, shop.id));
    // The methods' prices are SEK excl. VAT: charged in the store's currency (server/orders/fees.ts).
    const rate = shop.currency === 'SEK' ? '1' : String(shop.rate);
    const inCurrency = (sek: unknown) => convertMinorBack(parseMinor(sek) ?? 0, rate) ?? 0;
    const freeShipping = f.datatype.boolean(0.3);
    // Drawn as before so that the rest of the demo stays as it was; discounts come from the demo's coupons.
    f.datatype.boolean(0.1);
    const basket = priceBasket({
      currency: shop.currency,
      storeId: shop.id,
      lines: lines.map((line, n) => ({
        key: String(n).padStart(3, '0'),
        sku: String(line.product.sku),
        quantity: line.quantity,
        unitPrice: line.unitPriceMinor,
        vatRate: line.vatRateHundredths,
      })),
      fees: [
        { kind: 'shipping', net: freeShipping ? 0 : inCurrency(ship.price) },
        { kind: 'payment', net: inCurrency(pay.fee) },
      ],
      standardVatRate: vat,
      promotions: running.filter((deal) => deal.storeId === shop.id),
      now: placed,
    });
    const totals = { total: basket.total };
    const status = statusFor(f, ageDays, count - 1 - i);
    const newestRank = count - 1 - i;
    // Checks: the newest orders hold the queue (waiting, snoozed, some past their snooze); older ones were decided.
    let checkStatus: number = CheckStatus.None;
    let snoozedUntil: Date | null = null;
    let reasons: string[] = [];
    if (newestRank < 40 && newestRank % 3 === 0) checkStatus = CheckStatus.Waiting;
    else if (newestRank < 40 && newestRank % 5 === 1) {
      checkStatus = CheckStatus.Snoozed;
      snoozedUntil = new Date(now + (newestRank % 2 === 0 ? 2 : -1) * DAY);
    } else if (f.datatype.boolean(0.04)) checkStatus = status === OrderStatus.Annulled ? CheckStatus.Rejected : CheckStatus.Approved;
    if (checkStatus !== CheckStatus.None) reasons = f.helpers.arrayElements(CHECK_REASONS, { min: 1, max: 2 });
    // Billed and delivered to the customer's own address, in the store's country.
    const address = {
      Name: customer.name,
      Address1: customer.address1,
      Address2: null,
      PostalCode: customer.postalCode,
      Municipality: null,
      City: customer.city,
      Country: customer.country ?? shop.country,
      Reference: null,
    };
    const flat = (prefix: string) => Object.fromEntries(Object.entries(address).map(([k, v]) => [`${prefix}${k}`, v]));
    const stamp = (minutes: number) => new Date(Math.min(now, times[i] + minutes * 60_000));
    const updated = stamp(ageDays > 10 ? 3 * 24 * 60 : 60);
    plans.push({
      order: {
        Number: String(firstNumber + i),
        PlacedAt: placed,
        StoreID: shop.id,
        CustomerID: customer.id,
        Status: status,
        Source: f.helpers.weightedArrayElement([
          { weight: 92, value: OrderSource.Storefront },
          { weight: 5, value: OrderSource.Staff },
          { weight: 3, value: OrderSource.Api },
        ]),
        InvoiceNumber: status === OrderStatus.Sent || status === OrderStatus.PartiallyShipped ? `F${firstNumber + i + 400_000}` : null,
        ErpReference: status === OrderStatus.Pending ? null : `ERP-${(firstNumber + i).toString(36).toUpperCase()}`,
        Currency: shop.currency,
        ShippingMethodID: ship.id,
        PaymentMethodID: pay.id,
        ...orderAmounts(basket),
        Pricing: orderPricing(basket),
        ...flat('Billing'),
        ...flat('Delivery'),
        Email: customer.email,
        Phone: customer.phone,
        CheckStatus: checkStatus,
        CheckReasons: reasons,
        SnoozedUntil: snoozedUntil,
        Note: null,
        CreatedAt: placed,
        UpdatedAt: updated,
      },
      items: lines.map((line, n) => ({
        ProductID: line.product.id,
        SKU: line.product.sku,
        Name: productName(line.product.name, line.product.sku).slice(0, 255),
        Quantity: line.quantity,
        Currency: shop.currency,
        VatRate: formatMinor(line.vatRateHundredths),
        ...lineAmounts(basket.lines[n]),
        ItemStatus: status === OrderStatus.Sent ? 13 : status === OrderStatus.Annulled ? 99 : status === OrderStatus.Picked ? 12 : 18,
        LogisticsStatus: status === OrderStatus.Sent ? 11 : status === OrderStatus.Annulled ? 99 : status === OrderStatus.Picked ? 10 : 2,
        CreatedAt: placed,
        UpdatedAt: updated,
      })),
      after: (orderId) => {
        const event = (minutes: number, integration: string, kind: string, message: string | null = null, actor: number | null = null) =>
          events.push({
            OrderID: orderId,
            Integration: integration,
            Kind: kind,
            Message: message,
            ActorID: actor,
            CreatedAt: stamp(minutes),
            UpdatedAt: stamp(minutes),
          });
        const invoice = ['klarna', 'invoice', 'svea', 'walley'].includes(String(pay.processor));
        const integration = invoice ? 'paymentInvoice' : 'paymentCard';
        const principal = PRINCIPALS[String(pay.processor)] ?? String(pay.processor);
        const day = (minutes: number) => stamp(minutes).toISOString().slice(0, 10);
        event(0, integration, 'create');
        event(1, integration, 'acknowledge');
        event(1, 'email', 'confirmation', customer.email);
        event(2, 'analytics', 'purchase');
        transactions.push({
          OrderID: orderId,
          AccountingDate: day(1),
          Type: TransactionType.Authorization,
          Description: `${principal}: reserverat`,
          Currency: shop.currency,
          Amount: formatMinor(totals.total),
          Balance: formatMinor(0),
          Principal: principal,
          CreatedAt: stamp(1),
          UpdatedAt: stamp(1),
        });
        if (checkStatus === CheckStatus.Approved)
          event(45, 'orderCheck', 'approved', 'Kontrollerad mot kundhistorik', f.helpers.arrayElement(staff));
        if (checkStatus === CheckStatus.Rejected)
          event(45, 'orderCheck', 'rejected', 'Kunden kunde inte bekräfta ordern', f.helpers.arrayElement(staff));
        if (checkStatus === CheckStatus.Snoozed)
          event(30, 'orderCheck', 'snoozed', 'Väntar på svar från kunden', f.helpers.arrayElement(staff));
        if (status === OrderStatus.Annulled) {
          event(90, 'internal', 'cancelRequest', 'Kunden ångrade köpet', f.helpers.arrayElement(staff));
          event(120, 'internal', 'cancel', null, f.helpers.arrayElement(staff));
          event(121, integration, 'cancel');
          return;
        }
        if (status === OrderStatus.AnnulmentRequested)
          event(20, 'internal', 'cancelRequest', 'Kunden ringde och vill avbryta', f.helpers.arrayElement(staff));
        if (status === OrderStatus.Pending || status === OrderStatus.AwaitingPaymentApproval) return;
        event(60, 'internal', 'readyToImport');
        event(65, 'integration', 'export');
        if (status === OrderStatus.Delayed)
          event(24 * 60, 'internal', 'statusChanged', 'Restnoterad hos leverantören', f.helpers.arrayElement(staff));
        if (status !== OrderStatus.Sent && status !== OrderStatus.PartiallyShipped) return;
        const shippedMinutes = f.number.int({ min: 18 * 60, max: 60 * 60 });
        const forwarder = CARRIER_FORWARDER[String(ship.carrier)] ?? 'postnord';
        const parcels = status === OrderStatus.PartiallyShipped ? 1 : f.datatype.boolean(0.08) ? 2 : 1;
        for (let p = 0; p < parcels; p += 1) {
          const reference =
            forwarder === 'postnord'
              ? `00373${f.string.numeric(15)}`
              : forwarder === 'dhl'
                ? `JVGL${f.string.numeric(16)}`
                : f.string.alphanumeric({ length: 14, casing: 'upper' });
          fulfilments.push({
            OrderID: orderId,
            Forwarder: forwarder,
            TrackingReference: reference,
            ShippedAt: stamp(shippedMinutes + p * 60),
            CreatedAt: stamp(shippedMinutes),
            UpdatedAt: stamp(shippedMinutes),
          });
          event(shippedMinutes + p * 60, 'email', 'fulfillment', reference);
        }
        event(shippedMinutes + 5, 'integration', 'import');
        event(shippedMinutes + 10, integration, 'capture');
        transactions.push({
          OrderID: orderId,
          AccountingDate: day(shippedMinutes + 10),
          Type: TransactionType.Capture,
          Description: `${principal}: dragning vid leverans`,
          Currency: shop.currency,
          Amount: formatMinor(totals.total),
          Balance: formatMinor(totals.total),
          Principal: principal,
          CreatedAt: stamp(shippedMinutes + 10),
          UpdatedAt: stamp(shippedMinutes + 10),
        });
        if (ageDays > 20 && f.datatype.boolean(0.3)) event(14 * 24 * 60, 'email', 'reviewRequest');
      },
    });
  }

  await inBatches(plans, async (batch) => {
    const ids = await tx
      .insert(orders)
      .values(batch.map((p) => p.order))
      .returning({ id: orders.ID });
    const items = batch.flatMap((p, n) => p.items.map((item) => ({ ...item, OrderID: ids[n].id })) as Insert<typeof orderItems>[]);
    await inBatches(items, (rows) => tx.insert(orderItems).values(rows));
    batch.forEach((p, n) => p.after(ids[n].id));
  });
  await inBatches(fulfilments, (rows) => tx.insert(orderFulfilments).values(rows));
  await inBatches(transactions, (rows) => tx.insert(orderTransactions).values(rows));
  await inBatches(events, (rows) => tx.insert(orderEvents).values(rows));
  await tx.execute(sql`select setval('order_number_seq', ${firstNumber + count - 1})`);
  // Every line was sold at its product's own price: kept as its source, by the line's id (the order's Pricing).
  await tx.execute(sql`
    update orders o set pricing = o.pricing || jsonb_build_object('lines',
      (select jsonb_object_agg(i.id::text, jsonb_build_object('kind', 'product', 'id', null)) from order_items i where i.order_id = o.id))
    where o.pricing->'lines' is null and exists (select 1 from order_items i where i.order_id = o.id)`);
}
