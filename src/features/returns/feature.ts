/** Returns (server/returns): returns and their items, chargebacks, the approval queue and the return settings. */
import { defineFeature } from '../../domain/feature';
import { returns } from '../../domain/resources/shop/returns';
import { returnItems } from '../../domain/resources/shop/return-items';
import { chargebacks } from '../../domain/resources/shop/chargebacks';
import { returnSettings } from '../../domain/resources/setting/return-settings';
import { returnReclaimThreshold } from '../../domain/resources/setting/return-reclaim-threshold';

export const returnsFeature = defineFeature({
  name: 'returns',
  resources: [returns, returnItems, chargebacks, returnSettings, returnReclaimThreshold],
  menu: [
    { area: 'shop', rank: 30, resource: 'returns' },
    { area: 'shop', rank: 40, resource: 'chargebacks' },
    {
      area: 'shop',
      rank: 80,
      screens: [{ name: 'ShopReturnAudits', path: 'return-audits', kind: 'list', menu: true, requiresApproveReturns: true, goKey: 'a' }],
    },
    { area: 'setting', rank: 50, resource: 'return-reclaim-threshold' },
    { area: 'setting', rank: 130, resource: 'return-settings' },
  ],
  jobs: [
    { value: 'chargeback-refund', label: 'enums.jobKind.chargebackRefund' },
    { value: 'return-decision', label: 'enums.jobKind.returnDecision' },
  ],
  errors: {
    /** Four eyes: nobody approves or declines a return they created (server/returns/approval.ts). */
    OwnReturn: { code: 40303, message: 'errors.ownReturn' },
    /** A return decision's undo window has passed, or its effects already ran (server/returns/decision.ts). */
    UndoWindowClosed: { code: 40903, message: 'errors.undoWindowClosed' },
  },
});
