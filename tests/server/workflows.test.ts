/**
 * Every workflow move of every declared resource, found from the declarations (a workflow added later is
 * covered without being listed): a move from one of its states changes the state, keeps its input with the
 * audit event and bumps the Version; from any other state it answers 40901 with the record as it is now and
 * writes nothing; missing input is a 40001 naming the field and writes nothing; a bulk move changes the
 * whole selection or, when one record is in another state, nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { fieldRules } from '../../src/domain/resources/rules';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { resourceActions } from '../../src/domain/resources/workflow';
import { auditEvents } from '../../server/db/schema';
import { signedInApp, type TestApp } from './helpers';
import { actionInputSample, basePath, SampleContext } from './resources-samples';

let t: TestApp;
let admin: string;
let samples: SampleContext;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  samples = new SampleContext(t, admin);
});
afterAll(() => t.close());

const moves = RESOURCES.flatMap((def) =>
  resourceActions(def)
    .filter((a) => a.transition)
    .map((action) => [`${def.name} ${action.id}`, def, action] as const),
);

/** Records of the resource in one of these states, as many as asked for (the demo data must hold them). */
async function inState(def: ResourceDef, field: string, states: readonly (number | string)[], wanted: number): Promise<ResourceRecord[]> {
  const found: ResourceRecord[] = [];
  for (const state of states) {
    if (found.length >= wanted) break;
    const answer = await t.call<{ data: ResourceRecord[] }>(
      'GET',
      `${basePath(def)}?${field}=${encodeURIComponent(String(state))}&limit=${wanted}`,
      { token: admin },
    );
    expect(answer.status).toBe(200);
    found.push(...answer.body.data);
  }
  if (found.length < wanted)
    throw new Error(
      `The demo data holds fewer than ${wanted} ${def.name} in ${field} ${states.join('/')}: seed them so the move can be tested`,
    );
  return found.slice(0, wanted);
}

function otherStates(def: ResourceDef, action: CustomActionDef): (number | string)[] {
  const field = def.fields.find((f) => f.key === action.transition!.field)!;
  return (field.options ?? []).map((o) => o.value).filter((v) => !action.transition!.from.some((s) => String(s) === String(v)));
}

async function eventsOf(def: ResourceDef, id: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, def.name), eq(auditEvents.entityId, id)));
  return row.n;
}

describe('workflow declarations', () => {
  it('are found', () => expect(moves.length).toBeGreaterThan(0));

  it.each(RESOURCES.filter((def) => def.workflow).map((def) => [def.name, def] as const))(
    '%s: the state is a read-only enum, every move names its states, ids are unique',
    (_name, def) => {
      const field = def.fields.find((f) => f.key === def.workflow!.field);
      expect(field?.kind).toBe('enum');
      expect(field?.readOnly, 'the state moves only through the workflow, never by an edit').toBe(true);
      const values = new Set((field!.options ?? []).map((o) => String(o.value)));
      for (const move of def.workflow!.transitions) {
        expect(move.from.length, move.id).toBeGreaterThan(0);
        for (const state of [...move.from, move.to]) expect(values.has(String(state)), `${move.id}: ${state}`).toBe(true);
        for (const input of move.input ?? [])
          expect(
            def.fields.some((f) => f.key === input.key),
            `${move.id}: input ${input.key} is not a field`,
          ).toBe(false);
      }
      const ids = resourceActions(def).map((a) => a.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});

describe.each(moves)('%s', (_name, def, action) => {
  const { field, to } = action.transition!;

  it('moves a record from its state, keeping the input with the audit event', async () => {
    const [record] = await inState(def, field, action.transition!.from, 1);
    const input = await actionInputSample(samples, def, action);
    const answer = await t.call<ResourceRecord>('POST', `${basePath(def)}/${record.ID}/${action.id}`, {
      token: admin,
      body: { ...input, Version: record.Version },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(String(answer.body[field])).toBe(String(to));
    expect(answer.body.Version).toBe(record.Version + 1);
    const [event] = (
      await t.call<{ data: { Action: string; Input?: Record<string, unknown> }[] }>('GET', `${basePath(def)}/${record.ID}/history`, {
        token: admin,
      })
    ).body.data;
    expect(event.Action).toBe(action.id);
    if (action.input?.length) expect(Object.keys(event.Input ?? {}).sort()).toEqual(action.input.map((f) => f.key).sort());
  });

  it('answers 40901 with the record as it is now from any other state, and writes nothing', async () => {
    const others = otherStates(def, action);
    if (!others.length) return expect(action.transition!.from.length).toBeGreaterThan(0);
    const [record] = await inState(def, field, others, 1);
    const before = await eventsOf(def, record.ID);
    const input = await actionInputSample(samples, def, action);
    const answer = await t.call('POST', `${basePath(def)}/${record.ID}/${action.id}`, {
      token: admin,
      body: { ...input, Version: record.Version },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 40901, current: { ID: record.ID, Version: record.Version, [field]: record[field] } });
    expect(await t.read<ResourceRecord>(`${basePath(def)}/${record.ID}`, admin)).toEqual(record);
    expect(await eventsOf(def, record.ID)).toBe(before);
  });
});

describe.each(moves.filter(([, , action]) => action.input?.some((f) => fieldRules(f).length)))(
  '%s with its input',
  (_name, def, action) => {
    const { field } = action.transition!;

    it('refuses input that breaks its rules with 40001 naming the field, and writes nothing', async () => {
      const [record] = await inState(def, field, action.transition!.from, 1);
      const before = await eventsOf(def, record.ID);
      const answer = await t.call('POST', `${basePath(def)}/${record.ID}/${action.id}`, {
        token: admin,
        body: { Version: record.Version, ...Object.fromEntries(action.input!.map((f) => [f.key, { nested: ['not', 'a', 'value'] }])) },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(expect.arrayContaining([action.input![0].key]));
      expect(await t.read<ResourceRecord>(`${basePath(def)}/${record.ID}`, admin)).toEqual(record);
      expect(await eventsOf(def, record.ID)).toBe(before);
    });
  },
);

describe.each(moves.filter(([, , action]) => action.bulk))('%s on a selection', (_name, def, action) => {
  const { field, to } = action.transition!;

  it('moves a selection together, or none of it when one record is in another state', async () => {
    const pair = await inState(def, field, action.transition!.from, 2);
    const input = await actionInputSample(samples, def, action);
    const others = otherStates(def, action);
    if (others.length) {
      const [stranger] = await inState(def, field, others, 1);
      const refused = await t.call('POST', `${basePath(def)}/actions/${action.id}`, {
        token: admin,
        body: { ...input, ids: [...pair.map((r) => r.ID), stranger.ID] },
      });
      expect(refused.status).toBe(409);
      for (const record of [...pair, stranger])
        expect(await t.read<ResourceRecord>(`${basePath(def)}/${record.ID}`, admin)).toEqual(record);
    }
    const moved = await t.call('POST', `${basePath(def)}/actions/${action.id}`, {
      token: admin,
      body: { ...input, ids: pair.map((r) => r.ID) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual({ updated: 2 });
    for (const record of pair)
      expect(String((await t.read<ResourceRecord>(`${basePath(def)}/${record.ID}`, admin))[field])).toBe(String(to));
  });
});
