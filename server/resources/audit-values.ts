/**
 * What an audit event of a resource holds: the record without secrets, plus the keys of the secrets a
 * write set (`$secrets`), so the history can say "Password changed" without ever holding a hash. Computed
 * fields are left out: they are not the record's own data but other records' (a product's images), and
 * those records' events hold their changes.
 */
import { isComputed } from '../../src/domain/resources/computed';
import { fileKeyOf } from '../../src/domain/resources/kinds';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { INPUT_KEY } from '../../src/domain/resources/workflow';
import { recordAudit, type AuditEntry } from '../audit';
import type { Executor } from '../db/types';
import type { TokenPayload } from '../../src/domain/api-types';
import type { ResourceBinding } from './binding';

export const SECRETS_KEY = '$secrets';

export function auditValue(record: ResourceRecord | null, secrets: readonly string[] = []): Record<string, unknown> | null {
  if (!record) return null;
  return secrets.length ? { ...record, [SECRETS_KEY]: [...secrets] } : { ...record };
}

export interface AuditChange {
  action: string;
  id: number;
  before: ResourceRecord | null;
  after: ResourceRecord | null;
  secrets?: readonly string[];
  /** What the user gave an action (a reason, an amount), kept beside the record as `$input`. */
  input?: Record<string, unknown> | null;
}

/** The record without its computed fields (and the files beside them). */
function storedPart(binding: ResourceBinding, record: ResourceRecord | null): ResourceRecord | null {
  if (!record || binding.computed.size === 0) return record;
  const kept: Record<string, unknown> = { ...record };
  for (const field of binding.def.fields) {
    if (!isComputed(field)) continue;
    delete kept[field.key];
    if (field.kind === 'file') delete kept[fileKeyOf(field)];
  }
  return kept as ResourceRecord;
}

/** The audit event of one change of a record: its stored part before and after, secrets masked, the input kept. */
export function auditEntry(auth: Pick<TokenPayload, 'id'>, binding: ResourceBinding, change: AuditChange): AuditEntry {
  return auditEntryBy(auth.id, binding, change);
}

/**
 * auditEntry by an actor's id (a user's, SYSTEM_ACTOR, null for an anonymous caller), filed under `entity` (the
 * resource's name unless a history alias is named: server/resources/hooks.ts historyAliases).
 */
export function auditEntryBy(actorId: number | null, binding: ResourceBinding, change: AuditChange, entity = binding.def.name): AuditEntry {
  const after = storedPart(binding, change.after);
  return {
    actorId,
    entity,
    entityId: change.id,
    action: change.action,
    before: auditValue(storedPart(binding, change.before)),
    after: change.input && after ? { ...auditValue(after, change.secrets), [INPUT_KEY]: change.input } : auditValue(after, change.secrets),
  };
}

export function auditResource(db: Executor, auth: Pick<TokenPayload, 'id'>, binding: ResourceBinding, change: AuditChange): Promise<void> {
  return recordAudit(db, auditEntry(auth, binding, change));
}
