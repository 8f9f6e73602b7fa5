/** Outgoing e-mail as the app assembles it (server/features.ts): the outbox's hooks and the delivery job. */
import { MAIL_JOB } from './constants';
import { mailDeliveryJob } from './deliver';
import { outboxHooks } from './hooks';
import { outboxRoutes } from './routes';

export const mailFeature = {
  routes: () => ({ shop: outboxRoutes() }),
  hooks: { outbox: outboxHooks },
  jobs: { [MAIL_JOB]: mailDeliveryJob },
};
