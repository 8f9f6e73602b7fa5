/**
 * Returns as the app assembles them (server/features.ts): the hooks of returns and chargebacks, the job that makes
 * a decision's effects after its undo window, and the refund job.
 */
import { DECISION_JOB, returnHooks } from './approval';
import { decisionJob } from './decision';
import { chargebackHooks, REFUND_JOB, refundJob } from './chargebacks';

export const returnsFeature = {
  hooks: { returns: returnHooks, chargebacks: chargebackHooks },
  jobs: { [REFUND_JOB]: refundJob, [DECISION_JOB]: decisionJob },
};
