/**
 * Shop content as the app assembles it (server/features.ts): newsletters (their schedule and send, the job that
 * mails them) and redirects (the target's address). The storefront's unsubscribe route is mounted by the app
 * (routes.ts).
 */
import { NEWSLETTER_JOB, newsletterSendJob } from './newsletter-send';
import { newsletterHooks } from './newsletters';
import { redirectHooks } from './redirects';
import { contentStorefrontRoutes } from './routes';
import { productPrintRoutes, shopPrintRoutes } from '../prints/routes';

export const contentFeature = {
  // The print templates' previews and the records' printed documents (server/prints), and the newsletters' unsubscribe.
  routes: () => ({ shop: shopPrintRoutes(), product: productPrintRoutes(), storefront: contentStorefrontRoutes() }),
  hooks: { newsletters: newsletterHooks, redirects: redirectHooks },
  jobs: { [NEWSLETTER_JOB]: newsletterSendJob },
};
