/**
 * A customer's message into the support desk (issue 21 §1), in the caller's transaction: the SMTP receiver's
 * mails, a call taken by staff, the storefront's contact form. The message joins the ticket it answers, found
 * by its In-Reply-To and References against the messages' Message-IDs (the nearest first), else by a ticket
 * number in the subject (`[#T100123]`, when the sender is the address that ticket was written from), both in
 * the message's store; otherwise, or when that ticket is closed, it starts a new one. The customer is matched
 * by e-mail, else by phone, in the message's store. A message on a ticket moves it as docs/decisions.md
 * "Support: tickets" says: spam stays spam, a new ticket stays new, any other becomes unread. Attachments go
 * into the file store by content hash. Every row written is audited (the system's, or the staff member's who
 * took the call). The same Message-ID twice (a mail delivered again) is stored once.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { normalizePhone } from '../../../domain/phone';
import { replaceForbiddenCharacters as storable } from '../../../domain/validation';
import type { ResourceRecord } from '../../../domain/resources/types';
import { TicketChannel, TicketMessageKind, TicketPriority, TicketState, type TicketChannelCode } from '../domain/codes';
import { slaDueAt } from '../domain/sla';
import { recordAudit, SYSTEM_ACTOR } from '../../../../server/audit';
import { columnsOf, customers } from '../../../../server/db/schema';
import { ticketAttachments, ticketMessages, tickets } from './schema';
import type { Executor } from '../../../../server/db/types';
import { textOfHtml } from '../../../../server/mail/text';
import { auditValue } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { sanitizeRichText } from '../../../../server/resources/sanitize';
import { storeFiles } from '../../../../server/resources/stored-files';
import { versionedUpdate } from '../../../../server/resources/versioned-writes';

interface IncomingAttachment {
  fileName: string;
  contentType: string;
  content: Buffer | Uint8Array;
}

/** A customer's message as the receiver (or a call, or a form) hands it over. */
export interface CustomerMessage {
  /** The store it was sent to (the receiving address's store, the caller's store). */
  storeId: number;
  /** Default e-mail. */
  channel?: TicketChannelCode;
  /** The sender's e-mail address (bare, `a@b.se`). */
  from?: string | null;
  /** The sender's phone number as given (a call, a form). */
  phone?: string | null;
  /** The sender's display name. */
  name?: string | null;
  /** The address(es) it was sent to. */
  to?: string | null;
  subject: string;
  text?: string | null;
  /** The HTML part as received; sanitized before it is stored. */
  html?: string | null;
  /** RFC 5322 Message-ID, with or without its angle brackets. */
  messageId?: string | null;
  inReplyTo?: string | null;
  /** The References header, as one string or the ids already split. */
  references?: string | readonly string[] | null;
  /** The contact form's topic. */
  topic?: string | null;
  /** The order the message is about, when the caller knows it (a form's order field). */
  orderId?: number | null;
  attachments?: readonly IncomingAttachment[];
}

export interface ReceiveContext {
  resources: ResourceRegistry;
  now: Date;
  /** Where the file store keeps its bytes (FILES_DIR); required when the message has attachments. */
  filesDir?: string;
  /** The staff member who took the message (a call); absent or 0: the system (the SMTP receiver). */
  actorId?: number;
}

export interface ReceivedMessage {
  ticketId: number;
  ticketNumber: string;
  /** The ticket_messages row's id. */
  messageId: number;
  /** A new ticket was started. */
  created: boolean;
  /** The Message-ID was stored before: nothing was written. */
  duplicate: boolean;
}

const MAX_TEXT = 200_000;
const MAX_HTML = 1_000_000;
const NUMBER_IN_SUBJECT = /\[#(T\d+)\]/i;
/**
 * The longest Message-ID kept, in UTF-8 bytes: RFC 5322's line limit, well inside what a unique b-tree index holds
 * (2,704 bytes). A longer id is left out (the receiver then makes one from the message's bytes).
 */
export const MAX_MESSAGE_ID_BYTES = 998;
/** The thread is looked up by In-Reply-To and the nearest References up to this many (a header can list thousands). */
const MAX_THREAD_IDS = 100;

/** The `<…>` ids of a header (Message-ID, In-Reply-To, References), each with its brackets; a bare id gets them. */
function messageIdsOf(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const text = typeof value === 'string' ? value : value.join(' ');
  const ids =
    text.match(/<[^<>\s]+>/g) ??
    text
      .split(/\s+/)
      .filter((one) => one.includes('@'))
      .map((one) => `<${one}>`);
  return ids.filter((id) => Buffer.byteLength(id) <= MAX_MESSAGE_ID_BYTES);
}

/** The first `max` UTF-16 units of the text, never ending in half a surrogate pair (PostgreSQL's JSON refuses one). */
function clip(text: string, max: number): string {
  const end = text.length > max && /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end);
}

function oneLine(value: string | null | undefined, max: number): string | null {
  const line = value?.replace(/[\r\n\t]+/g, ' ').trim();
  return line ? clip(line, max).trim() : null;
}

/**
 * The message with every text in it storable by the one text rule: CRLF line ends as line feeds, every other
 * character the rule forbids (a NUL, a control character, half a surrogate pair) as U+FFFD. A mail is anyone's
 * input, and text PostgreSQL refuses would fail the same way on every retry of its sender, so it is stored
 * cleaned, never refused (docs/decisions.md "Support: mail in", "One text rule").
 */
function storableMessage(message: CustomerMessage): CustomerMessage {
  const texts = Object.fromEntries(
    Object.entries(message).map(([key, value]) => [key, typeof value === 'string' ? storable(value) : value]),
  );
  const { references, attachments } = message;
  return {
    ...(texts as unknown as CustomerMessage),
    references:
      references == null || typeof references === 'string' ? (texts.references as string | null | undefined) : references.map(storable),
    attachments: attachments?.map((one) => ({ ...one, fileName: storable(one.fileName), contentType: storable(one.contentType) })),
  };
}

/**
 * The ticket the message answers: by its headers (the nearest id first), else by the number in its subject. Both
 * only in the message's store; a number in the subject only from the address the ticket was written from, since
 * anyone can type a number (docs/decisions.md "Support: mail in").
 */
async function threadOf(tx: Executor, message: CustomerMessage, t: ReturnType<typeof columnsOf>): Promise<number | null> {
  const refs = messageIdsOf(message.references);
  // In-Reply-To names the parent; References lists the thread oldest first, so its last id is the nearest.
  const ids = [...new Set([...messageIdsOf(message.inReplyTo), ...refs.reverse()])].slice(0, MAX_THREAD_IDS);
  if (ids.length > 0) {
    const m = columnsOf(ticketMessages);
    const found = await tx
      .select({ messageId: m.MessageID, ticketId: m.TicketID })
      .from(ticketMessages)
      .innerJoin(tickets, eq(t.ID, m.TicketID))
      .where(and(inArray(m.MessageID, ids), eq(t.StoreID, message.storeId)));
    for (const id of ids) {
      const hit = found.find((row) => row.messageId === id);
      if (hit) return Number(hit.ticketId);
    }
  }
  const number = NUMBER_IN_SUBJECT.exec(message.subject)?.[1];
  const sender = message.from?.trim().toLowerCase();
  if (number && sender) {
    const [hit] = await tx
      .select({ id: t.ID })
      .from(tickets)
      .where(
        and(sql`lower(${t.Number}) = ${number.toLowerCase()}`, eq(t.StoreID, message.storeId), sql`lower(trim(${t.Email})) = ${sender}`),
      );
    if (hit) return Number(hit.id);
  }
  return null;
}

/** The store's customer with this e-mail, else with this phone number (a customer merged into another is skipped). */
async function customerOf(tx: Executor, message: CustomerMessage): Promise<number | null> {
  const c = columnsOf(customers);
  const live = and(eq(c.StoreID, message.storeId), isNull(c.MergedIntoID));
  const email = message.from?.trim().toLowerCase();
  if (email) {
    const [hit] = await tx
      .select({ id: c.ID })
      .from(customers)
      .where(and(live, sql`lower(${c.Email}) = ${email}`))
      .limit(1);
    if (hit) return Number(hit.id);
  }
  const phone = message.phone?.trim();
  const normalized = phone ? normalizePhone(phone) : '';
  if (normalized) {
    const [hit] = await tx
      .select({ id: c.ID })
      .from(customers)
      .where(and(live, eq(c.PhoneNormalized, normalized)))
      .orderBy(desc(c.ID))
      .limit(1);
    if (hit) return Number(hit.id);
  }
  return null;
}

/** A customer's message on a ticket moves it: spam stays spam, a new ticket stays new, any other is unread (decisions.md). */
function stateAfterCustomerMessage(state: number): number {
  if (state === TicketState.Spam || state === TicketState.New) return state;
  return TicketState.Unread;
}

/** Adds a customer's message to its ticket (or a new one), in the caller's transaction. */
export async function receiveCustomerMessage(tx: Executor, context: ReceiveContext, given: CustomerMessage): Promise<ReceivedMessage> {
  const message = storableMessage(given);
  const { resources, now } = context;
  const actorId = context.actorId ?? SYSTEM_ACTOR;
  const t = columnsOf(tickets);
  const m = columnsOf(ticketMessages);
  const ticketBinding = resources.bindingOf('tickets');
  const messageBinding = resources.bindingOf('ticket-messages');
  const messageId = messageIdsOf(message.messageId)[0] ?? null;

  if (messageId) {
    const [seen] = await tx.select({ id: m.ID, ticketId: m.TicketID }).from(ticketMessages).where(eq(m.MessageID, messageId));
    if (seen) {
      const [ticket] = await tx.select({ number: t.Number }).from(tickets).where(eq(t.ID, seen.ticketId));
      return {
        ticketId: Number(seen.ticketId),
        ticketNumber: String(ticket.number),
        messageId: Number(seen.id),
        created: false,
        duplicate: true,
      };
    }
  }

  const subject = oneLine(message.subject, 300) ?? '(no subject)';
  const email = oneLine(message.from, 200)?.toLowerCase() ?? null;
  const phone = oneLine(message.phone, 40);
  const name = oneLine(message.name, 200);
  const customerId = await customerOf(tx, message);
  const threadId = await threadOf(tx, message, t);

  // The ticket it joins, locked, unless it is closed: a later message then starts a new ticket.
  let current: ResourceRecord | null = null;
  if (threadId !== null) {
    const [row] = await tx.select(recordSelection(ticketBinding)).from(tickets).where(eq(t.ID, threadId)).for('update');
    const found = toRecord(row);
    if (Number(found.State) !== TicketState.Closed) current = found;
  }

  let ticket: ResourceRecord;
  if (current) {
    ticket = (await versionedUpdate(tx, ticketBinding, {
      id: current.ID,
      before: current,
      set: {
        State: stateAfterCustomerMessage(Number(current.State)),
        LastMessageAt: now,
        CustomerID: current.CustomerID ?? customerId,
        Email: current.Email ?? email,
        Phone: current.Phone ?? phone,
        Name: current.Name ?? name,
      },
      now,
      actorId,
      action: 'receive',
    }))!;
  } else {
    const [row] = await tx
      .insert(tickets)
      .values({
        Subject: subject,
        CustomerID: customerId,
        StoreID: message.storeId,
        Channel: message.channel ?? TicketChannel.Email,
        Topic: oneLine(message.topic, 120),
        State: TicketState.New,
        Priority: TicketPriority.Normal,
        SlaDueAt: slaDueAt(now, TicketPriority.Normal),
        LastMessageAt: now,
        Email: email,
        Phone: phone,
        Name: name,
        OrderID: message.orderId ?? null,
        CreatedAt: now,
        UpdatedAt: now,
      })
      .returning(recordSelection(ticketBinding));
    ticket = toRecord(row);
    await recordAudit(tx, { actorId, entity: 'tickets', entityId: ticket.ID, action: 'create', before: null, after: auditValue(ticket) });
  }

  const html = message.html?.trim() ? clip(sanitizeRichText(message.html), MAX_HTML) : null;
  const text = clip(message.text?.trim() || (html ? textOfHtml(html) : ''), MAX_TEXT);
  const [messageRow] = await tx
    .insert(ticketMessages)
    .values({
      TicketID: ticket.ID,
      Kind: TicketMessageKind.Customer,
      AuthorID: null,
      FromAddress: email ?? phone,
      ToAddress: oneLine(message.to, 1000),
      Subject: oneLine(message.subject, 500),
      BodyText: text,
      BodyHtml: html,
      MessageID: messageId,
      InReplyTo: messageIdsOf(message.inReplyTo)[0] ?? null,
      References: clip(messageIdsOf(message.references).join(' '), 20_000) || null,
      CreatedAt: now,
      UpdatedAt: now,
    })
    .returning(recordSelection(messageBinding));
  const stored = toRecord(messageRow);
  await recordAudit(tx, {
    actorId,
    entity: 'ticket-messages',
    entityId: stored.ID,
    action: 'create',
    before: null,
    after: auditValue(stored),
  });
  await attach(tx, context, ticket.ID, stored.ID, message.attachments ?? []);
  return { ticketId: ticket.ID, ticketNumber: String(ticket.Number), messageId: stored.ID, created: !current, duplicate: false };
}

/** The attachments' bytes into the file store (by content hash), each a `files` row and a ticket attachment, audited. */
async function attach(
  tx: Executor,
  context: ReceiveContext,
  ticketId: number,
  ticketMessageId: number,
  attachments: readonly IncomingAttachment[],
): Promise<void> {
  const actorId = context.actorId ?? SYSTEM_ACTOR;
  const binding = context.resources.bindingOf('ticket-attachments');
  const named = attachments.map((attachment, position) => ({
    name: clip(attachment.fileName.replace(/[\r\n"\\/]+/g, ' ').trim(), 255) || `attachment-${position + 1}`,
    type: oneLine(attachment.contentType, 255)?.toLowerCase() ?? 'application/octet-stream',
    bytes: attachment.content,
  }));
  const stored = await storeFiles(tx, context.filesDir, named, { actorId });
  for (const file of stored) {
    const [row] = await tx
      .insert(ticketAttachments)
      .values({
        TicketID: ticketId,
        TicketMessageID: ticketMessageId,
        File: file.ID,
        FileName: file.Name,
        ContentType: file.Type,
        Size: file.Size,
        CreatedAt: context.now,
        UpdatedAt: context.now,
      })
      .returning(recordSelection(binding));
    const record = toRecord(row);
    await recordAudit(tx, {
      actorId,
      entity: 'ticket-attachments',
      entityId: record.ID,
      action: 'create',
      before: null,
      after: auditValue(record),
    });
  }
}
