/**
 * Who wrote a record after the version a stale write was based on, read from its audit events (each
 * holds the record as written, with its Version): the 40901 answer names them and when, so the browser
 * can say "Anna saved it at 14:02" or "you saved it in another tab" instead of "someone else".
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import type { ConflictBody, StaleWriter } from '../../src/domain/resources/types';
import { auditEvents } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import type { ResourceBinding } from './binding';
import { versionOf } from './concurrency';

/** Writers named at most (newest first). */
const STALE_WRITERS_LIMIT = 20;

async function writersSince(db: Executor, binding: ResourceBinding, id: number, version: number): Promise<StaleWriter[]> {
  const written = sql`case when jsonb_typeof(${auditEvents.after} -> 'Version') = 'number'
    then (${auditEvents.after} ->> 'Version')::numeric > ${version} else false end`;
  const rows = await db
    .select({ actorId: auditEvents.actorId, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, binding.def.name), eq(auditEvents.entityId, id), written))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(STALE_WRITERS_LIMIT);
  return rows.map((row) => ({ ActorID: row.actorId, At: row.createdAt.toISOString() }));
}

/**
 * A write's refusal as answered: a stale write (40901 carrying `current`) also names the writers since the
 * Version the caller sent; anything else passes unchanged.
 */
export async function withStaleWriters(db: Executor, binding: ResourceBinding, error: unknown, body: unknown): Promise<unknown> {
  if (!(error instanceof ApiFailure) || error.code !== ErrorCode.Conflict) return error;
  const current = error.extra?.current as ConflictBody['current'];
  if (!current || error.fields) return error;
  const sent = body && typeof body === 'object' ? versionOf((body as Record<string, unknown>).Version) : null;
  const changedBy = sent === null ? [] : await writersSince(db, binding, current.ID, sent);
  return new ApiFailure(error.code, error.message, undefined, error.headers, { ...error.extra, changedBy });
}
