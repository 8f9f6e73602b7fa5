/**
 * A record's history from audit_events, newest first: who, when, which action, and the declared fields it
 * changed (create: every field set; delete: every field that was set; secrets as a key with both values
 * null; computed fields never: they change with other records, whose own history says so). Events other code wrote for the same rows (history aliases) are included, their camelCase keys
 * read as the fields' PascalCase keys.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isComputed } from '../../src/domain/resources/computed';
import { isSecret } from '../../src/domain/resources/kinds';
import type { HistoryEvent } from '../../src/domain/resources/types';
import { auditEvents } from '../db/schema';
import type { Executor } from '../db/types';
import type { ResourceBinding } from './binding';
import { SECRETS_KEY } from './audit-values';
import { INPUT_KEY } from '../../src/domain/resources/workflow';

const HISTORY_LIMIT = 500;

const isSet = (value: unknown) =>
  value != null &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function keyed(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [key === SECRETS_KEY ? key : pascal(key), v]),
  );
}

function changesOf(binding: ResourceBinding, action: string, rawBefore: unknown, rawAfter: unknown): HistoryEvent['Changes'] {
  const before = keyed(rawBefore);
  const after = keyed(rawAfter);
  const secrets = new Set<string>(Array.isArray(after?.[SECRETS_KEY]) ? (after[SECRETS_KEY] as string[]) : []);
  const changes: HistoryEvent['Changes'] = [];
  for (const field of binding.def.fields) {
    const key = field.key;
    if (isComputed(field)) continue;
    if (isSecret(field)) {
      if (secrets.has(key)) changes.push({ Field: key, Before: null, After: null });
      continue;
    }
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (action === 'create' || !before) {
      if (isSet(is)) changes.push({ Field: key, Before: null, After: is });
    } else if (action === 'delete' || !after) {
      if (isSet(was)) changes.push({ Field: key, Before: was, After: null });
    } else if (JSON.stringify(was) !== JSON.stringify(is) && (key in before || key in after)) {
      changes.push({ Field: key, Before: was, After: is });
    }
  }
  return changes;
}

export async function historyOf(db: Executor, binding: ResourceBinding, id: number): Promise<HistoryEvent[]> {
  const entities = [binding.def.name, ...(binding.hooks.historyAliases ?? [])];
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(inArray(auditEvents.entity, entities), eq(auditEvents.entityId, id)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => {
    const input = (row.after as Record<string, unknown> | null)?.[INPUT_KEY];
    return {
      ID: row.id,
      ActorID: row.actorId,
      Action: row.action,
      CreatedAt: row.createdAt.toISOString(),
      Changes: changesOf(binding, row.action, row.before, row.after),
      ...(input && typeof input === 'object' ? { Input: input as Record<string, unknown> } : {}),
    };
  });
}
