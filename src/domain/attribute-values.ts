/**
 * A product's value of an attribute (issue 8 §2), checked against the attribute's ValueType: a numeric
 * attribute takes a number with at most three decimals (read with a point or a comma, spaces between digit
 * groups allowed), a text attribute a text of up to 200 characters. Shared by the form, the server's hook and
 * the price lists' attribute rules, which compare numbers exactly in thousandths (no floats), as PostgreSQL's
 * numeric does. docs/decisions.md "Attribute values".
 */
import type { FieldIssue } from './errors';
import { asText, isBlank, issue, type Rule } from './validation';

export type AttributeValueType = 'text' | 'numeric';

/** The most characters of a value (a text attribute's; a number is far shorter). */
export const ATTRIBUTE_TEXT_MAX = 200;
/** Decimals a numeric value keeps. */
export const ATTRIBUTE_SCALE = 3;
/** Digits before the point (999,999,999.999 at most, inside numeric(14,3)). */
const WHOLE_DIGITS = 9;

/**
 * The form's key under which it knows the chosen attribute's ValueType (a value the form checks with but
 * never sends); on the server the hook reads the attribute itself.
 */
export const ATTRIBUTE_TYPE_KEY = '$AttributeValueType';

const NUMBER = new RegExp(`^(-?)(\\d{1,${WHOLE_DIGITS}})(?:\\.(\\d{1,${ATTRIBUTE_SCALE}}))?$`);

/** "1 500,25" → [sign, whole, decimals]; null for text that is no such number. */
function numberParts(value: unknown): [string, string, string] | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value)
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  const match = NUMBER.exec(text);
  return match ? [match[1], match[2], match[3] ?? ''] : null;
}

/** A number's canonical text: no leading zeros, no trailing decimal zeros, no "-0" ("003,50" → "3.5"); null when it is none. */
export function canonicalNumber(value: unknown): string | null {
  const parts = numberParts(value);
  if (!parts) return null;
  const [sign, whole, decimals] = parts;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const fraction = decimals.replace(/0+$/, '');
  const text = fraction ? `${digits}.${fraction}` : digits;
  return sign && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A number as whole thousandths ("1.5" → 1500), exact for every value a numeric attribute holds; null when it is none. */
export function thousandths(value: unknown): number | null {
  const parts = numberParts(value);
  if (!parts) return null;
  const [sign, whole, decimals] = parts;
  const amount = Number(whole) * 1000 + Number(decimals.padEnd(ATTRIBUTE_SCALE, '0'));
  return sign && amount !== 0 ? -amount : amount;
}

/** Whether a value fits an attribute of this type (a blank one is the required rule's to refuse). */
export function attributeValueIssue(type: unknown, value: unknown): FieldIssue | null {
  if (isBlank(value) || type !== 'numeric') return null;
  return canonicalNumber(asText(value)) == null ? issue('validation.attributeNumber', { scale: ATTRIBUTE_SCALE }) : null;
}

/** The value as stored: a number in its canonical text, a text trimmed. */
export function storedAttributeValue(type: AttributeValueType, value: string): string {
  return type === 'numeric' ? (canonicalNumber(value) ?? value.trim()) : value.trim();
}

/** The Value field's rule in the form: checked against the type the form learnt from the chosen attribute. */
export const fitsAttributeType: Rule = (value, form) => attributeValueIssue(form[ATTRIBUTE_TYPE_KEY], value);
