/**
 * Invoice reminders as the app assembles them (server/features.ts): the reminders' moves, the thresholds' setting
 * (saving it recomputes the notices), the scheduled run's job and the reminder e-mails' job.
 */
import { reminderHooks, thresholdHooks } from './reminders-hooks';
import { REMINDER_MAIL_JOB, reminderMailJob } from './reminders-mail';
import { REMINDER_RUN_JOB, reminderRunJob } from './reminders-run';

export const remindersFeature = {
  hooks: {
    'invoice-reminders': reminderHooks,
    'invoice-reminder-thresholds': thresholdHooks,
  },
  jobs: { [REMINDER_RUN_JOB]: reminderRunJob, [REMINDER_MAIL_JOB]: reminderMailJob },
};
