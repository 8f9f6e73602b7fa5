/**
 * The codes of returns and chargebacks (SPEC.md section 4 "Return approval", "Chargeback steps"; issue 9 §3):
 * the return action, where a return stands with its approval, the codes a supervisor declines with, and the
 * chargeback's steps. Held once, here: the declarations label them `enums.<name>.<code>`, the server decides
 * with them, the return-audits screen groups by them. Choices: docs/decisions.md "Returns".
 */

/** SPEC.md "Return action enum": 1 Chargeback, 2 Replacement, 3 Exchange (the swap order; SwapOrder flag on). */
export const ReturnAction = { Chargeback: 1, Replacement: 2, Exchange: 3 } as const;
export type ReturnActionCode = (typeof ReturnAction)[keyof typeof ReturnAction];
export const RETURN_ACTIONS: readonly ReturnActionCode[] = Object.values(ReturnAction);

/** A return waits for approval (over its threshold), or was approved (at once or by a supervisor), or declined. */
export const ReturnStatus = { AwaitingApproval: 1, Approved: 2, Declined: 3 } as const;
export const RETURN_STATUSES = Object.values(ReturnStatus);

/**
 * Why a supervisor declines a return (asked when declining): the goods did not arrive, arrived damaged by the
 * customer, the return came after the return period, the amount does not match the items, or another reason
 * (written in the return's timeline by the decliner).
 */
export const DECLINE_REASONS = ['notReceived', 'customerDamage', 'outsideReturnPeriod', 'amountMismatch', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * How long a return decision can be undone (the return-audits screen's "undo" and the server's undo route): the
 * decision is stored at once, its effects (the chargeback or the replacement or swap order, the e-mails) run by a
 * job when this window has passed (server/returns/decision.ts; docs/decisions.md "Return decisions stored at once").
 */
export const RETURN_UNDO_WINDOW_MS = 5000;

/** SPEC.md "Chargeback steps": Pending, Credit-Note (credit note created), Refund processed (payment processed). */
export const ChargebackStatus = { Pending: 1, CreditNote: 2, RefundProcessed: 3 } as const;
export const CHARGEBACK_STATUSES = Object.values(ChargebackStatus);

/**
 * The return-audits screen's two tabs (SPEC.md screens): chargebacks and replacements wait in the first, the
 * exchanges (a swap order: the customer's goods reclaimed for others) in the second.
 */
export const AUDIT_TABS = { chargebacks: [ReturnAction.Chargeback, ReturnAction.Replacement], reclaims: [ReturnAction.Exchange] } as const;
export type AuditTab = keyof typeof AUDIT_TABS;

/**
 * Does a return of this amount wait for approval? Only when strictly over its action's threshold (SPEC.md:
 * "a return exceeding the … threshold price"); at or under it, it is approved at once. Minor units.
 */
export function needsApproval(
  action: ReturnActionCode,
  amountMinor: number,
  thresholds: { chargebackMinor: number; replacementMinor: number },
): boolean {
  const threshold = action === ReturnAction.Chargeback ? thresholds.chargebackMinor : thresholds.replacementMinor;
  return amountMinor > threshold;
}

/** SPEC.md section 8's answers when a return waits for approval, by action (the browser shows them translated). */
export const WAIT_FOR_APPROVAL_TEXT: Readonly<Record<ReturnActionCode, string>> = {
  1: 'Chargeback threshold price exceeded for the return. Wait for Approval',
  2: 'Replacement threshold price exceeded for the return. Wait for Approval',
  3: 'Replacement threshold price exceeded for the return. Wait for Approval',
};

/** The message id of the same answer (src/intl/messages/{sv,en}/errors.json, SPEC.md section 8). */
export const WAIT_FOR_APPROVAL_MESSAGE: Readonly<Record<ReturnActionCode, string>> = {
  1: 'errors.chargebackThresholdExceeded',
  2: 'errors.replacementThresholdExceeded',
  3: 'errors.replacementThresholdExceeded',
};
