/**
 * The raw material of the fuzzing (fast-check arbitraries): strings of every kind of Unicode (control
 * characters, lone surrogates, astral and combining characters, direction overrides), huge and empty
 * strings, numbers out of every range, dates that do not exist, JSON values of every shape, deep nesting
 * and prototype keys. Nothing here knows about routes: tests/server/fuzz/requests.ts puts it together.
 */
import fc from 'fast-check';

/** C0 and C1 controls, separators, invisible and direction-changing characters, noncharacters. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\t',
  '\n',
  '\u000b',
  '\u000c',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u00ad',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\u3000',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
];
export const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
/** Astral, combining, case-changing and look-alike characters. */
export const ODD_CHARACTERS = [
  '😀',
  '👩‍👩‍👧',
  '🇸🇪',
  '𝕏',
  '\u{10ffff}',
  'e\u0301',
  'İ',
  'ß',
  'ﬃ',
  'Å',
  'ǅ',
  'ᾼ',
  '٣',
  '١٢',
  '𝟙',
  'Ⅻ',
  '０',
  'ｧ',
  'ا',
  'שלום',
  '中文',
  'ä',
  'Ö',
  '\u0301\u0301\u0301',
];
/** Strings that mean something to some layer: SQL, HTML, templates, paths, JSON, number parsers. */
export const MEANINGFUL_STRINGS = [
  '',
  ' ',
  '   ',
  '\t\n',
  'null',
  'undefined',
  'true',
  'false',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '1e308',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "'; drop table users; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '%00',
  '%ED%A0%80',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '/',
  '//',
  '?',
  '#',
  '&',
  '=',
  ',',
  '..',
  '.',
  '*',
  '[]',
  '{}',
  '"',
  "'",
  '`',
  '\\u0000',
  '=cmd|/C calc!A0',
  '+1',
  '-1',
  '@SUM(1)',
  'a'.repeat(64),
  '0'.repeat(40),
];

export const ANY_CHARACTER: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 2 },
  { arbitrary: fc.constantFrom(...CONTROL_CHARACTERS), weight: 2 },
  { arbitrary: fc.constantFrom(...LONE_SURROGATES), weight: 1 },
  { arbitrary: fc.constantFrom(...ODD_CHARACTERS), weight: 1 },
);

/** A short string of any characters. */
export function unicodeString(maxLength = 40): fc.Arbitrary<string> {
  return fc.array(ANY_CHARACTER, { maxLength }).map((chars) => chars.join(''));
}

/** Lengths around the limits the declarations use, and far beyond them. */
export const HUGE_LENGTHS = [256, 1001, 2001, 5001, 20_001, 100_001, 300_000];

/** A string of one repeated character, from just over a limit to far beyond every one. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom('x', 'é', '😀', ' ', '\u0000', '<b>', '9'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any string: short Unicode, meaningful, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: unicodeString(), weight: 5 },
  { arbitrary: fc.constantFrom(...MEANINGFUL_STRINGS), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Numbers as JSON carries them: limits of every integer width, extremes, negative zero, fractions. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    0.1 + 0.2,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    5e-324,
    1e-7,
    999_999_999_999.99,
    1_000_000_000_000,
    12.345,
    100.01,
    91,
    10_001,
    366,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers as text: what a form or a query string sends, including text no parser should accept. */
export const nastyNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e5',
    '1E-400',
    '1e999',
    '0x1A',
    '0b11',
    '0o7',
    '1_000',
    '١٢٣',
    '１２',
    ' 12 ',
    '12,5',
    '12.5.5',
    '+5',
    '.5',
    '5.',
    '-',
    '--1',
    '',
    '00012',
    '9'.repeat(400),
    '-0',
    '-0.00',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '1.0000000000000001',
    '12,345.67',
    '1 000',
    '∞',
  ),
  nastyNumber.map(String),
);

/** Dates and instants that do not exist, lie at the edges of what databases hold, or are written oddly. */
export const nastyDateText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-02-29',
    '2024-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '10000-01-01',
    '+275760-09-13',
    '-000001-01-01',
    '2026-1-1',
    '20260101',
    '2026/03/01',
    '01.03.2026',
    '2026-02-30T10:00:00Z',
    '2026-02-28T24:00:00Z',
    '2026-02-28T23:59:60Z',
    '9999-12-31T23:59:59-14:00',
    '0000-01-01T00:00:00+14:00',
    '0000-01-01T00:00:00Z',
    '2026-02-28T10:00:00+99:99',
    '2026-02-28T10:00:00',
    '2026-02-28 10:00:00Z',
    '2026-02-28T10:00:00.1234567Z',
    'Tue, 03 Mar 2026 10:00:00 GMT',
    '1772445600000',
    '2026-03-29T02:30:00+01:00',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '2026-W10-1',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.boolean(),
      fc.constantFrom('Z', '+14:00', '-12:00', '+00:00'),
    )
    .map(([y, m, d, withTime, offset]) => {
      const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      return withTime ? `${text}T12:00:00${offset}` : text;
    }),
);

/** A key a body or a query string should never trust. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  'then',
];

/** An object with own keys in this order (a `__proto__` entry becomes an own key, as JSON.parse makes it). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Values nested `depth` levels deep in arrays or objects. */
export function nested(depth: number, inObject: boolean, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = inObject ? objectOf([['a', value]]) : [value];
  return value;
}

/** JSON values of every shape: scalars, nasty strings, objects with prototype keys, deep nesting. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: fc.constantFrom(null, true, false), weight: 10 },
    { arbitrary: nastyNumber, weight: 10 },
    { arbitrary: nastyString, weight: 15 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 5 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }), unicodeString(6)), tie('value')), {
          maxLength: 4,
        })
        .map(objectOf),
      weight: 5,
    },
    {
      arbitrary: fc.tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean()).map(([depth, inObject]) => nested(depth, inObject)),
      weight: 1,
    },
  ),
})).value;

/** Body texts that are not a JSON document, or are one of an unexpected shape. */
export const rawBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '{"a" 1}',
    "{'a': 1}",
    '{a: 1}',
    '[1,]',
    '{"a":1,}',
    'nul',
    'NaN',
    'undefined',
    '1e999',
    '"\\ud800"',
    '"\\u0000"',
    '"\\x41"',
    '\ufeff{}',
    '{}{}',
    '{} trailing',
    '\u0000',
    '"unterminated',
    '--boundary\r\n',
    'a=1&b=2',
    '<xml/>',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    '[]',
    'null',
    'true',
    '0',
    '-0',
    '"text"',
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1000, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  unicodeString(200),
);
