/**
 * What an audit event of a resource holds: the record without secrets, plus the keys of the secrets a
 * write set (`$secrets`), so the history can say "Password changed" without ever holding a hash.
 */
import type { ResourceRecord } from '../../src/domain/resources/types';
import { INPUT_KEY } from '../../src/domain/resources/workflow';
import { recordAudit } from '../audit';
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

export function auditResource(db: Executor, auth: TokenPayload, binding: ResourceBinding, change: AuditChange): Promise<void> {
  return recordAudit(db, {
    actorId: auth.id,
    entity: binding.def.name,
    entityId: change.id,
    action: change.action,
    before: auditValue(change.before),
    after: change.input && change.after ? { ...auditValue(change.after, change.secrets), [INPUT_KEY]: change.input } : auditValue(change.after, change.secrets),
  });
}
