/**
 * A stale write's answer (40901) names who wrote the record since the version the caller sent, and when,
 * beside the record as it is now: the form says "Anna saved it" or "you saved it in another tab", not
 * "someone else".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictBody, ResourceRecord } from '../../src/domain/resources/types';
import { payloadOf, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let catalog: string;

beforeAll(async () => {
  ({ t, admin, catalog } = await signedInApp(['admin', 'catalog']));
});
afterAll(() => t.close());

const put = (token: string, path: string, body: unknown) => t.call<ResourceRecord & ConflictBody>('PUT', path, { token, body });

describe('stale writes', () => {
  it('name every writer since the version sent, newest first, with the record as it is now', async () => {
    const created = await t.call<ResourceRecord>('POST', '/api/product/tags', { token: admin, body: { Name: `Tagg ${uniqueToken()}` } });
    expect(created.status).toBe(201);
    const path = `/api/product/tags/${created.body.ID}`;
    const second = await put(admin, path, { ...created.body, Description: 'admin' });
    expect(second.status).toBe(200);
    const third = await put(catalog, path, { ...second.body, Description: 'catalog' });
    expect(third.status).toBe(200);

    const stale = await put(admin, path, { ...created.body, Name: 'Min version' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(40901);
    expect(stale.body.current).toEqual(third.body);
    expect(stale.body.changedBy).toEqual([
      { ActorID: payloadOf(catalog).id, At: expect.any(String) },
      { ActorID: payloadOf(admin).id, At: expect.any(String) },
    ]);
    const [last, before] = stale.body.changedBy!;
    expect(Date.parse(last.At)).toBeGreaterThanOrEqual(Date.parse(before.At));

    // One version behind: only the last writer. No Version at all: nobody is named.
    const behind = await put(admin, path, { ...second.body, Name: 'Min version' });
    expect(behind.body.changedBy).toEqual([{ ActorID: payloadOf(catalog).id, At: expect.any(String) }]);
    const { Version: _version, ...unversioned } = third.body;
    const missing = await put(admin, path, unversioned);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ current: third.body, changedBy: [] });
    // Nothing was written by the refused attempts.
    expect((await t.call<ResourceRecord>('GET', path, { token: admin })).body).toEqual(third.body);
  });

  it('name the writer of a singleton too', async () => {
    const first = (await t.call<ResourceRecord>('GET', '/api/setting/return-reclaim', { token: admin })).body;
    const saved = await put(admin, '/api/setting/return-reclaim', { ...first, ChargebackThreshold: '2100.00' });
    expect(saved.status).toBe(200);
    const stale = await put(admin, '/api/setting/return-reclaim', { ...first, ChargebackThreshold: '2200.00' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: saved.body, changedBy: [{ ActorID: payloadOf(admin).id }] });
  });
});
