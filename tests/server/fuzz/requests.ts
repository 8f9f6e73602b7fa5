/**
 * Requests for any route of the API's route table: path parameters, a query string, headers, a body and
 * the caller. Routes of a declared resource (found by their path) get field-aware bodies and the list's
 * own query keys from the declaration; every other route gets the vocabulary of the shared form rules.
 * Nothing names a route: a route added later is fuzzed like the others.
 */
import fc from 'fast-check';
import { RESOURCES } from '../../../src/domain/resources';
import { writableFields } from '../../../src/domain/resources/rules';
import { resourceActions } from '../../../src/domain/resources/workflow';
import { SYSTEM_KEYS, type FieldDef, type ResourceDef } from '../../../src/domain/resources/types';
import * as validation from '../../../src/domain/validation';
import { routeParams, type ApiRoute } from '../../../server/http/route-table';
import { brokenValue, plausibleValue, type KnownIds } from './fields';
import {
  anyJson,
  hugeString,
  nastyDateText,
  nastyNumberText,
  nastyString,
  objectOf,
  PROTOTYPE_KEYS,
  rawBodyText,
  unicodeString,
} from './inputs';

export const PRINCIPALS = ['admin', 'support', 'catalog', 'manager', 'preTwoFactor', 'anonymous'] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** What one route offers the generators, found once per run. */
export interface RouteModel {
  route: ApiRoute;
  params: string[];
  /** The declared resource whose API the route belongs to. */
  def?: ResourceDef;
  /** Ids that exist (from the list the route's id belongs to), for `:id`-like parameters. */
  ids: readonly number[];
  /** Cursors the list really handed out (for the list routes of a resource). */
  cursors: readonly string[];
  /** A valid create body of the resource (tests/server/resources-samples.ts). */
  sample?: Record<string, unknown>;
  known: KnownIds;
  /** A step of signing in (refuses a full session): its callers are mostly anonymous or half signed in. */
  signInStep: boolean;
}

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'multipart'; parts: readonly (readonly [string, string | { bytes: string; name: string; type: string }])[] };

/** One generated request; `liveVersion` asks the runner to put the record's current Version in. */
export interface FuzzCase {
  principal: Principal;
  method: string;
  /** Path with parameters filled (raw, already percent-encoded as sent). */
  path: string;
  /** Raw query string without `?` (may hold malformed escapes on purpose). */
  query: string;
  headers: Record<string, string>;
  body: BodySpec;
  /** The id filled into the path when it is one that exists, so the runner can look up its Version. */
  liveId: number | null;
  liveVersion: 'body' | 'query' | null;
  /** Leave out the XSRF cookie and header (a cross-site page's request). */
  noXsrf: boolean;
}

/** The declared resource a route belongs to: the longest base path `/api/{area}/{path}` it starts with. */
export function resourceOfRoute(path: string): ResourceDef | undefined {
  let best: ResourceDef | undefined;
  for (const def of RESOURCES) {
    const base = `/api/${def.area}/${def.path}`;
    if ((path === base || path.startsWith(`${base}/`)) && (!best || base.length > `/api/${best.area}/${best.path}`.length)) best = def;
  }
  return best;
}

/** Percent-encodes every code unit outside the unreserved set; a lone surrogate as its WTF-8 bytes. */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (/[A-Za-z0-9\-._~]/.test(text[i])) {
      out += text[i];
      continue;
    }
    let code = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** Path segments no router or id parser should trip on (raw, as sent). */
const GARBAGE_SEGMENTS = [
  '0',
  '-1',
  '00',
  '01',
  '2147483647',
  '2147483648',
  '4294967296',
  '99999999999999999999',
  '9'.repeat(400),
  '1e3',
  '1.5',
  '0x10',
  '%20%31',
  '1%20',
  '%EF%BC%91',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%AF',
  '%00',
  '%',
  '%zz',
  '%2',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(10_000),
  '1'.repeat(5000),
  '%F0%9F%98%80',
  ';',
  '*',
];

const garbageSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...GARBAGE_SEGMENTS), weight: 3 },
  {
    arbitrary: unicodeString(12)
      .filter((s) => s.length > 0)
      .map(encodeLoose),
    weight: 2,
  },
);

function paramValue(model: RouteModel, name: string): fc.Arbitrary<{ raw: string; live: number | null }> {
  if (name === 'action') {
    const actions = model.def ? resourceActions(model.def).map((a) => a.id) : [];
    const declared = actions.length ? [fc.constantFrom(...actions).map((raw) => ({ raw, live: null }))] : [];
    return fc.oneof(
      ...declared.map((arbitrary) => ({ arbitrary, weight: 4 })),
      { arbitrary: fc.constantFrom('delete', 'export', 'history', 'approve', 'hide').map((raw) => ({ raw, live: null })), weight: 1 },
      { arbitrary: garbageSegment.map((raw) => ({ raw, live: null })), weight: 1 },
    );
  }
  const live = model.ids.length
    ? [{ arbitrary: fc.constantFrom(...model.ids).map((id) => ({ raw: String(id), live: id })), weight: 7 }]
    : [];
  return fc.oneof(
    ...live,
    // Without a list to take ids from, small ids are the likeliest to exist.
    {
      arbitrary: fc.integer({ min: 1, max: model.ids.length ? 200 : 20 }).map((id) => ({ raw: String(id), live: null })),
      weight: model.ids.length ? 1 : 6,
    },
    { arbitrary: garbageSegment.map((raw) => ({ raw, live: null })), weight: 2 },
  );
}

/* ---- Query strings ---- */

const LIST_KEYS = ['q', 'sort', 'cursor', 'limit', 'ids', 'version'];
/** Query keys of routes that are not a resource's (customers, search, to-dos). */
const GENERIC_QUERY_KEYS = ['q', 'limit', 'cursor', 'phone', 'category', 'version', 'ids', 'sort', 'locale'];

function filterText(field: FieldDef, known: KnownIds): fc.Arbitrary<string> {
  const one = plausibleValue({ ...field, multiple: false }, known).map((v) =>
    v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v),
  );
  const range = ['integer', 'decimal', 'money', 'percentage', 'date', 'datetime'].includes(field.kind);
  return fc.oneof(
    { arbitrary: one, weight: 3 },
    ...(range ? [{ arbitrary: fc.tuple(fc.option(one), fc.option(one)).map(([a, b]) => `${a ?? ''}..${b ?? ''}`), weight: 3 }] : []),
    { arbitrary: fc.array(one, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(',')), weight: 2 },
    { arbitrary: fc.constantFrom('..', '...', '1..2..3', ',', ',,', 'a..b'), weight: 1 },
    { arbitrary: nastyDateText, weight: 1 },
  );
}

function queryEntry(model: RouteModel): fc.Arbitrary<readonly [string, string]> {
  const def = model.def;
  const sortKeys = def ? ['ID', ...def.fields.map((f) => f.key)] : ['ID', 'Name'];
  const known: [string, fc.Arbitrary<string>][] = [
    ['q', fc.oneof(nastyString, unicodeString(10), fc.constantFrom('a', 'laddare', '%', '_', '\\', '%_%'))],
    [
      'sort',
      fc.oneof(
        fc.constantFrom(...sortKeys).chain((k) => fc.constantFrom(k, `-${k}`, `--${k}`, ` ${k}`, k.toLowerCase())),
        nastyString,
      ),
    ],
    [
      'cursor',
      fc.oneof(
        ...(model.cursors.length ? [fc.constantFrom(...model.cursors)] : []),
        anyJson.map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64url')),
        fc
          .record({
            s: fc.oneof(fc.constantFrom(...sortKeys), nastyString),
            v: fc.oneof(nastyString, nastyDateText, fc.constant(null)),
            id: fc.oneof(fc.integer(), fc.constant(1e308)),
          })
          .map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
        nastyString,
      ),
    ],
    ['limit', fc.oneof(nastyNumberText, fc.integer({ min: 1, max: 20 }).map(String))],
    [
      'ids',
      fc.oneof(
        fc
          .array(fc.oneof(...(model.ids.length ? [fc.constantFrom(...model.ids)] : []), fc.integer()), { minLength: 1, maxLength: 6 })
          .map((ids) => ids.join(',')),
        fc.constant(Array.from({ length: 501 }, (_, i) => i + 1).join(',')),
        nastyNumberText,
      ),
    ],
    ['version', fc.oneof(nastyNumberText, fc.integer({ min: 0, max: 5 }).map(String))],
    ['phone', fc.oneof(fc.constantFrom('+46701234567', '070-123 45 67', '0046701234567', '+', '00', '123'), nastyString)],
    ['category', fc.oneof(nastyNumberText, fc.integer({ min: 0, max: 3 }).map(String))],
    ['locale', nastyString],
  ];
  const fieldKeys = def ? def.fields.map((field) => [field.key, filterText(field, model.known)] as [string, fc.Arbitrary<string>]) : [];
  const keyed = [...known.filter(([key]) => (def ? LIST_KEYS : GENERIC_QUERY_KEYS).includes(key)), ...fieldKeys];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...keyed).chain(([key, value]) => value.map((v) => [key, v] as const)), weight: 6 },
    { arbitrary: fc.tuple(fc.constantFrom(...keyed.map(([key]) => key)), nastyString), weight: 2 },
    {
      arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...SYSTEM_KEYS), unicodeString(8), fc.constant('')), nastyString),
      weight: 2,
    },
  );
}

/** A raw query string: entries (repeats allowed) encoded loosely, now and then a malformed escape. */
function queryString(model: RouteModel): fc.Arbitrary<string> {
  const encoded = fc
    .tuple(queryEntry(model), fc.boolean())
    .map(([[key, value], bare]) => (bare && value === '' ? encodeLoose(key) : `${encodeLoose(key)}=${encodeLoose(value)}`));
  const malformed = fc.constantFrom(
    '%',
    'q=%',
    'q=%zz',
    'q=%ED%A0%80',
    'q=%C0%80',
    'q=%00',
    '&&&',
    '=',
    '==x',
    'q=a&q=b&q=c',
    'limit=1&limit=600',
    '?',
    'q=+',
    `q=${'%41'.repeat(5000)}`,
  );
  return fc
    .array(fc.oneof({ arbitrary: encoded, weight: 8 }, { arbitrary: malformed, weight: 1 }), { maxLength: 5 })
    .map((parts) => parts.join('&'));
}

/* ---- Bodies ---- */

/** The shared form rules of the small forms (sign-in, code, password change, error reports): their keys. */
const FORM_SHAPES: readonly (readonly string[])[] = Object.entries(validation)
  .filter(([name, value]) => name.endsWith('Rules') && value && typeof value === 'object')
  .map(([, value]) => Object.keys(value as object));

/** Keys of those forms plus the engine's own, for bodies of any shape. */
const VOCABULARY: readonly string[] = [
  ...new Set([...FORM_SHAPES.flat(), 'authenticationCode', 'version', 'Version', 'ids', 'resource', 'field', 'file', 'category']),
];

/** Values the sign-in and other small forms take when right: demo names, the test password, codes. */
const PLAUSIBLE_WORDS = [
  'admin',
  'support',
  'disabled',
  'expired',
  'Test#Backoffice-2026',
  'Fuzz#Pass-2026x',
  '123456',
  '000000',
  '1',
  'Error: x',
];

const vocabularyValue = fc.oneof(
  { arbitrary: fc.constantFrom(...PLAUSIBLE_WORDS), weight: 3 },
  { arbitrary: nastyString, weight: 2 },
  { arbitrary: anyJson, weight: 1 },
);

/** A body of one form's shape (every key, plausible or odd values), or keys of any form mixed. */
const vocabularyBody: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(...FORM_SHAPES)
      .chain((keys) => fc.tuple(...keys.map((key) => vocabularyValue.map((value) => [key, value] as const))).map(objectOf)),
    weight: 2,
  },
  {
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof({ arbitrary: fc.constantFrom(...VOCABULARY), weight: 6 }, { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 1 }),
          vocabularyValue,
        ),
        { maxLength: 5 },
      )
      .map(objectOf),
    weight: 1,
  },
);

function idsBody(model: RouteModel): fc.Arbitrary<unknown> {
  const id = fc.oneof(...(model.ids.length ? [{ arbitrary: fc.constantFrom(...model.ids), weight: 3 }] : []), {
    arbitrary: fc.integer(),
    weight: 1,
  });
  return fc.oneof(
    fc.array(id, { minLength: 1, maxLength: 5 }).map((ids) => ({ ids })),
    fc.constantFrom(
      { ids: [] },
      { ids: null },
      { ids: '1' },
      { ids: [1.5] },
      { ids: ['1'] },
      { ids: [-1] },
      { ids: [2 ** 31] },
      { ids: [[1]] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      {},
    ),
    anyJson.map((ids) => ({ ids })),
  );
}

/** A record body of the resource: the sample with fields plausible, broken or left out, and extra keys. */
function recordBody(model: RouteModel, mode: 'create' | 'update'): fc.Arbitrary<unknown> {
  const def = model.def!;
  const fields = writableFields(def);
  const sample = model.sample ?? {};
  const extraKeys = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS, ...SYSTEM_KEYS, ...def.fields.filter((f) => f.readOnly || f.hidden).map((f) => f.key)),
        unicodeString(8),
      ),
      anyJson,
    ),
    { maxLength: 3 },
  );
  const choice = (field: FieldDef) =>
    fc.oneof(
      { arbitrary: fc.constant<['keep']>(['keep']), weight: 6 },
      { arbitrary: plausibleValue(field, model.known).map((v) => ['set', v] as const), weight: 3 },
      { arbitrary: brokenValue(field, model.known).map((v) => ['set', v] as const), weight: 1 },
      { arbitrary: fc.constant<['omit']>(['omit']), weight: 1 },
    );
  const build = (entries: readonly (readonly [string, unknown])[], extras: readonly (readonly [string, unknown])[]) =>
    objectOf([...entries, ...extras]);
  const keepOrSkip = (field: FieldDef) => (mode === 'create' && field.key in sample ? [[field.key, sample[field.key]] as const] : []);

  // Mostly valid, exactly one field broken: the refusal must name it, and nothing else may fail first.
  const oneBroken = fc.nat({ max: Math.max(fields.length - 1, 0) }).chain((index) =>
    (fields.length ? brokenValue(fields[index], model.known) : anyJson).map((broken) =>
      build(
        fields.flatMap((field, i) => (i === index ? [[field.key, broken] as const] : keepOrSkip(field))),
        [],
      ),
    ),
  );
  const mixed = fc.tuple(fc.tuple(...fields.map(choice)), extraKeys).map(([choices, extras]) =>
    build(
      fields.flatMap((field, i) => {
        const picked = choices[i];
        if (picked[0] === 'omit') return [];
        if (picked[0] === 'keep') return keepOrSkip(field);
        return [[field.key, picked[1]] as const];
      }),
      extras,
    ),
  );
  const plausible = fc
    .tuple(...fields.map((field) => fc.option(plausibleValue(field, model.known), { nil: undefined, freq: 3 })))
    .map((values) =>
      build(
        fields.flatMap((field, i) => (values[i] === undefined ? keepOrSkip(field) : [[field.key, values[i]] as const])),
        [],
      ),
    );
  return fc.oneof({ arbitrary: oneBroken, weight: 4 }, { arbitrary: plausible, weight: 3 }, { arbitrary: mixed, weight: 3 });
}

/**
 * The input an action of the resource takes (a reason, an amount), plausible or broken, beside ids or a
 * Version as the runner puts them in: for the routes with an `:action` parameter.
 */
function actionInputBody(model: RouteModel): fc.Arbitrary<unknown> {
  const fields = resourceActions(model.def!).flatMap((a) => a.input ?? []);
  if (!fields.length) return idsBody(model);
  const value = (field: FieldDef) =>
    fc.oneof({ arbitrary: plausibleValue(field, model.known), weight: 3 }, { arbitrary: brokenValue(field, model.known), weight: 2 });
  return fc
    .tuple(
      fc.tuple(...fields.map((field) => fc.option(value(field), { nil: undefined, freq: 4 }))),
      fc.option(idsBody(model), { nil: undefined }),
    )
    .map(([values, ids]) =>
      objectOf([
        ...fields.flatMap((field, i) => (values[i] === undefined ? [] : [[field.key, values[i]] as const])),
        ...(ids && typeof ids === 'object' ? Object.entries(ids) : []),
      ]),
    );
}

const JSON_TYPES = ['application/json', 'application/json', 'application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/xml',
  '',
  '*/*',
  'application/json, text/plain',
  'application/merge-patch+json',
  'ÿ',
];
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom(...JSON_TYPES), weight: 8 },
  { arbitrary: fc.constantFrom(...OTHER_TYPES), weight: 2 },
);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function multipartBody(model: RouteModel): fc.Arbitrary<BodySpec> {
  const resourceNames = RESOURCES.map((def) => def.name);
  const fileKeys = RESOURCES.flatMap((def) => def.fields.filter((f) => f.kind === 'file').map((f) => f.key));
  const filePart = fc.record({
    bytes: fc.oneof(
      fc.constant(PNG),
      fc.constantFrom('PHN2Zz48L3N2Zz4=', 'JVBERi0xLjQK', ''),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('base64')),
    ),
    name: fc.oneof(
      fc.constantFrom('a.png', '../../etc/passwd', '', 'x'.repeat(5000), 'a\u0000b.png', `${'a'.repeat(254)}😀.png`, '\ud800.png'),
      unicodeString(12),
    ),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/html', '', 'application/octet-stream', 'image/*'),
  });
  const part = fc.oneof(
    fc.tuple(fc.constant('file'), filePart),
    fc.tuple(fc.constant('resource'), fc.oneof(fc.constantFrom(...resourceNames, ...(model.def ? [model.def.name] : [])), nastyString)),
    fc.tuple(fc.constant('field'), fc.oneof(fc.constantFrom(...fileKeys), nastyString)),
    fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'file[]', 'file'), unicodeString(6)), fc.oneof(nastyString, filePart)),
  );
  return fc.array(part, { maxLength: 4 }).map((parts) => ({ kind: 'multipart' as const, parts }));
}

function bodyOf(model: RouteModel, method: string): fc.Arbitrary<BodySpec> {
  if (method === 'GET' || method === 'HEAD') return fc.constant({ kind: 'none' as const });
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, contentType).map(([v, type]) => ({ kind: 'json' as const, value: v, contentType: type }));
  const raw = fc
    .tuple(fc.oneof({ arbitrary: rawBodyText, weight: 3 }, { arbitrary: hugeString, weight: 1 }), contentType)
    .map(([text, type]) => ({ kind: 'raw' as const, text, contentType: type }));
  const shaped = model.def
    ? [
        { arbitrary: json(recordBody(model, method === 'POST' ? 'create' : 'update')), weight: model.params.includes('action') ? 40 : 80 },
        { arbitrary: json(idsBody(model)), weight: 20 },
        ...(model.params.includes('action') ? [{ arbitrary: json(actionInputBody(model)), weight: 40 }] : []),
      ]
    : [{ arbitrary: json(vocabularyBody), weight: 80 }];
  return fc.oneof(
    ...shaped,
    { arbitrary: json(anyJson), weight: 10 },
    { arbitrary: raw, weight: 10 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 5 },
    { arbitrary: multipartBody(model), weight: model.def ? 3 : 25 },
  );
}

/* ---- Headers and callers ---- */

/** Mostly the full administrator (every right, so the input is what decides), a few other callers. */
const principal = fc.oneof(
  { arbitrary: fc.constant<Principal>('admin'), weight: 85 },
  { arbitrary: fc.constantFrom<Principal>('support', 'catalog', 'manager'), weight: 9 },
  { arbitrary: fc.constantFrom<Principal>('preTwoFactor', 'anonymous'), weight: 6 },
);
const signInPrincipal = fc.oneof(
  { arbitrary: fc.constant<Principal>('preTwoFactor'), weight: 6 },
  { arbitrary: fc.constant<Principal>('anonymous'), weight: 2 },
  { arbitrary: fc.constantFrom<Principal>('admin', 'support'), weight: 2 },
);

/** Where the record's current Version goes: the body of a write, the query of a delete; now and then nowhere. */
function versionPlace(method: string): fc.Arbitrary<FuzzCase['liveVersion']> {
  const place = method === 'DELETE' ? 'query' : 'body';
  return fc.oneof(
    { arbitrary: fc.constant(place), weight: 8 },
    { arbitrary: fc.constantFrom<FuzzCase['liveVersion']>(null, place === 'body' ? 'query' : 'body'), weight: 1 },
  );
}

/** Header values are bytes (Latin-1): anything else cannot even be sent. */
const headerText = fc.oneof(
  fc.constantFrom('sv', 'en', 'EN', ' en ', 'de', '', 'sv-SE', 'x'.repeat(5000), '\u00ff', '*'),
  fc.string({ maxLength: 10 }),
);
const extraHeaders = fc.oneof(
  { arbitrary: fc.constant({}), weight: 8 },
  { arbitrary: headerText.map((value) => ({ 'X-Locale': value })), weight: 2 },
  { arbitrary: fc.constantFrom('text/html', '*/*', '', 'application/xml').map((value) => ({ Accept: value })), weight: 1 },
);

/** Every request the fuzzing may send to one route. */
export function caseOf(model: RouteModel): fc.Arbitrary<FuzzCase> {
  const params = fc.tuple(...model.params.map((name) => paramValue(model, name)));
  return fc
    .tuple(
      model.signInStep ? signInPrincipal : principal,
      params,
      queryString(model),
      bodyOf(model, model.route.method),
      extraHeaders,
      versionPlace(model.route.method),
      fc.oneof({ arbitrary: fc.constant(false), weight: 30 }, { arbitrary: fc.constant(true), weight: 1 }),
    )
    .map(([who, values, query, body, headers, liveVersion, noXsrf]) => {
      let index = 0;
      const path = model.route.path.replace(/:(\w+)(\{[^}]*\})?/g, () => values[index++].raw);
      const liveId = values.find((v) => v.live !== null)?.live ?? null;
      const fuzzCase: FuzzCase = {
        principal: who,
        method: model.route.method,
        path,
        query,
        headers,
        body,
        liveId,
        noXsrf,
        liveVersion: liveId === null && model.route.method !== 'PUT' ? null : liveVersion,
      };
      return fuzzCase;
    });
}

export { routeParams };
