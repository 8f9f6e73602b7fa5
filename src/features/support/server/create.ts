/**
 * `POST /api/support/tickets` (update customer): a ticket staff open for a customer, from the incoming-call
 * lookup or a customer's detail: `{ CustomerID?, StoreID?, Channel?, Subject, Body }`. The customer's store is
 * the ticket's (else StoreID is required); the channel is phone unless given. Body is what the customer asked,
 * stored as the customer's first message (receive.ts, with the staff member as the audit's actor); the ticket
 * is the creator's and read (Opened). Answers 201 with the ticket.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { ErrorCode } from '../../../domain/errors';
import { TICKET_CHANNELS, TicketChannel, TicketState, type TicketChannelCode } from '../domain/codes';
import { issue, type FieldErrors } from '../../../domain/validation';
import { valueText } from '../../../domain/value-text';
import { columnsOf, customers, stores } from '../../../../server/db/schema';
import type { AppEnv } from '../../../../server/http/env';
import { ApiFailure, ERROR_TEXT, jsonBody } from '../../../../server/http/errors';
import { versionedUpdate } from '../../../../server/resources/versioned-writes';
import { receiveCustomerMessage } from './receive';

const C = columnsOf(customers);

function refuse(errors: FieldErrors): never {
  throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${Object.keys(errors).join(', ')}`, errors);
}

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)
      ? Number(value)
      : null;

export async function createTicket(c: Context<AppEnv>) {
  const { db, clock, config, resources } = c.get('deps');
  const raw = await jsonBody(c);
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const subject = typeof body.Subject === 'string' ? body.Subject.trim() : '';
  const text = typeof body.Body === 'string' ? body.Body.trim() : '';
  if (!subject) errors.Subject = issue('validation.required');
  else if (subject.length > 300) errors.Subject = issue('validation.maxLength', { max: 300 });
  if (!text) errors.Body = issue('validation.required');
  else if (text.length > 100_000) errors.Body = issue('validation.maxLength', { max: 100_000 });
  const channel = body.Channel == null ? TicketChannel.Phone : wholeNumber(body.Channel);
  if (channel === null || !TICKET_CHANNELS.includes(channel as TicketChannelCode)) errors.Channel = issue('validation.oneOf');
  const customerId = body.CustomerID == null || body.CustomerID === '' ? null : wholeNumber(body.CustomerID);
  if (body.CustomerID != null && body.CustomerID !== '' && customerId === null) errors.CustomerID = issue('validation.type');
  const storeGiven = body.StoreID == null || body.StoreID === '' ? null : wholeNumber(body.StoreID);
  if (Object.keys(errors).length) refuse(errors);

  const auth = c.get('auth');
  const now = clock.now();
  const ticket = await db.transaction(async (tx) => {
    const [customer] = customerId
      ? await tx
          .select({ id: C.ID, storeId: C.StoreID, email: C.Email, phone: C.Phone, name: C.Name })
          .from(customers)
          .where(and(eq(C.ID, customerId), isNull(C.MergedIntoID)))
      : [];
    if (customerId && !customer) refuse({ CustomerID: issue('validation.oneOf') });
    const storeId = customer ? Number(customer.storeId) : storeGiven;
    if (!storeId) refuse({ StoreID: issue('validation.required') });
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) refuse({ StoreID: issue('validation.oneOf') });
    const received = await receiveCustomerMessage(
      tx,
      { resources, now, filesDir: config.filesDir, actorId: auth.id },
      {
        storeId,
        channel: channel as TicketChannelCode,
        from: customer ? valueText(customer.email) : null,
        phone: customer ? valueText(customer.phone) : null,
        name: customer ? valueText(customer.name) : null,
        subject,
        text,
      },
    );
    const after = await versionedUpdate(tx, resources.bindingOf('tickets'), {
      id: received.ticketId,
      set: { CustomerID: customer ? customer.id : null, AssigneeID: auth.id, State: TicketState.Opened },
      now,
      actorId: auth.id,
      action: 'assign-to-me',
    });
    return after!;
  });
  return c.json(ticket, 201);
}
