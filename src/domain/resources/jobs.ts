/**
 * Background jobs (DESIGN.md "Parts beyond the database": Jobs; issue 8 §1): long or retried work (imports,
 * price lists, AI texts, later refunds and reminder runs) kept as rows of the `jobs` table and run by the
 * server's job runner (server/jobs). People only watch them: the list and detail are read-only, and the
 * workflow's two moves are cancel (a queued or running job) and retry (a failed or cancelled one). Payload,
 * result and the runner's lease are columns of the table only (server/db/schema/jobs.ts), never fields.
 */
import { datetime, enumeration, integer, longText, reference, text } from './fields';
import { statusOptions } from './status-tones';
import type { ResourceDef, WorkflowDef } from './types';
import { FEATURE_DEFS, FEATURES } from '../../features';

export const JobStatus = {
  Queued: 'queued',
  Running: 'running',
  Succeeded: 'succeeded',
  Failed: 'failed',
  Cancelled: 'cancelled',
} as const;
export type JobStatusCode = (typeof JobStatus)[keyof typeof JobStatus];

const JOB_STATUSES = statusOptions('jobStatus', Object.values(JobStatus), {
  queued: 'idle',
  running: 'active',
  succeeded: 'done',
  failed: 'failed',
  cancelled: 'closed',
});

type JobsOf<F> = F extends { jobs: readonly (infer K)[] } ? K : never;

/**
 * The kinds of job the product runs, with their labels: each feature's `jobs` (src/features/<name>/feature.ts),
 * in the features' order. Its server part exports the handler under the kind (server/features.ts assembles the
 * handlers, typed over JobKind, so a kind without a handler does not compile; tests/server/job-kinds.test.ts holds
 * labels, catalogues and handlers to each other). A job of a kind without a label still lists, under its code.
 */
export const JOB_KINDS: readonly JobsOf<(typeof FEATURES)[number]>[] = FEATURE_DEFS.flatMap(
  (feature) => feature.jobs ?? [],
) as readonly JobsOf<(typeof FEATURES)[number]>[];

/** The kind of a job: one of JOB_KINDS. */
export type JobKind = (typeof JOB_KINDS)[number]['value'];

const UPDATE = ['update', 'setting'] as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'cancel',
      label: 'resources.jobs.cancel',
      permission: UPDATE,
      bulk: true,
      danger: true,
      shortcut: 'c',
      effect: 'stop',
      confirm: 'resources.jobs.confirmCancel',
      from: [JobStatus.Queued, JobStatus.Running],
      to: JobStatus.Cancelled,
      done: 'resources.jobs.cancelled',
    },
    {
      id: 'retry',
      label: 'resources.jobs.retry',
      permission: UPDATE,
      bulk: true,
      shortcut: 't',
      effect: 'requeue',
      from: [JobStatus.Failed, JobStatus.Cancelled],
      to: JobStatus.Queued,
      done: 'resources.jobs.retried',
    },
  ],
};

export const jobs: ResourceDef<'jobs'> = {
  name: 'jobs',
  area: 'setting',
  path: 'jobs',
  screen: 'SettingJob',
  table: 'jobs',
  titleField: 'Title',
  subtitleField: 'Kind',
  permissions: { view: ['view', 'setting'], update: UPDATE },
  fields: [
    text('Title', { required: true, readOnly: true, list: 3, searchable: true, label: 'resources.jobs.Title' }),
    enumeration('Kind', JOB_KINDS, { required: true, readOnly: true, list: 2, filterable: true, label: 'resources.jobs.Kind' }),
    enumeration('Status', JOB_STATUSES, {
      required: true,
      readOnly: true,
      default: JobStatus.Queued,
      list: 1,
      filterable: true,
      label: 'resources.jobs.Status',
    }),
    integer('ProgressDone', { readOnly: true, min: 0, list: 2, progressOf: 'ProgressTotal', label: 'resources.jobs.ProgressDone' }),
    integer('ProgressTotal', { readOnly: true, min: 0, hidden: true, label: 'resources.jobs.ProgressTotal' }),
    integer('Attempts', { required: true, readOnly: true, min: 0, default: 0, list: 1, label: 'resources.jobs.Attempts' }),
    integer('MaxAttempts', { required: true, readOnly: true, min: 1, default: 5, label: 'resources.jobs.MaxAttempts' }),
    datetime('RunAt', { required: true, readOnly: true, sortable: true, label: 'resources.jobs.RunAt', help: 'resources.jobs.help.RunAt' }),
    datetime('FinishedAt', { readOnly: true, label: 'resources.jobs.FinishedAt' }),
    longText('LastError', { readOnly: true, maxLength: 5000, label: 'resources.jobs.LastError' }),
    reference('CreatedBy', 'users', { readOnly: true, filterable: true, list: 2, label: 'resources.jobs.CreatedBy' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  workflow: WORKFLOW,
  refreshMs: 2000,
  historyActions: {
    start: 'resources.jobs.history.start',
    reclaim: 'resources.jobs.history.reclaim',
    succeed: 'resources.jobs.history.succeed',
    'retry-later': 'resources.jobs.history.retryLater',
    fail: 'resources.jobs.history.fail',
    release: 'resources.jobs.history.release',
  },
  keywords: ['jobs', 'background', 'queue', 'progress', 'jobb', 'bakgrund', 'kö'],
  noun: { one: 'resources.jobs.one', other: 'resources.jobs.other' },
};
