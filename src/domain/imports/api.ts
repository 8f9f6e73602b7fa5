/** What the import routes answer (server/imports/routes.ts) and the import screens read. */

/** checked: no bad line, ready to apply · invalid: bad lines, fix and upload again · applying · applied · failed · cancelled. */
export const IMPORT_STATUSES = ['checked', 'invalid', 'applying', 'applied', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The figures of a check or an application, in the order the screen shows them. */
export const IMPORT_COUNT_KEYS = ['lines', 'create', 'update', 'unchanged', 'todo', 'bad'] as const;

/** What a check found or an application did, by line. */
export interface ImportCounts {
  lines: number;
  create: number;
  update: number;
  unchanged: number;
  /** Lines that wait for a person (a supplier's unknown article number or price jump). */
  todo: number;
  bad: number;
}

export interface ImportSummary {
  ID: number;
  Kind: string;
  FileName: string;
  Size: number;
  Status: ImportStatus;
  Checked: ImportCounts;
  Applied: ImportCounts | null;
  /** How many problems the check found (a line may have several). */
  Issues: number;
  JobID: number | null;
  CreatedBy: number;
  CreatedAt: string;
  FinishedAt: string | null;
  Version: number;
}

/** One problem of one line: `GET …/{id}/issues`. */
export interface ImportIssue {
  ID: number;
  Line: number;
  /** The column's header as the file has it; '' for the whole line. */
  Column: string;
  Issue: { id: string; message: string; values?: Record<string, string | number> };
}
