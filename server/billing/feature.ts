/**
 * Billing as the app assembles it (server/features.ts): the invoices' payment action, the print runs' making, and
 * the invoice e-mail queue's job.
 */
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceHooks } from '../resources/hooks';
import { ApiFailure } from '../http/errors';
import { INVOICE_EMAIL_JOB, invoiceEmailJob } from './email-queue';
import { invoicePaid } from './payments';
import { printRunHooks } from './print-runs';

const invoiceHooks: ResourceHooks = {
  effects: {
    async registerPayment({ tx, resources, auth, now, record, input }) {
      if (!input) throw new ApiFailure(ErrorCode.BadRequest);
      await invoicePaid(tx, resources, {
        invoiceId: record.ID,
        amount: String(input.Amount),
        paidOn: String(input.PaidOn),
        actorId: auth.id,
        now,
      });
    },
  },
};

export const billingFeature = {
  hooks: { invoices: invoiceHooks, 'print-runs': printRunHooks },
  jobs: { [INVOICE_EMAIL_JOB]: invoiceEmailJob },
};
