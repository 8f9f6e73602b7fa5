/** Every mutation writes an audit event in the same transaction (DESIGN.md "Data"). */
import { auditEvents } from './db/schema';
import type { Executor } from './db/types';

export interface AuditEntry {
  /** The acting user; 0 the system, null an anonymous caller. */
  actorId: number | null;
  entity: string;
  entityId: number;
  action: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
