/**
 * The outbox resource's server part (src/domain/resources/shop/outbox.ts): "Send again" moves a failed
 * message back to `queued` through the engine (version, audit), and its effect `deliver`, in the same
 * transaction, enqueues a new delivery job (the last error stays until it is sent). Without an SMTP server nothing could
 * send it: the move is refused with 50303.
 */
import { ErrorCode } from '../../src/domain/errors';
import { ApiFailure } from '../http/errors';
import type { EffectContext, ResourceHooks } from '../resources/hooks';
import { enqueueDelivery } from './queue';
import { mailSettings } from './settings';

async function deliver({ tx, auth, record }: EffectContext): Promise<void> {
  if (!mailSettings().smtpUrl) throw new ApiFailure(ErrorCode.MailNotConfigured);
  await enqueueDelivery(tx, record.ID, String(record.Subject), auth.id);
}

export const outboxHooks: ResourceHooks = {
  effects: { deliver },
};
