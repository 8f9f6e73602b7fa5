/**
 * Demo jobs that have finished (succeeded, failed, cancelled), so the Jobs screen has a history to show. Jobs that
 * are still to run are real ones, made by the features' own seeds with real payloads (server/demo/imports.ts:
 * two imports waiting to be applied), so a runner that takes them up does real work.
 */
import { JobStatus, type JobStatusCode } from '../../src/domain/resources/jobs';
import { jobs } from '../db/schema';
import type { Tx } from '../db/types';
import type { DemoUserKey } from './shop';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface DemoJob {
  kind: string;
  title: string;
  status: JobStatusCode;
  by: DemoUserKey;
  done?: number;
  total?: number;
  error?: string;
}

const DEMO_JOBS: readonly DemoJob[] = [
  {
    kind: 'product-import',
    title: 'Import av produkter-vecka-47.csv',
    status: JobStatus.Succeeded,
    by: 'catalog',
    done: 1240,
    total: 1240,
  },
  { kind: 'price-list', title: 'Prislista Leverantör Nordic Parts', status: JobStatus.Succeeded, by: 'manager', done: 5000, total: 5000 },
  { kind: 'product-texts', title: 'AI-texter för 25 produkter', status: JobStatus.Succeeded, by: 'catalog', done: 25, total: 25 },
  {
    kind: 'product-import',
    title: 'Import av batterier.csv',
    status: JobStatus.Failed,
    by: 'catalog',
    done: 12,
    total: 400,
    error: 'Line 13: the SKU IP13-BAT-X is used by another product',
  },
  {
    kind: 'price-list',
    title: 'Prislista Leverantör Okänd',
    status: JobStatus.Failed,
    by: 'manager',
    error: 'The file has no column named Price',
  },
  {
    kind: 'product-texts',
    title: 'AI-texter för 8 hörlurar',
    status: JobStatus.Failed,
    by: 'admin',
    error: 'The AI service answered 429 Too Many Requests',
  },
  { kind: 'product-import', title: 'Import av test.csv', status: JobStatus.Cancelled, by: 'catalog', done: 40, total: 200 },
  { kind: 'price-list', title: 'Prislista Leverantör Gammal', status: JobStatus.Cancelled, by: 'manager' },
  { kind: 'product-texts', title: 'AI-texter för 3 fodral', status: JobStatus.Cancelled, by: 'admin' },
];

export async function seedJobs(tx: Tx, { userIds, now }: { userIds: Record<DemoUserKey, number>; now: Date }): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await tx.insert(jobs).values(
    DEMO_JOBS.map((job, i) => {
      const created = at(-(DEMO_JOBS.length - i) * 7 * MINUTE_MS);
      const finished = job.status === JobStatus.Succeeded || job.status === JobStatus.Failed || job.status === JobStatus.Cancelled;
      const running = job.status === JobStatus.Running;
      return {
        Title: job.title,
        Kind: job.kind,
        Status: job.status,
        ProgressDone: job.done ?? null,
        ProgressTotal: job.total ?? null,
        Attempts: job.status === JobStatus.Queued ? 0 : job.status === JobStatus.Failed ? 5 : 1,
        MaxAttempts: 5,
        RunAt: job.status === JobStatus.Queued ? at(DAY_MS) : created,
        FinishedAt: finished ? at(-(DEMO_JOBS.length - i) * 7 * MINUTE_MS + 3 * MINUTE_MS) : null,
        LastError: job.error ?? null,
        CreatedBy: userIds[job.by],
        Payload: { demo: true },
        Result: job.status === JobStatus.Succeeded ? { processed: job.done ?? 0 } : null,
        LockedBy: running ? 'demo-worker' : null,
        LockedUntil: running ? at(DAY_MS) : null,
        CreatedAt: created,
        UpdatedAt: created,
      };
    }),
  );
}
