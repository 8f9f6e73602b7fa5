/**
 * Demo subscriptions (issue 20 §3–4): three hundred customers' standing orders of one to three products their
 * store prices, every 14 to 90 days: most active (a few due now, so the job has work on the first run), some
 * paused, some cancelled, a few starting later. Deterministic (fixed faker seed, times relative to `now`).
 */
import { Faker, base, en, sv } from '@faker-js/faker';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { SubscriptionStatus, type SubscriptionStatusCode } from '../../domain/codes';
import { addIntervals } from '../../domain/subscriptions';
import { ProductStatus } from '../../../../domain/resources/product/products';
import {
  columnsOf,
  customers,
  paymentMethods,
  productPrices,
  products,
  shippingMethods,
  storeGroups,
  stores,
} from '../../../../../server/db/schema';
import { subscriptionItems, subscriptions } from '../schema';
import type { Tx } from '../../../../../server/db/types';

const C = columnsOf(customers);
const P = columnsOf(products);
const PP = columnsOf(productPrices);
const SM = columnsOf(shippingMethods);
const PM = columnsOf(paymentMethods);
const S = columnsOf(subscriptions);

const SEED = 20_261_128;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const COUNT = 300;
const INTERVALS = [14, 30, 30, 30, 60, 90] as const;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

export async function seedSubscriptions(tx: Tx, opts: { now: Date }): Promise<void> {
  const f = new Faker({ locale: [sv, en, base] });
  f.seed(SEED);
  const now = opts.now.getTime();

  const people = await tx
    .select({
      id: C.ID,
      storeId: C.StoreID,
      name: C.Name,
      address1: C.Address1,
      postalCode: C.PostalCode,
      city: C.City,
      country: C.Country,
      groupId: storeGroups.currencyGroupId,
      storeCountry: stores.countryCode,
      currency: stores.currency,
    })
    .from(customers)
    .innerJoin(stores, eq(stores.id, C.StoreID))
    .innerJoin(storeGroups, eq(storeGroups.id, stores.storeGroupId))
    .where(isNull(C.MergedIntoID))
    .orderBy(asc(C.ID));
  const priced = await tx
    .select({ id: P.ID, sku: P.Sku, name: P.Name, groupId: PP.CurrencyGroupID })
    .from(products)
    .innerJoin(productPrices, eq(PP.ProductID, P.ID))
    .where(and(eq(P.Status, ProductStatus.ForSale)))
    .orderBy(asc(P.ID));
  const byGroup = new Map<number, typeof priced>();
  for (const p of priced) byGroup.set(Number(p.groupId), [...(byGroup.get(Number(p.groupId)) ?? []), p]);
  const shipping = await tx.select({ id: SM.ID, stores: SM.Stores, active: SM.Active }).from(shippingMethods);
  const payment = await tx.select({ id: PM.ID, stores: PM.Stores, active: PM.Active }).from(paymentMethods);
  const methodsOf = (rows: typeof shipping, storeId: number) =>
    rows.filter((m) => m.active && ids(m.stores).includes(storeId)).map((m) => m.id);

  const candidates = people.filter(
    (c) =>
      (byGroup.get(Number(c.groupId))?.length ?? 0) >= 3 &&
      methodsOf(shipping, Number(c.storeId)).length > 0 &&
      methodsOf(payment, Number(c.storeId)).length > 0,
  );
  if (!candidates.length) return;
  const chosen = f.helpers.arrayElements(candidates, Math.min(COUNT, candidates.length));

  const rows: Record<string, unknown>[] = [];
  const lines: { productId: number; sku: string; name: string; quantity: number }[][] = [];
  chosen.forEach((c, i) => {
    const storeId = Number(c.storeId);
    // Seven in ten active, two paused, one cancelled; a few of the active ones due now, a few starting later.
    const status: SubscriptionStatusCode =
      i % 10 < 7 ? SubscriptionStatus.Active : i % 10 < 9 ? SubscriptionStatus.Paused : SubscriptionStatus.Cancelled;
    const interval = f.helpers.arrayElement(INTERVALS);
    const startsLater = status === SubscriptionStatus.Active && i % 37 === 0;
    const due = status === SubscriptionStatus.Active && !startsLater && i % 9 === 0;
    let first: Date;
    let next: Date;
    if (startsLater) {
      first = new Date(now + f.number.int({ min: 1, max: 20 }) * DAY + f.number.int({ min: 8, max: 18 }) * HOUR);
      next = first;
    } else {
      first = new Date(now - f.number.int({ min: interval + 1, max: 540 }) * DAY - f.number.int({ min: 0, max: 23 }) * HOUR);
      // The due date the job would have reached: the first one after now, or (due) the one just past.
      next = first;
      while (next.getTime() <= now) next = addIntervals(next, interval);
      if (due) next = new Date(now - f.number.int({ min: 1, max: 36 }) * HOUR);
    }
    const name = String(c.name);
    const hasAddress = c.address1 && c.postalCode && c.city && c.country;
    rows.push({
      CustomerID: c.id,
      StoreID: storeId,
      Currency: c.currency,
      Status: status,
      IntervalDays: interval,
      FirstOrderAt: first,
      NextOrderAt: next,
      ShippingMethodID: f.helpers.arrayElement(methodsOf(shipping, storeId)),
      PaymentMethodID: f.helpers.arrayElement(methodsOf(payment, storeId)),
      // One in five has free shipping agreed; the rest pay the methods' fees at order time.
      ShippingFee: i % 5 === 0 ? '0.00' : null,
      PaymentFee: null,
      DeliveryName: name,
      DeliveryAddress1: hasAddress ? String(c.address1) : f.location.streetAddress(),
      DeliveryPostalCode: hasAddress ? String(c.postalCode) : f.location.zipCode('#####'),
      DeliveryCity: hasAddress ? String(c.city) : f.location.city(),
      DeliveryCountry: hasAddress ? String(c.country) : c.storeCountry,
      Note: i % 11 === 0 ? f.helpers.arrayElement(['Lämna vid dörren', 'Ring före leverans', 'Samma som förra gången']) : null,
      CreatedAt: new Date(Math.min(first.getTime(), now) - DAY),
      UpdatedAt: new Date(Math.min(first.getTime(), now) - DAY),
    });
    const picks = f.helpers.arrayElements(byGroup.get(Number(c.groupId))!, f.number.int({ min: 1, max: 3 }));
    lines.push(
      picks.map((p) => {
        const names = (p.name ?? {}) as Record<string, string | null>;
        return {
          productId: Number(p.id),
          sku: String(p.sku),
          name: (names.sv || names.en || String(p.sku)).slice(0, 255),
          quantity: f.number.int({ min: 1, max: 3 }),
        };
      }),
    );
  });

  const made = await tx.insert(subscriptions).values(rows).returning({ id: S.ID });
  const items: Record<string, unknown>[] = made.flatMap((row, i) =>
    lines[i].map((l) => ({ SubscriptionID: Number(row.id), ProductID: l.productId, SKU: l.sku, Name: l.name, Quantity: l.quantity })),
  );
  for (let at = 0; at < items.length; at += 500) await tx.insert(subscriptionItems).values(items.slice(at, at + 500));
}
