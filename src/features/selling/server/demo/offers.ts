/**
 * Demo offers (issue 31 §5: "a few hundred offers in every status"): 240 quotations to customers of every store with
 * a full address, made over the last two months, each of one to five products its store sells, every third line at
 * an agreed price a tenth below the list, every fifth offer with a coupon code that applies. Priced by the offers' own
 * pricing (the staff order's quote), so what is stored is what the money model says.
 * - By twelfths: four Draft, three Sent (still valid), two Confirmed (their orders placed through the staff order's
 *   path at the offer's prices, on the day they were accepted), two Cancelled by a colleague with a reason, one Sent
 *   and then expired (cancelled by the expiry job with "expired").
 */
import { eq, sql } from 'drizzle-orm';
import { OFFER_EXPIRED, OfferStatus, daysAfter, shopDay } from '../../domain/offers';
import { formatMinor, parseMinor } from '../../../../domain/money';
import { ProductStatus } from '../../../../domain/resources/product/products';
import { rowsOf } from '../../../../../server/db/recordset';
import { columnsOf } from '../../../../../server/db/schema';
import type { Tx } from '../../../../../server/db/types';
import type { DemoContext } from '../../../../../server/demo/context';
import { storePricing } from '../../../../../server/orders/fees';
import { storeItems } from '../../../../../server/orders/staff';
import { readRecord } from '../../../../../server/resources/records';
import { placeOfferOrder, storeOfferPrices } from '../offers';
import { offerItems, offers } from '../schema';

const COUNT = 240;
const DAY = 86_400_000;

const CANCEL_REASONS = [
  'Kunden valde en annan leverantör',
  'Kunden vill vänta till nästa kvartal',
  'Fel modell: ny offert skickad',
  'Kunden beställde själv i butiken',
];

const NOTES = [
  'Pris enligt samtal med inköpsansvarig. Leverans inom 3–5 arbetsdagar.',
  'Volympris för skolans klassuppsättning.',
  null,
  'Priset gäller vid beställning av hela offerten.',
  null,
];

/** What each twelfth of the offers becomes. */
const FATES = [
  'draft',
  'draft',
  'draft',
  'draft',
  'sent',
  'sent',
  'sent',
  'confirmed',
  'confirmed',
  'cancelled',
  'cancelled',
  'expired',
] as const;

interface Candidate {
  customer: number;
  store: number;
  shipping: number;
  payment: number;
}

export async function seedOffers(tx: Tx, { now, userIds, resources }: DemoContext): Promise<void> {
  // Customers with an address to deliver to, one store's methods each; spread over the stores.
  const candidates = rowsOf<Candidate>(
    await tx.execute(sql`
      select c.id as customer, c.store_id as store, sm.id as shipping, pm.id as payment
      from (
        select c.*, row_number() over (partition by c.store_id order by md5(c.id::text)) as k
        from customers c
        where c.merged_into_id is null and c.address1 is not null and c.postal_code is not null and c.country is not null
      ) c
      cross join lateral (select id from shipping_methods s where s.active and c.store_id = any(s.stores) order by s.id limit 1) sm
      cross join lateral (select id from payment_methods p where p.active and c.store_id = any(p.stores) order by p.id limit 1) pm
      where c.k <= ${COUNT}
      order by c.k, c.store_id
      limit ${COUNT}`),
  );
  if (!candidates.length) return;
  // The products each store's orders sold most, to offer from.
  const sold = rowsOf<{ store: number; product: number }>(
    await tx.execute(sql`
      select w.store_id as store, w.product_id as product from (
        select o.store_id, oi.product_id, row_number() over (partition by o.store_id order by count(*) desc, oi.product_id) as k
        from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
        where p.status = ${ProductStatus.ForSale}
        group by o.store_id, oi.product_id
      ) w where w.k <= 60 order by w.store_id, w.k`),
  );
  const productsOf = new Map<number, number[]>();
  for (const row of sold) productsOf.set(Number(row.store), [...(productsOf.get(Number(row.store)) ?? []), Number(row.product)]);
  const codesOf = new Map(
    rowsOf<{ store: number | null; code: string }>(
      await tx.execute(sql`
        select distinct on (coalesce(store_id, 0)) store_id as store, code from coupons
        where not auto_apply and code is not null and usage_limit is null and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
          and starts_at < ${now.toISOString()}::timestamptz - interval '60 days'
        order by coalesce(store_id, 0), id`),
    ).map((row) => [row.store == null ? 0 : Number(row.store), row.code]),
  );

  const O = columnsOf(offers);
  for (const [n, candidate] of candidates.entries()) {
    const fate = FATES[n % FATES.length];
    const storeId = Number(candidate.store);
    const offered = productsOf.get(storeId) ?? [];
    const store = await storePricing(tx, storeId);
    if (!offered.length || !store) continue;
    // An expired offer was made long enough ago for its 30 days to have passed.
    // Drafts and offers out with the customer were made within the last 25 days, so they still hold.
    const ago = fate === 'expired' ? 40 + (n % 15) : fate === 'draft' || fate === 'sent' ? 2 + (n % 24) : 2 + ((n * 7) % 58);
    const made = new Date(now.getTime() - ago * DAY);
    const madeDay = shopDay(made);
    const validUntil = daysAfter(madeDay, fate === 'expired' ? 30 : 30 + (n % 3) * 15);
    const code = n % 5 === 0 ? (codesOf.get(storeId) ?? codesOf.get(0) ?? null) : null;
    const [inserted] = await tx
      .insert(offers)
      .values({
        CustomerID: Number(candidate.customer),
        StoreID: storeId,
        Currency: store.currency,
        Status: OfferStatus.Draft,
        ValidUntil: validUntil,
        ShippingMethodID: Number(candidate.shipping),
        PaymentMethodID: Number(candidate.payment),
        Codes: code,
        Note: NOTES[n % NOTES.length],
        CreatedAt: made,
        UpdatedAt: made,
      })
      .returning({ ID: O.ID });
    const offerId = Number(inserted.ID);
    const binding = resources.bindingOf('offers');
    const count = 1 + (n % 5);
    const picked = [...new Set(Array.from({ length: count }, (_, k) => offered[(n * 13 + k * 7) % offered.length]))];
    const lines = await storeItems(
      tx,
      { storeId, store, vatRate: store.vatRate ?? '0.00', lines: picked.map((ProductID) => ({ ProductID, Quantity: 1 })), now: made },
      {},
    );
    if (!lines.length) continue;
    await tx.insert(offerItems).values(
      lines.map((line, k) => {
        const list = parseMinor(line.unitPrice) ?? 0;
        return {
          OfferID: offerId,
          ProductID: Number(line.productId),
          SKU: line.sku,
          Name: line.name,
          Quantity: 1 + ((n + k) % 4) * ((n + k) % 3),
          Currency: store.currency,
          ListPrice: line.unitPrice,
          // Every third line at a price agreed a tenth below the list.
          UnitPrice: (n + k) % 3 === 0 ? formatMinor(Math.round(list * 0.9)) : line.unitPrice,
          CreatedAt: made,
          UpdatedAt: made,
        };
      }),
    );
    const priced = await storeOfferPrices(tx, (await readRecord(tx, binding, offerId))!, made);
    // A code the money model refuses for this basket is not kept on it.
    if (priced.quote.Refused.length) {
      await tx.update(offers).set({ Codes: null }).where(eq(O.ID, offerId));
      await storeOfferPrices(tx, (await readRecord(tx, binding, offerId))!, made);
    }
    if (fate === 'draft') continue;
    const sentAt = new Date(made.getTime() + 3_600_000);
    await tx.update(offers).set({ Status: OfferStatus.Sent, SentAt: sentAt }).where(eq(O.ID, offerId));
    if (fate === 'sent') continue;
    // Accepted or cancelled some days after it went out; an expired one the night after its last day (the job).
    const decided =
      fate === 'expired'
        ? new Date(`${daysAfter(validUntil, 1)}T00:30:00Z`)
        : new Date(Math.min(sentAt.getTime() + (1 + (n % 6)) * DAY, now.getTime() - 3_600_000));
    if (fate === 'confirmed') {
      const offer = (await readRecord(tx, binding, offerId))!;
      await placeOfferOrder(tx, resources, offer, { now: decided, actorId: userIds.manager });
      await tx.update(offers).set({ Status: OfferStatus.Confirmed }).where(eq(O.ID, offerId));
      continue;
    }
    const reason = fate === 'expired' ? OFFER_EXPIRED : CANCEL_REASONS[n % CANCEL_REASONS.length];
    await tx.update(offers).set({ Status: OfferStatus.Cancelled, CancelledAt: decided, CancelReason: reason }).where(eq(O.ID, offerId));
  }
}
