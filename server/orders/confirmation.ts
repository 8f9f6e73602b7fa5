/**
 * The order confirmation e-mail (template type 1; issue 9 §1 "resend confirmation or copy e-mails"): one
 * function that queues it with the order's placeholders (number, date, items and totals as a table, total,
 * addresses, methods, tracking link) in the caller's transaction and logs the `email` event on the order's
 * timeline in the same transaction. Placing an order calls it with the order's own address; staff resend it
 * (`email` confirmation) or send a copy to another address (`email` copyOrder, the event naming it).
 * The texts are the customer's language (sv or en), the one the template is chosen in.
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { parseMinor } from '../../src/domain/money';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { customers, orderFulfilments, orderItems, orders, paymentMethods, shippingMethods, stores } from '../db/schema';
import type { Executor } from '../db/types';
import type { ResourceRegistry } from '../resources/binding';
import { ApiFailure } from '../http/errors';
import { escapeHtml } from '../../src/domain/html';
import { queueTemplatedMail, safeHtml, type SafeHtml, type TemplateValues } from '../mail';
import { trackingLink } from '../../src/domain/orders/forwarders';
import type { ActionEffect, ActionOutcome } from '../resources/hooks';
import { logOrderEvent } from './events';
import { valueText } from '../../src/domain/value-text';

export interface ConfirmationOptions {
  /** Another address than the order's (a copy): the event is `copyOrder` and names it. */
  copyTo?: string | null;
  /** The user who sends it; 0 or absent: the system (an order placed by the storefront). */
  actorId?: number | null;
  /** When (the event's time); the server's clock. */
  at: Date;
}

export interface QueuedConfirmation {
  /** The outbox message. */
  message: ResourceRecord;
  /** The address it went to. */
  to: string;
}

export type Language = 'sv' | 'en';

/** The table's and totals' words, in the languages of the templates. */
const WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  sv: {
    sku: 'Artikelnr',
    name: 'Produkt',
    quantity: 'Antal',
    price: 'Pris',
    sum: 'Summa',
    subtotal: 'Delsumma',
    shipping: 'Frakt',
    payment: 'Avgift för betalsätt',
    discount: 'Rabatt',
    vat: 'Varav moms',
    total: 'Att betala',
  },
  en: {
    sku: 'Article no.',
    name: 'Product',
    quantity: 'Qty',
    price: 'Price',
    sum: 'Amount',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    payment: 'Payment fee',
    discount: 'Discount',
    vat: 'VAT',
    total: 'Total',
  },
};

const languageOf = (locale: string): Language => (locale.slice(0, 2).toLowerCase() === 'en' ? 'en' : 'sv');
const intlLocale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

/** An amount as the customer reads it: "1 249,00 kr", "€12.50". */
export function formatAmount(amount: unknown, currency: string, language: Language): string {
  const minor = parseMinor(amount) ?? 0;
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Pick<typeof orderItems.$inferSelect, 'SKU' | 'Name' | 'Quantity' | 'UnitPrice' | 'LineTotal'>;

/** An address as lines, escaped, joined by line breaks (name, street, postal code and city, country). */
function addressHtml(order: OrderRow, prefix: 'Billing' | 'Delivery'): SafeHtml {
  const field = (name: string) => valueText((order as Record<string, unknown>)[`${prefix}${name}`] ?? '').trim();
  const lines = [
    field('Name'),
    field('Address1'),
    field('Address2'),
    [field('PostalCode'), field('City')].filter(Boolean).join(' '),
    field('Country'),
    field('Reference'),
  ].filter(Boolean);
  return safeHtml(lines.map(escapeHtml).join('<br>'));
}

/** The items and the totals as one table (the sanitizer keeps tables, not styles). */
function itemsTable(order: OrderRow, items: readonly ItemRow[], language: Language): SafeHtml {
  const w = WORDS[language];
  const money = (amount: unknown) => escapeHtml(formatAmount(amount, order.Currency, language));
  const cell = (tag: 'td' | 'th', text: string, colspan?: number) => `<${tag}${colspan ? ` colspan="${colspan}"` : ''}>${text}</${tag}>`;
  const head = `<thead><tr>${[w.sku, w.name, w.quantity, w.price, w.sum].map((t) => cell('th', escapeHtml(t))).join('')}</tr></thead>`;
  const rows = items.map(
    (item) =>
      `<tr>${[escapeHtml(item.SKU), escapeHtml(item.Name), String(item.Quantity), money(item.UnitPrice), money(item.LineTotal)].map((t) => cell('td', t)).join('')}</tr>`,
  );
  const totals: [string, unknown][] = [
    [w.subtotal, order.Subtotal],
    [w.shipping, order.ShippingFee],
  ];
  if ((parseMinor(order.PaymentFee) ?? 0) !== 0) totals.push([w.payment, order.PaymentFee]);
  if ((parseMinor(order.Discount) ?? 0) !== 0) totals.push([w.discount, `-${order.Discount}`]);
  totals.push([w.vat, order.VatAmount], [w.total, order.Total]);
  const foot = totals.map(([label, amount]) => `<tr>${cell('td', escapeHtml(label), 4)}${cell('td', money(amount))}</tr>`);
  return safeHtml(`<table>${head}<tbody>${rows.join('')}</tbody><tfoot>${foot.join('')}</tfoot></table>`);
}

/**
 * The placeholders of template type 1 for an order (src/domain/resources/shop/email-placeholders.ts), in the
 * customer's language or the one asked for; the prints of an order are filled with them too (server/prints).
 */
export async function orderTemplateValues(tx: Executor, orderId: number, asked?: Language) {
  const [order] = await tx.select().from(orders).where(eq(orders.ID, orderId));
  if (!order) throw new ApiFailure(ErrorCode.NotFound);
  // One after the other: a transaction is one connection.
  const [store] = await tx.select({ name: stores.name, domain: stores.domain }).from(stores).where(eq(stores.id, order.StoreID));
  const [customer] = await tx
    .select({ firstName: customers.FirstName, lastName: customers.LastName, name: customers.Name, locale: customers.Locale })
    .from(customers)
    .where(eq(customers.ID, order.CustomerID));
  const items = await tx
    .select({
      SKU: orderItems.SKU,
      Name: orderItems.Name,
      Quantity: orderItems.Quantity,
      UnitPrice: orderItems.UnitPrice,
      LineTotal: orderItems.LineTotal,
    })
    .from(orderItems)
    .where(eq(orderItems.OrderID, orderId))
    .orderBy(asc(orderItems.ID));
  const [shipping] = await tx
    .select({ name: shippingMethods.Name })
    .from(shippingMethods)
    .where(eq(shippingMethods.ID, order.ShippingMethodID));
  const [payment] = await tx.select({ name: paymentMethods.Name }).from(paymentMethods).where(eq(paymentMethods.ID, order.PaymentMethodID));
  const [parcel] = await tx
    .select({ forwarder: orderFulfilments.Forwarder, reference: orderFulfilments.TrackingReference })
    .from(orderFulfilments)
    .where(eq(orderFulfilments.OrderID, orderId))
    .orderBy(asc(orderFulfilments.ID))
    .limit(1);
  const locale = customer?.locale || DEFAULT_LOCALE;
  const language = asked ?? languageOf(locale);
  const placed = new Date(order.PlacedAt);
  const values: TemplateValues = {
    customer: {
      firstName: customer?.firstName ?? null,
      lastName: customer?.lastName ?? null,
      name: customer?.name ?? order.BillingName,
      email: order.Email,
    },
    store: { name: store?.name ?? null, url: store ? `https://${store.domain}` : null },
    order: {
      number: order.Number,
      date: new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(placed),
      total: formatAmount(order.Total, order.Currency, language),
      items: itemsTable(order, items, language),
      deliveryAddress: addressHtml(order, 'Delivery'),
      billingAddress: addressHtml(order, 'Billing'),
      paymentMethod: payment?.name ?? null,
      shippingMethod: shipping?.name ?? null,
      trackingUrl: parcel ? trackingLink(String(parcel.forwarder), parcel.reference) : null,
    },
  };
  return { order, locale, values };
}

/**
 * Queues the order confirmation (template 1 of the order's store, in the customer's language) to the
 * order's e-mail, or to `copyTo`, and logs the `email` event (confirmation, or copyOrder naming the address)
 * in the caller's transaction. No active template: 42201 MailTemplateMissing (the caller's transaction rolls
 * back); a bad `copyTo`: 40001 naming `to`.
 */
export async function queueOrderConfirmation(
  tx: Executor,
  resources: ResourceRegistry,
  orderId: number,
  opts: ConfirmationOptions,
): Promise<QueuedConfirmation> {
  const { order, locale, values } = await orderTemplateValues(tx, orderId);
  const copyTo = opts.copyTo?.trim() || null;
  const to = copyTo ?? order.Email;
  const actorId = opts.actorId ?? 0;
  const message = await queueTemplatedMail(tx, resources, {
    templateType: EmailTemplateType.OrderConfirmation,
    storeId: order.StoreID,
    locale,
    to,
    values,
    about: { entity: 'orders', id: order.ID },
    createdBy: actorId || null,
  });
  await logOrderEvent(tx, {
    orderId: order.ID,
    integration: 'email',
    kind: copyTo ? 'copyOrder' : 'confirmation',
    message: `${String(message.Subject)} → ${String(message.To)} (#${message.ID})`,
    actorId,
    at: opts.at,
  });
  return { message, to: String(message.To) };
}

/** What the order's mail actions report: the message queued (the flash names the address). */
function outcomeOf({ message, to }: QueuedConfirmation): ActionOutcome {
  return { OutboxID: message.ID, To: to, Subject: String(message.Subject), Status: String(message.Status) };
}

/** The orders' `resend-confirmation` and `copy-confirmation` effects (src/domain/resources/shop/orders.ts). */
export const confirmationEffects: Readonly<Record<string, ActionEffect>> = {
  confirmationResent: async ({ tx, resources, auth, now, record }) =>
    outcomeOf(await queueOrderConfirmation(tx, resources, record.ID, { actorId: auth.id, at: now })),
  confirmationCopied: async ({ tx, resources, auth, now, record, input }) =>
    outcomeOf(await queueOrderConfirmation(tx, resources, record.ID, { actorId: auth.id, at: now, copyTo: valueText(input?.CopyTo) })),
};
