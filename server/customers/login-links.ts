/**
 * "Log in as customer" (issue 9 §5): staff with `update customer` get a one-time link into the customer's
 * storefront (https://{store domain}/login-as?token=…). The token is the link row's id and expiry, signed
 * with HMAC-SHA256 under the server's signing key, so a storefront cannot be handed a made-up one; it lives
 * LOGIN_LINK_TTL_MS (five minutes) and is consumed by its first redemption, atomically (an UPDATE that only
 * matches an unused, unexpired row), so a second use and an expired one are refused alike. Both the issue
 * and the redemption are audited on the customer. The same rows and signing serve the password reset links
 * (password-reset.ts), with their own purpose signed in and kept on the row, so neither redeems as the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import { auditResource } from '../resources/audit-values';
import { readRecord } from '../resources/records';
import type { ResourceRegistry } from '../resources/binding';
import { customerLoginLinks, customers, stores } from '../db/schema';
import type { Db } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';

/** How long a login link works. */
const LOGIN_LINK_TTL_MS = 5 * 60_000;

export interface LoginLink {
  url: string;
  expiresAt: string;
}

export interface RedeemedLogin {
  customerId: number;
  storeId: number;
  email: string;
}

/**
 * What a one-time link is for: a login as the customer, or a password reset (server/customers/password-reset.ts).
 * The purpose is signed into the token and kept on the row, so one is never redeemed as the other.
 */
export type LinkPurpose = 'login' | 'password-reset';

const sign = (secret: string, payload: string, purpose: LinkPurpose) =>
  createHmac('sha256', secret).update(`customer-${purpose}:${payload}`).digest('base64url');

/** The token of a link row: its id and expiry, signed for its purpose. */
export function tokenOf(secret: string, linkId: number, expiresAt: Date, purpose: LinkPurpose = 'login'): string {
  const payload = Buffer.from(JSON.stringify({ l: linkId, e: expiresAt.getTime() })).toString('base64url');
  return `${payload}.${sign(secret, payload, purpose)}`;
}

/** The link row a token names, when its signature for this purpose holds; null for anything else. */
function linkIdOf(secret: string, token: unknown, purpose: LinkPurpose): number | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload, purpose));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { l } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { l: unknown };
    return Number.isSafeInteger(l) ? (l as number) : null;
  } catch {
    return null;
  }
}

/** Issues a link into the customer's storefront, audited on the customer. 40401 for an unknown customer. */
export async function issueLoginLink(
  db: Db,
  resources: ResourceRegistry,
  secret: string,
  auth: TokenPayload,
  customerId: number,
  now: Date,
): Promise<LoginLink> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.ID, storeId: customers.StoreID, mergedInto: customers.MergedIntoID, domain: stores.domain })
      .from(customers)
      .innerJoin(stores, eq(stores.id, customers.StoreID))
      .where(eq(customers.ID, customerId));
    if (!customer) throw new ApiFailure(ErrorCode.NotFound);
    // A merged-away customer is only a pointer: nobody signs in as it.
    if (customer.mergedInto != null)
      throw new ApiFailure(ErrorCode.Conflict, 'The customer was merged into another customer; log in as that one');
    const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
    const [link] = await tx
      .insert(customerLoginLinks)
      .values({ customerId, storeId: customer.storeId, createdBy: auth.id, expiresAt, createdAt: now, updatedAt: now })
      .returning({ id: customerLoginLinks.id });
    const record = await readRecord(tx, resources.bindingOf('customers'), customerId);
    await auditResource(tx, auth, resources.bindingOf('customers'), {
      action: 'login-link',
      id: customerId,
      before: record,
      after: record,
      input: { LinkID: link.id, ExpiresAt: expiresAt.toISOString() },
    });
    const url = `https://${customer.domain}/login-as?token=${encodeURIComponent(tokenOf(secret, link.id, expiresAt))}`;
    return { url, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Consumes a link once: the customer it signs in as; 40001 naming `token` when none is given, 40101 for a
 * forged, used or expired one.
 */
export async function redeemLoginLink(
  db: Db,
  resources: ResourceRegistry,
  secret: string,
  token: unknown,
  now: Date,
): Promise<RedeemedLogin> {
  return redeemLink(db, resources, secret, token, now, 'login');
}

/**
 * Consumes a link of the purpose once (an UPDATE that matches only an unused, unexpired row of that
 * purpose), audited on the customer as `{purpose}-redeemed` (`login-link-redeemed` for a login).
 */
export async function redeemLink(
  db: Db,
  resources: ResourceRegistry,
  secret: string,
  token: unknown,
  now: Date,
  purpose: LinkPurpose,
): Promise<RedeemedLogin> {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], {
      token: { id: 'validation.required', message: 'Value is required' },
    });
  }
  const linkId = linkIdOf(secret, token, purpose);
  if (linkId === null) throw new ApiFailure(ErrorCode.NotAuthenticated);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(customerLoginLinks)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(customerLoginLinks.id, linkId),
          eq(customerLoginLinks.purpose, purpose),
          isNull(customerLoginLinks.usedAt),
          gt(customerLoginLinks.expiresAt, now),
        ),
      )
      .returning({ customerId: customerLoginLinks.customerId, storeId: customerLoginLinks.storeId });
    if (!used) throw new ApiFailure(ErrorCode.NotAuthenticated);
    const [customer] = await tx.select({ email: customers.Email }).from(customers).where(eq(customers.ID, used.customerId));
    const record = await readRecord(tx, resources.bindingOf('customers'), used.customerId);
    // The storefront redeems it, not a staff member: an anonymous caller in the history.
    const anonymous = { id: null as unknown as number, role: 0, secret: false, tfa: false, exp: 0 };
    await auditResource(tx, anonymous, resources.bindingOf('customers'), {
      action: purpose === 'login' ? 'login-link-redeemed' : `${purpose}-redeemed`,
      id: used.customerId,
      before: record,
      after: record,
      input: { LinkID: linkId },
    });
    return { customerId: used.customerId, storeId: used.storeId, email: customer.email };
  });
}
