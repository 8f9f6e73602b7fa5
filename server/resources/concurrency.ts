/**
 * Optimistic concurrency: every write names the Version it was based on; a missing or stale one is 40901
 * with the record as it is now (`current`, src/domain ConflictBody), so the browser can reload or overwrite.
 * A Version that is no version at all (text, a fraction, zero) is a bad request (40001 naming the field).
 */
import { ErrorCode } from '../../src/domain/errors';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { issue } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';

export function conflict(current: ResourceRecord): ApiFailure {
  return new ApiFailure(ErrorCode.Conflict, ERROR_TEXT[ErrorCode.Conflict], undefined, undefined, { current });
}

/** A Version as sent (number or digits), or null when absent or not a whole number ≥ 1. */
export function versionOf(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1) return raw;
  if (typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw.trim())) return Number(raw.trim());
  return null;
}

/**
 * The Version the caller based the write on; 40901 with `current` when it is missing or stale, 40001 naming
 * `field` when one was sent that is not a whole number ≥ 1.
 */
export function assertVersion(raw: unknown, current: ResourceRecord, field = 'Version'): number {
  const version = versionOf(raw);
  if (version === null && raw != null && raw !== '') {
    throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [field]: issue('validation.integer') });
  }
  if (version === null || version !== current.Version) throw conflict(current);
  return version;
}
