/** Every mutation writes an audit event in the same transaction (DESIGN.md "Data"). */
import { auditEvents } from './db/schema';
import { insertRows } from './db/recordset';
import type { Executor } from './db/types';

/** The actor of the server's own work (a job, a schedule, mail arriving): audit_events.actor_id 0. */
export const SYSTEM_ACTOR = 0;

export interface AuditEntry {
  /** The acting user; SYSTEM_ACTOR (0) the system, null an anonymous caller. */
  actorId: number | null;
  entity: string;
  entityId: number;
  action: string;
  before?: unknown;
  after?: unknown;
}

const rowOf = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  entity: entry.entity,
  entityId: entry.entityId,
  action: entry.action,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values(rowOf(entry));
}

/** Many events in one statement (a set-based write's, one per record it changed), the same rows recordAudit writes. */
export async function recordAudits(db: Executor, entries: readonly AuditEntry[]): Promise<void> {
  await insertRows(db, auditEvents, entries.map(rowOf));
}
