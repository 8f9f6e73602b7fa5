/**
 * An offer priced as its order would be (issue 31 §3): the staff order's quote (server/orders/staff.ts
 * `quoteStaffOrder`, the one money model) with each line's agreed price, the customer's name and address as the
 * order's, and the offer's methods and codes. The offer's writes, its moves and its letter all price it here.
 */
import { asc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import type { ResourceRecord } from '../../../domain/resources/types';
import { badRequest, refusal } from '../../../../server/http/errors';
import { issueOf } from '../../../domain/validation';
import { parseMinor } from '../../../domain/money';
import type { StaffOrderAddress, StaffOrderInput } from '../../../domain/orders/staff-order';
import { valueText } from '../../../domain/value-text';
import { offerCodes, shopDay } from '../domain/offers';
import { columnsOf, customers } from '../../../../server/db/schema';
import type { Executor, Tx } from '../../../../server/db/types';
import { quoteStaffOrder, type AgreedPrice, type Priced } from '../../../../server/orders/staff';
import { offerItems } from './schema';

/** A line as stored (the table's properties: ID, ProductID, Quantity, UnitPrice, Discount, LineTotal, …). */
export type OfferLine = Record<string, unknown>;

/** An offer's lines as stored, in the order they were added. */
export async function linesOf(tx: Executor, offerId: number): Promise<OfferLine[]> {
  const I = columnsOf(offerItems);
  return tx.select().from(offerItems).where(eq(I.OfferID, offerId)).orderBy(asc(I.ID));
}

/** The customer's name and address, as the order's billing and delivery address. */
async function customerAddress(tx: Executor, customerId: number): Promise<StaffOrderAddress> {
  const C = columnsOf(customers);
  const [row] = await tx
    .select({
      Name: C.Name,
      Address1: C.Address1,
      Address2: C.Address2,
      PostalCode: C.PostalCode,
      Municipality: C.Municipality,
      City: C.City,
      Country: C.Country,
      Reference: C.Reference,
    })
    .from(customers)
    .where(eq(C.ID, customerId));
  const text = (value: unknown) => (value == null ? null : valueText(value));
  return {
    Name: text(row?.Name),
    Address1: text(row?.Address1),
    Address2: text(row?.Address2),
    PostalCode: text(row?.PostalCode),
    Municipality: text(row?.Municipality),
    City: text(row?.City),
    Country: text(row?.Country),
    Reference: text(row?.Reference),
  };
}

/**
 * The offer priced as its order would be placed: the customer, the methods and the codes of `offer`, its lines at
 * their agreed prices (a line without one at the customer's price). 40001 naming the field when it cannot be.
 */
export async function quoteOffer(
  tx: Executor,
  offer: Record<string, unknown>,
  lines: readonly OfferLine[],
  now: Date,
  options: { placing?: boolean } = {},
): Promise<Priced> {
  const address = await customerAddress(tx, Number(offer.CustomerID));
  const input: StaffOrderInput = {
    CustomerID: Number(offer.CustomerID),
    StoreID: null,
    ShippingMethodID: Number(offer.ShippingMethodID),
    PaymentMethodID: Number(offer.PaymentMethodID),
    Billing: address,
    Delivery: address,
    Note: offer.Note == null ? null : valueText(offer.Note),
    Items: lines.map((line) => ({ ProductID: Number(line.ProductID), Quantity: Number(line.Quantity) })),
    Codes: offerCodes(offer.Codes),
  };
  const agreed = lines.map((line): AgreedPrice | null => {
    const minor = parseMinor(line.UnitPrice);
    return minor == null ? null : { priceMinor: minor, source: { kind: 'offer', id: line.ID == null ? null : Number(line.ID) } };
  });
  return quoteStaffOrder(tx, input, now, { placing: options.placing, agreed });
}

/** The lines' prices of an offer, for the moves: the offer must have lines and its last day must not have passed. */
export async function movable(tx: Tx, record: ResourceRecord, now: Date): Promise<OfferLine[]> {
  const number = valueText(record.Number);
  const lines = await linesOf(tx, record.ID);
  if (lines.length === 0) throw refusal(ErrorCode.OfferEmpty, `${number} has no lines`, { number });
  const last = valueText(record.ValidUntil ?? '').slice(0, 10);
  if (last && last < shopDay(now)) throw refusal(ErrorCode.OfferExpired, `${number} was valid until ${last}`, { number, date: last });
  return lines;
}

/** A code that does not apply is refused, naming it and why (the colleague would promise the customer a discount). */
export function refuseRefused(priced: Priced): void {
  const [first] = priced.quote.Refused;
  if (!first) return;
  throw badRequest(
    {
      Codes: issueOf('resources.offers.codeRefused', `The code ${first.Code} does not apply: ${first.Reason}`, {
        code: first.Code,
        reason: first.Reason,
      }),
    },
    'a coupon does not apply',
  );
}
