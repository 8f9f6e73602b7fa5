/**
 * Validators with their messages (SPEC.md section 5), shared by the forms and the server. A form is
 * declared as fields with rule lists; `formStruct` turns it into a superstruct struct whose failures carry
 * the message id, so the server's 40001 answer and the form show the same text.
 */
import { define, type Struct, StructError } from 'superstruct';
import type { FieldIssue } from './errors';
import { PASSWORD_MIN_LENGTH, TOTP_DIGITS } from './constants';

/** English text of every validation message; the react-intl catalogues hold both languages. */
export const VALIDATION_MESSAGES = {
  'validation.required': 'Value is required',
  'validation.numeric': 'Value must be numeric',
  'validation.minLength': 'This field should be at least {min} characters long',
  'validation.maxLength': 'This field should be at most {max} characters long',
  'validation.sameAs': 'The value must be equal to the other value',
  'validation.email': 'Value is not a valid email address',
  'validation.minValue': 'The minimum value allowed is {min}',
  'validation.maxValue': 'The maximum value allowed is {max}',
  'validation.decimal': 'Value must be decimal',
  'validation.passwordPolicy': 'The password does not meet the requirements',
  'validation.passwordCommon': 'The password is too common, choose another one',
  'validation.passwordReused': 'The new password must differ from the current one',
  'validation.type': 'Value has the wrong type',
  'validation.integer': 'Value must be a whole number',
  'validation.scale': 'Value may have at most {scale} decimals',
  'validation.slug': 'Use lowercase letters, digits and single hyphens',
  'validation.url': 'Value is not a valid address',
  'validation.color': 'Value must be a colour like #1a2b3c',
  'validation.date': 'Value is not a valid date',
  'validation.datetime': 'Value is not a valid date and time',
  'validation.oneOf': 'Choose one of the listed values',
  'validation.unique': 'Value already exists',
  'validation.reference': 'The selected record does not exist',
  'validation.notApplicable': 'This field does not apply to this record: leave it empty',
  'validation.characters': 'Value contains control characters or broken characters',
  'validation.sku': 'Use letters A–Z, digits and - _ . / only',
  'validation.skuExists': 'SKU already exists',
  'validation.gtin': 'Not a valid EAN code: 8, 12, 13 or 14 digits with a correct check digit',
  'validation.commodityCode': 'Use 6 to 10 digits',
  'validation.unNumber': 'Use UN and four digits, like UN3480',
  'validation.referenceKind': 'The selected record is not of a kind this field takes',
  'validation.setComponentItself': 'A set cannot contain itself',
  'validation.skuLineSpaces': 'Line {line}: one article number per line, without spaces',
  'validation.skuLineFormat': 'Line {line}: not an article number (letters A–Z, digits and - _ . / only)',
  'validation.skuLinesMax': 'At most {max} article numbers at a time',
  'validation.priceRulesShape': 'Rule {at} is not a rule or group the price list knows',
  'validation.priceRulesDepth': 'Groups may be nested at most {max} levels deep',
  'validation.priceRulesSize': 'At most {max} rules and groups in one price list',
  'validation.priceRulesEmptyGroup': 'Group {at} has no rules: add one or remove the group',
  'validation.priceRulesNoValues': 'Rule {at}: choose at least one value',
  'validation.priceRulesValues': 'Rule {at}: at most {max} values',
  'validation.priceRulesAmount': 'Rule {at}: an amount in SEK with at most two decimals, not negative',
  'validation.priceRulesRange': 'Rule {at}: give a lowest price, a highest price or both, the lowest not above the highest',
  'validation.priceListMergedType': 'A merged list is made by merging two lists',
  'validation.priceListMergeSelf': 'Choose another list than this one',
  'validation.priceListMergeTooBig': "The two lists' rules together are too many or nested too deep to merge",
  'validation.prohibitedWord': 'The text holds the prohibited word "{word}"',
  'validation.attributeNumber': 'This attribute takes a number with at most {scale} decimals, like 1.5 or 3000',
  'validation.attributeTypeInUse': 'Products have values of this attribute: the value type cannot change while they do',
  'validation.priceRulesAttribute': 'Rule {at}: choose an attribute that exists',
  'validation.priceRulesAttributeType':
    'Rule {at}: the condition does not fit the attribute (text attributes are one of texts, numeric ones compared with numbers)',
  'validation.priceRulesNumber': 'Rule {at}: numbers with at most three decimals, the lowest not above the highest',
  'validation.priceRulesText': 'Rule {at}: texts of at most 200 characters, not empty',
  'validation.promptPlaceholder': 'Unknown placeholder {placeholder}: use name, brand, sku or description in braces',
  'validation.unknownPlaceholder': 'Unknown placeholder: {names}. This text may hold: {known}.',
  'validation.notProposable': 'This field cannot be proposed; ask someone who may edit the record',
  'validation.unknownParameter': 'Unknown parameter: not a filter, sort or paging parameter of this request',
} as const;
export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/**
 * A value as the text rules read it: strings as they are, numbers and booleans written out, anything else
 * (an object, even one whose own `toString` is not a function) as a text no rule accepts, never a throw.
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '\u0000';
}

export function issue(id: ValidationMessageId, values?: Record<string, string | number>): FieldIssue {
  return issueOf(id, VALIDATION_MESSAGES[id], values);
}

/** An issue of any message table: its id, its English text with the values filled in, and the values. */
export function issueOf(id: string, text: string, values?: Record<string, string | number>): FieldIssue {
  let message = text;
  for (const [key, value] of Object.entries(values ?? {})) message = message.replace(`{${key}}`, String(value));
  return values ? { id, message, values } : { id, message };
}

/** A rule looks at one field (and the whole form, for cross-field rules) and returns an issue or null. */
export type Rule = (value: unknown, form: Record<string, unknown>) => FieldIssue | null;

/** No text: null, undefined or only white space (what a slug, a custom rule or a query parameter reads as "not given"). */
export function isBlankText(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** No value: blank text or an empty set (what `required` refuses and normalization stores as null). */
export function isBlank(value: unknown): boolean {
  return isBlankText(value) || (Array.isArray(value) && value.length === 0);
}

/**
 * Nothing to show or to record: blank, or an object (translations) without any text. The value cells and
 * the history read a value as absent with this.
 */
export function isEmptyValue(value: unknown): boolean {
  return (
    value == null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => v == null || v === ''))
  );
}

export const required: Rule = (value) => (isBlank(value) ? issue('validation.required') : null);

export const requiredIf =
  (condition: (form: Record<string, unknown>) => boolean): Rule =>
  (value, form) =>
    condition(form) && isBlank(value) ? issue('validation.required') : null;

/** Digits with an optional decimal part. Blank passes (combine with `required`). */
export const numeric: Rule = (value) =>
  isBlank(value) || /^-?\d+(\.\d+)?$/.test(asText(value).trim()) ? null : issue('validation.numeric');

export const decimal: Rule = (value) =>
  isBlank(value) || /^-?\d+([.,]\d+)?$/.test(asText(value).trim()) ? null : issue('validation.decimal');

export const minLength =
  (min: number): Rule =>
  (value) =>
    isBlank(value) || asText(value).length >= min ? null : issue('validation.minLength', { min });

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value == null || asText(value).length <= max ? null : issue('validation.maxLength', { max });

/**
 * The one text rule (docs/decisions.md "One text rule"): what no text that enters the system may hold. The C0
 * control characters but tab and line feed (NUL among them, which PostgreSQL refuses in text and JSON; carriage
 * return among them, since browsers send line feeds and a file's or a mail's CRLF line ends are made line feeds
 * first), DEL, and half of a UTF-16 surrogate pair (no character: it cannot be encoded as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_CHARACTERS = new RegExp(FORBIDDEN_CHARACTER.source, 'g');

/** Where the first character the text rule forbids is in `text`, or -1 when it holds none. */
export function forbiddenCharacterAt(text: string): number {
  return text.search(FORBIDDEN_CHARACTER);
}

/** Text any field can store: nothing the text rule forbids. */
export function isStorableText(text: string): boolean {
  return forbiddenCharacterAt(text) === -1;
}

/**
 * Text from outside the API (a mail, an import file's header) made storable: CRLF line ends as line feeds, then
 * each character the text rule forbids as U+FFFD, so what was there still shows.
 */
export function replaceForbiddenCharacters(text: string): string {
  const lines = text.replace(/\r\n/g, '\n');
  return isStorableText(lines) ? lines : lines.replace(FORBIDDEN_CHARACTERS, '\ufffd');
}

/** A value that reads as text: a string, number or boolean (or none); an array or object is refused. */
export const scalar: Rule = (value) =>
  value == null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? null : issue('validation.type');

/** Non-text values pass (combine with a type rule). */
export const storableText: Rule = (value) => (typeof value !== 'string' || isStorableText(value) ? null : issue('validation.characters'));

/**
 * An article number (SKU): 1–64 ASCII letters and digits, with `-`, `_`, `.` and `/` between them; no
 * spaces, no other characters (docs/decisions.md "Input limits"). Blank passes (combine with `required`).
 */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
export const sku: Rule = (value) => (isBlank(value) || SKU_PATTERN.test(asText(value).trim()) ? null : issue('validation.sku'));

/** At least the other field's value (upper bound of a range whose lower bound is `other`). */
export const atLeast =
  (other: string): Rule =>
  (value, form) =>
    isBlank(value) || isBlank(form[other]) || Number(value) >= Number(form[other])
      ? null
      : issue('validation.minValue', { min: Number(form[other]) });

/** A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) whose last digit is the mod-10 check digit of the others. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
export const gtin: Rule = (value) => (isBlank(value) || isValidGtin(asText(value).trim()) ? null : issue('validation.gtin'));

/** A value that must match a pattern, with the message saying what is expected. */
export const pattern =
  (re: RegExp, message: ValidationMessageId): Rule =>
  (value) =>
    isBlank(value) || re.test(asText(value).trim()) ? null : issue(message);

export const sameAs =
  (other: string): Rule =>
  (value, form) =>
    value === form[other] ? null : issue('validation.sameAs');

export const email: Rule = (value) =>
  isBlank(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(asText(value).trim()) ? null : issue('validation.email');

export const minValue =
  (min: number): Rule =>
  (value) =>
    isBlank(value) || Number(value) >= min ? null : issue('validation.minValue', { min });

export const maxValue =
  (max: number): Rule =>
  (value) =>
    isBlank(value) || Number(value) <= max ? null : issue('validation.maxValue', { max });

/** The password criteria shown as a list that ticks while the user types. */
export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

export function passwordCriteria(password: string): Record<PasswordCriterion, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
    special: /[^\p{L}\d\s]/u.test(password),
  };
}

export const passwordPolicy: Rule = (value) => {
  if (isBlank(value)) return null;
  const met = passwordCriteria(asText(value));
  return PASSWORD_CRITERIA.every((c) => met[c]) ? null : issue('validation.passwordPolicy');
};

export type FormRules = Record<string, readonly Rule[]>;
export type FieldErrors = Record<string, FieldIssue>;

/** First failing rule per field. */
export function validateForm(rules: FormRules, form: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const found = rule(form[field], form);
      if (found) {
        errors[field] = found;
        break;
      }
    }
  }
  return errors;
}

const ISSUE_PREFIX = 'issue:';

/**
 * A superstruct struct for a form: the value must be an object, fields are validated by their rules, and
 * each failure's message encodes its issue so `fieldErrorsOf` can recover it. Unknown keys are dropped by
 * `pick` on the server side, not refused.
 */
export function formStruct<T extends Record<string, unknown>>(rules: FormRules): Struct<T, null> {
  return define<T>('form', (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return `${ISSUE_PREFIX}${JSON.stringify({ field: '', issue: issue('validation.type') })}`;
    }
    const errors = validateForm(rules, value as Record<string, unknown>);
    return Object.entries(errors).map(([field, found]) => ({
      path: [field],
      message: `${ISSUE_PREFIX}${JSON.stringify({ field, issue: found })}`,
    }));
  });
}

/** Field errors of a superstruct failure raised by a `formStruct`. */
export function fieldErrorsOf(error: StructError): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? failure.key ?? '');
    if (failure.message.startsWith(ISSUE_PREFIX)) {
      const parsed = JSON.parse(failure.message.slice(ISSUE_PREFIX.length)) as { field: string; issue: FieldIssue };
      errors[parsed.field || field] = parsed.issue;
    } else {
      errors[field] = issue('validation.type');
    }
  }
  return errors;
}

/* ---- The session forms ---- */

export const loginRules = { username: [required, scalar], password: [required] } satisfies FormRules;
export const LoginForm = formStruct<{ username: string; password: string }>(loginRules);

export const totpRules = { code: [required, numeric, minLength(TOTP_DIGITS)] } satisfies FormRules;
export const TotpForm = formStruct<{ code: string }>(totpRules);

export const changePasswordRules = {
  password: [required, passwordPolicy],
  repeatPassword: [required, sameAs('password')],
} satisfies FormRules;
export const ChangePasswordForm = formStruct<{ password: string; repeatPassword: string }>(changePasswordRules);

export const captureErrorRules = {
  error: [required, scalar, maxLength(10_000)],
  stack: [scalar, maxLength(50_000)],
  userAgent: [scalar, maxLength(1000)],
  url: [scalar, maxLength(2000)],
} satisfies FormRules;
export const CaptureErrorForm = formStruct<{ error: string; stack: string; userAgent: string; url: string }>(captureErrorRules);
