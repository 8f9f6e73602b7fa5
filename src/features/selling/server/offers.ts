/**
 * Offers on the server (issue 31 §3; declarations ../resources/offers.ts and offer-items.ts): priced by the staff
 * order's quote with each line's agreed price (server/orders/staff.ts `quoteStaffOrder`, the one money model), so an
 * offer shows what its order will cost and its confirmation places exactly that order through the staff order's path.
 * - The offer's own write takes the customer's store and currency, its last day (30 days on when empty), and prices
 *   it again with its lines; a code that does not apply is refused (40001 on Codes). A line takes its product's SKU,
 *   name and the customer's price (its list price, and the agreed price when none is given); a line written or
 *   deleted prices its offer again. Changes are made while the offer is a Draft.
 * - The moves' effects: sent (the PDF to the customer's address through the outbox), confirmed (the order placed and
 *   linked), cancelled (the reason kept). Choices: docs/decisions.md "Offers".
 */
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import { orderAmounts } from '../../../domain/orders/totals';
import { ORDER_EVENT_MESSAGES } from '../../../domain/orders/event-messages';
import type { ResourceRecord } from '../../../domain/resources/types';
import { issueOf, type FieldErrors } from '../../../domain/validation';
import { valueText } from '../../../domain/value-text';
import { OFFER_VALID_DAYS, OfferStatus, SENT_CHANGES, daysAfter, shopDay } from '../domain/offers';
import { columnsOf, customers } from '../../../../server/db/schema';
import type { Executor, Tx } from '../../../../server/db/types';
import { ApiFailure, badRequest, ERROR_TEXT } from '../../../../server/http/errors';
import { storePricing } from '../../../../server/orders/fees';
import { placeAndConfirm, storeItems, type Priced } from '../../../../server/orders/staff';
import type {
  ActionOutcome,
  AfterWriteContext,
  EffectContext,
  HookContext,
  ResourceHooks,
  WriteContext,
} from '../../../../server/resources/hooks';
import { writeUpdate } from '../../../../server/resources/mutations';
import { versionedUpdates } from '../../../../server/resources/versioned-writes';
import { readRecord } from '../../../../server/resources/records';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { offerItems, offers } from './schema';
import { linesOf, movable, quoteOffer, refuseRefused, type OfferLine } from './offer-pricing';
import { sendOffer } from './offer-document';

/** Who writes the lines' new parts, so that their Versions move on and each is audited (absent: the demo's seed). */
interface LineWriter {
  resources: ResourceRegistry;
  actorId: number;
  now: Date;
}

/**
 * The offer's money as priced, and each line's part written to the lines whose part changed (a new Version each when
 * a colleague's write moved them; `skip` is the line being written, whose own values carry its part). Each line's
 * rules behind its discount are kept beside it (derived as its Discount is, so without a Version of their own), to
 * explain its price (server/orders/line-prices.ts).
 */
async function writePrices(
  tx: Executor,
  lines: readonly OfferLine[],
  priced: Priced,
  writer?: LineWriter,
  skip?: number,
): Promise<Record<string, string>> {
  const I = columnsOf(offerItems);
  for (const [index, line] of lines.entries()) {
    const quoted = priced.quote.Items[index];
    if (!quoted) continue;
    const rules = priced.priced.lines[index]?.adjustments ?? [];
    if (JSON.stringify(line.Adjustments ?? []) !== JSON.stringify(rules))
      await tx
        .update(offerItems)
        .set({ Adjustments: rules })
        .where(eq(I.ID, Number(line.ID)));
    if (Number(line.ID) === skip) continue;
    if (valueText(line.Discount ?? '') === quoted.Discount) continue;
    const set = { Discount: quoted.Discount };
    if (writer) {
      const binding = writer.resources.bindingOf('offer-items');
      await versionedUpdates(tx, binding, {
        where: eq(binding.columns.ID, Number(line.ID)),
        set,
        action: 'update',
        actorId: writer.actorId,
        now: writer.now,
      });
    } else
      await tx
        .update(offerItems)
        .set(set)
        .where(eq(I.ID, Number(line.ID)));
  }
  const { Subtotal, Discount, ShippingFee, PaymentFee, VatAmount, Total } = orderAmounts(priced.priced);
  return { Subtotal, Discount, ShippingFee, PaymentFee, VatAmount, Total };
}

const locked = () =>
  new ApiFailure(ErrorCode.Locked, `${ERROR_TEXT[ErrorCode.Locked]}: the offer is not a draft`, {
    Status: issueOf('resources.offers.onlyDraft', 'An offer is changed while it is a draft; a sent one takes a new last day and a note'),
  });

/** The offer's own write: its store and currency follow the customer, its last day is set, and it is priced again. */
async function beforeOfferWrite({ tx, resources, auth, mode, values, current, now }: WriteContext): Promise<void> {
  if (mode === 'update' && current) {
    const status = Number(current.Status);
    const changed = Object.keys(values).filter((key) => valueText(values[key] ?? '') !== valueText(current[key] ?? ''));
    const takes = status === OfferStatus.Draft || (status === OfferStatus.Sent && changed.every((key) => SENT_CHANGES.has(key)));
    if (!takes) throw locked();
  }
  const merged = { ...current, ...values };
  const [customer] = await tx
    .select({ storeId: columnsOf(customers).StoreID })
    .from(customers)
    .where(eq(columnsOf(customers).ID, Number(merged.CustomerID)));
  const store = customer ? await storePricing(tx, Number(customer.storeId)) : null;
  if (customer && store) Object.assign(values, { StoreID: Number(customer.storeId), Currency: store.currency });
  if (merged.ValidUntil == null || merged.ValidUntil === '') values.ValidUntil = daysAfter(shopDay(now), OFFER_VALID_DAYS);
  const lines = current ? await linesOf(tx, current.ID) : [];
  const priced = await quoteOffer(tx, merged, lines, now);
  // Without lines nothing applies yet: a code is judged once there is a basket (and again when sent and confirmed).
  if (lines.length) refuseRefused(priced);
  Object.assign(values, await writePrices(tx, lines, priced, { resources, actorId: auth.id, now }));
}

/**
 * The offer priced again from its lines as stored, written without a new Version (the demo's offers; an offer's own
 * writes go through its hooks). Answers the quote, with the codes it refused.
 */
export async function storeOfferPrices(tx: Executor, offer: Record<string, unknown> & { ID: number }, now: Date): Promise<Priced> {
  const lines = await linesOf(tx, offer.ID);
  const priced = await quoteOffer(tx, offer, lines, now);
  await tx
    .update(offers)
    .set(await writePrices(tx, lines, priced))
    .where(eq(columnsOf(offers).ID, offer.ID));
  return priced;
}

/** After a line was written or deleted: the offer priced again (a new Version) when its money changed. */
async function priceOfferAgain(context: HookContext, offerId: number, written?: number): Promise<void> {
  const binding = context.resources.bindingOf('offers');
  const offer = await readRecord(context.tx, binding, offerId);
  if (!offer) return;
  const lines = await linesOf(context.tx, offerId);
  const priced = await quoteOffer(context.tx, offer, lines, context.now);
  const writer = { resources: context.resources, actorId: context.auth.id, now: context.now };
  const values = await writePrices(context.tx, lines, priced, writer, written);
  if (Object.entries(values).every(([key, value]) => offer[key] === value)) return;
  await writeUpdate(context.tx, context, binding, offer, values);
}

/** A line takes its product's SKU and name (the store's language), the offer's currency and the customer's price. */
async function beforeLineWrite({ tx, mode, values, current, now }: WriteContext): Promise<void> {
  const merged = { ...current, ...values };
  const [offer] = await tx
    .select({ customerId: columnsOf(offers).CustomerID, storeId: columnsOf(offers).StoreID, currency: columnsOf(offers).Currency })
    .from(offers)
    .where(eq(columnsOf(offers).ID, Number(merged.OfferID)));
  if (!offer) return;
  values.Currency = offer.currency;
  const productChanged = mode === 'create' || Number(current?.ProductID) !== Number(merged.ProductID);
  if (!productChanged) return;
  const store = await storePricing(tx, Number(offer.storeId));
  if (!store) return;
  const fields: FieldErrors = {};
  const [item] = await storeItems(
    tx,
    { storeId: Number(offer.storeId), store, vatRate: '0.00', lines: [{ ProductID: Number(merged.ProductID), Quantity: 1 }], now },
    fields,
  );
  if (!item) throw badRequest({ ProductID: Object.values(fields)[0] }, 'the product cannot be offered');
  values.SKU = item.sku;
  values.Name = item.name;
  values.ListPrice = item.unitPrice;
  if (values.UnitPrice == null || values.UnitPrice === '') values.UnitPrice = item.unitPrice;
}

/** The line's own part of the offer as it will be, written with the line (the other lines' follow in afterWrite). */
async function linePart({ tx, values, current, now }: WriteContext, offerId: number): Promise<void> {
  const line = { ...current, ...values };
  const others = (await linesOf(tx, offerId)).filter((other) => current == null || Number(other.ID) !== current.ID);
  const [offer] = await tx
    .select()
    .from(offers)
    .where(eq(columnsOf(offers).ID, offerId));
  if (!offer) return;
  const priced = await quoteOffer(tx, offer, [...others, line], now);
  const own = priced.quote.Items[others.length];
  if (own) values.Discount = own.Discount;
}

/**
 * The order of an offer the customer accepted: at the offer's prices, through the staff order's path (its checks,
 * its confirmation to the customer, the order event naming the offer), linked both ways. 40001 when a code no
 * longer applies (a coupon used up since); the offer's status is its caller's.
 */
export async function placeOfferOrder(
  tx: Tx,
  resources: ResourceRegistry,
  offer: ResourceRecord,
  { now, actorId }: { now: Date; actorId: number },
): Promise<ResourceRecord> {
  const lines = await movable(tx, offer, now);
  const priced = await quoteOffer(tx, offer, lines, now, { placing: true });
  refuseRefused(priced);
  const order = await placeAndConfirm(tx, resources, priced, {
    now,
    actorId,
    event: { kind: 'offerConfirmed', code: { id: ORDER_EVENT_MESSAGES.placedFromOffer, values: { offer: valueText(offer.Number) } } },
  });
  // The offer keeps the money its order was placed at (a deal that ended since its last pricing shows here too).
  const amounts = await writePrices(tx, lines, priced);
  await tx
    .update(offers)
    .set({ OrderID: order.ID, ConfirmedAt: now, ...amounts })
    .where(eq(columnsOf(offers).ID, offer.ID));
  return order;
}

/** The customer said yes: the order placed, answered with its id and number (the move's message names it). */
async function confirmed({ tx, resources, record, auth, now }: EffectContext): Promise<ActionOutcome> {
  const order = await placeOfferOrder(tx, resources, record, { now, actorId: auth.id });
  return { OrderID: order.ID, Number: valueText(order.Number) };
}

/** Cancelled by a colleague, with the reason given. */
async function cancelled({ tx, record, now, input }: EffectContext): Promise<void> {
  await tx
    .update(offers)
    .set({ CancelledAt: now, CancelReason: valueText(input?.Reason ?? '') })
    .where(eq(columnsOf(offers).ID, record.ID));
}

export const offerHooks: ResourceHooks = {
  beforeWrite: beforeOfferWrite,
  effects: {
    offerSent: sendOffer,
    offerConfirmed: confirmed,
    offerCancelled: cancelled,
  },
};

export const offerItemHooks: ResourceHooks = {
  computed: {
    LineTotal: (row) => sql`(${row.Quantity} * ${row.UnitPrice} - coalesce(${row.Discount}, 0))::numeric(14, 2)`,
  },
  async beforeWrite(context) {
    await beforeLineWrite(context);
    await linePart(context, Number(context.values.OfferID ?? context.current?.OfferID));
  },
  async afterWrite(context: AfterWriteContext) {
    await priceOfferAgain(context, Number(context.record.OfferID), context.record.ID);
  },
  async afterDelete(context) {
    for (const offerId of new Set(context.records.map((record) => Number(record.OfferID)))) await priceOfferAgain(context, offerId);
  },
};
