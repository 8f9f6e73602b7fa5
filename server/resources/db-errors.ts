/**
 * PostgreSQL refusals as API answers: a unique violation is 40901 naming the field, a foreign key the
 * written row points through is 40001 `validation.reference` naming the field, and a row still referenced
 * elsewhere is 40901 "in use".
 */
import { ErrorCode } from '../../src/domain/errors';
import { issue, VALIDATION_MESSAGES } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceBinding } from './binding';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  message?: string;
}

/** The PostgreSQL error behind a Drizzle error (which wraps it in `cause`). */
function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export const IN_USE_MESSAGE = 'The record is in use by other records and cannot be deleted';

/** The field whose column a constraint's detail ("Key (brand_id)=(9) …") or name mentions. */
function fieldOfConstraint(binding: ResourceBinding, failure: PgError): string | null {
  const named = /Key \((.+?)\)=/.exec(failure.detail ?? '')?.[1] ?? '';
  const words = new Set(named.match(/[a-z_][a-z0-9_]*/g) ?? []);
  // A unique-together constraint names the field that carries it (Type of "one image of a type per product").
  const together = binding.def.fields.find((f) => f.uniqueWith && words.has(binding.columns[f.key].name));
  if (together) return together.key;
  let best: string | null = null;
  let bestLength = 0;
  for (const field of binding.def.fields) {
    // A computed field has no column, so no constraint names it.
    if (field.computed) continue;
    const column = binding.columns[field.key].name;
    const hit = words.has(column) || (failure.constraint ?? '').includes(column);
    if (hit && column.length > bestLength) {
      best = field.key;
      bestLength = column.length;
    }
  }
  return best;
}

/** Translates a constraint violation of a write on `binding` into an ApiFailure; anything else is rethrown. */
export function translateWriteError(binding: ResourceBinding, error: unknown, operation: 'write' | 'delete'): never {
  const failure = pgErrorOf(error);
  if (failure?.code === '23505') {
    const field = fieldOfConstraint(binding, failure);
    // An article number says what it is ("SKU already exists", SPEC.md section 5).
    const isSku = field != null && binding.fields.get(field)?.format === 'sku';
    const id = isSku ? 'validation.skuExists' : 'validation.unique';
    throw new ApiFailure(ErrorCode.Conflict, VALIDATION_MESSAGES[id], field ? { [field]: issue(id) } : undefined);
  }
  if (failure?.code === '23503') {
    // On delete (or on a write of the referenced table) the row is still referenced from elsewhere.
    if (operation === 'delete' || /still referenced/.test(failure.detail ?? '')) throw new ApiFailure(ErrorCode.Conflict, IN_USE_MESSAGE);
    const field = fieldOfConstraint(binding, failure);
    throw new ApiFailure(
      ErrorCode.BadRequest,
      ERROR_TEXT[ErrorCode.BadRequest],
      field ? { [field]: issue('validation.reference') } : undefined,
    );
  }
  throw error;
}
