/** Outgoing e-mail (server/mail): the outbox and its delivery. */
import { defineFeature } from '../../domain/feature';
import { outbox } from '../../domain/resources/shop/outbox';

export const mailFeature = defineFeature({
  name: 'mail',
  resources: [outbox],
  menu: [{ area: 'shop', rank: 240, resource: 'outbox' }],
  jobs: [{ value: 'mail-delivery', label: 'enums.jobKind.mailDelivery' }],
  errors: {
    /** No active e-mail template of the type for the store, nor one for every store. */
    MailTemplateMissing: { code: 42201, message: 'errors.mailTemplateMissing' },
  },
});
