/**
 * The outbox resource's server part (src/domain/resources/shop/outbox.ts): "Send again" moves a failed
 * message back to `queued` through the engine (version, audit), and its effect `deliver`, in the same
 * transaction, enqueues a new delivery job (the last error stays until it is sent). A process without an
 * SMTP server that runs the job fails the message at once, saying so (deliver.ts).
 */
import type { EffectContext, ResourceHooks } from '../resources/hooks';
import { enqueueDelivery } from './queue';

async function deliver({ tx, resources, auth, record }: EffectContext): Promise<void> {
  await enqueueDelivery(tx, resources, record.ID, String(record.Subject), auth.id);
}

export const outboxHooks: ResourceHooks = {
  effects: { deliver },
};
