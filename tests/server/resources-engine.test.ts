/**
 * The resource engine, tested once and generated for every declared resource (issue 3, section 3):
 * create, read, list (by id, by free text, by a filter), update, a stale update refused with the current
 * record, a validation refusal naming a field, a role without the update permission refused, delete, and
 * the audit trail as the history shows it; computed fields are answered by every read and never written.
 * Sample input comes from the declaration (resources-samples.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineCreates } from '../../src/domain/api-access';
import { can } from '../../src/domain/permissions';
import { fieldRules, maxLengthOf, writableFields } from '../../src/domain/resources/rules';
import type { FieldDef, HistoryEvent, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { resourceActions } from '../../src/domain/resources/workflow';
import { rowOf } from '../../server/resources/write-values';
import { payloadOf, signedInApp, type TestApp } from './helpers';
import { basePath, filterValue, RESOURCES, sampleInput, SampleContext, searchableField, uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let samples: SampleContext;
const tokens = new Map<string, string>();
const DEMO_USERS = ['admin', 'support', 'catalog', 'manager'] as const;
const ROLE_OF: Record<(typeof DEMO_USERS)[number], number> = { admin: 1, support: 2, catalog: 3, manager: 4 };

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  tokens.set('admin', admin);
  samples = new SampleContext(t, admin);
});
afterAll(() => t.close());

async function tokenOf(username: string): Promise<string> {
  if (!tokens.has(username)) tokens.set(username, await t.signIn(username));
  return tokens.get(username)!;
}

/** A changed value for the update step: a text-like field gets a new token, else a number or a flag changes. */
function changeFor(def: ResourceDef, record: ResourceRecord, token: string): { field: FieldDef; value: unknown } {
  const fields = writableFields(def).filter((f) => f.kind !== 'password' && !f.unique);
  // `changed-<token>` is plain text and a valid SKU alike.
  const text = fields.find((f) => ['text', 'longText'].includes(f.kind) && (!f.format || f.format === 'sku') && !f.rules);
  if (text) return { field: text, value: `changed-${token}`.slice(0, text.maxLength ?? 255) };
  const translated = fields.find((f) => f.kind === 'translations');
  if (translated) return { field: translated, value: { ...(record[translated.key] as object), sv: `Ändrad ${token}` } };
  const rich = fields.find((f) => f.kind === 'richText');
  if (rich) return { field: rich, value: `<p>Changed ${token}</p>` };
  const numeric = fields.find((f) => ['integer', 'decimal', 'money', 'percentage'].includes(f.kind));
  if (numeric) {
    const now = Number(record[numeric.key]);
    const next = numeric.max != null && now + 1 > numeric.max ? now - 1 : now + 1;
    return {
      field: numeric,
      value: numeric.kind === 'integer' ? next : next.toFixed(numeric.kind === 'decimal' ? (numeric.scale ?? 2) : 2),
    };
  }
  // A text checked against another record (an attribute value's, by its attribute's type): a number stays a number.
  const checked = fields.find((f) => ['text', 'longText'].includes(f.kind) && !f.format);
  if (checked) {
    const now = String(record[checked.key] ?? '');
    if (/^-?\d+(\.\d+)?$/.test(now)) return { field: checked, value: String(Number(now) + 1) };
    // A text with a shape of its own (a redirect's path): the first new text its rules take.
    const rules = fieldRules(checked, 'update');
    const fits = (value: string) => rules.every((rule) => !rule(value, { ...record, [checked.key]: value }));
    return { field: checked, value: [`changed-${token}`, `/changed-${token}`].find(fits) ?? `changed-${token}` };
  }
  const flag = fields.find((f) => f.kind === 'boolean')!;
  return { field: flag, value: !record[flag.key] };
}

/** A body the shared rules refuse, and the field they name. */
function invalidFor(def: ResourceDef): { key: string; value: unknown } {
  const field = writableFields(def).find((f) => f.required && f.kind !== 'boolean' && f.kind !== 'password');
  if (field) return { key: field.key, value: field.kind === 'translations' ? {} : '' };
  const number = writableFields(def).find((f) => f.kind === 'integer');
  if (number) return { key: number.key, value: 'not a number' };
  // Only optional texts to write (a product change's note): one longer than its field takes.
  const text = writableFields(def).find((f) => ['text', 'longText'].includes(f.kind))!;
  return { key: text.key, value: 'x'.repeat((maxLengthOf(text) ?? 255) + 1) };
}

describe.each(RESOURCES.map((def) => [def.name, def] as const))('resource %s', (_name, def) => {
  const base = basePath(def);
  const token = uniqueToken();
  let record: ResourceRecord;
  let created: ResourceRecord;

  it('creates a record (201, or refused 40401 when the resource has no create)', async () => {
    if (def.singleton) {
      const answer = await t.call<ResourceRecord>('GET', base, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.ID).toBeGreaterThan(0);
      record = answer.body;
      created = record;
      expect((await t.call('POST', base, { token: admin, body: {} })).status).toBe(404);
      return;
    }
    const body = await sampleInput(samples, def, token);
    if (!engineCreates(def)) {
      const refused = await t.call('POST', base, { token: admin, body });
      expect(refused.status).toBe(404);
      // The rows come from other systems or a route of their own (orders' place): one is written directly.
      const binding = t.resources.bindingNamed(def.name);
      // Those systems also fill the fields only the server writes (a change's product, field and value).
      const serverSide = def.fields
        .filter((f) => f.readOnly && f.required && f.default === undefined)
        .map((f) => ({ ...f, readOnly: false }));
      const written = serverSide.length ? { ...(await sampleInput(samples, { ...def, fields: serverSide }, token)), ...body } : body;
      // A declaration's defaults are the engine's, not the table's: a row written directly states them.
      for (const field of def.fields) if (field.default !== undefined && !(field.key in written)) written[field.key] = field.default;
      const [row] = await t.db
        .insert(binding.table)
        .values(await rowOf(binding, written))
        .returning({ id: binding.columns.ID });
      record = (await t.call<ResourceRecord>('GET', `${base}/${row.id}`, { token: admin })).body;
      created = record;
      return;
    }
    const answer = await t.call<ResourceRecord>('POST', base, { token: admin, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ Version: 1 });
    for (const field of writableFields(def)) {
      if (field.kind === 'password') expect(answer.body).not.toHaveProperty(field.key);
      else if (field.key in body && field.kind !== 'richText' && field.of !== 'richText')
        expect(answer.body[field.key], field.key).toEqual(body[field.key]);
      if (field.kind === 'file') expect(answer.body[`${field.key}File`]).toMatchObject({ Type: 'image/png', Size: 70 });
    }
    record = answer.body;
    created = record;
  });

  it('reads it', async () => {
    const path = def.singleton ? base : `${base}/${record.ID}`;
    const answer = await t.call<ResourceRecord>('GET', path, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(record);
  });

  it('lists it: by id, by free text over a searchable field, by a filter', async () => {
    if (def.singleton) return;
    const byId = await t.call<{ data: ResourceRecord[] }>('GET', `${base}?ids=${record.ID}`, { token: admin });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual([record]);
    expect(byId.headers.get('x-be-records')).toBe('1');

    const searchable = searchableField(def);
    if (searchable && engineCreates(def)) {
      const found = await t.call<{ data: ResourceRecord[] }>('GET', `${base}?q=${token.toUpperCase()}&limit=500`, { token: admin });
      expect(found.status).toBe(200);
      expect(found.body.data.map((r) => r.ID)).toContain(record.ID);
      const missed = await t.call<{ data: ResourceRecord[] }>('GET', `${base}?q=${token}-nothing`, { token: admin });
      expect(missed.body.data).toEqual([]);
      expect(missed.headers.get('x-be-records')).toBe('0');
    }

    const filterable = def.fields.find((f) => f.filterable && filterValue(f, record) !== null);
    if (filterable) {
      const value = encodeURIComponent(filterValue(filterable, record)!);
      const filtered = await t.call<{ data: ResourceRecord[] }>('GET', `${base}?${filterable.key}=${value}&ids=${record.ID}`, {
        token: admin,
      });
      expect(filtered.status, JSON.stringify(filtered.body)).toBe(200);
      expect(filtered.body.data.map((r) => r.ID)).toEqual([record.ID]);
    }
  });

  it('updates it (Version + 1), refuses a stale Version with the current record (40901)', async () => {
    if (!def.actions.edit) {
      // Read-only (the Jobs screen): no edit route, the record unchanged.
      expect((await t.call('PUT', `${base}/${record.ID}`, { token: admin, body: { Version: record.Version } })).status).toBe(404);
      expect((await t.call('GET', `${base}/${record.ID}`, { token: admin })).body).toEqual(record);
      return;
    }
    const { field, value } = changeFor(def, record, token);
    const path = def.singleton ? base : `${base}/${record.ID}`;
    // A computed field sent along is not written (it has no column): its value stays what the server computes.
    const computedKeys = def.fields.filter((f) => f.computed).map((f) => f.key);
    const sentComputed = Object.fromEntries(computedKeys.map((key) => [key, 424242]));
    const answer = await t.call<ResourceRecord>('PUT', path, {
      token: admin,
      body: { ...sentComputed, [field.key]: value, Version: record.Version },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Version).toBe(record.Version + 1);
    expect(answer.body[field.key]).toEqual(value);
    // What the server computes for the record as it now is (a tracking link follows its edited reference).
    const now = computedKeys.length ? (await t.call<ResourceRecord>('GET', path, { token: admin })).body : answer.body;
    for (const key of computedKeys) {
      expect(answer.body[key], key).not.toBe(424242);
      expect(answer.body[key], key).toEqual(now[key]);
    }
    const stale = await t.call('PUT', path, { token: admin, body: { [field.key]: value, Version: record.Version } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 40901, current: answer.body });
    const missing = await t.call('PUT', path, { token: admin, body: { [field.key]: value } });
    expect(missing.body).toMatchObject({ code: 40901, current: answer.body });
    record = answer.body;
  });

  it('refuses an invalid value with 40001 naming the field', async () => {
    if (!def.actions.edit) {
      // Nothing to validate: a read-only resource has no edit route.
      expect((await t.call('PUT', `${base}/${record.ID}`, { token: admin, body: { Title: 42, Version: record.Version } })).status).toBe(
        404,
      );
      return;
    }
    const { key, value } = invalidFor(def);
    const path = def.singleton ? base : `${base}/${record.ID}`;
    const answer = await t.call('PUT', path, { token: admin, body: { [key]: value, Version: record.Version } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40001);
    expect(Object.keys(answer.body.fields)).toContain(key);
  });

  it('refuses a role without the update permission (40301)', async () => {
    const refusedUsers = DEMO_USERS.filter((user) => !can(ROLE_OF[user], ...def.permissions.update));
    // A fact of the permission table: some console role may not change this resource.
    expect(refusedUsers.length, `every console role may update ${def.name}`).toBeGreaterThan(0);
    // A read-only resource is changed only by its actions (a job's cancel and retry): the first one is refused.
    const action = def.actions.edit ? undefined : resourceActions(def).find((a) => String(a.permission) === String(def.permissions.update));
    if (!def.actions.edit && resourceActions(def).length === 0) {
      // Wholly read-only (customers, written by the storefronts): no role changes it. Whoever may read it
      // finds no such route (40401); the others are refused before (40301).
      for (const user of DEMO_USERS) {
        const answer = await t.call('PUT', `${base}/${record.ID}`, { token: await tokenOf(user), body: { Version: record.Version } });
        expect(answer.status, user).toBe(can(ROLE_OF[user], ...def.permissions.view) ? 404 : 403);
      }
      return;
    }
    if (!def.actions.edit) expect(action, `${def.name} is read-only without an action`).toBeDefined();
    const path = def.singleton ? base : action ? `${base}/${record.ID}/${action.id}` : `${base}/${record.ID}`;
    for (const user of refusedUsers) {
      const answer = await t.call(action ? 'POST' : 'PUT', path, { token: await tokenOf(user), body: { Version: record.Version } });
      expect(answer.status, user).toBe(403);
      expect(answer.body.code).toBe(40301);
    }
  });

  it('deletes it with its Version (stale refused), or refuses delete when the resource has none', async () => {
    if (def.singleton || !def.actions.delete) {
      expect((await t.call('DELETE', `${base}/${record.ID}?version=${record.Version}`, { token: admin })).status).toBe(404);
      return;
    }
    // A Version the record no longer (or never) had: the one before, or after for a record never changed (a sub-coupon).
    const staleVersion = record.Version > 1 ? record.Version - 1 : record.Version + 1;
    const stale = await t.call('DELETE', `${base}/${record.ID}?version=${staleVersion}`, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(record);
    const answer = await t.request('DELETE', `${base}/${record.ID}?version=${record.Version}`, { token: admin });
    expect(answer.status).toBe(204);
    expect((await t.call('GET', `${base}/${record.ID}`, { token: admin })).status).toBe(404);
  });

  it('shows the audit trail in the history: create, update with its change, delete', async () => {
    const answer = await t.call<{ data: HistoryEvent[] }>('GET', `${base}/${record.ID}/history`, { token: admin });
    expect(answer.status).toBe(200);
    const actions = answer.body.data.map((e) => e.Action);
    // A singleton may have been seeded (no event) or created by the first read (a create event).
    const createdHere = engineCreates(def) || (def.singleton && actions.includes('create'));
    const expected = [
      ...(def.actions.delete && !def.singleton ? ['delete'] : []),
      ...(def.actions.edit ? ['update'] : []),
      ...(createdHere ? ['create'] : []),
    ];
    expect(actions).toEqual(expected);
    for (const event of answer.body.data) expect(event.ActorID).toBe(payloadOf(admin).id);
    if (!def.actions.edit) return;
    const update = answer.body.data.find((e) => e.Action === 'update')!;
    const { field } = changeFor(def, created, token);
    // Hidden fields are internal columns a hook derives from the changed one (an attribute value's number).
    const hidden = new Set(def.fields.filter((f) => f.hidden).map((f) => f.key));
    expect(update.Changes.filter((c) => !hidden.has(c.Field))).toEqual([
      { Field: field.key, Before: created[field.key], After: record[field.key] },
    ]);
    const create = answer.body.data.find((e) => e.Action === 'create');
    if (create) {
      expect(create.Changes.every((c) => c.Before === null)).toBe(true);
      expect(create.Changes.map((c) => c.Field)).toContain(def.fields.find((f) => f.required && f.kind !== 'password')?.key);
    }
  });
});
