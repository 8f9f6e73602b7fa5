/**
 * Bad input never gets a 5xx (issue 7, section 2): property-based requests (fast-check) to every route of
 * the API's real route table, read from the built app, so a route added later is fuzzed without being
 * listed. Path parameters, query strings, headers and bodies of every shape; field-aware bodies from the
 * resource declarations. Each answer is checked by tests/server/fuzz/harness.ts.
 *
 * CI runs FUZZ_CASES_PER_ROUTE cases per route (default below) from a fixed seed; `npm run fuzz` runs many more on
 * PostgreSQL (scripts/fuzz.mjs). FUZZ_SEED runs another seed or replays a run; FUZZ_REPORT=routes prints a line per route;
 * FUZZ_CONTENTS=1 also compares every row's contents around a refusal. A failure prints the shrunk
 * request, the answer and the server's log of the error.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { recordAudit } from '../../server/audit';
import type { AppDeps } from '../../server/http/env';
import { apiRoutes } from '../../server/http/route-table';
import { createHarness, routeKey, type Harness } from './fuzz/harness';
import type { FuzzCase } from './fuzz/requests';

/** Enough to reach every route's refusals on every run and keep the file well under a minute on two cores. */
const DEFAULT_CASES_PER_ROUTE = 4;
const casesPerRoute = Number(process.env.FUZZ_CASES_PER_ROUTE ?? DEFAULT_CASES_PER_ROUTE);
/**
 * A fixed seed, so that every run of the suite sends the same requests and a failure replays as it was; FUZZ_SEED
 * explores others (`npm run fuzz` picks one at random). The report after the file prints the seed used.
 */
const DEFAULT_SEED = 20_261_126;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, not "${process.env.FUZZ_SEED}"`);

/** The route table at collection time: building the app registers the routes without touching its deps. */
const routes = apiRoutes(createApp({} as AppDeps));

/** A route's own seed, so one route replays alike whatever runs before it. */
function seedOf(key: string): number {
  let hash = seed | 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash;
}

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ contents: process.env.FUZZ_CONTENTS === '1' });
}, 120_000);

afterAll(async () => {
  if (harness) {
    console.log(harness.report(seed, process.env.FUZZ_REPORT === 'routes'));
    await harness.t.close();
  }
});

describe('bad input never gets a 5xx', () => {
  it('finds the same routes in the test app as in the table it fuzzes', () => {
    expect(apiRoutes(harness.t.app).map(routeKey)).toEqual(routes.map(routeKey));
    expect(routes.length).toBeGreaterThan(100);
  });

  it('catches a refused request that writes: a row added, or a version moved', async () => {
    const route = routes.find((r) => r.method === 'GET' && r.path.startsWith('/api/setting/faq/:id'))!;
    const refused: FuzzCase = {
      principal: 'admin',
      method: 'GET',
      path: '/api/setting/faq/0',
      query: '',
      headers: {},
      body: { kind: 'none' },
      liveId: null,
      liveVersion: null,
      noXsrf: false,
    };
    try {
      harness.afterRequest = () => recordAudit(harness.t.db, { actorId: null, entity: 'faq', entityId: 0, action: 'fuzz-self-test' });
      await expect(harness.check(route, refused)).rejects.toThrow(
        /A refused request \(404\) wrote: audit_events rows \d+ versions \d+ → rows \d+ versions \d+/,
      );
      harness.afterRequest = async () => {
        await harness.t.db.execute(sql`update faqs set version = version + 1 where id = (select min(id) from faqs)`);
      };
      await expect(harness.check(route, refused)).rejects.toThrow(
        /A refused request \(404\) wrote: faqs rows \d+ versions \d+ → rows \d+ versions \d+/,
      );
      harness.afterRequest = null;
      await expect(harness.check(route, refused)).resolves.toBeUndefined();
    } finally {
      harness.afterRequest = null;
    }
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s',
    async (key, route) => {
      await harness.fuzzRoute(route, casesPerRoute, seedOf(key));
    },
    600_000,
  );
});
