/**
 * `GET /api/support/tickets/{id}/quick-replies?q=`: the quick reply templates in the language of the ticket's
 * customer (else the store's), those whose name, shortcut or text hold `q` (the best match first), each with its
 * text filled for the ticket (src/domain/support/quick-replies.ts): the customer's name, the ticket's order (else
 * the customer's latest) with its first parcel's tracking link, the store's name and the agent's; `Unfilled`
 * names what is left as written. A reply whose text still holds a placeholder is refused (`refuseUnfilled`).
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { ErrorCode } from '../../../domain/errors';
import { trackingLink } from '../../../domain/orders/forwarders';
import { placeholdersLeft } from '../../../domain/placeholders';
import { fillQuickReply, rankQuickReplies, type QuickReply, type QuickReplyValues } from '../domain/quick-replies';
import { issueOf } from '../../../domain/validation';
import { valueText } from '../../../domain/value-text';
import { columnsOf, customers, orderFulfilments, orders, quickReplyTemplates, stores, users } from '../../../../server/db/schema';
import { tickets } from './schema';
import type { AppEnv } from '../../../../server/http/env';
import { ApiFailure, ERROR_TEXT } from '../../../../server/http/errors';
import { refuseUnknownParams } from '../../../../server/resources/list-params';

const T = columnsOf(tickets);
const C = columnsOf(customers);
const O = columnsOf(orders);
const F = columnsOf(orderFulfilments);
const Q = columnsOf(quickReplyTemplates);
const MAX_TEMPLATES = 200;

/** The picker's free text: the one parameter of the quick replies' list. */
const QUICK_REPLY_PARAMS: ReadonlySet<string> = new Set(['q']);

export async function quickReplies(c: Context<AppEnv>) {
  refuseUnknownParams(c.req.query(), QUICK_REPLY_PARAMS);
  const { db } = c.get('deps');
  const id = Number(c.req.param('id'));
  const [ticket] = await db
    .select({ number: T.Number, storeId: T.StoreID, customerId: T.CustomerID, orderId: T.OrderID, name: T.Name, email: T.Email })
    .from(tickets)
    .where(eq(T.ID, id));
  if (!ticket) throw new ApiFailure(ErrorCode.NotFound);
  const [store] = await db
    .select({ name: stores.name, brandName: stores.brandName, locale: stores.locale })
    .from(stores)
    .where(eq(stores.id, Number(ticket.storeId)));
  const [customer] = ticket.customerId
    ? await db
        .select({ name: C.Name, firstName: C.FirstName, email: C.Email, locale: C.Locale })
        .from(customers)
        .where(eq(C.ID, Number(ticket.customerId)))
    : [];
  const orderWhere: SQL | undefined = ticket.orderId
    ? eq(O.ID, Number(ticket.orderId))
    : ticket.customerId
      ? eq(O.CustomerID, Number(ticket.customerId))
      : undefined;
  const [order] = orderWhere
    ? await db.select({ id: O.ID, number: O.Number }).from(orders).where(orderWhere).orderBy(desc(O.PlacedAt), desc(O.ID)).limit(1)
    : [];
  const [parcel] = order
    ? await db
        .select({ forwarder: F.Forwarder, reference: F.TrackingReference })
        .from(orderFulfilments)
        .where(eq(F.OrderID, Number(order.id)))
        .orderBy(asc(F.ID))
        .limit(1)
    : [];
  const [agent] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, c.get('auth').id));
  const values: QuickReplyValues = {
    customer: {
      name: customer ? valueText(customer.name) : valueText(ticket.name),
      firstName: customer ? valueText(customer.firstName) : null,
      email: customer ? valueText(customer.email) : valueText(ticket.email),
    },
    order: {
      number: order ? valueText(order.number) : null,
      trackingUrl: parcel ? trackingLink(valueText(parcel.forwarder), parcel.reference == null ? null : valueText(parcel.reference)) : null,
      trackingNumber: parcel ? valueText(parcel.reference) : null,
    },
    ticket: { number: valueText(ticket.number) },
    store: { name: store ? store.brandName?.trim() || store.name : null },
    agent: { name: agent?.name ?? null },
  };
  const locale = customer ? valueText(customer.locale) : (store?.locale ?? 'sv');
  const q = c.req.query('q')?.trim().slice(0, 200);
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const rows = await db
    .select({ id: Q.ID, name: Q.Name, shortcut: Q.Shortcut, subject: Q.Subject, body: Q.Body })
    .from(quickReplyTemplates)
    .where(and(eq(Q.Locale, locale), pattern ? or(ilike(Q.Name, pattern), ilike(Q.Shortcut, pattern), ilike(Q.Body, pattern)) : undefined))
    .orderBy(asc(Q.Name), asc(Q.ID))
    // Every template of a language (a desk keeps a few dozen): the picker filters and ranks them as the agent types.
    .limit(MAX_TEMPLATES);
  const filled: QuickReply[] = rows.map((row) => {
    const body = fillQuickReply(valueText(row.body), values);
    return {
      ID: Number(row.id),
      Name: valueText(row.name),
      Shortcut: row.shortcut == null ? null : valueText(row.shortcut),
      Subject: row.subject == null ? null : fillQuickReply(valueText(row.subject), values).text,
      Text: body.text,
      Unfilled: body.unfilled,
    };
  });
  // The database found what holds `q` (in the template as written); the best match by the picker's own ranking
  // (the name itself, then a name that starts with it, …) comes first, then what only the unfilled text held.
  const ranked = q ? rankQuickReplies(filled, q) : filled;
  const rest = filled.filter((reply) => !ranked.includes(reply));
  return c.json({ data: [...ranked, ...rest] });
}

/** What a reply's text refused for a placeholder left in it says (the UI shows the message in its language). */
const PLACEHOLDER_LEFT_TEXT = 'Fill in or remove the placeholder {placeholders} before sending';

/**
 * A reply to the customer never carries a placeholder as written (`{{customer.firstName}}` for a company): 40001
 * naming it on `body`. A note, which the customer never sees, may.
 */
export function refuseUnfilled(text: string): void {
  const left = placeholdersLeft(text);
  if (!left.length) return;
  const placeholders = left.slice(0, 5).join(', ');
  throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: body`, {
    body: issueOf('support.editor.placeholderLeft', PLACEHOLDER_LEFT_TEXT, { placeholders }),
  });
}
