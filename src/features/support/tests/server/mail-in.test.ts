/**
 * The support desk's SMTP receiver (src/features/support/server/mail-in; issue 21 §1 "Mail in", §4 threading) on the test database:
 * started on a free loopback port, sent real MIME messages composed by nodemailer (MailComposer under its SMTP
 * transport, or raw bytes as written), parsed back by mailparser on the server. A new message makes a ticket for the
 * store it was sent to and the customer who wrote; a reply threads onto it by In-Reply-To, by References alone, or by
 * the ticket's number in the subject alone, but never onto another store's ticket, and a number only from the
 * ticket's own address; a solved ticket reopens; HTML keeps its lines and emphasis; an attachment is kept in the file
 * store and reads back the same; an auto-reply is kept but never answered; a From without an address gives way to the
 * envelope's sender; an oversized message is refused with 552, a stranger's address with 550, a program attached
 * (also inside a forwarded message, or named with trailing dots) with 554, a message that cannot be stored now with
 * 451 and one that never can with 554, and none of them leaves anything behind; NULs and ids too long for the index
 * are stored cleaned, never answered 451 for ever; the same message delivered twice is one message.
 */
import { randomBytes } from 'node:crypto';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketChannel, TicketMessageKind, TicketState } from '../../domain/codes';
import { customers, files, stores } from '../../../../../server/db/schema';
import { ticketAttachments, ticketMessages, tickets } from '../../server/schema';
import { silentLogger } from '../../../../../server/logger';
import { readBytes } from '../../../../../server/resources/file-store';
import { startSupportMailIn } from '../../server/mail-in';
import { startMailIn, type MailIn } from '../../server/mail-in/receiver';
import { createTestApp, type TestApp } from '../../../../../tests/server/helpers';
import { isStorableText } from '../../../../domain/validation';

const MAX_BYTES = 200 * 1024;

let t: TestApp;
let mailIn: MailIn;
let transport: Transporter<SMTPTransport.SentMessageInfo>;
let store: { id: number; email: string; domain: string };
let otherStore: { id: number; email: string };
let customer: { id: number; email: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const [se] = await t.db.select().from(stores).where(eq(stores.domain, 'www.reservdelar.se'));
  store = { id: Number(se.id), email: String(se.email), domain: 'reservdelar.se' };
  const [no] = await t.db.select().from(stores).where(eq(stores.domain, 'www.mobildeler.no'));
  otherStore = { id: Number(no.id), email: String(no.email) };
  const [person] = await t.db.select().from(customers).where(eq(customers.StoreID, store.id)).orderBy(asc(customers.ID)).limit(1);
  customer = { id: Number(person.ID), email: String(person.Email), name: String(person.Name) };
  mailIn = await startSupportMailIn(
    { db: t.db, filesDir: t.config.filesDir, clock: t.clock, logger: silentLogger, resources: t.resources },
    { host: '127.0.0.1', port: 0, maxBytes: MAX_BYTES },
  );
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: mailIn.port, secure: false, ignoreTLS: true });
});

afterAll(async () => {
  transport?.close();
  await mailIn?.close();
  await t?.close();
});

type Mail = Parameters<typeof transport.sendMail>[0];

/** Sends a message from the customer to the store (overrides win) and answers the server's reply or its refusal. */
async function send(mail: Mail): Promise<{ ok: true; messageId: string } | { ok: false; responseCode: number; response: string }> {
  try {
    const info = await transport.sendMail({ from: `${customer.name} <${customer.email}>`, to: store.email, ...mail });
    return { ok: true, messageId: info.messageId };
  } catch (error) {
    const { responseCode, response } = error as { responseCode: number; response: string };
    return { ok: false, responseCode, response };
  }
}

/** Sends a raw message as written (headers and body byte for byte) with the customer as the envelope's sender. */
async function sendRaw(
  raw: string,
  envelopeFrom = customer.email,
): Promise<{ ok: true } | { ok: false; responseCode: number; response: string }> {
  try {
    await transport.sendMail({ envelope: { from: envelopeFrom, to: [store.email] }, raw: Buffer.from(raw, 'utf8') });
    return { ok: true };
  } catch (error) {
    const { responseCode, response } = error as { responseCode: number; response: string };
    return { ok: false, responseCode, response };
  }
}

async function messageByMessageId(messageId: string) {
  const [row] = await t.db.select().from(ticketMessages).where(eq(ticketMessages.MessageID, messageId));
  return row;
}

async function ticketOf(messageId: string) {
  const message = await messageByMessageId(messageId);
  expect(message, `a message ${messageId}`).toBeDefined();
  const [ticket] = await t.db.select().from(tickets).where(eq(tickets.ID, message.TicketID));
  return ticket;
}

async function counts() {
  const [[a], [b], [c], [d]] = await Promise.all([
    t.db.select({ n: count() }).from(tickets),
    t.db.select({ n: count() }).from(ticketMessages),
    t.db.select({ n: count() }).from(ticketAttachments),
    t.db.select({ n: count() }).from(files),
  ]);
  return { tickets: a.n, messages: b.n, attachments: c.n, files: d.n };
}

const unique = () => randomBytes(6).toString('hex');

describe('a message to a store', () => {
  it('makes a new ticket for that store and the customer who wrote, with the text and the HTML made safe', async () => {
    const subject = `Var är min order? ${unique()}`;
    const sent = await send({
      subject,
      text: 'Hej! Jag har inte fått mitt paket.',
      html: '<p>Hej! Jag har <strong>inte</strong> fått mitt paket.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const ticket = await ticketOf(sent.messageId);
    expect(ticket).toMatchObject({
      Subject: subject,
      StoreID: store.id,
      CustomerID: customer.id,
      Channel: TicketChannel.Email,
      State: TicketState.New,
    });
    const message = await messageByMessageId(sent.messageId);
    expect(message).toMatchObject({ Kind: TicketMessageKind.Customer, AuthorID: null, Subject: subject });
    expect(message.BodyText).toContain('Jag har inte fått mitt paket.');
    expect(message.BodyHtml).toContain('<strong>inte</strong>');
    expect(message.BodyHtml).not.toMatch(/script|onerror|alert/);
  });

  it('to any address at the store’s domain is the store’s too', async () => {
    const sent = await send({ to: `order@${store.domain}`, subject: `Fråga ${unique()}`, text: 'Hej' });
    expect(sent.ok).toBe(true);
    if (sent.ok) expect((await ticketOf(sent.messageId)).StoreID).toBe(store.id);
  });
});

describe('threading', () => {
  async function first(): Promise<{ messageId: string; ticketId: number; number: string; subject: string }> {
    const subject = `Fel del levererad ${unique()}`;
    const sent = await send({ subject, text: 'Batteriet passar inte.' });
    if (!sent.ok) throw new Error(`refused: ${sent.response}`);
    const ticket = await ticketOf(sent.messageId);
    return { messageId: sent.messageId, ticketId: Number(ticket.ID), number: String(ticket.Number), subject };
  }

  it('puts a reply with In-Reply-To on the same ticket', async () => {
    const thread = await first();
    const sent = await send({ subject: `Re: ${thread.subject}`, text: 'Någon?', inReplyTo: thread.messageId });
    expect(sent.ok && Number((await ticketOf(sent.messageId)).ID)).toBe(thread.ticketId);
  });

  it('puts a reply with only References on the same ticket', async () => {
    const thread = await first();
    const sent = await send({
      subject: 'Angående min order',
      text: 'Hallå?',
      references: [`<elsewhere-${unique()}@example.com>`, thread.messageId],
    });
    expect(sent.ok && Number((await ticketOf(sent.messageId)).ID)).toBe(thread.ticketId);
  });

  it('puts a message with only the ticket number in the subject on the same ticket', async () => {
    const thread = await first();
    const sent = await send({ subject: `Svar [#${thread.number}]`, text: 'Här är bilden.' });
    expect(sent.ok && Number((await ticketOf(sent.messageId)).ID)).toBe(thread.ticketId);
  });

  it('starts a new ticket when the number in the subject is of a ticket another address wrote', async () => {
    const thread = await first();
    const sent = await send({
      from: 'Someone Else <someone.else@example.net>',
      subject: `[#${thread.number}] please change my delivery address`,
      text: 'Ny adress: Storgatan 1, 211 20 Malmö',
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const ticket = await ticketOf(sent.messageId);
    expect(Number(ticket.ID)).not.toBe(thread.ticketId);
    expect(ticket).toMatchObject({ StoreID: store.id, State: TicketState.New, Email: 'someone.else@example.net', CustomerID: null });
    expect(await t.db.select().from(ticketMessages).where(eq(ticketMessages.TicketID, thread.ticketId))).toHaveLength(1);
  });

  it('puts the number of the sender’s own ticket on it, the address compared without case', async () => {
    const thread = await first();
    const sent = await send({ from: customer.email.toUpperCase(), subject: `Ny adress [#${thread.number}]`, text: 'Storgatan 1' });
    expect(sent.ok && Number((await ticketOf(sent.messageId)).ID)).toBe(thread.ticketId);
  });

  it('does not put a reply sent to another store on this store’s ticket, nor reopen it', async () => {
    const thread = await first();
    await t.db.update(tickets).set({ State: TicketState.Solved }).where(eq(tickets.ID, thread.ticketId));
    const byHeader = await send({ to: otherStore.email, subject: `Re: ${thread.subject}`, text: 'Hej', inReplyTo: thread.messageId });
    const byReferences = await send({ to: otherStore.email, subject: 'Hej igen', text: 'Hej', references: [thread.messageId] });
    for (const sent of [byHeader, byReferences]) {
      expect(sent.ok).toBe(true);
      if (!sent.ok) return;
      const ticket = await ticketOf(sent.messageId);
      expect(Number(ticket.ID)).not.toBe(thread.ticketId);
      expect(ticket.StoreID).toBe(otherStore.id);
    }
    const [original] = await t.db.select().from(tickets).where(eq(tickets.ID, thread.ticketId));
    expect(original.State).toBe(TicketState.Solved);
  });

  it('makes a new ticket for a message that answers nothing known', async () => {
    const thread = await first();
    const sent = await send({ subject: 'Ny fråga', text: 'Hej', inReplyTo: `<unknown-${unique()}@example.com>` });
    expect(sent.ok && Number((await ticketOf(sent.messageId)).ID)).not.toBe(thread.ticketId);
  });

  it("reopens a solved ticket: the customer's message makes it unread", async () => {
    const thread = await first();
    await t.db.update(tickets).set({ State: TicketState.Solved }).where(eq(tickets.ID, thread.ticketId));
    const sent = await send({ subject: `Re: ${thread.subject}`, text: 'Det fungerar fortfarande inte.', inReplyTo: thread.messageId });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const ticket = await ticketOf(sent.messageId);
    expect(Number(ticket.ID)).toBe(thread.ticketId);
    expect(ticket.State).toBe(TicketState.Unread);
  });

  it('keeps one message when the same message is delivered twice (a sender retrying)', async () => {
    const thread = await first();
    const messageId = `<retry-${unique()}@example.com>`;
    const again = { subject: `Re: ${thread.subject}`, text: 'Två gånger', inReplyTo: thread.messageId, messageId };
    expect((await send(again)).ok).toBe(true);
    expect((await send(again)).ok).toBe(true);
    const rows = await t.db.select().from(ticketMessages).where(eq(ticketMessages.MessageID, messageId));
    expect(rows).toHaveLength(1);
  });
});

describe('HTML mail', () => {
  // Gmail writes a line a <div>, nests the lines after the first in it, and a blank line as <div><br></div>.
  const gmail =
    '<div dir="ltr">Hej,<div><br></div><div>Min order har <b>inte</b> kommit.<div>Kan ni <i>kolla</i>?</div>' +
    '<div><br></div><div>Mvh<div>Anna</div></div></div></div>';

  it('keeps the lines and the emphasis of a message written in Gmail, in the HTML the thread shows and in its text', async () => {
    const sent = await send({ subject: `Leverans ${unique()}`, html: gmail });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const message = await messageByMessageId(sent.messageId);
    expect(message.BodyText).toBe('Hej,\nMin order har inte kommit.\nKan ni kolla?\nMvh\nAnna');
    expect(message.BodyHtml).toContain(
      'Hej,<br /><br />Min order har <strong>inte</strong> kommit.<br />Kan ni <em>kolla</em>?<br /><br />Mvh<br />Anna',
    );
  });

  it('keeps the text part as the text, and the HTML part’s lines, when the message has both', async () => {
    const text = 'Hej,\n\nMin order har inte kommit.\nKan ni kolla?\n\nMvh\nAnna';
    const sent = await send({ subject: `Leverans ${unique()}`, text, html: gmail });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const message = await messageByMessageId(sent.messageId);
    expect(message.BodyText).toBe(text);
    expect(message.BodyHtml).toContain('kommit.<br />Kan ni');
    expect(message.BodyHtml).toContain('Mvh<br />Anna');
  });
});

describe('attachments', () => {
  it('are kept in the file store with their name and type, and read back the same', async () => {
    const photo = randomBytes(20_000);
    const sent = await send({
      subject: `Reklamation ${unique()}`,
      text: 'Bild bifogad.',
      attachments: [{ filename: 'skärm.jpg', content: photo, contentType: 'image/jpeg' }],
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const message = await messageByMessageId(sent.messageId);
    const [attachment] = await t.db.select().from(ticketAttachments).where(eq(ticketAttachments.TicketMessageID, message.ID));
    expect(attachment).toMatchObject({ FileName: 'skärm.jpg', ContentType: 'image/jpeg', Size: photo.length });
    const [file] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, Number(attachment.File)));
    expect(Buffer.compare(await readBytes(t.config.filesDir, file.sha256), photo)).toBe(0);
  });

  it('refuses a message carrying a program (554) and keeps nothing', async () => {
    const before = await counts();
    const sent = await send({
      subject: `Faktura ${unique()}`,
      text: 'Öppna bilagan',
      attachments: [{ filename: 'faktura.pdf.exe', content: randomBytes(2000), contentType: 'application/octet-stream' }],
    });
    expect(sent).toMatchObject({ ok: false, responseCode: 554 });
    expect(await counts()).toEqual(before);
  });
});

describe('programs hidden from a glance', () => {
  /** A message as a mail client saves it (.eml), carrying the given attachments' raw MIME parts. */
  function eml(subject: string, parts: string[]): string {
    return [
      'From: Leverantör <faktura@example.net>',
      'To: kund@example.com',
      `Subject: ${subject}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="b-${subject.length}"`,
      '',
      `--b-${subject.length}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Se bilagan.',
      ...parts.flatMap((part) => [`--b-${subject.length}`, part]),
      `--b-${subject.length}--`,
      '',
    ].join('\r\n');
  }
  const program = [
    'Content-Type: application/octet-stream; name="faktura.exe"',
    'Content-Disposition: attachment; filename="faktura.exe"',
    'Content-Transfer-Encoding: base64',
    '',
    randomBytes(300).toString('base64'),
  ].join('\r\n');
  /** An .eml attached base64-encoded, as Outlook forwards a message as an attachment: mailparser does not open it. */
  const attached = (message: string) =>
    [
      'Content-Type: message/rfc822; name="vidarebefordrat.eml"',
      'Content-Disposition: attachment; filename="vidarebefordrat.eml"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(message).toString('base64').replace(/.{76}/g, '$&\r\n'),
    ].join('\r\n');

  it('refuses a program inside a forwarded message, and inside a message forwarded in that one (554), keeping nothing', async () => {
    const inner = eml('Faktura', [program]);
    for (const forwarded of [inner, eml('Fwd: Faktura', [attached(inner)])]) {
      const before = await counts();
      const sent = await send({
        subject: `Fwd: Faktura ${unique()}`,
        text: 'Vad är det här?',
        attachments: [
          { filename: 'vidarebefordrat.eml', content: forwarded, contentType: 'message/rfc822', contentTransferEncoding: 'base64' },
        ],
      });
      expect(sent).toMatchObject({ ok: false, responseCode: 554 });
      if (!sent.ok) expect(sent.response).toContain('faktura.exe');
      expect(await counts()).toEqual(before);
    }
  });

  it('keeps a forwarded message without a program, as an attachment', async () => {
    const sent = await send({
      subject: `Fwd: Order ${unique()}`,
      text: 'Se nedan',
      attachments: [{ filename: 'order.eml', content: eml('Order', []), contentType: 'message/rfc822', contentTransferEncoding: 'base64' }],
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const message = await messageByMessageId(sent.messageId);
    const attachments = await t.db.select().from(ticketAttachments).where(eq(ticketAttachments.TicketMessageID, message.ID));
    expect(attachments).toMatchObject([{ FileName: 'order.eml', ContentType: 'message/rfc822' }]);
  });

  it('refuses a program whose name ends in dots or spaces, which Windows drops (554)', async () => {
    for (const filename of ['faktura.exe.', 'faktura.exe. .', 'faktura.EXE ..']) {
      const before = await counts();
      const sent = await send({
        subject: `Faktura ${unique()}`,
        text: 'Öppna bilagan',
        attachments: [{ filename, content: randomBytes(500), contentType: 'application/pdf' }],
      });
      expect(sent, filename).toMatchObject({ ok: false, responseCode: 554 });
      expect(await counts()).toEqual(before);
    }
  });
});

describe('senders', () => {
  it('takes the envelope’s sender when the From header holds no address', async () => {
    for (const from of ['Anna Svensson <anna.svensson>', 'anna@@example.se', '<@example.se>']) {
      const messageId = `<from-${unique()}@example.com>`;
      const sent = await sendRaw(
        [`From: ${from}`, `To: ${store.email}`, `Subject: Fråga ${unique()}`, `Message-ID: ${messageId}`, '', 'Hej!', ''].join('\r\n'),
      );
      expect(sent, from).toMatchObject({ ok: true });
      const ticket = await ticketOf(messageId);
      expect(ticket, from).toMatchObject({ Email: customer.email.toLowerCase(), CustomerID: customer.id });
      expect((await messageByMessageId(messageId)).FromAddress).toBe(customer.email.toLowerCase());
    }
  });
});

describe('hostile but well-formed mail', () => {
  it('stores a message with NUL in its subject, sender’s name, body, HTML, file name and headers, each NUL as U+FFFD and CRLF as LF', async () => {
    const messageId = `<nul-${unique()}@example.com>`;
    const raw = [
      `From: =?utf-8?q?Anna=00_Svensson?= <${customer.email}>`,
      `To: ${store.email}`,
      'Subject: =?utf-8?q?Fel_p=C3=A5=00_fakturan?=',
      `Message-ID: ${messageId}`,
      'In-Reply-To: <x\u0000y@example.com>',
      'X-Mailer: Test\u0000Mailer',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="nul"',
      '',
      '--nul',
      'Content-Type: multipart/alternative; boundary="alt"',
      '',
      '--alt',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Hej=00 d=C3=A4r,\u0000 fakturan =C3=A4r fel.=0D=0AMvh=0DAnna',
      '--alt',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Hej\u0000 där, fakturan är <b>fel</b>.&#0;</p>',
      '--alt--',
      '--nul',
      "Content-Type: image/png; name*=utf-8''bild%00.png",
      "Content-Disposition: attachment; filename*=utf-8''bild%00.png",
      'Content-Transfer-Encoding: base64',
      '',
      randomBytes(300).toString('base64'),
      '--nul--',
      '',
    ].join('\r\n');
    const sent = await sendRaw(raw);
    expect(sent).toEqual({ ok: true });
    const message = await messageByMessageId(messageId);
    const ticket = await ticketOf(messageId);
    expect(ticket).toMatchObject({ Subject: 'Fel på\ufffd fakturan', Name: 'Anna\ufffd Svensson', CustomerID: customer.id });
    expect(message.BodyText).toBe('Hej\ufffd där,\ufffd fakturan är fel.\nMvh\ufffdAnna');
    // A NUL written as an entity reads as the replacement character too, as a browser reads it.
    expect(message.BodyHtml).toBe('<p>Hej\ufffd där, fakturan är <strong>fel</strong>.\ufffd</p>');
    const [attachment] = await t.db.select().from(ticketAttachments).where(eq(ticketAttachments.TicketMessageID, message.ID));
    expect(attachment.FileName).toBe('bild\ufffd.png');
    for (const value of [message.Subject, message.BodyText, message.BodyHtml, message.InReplyTo, ticket.Name, attachment.FileName])
      expect(isStorableText(value ?? ''), JSON.stringify(value)).toBe(true);
  });

  it('stores once a message whose Message-ID is too long for the index, and cuts a subject beside an emoji, not inside it', async () => {
    const subject = `${'Ärende '.repeat(42)}${unique()}`.slice(0, 299) + '😀 och mer';
    const raw = [
      `From: ${customer.email}`,
      `To: ${store.email}`,
      `Subject: ${subject}`,
      `Message-ID: <${randomBytes(2000).toString('hex')}@example.com>`,
      '',
      'Hej',
      '',
    ].join('\r\n');
    const before = await counts();
    expect(await sendRaw(raw)).toEqual({ ok: true });
    expect(await sendRaw(raw)).toEqual({ ok: true });
    expect(await counts()).toMatchObject({ tickets: before.tickets + 1, messages: before.messages + 1 });
    const [ticket] = await t.db.select().from(tickets).orderBy(desc(tickets.ID)).limit(1);
    expect(ticket.Subject).toBe(subject.slice(0, 299));
  });

  it('refuses for good (554), not for a while (451), a message the database can never store', async () => {
    // A data error is the same on every retry; the sender must learn now, not after days of trying.
    const stubborn = await startMailIn({
      db: t.db,
      logger: silentLogger,
      host: '127.0.0.1',
      port: 0,
      maxBytes: MAX_BYTES,
      deliver: async () => {
        await t.db.execute(sql`select 'not a number'::integer`);
        return { ticketId: 0 };
      },
    });
    const other = nodemailer.createTransport({ host: '127.0.0.1', port: stubborn.port, secure: false, ignoreTLS: true });
    try {
      const failure = await other.sendMail({ from: customer.email, to: store.email, subject: 'Hej', text: 'Hej' }).then(
        () => null,
        (error: { responseCode: number }) => error,
      );
      expect(failure?.responseCode).toBe(554);
    } finally {
      other.close();
      await stubborn.close();
    }
  });
});

describe('refusals', () => {
  it('refuses a message over the size limit with 552 and keeps nothing', async () => {
    const before = await counts();
    const sent = await send({
      subject: `Stor bild ${unique()}`,
      text: 'Här',
      attachments: [{ filename: 'video.mp4', content: randomBytes(MAX_BYTES), contentType: 'video/mp4' }],
    });
    expect(sent).toMatchObject({ ok: false, responseCode: 552 });
    expect(await counts()).toEqual(before);
  });

  it('refuses a recipient that is no store’s with 550', async () => {
    const before = await counts();
    const sent = await send({ to: 'someone@elsewhere.example', subject: 'Hej', text: 'Hej' });
    expect(sent).toMatchObject({ ok: false, responseCode: 550 });
    expect(await counts()).toEqual(before);
  });

  it('answers 451 (try later) when the message cannot be stored, and keeps nothing half-written', async () => {
    // A file store that cannot be written to: its directory would have to be made inside a file.
    const broken = await startSupportMailIn(
      { db: t.db, filesDir: '/dev/null/files', clock: t.clock, logger: silentLogger, resources: t.resources },
      { host: '127.0.0.1', port: 0, maxBytes: MAX_BYTES },
    );
    const other = nodemailer.createTransport({ host: '127.0.0.1', port: broken.port, secure: false, ignoreTLS: true });
    try {
      const before = await counts();
      const failure = await other
        .sendMail({
          from: customer.email,
          to: store.email,
          subject: `Bild ${unique()}`,
          text: 'Bifogad',
          attachments: [{ filename: 'bild.png', content: randomBytes(1000), contentType: 'image/png' }],
        })
        .then(
          () => null,
          (error: { responseCode: number }) => error,
        );
      expect(failure?.responseCode).toBe(451);
      expect(await counts()).toEqual(before);
    } finally {
      other.close();
      await broken.close();
    }
  });
});

describe('auto-replies and bounces', () => {
  it('are kept on the ticket they answer, so no reply goes back and forth', async () => {
    const subject = `Fråga ${unique()}`;
    const sent = await send({ subject, text: 'Hej' });
    if (!sent.ok) throw new Error(sent.response);
    const auto = await send({
      subject: `Automatiskt svar: ${subject}`,
      text: 'Jag är på semester till och med 3 augusti.',
      inReplyTo: sent.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(auto.ok).toBe(true);
    if (!auto.ok) return;
    expect(Number((await ticketOf(auto.messageId)).ID)).toBe(Number((await ticketOf(sent.messageId)).ID));
  });
});
