/**
 * Invoice reminders as the app assembles them (server/features.ts): the reminders' moves, the thresholds' setting
 * (saving it recomputes the notices), the scheduled run's job and the reminder e-mails' job.
 */
import type { Schedule } from '../../../../server/jobs/schedules';
import { reminderHooks, thresholdHooks } from './reminders-hooks';
import { REMINDER_MAIL_JOB, reminderMailJob } from './reminders-mail';
import { REMINDER_RUN_JOB, reminderRunJob } from './reminders-run';

/**
 * The ladder runs every hour: its steps are counted in days, so an hour's delay is nothing to the customer, and a
 * reminder that became due in the night has gone out before the office opens (docs/decisions.md "Billing: reminders").
 */
const REMINDER_RUN_SCHEDULE: Schedule = { kind: REMINDER_RUN_JOB, title: 'Invoice reminder run', every: { minutes: 60 } };

export const remindersFeature = {
  hooks: {
    'invoice-reminders': reminderHooks,
    'invoice-reminder-thresholds': thresholdHooks,
  },
  jobs: { [REMINDER_RUN_JOB]: reminderRunJob, [REMINDER_MAIL_JOB]: reminderMailJob },
  schedules: [REMINDER_RUN_SCHEDULE],
};
