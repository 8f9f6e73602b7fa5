/**
 * The return-audits queue (issue 9 §4; server/returns/routes.ts): the waiting returns of a tab, and decisions
 * sent item by item (each answered on its own, so one stale or own return does not hold back a selection),
 * stored on the server at once; `undo` takes the caller's own decisions back while their window is open.
 */
import useSWR from 'swr';
import type { AuditTab, DeclineReason } from '../domain/returns/codes';
import type { AuditRow, DecisionResult } from '../domain/returns/audit-types';
import { api } from './client';

export type { AuditRow, DecisionResult };

export const auditKey = (tab: AuditTab) => `/shop/return-audits?tab=${tab}`;

export function useReturnAudits(tab: AuditTab) {
  return useSWR<{ data: AuditRow[] }, unknown>(auditKey(tab));
}

export async function decideReturns(
  decision: 'approve' | 'decline' | 'undo',
  rows: readonly Pick<AuditRow, 'ID' | 'Version'>[],
  declineCode?: DeclineReason,
): Promise<DecisionResult[]> {
  const body = { items: rows.map((r) => ({ id: r.ID, Version: r.Version })), ...(declineCode ? { DeclineCode: declineCode } : {}) };
  const answer = await api.post<{ results: DecisionResult[] }>(`/shop/return-audits/${decision}`, body);
  return answer.results;
}
