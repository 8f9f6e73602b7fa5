/**
 * The import routes, one set per import of src/domain/imports/definitions.ts at its screen's path
 * (`/api/product/items/import`, `/api/product/categories/import-products`, …); each needs the area's view
 * permission and the import's own:
 * - `GET {path}/template`: the template file (headers and an example line).
 * - `POST {path}`: multipart `file` (and `supplier` for a supplier file): checks the file, answers the import.
 * - `GET {path}`: the latest imports of this kind; `GET {path}/{id}`: one, with its job's progress.
 * - `GET {path}/{id}/issues?after=&limit=`: its bad lines in file order.
 * - `POST {path}/{id}/apply`: applies a checked import as a job (server/imports/job.ts); `POST {path}/{id}/cancel`
 *   cancels that job.
 */
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Context } from 'hono';
import { stringify } from 'csv-stringify/sync';
import { ErrorCode } from '../../src/domain/errors';
import { IMPORTS, IMPORT_MAX_BYTES, templateLines, type ImportDef } from '../../src/domain/imports/definitions';
import type { ImportSummary } from '../../src/domain/imports/api';
import { issue } from '../../src/domain/validation';
import { recordAudit } from '../audit';
import { imports, jobs, suppliers } from '../db/schema';
import type { Executor } from '../db/types';
import { inArea, routeList, type RouteDef } from '../http/api-route';
import { limitBodyTo, type BodyLimitRule } from '../http/body-limit';
import type { AppEnv } from '../http/env';
import { ApiFailure, ERROR_TEXT, idParam } from '../http/errors';
import { cleanFileName } from '../resources/file-types';
import { refuseUnknownParams } from '../resources/list-params';
import { limitOf } from '../resources/query-numbers';
import { cancelApply, enqueueApply, importStatus } from './job';
import { checkImport, issueCount, issuesOf } from './service';

/** Room for the multipart framing around the largest file an import takes. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES + 64_000;

/** The uploads of every import (`POST /api/product/{path}`) may be as large as an import file. */
export const IMPORT_BODY_LIMITS: BodyLimitRule = {
  path: new RegExp(`^/api/product/(${IMPORTS.map((def) => def.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`),
  maxSize: IMPORT_BODY_LIMIT,
};

const refuse = (field: string, found = issue('validation.required')) =>
  new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [field]: found });

function summaryOf(row: ImportRow & { jobStatus: string | null }, issues: number): ImportSummary {
  return {
    ID: row.id,
    Kind: row.kind,
    FileName: row.fileName,
    Size: row.size,
    Status: importStatus(row.status, row.jobStatus),
    Checked: row.checked,
    Applied: row.applied ?? null,
    Issues: issues,
    JobID: row.jobId ?? null,
    CreatedBy: row.createdBy,
    CreatedAt: row.createdAt.toISOString(),
    FinishedAt: row.finishedAt?.toISOString() ?? null,
    Version: row.version,
  };
}

/** An import's columns without the file's bytes, with its job's status. */
const { content: _content, ...importColumns } = getTableColumns(imports);
const withoutContent = { ...importColumns, jobStatus: jobs.Status };
type ImportRow = Omit<typeof imports.$inferSelect, 'content'>;

async function readImport(db: Executor, def: ImportDef, id: number): Promise<ImportRow & { jobStatus: string | null }> {
  const [row] = await db
    .select(withoutContent)
    .from(imports)
    .leftJoin(jobs, eq(jobs.ID, imports.jobId))
    .where(and(eq(imports.id, id), eq(imports.kind, def.kind)));
  if (!row) throw new ApiFailure(ErrorCode.NotFound);
  return row;
}

const idOf = (c: Context<AppEnv>) => idParam(c);

/** An import's issues per page: 200 unless `limit` asks for another number up to 1000. */
const ISSUES_PAGE = 200;
const ISSUES_MAX_PAGE = 1000;
/** The issues' paging parameters; the list of a kind's latest imports takes none. */
const ISSUE_PARAMS: ReadonlySet<string> = new Set(['limit', 'after']);
const NO_PARAMS: ReadonlySet<string> = new Set();

function afterOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw refuse('after', issue('validation.integer'));
  return n;
}

/** The routes of every import, for the area's router (mounted under /api/product). */
export function importRoutes(): RouteDef[] {
  const routes = routeList();
  for (const def of IMPORTS) {
    const base = `/${def.path}`;
    const access = inArea(def.area, def.permission);

    routes.get(`${base}/template`, access, (c) => {
      const csv = stringify(templateLines(def), { delimiter: ';', bom: true, record_delimiter: '\r\n' });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${def.kind}-template.csv"`);
      return c.body(csv);
    });

    routes.get(base, access, async (c) => {
      refuseUnknownParams(c.req.query(), NO_PARAMS);
      const { db } = c.get('deps');
      const rows = await db
        .select(withoutContent)
        .from(imports)
        .leftJoin(jobs, eq(jobs.ID, imports.jobId))
        .where(eq(imports.kind, def.kind))
        .orderBy(desc(imports.id))
        .limit(20);
      return c.json({ data: rows.map((row) => summaryOf(row, row.checked.bad)) });
    });

    routes.post(base, access, limitBodyTo(IMPORT_BODY_LIMIT), async (c) => {
      const auth = c.get('auth');
      const { db, resources, clock } = c.get('deps');
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: the body is not multipart/form-data`);
      }
      const upload = form.file;
      if (!(upload instanceof File) || upload.size === 0) throw refuse('file');
      const options: { supplierId?: number } = {};
      if (def.kind === 'suppliers') {
        const supplier = Number(form.supplier);
        if (!Number.isSafeInteger(supplier) || supplier <= 0) throw refuse('supplier');
        const [found] = await db.select({ id: suppliers.ID }).from(suppliers).where(eq(suppliers.ID, supplier));
        if (!found) throw refuse('supplier', issue('validation.reference'));
        options.supplierId = supplier;
      }
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const id = await checkImport(db, {
        def,
        bytes,
        fileName: cleanFileName(upload.name),
        options,
        createdBy: auth.id,
        now: clock.now(),
        resources,
      });
      const row = await readImport(db, def, id);
      await recordAudit(db, {
        actorId: auth.id,
        entity: 'import',
        entityId: id,
        action: 'create',
        after: { Kind: def.kind, FileName: row.fileName, Checked: row.checked },
      });
      return c.json(summaryOf(row, await issueCount(db, id)), 201);
    });

    routes.get(`${base}/:id{[0-9]+}`, access, async (c) => {
      const { db } = c.get('deps');
      const row = await readImport(db, def, idOf(c));
      return c.json(summaryOf(row, await issueCount(db, row.id)));
    });

    routes.get(`${base}/:id{[0-9]+}/issues`, access, async (c) => {
      refuseUnknownParams(c.req.query(), ISSUE_PARAMS);
      const { db } = c.get('deps');
      const row = await readImport(db, def, idOf(c));
      const limit = limitOf(c.req.query('limit'), ISSUES_PAGE, ISSUES_MAX_PAGE);
      const page = await issuesOf(db, row.id, afterOf(c.req.query('after')), limit);
      return c.json({ data: page, nextCursor: page.length === limit ? String(page[page.length - 1].ID) : null });
    });

    routes.post(`${base}/:id{[0-9]+}/apply`, access, async (c) => {
      const { db, resources } = c.get('deps');
      await enqueueApply(db, resources, def, idOf(c), c.get('auth'));
      const row = await readImport(db, def, idOf(c));
      return c.json(summaryOf(row, await issueCount(db, row.id)));
    });

    routes.post(`${base}/:id{[0-9]+}/cancel`, access, async (c) => {
      const { db, resources, clock } = c.get('deps');
      const current = await readImport(db, def, idOf(c));
      await cancelApply(db, resources, current.jobId, c.get('auth'), clock.now());
      const row = await readImport(db, def, idOf(c));
      return c.json(summaryOf(row, await issueCount(db, row.id)));
    });
  }
  return routes.list;
}
