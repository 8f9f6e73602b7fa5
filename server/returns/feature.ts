/**
 * Returns as the app assembles them (server/features.ts): the hooks of returns and chargebacks (with their free
 * text, search.ts), the job that makes a decision's effects after its undo window, and the refund job.
 */
import { DECISION_JOB, returnHooks } from './approval';
import { decisionJob } from './decision';
import { chargebackHooks, REFUND_JOB, refundJob } from './chargebacks';
import { CHARGEBACK_TEXT_MATCHES, RETURN_TEXT_MATCHES } from './search';
import { returnRoutes } from './routes';

export const returnsFeature = {
  routes: () => ({ shop: returnRoutes() }),
  hooks: {
    returns: { ...returnHooks, textMatches: RETURN_TEXT_MATCHES },
    chargebacks: { ...chargebackHooks, textMatches: CHARGEBACK_TEXT_MATCHES },
  },
  jobs: { [REFUND_JOB]: refundJob, [DECISION_JOB]: decisionJob },
};
