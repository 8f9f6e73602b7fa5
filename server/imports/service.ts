/**
 * An import's two steps. The check (upload) reads the whole file, stores it by content hash with what each line
 * would do and every bad line (line, column, message), and writes nothing else. The application reads the
 * stored file again and writes it batch by batch, each batch one transaction deciding its lines anew against
 * the catalogue as it is then, then writing them set-based (docs/decisions.md "Imports"): a line whose record
 * already holds its values is left alone, so applying the same file twice changes nothing the second time, and a
 * cancelled application can be applied again to finish.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import { IMPORT_MAX_BYTES, type ImportDef } from '../../src/domain/imports/definitions';
import { can } from '../../src/domain/permissions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Db, Executor, Tx } from '../db/types';
import { importIssues, imports, users, type ImportCounts } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { sha256Of } from '../resources/file-store';
import { writeCreates, writeUpdates, type BulkUpdate } from '../resources/bulk-mutations';
import { writeCreate, writeUpdate } from '../resources/mutations';
import { readCsv } from './csv';
import { ImportRun, importIssue, readHeader, type LineIssue, type LineOutcome } from './plan';
import { recordSupplierTodo } from './supplier-todos';
import type { ResourceRegistry } from '../resources/binding';

/** Lines per batch: per transaction when applying (short, so other requests on the embedded database wait little), per round of look-ups when checking. */
export const IMPORT_BATCH = 200;

export const emptyCounts = (): ImportCounts => ({ lines: 0, create: 0, update: 0, unchanged: 0, todo: 0, bad: 0 });

function count(counts: ImportCounts, outcomes: readonly LineOutcome[]): void {
  for (const outcome of outcomes) {
    counts.lines += 1;
    counts[outcome.action] += 1;
  }
}

async function insertIssues(db: Executor, importId: number, issues: readonly LineIssue[]): Promise<void> {
  for (let i = 0; i < issues.length; i += 1000) {
    await db
      .insert(importIssues)
      .values(issues.slice(i, i + 1000).map((found) => ({ importId, line: found.line, column: found.column, issue: found.issue })));
  }
}

export interface CheckInput {
  def: ImportDef;
  bytes: Uint8Array;
  fileName: string;
  options: { supplierId?: number };
  createdBy: number;
  now: Date;
  resources: ResourceRegistry;
}

/** Checks a file and stores the import with its findings; answers the stored import's id. */
export async function checkImport(db: Db, input: CheckInput): Promise<number> {
  const { def, bytes } = input;
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    throw new ApiFailure(ErrorCode.BadRequest, `The file is larger than ${IMPORT_MAX_BYTES / 1_000_000} MB`);
  const sha256 = sha256Of(bytes);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(imports)
      .values({
        kind: def.kind,
        fileName: input.fileName,
        sha256,
        size: bytes.byteLength,
        content: Buffer.from(bytes),
        status: 'invalid',
        checked: emptyCounts(),
        options: input.options,
        createdBy: input.createdBy,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: imports.id });
    const counts = emptyCounts();
    let run: ImportRun | null = null;
    for await (const part of readCsv(bytes, IMPORT_BATCH)) {
      if ('header' in part) {
        const header = readHeader(def, part.header);
        if (header.issues.length || part.header.length === 0) {
          await insertIssues(
            tx,
            row.id,
            header.issues.length ? header.issues : [{ line: 1, column: '', issue: importIssue('imports.issue.empty') }],
          );
          counts.bad += 1;
          break;
        }
        run = new ImportRun(input.resources, def, header, input.options);
        continue;
      }
      const { outcomes, issues } = await run!.plan(tx, part.lines, part.unreadable);
      count(counts, outcomes);
      await insertIssues(tx, row.id, issues);
    }
    if (run && counts.lines === 0) {
      await insertIssues(tx, row.id, [{ line: 2, column: '', issue: importIssue('imports.issue.empty') }]);
      counts.bad += 1;
    }
    await tx
      .update(imports)
      .set({ checked: counts, status: counts.bad === 0 ? 'checked' : 'invalid' })
      .where(eq(imports.id, row.id));
    return row.id;
  });
}

export interface ApplyControl {
  /** Called after each batch is written; throws to stop (a cancelled job), the batch in hand then rolls back. */
  progress(done: number, total: number): Promise<void>;
  now(): Date;
}

/** The importer's session as the writes need it: their current role, refused when they may no longer import. */
async function importerAuth(db: Executor, def: ImportDef, userId: number): Promise<TokenPayload> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || !can(user.role, ...def.permission)) throw new ApiFailure(ErrorCode.Forbidden);
  return { id: userId, role: user.role, secret: true, tfa: true, exp: 0 };
}

/**
 * Writes a batch's decided lines set-based, in the batch's transaction: every new record in one INSERT, every
 * changed one in one UPDATE, their audit events in one INSERT (server/resources/bulk-mutations.ts). A record on
 * several lines of the batch (a product in several categories of a category's products file) is written once,
 * with what its last line makes of it, from the record as it was. The records as written stand for this run's
 * later batches.
 */
async function writeBatch(
  tx: Tx,
  run: ImportRun,
  auth: TokenPayload,
  now: Date,
  importId: number,
  outcomes: readonly LineOutcome[],
): Promise<void> {
  const creates = new Map<string, Record<string, unknown>>();
  const updates = new Map<string, BulkUpdate>();
  for (const outcome of outcomes) {
    if (outcome.action === 'create' || (outcome.action === 'update' && creates.has(outcome.key))) creates.set(outcome.key, outcome.values);
    else if (outcome.action === 'update')
      updates.set(outcome.key, { current: updates.get(outcome.key)?.current ?? outcome.current, values: outcome.values });
    else if (outcome.action === 'todo') await recordSupplierTodo(tx, auth, importId, run, outcome, now);
  }
  const created = await writeCreates(tx, { auth, now }, run.binding, [...creates.values()]);
  const updated = await writeUpdates(tx, { auth, now }, run.binding, [...updates.values()]);
  [...creates.keys()].forEach((key, index) => run.pending.set(key, created[index]));
  [...updates.keys()].forEach((key, index) => run.pending.set(key, updated[index]));
}

/** Writes one decided line in the batch's transaction (a resource written record by record); answers the record as written. */
function lineWriter(tx: Tx, run: ImportRun, auth: TokenPayload, now: Date, importId: number) {
  return async (outcome: LineOutcome): Promise<ResourceRecord | null> => {
    if (outcome.action === 'create') return writeCreate(tx, { auth, now }, run.binding, outcome.values);
    if (outcome.action === 'update') return writeUpdate(tx, { auth, now }, run.binding, outcome.current, outcome.values);
    if (outcome.action === 'todo') await recordSupplierTodo(tx, auth, importId, run, outcome, now);
    return null;
  };
}

/**
 * Writes a checked import. Its status says where it is: applying while it runs, then applied (with the figures
 * of what it did), cancelled (figures of the batches written before the cancel) or failed.
 */
export async function applyImport(
  db: Db,
  resources: ResourceRegistry,
  def: ImportDef,
  importId: number,
  control: ApplyControl,
): Promise<ImportCounts> {
  const [stored] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!stored) throw new ApiFailure(ErrorCode.NotFound);
  const auth = await importerAuth(db, def, stored.createdBy);
  const bytes = stored.content;
  const counts = emptyCounts();
  let run: ImportRun | null = null;
  const total = stored.checked.lines;
  for await (const part of readCsv(bytes, IMPORT_BATCH)) {
    if ('header' in part) {
      run = new ImportRun(resources, def, readHeader(def, part.header), stored.options);
      continue;
    }
    const batchRun = run!;
    await db.transaction(async (tx) => {
      const now = control.now();
      const { outcomes } = await batchRun.plan(
        tx,
        part.lines,
        part.unreadable,
        batchRun.setBased ? undefined : lineWriter(tx, batchRun, auth, now, importId),
      );
      if (batchRun.setBased) await writeBatch(tx, batchRun, auth, now, importId, outcomes);
      count(counts, outcomes);
      await tx.update(imports).set({ applied: counts, updatedAt: control.now() }).where(eq(imports.id, importId));
    });
    await control.progress(Math.min(counts.lines, total), total);
  }
  return counts;
}

/** An import's bad lines in file order, a page at a time (after the issue `after`). */
export async function issuesOf(db: Executor, importId: number, after: number, limit: number) {
  return db
    .select({ ID: importIssues.id, Line: importIssues.line, Column: importIssues.column, Issue: importIssues.issue })
    .from(importIssues)
    .where(and(eq(importIssues.importId, importId), gt(importIssues.id, after)))
    .orderBy(asc(importIssues.id))
    .limit(limit);
}

export const issueCount = (db: Executor, importId: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(importIssues)
    .where(eq(importIssues.importId, importId))
    .then(([r]) => r.n);
