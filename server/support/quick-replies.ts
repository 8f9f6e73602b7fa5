/**
 * `GET /api/support/tickets/{id}/quick-replies?q=`: the quick reply templates in the language of the ticket's
 * customer (else the store's), those whose name, shortcut or text hold `q`, each with its text filled for the
 * ticket (src/domain/support/quick-replies.ts): the customer's name, the ticket's order (else the customer's
 * latest) with its first parcel's tracking link, the store's name and the agent's.
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { ErrorCode } from '../../src/domain/errors';
import { trackingLink } from '../../src/domain/orders/forwarders';
import { fillQuickReply, type QuickReply, type QuickReplyValues } from '../../src/domain/support/quick-replies';
import { valueText } from '../../src/domain/value-text';
import { columnsOf, customers, orderFulfilments, orders, quickReplyTemplates, stores, tickets, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/errors';

const T = columnsOf(tickets);
const C = columnsOf(customers);
const O = columnsOf(orders);
const F = columnsOf(orderFulfilments);
const Q = columnsOf(quickReplyTemplates);

export async function quickReplies(c: Context<AppEnv>) {
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
    'customer.name': customer ? valueText(customer.name) : valueText(ticket.name),
    'customer.firstName': customer ? valueText(customer.firstName) : null,
    'customer.email': customer ? valueText(customer.email) : valueText(ticket.email),
    'order.number': order ? valueText(order.number) : null,
    'order.trackingUrl': parcel
      ? trackingLink(valueText(parcel.forwarder), parcel.reference == null ? null : valueText(parcel.reference))
      : null,
    'order.trackingNumber': parcel ? valueText(parcel.reference) : null,
    'ticket.number': valueText(ticket.number),
    'store.name': store ? store.brandName?.trim() || store.name : null,
    'agent.name': agent?.name ?? null,
  };
  const locale = customer ? valueText(customer.locale) : (store?.locale ?? 'sv');
  const q = c.req.query('q')?.trim().slice(0, 200);
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const rows = await db
    .select({ id: Q.ID, name: Q.Name, shortcut: Q.Shortcut, subject: Q.Subject, body: Q.Body })
    .from(quickReplyTemplates)
    .where(and(eq(Q.Locale, locale), pattern ? or(ilike(Q.Name, pattern), ilike(Q.Shortcut, pattern), ilike(Q.Body, pattern)) : undefined))
    .orderBy(asc(Q.Name), asc(Q.ID))
    .limit(50);
  const data: QuickReply[] = rows.map((row) => ({
    ID: Number(row.id),
    Name: valueText(row.name),
    Shortcut: row.shortcut == null ? null : valueText(row.shortcut),
    Subject: row.subject == null ? null : fillQuickReply(valueText(row.subject), values),
    Text: fillQuickReply(valueText(row.body), values),
  }));
  return c.json({ data });
}
