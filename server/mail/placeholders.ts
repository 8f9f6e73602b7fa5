/**
 * How e-mail templates and print templates fill their placeholders (docs/decisions.md "Outgoing e-mail",
 * "Placeholders"): through the shop's one renderer (src/domain/placeholders.ts), which reads only the template's
 * declared names, each an own key. In the subject a value goes in as plain text on one line; in the HTML body it is
 * escaped, unless it is safe HTML (what repeats, an order's items, the sender renders itself and passes as
 * `safeHtml(…)`). A placeholder without a value stays as written, so a mistake shows in the message instead of
 * vanishing.
 */
import { escapeHtml } from '../../src/domain/html';
import { renderPlaceholders, type PlaceholderWriter, type Rendered } from '../../src/domain/placeholders';

/** HTML the sender built itself from escaped parts (a table of items): inserted into a body as is. */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** Marks HTML as safe to insert into a template's body unescaped (the sender escaped what it put in). */
export function safeHtml(html: string): SafeHtml {
  return new SafeHtml(html);
}

type TemplateValue = string | number | bigint | boolean | Date | SafeHtml | null | undefined | TemplateValues;
/** The values of a template's placeholders: `{ order: { number: 'A-1001' }, customer: { firstName: 'Eva' } }`. */
export interface TemplateValues {
  [name: string]: TemplateValue;
}

/** A value as text: safe HTML's own, a date as ISO 8601; null for what is no value (an object, a list). */
function plain(value: unknown): string | null {
  if (value instanceof SafeHtml) return value.html;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return null;
}

const oneLine: PlaceholderWriter = (value) => plain(value)?.replace(/[\r\n]+/g, ' ') ?? null;
const html: PlaceholderWriter = (value) => {
  if (value instanceof SafeHtml) return value.html;
  const text = plain(value);
  return text === null ? null : escapeHtml(text);
};

/** Fills a text's declared placeholders for the subject: values as plain text, on one line. */
export function fillText(template: string, declared: readonly string[], values: TemplateValues): Rendered {
  return renderPlaceholders(template, declared, values, oneLine);
}

/** Fills an HTML body's declared placeholders: values escaped, safe HTML as is. */
export function fillHtml(template: string, declared: readonly string[], values: TemplateValues): Rendered {
  return renderPlaceholders(template, declared, values, html);
}
