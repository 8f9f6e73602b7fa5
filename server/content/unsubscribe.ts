/**
 * A newsletter's unsubscribe link (docs/decisions.md "Newsletters"): every message carries the link of its
 * recipient, https://{store domain}/newsletter/unsubscribe?token=…, in its body and as List-Unsubscribe. The token
 * names the customer and the newsletter, signed with HMAC-SHA256 under the server's key for this purpose only (a
 * login or reset link's signature never passes for it, nor the reverse). It has no expiry and no row: an
 * unsubscribe link must keep working as long as the e-mail is kept, and redeeming it twice does no harm. The
 * storefront redeems it (`POST /api/storefront/newsletter-unsubscribes/redeem { token }`, public like the login
 * links'), also for a mail client's one-click POST: the customer's newsletter consent goes off, with the other
 * customers of the same address in the store group (the address asked to stop, whichever account it is), each
 * audited on the customer by the anonymous caller.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import { valueText } from '../../src/domain/value-text';
import { customers, stores, columnsOf } from '../db/schema';
import type { Db } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceRegistry } from '../resources/binding';
import { writeUpdate } from '../resources/mutations';
import { recordSelection, toRecord } from '../resources/records';

const C = columnsOf(customers);

const PURPOSE = 'newsletter-unsubscribe';
/** Hops along merged customers to the one that is kept (merges make short chains). */
const MAX_MERGE_HOPS = 5;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');

/** The token of one recipient's link: the customer and the newsletter, signed. */
export function unsubscribeToken(secret: string, customerId: number, newsletterId: number): string {
  const payload = Buffer.from(JSON.stringify({ c: customerId, n: newsletterId })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The link in a message to a customer of the store at `domain`. */
export function unsubscribeUrl(domain: string, token: string): string {
  return `https://${domain}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** What a token names when its signature holds; null for anything else. */
function claimsOf(secret: string, token: string): { customerId: number; newsletterId: number } | null {
  if (token.length > 512) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { c, n } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c: unknown; n: unknown };
    return Number.isSafeInteger(c) && Number.isSafeInteger(n) ? { customerId: c as number, newsletterId: n as number } : null;
  } catch {
    return null;
  }
}

export interface Unsubscribed {
  storeId: number;
  email: string;
  /** Customers whose consent went off now (0 when the address had already left). */
  unsubscribed: number;
}

/** The storefront's caller: nobody signed in (the history says "anonymous"). */
const ANONYMOUS = { id: null as unknown as number, role: 0, secret: false, tfa: false, exp: 0 } satisfies TokenPayload;

/**
 * Redeems an unsubscribe token: 40001 naming `token` when none is given, 40101 for one whose signature fails or
 * whose customer is gone. Redeeming it again answers the same with nothing more to switch off.
 */
export async function redeemUnsubscribe(
  db: Db,
  resources: ResourceRegistry,
  secret: string,
  token: unknown,
  now: Date,
): Promise<Unsubscribed> {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], {
      token: { id: 'validation.required', message: 'Value is required' },
    });
  }
  const claims = claimsOf(secret, token.trim());
  if (!claims) throw new ApiFailure(ErrorCode.NotAuthenticated);
  const binding = resources.bindingOf('customers');
  return db.transaction(async (tx) => {
    // A customer merged away since: the one it lives on in.
    let customerId = claims.customerId;
    let customer: { email: string; storeId: number; mergedInto: number | null } | undefined;
    for (let hop = 0; hop <= MAX_MERGE_HOPS; hop++) {
      const [row] = await tx
        .select({ email: C.Email, storeId: C.StoreID, mergedInto: C.MergedIntoID })
        .from(customers)
        .where(eq(C.ID, customerId));
      customer = row && {
        email: valueText(row.email),
        storeId: Number(row.storeId),
        mergedInto: row.mergedInto == null ? null : Number(row.mergedInto),
      };
      if (!customer?.mergedInto) break;
      customerId = customer.mergedInto;
    }
    if (!customer) throw new ApiFailure(ErrorCode.NotAuthenticated);
    const email = customer.email.trim().toLowerCase();
    const [store] = await tx.select({ group: stores.storeGroupId }).from(stores).where(eq(stores.id, customer.storeId));
    const groupStores = tx.select({ id: stores.id }).from(stores).where(eq(stores.storeGroupId, store.group));
    const rows = await tx
      .select(recordSelection(binding))
      .from(customers)
      .where(
        and(
          sql`lower(${C.Email}) = ${email}`,
          inArray(C.StoreID, groupStores),
          eq(C.NewsletterConsent, true),
          sql`${C.MergedIntoID} is null`,
        ),
      )
      .orderBy(C.ID)
      .for('update');
    for (const row of rows) {
      const current = toRecord(row);
      await writeUpdate(tx, { auth: ANONYMOUS, now }, binding, current, { NewsletterConsent: false }, [], {
        action: 'newsletter-unsubscribed',
        input: { NewsletterID: claims.newsletterId },
      });
    }
    // What the storefront shows: which address left which store's list.
    return { storeId: customer.storeId, email, unsubscribed: rows.length };
  });
}
