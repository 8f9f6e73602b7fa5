/**
 * The send of a newsletter (job kind `newsletter-send`, enqueued by "Schedule" due at its ScheduledAt;
 * docs/decisions.md "Newsletters"). The subscribers are the customers of the newsletter's store group who
 * consent to newsletters, in its language, each address once (the first customer of an address is the one its
 * link names), not merged away. They are mailed in batches through the outbox, each batch one transaction that
 * holds the newsletter's row: a `newsletter_sends` row per address beside its outbox message, so a batch retried
 * after a crash finds those addresses done and never mails one twice. Each message is the e-mail template of
 * type 4 of the recipient's store (else the one for every store) around the newsletter, with the recipient's
 * unsubscribe link in its body (added at the end when the template has no place for it) and as List-Unsubscribe.
 * An address the outbox refuses, or a store without a template (deactivated since it was scheduled), is a failed
 * send with its reason, not retried. The newsletter counts its sends as it goes (sent, failed, of how many) and
 * is Sent when no subscriber is left. A job that is not the newsletter's own (an older schedule) or finds it no
 * longer scheduled or sending sends nothing; cancelled, or failed for good, it leaves the newsletter a draft
 * again, and a new schedule mails only the addresses not yet reached.
 */
import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { escapeHtml } from '../../src/domain/html';
import type { JobKind } from '../../src/domain/resources/jobs';
import { NewsletterStatus } from '../../src/domain/resources/shop/common';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { valueText } from '../../src/domain/value-text';
import { isMailbox } from '../config';
import { customers, jobs, newsletterSends, newsletters, stores, columnsOf } from '../db/schema';
import type { Db, Executor, Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import { JobCancelled, type JobContext, type JobDefinition } from '../jobs/definition';
import { activeTemplate, fillTemplate, queueMail, safeHtml, type StoredTemplate } from '../mail';
import type { ResourceBinding, ResourceRegistry } from '../resources/binding';
import { recordSelection, toRecord } from '../resources/records';
import { versionedUpdate } from '../resources/versioned-writes';
import { SYSTEM_ACTOR } from '../audit';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe';

const C = columnsOf(customers);
const N = columnsOf(newsletters);
const J = columnsOf(jobs);

export const NEWSLETTER_JOB = 'newsletter-send' satisfies JobKind;

/** Addresses mailed per transaction: a batch holds the newsletter's row only this long. */
export const NEWSLETTER_BATCH = 200;

interface Payload {
  newsletterId: number;
}

/** The link at a message's end when its template has no place for it, in the newsletter's language. */
const UNSUBSCRIBE_TEXT: Readonly<Record<string, string>> = {
  sv: 'Vill du inte längre få våra nyhetsbrev? Avregistrera dig här.',
  en: 'No longer want our newsletters? Unsubscribe here.',
  nb: 'Vil du ikke lenger motta nyhetsbrevene våre? Meld deg av her.',
  da: 'Vil du ikke længere modtage vores nyhedsbreve? Afmeld dig her.',
  fi: 'Etkö halua enää uutiskirjeitämme? Peru tilaus tästä.',
};

const languageOf = (locale: string) => locale.slice(0, 2).toLowerCase();

/** The customers the newsletter goes to (its store group's, consenting, in its language, not merged away). */
function audience(newsletter: ResourceRecord) {
  return and(
    eq(stores.storeGroupId, Number(newsletter.StoreGroupID)),
    eq(C.NewsletterConsent, true),
    sql`${C.MergedIntoID} is null`,
    sql`${C.Email} <> ''`,
    sql`split_part(lower(${C.Locale}), '-', 1) = ${languageOf(valueText(newsletter.Locale))}`,
  );
}

const address = sql<string>`lower(${C.Email})`;

/** The addresses of the audience the newsletter has not gone to yet. */
function notYetSent(tx: Executor, newsletterId: number) {
  return notExists(
    tx
      .select({ one: sql`1` })
      .from(newsletterSends)
      .where(and(eq(newsletterSends.newsletterId, newsletterId), eq(newsletterSends.email, address))),
  );
}

interface Recipient {
  customerId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string;
  storeId: number;
}

/** The next addresses to mail, in address order after `after` (this run's cursor), each once. */
async function nextRecipients(tx: Tx, newsletter: ResourceRecord, after: string): Promise<Recipient[]> {
  const rows = await tx
    .selectDistinctOn([address], {
      customerId: C.ID,
      email: address,
      firstName: C.FirstName,
      lastName: C.LastName,
      name: C.Name,
      storeId: C.StoreID,
    })
    .from(customers)
    .innerJoin(stores, eq(stores.id, C.StoreID))
    .where(and(audience(newsletter), gt(address, after), notYetSent(tx, newsletter.ID)))
    .orderBy(address, asc(C.ID))
    .limit(NEWSLETTER_BATCH);
  const textOrNull = (value: unknown) => (value == null ? null : valueText(value));
  return rows.map((row) => ({
    customerId: Number(row.customerId),
    email: row.email,
    firstName: textOrNull(row.firstName),
    lastName: textOrNull(row.lastName),
    name: valueText(row.name),
    storeId: Number(row.storeId),
  }));
}

/** How many addresses the newsletter has gone to (sent or failed) and how many are still to go. */
async function tally(tx: Executor, newsletter: ResourceRecord): Promise<{ sent: number; failed: number; left: number }> {
  const done = await tx
    .select({ status: newsletterSends.status, n: count() })
    .from(newsletterSends)
    .where(eq(newsletterSends.newsletterId, newsletter.ID))
    .groupBy(newsletterSends.status);
  const [{ left }] = await tx
    .select({ left: sql<number>`count(distinct ${address})::int` })
    .from(customers)
    .innerJoin(stores, eq(stores.id, C.StoreID))
    .where(and(audience(newsletter), notYetSent(tx, newsletter.ID)));
  const of = (status: string) => Number(done.find((row) => row.status === status)?.n ?? 0);
  return { sent: of('sent'), failed: of('failed'), left: Number(left) };
}

/** How many addresses a newsletter of the store group and language goes to now (the demo's sent letters' counts). */
export async function countSubscribers(tx: Executor, newsletter: { StoreGroupID: number; Locale: string }): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(distinct ${address})::int` })
    .from(customers)
    .innerJoin(stores, eq(stores.id, C.StoreID))
    .where(audience(newsletter as unknown as ResourceRecord));
  return Number(n);
}

/** The newsletter locked for this transaction, as a record, when `jobId` is the job sending it (else null). */
async function locked(tx: Tx, binding: ResourceBinding, id: number, jobId: number): Promise<ResourceRecord | null> {
  const [row] = await tx
    .select({ record: recordSelection(binding), jobId: N.JobID })
    .from(newsletters)
    .where(eq(N.ID, id))
    .for('update');
  return row && Number(row.jobId) === jobId ? toRecord(row.record) : null;
}

/** A state change of the newsletter by the system, audited under `action`. */
async function move(
  tx: Tx,
  binding: ResourceBinding,
  before: ResourceRecord,
  changes: Record<string, unknown>,
  action: string,
  input?: Record<string, unknown>,
): Promise<ResourceRecord> {
  const after = await versionedUpdate(tx, binding, { id: before.ID, before, set: changes, actorId: SYSTEM_ACTOR, action, input });
  return after!;
}

interface StoreOf {
  domain: string;
  name: string;
  from: string | undefined;
  template: StoredTemplate | null;
}

/** The stores of the newsletter's group with their sender and their template of type 4, read once per run. */
async function storesOf(db: Db, groupId: number): Promise<Map<number, StoreOf>> {
  const rows = await db
    .select({ id: stores.id, name: stores.name, brandName: stores.brandName, domain: stores.domain, email: stores.email })
    .from(stores)
    .where(eq(stores.storeGroupId, groupId));
  const found = new Map<number, StoreOf>();
  for (const row of rows) {
    const name = row.brandName?.trim() || row.name;
    const from = row.email && isMailbox(row.email) ? `${name.replace(/[<>",;]/g, ' ').trim()} <${row.email}>` : undefined;
    found.set(row.id, { domain: row.domain, name, from, template: await activeTemplate(db, EmailTemplateType.NewsletterCategory, row.id) });
  }
  return found;
}

/** One message: the template around the newsletter with the recipient's link, or why there is none. */
type Composed = { error: string } | { subject: string; html: string; locale: string };

function compose(newsletter: ResourceRecord, recipient: Recipient, store: StoreOf, link: string): Composed {
  if (!store.template) return { error: `There is no active e-mail template of type 4 for store ${recipient.storeId} or for all stores` };
  const locale = valueText(newsletter.Locale) || DEFAULT_LOCALE;
  const rendered = fillTemplate(store.template, locale, {
    // An organisation has no first name: its name greets it, so no placeholder is left standing.
    customer: {
      firstName: recipient.firstName ?? recipient.name,
      lastName: recipient.lastName,
      name: recipient.name,
      email: recipient.email,
    },
    store: { name: store.name, url: `https://${store.domain}` },
    newsletter: {
      subject: valueText(newsletter.Subject),
      preheader: newsletter.Preheader == null ? null : valueText(newsletter.Preheader),
      content: safeHtml(valueText(newsletter.Body)),
      unsubscribeUrl: link,
    },
  });
  // Every message says how to leave the list, whatever its template says.
  const footer = `<p><a href="${escapeHtml(link)}">${escapeHtml(UNSUBSCRIBE_TEXT[languageOf(locale)] ?? UNSUBSCRIBE_TEXT.en)}</a></p>`;
  const html = rendered.html.includes(escapeHtml(link)) ? rendered.html : `${rendered.html}${footer}`;
  return { subject: rendered.subject || valueText(newsletter.Subject), html, locale: rendered.locale };
}

interface Run {
  context: JobContext<Payload>;
  binding: ResourceBinding;
  resources: ResourceRegistry;
  signingKey: string;
  stores: Map<number, StoreOf>;
}

interface Batch {
  /** `more` to go, `done` (the newsletter is sent), `stopped` (no longer this job's to send). */
  state: 'more' | 'done' | 'stopped';
  /** Addresses gone to so far, sent or failed. */
  done: number;
}

/** One batch of addresses in one transaction holding the newsletter's row. */
async function batch(run: Run, tx: Tx, cursor: { after: string }): Promise<Batch> {
  const { context, binding, resources, signingKey } = run;
  const newsletter = await locked(tx, binding, context.payload.newsletterId, context.jobId);
  if (!newsletter || newsletter.Status !== NewsletterStatus.Sending) return { state: 'stopped', done: 0 };
  const recipients = await nextRecipients(tx, newsletter, cursor.after);
  if (recipients.length === 0) {
    const { sent, failed } = await tally(tx, newsletter);
    await move(
      tx,
      binding,
      newsletter,
      { Status: NewsletterStatus.Sent, SentAt: sql`now()`, SentCount: sent, FailedCount: failed, RecipientCount: sent + failed },
      'send-finished',
    );
    return { state: 'done', done: sent + failed };
  }
  for (const recipient of recipients) {
    const store = run.stores.get(recipient.storeId);
    const link = store ? unsubscribeUrl(store.domain, unsubscribeToken(signingKey, recipient.customerId, newsletter.ID)) : '';
    const message: Composed = store
      ? compose(newsletter, recipient, store, link)
      : { error: `Store ${recipient.storeId} left the store group` };
    let outcome: { outboxId: number } | { error: string };
    if ('error' in message) outcome = message;
    else if (!isMailbox(recipient.email)) outcome = { error: `Not an e-mail address: ${recipient.email}` };
    else {
      try {
        const queued = await queueMail(tx, resources, {
          to: recipient.email,
          from: store!.from,
          subject: message.subject,
          html: message.html,
          templateType: EmailTemplateType.NewsletterCategory,
          storeId: recipient.storeId,
          locale: message.locale,
          about: { entity: 'newsletters', id: newsletter.ID },
          createdBy: context.createdBy,
          listUnsubscribe: link,
        });
        outcome = { outboxId: queued.ID };
      } catch (error) {
        // The outbox's own refusals come before it writes anything; anything else ends the batch (and is retried).
        if (!(error instanceof ApiFailure)) throw error;
        outcome = { error: error.message };
      }
    }
    await tx.insert(newsletterSends).values({
      newsletterId: newsletter.ID,
      customerId: recipient.customerId,
      email: recipient.email,
      status: 'outboxId' in outcome ? 'sent' : 'failed',
      outboxId: 'outboxId' in outcome ? outcome.outboxId : null,
      error: 'error' in outcome ? outcome.error.slice(0, 1000) : null,
    });
    cursor.after = recipient.email;
  }
  const { sent, failed } = await tally(tx, newsletter);
  // Progress is the row's counts, not a change of the newsletter: no Version, no event (as a job's progress).
  await tx
    .update(newsletters)
    .set({ SentCount: sent, FailedCount: failed, RecipientCount: sql`greatest(${N.RecipientCount}, ${sent + failed})` })
    .where(eq(N.ID, newsletter.ID));
  return { state: 'more', done: sent + failed };
}

/** Scheduled → Sending (or a retry's Sending as it was), with the subscribers counted; null when there is nothing for this job to do. */
async function start(db: Db, binding: ResourceBinding, jobId: number, newsletterId: number): Promise<ResourceRecord | null> {
  return db.transaction(async (tx) => {
    const newsletter = await locked(tx, binding, newsletterId, jobId);
    if (!newsletter) return null;
    if (newsletter.Status !== NewsletterStatus.Scheduled && newsletter.Status !== NewsletterStatus.Sending) return null;
    const { sent, failed, left } = await tally(tx, newsletter);
    const counts = { SentCount: sent, FailedCount: failed, RecipientCount: sent + failed + left, SentAt: null };
    if (newsletter.Status === NewsletterStatus.Scheduled)
      return move(tx, binding, newsletter, { ...counts, Status: NewsletterStatus.Sending }, 'send-started');
    await tx.update(newsletters).set(counts).where(eq(N.ID, newsletterId));
    return { ...newsletter, ...counts };
  });
}

/** A send that stops for good (cancelled, or its last attempt failed): the newsletter is a draft again, saying why. */
async function stop(db: Db, binding: ResourceBinding, jobId: number, newsletterId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const newsletter = await locked(tx, binding, newsletterId, jobId);
    if (!newsletter) return;
    if (newsletter.Status !== NewsletterStatus.Sending && newsletter.Status !== NewsletterStatus.Scheduled) return;
    await move(tx, binding, newsletter, { Status: NewsletterStatus.Draft, JobID: null }, 'send-stopped', { Reason: reason.slice(0, 1000) });
  });
}

async function send(context: JobContext<Payload>): Promise<{ sent: number; failed: number } | { skipped: string }> {
  const { db, resources, jobId, payload, signingKey } = context;
  const binding = resources.bindingOf('newsletters');
  if (!signingKey) throw new Error('The signing key is not configured: unsubscribe links cannot be signed');
  const newsletter = await start(db, binding, jobId, payload.newsletterId);
  if (!newsletter) return { skipped: 'The newsletter is not scheduled by this job' };
  const run: Run = { context, binding, resources, signingKey, stores: await storesOf(db, Number(newsletter.StoreGroupID)) };
  const total = Number(newsletter.RecipientCount ?? 0);
  await context.progress(Number(newsletter.SentCount ?? 0) + Number(newsletter.FailedCount ?? 0), total);
  const cursor = { after: '' };
  for (;;) {
    const { state, done } = await db.transaction((tx) => batch(run, tx, cursor));
    if (state === 'stopped') return { skipped: 'The newsletter stopped being sent' };
    if (state === 'done') break;
    // Outside the batch's transaction: the embedded database has one connection (docs/decisions.md "Jobs").
    await context.progress(done, Math.max(total, done));
  }
  const { sent, failed } = await tally(db, newsletter);
  return { sent, failed };
}

export const newsletterSendJob: JobDefinition<Payload> = {
  async run(context) {
    try {
      return await send(context);
    } catch (error) {
      const [job] = await context.db.select({ maxAttempts: J.MaxAttempts }).from(jobs).where(eq(J.ID, context.jobId));
      const last = context.attempt >= Number(job?.maxAttempts ?? 1);
      if (error instanceof JobCancelled || last)
        await stop(context.db, context.resources.bindingOf('newsletters'), context.jobId, context.payload.newsletterId, String(error));
      throw error;
    }
  },
};
