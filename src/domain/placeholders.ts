/**
 * Placeholders `{{customer.firstName}}` in the texts people write for the shop to fill (docs/decisions.md
 * "Placeholders"): e-mail templates, print templates, quick replies. One renderer and one save-time rule for all:
 * - A template's names are declared with its field (`placeholders` of FieldDef: one list, or a list per value of
 *   another field, an e-mail template's per type). Saving a text that holds any other `{{…}}` is refused, 40001 on
 *   the field naming it (`placeholderRule`, which resourceRules adds for every field that declares them).
 * - `renderPlaceholders` reads only the declared names, each path step an own key of a plain object (never the
 *   prototype chain: `{{constructor.name}}` stays as written). A placeholder without a value stays as written, so a
 *   mistake shows instead of vanishing, and the answer names what the text still holds (`unfilled`).
 * - No logic (no loops, no conditions): what repeats (an order's items) the sender builds itself as one value.
 */
import { issue, type Rule } from './validation';

/** Anything between double braces, as a reader sees a placeholder: `{{customer.firstName}}`, `{{ x }}`, `{{}}`. */
const BRACES = '\\{\\{[^{}\\n]{0,100}\\}\\}';
const ANY_PLACEHOLDER = new RegExp(`(${BRACES})`, 'g');
const WHOLE_PLACEHOLDER = new RegExp(`^${BRACES}$`);
/** What a name is: a dotted path of identifiers (`order.number`), spaces inside the braces allowed. */
const PATH = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

/** The paths of an object's values: `of('order', ['number'])` is order.number. */
export const of = (object: string, names: readonly string[]): string[] => names.map((name) => [object, name].join('.'));

/** A template field's names: the same for every record, or by the value of another of its fields (`by`). */
export type PlaceholderNames = readonly string[] | { readonly by: string; readonly names: Readonly<Record<string, readonly string[]>> };

/** The names a record's template may hold; null when they depend on a field whose value names none (no type yet). */
export function declaredPlaceholders(declared: PlaceholderNames, record: Readonly<Record<string, unknown>>): readonly string[] | null {
  if (!('by' in declared)) return declared;
  const key = record[declared.by];
  if (typeof key !== 'string' && typeof key !== 'number') return null;
  return Object.hasOwn(declared.names, String(key)) ? declared.names[String(key)] : null;
}

/** A placeholder's name: its path without the spaces, or, when it is no path (`{{}}`, `{{a b}}`), as written. */
function nameOf(written: string): string {
  const inner = written.slice(2, -2).trim();
  return PATH.test(inner) ? inner : written;
}

/** The texts of a value: a text, or each text of a translations value (`{ sv, en }`). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).filter((text): text is string => typeof text === 'string');
  return [];
}

/** The placeholders a text (or each text of a translations value) holds, by name, each once, in order. */
export function placeholderNames(value: unknown): string[] {
  return [...new Set(textsOf(value).flatMap((text) => (text.match(ANY_PLACEHOLDER) ?? []).map(nameOf)))];
}

/** The placeholders a text still holds, each once, as written (`{{customer.firstName}}`), in order. */
export function placeholdersLeft(text: string): string[] {
  return [...new Set(text.match(ANY_PLACEHOLDER) ?? [])];
}

/** A text cut at its placeholders, each one a part of its own (`isPlaceholder` tells them): how a page marks them. */
export function splitAtPlaceholders(text: string): string[] {
  return text.split(ANY_PLACEHOLDER).filter((part) => part !== '');
}

export const isPlaceholder = (part: string): boolean => WHOLE_PLACEHOLDER.test(part);

/** Where each placeholder of a text starts and ends. */
export function placeholderSpans(text: string): { start: number; end: number }[] {
  return [...text.matchAll(ANY_PLACEHOLDER)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The values a template is filled from: `{ order: { number: 'A-1001' }, customer: { firstName: 'Eva' } }`. */
export type PlaceholderValues = Readonly<Record<string, unknown>>;

/** A value the renderer goes into: a plain object (not a date, an array or a class's instance such as safe HTML). */
function isGroup(value: unknown): value is Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The value at a path, each step an own key of a plain object; undefined when there is none (or only a group). */
function valueAt(values: PlaceholderValues, path: string): unknown {
  let current: unknown = values;
  for (const step of path.split('.')) {
    if (!isGroup(current) || !Object.hasOwn(current, step)) return undefined;
    current = current[step];
  }
  return isGroup(current) ? undefined : (current ?? undefined);
}

/** How a value is written into the text (escaped for HTML, on one line for a subject); null: it counts as none. */
export type PlaceholderWriter = (value: unknown) => string | null;

/** Text as it is; anything else (a blank text, a number, an object) is no value. */
const plainText: PlaceholderWriter = (value) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export interface Rendered {
  text: string;
  /** The placeholders the text still holds, each once, as written, in order (no value, or not a declared name). */
  unfilled: string[];
}

/** The template with each declared placeholder that has a value written in by `write`; the others stay as written. */
export function renderPlaceholders(
  template: string,
  declared: readonly string[],
  values: PlaceholderValues,
  write: PlaceholderWriter = plainText,
): Rendered {
  const known = new Set(declared);
  const text = template.replace(ANY_PLACEHOLDER, (written: string) => {
    const name = nameOf(written);
    if (!known.has(name)) return written;
    const value = valueAt(values, name);
    return (value === undefined ? null : write(value)) ?? written;
  });
  return { text, unfilled: placeholdersLeft(text) };
}

/** Most names a refusal lists, so the message stays readable. */
const NAMED_MAX = 10;

/** The save-time rule of a field that declares its placeholders: every `{{…}}` it holds is one of them. */
export function placeholderRule(declared: PlaceholderNames): Rule {
  return (value, form) => {
    const known = declaredPlaceholders(declared, form);
    if (!known) return null;
    const unknown = placeholderNames(value).filter((name) => !known.includes(name));
    if (unknown.length === 0) return null;
    return issue('validation.unknownPlaceholder', {
      names: unknown.slice(0, NAMED_MAX).join(', '),
      known: known.join(', '),
    });
  };
}
