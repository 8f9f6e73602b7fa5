/** An uploaded file's id (POST /api/common/files): `file('Document', ['application/pdf'])`, 10 MB unless `maxBytes`. */
import type { FieldDef } from '../types';
import { idKind, make, type DomainKind, type Options } from './kind';

export const file = (key: string, accept: readonly string[], options: Options = {}): FieldDef =>
  make('file')(key, { accept, maxBytes: 10_000_000, ...options });

/** The key beside a file field's id where a record carries the stored file itself (`Document` → `DocumentFile`). */
export const fileKeyOf = (field: FieldDef) => `${field.key}File`;

export const fileKind: DomainKind = idKind;
