/**
 * Billing as the app assembles it (server/features.ts): the invoices' payment action, the print runs' making and the
 * invoice e-mail queue's job; the subscriptions' and the reminders' parts; and billing's demo data (subscriptions,
 * invoices, reminders, in that order).
 */
import { ErrorCode } from '../../../domain/errors';
import type { ResourceHooks } from '../../../../server/resources/hooks';
import { ApiFailure } from '../../../../server/http/errors';
import { INVOICE_EMAIL_JOB, invoiceEmailJob } from './email-queue';
import { invoicePaid } from './payments';
import { printRunHooks } from './print-runs';
import * as schema from './schema';
import { remindersFeature } from './reminders-feature';
import { subscriptionsFeature } from './subscriptions/feature';
import type { DemoContext } from '../../../../server/demo/context';
import type { Tx } from '../../../../server/db/types';
import { seedSubscriptions } from './demo/subscriptions';
import { seedInvoices } from './demo/invoices';
import { seedInvoiceReminders } from './demo/reminders';
import { reminderRoutes } from './reminders-routes';
import { invoiceRoutes } from './routes';

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
  routes: () => ({ shop: [...reminderRoutes(), ...invoiceRoutes()] }),
  hooks: { invoices: invoiceHooks, 'print-runs': printRunHooks, ...subscriptionsFeature.hooks, ...remindersFeature.hooks },
  jobs: { [INVOICE_EMAIL_JOB]: invoiceEmailJob, ...subscriptionsFeature.jobs, ...remindersFeature.jobs },
  schedules: [...subscriptionsFeature.schedules, ...remindersFeature.schedules],
  schema,
  async demo(tx: Tx, context: DemoContext) {
    await seedSubscriptions(tx, context);
    await seedInvoices(tx, context);
    await seedInvoiceReminders(tx, context);
  },
};
