/** Outgoing e-mail as the app assembles it (server/features.ts): the outbox's hooks and the delivery job. */
import { MAIL_JOB } from './constants';
import { mailDeliveryJob } from './deliver';
import { outboxHooks } from './hooks';

export const mailFeature = {
  hooks: { outbox: outboxHooks },
  jobs: { [MAIL_JOB]: mailDeliveryJob },
};
