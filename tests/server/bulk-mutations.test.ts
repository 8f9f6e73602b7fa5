/**
 * Set-based writes (server/resources/bulk-mutations.ts, what a catalogue import's batch writes) against the
 * engine's own record-by-record writes: the same values give the same records and the same audit events, and
 * they refuse what a single write refuses (a missing reference, a stale Version, a SKU that exists, a record
 * put under itself), writing nothing of the batch then.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPayload } from '../../src/domain/api-types';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { auditEvents } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { ApiFailure } from '../../server/http/errors';
import { writeCreates, writesInBulk, writeUpdates } from '../../server/resources/bulk-mutations';
import { createRecord, writeCreate, writeUpdate } from '../../server/resources/mutations';
import { readRecord } from '../../server/resources/records';
import { checkedValues } from '../../server/resources/write-values';
import { payloadOf, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let auth: TokenPayload;
const products = () => t.resources.bindingOf('products');
const categories = () => t.resources.bindingOf('categories');

beforeAll(async () => {
  let admin: string;
  ({ t, admin } = await signedInApp(['admin']));
  auth = payloadOf(admin);
});
afterAll(() => t.close());

/** What a thrown write says: its API code and the fields it names. */
async function refusal(work: () => Promise<unknown>): Promise<{ code: number; fields: string[] }> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { code: error.code, fields: Object.keys(error.fields ?? {}) };
  }
  throw new Error('The write was not refused');
}

/** Runs `work` in a transaction that always rolls back, answering what it answered or threw. */
async function rolledBack<T>(db: Db, work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  const sentinel = new Error('roll back');
  try {
    await db.transaction(async (tx) => {
      answer = await work(tx);
      throw sentinel;
    });
  } catch (error) {
    if (error !== sentinel) throw error;
  }
  return answer as T;
}

async function lastEvent(entity: string, id: number) {
  const [event] = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event;
}

/** A record without what differs between two writes of the same values (its id, instants, the SKU they are under). */
function comparable(record: ResourceRecord | Record<string, unknown> | null): Record<string, unknown> {
  const { ID: _id, CreatedAt: _created, UpdatedAt: _updated, Sku: _sku, ...rest } = record ?? {};
  return rest;
}

const productValues = (sku: string, extra: Record<string, unknown> = {}) =>
  checkedValues(
    products(),
    { Sku: sku, Name: { sv: 'Skal', en: 'Case' }, PurchasePrice: '12.5', Weight: '45', CountryOfOrigin: 'CN', ...extra },
    'create',
    null,
  );

describe('set-based writes', () => {
  it('are open to products and categories, whose only per-record check (no parent cycle) has a set-based form', () => {
    expect(writesInBulk(products())).toBe(true);
    expect(writesInBulk(categories())).toBe(true);
    expect(writesInBulk(t.resources.bindingOf('users'))).toBe(false);
  });

  it('create and update records and their audit events exactly as the record-by-record writes do', async () => {
    const now = new Date();
    const token = uniqueToken().toUpperCase();
    const single = await t.db.transaction((tx) => writeCreate(tx, { auth, now }, products(), productValues(`${token}-ONE`)));
    const [bulk, other] = await t.db.transaction((tx) =>
      writeCreates(tx, { auth, now }, products(), [productValues(`${token}-TWO`), productValues(`${token}-THREE`, { Weight: '7' })]),
    );
    expect(bulk.Sku).toBe(`${token}-TWO`);
    expect(other).toMatchObject({ Sku: `${token}-THREE`, Weight: 7 });
    expect(comparable(bulk)).toEqual(comparable(single));
    expect(bulk).toEqual(await readRecord(t.db, products(), bulk.ID));
    const [singleCreated, bulkCreated] = [await lastEvent('products', single.ID), await lastEvent('products', bulk.ID)];
    expect(bulkCreated).toMatchObject({ action: 'create', actorId: auth.id, before: null });
    expect(comparable(bulkCreated.after as Record<string, unknown>)).toEqual(comparable(singleCreated.after as Record<string, unknown>));

    const change = { PurchasePrice: '99', Name: { sv: 'Nytt skal' } };
    const updatedSingle = await t.db.transaction((tx) =>
      writeUpdate(tx, { auth, now }, products(), single, checkedValues(products(), change, 'update', single)),
    );
    const [updatedBulk] = await t.db.transaction((tx) =>
      writeUpdates(tx, { auth, now }, products(), [{ current: bulk, values: checkedValues(products(), change, 'update', bulk) }]),
    );
    expect(updatedBulk).toMatchObject({ Version: bulk.Version + 1, PurchasePrice: '99.00', Name: { sv: 'Nytt skal' } });
    expect(comparable(updatedBulk)).toEqual(comparable(updatedSingle));
    expect(updatedBulk).toEqual(await readRecord(t.db, products(), bulk.ID));
    const [singleEvent, event] = [await lastEvent('products', single.ID), await lastEvent('products', bulk.ID)];
    expect(event).toMatchObject({ action: 'update', actorId: auth.id });
    // The event holds what the single write's holds: the stored record before and after (no computed fields).
    expect(comparable(event.before as Record<string, unknown>)).toEqual(comparable(singleEvent.before as Record<string, unknown>));
    expect(comparable(event.after as Record<string, unknown>)).toEqual(comparable(singleEvent.after as Record<string, unknown>));
    expect((event.after as Record<string, unknown>).Version).toBe(updatedBulk.Version);
    expect(event.after).not.toHaveProperty('Thumbnail');
    const history = await t.call('GET', `/api/product/items/${bulk.ID}/history`, { token: await t.signIn('admin') });
    expect(history.body.data[0]).toMatchObject({ Action: 'update', ActorID: auth.id });
    expect(history.body.data[0].Changes).toEqual(expect.arrayContaining([{ Field: 'PurchasePrice', Before: '12.50', After: '99.00' }]));
  });

  it('refuse a missing reference as a single write does, and write nothing of the batch', async () => {
    const now = new Date();
    const token = uniqueToken().toUpperCase();
    const values = [productValues(`${token}-A`), productValues(`${token}-B`, { Tags: [2_000_000_000] })];
    const single = await refusal(() => rolledBack(t.db, (tx) => writeCreate(tx, { auth, now }, products(), values[1])));
    const bulk = await refusal(() => t.db.transaction((tx) => writeCreates(tx, { auth, now }, products(), values)));
    expect(bulk).toEqual(single);
    expect(bulk).toEqual({ code: 40001, fields: ['Tags'] });
    const rows = await t.db
      .select({ id: products().columns.ID })
      .from(products().table)
      .where(inArray(sql`lower(${products().columns.Sku})`, [`${token}-a`, `${token}-b`]));
    expect(rows).toEqual([]);
  });

  it('refuse an article number that exists, without regard to case, as a single write does', async () => {
    const now = new Date();
    const token = uniqueToken().toUpperCase();
    await t.db.transaction((tx) => writeCreates(tx, { auth, now }, products(), [productValues(`${token}-A`)]));
    const single = await refusal(() =>
      createRecord({ db: t.db, resources: t.resources, auth, now }, products(), { Sku: `${token.toLowerCase()}-a`, Name: { sv: 'Skal' } }),
    );
    const bulk = await refusal(() =>
      t.db.transaction((tx) =>
        writeCreates(tx, { auth, now }, products(), [productValues(`${token}-B`), productValues(`${token.toLowerCase()}-a`)]),
      ),
    );
    expect(bulk).toEqual({ code: 40901, fields: ['Sku'] });
    expect(single).toEqual(bulk);
  });

  it('refuse a record written since it was read (40901 with it as it is now), and write none of the others', async () => {
    const now = new Date();
    const token = uniqueToken().toUpperCase();
    const [a, b] = await t.db.transaction((tx) =>
      writeCreates(tx, { auth, now }, products(), [productValues(`${token}-A`), productValues(`${token}-B`)]),
    );
    const [moved] = await t.db.transaction((tx) =>
      writeUpdates(tx, { auth, now }, products(), [{ current: b, values: checkedValues(products(), { Weight: '1' }, 'update', b) }]),
    );
    let failure: ApiFailure | null = null;
    try {
      await t.db.transaction((tx) =>
        writeUpdates(
          tx,
          { auth, now },
          products(),
          [a, b].map((current) => ({ current, values: checkedValues(products(), { Weight: '2' }, 'update', current) })),
        ),
      );
    } catch (error) {
      failure = error as ApiFailure;
    }
    expect(failure?.code).toBe(40901);
    expect((failure?.extra as { current?: ResourceRecord } | undefined)?.current).toEqual(moved);
    expect(await readRecord(t.db, products(), a.ID)).toEqual(a);
    expect(await readRecord(t.db, products(), b.ID)).toEqual(moved);
  });

  it('refuse two categories put under each other in one write', async () => {
    const now = new Date();
    const slug = uniqueToken().toLowerCase();
    const create = (suffix: string) =>
      checkedValues(categories(), { Name: `Kategori ${suffix}`, Slug: `${slug}-${suffix}` }, 'create', null);
    const [a, b] = await t.db.transaction((tx) => writeCreates(tx, { auth, now }, categories(), [create('a'), create('b')]));
    const under = (current: ResourceRecord, parent: ResourceRecord) => ({
      current,
      values: checkedValues(categories(), { ParentID: parent.ID }, 'update', current),
    });
    expect(
      await refusal(() => t.db.transaction((tx) => writeUpdates(tx, { auth, now }, categories(), [under(a, b), under(b, a)]))),
    ).toEqual({ code: 40001, fields: ['ParentID'] });
    const [placed] = await t.db.transaction((tx) => writeUpdates(tx, { auth, now }, categories(), [under(b, a)]));
    expect(placed.ParentID).toBe(a.ID);
  });
});
