/**
 * The return-audits queue's API shapes (GET /api/shop/return-audits, POST /api/shop/return-audits/{decision}),
 * shared by the server's routes (server/returns/routes.ts) and the browser's client (src/api/return-audits.ts).
 */

/** A waiting return as the queue lists it: the spec's columns plus what a decision needs. */
export interface AuditRow {
  ID: number;
  Version: number;
  OrderID: number;
  OrderNumber: string;
  CustomerName: string;
  Action: number;
  Amount: string;
  Currency: string;
  RequestedAt: string;
  CreatedBy: number;
  CreatedByName: string;
  OrderDate: string;
  ReturnDate: string;
}

/** One decision of a selection, answered on its own (a stale or own return does not hold back the rest). */
export interface DecisionResult {
  id: number;
  ok: boolean;
  code?: number;
  message?: string;
  /** The values the code's message names (src/domain/errors.ts ApiErrorBody). */
  values?: Record<string, string | number>;
  Version?: number;
}
