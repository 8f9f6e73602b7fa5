/**
 * Placeholders of e-mail templates (docs/decisions.md "Outgoing e-mail"): `{{order.number}}`, a dotted path
 * into the values the sender gives, spaces inside the braces allowed. No logic (no loops, no conditions):
 * what repeats (an order's items) the sender renders itself and passes as `safeHtml(…)`. In the subject a
 * value goes in as plain text; in the HTML body it is escaped, unless it is safe HTML. A placeholder without
 * a value stays as written, so a mistake shows in the message instead of vanishing (saving a template with a
 * placeholder its type does not know is refused: src/domain/resources/shop/email-placeholders.ts).
 */
import { escapeHtml } from '../../src/domain/html';
import { PLACEHOLDER_PATTERN as PLACEHOLDER } from '../../src/domain/resources/shop/email-placeholders';

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

type Found = { found: true; value: Exclude<TemplateValue, TemplateValues | null | undefined> } | { found: false };

function lookup(values: TemplateValues, path: string): Found {
  let current: TemplateValue = values;
  for (const part of path.split('.')) {
    if (
      current === null ||
      typeof current !== 'object' ||
      current instanceof SafeHtml ||
      current instanceof Date ||
      !Object.hasOwn(current, part)
    )
      return { found: false };
    current = current[part];
  }
  if (current === null || current === undefined) return { found: false };
  if (typeof current === 'object' && !(current instanceof SafeHtml) && !(current instanceof Date)) return { found: false };
  return { found: true, value: current };
}

function plain(value: Exclude<TemplateValue, TemplateValues | null | undefined>): string {
  if (value instanceof SafeHtml) return value.html;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Fills a text's placeholders for the subject: values as plain text, on one line. */
export function fillText(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, path: string) => {
    const hit = lookup(values, path);
    return hit.found ? plain(hit.value).replace(/[\r\n]+/g, ' ') : whole;
  });
}

/** Fills an HTML body's placeholders: values escaped, safe HTML as is. */
export function fillHtml(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, path: string) => {
    const hit = lookup(values, path);
    if (!hit.found) return whole;
    return hit.value instanceof SafeHtml ? hit.value.html : escapeHtml(plain(hit.value));
  });
}
