/**
 * Shop content as the app assembles it (server/features.ts): newsletters (their schedule and send, the job that
 * mails them) and redirects (the target's address). The storefront's unsubscribe route is mounted by the app
 * (routes.ts).
 */
import { NEWSLETTER_JOB, newsletterSendJob } from './newsletter-send';
import { newsletterHooks } from './newsletters';
import { redirectHooks } from './redirects';

export const contentFeature = {
  hooks: { newsletters: newsletterHooks, redirects: redirectHooks },
  jobs: { [NEWSLETTER_JOB]: newsletterSendJob },
};
