/**
 * What staff write on a ticket (issue 21 §1), each in one transaction with its audit events, refused when the
 * Version sent is stale (40901 with the ticket as it is now):
 * - a reply: a message to the customer through the outbox (server/mail/queue.ts), from the store's address
 *   (else MAIL_FROM), subject "Re: <subject> [#T100123]", with a Message-ID of its own and the thread's
 *   In-Reply-To and References so the customer's mail client threads it; the first response time set; the
 *   ticket Pending. A ticket without an e-mail address is 42230; a spam or closed one 40950; a text that still holds
 *   a placeholder (`{{customer.firstName}}`) 40001 naming it.
 * - a note: staff only, no mail; a new, unread or opened ticket becomes Open. Refused (40950) on spam.
 * - reading: the assignee opening the ticket moves New or Unread to Opened (POST …/read; an explicit call, so
 *   a glance by a colleague or a prefetch does not count as reading).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import { escapeHtml } from '../../../domain/html';
import type { ResourceRecord } from '../../../domain/resources/types';
import { TicketMessageKind, TicketState } from '../domain/codes';
import { issue } from '../../../domain/validation';
import { valueText } from '../../../domain/value-text';
import { recordAudit } from '../../../../server/audit';
import { isMailbox } from '../../../../server/config';
import { columnsOf, stores } from '../../../../server/db/schema';
import { ticketMessages, tickets } from './schema';
import type { Tx } from '../../../../server/db/types';
import { ApiFailure, ERROR_TEXT } from '../../../../server/http/errors';
import { newMessageId, queueMail } from '../../../../server/mail/queue';
import { mailSettings } from '../../../../server/mail/settings';
import { auditValue } from '../../../../server/resources/audit-values';
import { conflict, versionOf } from '../../../../server/resources/concurrency';
import type { MutationContext } from '../../../../server/resources/mutations';
import { recordSelection, toRecord } from '../../../../server/resources/records';
import { versionedUpdate } from '../../../../server/resources/versioned-writes';
import { refuseMove } from './moves';
import { refuseUnfilled } from './quick-replies';

const T = columnsOf(tickets);
const M = columnsOf(ticketMessages);
const MAX_BODY = 100_000;

function bodyText(body: Record<string, unknown>): string {
  const text = typeof body.body === 'string' ? body.body.replace(/\r\n?/g, '\n').trim() : '';
  if (!text)
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: body`, { body: issue('validation.required') });
  if (text.length > MAX_BODY)
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: body`, {
      body: issue('validation.maxLength', { max: MAX_BODY }),
    });
  return text;
}

/** The ticket locked, at the Version sent (40001 without one, 40901 with the ticket when stale, 40401 when gone). */
async function lockedTicket(tx: Tx, context: MutationContext, id: number, body: Record<string, unknown>): Promise<ResourceRecord> {
  const binding = context.resources.bindingOf('tickets');
  const [row] = await tx.select(recordSelection(binding)).from(tickets).where(eq(T.ID, id)).for('update');
  if (!row) throw new ApiFailure(ErrorCode.NotFound);
  const ticket = toRecord(row);
  const version = versionOf(body.Version);
  if (version === null)
    throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: Version`, { Version: issue('validation.required') });
  if (version !== ticket.Version) throw conflict(ticket);
  return ticket;
}

async function writeTicket(tx: Tx, context: MutationContext, before: ResourceRecord, changes: Record<string, unknown>, action: string) {
  const after = await versionedUpdate(tx, context.resources.bindingOf('tickets'), {
    id: before.ID,
    before,
    set: changes,
    now: context.now,
    actorId: context.auth.id,
    action,
  });
  return after!;
}

async function addMessage(tx: Tx, context: MutationContext, values: Record<string, unknown>): Promise<ResourceRecord> {
  const binding = context.resources.bindingOf('ticket-messages');
  const [row] = await tx
    .insert(ticketMessages)
    .values({ ...values, AuthorID: context.auth.id, CreatedAt: context.now, UpdatedAt: context.now })
    .returning(recordSelection(binding));
  const message = toRecord(row);
  await recordAudit(tx, {
    actorId: context.auth.id,
    entity: 'ticket-messages',
    entityId: message.ID,
    action: 'create',
    before: null,
    after: auditValue(message),
  });
  return message;
}

/** The ticket's subject as a reply's: "Re: " once, and the ticket's number for threading by subject. */
function replySubject(subject: string, number: string): string {
  const base = subject.replace(/\s*\[#T\d+\]\s*/gi, ' ').trim();
  const re = /^(re|sv|aw|vs)\s*:/i.test(base) ? base : `Re: ${base}`;
  return `${re} [#${number}]`;
}

/** Plain text as the reply's HTML: escaped, paragraphs and line breaks kept. */
function htmlOf(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export interface WrittenMessage {
  ticket: ResourceRecord;
  message: ResourceRecord;
}

export async function replyToTicket(context: MutationContext, id: number, body: Record<string, unknown>): Promise<WrittenMessage> {
  const text = bodyText(body);
  // A quick reply's placeholder left as written (no value for this customer) never reaches the customer.
  refuseUnfilled(text);
  return context.db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, context, id, body);
    const state = Number(ticket.State);
    if (state === TicketState.Spam || state === TicketState.Closed) refuseMove();
    const to = valueText(ticket.Email);
    if (!to || !isMailbox(to)) throw new ApiFailure(ErrorCode.TicketNoAddress);
    const [store] = await tx
      .select({ name: stores.name, brandName: stores.brandName, email: stores.email })
      .from(stores)
      .where(eq(stores.id, Number(ticket.StoreID)));
    const storeName = store?.brandName?.trim() || store?.name || '';
    const from =
      store?.email && isMailbox(store.email) ? `${storeName.replace(/[<>",]/g, '')} <${store.email}>`.trim() : mailSettings().from;
    // The thread: the latest message that has a Message-ID (the customer's, or an earlier reply).
    const [parent] = await tx
      .select({ messageId: M.MessageID, references: M.References })
      .from(ticketMessages)
      .where(and(eq(M.TicketID, id), isNotNull(M.MessageID)))
      .orderBy(desc(M.CreatedAt), desc(M.ID))
      .limit(1);
    const inReplyTo = parent ? String(parent.messageId) : null;
    const references = parent ? [valueText(parent.references), inReplyTo].filter(Boolean).join(' ').slice(-20_000) : null;
    const messageId = newMessageId(from);
    const subject = replySubject(String(ticket.Subject), String(ticket.Number));
    const mail = await queueMail(tx, context.resources, {
      to,
      from,
      subject,
      html: htmlOf(text),
      text,
      storeId: Number(ticket.StoreID),
      about: { entity: 'tickets', id },
      createdBy: context.auth.id,
      messageId,
      inReplyTo,
      references,
    });
    const message = await addMessage(tx, context, {
      TicketID: id,
      Kind: TicketMessageKind.Reply,
      FromAddress: from,
      ToAddress: to,
      Subject: subject,
      BodyText: text,
      BodyHtml: htmlOf(text),
      MessageID: messageId,
      InReplyTo: inReplyTo,
      References: references,
      OutboxID: mail.ID,
    });
    const after = await writeTicket(
      tx,
      context,
      ticket,
      {
        State: TicketState.Pending,
        // The first response is set once; a later reply leaves it (the record holds it as text, not as a Date).
        ...(ticket.FirstResponseAt == null ? { FirstResponseAt: context.now } : {}),
        LastMessageAt: context.now,
        AssigneeID: ticket.AssigneeID ?? context.auth.id,
      },
      'reply',
    );
    return { ticket: after, message };
  });
}

const NOTE_OPENS: readonly number[] = [TicketState.New, TicketState.Unread, TicketState.Opened];

export async function noteOnTicket(context: MutationContext, id: number, body: Record<string, unknown>): Promise<WrittenMessage> {
  const text = bodyText(body);
  return context.db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, context, id, body);
    const state = Number(ticket.State);
    if (state === TicketState.Spam) refuseMove();
    const message = await addMessage(tx, context, {
      TicketID: id,
      Kind: TicketMessageKind.Note,
      Subject: null,
      BodyText: text,
      BodyHtml: htmlOf(text),
    });
    const after = await writeTicket(tx, context, ticket, { State: NOTE_OPENS.includes(state) ? TicketState.Open : state }, 'note');
    return { ticket: after, message };
  });
}

/** The assignee (or, on an unassigned ticket, whoever reads it) has read it: New or Unread becomes Opened; otherwise unchanged. */
export async function readTicket(context: MutationContext, id: number, body: Record<string, unknown>): Promise<ResourceRecord> {
  return context.db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, context, id, body);
    const state = Number(ticket.State);
    const mine = ticket.AssigneeID == null || Number(ticket.AssigneeID) === context.auth.id;
    if (!mine || (state !== TicketState.New && state !== TicketState.Unread)) return ticket;
    return writeTicket(tx, context, ticket, { State: TicketState.Opened, AssigneeID: ticket.AssigneeID ?? context.auth.id }, 'read');
  });
}
