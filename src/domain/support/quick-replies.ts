/**
 * A quick reply's text filled for a ticket (issue 21 §1): the e-mail templates' placeholder syntax
 * (`{{customer.name}}`, server/mail/placeholders.ts), plain text only. What a quick reply may name:
 * QuickReplyPlaceholder. A placeholder without a value (a ticket without an order) stays as written, so the
 * agent sees what is still to fill in before sending.
 */
import { PLACEHOLDER_PATTERN } from '../resources/shop/email-placeholders';

/** What a quick reply may name. */
type QuickReplyPlaceholder =
  | 'customer.name'
  | 'customer.firstName'
  | 'customer.email'
  | 'order.number'
  | 'order.trackingUrl'
  | 'order.trackingNumber'
  | 'ticket.number'
  | 'store.name'
  | 'agent.name';

export type QuickReplyValues = Partial<Record<QuickReplyPlaceholder, string | null>>;

/** The template's text with every placeholder that has a value filled in. */
export function fillQuickReply(template: string, values: QuickReplyValues): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, path: string) => {
    const value = (values as Record<string, string | null | undefined>)[path];
    return value == null || value === '' ? whole : value;
  });
}

/** One template as `GET /api/support/tickets/{id}/quick-replies` answers it (`{ data: QuickReply[] }`). */
export interface QuickReply {
  ID: number;
  Name: string;
  Shortcut: string | null;
  Subject: string | null;
  /** The template's text with the ticket's values filled in. */
  Text: string;
}
