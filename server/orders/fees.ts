/**
 * What a store charges for its shipping and payment methods (docs/decisions.md "Staff orders"): a method's Price
 * and Fee are SEK excl. VAT, converted to the store's currency at its currency group's rate (the VAT a fee carries
 * is the money model's: it follows the goods, src/domain/pricing/basket.ts); shipping is free once the items'
 * subtotal excl. VAT, in SEK, reaches the method's FreeShippingThreshold. Staff orders are quoted with it, and an
 * order whose method changes is priced again with it (./totals.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { convertMinor, convertMinorBack, parseMinor } from '../../src/domain/money';
import { currencyGroups, storeGroups, stores, vat } from '../db/schema';
import type { Executor } from '../db/types';

export interface StorePricing {
  currency: string;
  country: string;
  locale: string;
  groupId: number;
  /** What one unit of the store's currency is worth in SEK ("1" for SEK). */
  rate: string;
  /** The store country's standard VAT rate as stored ("25.00"); null when the country has none. */
  vatRate: string | null;
  /** The same in hundredths of a percent (25 % → 2500); 0 when there is none. */
  vatHundredths: number;
}

/** The store's currency, rate and standard VAT; null for a store that does not exist. */
export async function storePricing(tx: Executor, storeId: number): Promise<StorePricing | null> {
  const [store] = await tx
    .select({
      currency: stores.currency,
      country: stores.countryCode,
      locale: stores.locale,
      groupId: currencyGroups.id,
      rate: currencyGroups.sekRate,
    })
    .from(stores)
    .innerJoin(storeGroups, eq(storeGroups.id, stores.storeGroupId))
    .innerJoin(currencyGroups, eq(currencyGroups.id, storeGroups.currencyGroupId))
    .where(eq(stores.id, storeId));
  if (!store) return null;
  const [standard] = await tx
    .select({ rate: vat.rate })
    .from(vat)
    .where(eq(vat.countryCode, store.country))
    .orderBy(asc(vat.vatTypeId))
    .limit(1);
  const vatRate = standard ? String(standard.rate) : null;
  return {
    currency: store.currency,
    country: store.country,
    locale: store.locale,
    groupId: Number(store.groupId),
    rate: store.currency === 'SEK' ? '1' : String(store.rate),
    vatRate,
    vatHundredths: vatRate == null ? 0 : (parseMinor(vatRate) ?? 0),
  };
}

/** A method's SEK amount excl. VAT in the store's currency, excl. VAT (the money model adds the VAT it carries). */
function feeMinor(sek: unknown, pricing: Pick<StorePricing, 'rate'>): number {
  return convertMinorBack(parseMinor(sek) ?? 0, pricing.rate) ?? 0;
}

/**
 * The shipping and payment methods' fees (their Price and Fee) for items worth `subtotalMinor` (excl. VAT, the store's
 * currency): excl. VAT, in the store's currency.
 */
export function methodFees(
  shipping: Readonly<Record<string, unknown>>,
  payment: Readonly<Record<string, unknown>>,
  pricing: Pick<StorePricing, 'rate'>,
  subtotalMinor: number,
): { shipping: number; payment: number } {
  const threshold = parseMinor(shipping.FreeShippingThreshold);
  const freeShipping = threshold != null && (convertMinor(subtotalMinor, pricing.rate) ?? 0) >= threshold;
  return { shipping: freeShipping ? 0 : feeMinor(shipping.Price, pricing), payment: feeMinor(payment.Fee, pricing) };
}
