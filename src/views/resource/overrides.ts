/**
 * Bespoke parts per resource (by name): a component replaces the list row, the detail body or the form body
 * of one resource while the engine keeps its keyboard, URL, data and flows. See overrides-types.ts.
 */
import type { ResourceDef } from '../../domain/resources/types';
import { CategoryTreeRow, categoryTreeOrder } from './overrides/CategoryTreeRow';
import type { ResourceOverrides } from './overrides-types';
import { SkuFetchButton } from '../product/SkuFetchButton';
import { ProductChangeDetail } from './overrides/ProductChangeDetail';
import { ProductForm } from './overrides/ProductForm';
import { PriceListForm } from './overrides/PriceListForm';
import { AttributeValueForm } from './overrides/AttributeValueForm';
import { AttributeValueRow } from './overrides/AttributeValueRow';
import { CompletionDetail } from '../product/completions/CompletionDetail';
import { CompletionNotice } from '../product/completions/CompletionNotice';
import { OutboxDetail } from './overrides/OutboxDetail';
import { CustomerDetail } from './overrides/CustomerDetail';
import { OrderDetail } from './overrides/OrderDetail';
import { InvoiceReminderDetail } from './overrides/InvoiceReminderDetail';
import { timeline } from './timeline/Timeline';
import { TicketDetailLoader } from '../support/TicketDetailLoader';

const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverrides>> = {
  // Categories are a tree: in tree order, each row indented by its depth and carrying its parents' path.
  categories: { Row: CategoryTreeRow, order: categoryTreeOrder },
  // Products are also fetched by a pasted list of article numbers.
  products: { ListTools: SkuFetchButton, Form: ProductForm },
  // A proposed value beside the product's, each read as the product's field reads it.
  'product-changes': { Detail: ProductChangeDetail },
  // A value typed and read as its attribute takes it: a number with the attribute's unit, or a text.
  'product-attribute-values': { Form: AttributeValueForm, Row: AttributeValueRow },
  // The rule builder's Evaluate under the form.
  'price-lists': { Form: PriceListForm },
  // An AI text beside the product's, word by word, with its prohibited words named; whether AI texts are configured.
  'product-completions': { Detail: CompletionDetail, ListTools: CompletionNotice },
  // A message's .eml download, and why a stored one was not sent.
  outbox: { Detail: OutboxDetail },
  // An order's events read as its timeline: when, integration and kind as chips, the message, who.
  'order-events': timeline('order-events', { time: 'CreatedAt', chips: ['Integration', 'Kind'], message: 'Message', actor: 'ActorID' }),
  // Log in as the customer, merge it into another (also on keys and in the palette).
  customers: { Detail: CustomerDetail },
  // The order's customer as a link (Shift+C) and "Create a return" as a button (Shift+R).
  orders: { Detail: OrderDetail },
  // A reminder's notices and mark as sentences above its fields.
  'invoice-reminders': { Detail: InvoiceReminderDetail },
  // A reminder's events read as its timeline: when, context and action as chips, the message, who.
  'invoice-reminder-events': timeline('invoice-reminder-events', {
    time: 'Time',
    chips: ['Context', 'Action'],
    message: 'Message',
    actor: 'ActorID',
  }),
  // A ticket's thread, its reply editor (R, I; quick replies on Mod+/) and the customer's records beside it.
  tickets: { Detail: TicketDetailLoader },
};

const NONE: ResourceOverrides = {};

export function overridesOf(def: Pick<ResourceDef, 'name'>): ResourceOverrides {
  return RESOURCE_OVERRIDES[def.name] ?? NONE;
}
