/**
 * Newsletters are sent (server/content, docs/decisions.md "Newsletters"), through the real API and the real job
 * runner on the seeded test database, to a real SMTP server in this process read back with mailparser:
 * - "Schedule" queues the send as a job due at the newsletter's time; at that time each consenting customer of its
 *   store group in its language gets it once through the outbox, wrapped in the e-mail template of type 4, with
 *   the recipient's unsubscribe link in the body and as List-Unsubscribe (one-click); an address the outbox
 *   refuses is a failed send; the newsletter ends Sent with its counts, its history naming the send's steps;
 * - the link, redeemed by the storefront, switches the consent off (again: nothing more to do); a forged token, or
 *   one signed for another purpose, is refused;
 * - a batch that fails halfway is rolled back and retried, and no address is ever mailed twice;
 * - "Cancel the send" keeps a queued send from running and stops a running one at its next batch; scheduled
 *   again, it mails only the addresses not yet reached;
 * - "Schedule" is refused (42201) while a store of the group has no template of type 4; a scheduled newsletter's
 *   new time moves its job; one sent is kept as it went out (40902).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterStatus } from '../../src/domain/resources/shop/common';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { NEWSLETTER_BATCH, NEWSLETTER_JOB, newsletterSendJob } from '../../server/content/newsletter-send';
import { tokenOf } from '../../server/customers/login-links';
import { customers, emailTemplates, jobs, newsletterSends, outbox, stores } from '../../server/db/schema';
import type { JobDefinition, JobDeps } from '../../server/jobs';
import { configureMail, MAIL_JOB } from '../../server/mail';
import { rawClient, runJobs, signedInApp, type TestApp } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

const FROM = 'Reservdelar.se <nyhetsbrev@reservdelar.example>';
/** A retried attempt waits a minute: a test moves its time into the database's past when it wants the retry. */
const RUNNER = { leaseMs: 10_000, backoff: { baseMs: 60_000, capMs: 60_000 } };

let t: TestApp;
let admin: string;
let smtp: TestSmtp;
let se: { id: number; group: number; domain: string; email: string | null };
let no: { id: number; group: number };

beforeAll(async () => {
  smtp = await startSmtp();
  ({ t, admin } = await signedInApp(['admin']));
  const rows = await t.db
    .select({ id: stores.id, group: stores.storeGroupId, domain: stores.domain, email: stores.email })
    .from(stores)
    .orderBy(stores.id);
  se = rows.find((s) => s.domain.endsWith('.se'))!;
  no = rows.find((s) => s.domain.endsWith('.no'))!;
});

afterAll(async () => {
  configureMail(undefined);
  await t.close();
  await smtp.close();
});

afterEach(() => configureMail(undefined));

/** Runs the due jobs of the newsletter's send and their deliveries only, with these handlers: each one's kind and outcome. */
async function runSends(deps: JobDeps = t.jobs): Promise<{ kind: string; status: string }[]> {
  return (await runJobs(deps, [NEWSLETTER_JOB, MAIL_JOB], RUNNER)).map(({ kind, status }) => ({ kind, status }));
}

async function newsletter(body: Record<string, unknown>): Promise<ResourceRecord> {
  const created = await t.call<ResourceRecord>('POST', '/api/shop/newsletters', {
    token: admin,
    body: { Body: '<h2>Tre nya guider</h2><p>Byt batteri, skärm och laddport själv.</p>', Locale: 'sv', StoreGroupID: se.group, ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const act = async (id: number, action: 'schedule' | 'unschedule') =>
  t.call<ResourceRecord>('POST', `/api/shop/newsletters/${id}/${action}`, {
    token: admin,
    body: { Version: (await t.read<ResourceRecord>(`/api/shop/newsletters/${id}`, admin)).Version },
  });

async function jobOf(newsletterId: number) {
  const rows = await t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.Kind, NEWSLETTER_JOB), sql`${jobs.Payload} ->> 'newsletterId' = ${String(newsletterId)}`))
    .orderBy(asc(jobs.ID));
  return rows.at(-1)!;
}

const dueNow = (jobId: number) =>
  t.db
    .update(jobs)
    .set({ RunAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.ID, jobId));

/** The newsletter's messages in the outbox, by address. */
async function messagesOf(newsletterId: number) {
  return t.db
    .select({ to: outbox.To, status: outbox.Status, templateType: outbox.TemplateType, listUnsubscribe: outbox.ListUnsubscribe })
    .from(outbox)
    .where(and(eq(outbox.AboutEntity, 'newsletters'), eq(outbox.AboutID, newsletterId)));
}

/** The addresses of the Swedish subscribers of the Swedish store group, as the send orders them. */
async function swedishAudience(): Promise<string[]> {
  const { rows } = await rawClient(t).query(
    `select distinct lower(c.email) as email from customers c join stores s on s.id = c.store_id
      where s.store_group_id = $1 and c.newsletter_consent and c.merged_into_id is null and split_part(lower(c.locale), '-', 1) = 'sv'
      order by 1`,
    [se.group],
  );
  return rows.map((r) => String(r.email));
}

async function customer(body: Record<string, unknown>): Promise<ResourceRecord> {
  const created = await t.call<ResourceRecord>('POST', '/api/shop/customers', {
    token: admin,
    body: { Type: 1, Phone: '+46 70 111 22 33', City: 'Jönköping', StoreID: se.id, Locale: 'en', NewsletterConsent: true, ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

let firstMailToken = '';
let firstRecipient: ResourceRecord;
let sentNewsletter: ResourceRecord;

describe('a scheduled newsletter', () => {
  it('is sent at its time, once to each subscriber of its store group in its language, wrapped in template 4 with an unsubscribe link', async () => {
    configureMail({ smtpUrl: smtp.url, from: FROM });
    smtp.received.length = 0;
    firstRecipient = await customer({ FirstName: 'Alice', LastName: 'Walker', Email: 'alice.walker@example.com' });
    await customer({ FirstName: 'Bob', LastName: 'Stone', Email: 'bob.stone@example.com' });
    const broken = await customer({ FirstName: 'Carl', LastName: 'Broken', Email: 'carl.broken@example.com' });
    // An address that was lost outside the console: the outbox refuses it, the send counts it as failed.
    await t.db.update(customers).set({ Email: 'carl.broken@' }).where(eq(customers.ID, broken.ID));
    await customer({ FirstName: 'Dora', LastName: 'Nope', Email: 'dora.nope@example.com', NewsletterConsent: false });
    await customer({ FirstName: 'Erik', LastName: 'Norway', Email: 'erik.norway@example.com', StoreID: no.id });

    const at = new Date(Date.now() + 60 * 60_000);
    const letter = await newsletter({ Subject: 'Repair guides in English', Locale: 'en', ScheduledAt: at.toISOString() });
    const scheduled = await act(letter.ID, 'schedule');
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ Status: NewsletterStatus.Scheduled, ScheduledAt: at.toISOString() });
    const job = await jobOf(letter.ID);
    expect(job).toMatchObject({ Status: 'queued', CreatedBy: expect.any(Number) });
    expect(job.RunAt.toISOString()).toBe(at.toISOString());

    // Not before its time.
    expect(await runSends()).toEqual([]);
    await dueNow(job.ID);
    const ran = await runSends();
    expect(ran.filter((r) => r.kind === NEWSLETTER_JOB)).toEqual([{ kind: NEWSLETTER_JOB, status: 'succeeded' }]);
    expect(ran.filter((r) => r.kind === MAIL_JOB)).toHaveLength(2);

    expect(smtp.received.map((r) => r.envelopeTo).sort()).toEqual([['alice.walker@example.com'], ['bob.stone@example.com']]);
    for (const { mail, envelopeTo } of smtp.received) {
      expect(mail.subject).toBe('Repair guides in English');
      // From the store, as its customers know it.
      expect(mail.from?.value[0].address).toBe(se.email);
      // Template 4 around the newsletter, in its language, greeting the recipient.
      expect(mail.html).toContain('<h2>Tre nya guider</h2>');
      expect(mail.html).toContain(envelopeTo[0].startsWith('alice') ? 'Hi Alice' : 'Hi Bob');
      const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line;
      const url = /<(https:\/\/[^>]+)>/.exec(header)![1];
      expect(url).toMatch(/^https:\/\/[^/]+\.se\/newsletter\/unsubscribe\?token=/);
      expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
      if (envelopeTo[0].startsWith('alice')) firstMailToken = new URL(url).searchParams.get('token')!;
    }
    const messages = await messagesOf(letter.ID);
    expect(messages).toHaveLength(2);
    for (const message of messages)
      expect(message).toMatchObject({ status: 'sent', templateType: 4, listUnsubscribe: expect.stringMatching(/^https:/) });

    sentNewsletter = await t.read<ResourceRecord>(`/api/shop/newsletters/${letter.ID}`, admin);
    expect(sentNewsletter).toMatchObject({ Status: NewsletterStatus.Sent, RecipientCount: 3, SentCount: 2, FailedCount: 1 });
    expect(sentNewsletter.SentAt).toEqual(expect.any(String));
    const failed = await t.db
      .select()
      .from(newsletterSends)
      .where(and(eq(newsletterSends.newsletterId, letter.ID), eq(newsletterSends.status, 'failed')));
    expect(failed).toMatchObject([{ customerId: broken.ID, error: 'Not an e-mail address: carl.broken@' }]);
    const history = await t.call<{ data: { Action: string; ActorID: number | null }[] }>(
      'GET',
      `/api/shop/newsletters/${letter.ID}/history`,
      {
        token: admin,
      },
    );
    expect(history.body.data.map((e) => e.Action)).toEqual(expect.arrayContaining(['create', 'schedule', 'send-started', 'send-finished']));
  });

  it('gives each message a link that unsubscribes its address, once; a forged token or one of another purpose is refused', async () => {
    expect(firstMailToken).not.toBe('');
    const redeem = (token: unknown) => t.call('POST', '/api/storefront/newsletter-unsubscribes/redeem', { body: { token } });
    const first = await redeem(firstMailToken);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ storeId: se.id, email: 'alice.walker@example.com', unsubscribed: 1 });
    const after = (await t.call<ResourceRecord>('GET', `/api/shop/customers/${firstRecipient.ID}`, { token: admin })).body;
    expect(after).toMatchObject({ NewsletterConsent: false, NewsletterConsentAt: null });
    const history = await t.call<{ data: { Action: string; ActorID: number | null; Input?: Record<string, unknown> }[] }>(
      'GET',
      `/api/shop/customers/${firstRecipient.ID}/history`,
      { token: admin },
    );
    expect(history.body.data[0]).toMatchObject({
      Action: 'newsletter-unsubscribed',
      ActorID: null,
      Input: { NewsletterID: sentNewsletter.ID },
    });

    // The link still works: nothing more to switch off.
    expect((await redeem(firstMailToken)).body).toEqual({ storeId: se.id, email: 'alice.walker@example.com', unsubscribed: 0 });
    const forged = `${firstMailToken.slice(0, -2)}${firstMailToken.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await redeem(forged)).body.code).toBe(40101);
    expect((await redeem(tokenOf(t.config.jwtSecret, firstRecipient.ID, new Date(Date.now() + 60_000)))).body.code).toBe(40101);
    const missing = await redeem(undefined);
    expect(missing.body.code).toBe(40001);
    expect(Object.keys(missing.body.fields)).toEqual(['token']);

    // The next newsletter to the same list leaves the address out.
    configureMail({ smtpUrl: null, from: FROM });
    const next = await newsletter({ Subject: 'More guides', Locale: 'en' });
    expect((await act(next.ID, 'schedule')).status).toBe(200);
    await runSends();
    expect((await messagesOf(next.ID)).map((m) => m.to).sort()).toEqual(['bob.stone@example.com']);
  });

  it('is kept as it went out once sent, and a scheduled one’s new time moves its send', async () => {
    const kept = await t.call('PUT', `/api/shop/newsletters/${sentNewsletter.ID}`, {
      token: admin,
      body: { Version: sentNewsletter.Version, Subject: 'Rewritten' },
    });
    expect(kept.body.code).toBe(40902);

    const letter = await newsletter({ Subject: 'Later', ScheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    const scheduled = await act(letter.ID, 'schedule');
    const later = new Date(Date.now() + 5 * 86_400_000);
    const moved = await t.call<ResourceRecord>('PUT', `/api/shop/newsletters/${letter.ID}`, {
      token: admin,
      body: { Version: scheduled.body.Version, ScheduledAt: later.toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await jobOf(letter.ID)).RunAt.toISOString()).toBe(later.toISOString());
  });
});

describe('the send of a newsletter', () => {
  it('retries a batch that failed halfway without mailing any address twice', async () => {
    configureMail({ smtpUrl: null, from: FROM });
    const audience = await swedishAudience();
    expect(audience.length).toBeGreaterThan(NEWSLETTER_BATCH);
    const letter = await newsletter({ Subject: 'Månadens guider' });
    expect((await act(letter.ID, 'schedule')).status).toBe(200);
    // The second batch breaks at one address: the database refuses its message, after others of the batch were written.
    const victim = audience[NEWSLETTER_BATCH + 10];
    const client = rawClient(t);
    await client.query(
      `create function test_refuse_message() returns trigger language plpgsql as $$
       begin if new."to" = '${victim}' then raise exception 'disk full while writing %', new."to"; end if; return new; end $$`,
      [],
    );
    await client.query(
      'create trigger test_refuse_message before insert on outbox for each row execute function test_refuse_message()',
      [],
    );
    try {
      expect(await runSends()).toEqual([{ kind: NEWSLETTER_JOB, status: 'queued' }]);
      const job = await jobOf(letter.ID);
      expect(job).toMatchObject({ Status: 'queued', Attempts: 1 });
      expect(job.LastError).toContain('insert into "outbox"');
      const halfway = await t.read<ResourceRecord>(`/api/shop/newsletters/${letter.ID}`, admin);
      expect(halfway).toMatchObject({ Status: NewsletterStatus.Sending, SentCount: NEWSLETTER_BATCH, RecipientCount: audience.length });
      expect(await messagesOf(letter.ID)).toHaveLength(NEWSLETTER_BATCH);
    } finally {
      await client.query('drop trigger test_refuse_message on outbox', []);
      await client.query('drop function test_refuse_message()', []);
    }
    await dueNow((await jobOf(letter.ID)).ID);
    expect(await runSends()).toEqual([{ kind: NEWSLETTER_JOB, status: 'succeeded' }]);
    const messages = await messagesOf(letter.ID);
    expect(messages.map((m) => m.to).sort()).toEqual(audience);
    expect(await t.read<ResourceRecord>(`/api/shop/newsletters/${letter.ID}`, admin)).toMatchObject({
      Status: NewsletterStatus.Sent,
      SentCount: audience.length,
      FailedCount: 0,
    });
    expect((await jobOf(letter.ID)).Attempts).toBe(2);
  });

  it('cancelled while queued never runs; cancelled while running stops at its next batch; scheduled again it mails only the rest', async () => {
    configureMail({ smtpUrl: null, from: FROM });
    const audience = await swedishAudience();
    const letter = await newsletter({ Subject: 'Avbrutet utskick' });
    expect((await act(letter.ID, 'schedule')).status).toBe(200);
    const queued = await jobOf(letter.ID);
    const cancelled = await act(letter.ID, 'unschedule');
    expect(cancelled.body.Status).toBe(NewsletterStatus.Draft);
    expect((await jobOf(letter.ID)).Status).toBe('cancelled');
    expect(await runSends()).toEqual([]);
    expect(await messagesOf(letter.ID)).toEqual([]);
    expect(queued.ID).toBe((await jobOf(letter.ID)).ID);

    // Scheduled again, and cancelled by someone while its first batch is out.
    expect((await act(letter.ID, 'schedule')).status).toBe(200);
    let stopped = false;
    const interrupted: JobDefinition<{ newsletterId: number }> = {
      run: (context) =>
        newsletterSendJob.run({
          ...context,
          progress: async (done, total) => {
            if (done > 0 && !stopped) {
              stopped = true;
              expect((await act(letter.ID, 'unschedule')).status).toBe(200);
            }
            return context.progress(done, total);
          },
        }),
    };
    expect(await runSends({ ...t.jobs, handlers: { ...t.jobs.handlers, [NEWSLETTER_JOB]: interrupted } })).toEqual([
      { kind: NEWSLETTER_JOB, status: 'cancelled' },
    ]);
    expect(await t.read<ResourceRecord>(`/api/shop/newsletters/${letter.ID}`, admin)).toMatchObject({
      Status: NewsletterStatus.Draft,
      SentCount: NEWSLETTER_BATCH,
    });
    expect(await messagesOf(letter.ID)).toHaveLength(NEWSLETTER_BATCH);

    // Once more: only those not reached yet.
    expect((await act(letter.ID, 'schedule')).status).toBe(200);
    expect(await runSends()).toEqual([{ kind: NEWSLETTER_JOB, status: 'succeeded' }]);
    expect((await messagesOf(letter.ID)).map((m) => m.to).sort()).toEqual(audience);
    expect(await t.read<ResourceRecord>(`/api/shop/newsletters/${letter.ID}`, admin)).toMatchObject({
      Status: NewsletterStatus.Sent,
      SentCount: audience.length,
      RecipientCount: audience.length,
    });
  });

  it('is not scheduled while a store of the group has no e-mail template of type 4 (42201), and nothing is queued', async () => {
    const letter = await newsletter({ Subject: 'Utan mall', StoreGroupID: no.group, Locale: 'nb' });
    const active = await t.db
      .update(emailTemplates)
      .set({ Active: false })
      .where(and(eq(emailTemplates.TemplateType, 4), eq(emailTemplates.Active, true)))
      .returning({ id: emailTemplates.ID });
    try {
      const refused = await act(letter.ID, 'schedule');
      expect(refused.body.code).toBe(42201);
      expect((await t.read<ResourceRecord>(`/api/shop/newsletters/${letter.ID}`, admin)).Status).toBe(NewsletterStatus.Draft);
      expect(await jobOf(letter.ID)).toBeUndefined();
    } finally {
      for (const { id } of active) await t.db.update(emailTemplates).set({ Active: true }).where(eq(emailTemplates.ID, id));
    }
  });
});
