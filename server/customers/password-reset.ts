/**
 * "Send forgot password" (issue 9 §5): staff with `update customer` queue the storefront's password reset
 * e-mail (template type 5) to the customer, in the customer's store and language, with a link into that
 * store's domain (https://{domain}/reset-password?token=…). The token is the login links' machinery
 * (login-links.ts): a row of customer_login_links with purpose `password-reset`, its id and expiry signed
 * with HMAC-SHA256 under the server's key for that purpose, so a reset token is never accepted as a login
 * link nor the other way round; it lives PASSWORD_RESET_TTL_MS and is consumed by its first redemption. The
 * storefront redeems it (`POST /api/storefront/password-resets/redeem`) to learn whose password to set; the
 * password itself is the storefront's. The action is the customers' declared `send-password-reset`, audited
 * by the engine on the customer's history, the e-mail on the outbox's.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { issueOf } from '../../src/domain/validation';
import { customerLoginLinks, stores } from '../db/schema';
import type { Executor } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { queueTemplatedMail } from '../mail';
import type { ActionEffect } from '../resources/hooks';
import { tokenOf } from './login-links';
import { valueText } from '../../src/domain/value-text';

/** How long a reset link works: an hour, time to find the e-mail. */
const PASSWORD_RESET_TTL_MS = 60 * 60_000;

interface QueuedReset {
  message: ResourceRecord;
  to: string;
  expiresAt: Date;
}

/**
 * Issues a one-time reset link for the customer and queues template 5 with it, in the caller's transaction.
 * A customer without an e-mail: 40001 naming Email; merged away: 40901; no active template: 42201.
 */
async function queuePasswordReset(
  tx: Executor,
  resources: ResourceRegistry,
  secret: string,
  customer: ResourceRecord,
  actorId: number,
  now: Date,
): Promise<QueuedReset> {
  // A merged-away customer is only a pointer: its account is the survivor's.
  if (customer.MergedIntoID != null)
    throw new ApiFailure(ErrorCode.Conflict, 'The customer was merged into another customer; send it to that one');
  const email = typeof customer.Email === 'string' ? customer.Email.trim() : '';
  if (!email) {
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the customer has no e-mail address`, {
      Email: issueOf('resources.customers.invalid.noEmail', 'The customer has no e-mail address to send it to'),
    });
  }
  const storeId = Number(customer.StoreID);
  const [store] = await tx.select({ name: stores.name, domain: stores.domain }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new ApiFailure(ErrorCode.BadRequest);
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  const [link] = await tx
    .insert(customerLoginLinks)
    .values({
      customerId: customer.ID,
      storeId,
      createdBy: actorId || null,
      expiresAt,
      purpose: 'password-reset',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customerLoginLinks.id });
  const url = `https://${store.domain}/reset-password?token=${encodeURIComponent(tokenOf(secret, link.id, expiresAt, 'password-reset'))}`;
  const message = await queueTemplatedMail(tx, resources, {
    templateType: EmailTemplateType.PasswordReset,
    storeId,
    locale: valueText(customer.Locale ?? 'sv'),
    to: email,
    values: {
      customer: {
        firstName: (customer.FirstName as string | null) ?? null,
        lastName: (customer.LastName as string | null) ?? null,
        name: valueText(customer.Name ?? ''),
        email,
      },
      store: { name: store.name, url: `https://${store.domain}` },
      reset: { url, expiresInMinutes: PASSWORD_RESET_TTL_MS / 60_000 },
    },
    about: { entity: 'customers', id: customer.ID },
    createdBy: actorId || null,
  });
  return { message, to: String(message.To), expiresAt };
}

/** The customers' `send-password-reset` effect: queues the e-mail and reports it (the flash names the address). */
export const passwordResetSent: ActionEffect = async ({ tx, resources, auth, now, record, signingKey }) => {
  if (!signingKey) throw new ApiFailure(ErrorCode.Internal, 'The signing key is not configured');
  const { message, to, expiresAt } = await queuePasswordReset(tx, resources, signingKey, record, auth.id, now);
  return {
    OutboxID: message.ID,
    To: to,
    Subject: String(message.Subject),
    Status: String(message.Status),
    ExpiresAt: expiresAt.toISOString(),
  };
};
