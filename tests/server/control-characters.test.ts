/**
 * The one text rule on every route (docs/decisions.md "One text rule"): every route of the built app's route
 * table, called as the admin demo user with a NUL in a query value, a JSON body with a NUL deep inside and a form
 * with a NUL in a text field and in a file's name, answers 40001 `validation.characters` naming the parameter or
 * the field by its path, never a 5xx; only a route the admin is not let through answers the guard's refusal, as it
 * does without the NUL. And every text-like field of every declared resource that can be created or edited is
 * refused with a NUL naming that field. The requests go out together: the cost is per file, not per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, fillRoute, routeParams, type ApiRoute } from '../../server/http/route-table';
import { engineCreates } from '../../src/domain/api-access';
import { RESOURCES } from '../../src/domain/resources';
import { writableFields } from '../../src/domain/resources/rules';
import type { FieldKind } from '../../src/domain/resources/types';
import { createTestApp, type RequestOptions, type TestApp } from './helpers';
import { basePath } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

/** A value for each path parameter that the pattern matches (`:id{[0-9]+}` 1, `:action{approve|decline}` approve). */
function pathOf(route: ApiRoute): string {
  const values: Record<string, string> = {};
  for (const match of route.path.matchAll(/:(\w+)(?:\{([^}]*)\})?/g)) {
    const [, name, pattern] = match;
    values[name] = pattern && !/[[\\]/.test(pattern) ? pattern.split('|')[0] : name === 'action' ? 'publish' : '1';
  }
  expect(Object.keys(values)).toEqual(routeParams(route.path));
  return fillRoute(route.path, values);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Probe {
  label: string;
  /** The field the refusal must name. */
  field: string;
  send: () => Promise<Answer>;
}

interface Answer {
  status: number;
  /** The JSON answer, or its text when it is none. */
  body: any;
}

/** A call whose answer may be anything (a CSV, a PDF): read as JSON when it is JSON. */
async function send(method: string, path: string, options: RequestOptions): Promise<Answer> {
  const response = await t.request(method, path, { token: admin, ...options });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text.slice(0, 200) };
  }
}

function probesOf(route: ApiRoute): Probe[] {
  const path = pathOf(route);
  const probes: Probe[] = [
    {
      label: `${route.method} ${path}?q=…NUL`,
      field: 'q',
      send: () => send(route.method, `${path}?q=${encodeURIComponent('ord\u0000er')}`, {}),
    },
  ];
  if (!BODY_METHODS.has(route.method)) return probes;
  probes.push({
    label: `${route.method} ${path} JSON`,
    field: 'Lines.1.Text',
    send: () =>
      send(route.method, path, {
        body: { Name: 'Hej', Lines: [{ Text: 'rad ett' }, { Text: 'rad\u0000två', Note: 'x\u0001' }], Note: 'y\u0000' },
      }),
  });
  if (route.method === 'POST') {
    const form = () => {
      const data = new FormData();
      data.append('note', 'ok');
      data.append('file', new Blob(['Sku;Name_sv\r\nA;B'], { type: 'text/csv' }), 'fil\u0007.csv');
      return data;
    };
    probes.push({
      label: `${route.method} ${path} form`,
      field: 'file',
      send: () => send(route.method, path, { form: form() }),
    });
  }
  return probes;
}

/** The guard's refusals, which come before any text is read. */
const GUARD_REFUSALS = new Set([401, 403]);

describe('the one text rule at the edge', () => {
  it('answers every route 40001 naming the parameter or field that holds a NUL or another control character, never a 5xx', async () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(100);
    const probes = routes.flatMap(probesOf);
    const answers = await Promise.all(probes.map((probe) => probe.send()));
    const failures: string[] = [];
    const guarded: ApiRoute[] = [];
    answers.forEach((answer, i) => {
      const { label, field } = probes[i];
      if (GUARD_REFUSALS.has(answer.status)) {
        guarded.push(routes.find((r) => label.startsWith(`${r.method} ${pathOf(r)}`))!);
        return;
      }
      const named = answer.body?.fields?.[field]?.id;
      if (
        answer.status !== 400 ||
        answer.body.code !== 40001 ||
        named !== 'validation.characters' ||
        Object.keys(answer.body.fields).length !== 1
      )
        failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
    });
    expect(failures).toEqual([]);
    // A route the admin is not let through (a step of the sign-in before its second factor) refuses without the NUL too.
    const plain = await Promise.all(guarded.map((route) => send(route.method, pathOf(route), { body: {} })));
    plain.forEach((answer, i) => expect(GUARD_REFUSALS.has(answer.status), `${guarded[i].method} ${guarded[i].path}`).toBe(true));
    expect(guarded.length).toBeLessThan(10);
  });

  it('names a forbidden key by its path, with the character shown as U+FFFD, and takes tab and line feed', async () => {
    const key = await t.call('POST', '/api/shop/orders/quote', { token: admin, body: { Items: [{ 'Pro\u0000duct': 1 }] } });
    expect(key.status).toBe(400);
    expect(Object.keys(key.body.fields)).toEqual(['Items.0.Pro\ufffdduct']);
    const name = await t.call('GET', `/api/shop/orders?${encodeURIComponent('Stat\u001bus')}=1`, { token: admin });
    expect(Object.keys(name.body.fields)).toEqual(['Stat\ufffdus']);
    // Carriage return is refused: browsers send line feeds (docs/decisions.md "One text rule").
    const cr = await t.call('GET', `/api/shop/orders?q=${encodeURIComponent('a\r\nb')}`, { token: admin });
    expect(cr.body.fields.q.id).toBe('validation.characters');
    const tabs = await t.call('GET', `/api/shop/orders?q=${encodeURIComponent('a\tb\nc')}`, { token: admin });
    expect(tabs.status).toBe(200);
  });
});

/** The kinds whose values are text a person writes. */
const TEXT_KINDS = new Set<FieldKind>(['text', 'longText', 'slug', 'richText', 'password', 'locale', 'translations']);

describe('text-like fields of every declared resource', () => {
  it('refuses a NUL in each one, on a create or an edit, naming the field (a language of a translation by its path)', async () => {
    const probes: Probe[] = [];
    for (const def of RESOURCES) {
      const fields = writableFields(def).filter((f) => TEXT_KINDS.has(f.kind));
      if (!fields.length) continue;
      const creates = !def.singleton && engineCreates(def);
      if (!creates && !def.actions.edit) continue;
      let target = basePath(def);
      if (!creates && !def.singleton) {
        const first = await t.call('GET', `${basePath(def)}?limit=1`, { token: admin });
        if (!first.body.data?.length) continue;
        target = `${basePath(def)}/${first.body.data[0].ID}`;
      }
      for (const field of fields) {
        const translated = field.kind === 'translations';
        const value = translated ? { sv: 'Hej', en: 'Hi\u0000' } : 'Hej\u0000då';
        probes.push({
          label: `${def.name}.${field.key}`,
          field: translated ? `${field.key}.en` : field.key,
          send: () => t.call(creates ? 'POST' : 'PUT', target, { token: admin, body: { Version: 1, [field.key]: value } }),
        });
      }
    }
    expect(probes.length).toBeGreaterThan(100);
    const answers = await Promise.all(probes.map((probe) => probe.send()));
    const failures = answers.flatMap((answer, i) =>
      answer.status === 400 && answer.body.fields?.[probes[i].field]?.id === 'validation.characters'
        ? []
        : [`${probes[i].label}: ${answer.status} ${JSON.stringify(answer.body)}`],
    );
    expect(failures).toEqual([]);
  });
});
