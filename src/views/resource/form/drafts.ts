/**
 * Unsaved edits kept in the tab's session storage (docs/decisions.md "Drafts"), per user, resource and
 * record (`new` for a record not yet created), so a reload, a crash of the page or an ended session does
 * not lose them: the form offers them back when it opens again. A draft holds the values the edit started
 * from and the record's Version then, so a record changed since is merged like any stale write. Passwords
 * are never kept. A save or a discard removes the draft.
 */
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import { isSecret } from '../../../domain/resources/kinds';
import { writableFields } from '../../../domain/resources/rules';
import type { FormValues } from './form-values';

export interface Draft {
  /** The record's Version the edit started from (null for a new record). */
  version: number | null;
  /** When the draft was last written (ISO instant). */
  savedAt: string;
  /** The values the edit started from. */
  base: FormValues;
  /** The values as edited. */
  values: FormValues;
}

const PREFIX = 'backoffice.draft:';

/** The storage key of a draft: user, resource, record. */
export function draftKey(userId: number, resource: string, id: number | string): string {
  return `${PREFIX}${userId}:${resource}:${id}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function withoutSecrets(fields: readonly FieldDef[], values: FormValues): FormValues {
  const kept = { ...values };
  for (const field of fields) if (isSecret(field)) kept[field.key] = '';
  return kept;
}

function isValues(value: unknown): value is FormValues {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The draft kept under this key, if it is one this form can read (its fields, no others). */
export function readDraft(def: ResourceDef, key: string): Draft | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<Draft>;
    if (!isValues(draft.base) || !isValues(draft.values) || typeof draft.savedAt !== 'string') return null;
    if (draft.version != null && typeof draft.version !== 'number') return null;
    const keys = writableFields(def).map((f) => f.key);
    const pick = (values: FormValues) => Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));
    return { version: draft.version ?? null, savedAt: draft.savedAt, base: pick(draft.base), values: pick(draft.values) };
  } catch {
    return null;
  }
}

export function writeDraft(def: ResourceDef, key: string, draft: Draft): void {
  const fields = writableFields(def);
  const kept: Draft = { ...draft, base: withoutSecrets(fields, draft.base), values: withoutSecrets(fields, draft.values) };
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the edit stays on screen; only the safety net is missing.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}
