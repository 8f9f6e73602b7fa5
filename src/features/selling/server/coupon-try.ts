/**
 * A coupon's "try it" (docs/decisions.md "Coupons"): a basket priced in a store with the coupon as if its code were
 * given, by the one money model, nothing stored. The lines are the store's as an order of it is priced (the staff
 * order's `storeItems`: presale, price lists, the product's own price, the store's VAT); the store's deals that run
 * now apply beside it, each line's coupon part kept apart from theirs; no other coupon is read (an automatic one would
 * change which set wins, and the panel asks what this coupon does). Shipping is the store's cheapest active method
 * for this basket (after its own free-shipping threshold), so free shipping and "covers shipping too" show their part;
 * there is no payment fee (no coupon takes from it, and it is the customer's choice). It runs in a READ ONLY
 * transaction: nothing is redeemed, locked or written.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import { formatMinor, parseMinor } from '../../../domain/money';
import { staffOrderIssue, type QuotedAdjustment } from '../../../domain/orders/staff-order';
import { priceBasket, type Adjustment, type BasketLine } from '../../../domain/pricing/basket';
import { normalCode, type Promotion, type Refusal } from '../../../domain/pricing/promotions';
import { issueOf, type FieldErrors } from '../../../domain/validation';
import { couponTryReason, type CouponTryAnswer, type CouponTryInput } from '../domain/coupon-try';
import { columnsOf, shippingMethods, stores } from '../../../../server/db/schema';
import type { Db, Executor } from '../../../../server/db/types';
import { ApiFailure, ERROR_TEXT } from '../../../../server/http/errors';
import { methodFees, storePricing, type StorePricing } from '../../../../server/orders/fees';
import { storeItems } from '../../../../server/orders/staff';
import { promotionsFor } from './promotions';
import * as schema from './schema';

const refuse = (fields: FieldErrors) =>
  new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the basket is not valid`, fields);

const UNKNOWN_STORE = () => issueOf('resources.couponTry.unknownStore', 'There is no such store');

/** The store's active shipping method that charges this basket least (the lower id on a tie); null without one. */
async function cheapestShipping(
  tx: Executor,
  storeId: number,
  store: StorePricing,
  subtotalMinor: number,
): Promise<{ id: number; name: string; fee: number } | null> {
  const m = columnsOf(shippingMethods);
  const methods = await tx
    .select()
    .from(shippingMethods)
    .where(and(eq(m.Active, true), sql`${storeId} = any(${m.Stores})`))
    .orderBy(asc(m.ID));
  let best: { id: number; name: string; fee: number } | null = null;
  for (const method of methods) {
    const fee = methodFees(method, {}, store, subtotalMinor).shipping;
    if (!best || fee < best.fee) best = { id: Number(method.ID), name: String(method.Name), fee };
  }
  return best;
}

/** The values of a refusal's message: the coupon's dates, its use, its store's name, its currency. */
async function reasonValues(tx: Executor, refusal: Refusal, coupon: Promotion, currency: string): Promise<Record<string, string | number>> {
  switch (refusal) {
    case 'notStarted':
      return { at: coupon.startsAt?.toISOString() ?? '' };
    case 'ended':
      return { at: coupon.endsAt?.toISOString() ?? '' };
    case 'usedUp':
      return { used: coupon.used, limit: coupon.usageLimit ?? 0 };
    case 'otherStore': {
      const [store] =
        coupon.storeId == null ? [] : await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, coupon.storeId));
      return { store: store?.name ?? `#${coupon.storeId}` };
    }
    case 'otherCurrency':
      return { currency: coupon.currency ?? '', storeCurrency: currency };
    default:
      return {};
  }
}

const sum = (adjustments: readonly Adjustment[]) => adjustments.reduce((s, a) => s + a.amount, 0);
const quoted = (a: Adjustment): QuotedAdjustment => ({ Kind: a.kind, ID: a.id, Code: a.code, Name: a.name, Amount: formatMinor(a.amount) });

/** The basket priced in the store with the coupon; 40401 without the coupon, 40001 naming what cannot be priced. */
export async function tryCoupon(db: Db, couponId: number, input: CouponTryInput, now: Date): Promise<CouponTryAnswer> {
  return db.transaction(
    async (tx) => {
      const c = columnsOf(schema.coupons);
      const [row] = await tx.select({ code: c.Code }).from(schema.coupons).where(eq(c.ID, couponId));
      if (!row) throw new ApiFailure(ErrorCode.NotFound);
      const code = String(row.code);
      const storeId = input.StoreID;
      const store = await storePricing(tx, storeId);
      if (!store) throw refuse({ StoreID: UNKNOWN_STORE() });
      if (store.vatRate == null) throw refuse({ StoreID: staffOrderIssue('noVat') });
      const fields: FieldErrors = {};
      const items = await storeItems(tx, { storeId, store, vatRate: store.vatRate, lines: input.Items, now }, fields);
      if (Object.keys(fields).length) throw refuse(fields);

      const lines: BasketLine[] = items.map((item, i) => ({
        key: String(i).padStart(5, '0'),
        sku: item.sku,
        quantity: item.quantity,
        unitPrice: parseMinor(item.unitPrice) ?? 0,
        vatRate: store.vatHundredths,
        groupId: item.groupId ?? null,
        categories: item.categories ?? [],
        source: item.source ?? null,
      }));
      const subtotalMinor = lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
      const shipping = await cheapestShipping(tx, storeId, store, subtotalMinor);
      // The store's deals and this coupon (by its code), nothing else.
      const found = await promotionsFor(tx, { storeId, codes: [code], now, lock: false });
      const promotions = found.promotions.filter((p) => p.kind === 'coupon' && p.id === couponId);
      const priced = priceBasket({
        currency: store.currency,
        storeId,
        lines,
        fees: shipping ? [{ kind: 'shipping', net: shipping.fee }] : [],
        standardVatRate: store.vatHundredths,
        promotions,
        deals: found.deals,
        codes: [code],
        now,
      });

      const mine = (a: Adjustment) => a.kind === 'coupon' && a.id === couponId;
      const couponTook = priced.applied.filter(mine).reduce((s, a) => s + a.amount, 0);
      const refused = priced.refused.find((r) => r.code === normalCode(code));
      const coupon = promotions.find((p) => p.kind === 'coupon');
      const refusal: Refusal | null = couponTook > 0 ? null : (refused?.reason ?? 'nothingApplies');
      const fee = priced.fees.find((f) => f.kind === 'shipping');
      return {
        CouponID: couponId,
        Code: code,
        StoreID: storeId,
        Currency: store.currency,
        Applies: couponTook > 0,
        Reason: refusal && coupon ? couponTryReason(refusal, await reasonValues(tx, refusal, coupon, store.currency)) : null,
        Items: priced.lines.map((line, i) => {
          const others = line.adjustments.filter((a) => !mine(a));
          return {
            ProductID: input.Items[i].ProductID,
            SKU: line.sku,
            Name: items[i].name,
            Quantity: line.quantity,
            UnitPrice: formatMinor(line.unitPrice),
            CouponDiscount: formatMinor(sum(line.adjustments.filter(mine))),
            OtherDiscount: formatMinor(sum(others)),
            Others: others.map(quoted),
            LineTotal: formatMinor(line.net),
          };
        }),
        Shipping:
          shipping && fee
            ? {
                MethodID: shipping.id,
                Name: shipping.name,
                Fee: formatMinor(fee.charged),
                CouponDiscount: formatMinor(sum(fee.adjustments.filter(mine))),
                Charged: formatMinor(fee.net),
              }
            : null,
        Subtotal: formatMinor(priced.subtotal),
        CouponDiscount: formatMinor(couponTook),
        OtherDiscount: formatMinor(priced.discount - couponTook),
        VatAmount: formatMinor(priced.vatTotal),
        Total: formatMinor(priced.total),
      };
    },
    { accessMode: 'read only' },
  );
}
