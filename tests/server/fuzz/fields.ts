/**
 * Field-aware values, from a resource's declaration: per field kind the values a client could plausibly
 * send (inside the declared limits, but odd: every kind of Unicode, the edges of each range, dates at the
 * ends of the calendar) and broken ones (wrong types, huge, out of range, dates that do not exist). A body
 * built from these gets past the first checks, so the deeper layers (normalizing, sanitizing, references,
 * the database) see the odd values too.
 */
import fc from 'fast-check';
import { LOCALES } from '../../../src/domain/constants';
import { DEFAULT_TEXT_MAX } from '../../../src/domain/resources/rules';
import type { FieldDef } from '../../../src/domain/resources/types';
import {
  anyJson,
  hugeString,
  nastyDateText,
  nastyNumber,
  nastyNumberText,
  nastyString,
  objectOf,
  PROTOTYPE_KEYS,
  unicodeString,
} from './inputs';

/** Ids the generators may pick for references, by target (`store`, `storeGroup`, `currencyGroup`, `file`, or a resource name). */
export type KnownIds = ReadonlyMap<string, readonly number[]>;

const INT_MAX = 2_147_483_647;

/** The key of KnownIds a reference-like field points into. */
export function targetOf(field: FieldDef): string | null {
  switch (field.kind) {
    case 'store':
    case 'storeGroup':
    case 'currencyGroup':
    case 'stockStatus':
    case 'priceListGroup':
    case 'file':
      return field.kind;
    case 'category':
      return 'categories';
    case 'reference':
      return field.resource ?? null;
    default:
      return null;
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A calendar date from year 1 to 9999 (what PostgreSQL and the rules both hold). */
const calendarDate = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });

const isoDate = calendarDate.map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);

const isoInstant = fc
  .tuple(calendarDate, fc.constantFrom('Z', '+00:00', '+14:00', '-12:00', '+05:30'), fc.boolean())
  .map(([d, offset, millis]) => {
    const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    return `${base}${millis ? `.${pad(d.getUTCMilliseconds(), 3)}` : ''}${offset}`;
  });

/** Text of at most `max` UTF-16 units, of any characters; the exact limit now and then. */
function textUpTo(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: unicodeString(Math.min(max, 40)).map((s) => s.slice(0, max)), weight: 6 },
    { arbitrary: fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(Math.floor(max / unit.length))), weight: 1 },
    { arbitrary: fc.string({ minLength: 1, maxLength: Math.min(max, 30) }), weight: 2 },
  );
}

const htmlSnippet: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      '<p>',
      '<b>',
      '<script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">',
      '<iframe>',
      '<!--',
      '<![CDATA[',
      '<p style="x">',
      '&amp;',
      '&#0;',
      '&#xD800;',
      '<',
      '</p>',
      '<math><mi>',
      '',
    ),
    unicodeString(20),
    fc.constantFrom('</p>', '</b>', '</script>', '</a>', '-->', ']]>', '', '<br>', '<table><tr><td>'),
  )
  .map(([open, body, close]) => `${open}${body}${close}`);

function decimalText(min: number, max: number, scale: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => n.toFixed(scale)),
    fc.constantFrom(min, max, 0, -0).map((n) => n.toFixed(scale)),
    fc.constantFrom(String(max).replace('.', ','), `${Math.trunc(max)}`, '0.1', '-0.00'),
  );
}

/** Values a client could send for the field: inside its declared kind and limits, but odd. */
export function plausibleValue(field: FieldDef, known: KnownIds): fc.Arbitrary<unknown> {
  const max = field.maxLength ?? DEFAULT_TEXT_MAX;
  const single = ((): fc.Arbitrary<unknown> => {
    switch (field.kind) {
      case 'text':
        if (field.format === 'email')
          return fc.oneof(
            fc.emailAddress(),
            unicodeString(10).map((s) => `${s}@example.com`),
          );
        if (field.format === 'url')
          return fc.oneof(
            fc.webUrl(),
            unicodeString(20).map((s) => `/${s}`),
            fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'http://'),
          );
        if (field.format === 'color') return fc.oneof(fc.stringMatching(/^#[0-9a-fA-F]{6}$/), fc.constantFrom('#fff', 'red', '#12345g'));
        return textUpTo(max);
      case 'longText':
        return textUpTo(Math.min(max, 5000));
      case 'richText':
        return fc.oneof(
          htmlSnippet,
          fc.array(htmlSnippet, { maxLength: 8 }).map((parts) => parts.join('')),
          textUpTo(Math.min(max, 5000)),
        );
      case 'slug':
        return fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/);
      case 'password':
        return fc.oneof(
          fc.constantFrom('Fuzz#Pass-2026x', 'Ölänning-99!kz'),
          unicodeString(20).map((s) => `Aa1!${s}xyzw`),
        );
      case 'integer': {
        const low = field.min ?? -INT_MAX;
        const high = field.max ?? INT_MAX;
        return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high), fc.integer({ min: low, max: high }).map(String));
      }
      case 'decimal':
        return decimalText(field.min ?? -999_999_999_999, field.max ?? 999_999_999_999, field.scale ?? 2);
      case 'money':
        return decimalText(field.min ?? -999_999_999_999.99, field.max ?? 999_999_999_999.99, 2);
      case 'percentage':
        return decimalText(field.min ?? 0, field.max ?? 100, 2);
      case 'boolean':
        return fc.boolean();
      case 'enum': {
        const values = (field.options ?? []).map((o) => o.value);
        return fc.oneof(fc.constantFrom(...values), fc.constantFrom(...values).map(String));
      }
      case 'date':
        return isoDate;
      case 'datetime':
        return isoInstant;
      case 'locale':
        return fc.oneof(fc.constantFrom(...LOCALES, 'nb', 'fi', 'de'), fc.stringMatching(/^[a-z]{2}(-[A-Z]{2})?$/));
      case 'country':
        return fc.oneof(fc.constantFrom('SE', 'NO', 'FI', 'DK', 'DE'), fc.stringMatching(/^[A-Z]{2}$/));
      case 'store':
      case 'storeGroup':
      case 'currencyGroup':
      case 'stockStatus':
      case 'priceListGroup':
      case 'file':
      case 'reference':
      case 'category': {
        const ids = known.get(targetOf(field) ?? '') ?? [];
        return ids.length
          ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, fc.integer({ min: 1, max: INT_MAX }))
          : fc.integer({ min: 1, max: INT_MAX });
      }
      case 'priceRules':
        return priceRulesValue(known);
      case 'translations': {
        const of: FieldDef = { ...field, kind: field.of ?? 'text' };
        const text = plausibleValue(of, known);
        return fc
          .array(fc.tuple(fc.constantFrom(...LOCALES), fc.oneof(text, fc.constant(''), fc.constant(null))), { maxLength: 3 })
          .map((entries) => objectOf(entries));
      }
    }
  })();
  if (!field.multiple) return single;
  return fc.array(single, { maxLength: 5 });
}

/** Values that are wrong for the field: other JSON types, huge, out of range, non-existent dates, nesting. */
export function brokenValue(field: FieldDef, known: KnownIds): fc.Arbitrary<unknown> {
  const max = field.maxLength ?? DEFAULT_TEXT_MAX;
  const kindSpecific: fc.Arbitrary<unknown>[] = [];
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText':
    case 'slug':
    case 'password':
      kindSpecific.push(
        fc.constantFrom('x'.repeat(max + 1), '😀'.repeat(Math.ceil((max + 1) / 2)), ' '.repeat(max + 1), `${'x'.repeat(max)} `),
        fc.constantFrom(...PROTOTYPE_KEYS),
      );
      break;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percentage':
      kindSpecific.push(nastyNumber, nastyNumberText);
      if (field.min != null) kindSpecific.push(fc.constantFrom(field.min - 1, field.min - 0.01, String(field.min - 1)));
      if (field.max != null) kindSpecific.push(fc.constantFrom(field.max + 1, field.max + 0.01, String(field.max + 1)));
      break;
    case 'date':
    case 'datetime':
      kindSpecific.push(
        nastyDateText,
        nastyDateText,
        fc.integer().map((n) => n * 1000),
      );
      break;
    case 'enum':
      kindSpecific.push(
        fc.constantFrom(0, -1, 99, '', 'unknown', '1.0', ' 1', true),
        fc.constant((field.options ?? []).map((o) => o.value)),
      );
      break;
    case 'boolean':
      kindSpecific.push(fc.constantFrom('true', 'false', 0, 1, 'yes', '', 'on'));
      break;
    case 'store':
    case 'storeGroup':
    case 'currencyGroup':
    case 'stockStatus':
    case 'priceListGroup':
    case 'file':
    case 'reference':
    case 'category': {
      const ids = known.get(targetOf(field) ?? '') ?? [1];
      kindSpecific.push(
        fc.constantFrom(
          0,
          -1,
          INT_MAX + 1,
          1.5,
          '1',
          ' 1',
          '1e0',
          2 ** 53,
          [ids[0], ids[0]],
          [],
          [null],
          [[ids[0]]],
          Array.from({ length: 600 }, (_, i) => i + 1),
        ),
        fc.constant(field.multiple ? ids[0] : [ids[0]]),
      );
      break;
    }
    case 'priceRules':
      kindSpecific.push(
        fc.constantFrom(
          { kind: 'group', match: 'all', children: [{ kind: 'group', match: 'any', children: [] }] },
          { kind: 'group', match: 'some', children: [] },
          { kind: 'rule', subject: 'brand', operator: 'in', values: [1] },
          { kind: 'group', match: 'all', children: [{ kind: 'rule', subject: 'brand', operator: 'in', values: [] }] },
          { kind: 'group', match: 'all', children: [{ kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '9', max: '1' }] },
          { kind: 'group', match: 'all', children: [{ kind: 'rule', subject: 'tag', operator: 'in', values: ['1'] }] },
          { kind: 'group', match: 'all', children: 'x' },
        ),
        fc.integer({ min: 6, max: 40 }).map((depth) => {
          let node: unknown = { kind: 'rule', subject: 'brand', operator: 'in', values: [1] };
          for (let i = 0; i < depth; i++) node = { kind: 'group', match: 'all', children: [node] };
          return node;
        }),
      );
      break;
    case 'translations':
      kindSpecific.push(
        fc.constantFrom(
          { xx: 'text' },
          { sv: 1 },
          { sv: { sv: 'x' } },
          { sv: ['x'] },
          [{ sv: 'x' }],
          'text',
          { SV: 'x' },
          { sv: '' },
          { en: 'only english' },
        ),
        fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()).map(([key, text]) =>
          objectOf([
            [key, text],
            ['sv', 'x'],
          ]),
        ),
        fc.constantFrom(...HUGE_TEXT_LENGTHS(max)).map((length) => ({ sv: 'x'.repeat(length), en: 'y' })),
      );
      break;
    case 'locale':
      kindSpecific.push(fc.constantFrom('SV', 'sv-se', 'xx-XX-x', 'sv_SE', '', 'en-', 'zz'));
      break;
    case 'country':
      kindSpecific.push(fc.constantFrom('se', 'SWE', 'S', 'S1', '', 'Sverige'));
      break;
  }
  return fc.oneof(
    { arbitrary: fc.oneof(...(kindSpecific.length ? kindSpecific : [nastyString])), weight: 4 },
    { arbitrary: nastyString, weight: 2 },
    { arbitrary: anyJson, weight: 2 },
    { arbitrary: hugeString, weight: 1 },
    { arbitrary: fc.constantFrom(null, '', '   ', [], {}, 0, false), weight: 1 },
  );
}

function HUGE_TEXT_LENGTHS(max: number): number[] {
  return [max + 1, max * 2, 300_000];
}

/** A valid rule tree of every subject, nested a little, with ids the database may or may not hold. */
function priceRulesValue(known: KnownIds): fc.Arbitrary<unknown> {
  const ids = fc.uniqueArray(fc.oneof(fc.constantFrom(...(known.get('stockStatus') ?? [1])), fc.integer({ min: 1, max: INT_MAX })), {
    minLength: 1,
    maxLength: 4,
  });
  const rule = fc.oneof(
    fc.record({
      kind: fc.constant('rule'),
      subject: fc.constantFrom('category', 'brand', 'supplier', 'group', 'tag', 'stockStatusInStock', 'stockStatusOutOfStock', 'type'),
      operator: fc.constantFrom('in', 'notIn'),
      values: ids,
    }),
    fc.record({
      kind: fc.constant('rule'),
      subject: fc.constant('purchasePrice'),
      operator: fc.constant('between'),
      min: fc.constantFrom('0', '12,5', '999999999999.99'),
      max: fc.constantFrom(null, '999999999999.99'),
    }),
  );
  const group = (children: fc.Arbitrary<unknown>) =>
    fc.record({
      kind: fc.constant('group'),
      match: fc.constantFrom('all', 'any'),
      children: fc.array(children, { minLength: 1, maxLength: 3 }),
    });
  return fc.oneof(fc.constant(null), group(fc.oneof(rule, group(rule))));
}
