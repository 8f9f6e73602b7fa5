/**
 * Catalogue imports (issue 8 §5): one row per uploaded file with its check's and its application's figures,
 * and the file's bad lines.
 */
import { customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './columns';
import { users } from './users';
import type { ImportCounts, ImportStatus } from '../../../src/domain/imports/api';

export type { ImportCounts, ImportStatus };

/** Bytes in a bytea column (node-postgres reads a Buffer, PGlite a Uint8Array: both read back as a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const imports = pgTable(
  'imports',
  {
    ...baseColumns(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    /**
     * The file itself: the application reads it again, in whichever process runs the job, so it lives with the
     * import rather than in one machine's file store. At most IMPORT_MAX_BYTES.
     */
    content: bytes('content').notNull(),
    status: text('status').$type<ImportStatus>().notNull(),
    /** The check's figures (what applying would do). */
    checked: jsonb('checked').$type<ImportCounts>().notNull(),
    /** The application's figures, once it ran (partly, when cancelled). */
    applied: jsonb('applied').$type<ImportCounts>(),
    /** Options of the upload, e.g. the supplier of a supplier file. */
    options: jsonb('options').$type<Record<string, number | string>>().notNull().default({}),
    jobId: integer('job_id'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('imports_kind_created_idx').on(t.kind, t.id)],
);

export const importIssues = pgTable(
  'import_issues',
  {
    ...baseColumns(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The file's line, counting the header as line 1. */
    line: integer('line').notNull(),
    /** The column's header as the file wrote it; '' for a problem of the whole line. */
    column: text('column').notNull(),
    /** Message id, English text and values (a FieldIssue). */
    issue: jsonb('issue').$type<{ id: string; message: string; values?: Record<string, string | number> }>().notNull(),
  },
  (t) => [index('import_issues_import_line_idx').on(t.importId, t.line, t.id)],
);
