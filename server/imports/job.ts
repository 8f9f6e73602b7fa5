/**
 * Applying an import runs as a durable job (server/jobs, kind `product-import`): enqueued with the request that
 * asks for it, in the same transaction as the import's link to it, and run by whichever server process claims
 * it. The import's state follows its job (queued or running → applying, then applied, failed or cancelled); a
 * cancel is the job's own cancel, seen by the application at its next batch.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import type { ImportStatus } from '../../src/domain/imports/api';
import { importByKind, type ImportDef, type ImportKind } from '../../src/domain/imports/definitions';
import { JobStatus, type JobKind } from '../../src/domain/resources/jobs';
import { imports, jobs } from '../db/schema';
import type { Db } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { ApiFailure } from '../http/errors';
import { enqueueJob, type JobDefinition } from '../jobs';
import { customAction, runAction } from '../resources/actions';
import { readRecord } from '../resources/records';
import { versionedUpdate } from '../resources/versioned-writes';
import { applyImport, emptyCounts } from './service';

export const IMPORT_JOB = 'product-import' satisfies JobKind;

interface ImportJobPayload {
  importId: number;
  kind: ImportKind;
}

/** The handler of `IMPORT_JOB` jobs. */
export const productImportJob: JobDefinition<ImportJobPayload> = {
  async run({ db, resources, payload, progress }) {
    const def = importByKind.get(payload.kind);
    if (!def) throw new Error(`Unknown import kind ${payload.kind}`);
    const counts = await applyImport(db, resources, def, payload.importId, {
      progress: (done, total) => progress(done, total),
      now: () => new Date(),
    });
    await db
      .update(imports)
      .set({ finishedAt: sql`now()` })
      .where(eq(imports.id, payload.importId));
    return counts;
  },
};

/** An import's state as people see it: its check's, or its job's once it was applied. */
export function importStatus(checked: ImportStatus, jobStatus: string | null | undefined): ImportStatus {
  switch (jobStatus) {
    case JobStatus.Queued:
    case JobStatus.Running:
      return 'applying';
    case JobStatus.Succeeded:
      return 'applied';
    case JobStatus.Failed:
      return 'failed';
    case JobStatus.Cancelled:
      return 'cancelled';
    default:
      return checked;
  }
}

/** 40901 unless the import is checked without bad lines and not applying now. */
export async function enqueueApply(
  db: Db,
  resources: ResourceRegistry,
  def: ImportDef,
  importId: number,
  auth: TokenPayload,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: imports.status, fileName: imports.fileName, jobStatus: jobs.Status })
      .from(imports)
      .leftJoin(jobs, eq(jobs.ID, imports.jobId))
      .where(and(eq(imports.id, importId), eq(imports.kind, def.kind)))
      .for('update', { of: imports });
    if (!row) throw new ApiFailure(ErrorCode.NotFound);
    if (row.status !== 'checked')
      throw new ApiFailure(ErrorCode.Conflict, 'Only a file without bad lines can be imported: fix it and upload it again');
    if (importStatus(row.status, row.jobStatus) === 'applying') throw new ApiFailure(ErrorCode.Conflict, 'The import is already running');
    const job = await enqueueJob(tx, resources, IMPORT_JOB, { importId, kind: def.kind } satisfies ImportJobPayload, {
      createdBy: auth.id,
      title: `${def.kind}: ${row.fileName}`,
      maxAttempts: 3,
    });
    await versionedUpdate(
      tx,
      { table: imports, entity: 'import' },
      { id: importId, set: { jobId: job.ID, applied: emptyCounts(), finishedAt: null }, actorId: auth.id, action: 'apply' },
    );
  });
}

/** Cancels the import's running job, as the Jobs screen's cancel does (audited as the caller); 40901 when none runs. */
export async function cancelApply(db: Db, resources: ResourceRegistry, jobId: number | null, auth: TokenPayload, now: Date): Promise<void> {
  const binding = resources.bindingOf('jobs');
  const job = jobId == null ? null : await readRecord(db, binding, jobId);
  if (!job || (job.Status !== JobStatus.Queued && job.Status !== JobStatus.Running)) {
    throw new ApiFailure(ErrorCode.Conflict, 'The import is not running');
  }
  await runAction({ db, resources, auth, now }, binding, customAction(binding, 'cancel', false), job.ID, { Version: job.Version });
}
