/**
 * What each line of an import file would do to the catalogue, decided the same way for the check (a dry run,
 * nothing written) and for the application (in the batch's transaction, then written): the line's cells are
 * read into the resource's field values, the records its cells name are looked up, and the resource's own
 * rules judge the result exactly as they judge a form (checkedValues). A line ends as a bad line with its
 * problems, or creates, updates, leaves unchanged, or waits for a person (a supplier's to-do).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldIssue } from '../../src/domain/errors';
import {
  headerKey,
  IMPORT_MAX_LINES,
  IMPORT_MESSAGES,
  SUPPLIER_PRICE_JUMP_PERCENT,
  type ImportColumn,
  type ImportDef,
  type ImportMessageId,
} from '../../src/domain/imports/definitions';
import type { FieldDef, ResourceRecord } from '../../src/domain/resources/types';
import { isStorableText, issue as validationIssue, issueOf, replaceForbiddenCharacters } from '../../src/domain/validation';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import type { ResourceBinding, ResourceRegistry } from '../resources/binding';
import { writesInBulk } from '../resources/bulk-mutations';
import { attachFiles, recordSelection, toRecord } from '../resources/records';
import { checkedValues, editableValues } from '../resources/write-values';
import type { FileLine, Unreadable } from './csv';

export function importIssue(id: ImportMessageId, values?: Record<string, string | number>): FieldIssue {
  return issueOf(id, IMPORT_MESSAGES[id], values);
}

export interface LineIssue {
  line: number;
  /** The column's header as the file has it; '' for the whole line. */
  column: string;
  issue: FieldIssue;
}

/**
 * The id a record an earlier line would create stands under while checking (nothing is written then): a valid id
 * for the rules, which is all a later line naming it needs (a category's parent).
 */
const PLANNED_ID = 2_147_483_647;

type TodoReason = 'unknownSku' | 'priceJump';

export type LineOutcome =
  | { line: number; action: 'bad' }
  | { line: number; action: 'unchanged'; current: ResourceRecord }
  | { line: number; action: 'create'; key: string; values: Record<string, unknown> }
  | { line: number; action: 'update'; key: string; current: ResourceRecord; values: Record<string, unknown> }
  | { line: number; action: 'todo'; reason: TodoReason; key: string; current: ResourceRecord | null; values: Record<string, unknown> };

/** A line that waits for a person: its to-do's values (server/imports/supplier-todos.ts). */
export type TodoOutcome = Extract<LineOutcome, { action: 'todo' }>;

/** The header read against the import's columns: each position's column, or problems of line 1. */
export interface Header {
  columns: (ImportColumn | null)[];
  /** The header as written, by position. */
  names: string[];
  issues: LineIssue[];
}

/** A header cell as an issue can store and show it: each character the text rule forbids as U+FFFD. */
const storableCell = replaceForbiddenCharacters;

export function readHeader(def: ImportDef, cells: readonly string[]): Header {
  const issues: LineIssue[] = [];
  const byKey = new Map(def.columns.map((c) => [headerKey(c.header), c]));
  const seen = new Set<ImportColumn>();
  const columns = cells.map((cell) => {
    const column = byKey.get(headerKey(cell)) ?? null;
    if (!column) {
      const shown = storableCell(cell);
      issues.push({ line: 1, column: shown, issue: importIssue('imports.issue.unknownColumn', { column: shown.trim() }) });
    } else if (seen.has(column))
      issues.push({ line: 1, column: storableCell(cell), issue: importIssue('imports.issue.duplicateColumn', { column: column.header }) });
    else seen.add(column);
    return column && seen.has(column) ? column : null;
  });
  for (const column of def.columns) {
    if ((column.required || headerKey(column.header) === headerKey(def.key)) && !seen.has(column)) {
      issues.push({ line: 1, column: column.header, issue: importIssue('imports.issue.missingColumn', { column: column.header }) });
    }
  }
  return { columns, names: cells.map((c) => c.trim()), issues };
}

const TRUE_WORDS = new Set(['ja', 'yes', 'true', 'sant', '1', 'j', 'y']);
const FALSE_WORDS = new Set(['nej', 'no', 'false', 'falskt', '0', 'n']);

/** A non-empty cell as the field's value in the form's terms, or a problem. */
function cellValue(field: FieldDef, raw: string): { value: unknown } | { issue: FieldIssue } {
  switch (field.kind) {
    case 'boolean': {
      const word = raw.toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { issue: importIssue('imports.issue.boolean') };
    }
    case 'money':
    case 'decimal':
    case 'percentage':
      // Swedish spreadsheets write 1 234,50: spaces (also no-break) group digits, the comma is the decimal sign.
      return { value: raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.') };
    case 'integer':
      return { value: raw.replace(/[\s\u00a0\u202f]/g, '') };
    case 'enum':
      if (typeof field.options?.[0]?.value === 'number')
        return /^\d+$/.test(raw) ? { value: Number(raw) } : { issue: validationIssue('validation.oneOf') };
      // Codes such as country codes are written in capitals; a file may not be.
      return { value: field.options?.some((o) => o.value === raw.toUpperCase()) ? raw.toUpperCase() : raw };
    default:
      return { value: raw };
  }
}

/** The lower-case text of a key cell, the way unique keys are compared (trimmed, without regard to case). */
const keyText = (raw: string) => raw.trim().toLowerCase();

interface ReadLine {
  line: number;
  key: string;
  /** Cell values by field key (translations as { locale: text }, sets as arrays), without lookups. */
  body: Record<string, unknown>;
  /** Cells naming other records, to resolve: column → lower-case text. */
  lookups: Map<ImportColumn, string>;
  /** Cells of columns that write no field (a supplier line's product name), by header. */
  extras: Record<string, string>;
  issues: LineIssue[];
  /** A cell holds a character the text rule forbids: the line is bad with those problems alone (the rest reads it as empty). */
  forbiddenText: boolean;
}

/**
 * The state of one run over a file (a check or an application): the keys seen so far, so a record named
 * twice is refused on its second line, and records as earlier lines of this run left them.
 */
export class ImportRun {
  readonly binding: ResourceBinding;
  readonly lineKeys = new Map<string, number>();
  /** Records as this run has made them so far, by key. */
  readonly pending = new Map<string, ResourceRecord>();
  lineCount = 0;

  /**
   * Whether an application writes each batch set-based (after deciding all its lines) rather than line by line: not
   * when the resource's writes run code per record, nor when a line may name a record an earlier line of the same
   * batch creates (a parent category), which must then exist with its id.
   */
  readonly setBased: boolean;

  constructor(
    resources: ResourceRegistry,
    readonly def: ImportDef,
    readonly header: Header,
    readonly options: { supplierId?: number },
  ) {
    this.binding = resources.bindingNamed(def.resource);
    this.setBased = writesInBulk(this.binding) && !def.columns.some((column) => column.lookup?.resource === def.resource);
  }

  private columnOfField(key: string): string {
    return this.def.columns.find((c) => c.field === key && this.header.columns.includes(c))?.header ?? '';
  }

  private read(fileLine: FileLine): ReadLine {
    const { def, header, binding } = this;
    const read: ReadLine = { line: fileLine.line, key: '', body: {}, lookups: new Map(), extras: {}, issues: [], forbiddenText: false };
    if (fileLine.cells.length !== header.columns.length) {
      read.issues.push({
        line: fileLine.line,
        column: '',
        issue: importIssue('imports.issue.cellCount', { found: fileLine.cells.length, expected: header.columns.length }),
      });
      return read;
    }
    header.columns.forEach((column, index) => {
      if (!column) return;
      // A file's CRLF line ends in a cell are line feeds; any other character the text rule forbids is this line's
      // problem, named by its column, and the cell is read no further (nor looked up: PostgreSQL refuses a NUL).
      const raw = fileLine.cells[index].replace(/\r\n/g, '\n').trim();
      const name = header.names[index];
      if (!isStorableText(raw)) {
        read.issues.push({ line: fileLine.line, column: name, issue: validationIssue('validation.characters') });
        read.forbiddenText = true;
        return;
      }
      if (headerKey(column.header) === headerKey(def.key)) read.key = keyText(raw);
      if (raw === '') {
        if (column.required) read.issues.push({ line: fileLine.line, column: name, issue: validationIssue('validation.required') });
        return;
      }
      if (column.lookup) {
        read.lookups.set(column, raw.toLowerCase());
        return;
      }
      if (!column.field) {
        read.extras[column.header] = raw;
        return;
      }
      const field = binding.fields.get(column.field)!;
      const converted = cellValue(field, raw);
      if ('issue' in converted) {
        read.issues.push({ line: fileLine.line, column: name, issue: converted.issue });
      } else if (field.kind === 'translations') {
        read.body[field.key] = { ...(read.body[field.key] as object | undefined), [column.locale!]: converted.value };
      } else {
        read.body[field.key] = converted.value;
      }
    });
    return read;
  }

  /** The records the batch's lookups name, by column and lower-case text. */
  private async resolveLookups(db: Executor, lines: ReadLine[]): Promise<Map<ImportColumn, Map<string, number>>> {
    const found = new Map<ImportColumn, Map<string, number>>();
    for (const column of this.def.columns) {
      if (!column.lookup || !this.header.columns.includes(column)) continue;
      const texts = [...new Set(lines.flatMap((l) => (l.lookups.has(column) ? [l.lookups.get(column)!] : [])))];
      const ids = new Map<string, number>();
      if (texts.length) {
        const target = this.binding.resources.bindingNamed(column.lookup.resource);
        const textColumn = target.columns[column.lookup.by];
        const rows = await db
          .select({ id: target.columns.ID, text: sql<string>`lower(${textColumn})` })
          .from(target.table)
          .where(inArray(sql`lower(${textColumn})`, texts));
        for (const row of rows) ids.set(row.text, Number(row.id));
      }
      found.set(column, ids);
    }
    return found;
  }

  /** The records the batch's keys name as they are in the database, by key. */
  private async currentRecords(db: Executor, keys: string[]): Promise<Map<string, ResourceRecord>> {
    const { binding, def } = this;
    const keyField = def.columns.find((c) => headerKey(c.header) === headerKey(def.key))!.field!;
    const keyColumn: AnyPgColumn = binding.columns[keyField];
    if (keys.length === 0) return new Map();
    const conditions: SQL[] = [inArray(sql`lower(${keyColumn})`, keys)];
    if (def.kind === 'suppliers') conditions.push(eq(binding.columns.SupplierID, this.options.supplierId ?? 0));
    const rows = await db
      .select(recordSelection(binding))
      .from(binding.table)
      .where(and(...conditions));
    const records = await attachFiles(db, binding, rows.map(toRecord));
    return new Map(records.map((record) => [String(record[keyField]).toLowerCase(), record]));
  }

  /**
   * The outcome of each line of a batch and the problems of its bad lines. `write` (an application written line by
   * line) writes a line's outcome before the next line is decided and answers the record as written, so a later
   * line sees it (a category named as the parent of the next line); a set-based application passes none and
   * writes the batch's outcomes afterwards (service.ts).
   */
  async plan(
    db: Executor,
    lines: readonly FileLine[],
    unreadable: readonly Unreadable[] = [],
    write?: (outcome: LineOutcome) => Promise<ResourceRecord | null>,
  ): Promise<{ outcomes: LineOutcome[]; issues: LineIssue[] }> {
    const issues: LineIssue[] = unreadable.map((u) => ({
      line: u.line,
      column: '',
      issue: importIssue('imports.issue.unreadable', { reason: u.reason }),
    }));
    const outcomes: LineOutcome[] = unreadable.map((u) => ({ line: u.line, action: 'bad' }));
    const read = lines.map((l) => this.read(l));
    const lookups = await this.resolveLookups(db, read);
    const stored = await this.currentRecords(db, [...new Set(read.map((r) => r.key).filter((k) => k && !this.pending.has(k)))]);
    for (const line of read) {
      this.lineCount += 1;
      if (this.lineCount > IMPORT_MAX_LINES) {
        line.issues.push({ line: line.line, column: '', issue: importIssue('imports.issue.tooManyLines', { max: IMPORT_MAX_LINES }) });
      }
      if (line.forbiddenText) {
        issues.push(...line.issues);
        outcomes.push({ line: line.line, action: 'bad' });
        continue;
      }
      for (const [column, text] of line.lookups) {
        // A record an earlier line of this file creates (a parent category) is found by its key.
        const earlier = column.lookup!.resource === this.def.resource ? this.pending.get(text)?.ID : undefined;
        const id = earlier ?? lookups.get(column)?.get(text);
        const name = this.header.names[this.header.columns.indexOf(column)];
        if (id === undefined) {
          line.issues.push({
            line: line.line,
            column: name,
            issue: importIssue('imports.issue.unknownRecord', { column: column.header, value: text }),
          });
        } else {
          line.body[column.field!] = this.binding.fields.get(column.field!)!.multiple ? [id] : id;
        }
      }
      const outcome = this.decide(line, this.pending.get(line.key) ?? stored.get(line.key) ?? null);
      if (!outcome) {
        issues.push(...line.issues);
        outcomes.push({ line: line.line, action: 'bad' });
        continue;
      }
      outcomes.push(outcome);
      if (outcome.action === 'create' || outcome.action === 'update') {
        const written = write ? await write(outcome) : null;
        this.pending.set(
          outcome.key,
          written ??
            (outcome.action === 'create'
              ? ({ ID: PLANNED_ID, Version: 0, ...outcome.values } as ResourceRecord)
              : { ...outcome.current, ...outcome.values }),
        );
      } else if (write) {
        await write(outcome);
      }
    }
    return { outcomes, issues };
  }

  private duplicateOf(line: ReadLine): number | undefined {
    // A category's products file names one product on several lines (one per category): the pair is the line's identity.
    const identity = this.def.kind === 'category-products' ? `${line.key}\u0000${JSON.stringify(line.body.Categories)}` : line.key;
    const first = this.lineKeys.get(identity);
    if (first === undefined) this.lineKeys.set(identity, line.line);
    return first;
  }

  /** A line's outcome, or null when it has problems (all of them found, in line.issues). */
  private decide(line: ReadLine, current: ResourceRecord | null): LineOutcome | null {
    const outcome = this.outcomeOf(line, current);
    return line.issues.length ? null : outcome;
  }

  private outcomeOf(line: ReadLine, current: ResourceRecord | null): LineOutcome | null {
    const { def } = this;
    const keyHeader = this.header.names[this.header.columns.findIndex((c) => c && headerKey(c.header) === headerKey(def.key))] ?? def.key;
    const first = this.duplicateOf(line);
    if (first !== undefined) {
      line.issues.push({
        line: line.line,
        column: keyHeader,
        issue: importIssue('imports.issue.duplicateKey', { column: keyHeader, line: first }),
      });
      return null;
    }
    if (!current) {
      if (def.unknownKey === 'refuse') {
        line.issues.push({ line: line.line, column: keyHeader, issue: importIssue('imports.issue.unknownKey') });
        return null;
      }
      if (def.unknownKey === 'todo') {
        // What accepting the to-do would create, checked now: a draft product under the supplier's number.
        const supplierSku = String(line.body.SupplierSku);
        const draft = {
          Sku: supplierSku,
          Name: { sv: line.extras.Name || supplierSku },
          SupplierID: this.options.supplierId,
          SupplierSku: supplierSku,
          PurchasePrice: line.body.PurchasePrice,
        };
        const values = this.checked(line, draft, null);
        return values ? { line: line.line, action: 'todo', reason: 'unknownSku', key: line.key, current: null, values } : null;
      }
      for (const column of def.columns) {
        if (column.requiredToCreate && !this.hasValue(line, column)) {
          line.issues.push({ line: line.line, column: column.header, issue: importIssue('imports.issue.requiredToCreate') });
        }
      }
      const values = this.checked(line, line.body, null);
      if (!values) return null;
      return { line: line.line, action: 'create', key: line.key, values };
    }
    const body = this.mergedBody(line.body, current);
    const values = this.checked(line, body, current);
    if (!values) return null;
    const before = editableValues(this.binding, current);
    const changed = Object.keys(body).some((key) => JSON.stringify(values[key]) !== JSON.stringify(before[key]));
    if (!changed) return { line: line.line, action: 'unchanged', current };
    if (def.kind === 'suppliers' && isPriceJump(current.PurchasePrice, values.PurchasePrice)) {
      return { line: line.line, action: 'todo', reason: 'priceJump', key: line.key, current, values };
    }
    return { line: line.line, action: 'update', key: line.key, current, values };
  }

  private hasValue(line: ReadLine, column: ImportColumn): boolean {
    const value = column.field ? line.body[column.field] : undefined;
    if (column.locale) return typeof (value as Record<string, unknown> | undefined)?.[column.locale] === 'string';
    return value !== undefined;
  }

  /** A line's cells over the record: texts in other languages kept, a set's members added to. */
  private mergedBody(body: Record<string, unknown>, current: ResourceRecord): Record<string, unknown> {
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      const field = this.binding.fields.get(key)!;
      if (field.kind === 'translations') merged[key] = { ...(current[key] as object | null), ...(value as object) };
      else if (field.multiple) merged[key] = [...new Set([...((current[key] as unknown[] | null) ?? []), ...(value as unknown[])])];
      else merged[key] = value;
    }
    return merged;
  }

  /** The resource's own rules over the line's values, each field's problem named by its column. */
  private checked(line: ReadLine, body: Record<string, unknown>, current: ResourceRecord | null): Record<string, unknown> | null {
    try {
      return checkedValues(this.binding, body, current ? 'update' : 'create', current);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const fields = Object.entries(error.fields ?? {});
      if (fields.length === 0)
        line.issues.push({ line: line.line, column: '', issue: { id: 'errors.badRequest', message: error.message } });
      for (const [key, found] of fields) line.issues.push({ line: line.line, column: this.columnOfField(key), issue: found });
      return null;
    }
  }
}

/** Whether a supplier's new purchase price is SUPPLIER_PRICE_JUMP_PERCENT or more away from the current one. */
function isPriceJump(current: unknown, next: unknown): boolean {
  const before = Math.round(Number(current) * 100);
  const after = Math.round(Number(next) * 100);
  if (!Number.isFinite(before) || !Number.isFinite(after) || current == null) return false;
  if (before === 0) return after !== 0;
  return Math.abs(after - before) * 100 >= SUPPLIER_PRICE_JUMP_PERCENT * Math.abs(before);
}
