/**
 * Quick replies (issue 21 §1): a template's text filled for a ticket, what is still left to fill, and the order
 * the picker offers them in, through the shop's one placeholder renderer (src/domain/placeholders.ts), plain text.
 * - Only the placeholders declared here are read, each an own key of the values given (never the prototype
 *   chain: `{{constructor.name}}` stays as written), and saving a template with any other is refused. One without
 *   a value for this ticket (a company has no first name) stays as written and is named in `Unfilled`, so the
 *   agent sees it before sending; the server refuses a reply whose text still holds `{{…}}`
 *   (server/support/quick-replies.ts).
 * - Ranking: an exact name (or shortcut) first, then names (or shortcuts) that start with the typed text, then
 *   names with a word that does, then every other match (name, shortcut or text holding it); by name within each.
 */
import { of, placeholderSpans, renderPlaceholders, type Rendered } from '../../../domain/placeholders';

export { placeholdersLeft } from '../../../domain/placeholders';

/** What a quick reply may name, by object and name: `{{customer.firstName}}`, `{{order.trackingUrl}}`. */
export interface QuickReplyValues {
  customer?: { name?: string | null; firstName?: string | null; email?: string | null };
  order?: { number?: string | null; trackingUrl?: string | null; trackingNumber?: string | null };
  ticket?: { number?: string | null };
  store?: { name?: string | null };
  agent?: { name?: string | null };
}

/**
 * Every placeholder a quick reply can be filled with (docs/decisions.md "Support: tickets", quick replies): the
 * templates' Subject and Body declare them (src/domain/resources/setting/quick-reply-templates.ts).
 */
export const QUICK_REPLY_PLACEHOLDERS: readonly string[] = [
  ...of('customer', ['name', 'firstName', 'email']),
  ...of('order', ['number', 'trackingUrl', 'trackingNumber']),
  ...of('ticket', ['number']),
  ...of('store', ['name']),
  ...of('agent', ['name']),
];

/** The template's text with every placeholder that has a value (a text, not blank) filled in, and those left as written. */
export function fillQuickReply(template: string, values: QuickReplyValues): Rendered {
  return renderPlaceholders(template, QUICK_REPLY_PLACEHOLDERS, { ...values });
}

/** Where the first placeholder left in the text at or after `from` starts and ends (else the first of all), or null. */
export function placeholderAt(text: string, from = 0): { start: number; end: number } | null {
  const all = placeholderSpans(text);
  return all.find((at) => at.start >= from) ?? all[0] ?? null;
}

/** One template as `GET /api/support/tickets/{id}/quick-replies` answers it (`{ data: QuickReply[] }`). */
export interface QuickReply {
  ID: number;
  Name: string;
  Shortcut: string | null;
  Subject: string | null;
  /** The template's text with the ticket's values filled in. */
  Text: string;
  /** The placeholders the text still holds (no value for this ticket, or not one a quick reply knows). */
  Unfilled: string[];
}

/** Lower case without accents, as the picker matches ("var ar" finds "Var är"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('sv');
}

/** What ranking reads of a reply. */
type Ranked = { ID: number; Name: string; Shortcut?: string | null; Text: string };

/** How well a reply matches the typed text: 0 best … 3 any match; null: no match. */
function rankOf(reply: Ranked, typed: string): number | null {
  const name = fold(reply.Name).trim();
  const shortcut = fold(reply.Shortcut ?? '').trim();
  if (name === typed || shortcut === typed) return 0;
  if (name.startsWith(typed) || (shortcut && shortcut.startsWith(typed))) return 1;
  if (name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(typed))) return 2;
  if (name.includes(typed) || shortcut.includes(typed) || fold(reply.Text).includes(typed)) return 3;
  return null;
}

const byName = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

/** The replies matching the typed text, best first (see the file's comment); every reply when nothing is typed. */
export function rankQuickReplies<R extends Ranked>(replies: readonly R[], query: string): R[] {
  const typed = fold(query).trim();
  const ranked = replies
    .map((reply) => ({ reply, rank: typed ? rankOf(reply, typed) : 0 }))
    .filter((entry): entry is { reply: R; rank: number } => entry.rank !== null);
  ranked.sort((a, b) => a.rank - b.rank || byName.compare(a.reply.Name, b.reply.Name) || a.reply.ID - b.reply.ID);
  return ranked.map((entry) => entry.reply);
}
