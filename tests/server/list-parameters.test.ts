/**
 * Unknown list parameters (docs/decisions.md "Unknown list parameters"): for every declared resource with a list,
 * a parameter that is not one of its filters, sort or paging parameters (`Statuss=2`, a filter's name in the wrong
 * case, a field that is not filterable) answers 40001 naming it on the list and the export, and a bulk action or
 * bulk delete takes nothing in its query and nothing in its body beside the ids and the action's input. Every
 * parameter the list does take still answers 200. The bespoke lists (return audits, imports, quick replies,
 * to-dos, the palette search, reference titles, the user directory) keep the same rule. The requests go out
 * together: the cost is per file, not per resource.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_TITLES_SEGMENT, titledReferences } from '../../src/domain/api-access';
import { HEADER_RECORDS } from '../../src/domain/constants';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { resourceActions } from '../../src/domain/resources/workflow';
import { createTestApp, type JsonAnswer, type TestApp } from './helpers';
import { basePath, filterValue } from './resources-samples';

let t: TestApp;
let admin: string;
let support: string;
/** The first record of each list, for filter values and ids. */
const firstRecords = new Map<string, ResourceRecord | undefined>();

const LISTED = RESOURCES.filter((def) => !def.singleton);
const UNKNOWN = 'Statuss';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  support = await t.signIn('support');
  const pages = await Promise.all(LISTED.map((def) => t.call('GET', `${basePath(def)}?limit=1`, { token: admin })));
  LISTED.forEach((def, i) => firstRecords.set(def.name, pages[i].body.data?.[0]));
});
afterAll(() => t.close());

interface Probe {
  label: string;
  send: () => Promise<JsonAnswer>;
}

/** A GET whose answer may be a list or an export's CSV: the body read as JSON when it is JSON. */
async function get(path: string, token = admin): Promise<JsonAnswer> {
  const response = await t.request('GET', path, { token });
  const text = await response.text();
  try {
    return { status: response.status, headers: response.headers, body: JSON.parse(text) };
  } catch {
    return { status: response.status, headers: response.headers, body: text.slice(0, 200) };
  }
}

/** Sends every probe at once; answers the labels of those whose answer `ok` does not accept. */
async function failing(probes: Probe[], ok: (answer: JsonAnswer) => boolean): Promise<string[]> {
  const answers = await Promise.all(probes.map((probe) => probe.send()));
  return answers.flatMap((answer, i) => (ok(answer) ? [] : [`${probes[i].label}: ${answer.status} ${JSON.stringify(answer.body)}`]));
}

/** 40001 naming `name` as a parameter the request does not take, and nothing else. */
const refusesUnknown = (name: string) => (answer: JsonAnswer) =>
  answer.status === 400 &&
  answer.body?.code === 40001 &&
  answer.body.fields?.[name]?.id === 'validation.unknownParameter' &&
  Object.keys(answer.body.fields).length === 1;

/** A query of every parameter the resource's list takes, with values of its first record where a filter needs one. */
function knownQuery(def: ResourceDef): URLSearchParams {
  const record = firstRecords.get(def.name);
  const query = new URLSearchParams({ q: 'a', sort: `-${def.defaultSort.field}`, limit: '5' });
  if (record) query.set('ids', String(record.ID));
  for (const field of def.fields.filter((f) => f.filterable)) {
    const value = record ? filterValue(field, record) : null;
    if (value != null && typeof record![field.key] !== 'object') query.set(field.key, value);
  }
  if (def.interval) query.set('interval', '6');
  for (const filter of def.namedFilters ?? []) query.set(filter.key, 'true');
  return query;
}

/** Misspellings a person makes of a filter the list has: a letter too many, the wrong case, and a field it does not filter by. */
function unknownNames(def: ResourceDef): string[] {
  const filter = def.fields.find((f) => f.filterable);
  const unfiltered = def.fields.find((f) => !f.filterable);
  return [UNKNOWN, ...(filter ? [`${filter.key}s`, filter.key.toLowerCase()] : []), ...(unfiltered ? [unfiltered.key] : [])].filter(
    (name, i, all) => all.indexOf(name) === i && !knownQuery(def).has(name) && !(def.namedFilters ?? []).some((f) => f.key === name),
  );
}

describe('unknown list parameters', () => {
  it('are refused naming them on every list and export; every parameter a list takes still answers', async () => {
    expect(LISTED.length).toBeGreaterThan(40);
    const unknown: Probe[] = LISTED.flatMap((def) =>
      unknownNames(def).flatMap((name) =>
        ['', '/export'].map((suffix) => ({
          label: `${def.name}${suffix}?${name}`,
          send: () => get(`${basePath(def)}${suffix}?limit=5&${encodeURIComponent(name)}=2`),
        })),
      ),
    );
    const refusals = await Promise.all(unknown.map((probe) => probe.send()));
    const wrong = refusals.flatMap((answer, i) => {
      const name = unknown[i].label.split('?')[1];
      return refusesUnknown(name)(answer) ? [] : [`${unknown[i].label}: ${answer.status} ${JSON.stringify(answer.body)}`];
    });
    expect(wrong).toEqual([]);

    // Not an empty proof: most lists are asked with filters of their own, from their first record.
    const filtered = LISTED.filter((def) => [...knownQuery(def).keys()].some((key) => def.fields.some((f) => f.key === key)));
    expect(filtered.length).toBeGreaterThan(LISTED.length / 2);
    const known: Probe[] = LISTED.flatMap((def) =>
      ['', '/export'].map((suffix) => ({
        label: `${def.name}${suffix}?${knownQuery(def).toString()}`,
        send: () => get(`${basePath(def)}${suffix}?${knownQuery(def).toString()}`),
      })),
    );
    expect(await failing(known, (answer) => answer.status === 200)).toEqual([]);
  });

  it('are refused on a bulk action and a bulk delete, in the query and beside the ids in the body', async () => {
    const probes: (Probe & { name: string })[] = [];
    const known: Probe[] = [];
    for (const def of LISTED) {
      const record = firstRecords.get(def.name);
      const ids = [record?.ID ?? 1];
      const bulk = resourceActions(def).filter((action) => action.bulk);
      const routes = [
        ...bulk.map((action) => ({ path: `${basePath(def)}/actions/${action.id}`, input: (action.input ?? []).map((f) => f.key) })),
        ...(def.actions.delete ? [{ path: `${basePath(def)}/delete`, input: [] as string[] }] : []),
      ];
      for (const { path, input } of routes) {
        probes.push(
          {
            label: `${path}?${UNKNOWN}`,
            name: UNKNOWN,
            send: () => t.call('POST', `${path}?${UNKNOWN}=2`, { token: admin, body: { ids } }),
          },
          {
            label: `${path} {ids, ${UNKNOWN}}`,
            name: UNKNOWN,
            send: () => t.call('POST', path, { token: admin, body: { ids, [UNKNOWN]: 2 } }),
          },
        );
        // The ids and the action's input are taken: a malformed selection is refused for what it is, naming ids.
        known.push({
          label: `${path} {ids: [0], ${input.join(', ')}}`,
          send: () => t.call('POST', path, { token: admin, body: { ids: [0], ...Object.fromEntries(input.map((key) => [key, null])) } }),
        });
      }
    }
    expect(probes.length).toBeGreaterThan(20);
    const answers = await Promise.all(probes.map((probe) => probe.send()));
    // A bulk action the admin may not perform (one that needs a flag the admin lacks) is refused before it reads anything.
    const wrong = answers.flatMap((answer, i) =>
      answer.status === 403 || refusesUnknown(probes[i].name)(answer)
        ? []
        : [`${probes[i].label}: ${answer.status} ${JSON.stringify(answer.body)}`],
    );
    expect(wrong).toEqual([]);
    expect(answers.filter((answer) => answer.status === 403).length).toBeLessThan(answers.length / 4);
    expect(
      await failing(
        known,
        (answer) => answer.status === 403 || (answer.status === 400 && Object.keys(answer.body.fields ?? {}).includes('ids')),
      ),
    ).toEqual([]);
  });

  it('are refused on the bespoke lists, which still take their own parameters', async () => {
    const ticket = firstRecords.get('tickets')!;
    const titled = LISTED.find((def) => titledReferences(def).length)!;
    const lists: { path: string; known: string; token?: string }[] = [
      { path: '/api/shop/return-audits', known: 'tab=reclaims' },
      { path: '/api/product/items/import', known: '' },
      { path: '/api/product/items/import/1/issues', known: 'limit=10&after=0' },
      { path: `/api/support/tickets/${ticket.ID}/quick-replies`, known: 'q=order' },
      { path: '/api/common/to-dos', known: '' },
      { path: '/api/common/search', known: 'q=an&limit=3' },
      { path: `${basePath(titled)}/${REFERENCE_TITLES_SEGMENT}`, known: `field=${titledReferences(titled)[0].key}&ids=1` },
      // The directory of users as one without the users' view permission reads it: every user, one page.
      { path: '/api/setting/users', known: 'limit=500', token: support },
    ];
    const unknown = await failing(
      lists.map(({ path, known, token }) => ({
        label: path,
        send: () => t.call('GET', `${path}?${known}${known ? '&' : ''}${UNKNOWN}=2`, { token: token ?? admin }),
      })),
      refusesUnknown(UNKNOWN),
    );
    expect(unknown).toEqual([]);
    const answered = await Promise.all(lists.map(({ path, known, token }) => t.call('GET', `${path}?${known}`, { token: token ?? admin })));
    // The import's issues of an import that does not exist are a 40401 once the parameters pass.
    answered.forEach((answer, i) => expect([200, 404], `${lists[i].path}: ${JSON.stringify(answer.body)}`).toContain(answer.status));
    expect(answered.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(lists.length - 1);
  });

  it('no longer widens a list by a misspelt filter: the subscriptions by Statuss', async () => {
    const all = await t.call('GET', '/api/shop/subscriptions?limit=1', { token: admin });
    const misspelt = await t.call('GET', '/api/shop/subscriptions?Statuss=2', { token: admin });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.fields.Statuss.id).toBe('validation.unknownParameter');
    // The menu link's lower-case `status` is the browser's; the API takes the field's own name.
    expect((await t.call('GET', '/api/shop/subscriptions?status=2', { token: admin })).status).toBe(400);
    const filtered = await t.call('GET', '/api/shop/subscriptions?Status=2&limit=1', { token: admin });
    expect(filtered.status).toBe(200);
    expect(Number(filtered.headers.get(HEADER_RECORDS))).toBeLessThan(Number(all.headers.get(HEADER_RECORDS)));
  });
});
