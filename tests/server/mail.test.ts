/**
 * Outgoing e-mail (server/mail; issue 9 §6) on the test database (PGlite here, PostgreSQL under
 * `npm run test:pg`), sent to a real SMTP server (smtp-server) started in this process on 127.0.0.1 and a
 * free port, and read back with mailparser: a templated message queued in a transaction is delivered by its
 * job with the recipient, subject and filled-in HTML; a server that refuses the recipient leaves the message
 * retrying with the error, then failed after the last attempt, and "Send again" (update:customer) delivers
 * it; without SMTP_URL the message is stored, listed in the Outbox and downloads as an .eml that parses back to
 * the same subject and body; a rolled-back transaction leaves no message and no job; the template is chosen by
 * store (its own, else the shared one; inactive ones never) and locale (else Swedish); values are escaped in
 * the body and plain in the subject; a missing template is 42201.
 */
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errors';
import { EmailTemplateType, MailStatus } from '../../src/domain/resources/shop';
import { auditEvents, emailTemplates, jobs, outbox, stores } from '../../server/db/schema';
import { ApiFailure } from '../../server/http/errors';
import { configureMail, MAIL_JOB, NOT_CONFIGURED, queueMail, queueTemplatedMail, renderTemplate, safeHtml } from '../../server/mail';
import { jobRow, payloadOf, runJobs, signedInApp, type TestApp } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

const FROM = 'Reservdelar.se <kundservice@reservdelar.example>';
/** Attempts after the first run at once (no back-off) in the tests that exhaust them. */

let t: TestApp;
let support: string;
let supportId: number;
let catalog: string;
let storeIds: { se: number; no: number; fi: number };

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();

  ({ t, support, catalog } = await signedInApp(['support', 'catalog']));
  supportId = payloadOf(support).id;
  const rows = await t.db.select({ id: stores.id, domain: stores.domain }).from(stores);
  const byTld = (tld: string) => rows.find((r) => String(r.domain).endsWith(tld))!.id;
  storeIds = { se: byTld('.se'), no: byTld('.no'), fi: byTld('.fi') };
});

afterAll(async () => {
  configureMail(undefined);
  await t.close();
  await smtp.close();
});

afterEach(() => {
  smtp.refuseRecipients = false;
});

const sending = () => configureMail({ smtpUrl: smtp.url, from: FROM });
const storing = () => configureMail({ smtpUrl: null, from: FROM });

async function message(id: number) {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.ID, id));
  return row;
}

describe('outgoing e-mail', () => {
  it('is delivered by its job to the SMTP server with the recipient, subject and the values filled in', async () => {
    sending();
    const queued = await t.db.transaction((tx) =>
      queueTemplatedMail(tx, t.resources, {
        templateType: EmailTemplateType.OrderConfirmation,
        storeId: storeIds.se,
        locale: 'sv',
        to: 'Eva Svensson <eva@example.com>',
        values: {
          order: { number: 'A-1001', items: safeHtml('<ul><li>USB-C-kabel 1 m</li></ul>') },
          customer: { firstName: 'Eva <Admin>' },
        },
        about: { entity: 'orders', id: 1001 },
        createdBy: supportId,
      }),
    );
    expect(queued).toMatchObject({
      Status: MailStatus.Queued,
      To: 'Eva Svensson <eva@example.com>',
      From: FROM,
      TemplateType: 1,
      StoreID: storeIds.se,
      AboutEntity: 'orders',
      AboutID: 1001,
      Attempts: 0,
    });
    const row = await message(queued.ID);
    expect(row.JobID).toBeTruthy();
    expect((await jobRow(t, row.JobID)).Kind).toBe(MAIL_JOB);

    const before = smtp.received.length;
    expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(1);
    expect(smtp.received).toHaveLength(before + 1);
    const { envelopeTo, mail } = smtp.received.at(-1)!;
    expect(envelopeTo).toEqual(['eva@example.com']);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0] : null).toMatchObject({
      address: 'eva@example.com',
      name: 'Eva Svensson',
    });
    expect(mail.from?.value[0]).toMatchObject({ address: 'kundservice@reservdelar.example', name: 'Reservdelar.se' });
    // Reservdelar.se's own order confirmation is inactive: the one for every store is used.
    expect(mail.subject).toBe('Tack för din order A-1001');
    expect(mail.html).toContain('<p>Hej Eva &lt;Admin&gt;!</p>');
    expect(mail.html).toContain('<ul><li>USB-C-kabel 1 m</li></ul>');
    expect(mail.text).toContain('Hej Eva <Admin>!');
    expect(mail.text).toContain('USB-C-kabel 1 m');

    const sent = await message(queued.ID);
    expect(sent).toMatchObject({ Status: MailStatus.Sent, Attempts: 1, LastError: null });
    expect(sent.SentAt).toBeInstanceOf(Date);
    expect(sent.MessageID).toBe(mail.messageId);
    expect((await jobRow(t, row.JobID)).Status).toBe('succeeded');
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'outbox'), eq(auditEvents.entityId, queued.ID)));
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['create', supportId],
      ['deliver', 0],
    ]);
  });

  it('retries a message the server refuses, fails it after the last attempt, and sends it again on request', async () => {
    sending();
    smtp.refuseRecipients = true;
    const queued = await t.db.transaction((tx) =>
      queueMail(tx, t.resources, {
        to: 'nobody@example.com',
        subject: 'Din retur R-77',
        html: '<p>Returen är registrerad.</p>',
        about: { entity: 'returns', id: 77 },
      }),
    );
    const { JobID } = await message(queued.ID);

    // The first attempt fails: the message waits for the next one with the server's answer.
    const [ran] = await runJobs(t.jobs, [MAIL_JOB], { leaseMs: 10_000, backoff: { baseMs: 60_000, capMs: 60_000 } }, 1);
    expect(ran.id).toBe(JobID);
    const retrying = await message(queued.ID);
    expect(retrying).toMatchObject({ Status: MailStatus.Retrying, Attempts: 1 });
    expect(retrying.LastError).toMatch(/550|Mailbox unavailable/);
    const waiting = await jobRow(t, JobID);
    expect(waiting).toMatchObject({ Status: 'queued', Attempts: 1 });
    expect(waiting.RunAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(waiting.LastError).toMatch(/550|Mailbox unavailable/);

    // The remaining attempts, due at once: failed for good.
    await t.db
      .update(jobs)
      .set({ RunAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.ID, JobID));
    expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(4);
    const failed = await message(queued.ID);
    expect(failed).toMatchObject({ Status: MailStatus.Failed, Attempts: 5 });
    expect(failed.LastError).toMatch(/550|Mailbox unavailable/);
    expect((await jobRow(t, JobID)).Status).toBe('failed');

    // Send again: for update:customer (every role that may open the Shop has it; catalog has neither).
    const read = await t.call('GET', `/api/shop/outbox/${queued.ID}`, { token: support });
    expect(read.status).toBe(200);
    const refused = await t.call('POST', `/api/shop/outbox/${queued.ID}/send-again`, {
      token: catalog,
      body: { Version: read.body.Version },
    });
    expect(refused.status).toBe(403);
    smtp.refuseRecipients = false;
    const again = await t.call('POST', `/api/shop/outbox/${queued.ID}/send-again`, {
      token: support,
      body: { Version: read.body.Version },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ Status: MailStatus.Queued });
    const requeued = await message(queued.ID);
    expect(requeued.JobID).not.toBe(JobID);
    const before = smtp.received.length;
    expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(1);
    expect(smtp.received.slice(before).map((r) => r.mail.subject)).toEqual(['Din retur R-77']);
    expect(await message(queued.ID)).toMatchObject({ Status: MailStatus.Sent, Attempts: 6, LastError: null });
    // Sent now: sending again is not offered (someone else moved it first).
    const twice = await t.call('POST', `/api/shop/outbox/${queued.ID}/send-again`, {
      token: support,
      body: { Version: again.body.Version },
    });
    expect(twice.status).toBe(409);
  });

  it('without SMTP_URL is stored, listed in the Outbox and downloads as an .eml with the same subject and body', async () => {
    storing();
    const queued = await t.db.transaction((tx) =>
      queueTemplatedMail(tx, t.resources, {
        templateType: EmailTemplateType.PasswordReset,
        storeId: storeIds.fi,
        locale: 'en',
        to: ['matti@example.fi', 'Copy <copy@example.fi>'],
        values: { customer: { firstName: 'Matti' }, reset: { url: 'https://varaosat.example/reset?t=abc&u=5', expiresInMinutes: 30 } },
        about: { entity: 'customers', id: 5 },
      }),
    );
    expect(queued).toMatchObject({
      Status: MailStatus.Stored,
      Subject: 'Reset your password at Varaosat.fi',
      To: 'matti@example.fi, Copy <copy@example.fi>',
      Locale: 'en',
    });
    expect((await message(queued.ID)).JobID).toBeNull();
    expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(0);

    const listed = await t.call('GET', `/api/shop/outbox?Status=stored&q=${encodeURIComponent('matti@example')}`, { token: support });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r: { ID: number }) => r.ID)).toEqual([queued.ID]);

    expect((await t.request('GET', `/api/shop/outbox/${queued.ID}/eml`, { token: catalog })).status).toBe(403);
    const eml = await t.request('GET', `/api/shop/outbox/${queued.ID}/eml`, { token: support });
    expect(eml.status).toBe(200);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    expect(eml.headers.get('content-disposition')).toContain(`Reset-your-password-at-Varaosatfi-${queued.ID}.eml`);
    const parsed = await simpleParser(Buffer.from(await eml.arrayBuffer()));
    expect(parsed.subject).toBe('Reset your password at Varaosat.fi');
    expect(parsed.html).toBe(queued.HtmlBody);
    expect(parsed.text?.trim()).toBe(String(queued.TextBody));
    expect(parsed.html).toContain(
      '<a href="https://varaosat.example/reset?t=abc&amp;u=5">https://varaosat.example/reset?t=abc&amp;u=5</a>',
    );
    expect(parsed.text).toContain('https://varaosat.example/reset?t=abc&u=5');
    expect(parsed.messageId).toBe(queued.MessageID);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : []).toEqual([
      'matti@example.fi',
      'copy@example.fi',
    ]);

    // Not failed: nothing to send again; an unknown message is 404.
    expect(
      (await t.call('POST', `/api/shop/outbox/${queued.ID}/send-again`, { token: support, body: { Version: queued.Version } })).status,
    ).toBe(409);
    expect((await t.call('GET', '/api/shop/outbox/999999/eml', { token: support })).status).toBe(404);
  });

  it('fails a message at once, saying why, when its delivery runs without an SMTP server', async () => {
    sending();
    const queued = await t.db.transaction((tx) =>
      queueMail(tx, t.resources, { to: 'a@example.com', subject: 'Queued, then the server lost SMTP_URL', html: '<p>x</p>' }),
    );
    storing();
    const before = smtp.received.length;
    expect(await runJobs(t.jobs, [MAIL_JOB])).toHaveLength(1);
    expect(smtp.received.length).toBe(before);
    expect(await message(queued.ID)).toMatchObject({ Status: MailStatus.Failed, Attempts: 1, LastError: NOT_CONFIGURED });
  });

  it('is never written when the transaction that queued it rolls back', async () => {
    sending();
    let id = 0;
    await expect(
      t.db.transaction(async (tx) => {
        id = (await queueMail(tx, t.resources, { to: 'eva@example.com', subject: 'Rolled back', html: '<p>Never</p>' })).ID;
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(id).toBeGreaterThan(0);
    expect(await message(id)).toBeUndefined();
    expect(await t.db.select().from(outbox).where(eq(outbox.Subject, 'Rolled back'))).toEqual([]);
    expect(await t.db.select().from(jobs).where(eq(jobs.Title, 'E-mail: Rolled back'))).toEqual([]);
    const before = smtp.received.length;
    await runJobs(t.jobs, [MAIL_JOB]);
    expect(smtp.received.slice(before).map((r) => r.mail.subject)).not.toContain('Rolled back');
  });

  it('takes the store’s own template, else the shared one, in the locale, else in Swedish', async () => {
    const render = (storeId: number | null, locale: string, templateType: number = EmailTemplateType.OrderConfirmation) =>
      renderTemplate(t.db, { templateType, storeId, locale, values: { order: { number: 'N-1' }, customer: { firstName: 'Ola' } } });
    // Mobildeler.no has its own order confirmation.
    expect((await render(storeIds.no, 'en')).subject).toBe('Thank you for your order N-1');
    expect((await render(storeIds.no, 'sv')).subject).toBe('Takk for ordren N-1');
    // Finnish is not among its texts: Swedish.
    const finnish = await render(storeIds.no, 'fi');
    expect(finnish).toMatchObject({ subject: 'Takk for ordren N-1', locale: 'sv' });
    expect((await render(storeIds.no, 'en-GB')).subject).toBe('Thank you for your order N-1');
    // Varaosat.fi has none of its own: the one for every store; no store at all: the same.
    expect((await render(storeIds.fi, 'en')).subject).toBe('Thank you for your order N-1');
    expect((await render(null, 'sv')).subject).toBe('Tack för din order N-1');
    expect((await render(storeIds.se, 'sv', EmailTemplateType.PasswordReset)).subject).toBe('Återställ ditt lösenord hos Reservdelar.se');

    // A text missing in the asked language is taken in Swedish, subject and body each.
    const [partial] = await t.db
      .insert(emailTemplates)
      .values({
        Name: 'Bara svenska',
        TemplateType: EmailTemplateType.ExchangeSent,
        StoreID: storeIds.fi,
        Subject: { sv: 'Bytet {{return.number}} är skickat' },
        Body: { sv: '<p>Bytet är på väg.</p>', en: '<p>Your exchange is on its way.</p>' },
        Active: true,
      })
      .returning({ id: emailTemplates.ID });
    const mixed = await renderTemplate(t.db, {
      templateType: EmailTemplateType.ExchangeSent,
      storeId: storeIds.fi,
      locale: 'en',
      values: { return: { number: 'R-9' } },
    });
    expect(mixed).toMatchObject({
      templateId: partial.id,
      subject: 'Bytet R-9 är skickat',
      html: '<p>Your exchange is on its way.</p>',
      text: 'Your exchange is on its way.',
    });
  });

  it('escapes values in the body, keeps them plain in the subject, and leaves a placeholder without a value visible', async () => {
    const [template] = await t.db
      .insert(emailTemplates)
      .values({
        Name: 'Escaping',
        TemplateType: EmailTemplateType.ClaimDeclined,
        StoreID: storeIds.se,
        Subject: { sv: 'Reklamation {{return.number}}: {{return.reason}}' },
        Body: { sv: '<p>{{ return.reason }}</p><p><a href="{{shipment.trackingUrl}}">Spåra</a></p><p>{{return.missing}}</p>' },
        Active: true,
      })
      .returning({ id: emailTemplates.ID });
    const reason = 'Fukt<script>alert("x")</script> & "repar" \'i\'';
    const rendered = await renderTemplate(t.db, {
      templateType: EmailTemplateType.ClaimDeclined,
      storeId: storeIds.se,
      locale: 'sv',
      values: { return: { number: 'R-1\nBcc: x@evil.example', reason }, shipment: { trackingUrl: 'https://track.example/?a=1&b="2"' } },
    });
    expect(rendered.templateId).toBe(template.id);
    expect(rendered.subject).toBe(`Reklamation R-1 Bcc: x@evil.example: ${reason}`);
    expect(rendered.html).toBe(
      '<p>Fukt&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;repar&quot; &#39;i&#39;</p>' +
        '<p><a href="https://track.example/?a=1&amp;b=&quot;2&quot;">Spåra</a></p><p>{{return.missing}}</p>',
    );
    expect(rendered.text).toBe(`${reason}\nSpåra (https://track.example/?a=1&b="2")\n{{return.missing}}`);
    // Queued, the body is kept with the rich-text allow-list: the script never becomes markup.
    storing();
    const queued = await t.db.transaction((tx) =>
      queueMail(tx, t.resources, {
        to: 'x@example.com',
        subject: rendered.subject,
        html: `${rendered.html}<script>alert(1)</script><img src="javascript:alert(1)">`,
      }),
    );
    expect(String(queued.HtmlBody)).not.toMatch(/<script|javascript:/);
    expect(String(queued.HtmlBody)).toContain('Fukt&lt;script&gt;');
  });

  it('refuses to save a template with a placeholder its type does not know, naming it', async () => {
    const admin = await t.signIn('admin');
    const body = (text: string) => ({
      Name: 'Lösenord, ny',
      TemplateType: EmailTemplateType.PasswordReset,
      StoreID: storeIds.no,
      Active: true,
      Subject: { sv: 'Nytt lösenord, {{customer.firstName}}', en: 'New password' },
      Body: { sv: text, en: '<p>{{reset.url}}</p>' },
    });
    const refused = await t.call('POST', '/api/shop/email-templates', {
      token: admin,
      body: body('<p>{{reset.link}} och {{ order.number }}</p>'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.Body).toMatchObject({
      id: 'validation.unknownPlaceholder',
      values: { names: 'reset.link, order.number' },
    });
    expect(refused.body.fields.Body.values.known).toContain('reset.url');
    const saved = await t.call('POST', '/api/shop/email-templates', {
      token: admin,
      body: body('<p>Hej {{ customer.firstName }}: <a href="{{reset.url}}">{{reset.url}}</a></p>'),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    // The saved (sanitized) body still fills in: Mobildeler.no's template is the oldest of its own.
    const rendered = await renderTemplate(t.db, {
      templateType: EmailTemplateType.PasswordReset,
      storeId: storeIds.no,
      locale: 'sv',
      values: { customer: { firstName: 'Kari' }, reset: { url: 'https://r.example/1' } },
    });
    expect(rendered.subject).toBe('Återställ ditt lösenord hos Mobildeler.no');
    const own = await renderTemplate(t.db, {
      templateType: EmailTemplateType.PasswordReset,
      storeId: storeIds.no,
      locale: 'sv',
      values: {},
    });
    expect(own.templateId).not.toBe(saved.body.ID);
    await t.db.update(emailTemplates).set({ Active: false }).where(eq(emailTemplates.ID, own.templateId));
    const next = await renderTemplate(t.db, {
      templateType: EmailTemplateType.PasswordReset,
      storeId: storeIds.no,
      locale: 'sv',
      values: { customer: { firstName: 'Kari' }, reset: { url: 'https://r.example/1' } },
    });
    expect(next).toMatchObject({
      templateId: saved.body.ID,
      subject: 'Nytt lösenord, Kari',
      html: '<p>Hej Kari: <a href="https://r.example/1">https://r.example/1</a></p>',
    });
  });

  it('refuses a missing template with 42201 and a bad recipient with 40001', async () => {
    await t.db.update(emailTemplates).set({ Active: false }).where(eq(emailTemplates.TemplateType, EmailTemplateType.PartnershipReminder));
    const missing = renderTemplate(t.db, {
      templateType: EmailTemplateType.PartnershipReminder,
      storeId: storeIds.se,
      locale: 'sv',
      values: {},
    });
    await expect(missing).rejects.toBeInstanceOf(ApiFailure);
    await expect(missing).rejects.toMatchObject({ code: ErrorCode.MailTemplateMissing, message: expect.stringContaining('type 3') });
    storing();
    await expect(
      t.db.transaction((tx) => queueMail(tx, t.resources, { to: 'not an address', subject: 'S', html: '<p>x</p>' })),
    ).rejects.toMatchObject({
      code: ErrorCode.BadRequest,
    });
    await expect(t.db.transaction((tx) => queueMail(tx, t.resources, { to: [], subject: 'S', html: '<p>x</p>' }))).rejects.toMatchObject({
      code: ErrorCode.BadRequest,
    });
  });
});
