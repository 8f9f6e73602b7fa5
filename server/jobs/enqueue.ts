/**
 * Adding a job: one row of `jobs`, queued and due now (or at `runAt`), with its create audit event, written
 * through whatever the caller holds. Inside the caller's transaction, "create the import and its job" is
 * one change: rolled back, neither exists, and no runner ever sees the job.
 */
import { sql } from 'drizzle-orm';
import { JobStatus, type JobKind } from '../../src/domain/resources/jobs';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { recordAudit } from '../audit';
import { jobs } from '../db/schema';
import type { Executor } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { auditValue } from '../resources/audit-values';
import { recordSelection, toRecord } from '../resources/records';

export interface EnqueueOptions {
  /** The user the job is for (they may read it through GET /api/common/jobs/:id); null: the system. */
  createdBy: number | null;
  /** What people read in the Jobs screen ("Import of prices.csv"). */
  title: string;
  /** Attempts before it fails for good (default 5). */
  maxAttempts?: number;
  /** Not before this instant (default: now). */
  runAt?: Date;
}

const DEFAULT_MAX_ATTEMPTS = 5;

export async function enqueueJob(
  tx: Executor,
  resources: ResourceRegistry,
  kind: JobKind,
  payload: unknown,
  options: EnqueueOptions,
): Promise<ResourceRecord> {
  const title = options.title.trim().slice(0, 255);
  if (!title) throw new Error('A job needs a title');
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be a whole number of at least 1');
  const binding = resources.bindingOf('jobs');
  const [row] = await tx
    .insert(jobs)
    .values({
      Title: title,
      Kind: kind,
      Status: JobStatus.Queued,
      Attempts: 0,
      MaxAttempts: maxAttempts,
      RunAt: options.runAt ?? sql`now()`,
      Payload: payload ?? {},
      CreatedBy: options.createdBy,
    })
    .returning(recordSelection(binding));
  const record = toRecord(row);
  await recordAudit(tx, {
    actorId: options.createdBy ?? 0,
    entity: 'jobs',
    entityId: record.ID,
    action: 'create',
    before: null,
    after: auditValue(record),
  });
  return record;
}
