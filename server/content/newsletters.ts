/**
 * Newsletters' server behaviour beside the engine (docs/decisions.md "Newsletters"):
 * - "Schedule" (Draft → Scheduled) queues the send's job, due at ScheduledAt (at once, and ScheduledAt now, when
 *   none is set or it has passed), as the newsletter's own job; refused with 42201 when a store of its group has
 *   no active template of type 4 (own or for every store), since it could not be sent there.
 * - "Cancel the send" (Scheduled or Sending → Draft) cancels the job: a queued one never runs, a running one stops
 *   at its next batch; the addresses already mailed are kept, so scheduling it again mails only the others.
 * - An edit of a scheduled newsletter's ScheduledAt moves its job; a newsletter being sent or sent is kept as it
 *   went out (40902), and one being sent is not deleted.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { JobStatus } from '../../src/domain/resources/jobs';
import { NewsletterStatus } from '../../src/domain/resources/shop/common';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { valueText } from '../../src/domain/value-text';
import { jobs, newsletters, stores, columnsOf } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import { enqueueJob } from '../jobs/enqueue';
import { activeTemplate } from '../mail';
import { versionedUpdate } from '../resources/versioned-writes';
import type { ResourceRegistry } from '../resources/binding';
import type { ActionEffect, ResourceHooks } from '../resources/hooks';
import { recordSelection, toRecord } from '../resources/records';
import type { TokenPayload } from '../../src/domain/api-types';
import { NEWSLETTER_JOB } from './newsletter-send';

const N = columnsOf(newsletters);
const J = columnsOf(jobs);

/** Kept as it went out: no edit while it is being sent or once it is. */
const KEPT = 'A newsletter being sent or sent is kept as it went out';
const BEING_SENT = 'The newsletter is being sent: cancel the send first';

/** When the send is due: its ScheduledAt while that is still to come, else null: at once (the database's now, every runner's clock). */
function dueAt(scheduledAt: unknown, now: Date): Date | null {
  const at = scheduledAt == null ? null : new Date(valueText(scheduledAt));
  return at && !Number.isNaN(at.getTime()) && at > now ? at : null;
}

/** 42201 unless every store of the group has a template of type 4 to send it with. */
async function assertTemplates(tx: Tx, groupId: number): Promise<void> {
  const rows = await tx.select({ id: stores.id }).from(stores).where(eq(stores.storeGroupId, groupId));
  for (const store of rows) {
    if (await activeTemplate(tx, EmailTemplateType.NewsletterCategory, store.id)) continue;
    throw new ApiFailure(
      ErrorCode.MailTemplateMissing,
      `There is no active e-mail template of type ${EmailTemplateType.NewsletterCategory} for store ${store.id} or for all stores`,
    );
  }
}

/** Cancels the newsletter's job while it is queued or running, audited on the job as its own cancel is. */
async function cancelJob(tx: Tx, resources: ResourceRegistry, auth: TokenPayload, jobId: number): Promise<void> {
  const binding = resources.bindingOf('jobs');
  const [row] = await tx
    .select(recordSelection(binding))
    .from(jobs)
    .where(and(eq(J.ID, jobId), inArray(J.Status, [JobStatus.Queued, JobStatus.Running])))
    .for('update');
  if (!row) return;
  const before = toRecord(row);
  await versionedUpdate(tx, binding, {
    id: jobId,
    before,
    set: { Status: JobStatus.Cancelled, FinishedAt: sql`now()` },
    actorId: auth.id,
    action: 'cancel',
  });
}

/** The job sending the newsletter, if any. */
async function jobOf(tx: Tx, newsletterId: number): Promise<number | null> {
  const [row] = await tx.select({ jobId: N.JobID }).from(newsletters).where(eq(N.ID, newsletterId));
  return row?.jobId == null ? null : Number(row.jobId);
}

const newsletterScheduled: ActionEffect = async ({ tx, resources, auth, now, record }) => {
  await assertTemplates(tx, Number(record.StoreGroupID));
  const runAt = dueAt(record.ScheduledAt, now);
  const job = await enqueueJob(
    tx,
    resources,
    NEWSLETTER_JOB,
    { newsletterId: record.ID },
    { createdBy: auth.id, title: `Newsletter: ${valueText(record.Subject)}`, runAt: runAt ?? undefined },
  );
  await tx
    .update(newsletters)
    .set({ JobID: job.ID, ScheduledAt: runAt ?? now, SentAt: null })
    .where(eq(N.ID, record.ID));
};

const newsletterUnscheduled: ActionEffect = async ({ tx, resources, auth, record }) => {
  const jobId = await jobOf(tx, record.ID);
  if (jobId !== null) await cancelJob(tx, resources, auth, jobId);
  await tx.update(newsletters).set({ JobID: null }).where(eq(N.ID, record.ID));
};

const isKept = (record: ResourceRecord | null) => record?.Status === NewsletterStatus.Sending || record?.Status === NewsletterStatus.Sent;

export const newsletterHooks: ResourceHooks = {
  effects: { newsletterScheduled, newsletterUnscheduled },
  beforeWrite({ current, values, now }) {
    if (isKept(current)) throw new ApiFailure(ErrorCode.Locked, KEPT);
    // A scheduled newsletter whose time is taken away goes out at once, as one scheduled without a time does.
    if (current?.Status === NewsletterStatus.Scheduled && 'ScheduledAt' in values && values.ScheduledAt == null)
      values.ScheduledAt = now.toISOString();
  },
  async afterWrite({ tx, mode, current, record, now }) {
    // The scheduled send follows its newsletter's new time.
    if (mode !== 'update' || record.Status !== NewsletterStatus.Scheduled) return;
    if (valueText(record.ScheduledAt ?? '') === valueText(current?.ScheduledAt ?? '')) return;
    const jobId = await jobOf(tx, record.ID);
    if (jobId === null) return;
    await tx
      .update(jobs)
      .set({ RunAt: dueAt(record.ScheduledAt, now) ?? sql`now()` })
      .where(and(eq(J.ID, jobId), eq(J.Status, JobStatus.Queued)));
  },
  async beforeDelete({ tx, resources, auth, records }) {
    if (records.some((r) => r.Status === NewsletterStatus.Sending)) throw new ApiFailure(ErrorCode.Locked, BEING_SENT);
    for (const record of records) {
      const jobId = await jobOf(tx, record.ID);
      if (jobId !== null) await cancelJob(tx, resources, auth, jobId);
    }
  },
};
