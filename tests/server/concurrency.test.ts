/**
 * Many people writing one record at once (issue 7, section 3), generated for every declared resource that
 * can be edited: N editors send their change with the same Version together; exactly one write wins, every
 * other editor gets 40901 with the record as the winner left it, the Version moves by one and the audit
 * trail holds one event. Then a delete, a custom action and an edit racing each other on one Version, and
 * one to-do completed by several requests at once. On PGlite the requests interleave on one connection; on
 * PostgreSQL (scripts/test-pg.mjs) they run on several pooled connections at once.
 */
import { and, count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableFields } from '../../src/domain/resources/rules';
import type { CustomActionDef, FieldDef, ResourceDef, ResourceRecord } from '../../src/domain/resources/types';
import { auditEvents } from '../../server/db/schema';
import { type JsonAnswer, payloadOf, signedInApp, type TestApp } from './helpers';
import {
  actionInputSample,
  basePath,
  editableFilter,
  recordTakes,
  RESOURCES,
  sampleInput,
  SampleContext,
  uniqueToken,
} from './resources-samples';
import { resourceActions } from '../../src/domain/resources/workflow';

/** Editors per record: more than the PostgreSQL test pool's 4 connections, so some wait on a row lock. */
const EDITORS = 8;

let t: TestApp;
let admin: string;
let samples: SampleContext;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  samples = new SampleContext(t, admin);
});
afterAll(() => t.close());

/** Audit events of one record (any action), optionally only those after an event id. */
async function auditCount(def: ResourceDef, id: number, afterEventId = 0): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, def.name), eq(auditEvents.entityId, id), gt(auditEvents.id, afterEventId)));
  return row.n;
}

/** The newest audit event's id: events written later have larger ids. */
async function lastEventId(): Promise<number> {
  const [row] = await t.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  return row.id ?? 0;
}

/** Editor `i`'s own change: a plain text, a translation, rich text, a number or a flag of the record. */
function changeOf(def: ResourceDef, record: ResourceRecord, i: number, token: string): Record<string, unknown> {
  const fields = writableFields(def).filter((f: FieldDef) => f.kind !== 'password' && !f.unique);
  const text = fields.find((f) => ['text', 'longText'].includes(f.kind) && !f.format && !f.rules);
  if (text) return { [text.key]: `editor ${i} ${token}`.slice(0, text.maxLength ?? 255) };
  const translated = fields.find((f) => f.kind === 'translations');
  if (translated) return { [translated.key]: { ...(record[translated.key] as object), sv: `Redaktör ${i} ${token}` } };
  const rich = fields.find((f) => f.kind === 'richText');
  if (rich) return { [rich.key]: `<p>Editor ${i} ${token}</p>` };
  const numeric = fields.find((f) => f.kind === 'integer' && f.max == null);
  if (numeric) return { [numeric.key]: Number(record[numeric.key] ?? 0) + i + 1 };
  // Nothing to tell the editors apart: they all send the record as it is, which is still a write.
  return {};
}

const status = (answers: JsonAnswer[]) => answers.map((a) => a.status).sort();

const editable = RESOURCES.filter((def) => def.actions.edit);

describe('many editors of one record at once', () => {
  it('covers every editable resource', () => {
    expect(editable.length).toBeGreaterThan(10);
  });

  it.each(editable.map((def) => [def.name, def] as const))(
    '%s: one write per Version wins, the rest get 40901 with the winner',
    async (_name, def) => {
      const base = basePath(def);
      const path = def.singleton ? base : `${base}/${await samples.recordId(def, editableFilter(def))}`;
      const before = (await t.call<ResourceRecord>('GET', path, { token: admin })).body;
      const events = await auditCount(def, before.ID);
      const token = uniqueToken();
      const answers = await Promise.all(
        Array.from({ length: EDITORS }, (_, i) =>
          t.call<ResourceRecord>('PUT', path, { token: admin, body: { ...changeOf(def, before, i, token), Version: before.Version } }),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      expect(won, JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body))).toHaveLength(1);
      const winner = won[0].body;
      expect(winner.Version).toBe(before.Version + 1);
      for (const lost of answers.filter((a) => a.status !== 200)) {
        expect(lost.status).toBe(409);
        expect(lost.body).toMatchObject({ code: 40901, current: winner });
      }
      const after = (await t.call<ResourceRecord>('GET', path, { token: admin })).body;
      expect(after).toEqual(winner);
      expect(await auditCount(def, before.ID)).toBe(events + 1);
    },
  );
});

const deletable = RESOURCES.filter((def) => def.actions.create && def.actions.edit && def.actions.delete && !def.singleton);

describe('delete and edit racing on one Version', () => {
  it.each(deletable.map((def, n) => [def.name, def, n % 2] as const))(
    '%s: either the delete or one edit wins, nothing else',
    async (_name, def, first) => {
      const base = basePath(def);
      const token = uniqueToken();
      const created = await t.call<ResourceRecord>('POST', base, { token: admin, body: await sampleInput(samples, def, token) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const record = created.body;
      const path = `${base}/${record.ID}`;
      const since = await lastEventId();
      // Deletes and edits alternate, the kind sent first alternating between resources, so either can win.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 === first
            ? t.call('DELETE', `${path}?version=${record.Version}`, { token: admin })
            : t.call<ResourceRecord>('PUT', path, { token: admin, body: { ...changeOf(def, record, i, token), Version: record.Version } }),
        ),
      );
      const won = answers.filter((a) => a.status < 300);
      expect(won, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(1);
      const now = await t.call<ResourceRecord>('GET', path, { token: admin });
      if (won[0].status === 204) {
        // The record is gone; everyone else finds nothing to write or delete.
        expect(now.status).toBe(404);
        expect(status(answers)).toEqual([204, 404, 404, 404, 404, 404]);
      } else {
        // An edit won: every other write names the Version it was based on, which is now stale.
        expect(now.body).toEqual(won[0].body);
        expect(now.body.Version).toBe(record.Version + 1);
        for (const lost of answers.filter((a) => a !== won[0])) expect(lost.body).toMatchObject({ code: 40901, current: now.body });
      }
      expect(await auditCount(def, record.ID, since)).toBe(1);
    },
  );
});

/** Resources with custom actions or workflow moves, each with a record the action applies to. */
const withActions = RESOURCES.flatMap((def) => resourceActions(def).map((action) => [`${def.name} ${action.id}`, def, action] as const));

describe('a custom action and an edit racing on one Version', () => {
  it('covers the declared actions', () => expect(withActions.length).toBeGreaterThan(0));

  it.each(withActions)(
    '%s: one write wins, every request after it gets 40901',
    async (_name, def: ResourceDef, action: CustomActionDef) => {
      const base = basePath(def);
      const listed = (await t.call<{ data: ResourceRecord[] }>('GET', `${base}?limit=200`, { token: admin })).body.data;
      const me = payloadOf(admin).id;
      const record = listed.find(
        (r) =>
          r.ID !== me &&
          Object.entries(action.when ?? {}).every(([key, allowed]) => allowed.some((value) => String(value) === String(r[key]))) &&
          recordTakes(def, action, r),
      );
      if (!record)
        throw new Error(`No ${def.name} record in the demo data matches the "when" of ${action.id}: seed one so the race can be tested`);
      const path = `${base}/${record.ID}`;
      const input = await actionInputSample(samples, def, action, record);
      // An input naming a record of the same resource (merge a price list with another) names another one.
      for (const field of action.input ?? []) {
        if (field.kind === 'reference' && field.resource === def.name && input[field.key] === record.ID)
          input[field.key] = listed.find((r) => r.ID !== record.ID)!.ID;
      }
      const since = await lastEventId();
      const token = uniqueToken();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          // A resource without edits (jobs, supplier to-dos) races the action against itself.
          i % 2 === 0 || !def.actions.edit
            ? t.call<ResourceRecord>('POST', `${path}/${action.id}`, { token: admin, body: { ...input, Version: record.Version } })
            : t.call<ResourceRecord>('PUT', path, { token: admin, body: { ...changeOf(def, record, i, token), Version: record.Version } }),
        ),
      );
      const seen = JSON.stringify(answers.map((a) => [a.status, a.body])).slice(0, 2000);
      if (action.keepsRecord) {
        // An action that keeps the record locks the row at the Version sent and leaves any write to its effect: an
        // e-mail about the record writes nothing, a payment on an invoice writes its balance (and its Version). At
        // most one write goes through (an edit, or an action whose effect wrote); each action either came before it
        // (200) or after it (40901 with the record as it is now).
        const isAction = (i: number) => i % 2 === 0 || !def.actions.edit;
        const edits = answers.filter((a, i) => !isAction(i) && a.status === 200);
        const done = answers.filter((a, i) => isAction(i) && a.status === 200);
        const writers = done.filter((a) => a.body.Version !== record.Version);
        expect(edits.length + writers.length, seen).toBeLessThanOrEqual(1);
        if (def.actions.edit && writers.length === 0) expect(edits, seen).toHaveLength(1);
        const now = (await t.call<ResourceRecord>('GET', path, { token: admin })).body;
        expect(now.Version).toBe(record.Version + edits.length + writers.length);
        for (const answer of answers) {
          if (answer.status === 200) continue;
          expect(answer.body, seen).toMatchObject({ code: 40901, current: now });
          expect(edits.length + writers.length, seen).toBe(1);
        }
        for (const answer of done) {
          const wrote = writers.includes(answer);
          expect({ ...answer.body, $outcome: undefined }, seen).toMatchObject({ ID: record.ID, Version: record.Version + (wrote ? 1 : 0) });
        }
        // Each that went through is audited; an effect's own write of the record (the payment) may add its event.
        const audited = await auditCount(def, record.ID, since);
        expect(audited).toBeGreaterThanOrEqual(edits.length + done.length);
        expect(audited).toBeLessThanOrEqual(edits.length + done.length + writers.length);
        return;
      }
      const won = answers.filter((a) => a.status === 200);
      expect(won, seen).toHaveLength(1);
      const now = (await t.call<ResourceRecord>('GET', path, { token: admin })).body;
      // The record as answered, beside what its effect reported (the e-mail a purchase order's sending queued).
      expect(now).toEqual({ ...won[0].body, $outcome: undefined });
      expect(now.Version).toBe(record.Version + 1);
      for (const lost of answers.filter((a) => a !== won[0]))
        expect(lost.body, JSON.stringify(lost.body).slice(0, 300)).toMatchObject({ code: 40901, current: now });
      expect(await auditCount(def, record.ID, since)).toBe(1);
    },
  );
});

describe('one to-do completed by several requests at once', () => {
  it('completes it once: one 200, the rest 40901, one audit event', async () => {
    const support = await t.signIn('support');
    const mine = await t.call<{ data: { ID: number; CompletedAt: string | null }[] }>('GET', '/api/common/to-dos', { token: support });
    const target = mine.body.data.find((item) => item.CompletedAt === null)?.ID;
    if (target === undefined) throw new Error('The demo data gives support no open to-do');
    const since = await lastEventId();
    const answers = await Promise.all(
      Array.from({ length: EDITORS }, () => t.call('PUT', `/api/common/to-dos/${target}/complete`, { token: support, body: {} })),
    );
    expect(status(answers)).toEqual([200, ...Array(EDITORS - 1).fill(409)]);
    const [events] = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'todo'),
          eq(auditEvents.entityId, target),
          eq(auditEvents.action, 'complete'),
          gt(auditEvents.id, since),
        ),
      );
    expect(events.n).toBe(1);
  });
});
