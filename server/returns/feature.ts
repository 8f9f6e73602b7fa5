/** Returns as the app assembles them (server/features.ts): the hooks of returns and chargebacks, and the refund job. */
import { returnHooks } from './approval';
import { chargebackHooks, REFUND_JOB, refundJob } from './chargebacks';

export const returnsFeature = {
  hooks: { returns: returnHooks, chargebacks: chargebackHooks },
  jobs: { [REFUND_JOB]: refundJob },
};
