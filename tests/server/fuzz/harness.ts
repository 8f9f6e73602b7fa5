/**
 * Runs generated requests against the real app and checks what every answer must be: never a 5xx or a
 * thrown or dropped request; a 4xx is JSON `{ code, message }` with a code from the catalogue whose first
 * three digits are the status; and a refused request writes nothing (row counts and the sum of `version` of
 * every table, the audit trail included, are the same before and after it).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/recordset';
import { ErrorCode } from '../../../src/domain/errors';
import { RESOURCES } from '../../../src/domain/resources';
import type { Logger } from '../../../server/logger';
import { apiRoutes, fillRoute, routeParams, type ApiRoute } from '../../../server/http/route-table';
import { createTestApp, type TestApp } from '../helpers';
import { newFile } from '../kit';
import { basePath, sampleInput, SampleContext, SAMPLE_PNG, uniqueToken } from '../resources-samples';
import { caseOf, PRINCIPALS, resourceOfRoute, type BodySpec, type FuzzCase, type Principal, type RouteModel } from './requests';

/** Brute-force counters are written by refused sign-ins on purpose (docs/decisions.md "Brute-force limits"). */
const WRITTEN_BY_REFUSALS = new Set(['auth_attempts']);
const CATALOGUE = new Set<number>(Object.values(ErrorCode));
/** A request that has not answered by then counts as dropped (generous: the machine may be busy). */
const REQUEST_TIMEOUT_MS = 60_000;

/** A logger that keeps the last unhandled error, so a 5xx names its cause. */
export class CapturingLogger implements Logger {
  last: string | null = null;
  info(): void {}
  warn(): void {}
  error(message: string, fields?: Record<string, unknown>): void {
    this.last = `${message}: ${String(fields?.error ?? JSON.stringify(fields))}`;
  }
}

type Snapshot = Record<string, number | string>;

/**
 * The database's state as the write check compares it. `full` is one query: per table its row count and
 * the sum of its versions, and with `contents` an MD5 of every row's text (catches a write that changes a
 * value without moving the version; slower, `npm run fuzz` turns it on). `xmax` is the next transaction id
 * PostgreSQL will hand out: a request that wrote anything (or tried to) took one, so while it stays put the
 * full query need not run again.
 */
interface StateReader {
  full(): Promise<Snapshot>;
  xmax(): Promise<string>;
}

async function stateReader(t: TestApp, contents: boolean): Promise<StateReader> {
  const result = rowsOf<{ table: string; hasVersion: boolean }>(
    await t.db.execute(sql`
    select c.table_name as "table", bool_or(c.column_name = 'version') as "hasVersion"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    group by c.table_name order by c.table_name`),
  );
  const tables = result.filter((row) => !WRITTEN_BY_REFUSALS.has(row.table));
  if (!tables.some((row) => row.table === 'audit_events'))
    throw new Error('no audit_events table found: the write check would miss the audit trail');
  // One subquery per table: far cheaper to plan than one per measure.
  const columns = tables.map(({ table, hasVersion }) => {
    const parts = [`'rows ' || count(*)`, `'versions ' || ${hasVersion ? 'coalesce(sum(version), 0)' : '0'}`];
    if (contents) parts.push(`'md5 ' || md5(coalesce(string_agg(x::text, ',' order by x::text), ''))`);
    return `(select ${parts.join(` || ' ' || `)} from "${table}" x) as "${table}"`;
  });
  const fullQuery = sql.raw(`select ${columns.join(', ')}`);
  const xmaxQuery = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`;
  return {
    async full() {
      return rowsOf<Snapshot>(await t.db.execute(fullQuery))[0];
    },
    async xmax() {
      return rowsOf<{ xmax: string }>(await t.db.execute(xmaxQuery))[0].xmax;
    },
  };
}

function differences(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before)
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key} ${before[key]} → ${after[key]}`);
}

/** Shortens long strings for messages: a shrunk case stays readable. */
export function shorten(text: string, max = 300): string {
  const visible = [...text.slice(0, max)]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff) || code === 0x2028 || code === 0x2029
        ? `\\u${code.toString(16).padStart(4, '0')}`
        : ch;
    })
    .join('');
  return text.length > max ? `${visible}…(${text.length} chars)` : visible;
}

function describeBody(body: BodySpec): string {
  switch (body.kind) {
    case 'none':
      return 'no body';
    case 'json':
      return `${body.contentType || 'no content type'} ${shorten(JSON.stringify(body.value) ?? 'undefined')}`;
    case 'raw':
      return `${body.contentType || 'no content type'} raw ${shorten(JSON.stringify(body.text))}`;
    case 'multipart':
      return `multipart ${shorten(JSON.stringify(body.parts))}`;
  }
}

/** The request as one line: what to send again to see the bug. */
export function describeCase(c: FuzzCase): string {
  const headers = Object.keys(c.headers).length ? ` headers ${shorten(JSON.stringify(c.headers), 120)}` : '';
  return `${c.principal}${c.noXsrf ? ' without the XSRF token' : ''}: ${c.method} ${shorten(c.path, 200)}${c.query ? `?${shorten(c.query)}` : ''}${headers} — ${describeBody(c.body)}`;
}

export interface Stats {
  cases: number;
  ms: number;
  statuses: Map<number, number>;
}

export interface Harness {
  t: TestApp;
  routes: ApiRoute[];
  models: Map<string, RouteModel>;
  stats: Map<string, Stats>;
  logger: CapturingLogger;
  tokens: Record<Principal, string | undefined>;
  /** One generated case, run and checked; throws with the request and the answer when a rule is broken. */
  check(route: ApiRoute, fuzzCase: FuzzCase): Promise<void>;
  /** Runs right after each request answers (the harness's own test uses it to pose as a request that wrote). */
  afterRequest: (() => Promise<void>) | null;
  /** fc.assert over the route's cases. */
  fuzzRoute(route: ApiRoute, numRuns: number, seed: number): Promise<void>;
  /** What was tried: requests, the status histogram and the seed; with `perRoute`, a line per route. */
  report(seed: number, perRoute: boolean): string;
}

export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/** The list path a route's first parameter belongs to (`/api/shop/pages` for `/api/shop/pages/:id/…`). */
function listPathOf(route: ApiRoute, routes: ApiRoute[]): string | null {
  const params = routeParams(route.path);
  if (params.length === 0) return null;
  const listPath = route.path.slice(0, route.path.indexOf(`/:${params[0]}`));
  return routes.some((r) => r.method === 'GET' && r.path === listPath) ? listPath : null;
}

export async function createHarness(options: { contents?: boolean } = {}): Promise<Harness> {
  const setupStarted = performance.now();
  const logger = new CapturingLogger();
  const t = await createTestApp({ logger });
  const admin = await t.signIn('admin');
  const tokens: Record<Principal, string | undefined> = {
    admin,
    support: await t.signIn('support'),
    catalog: await t.signIn('catalog'),
    manager: await t.signIn('manager'),
    preTwoFactor: (await t.login('admin')).body.token,
    anonymous: undefined,
  };
  for (const name of PRINCIPALS) if (name !== 'anonymous' && !tokens[name]) throw new Error(`no token for ${name}`);

  const routes = apiRoutes(t.app);
  const state = await stateReader(t, options.contents ?? false);

  // Ids that exist, by list path (each list read once): what references point at and `:id` parameters name.
  const listIds = new Map<string, number[]>();
  const idsOf = async (path: string): Promise<number[]> => {
    if (!listIds.has(path)) {
      const answer = await t.call('GET', `${path}?limit=500`, { token: admin });
      const data = answer.status === 200 && Array.isArray(answer.body?.data) ? (answer.body.data as { ID?: unknown }[]) : [];
      listIds.set(
        path,
        data.map((row) => row.ID).filter((id): id is number => typeof id === 'number'),
      );
    }
    return listIds.get(path)!;
  };
  const known = new Map<string, number[]>();
  known.set('store', await idsOf('/api/common/stores'));
  known.set('storeGroup', await idsOf('/api/common/store-groups'));
  known.set('currencyGroup', await idsOf('/api/common/currency-groups'));
  known.set('priceListGroup', await idsOf('/api/product/price-list-groups'));
  known.set(
    'stockStatus',
    ((await t.call('GET', '/api/product/stock-statuses', { token: admin })).body.data as { id: number }[]).map((s) => s.id),
  );
  known.set('file', [await newFile(t, admin, SAMPLE_PNG)]);
  for (const def of RESOURCES) if (!def.singleton) known.set(def.name, await idsOf(basePath(def)));

  const samples = new SampleContext(t, admin);
  const sampleOf = new Map<string, Record<string, unknown>>();
  const cursorsOf = new Map<string, string[]>();
  for (const def of RESOURCES) {
    sampleOf.set(def.name, await sampleInput(samples, def, uniqueToken()));
    if (def.singleton) continue;
    const cursors: string[] = [];
    for (const sort of [undefined, 'ID']) {
      const answer = await t.call('GET', `${basePath(def)}?limit=1${sort ? `&sort=${sort}` : ''}`, { token: admin });
      if (typeof answer.body?.nextCursor === 'string') cursors.push(answer.body.nextCursor);
    }
    cursorsOf.set(def.name, cursors);
  }

  const models = new Map<string, RouteModel>();
  for (const route of routes) {
    const def = resourceOfRoute(route.path);
    const listPath = listPathOf(route, routes);
    // The ids a route's `:id` names: the `data[].ID` of the list its path starts with.
    const ids = listPath ? await idsOf(listPath) : [];
    // A route outside the resources that refuses the administrator's session belongs to the sign-in flow:
    // its cases mostly come from the callers it is for.
    const signInStep =
      !def &&
      (
        await t.request(route.method, fillRoute(route.path, Object.fromEntries(routeParams(route.path).map((p) => [p, ids[0] ?? 1]))), {
          token: admin,
        })
      ).status === 401;
    models.set(routeKey(route), {
      route,
      params: routeParams(route.path),
      def,
      ids,
      cursors: def ? (cursorsOf.get(def.name) ?? []) : [],
      sample: def ? sampleOf.get(def.name) : undefined,
      known,
      signInStep,
    });
  }

  const setupMs = performance.now() - setupStarted;
  const stats = new Map<string, Stats>();
  /** The last full snapshot and the xmax it was taken at. */
  let lastState: { snapshot: Snapshot; xmax: string } | null = null;

  /** The state now: the known snapshot while no transaction id was taken since, else a fresh one. */
  async function current(): Promise<{ snapshot: Snapshot; xmax: string }> {
    const xmax = await state.xmax();
    if (lastState && lastState.xmax === xmax) return lastState;
    lastState = { snapshot: await state.full(), xmax };
    return lastState;
  }

  /** The Version of the record a write acts on, read as the administrator (null when there is none). */
  async function liveVersion(route: ApiRoute, c: FuzzCase): Promise<number | null> {
    let recordPath: string | null = null;
    if (c.liveId !== null) {
      const at = c.path.indexOf(`/${c.liveId}`);
      recordPath = at >= 0 ? c.path.slice(0, at + `/${c.liveId}`.length) : null;
    } else if (route.method === 'PUT' && routeParams(route.path).length === 0) {
      recordPath = c.path;
    }
    if (!recordPath) return null;
    const answer = await t.call('GET', recordPath, { token: admin });
    return answer.status === 200 && typeof answer.body?.Version === 'number' ? answer.body.Version : null;
  }

  async function send(c: FuzzCase, version: number | null): Promise<{ request: string; response: Response }> {
    let query = c.query;
    let body: BodySpec = c.body;
    if (version !== null && c.liveVersion === 'query') query = [query, `version=${version}`].filter(Boolean).join('&');
    if (
      version !== null &&
      c.liveVersion === 'body' &&
      body.kind === 'json' &&
      body.value &&
      typeof body.value === 'object' &&
      !Array.isArray(body.value)
    ) {
      body = { ...body, value: Object.assign(Object.create(null), body.value, { Version: version }) };
    }
    const sent: FuzzCase = { ...c, query, body };
    const headers: Record<string, string> = { ...c.headers };
    let payload: BodyInit | undefined;
    if (body.kind === 'json' || body.kind === 'raw') {
      payload = body.kind === 'json' ? (JSON.stringify(body.value) ?? '') : body.text;
      if (body.contentType) headers['Content-Type'] = body.contentType;
    } else if (body.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of body.parts) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, new Blob([Buffer.from(value.bytes, 'base64')], { type: value.type }), value.name);
      }
      payload = form;
    }
    const token = tokens[c.principal];
    const url = `${c.path}${query ? `?${query}` : ''}`;
    // Built here rather than through t.request, which would set its own JSON content type.
    const answer = t.request(c.method, url, { token, headers, form: payload as FormData | undefined, csrf: !c.noXsrf });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)), REQUEST_TIMEOUT_MS);
    });
    try {
      return { request: describeCase(sent), response: await Promise.race([answer, timeout]) };
    } finally {
      clearTimeout(timer);
    }
  }

  async function check(route: ApiRoute, c: FuzzCase): Promise<void> {
    const started = performance.now();
    try {
      await checkOnce(route, c);
    } finally {
      const entry = stats.get(routeKey(route));
      if (entry) entry.ms += performance.now() - started;
    }
  }

  async function checkOnce(route: ApiRoute, c: FuzzCase): Promise<void> {
    const version = c.liveVersion ? await liveVersion(route, c) : null;
    const before = await current();
    logger.last = null;
    let request = describeCase(c);
    let status: number;
    let text: string;
    let contentType: string;
    try {
      const sent = await send(c, version);
      request = sent.request;
      status = sent.response.status;
      contentType = sent.response.headers.get('content-type') ?? '';
      text = await sent.response.text();
      await harness.afterRequest?.();
    } catch (error) {
      throw new Error(`The request was dropped (threw ${String((error as Error)?.stack ?? error)})\n  request: ${request}`);
    }
    const entry = stats.get(routeKey(route)) ?? { cases: 0, ms: 0, statuses: new Map() };
    entry.cases++;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    stats.set(routeKey(route), entry);
    const fail = (rule: string) =>
      new Error(
        `${rule}\n  request: ${request}\n  answer: ${status} ${shorten(text, 500)}${logger.last ? `\n  server log: ${shorten(logger.last, 1500)}` : ''}`,
      );

    if (status >= 500) throw fail(`A ${status} answer`);
    if (status < 200 || (status >= 300 && status < 400)) throw fail(`An unexpected ${status} answer`);
    if (status >= 400) {
      if (!contentType.includes('application/json'))
        throw fail(`A ${status} answer that is not JSON (${contentType || 'no content type'})`);
      let body: { code?: unknown; message?: unknown };
      try {
        body = JSON.parse(text);
      } catch {
        throw fail(`A ${status} answer whose body is not JSON`);
      }
      if (typeof body.code !== 'number' || !CATALOGUE.has(body.code)) throw fail(`A ${status} answer whose code is not in the catalogue`);
      if (Math.floor(body.code / 100) !== status) throw fail(`A ${status} answer whose code ${body.code} says another status`);
      if (typeof body.message !== 'string' || body.message.trim() === '') throw fail(`A ${status} answer without a message`);
      // No transaction id taken: nothing was written. Otherwise (a write tried and rolled back, a row
      // locked, or on PostgreSQL another database's work) compare the tables.
      if ((await state.xmax()) === before.xmax) return;
      const after = await current();
      const changed = differences(before.snapshot, after.snapshot);
      if (changed.length) throw fail(`A refused request (${status}) wrote: ${changed.join(', ')}`);
      return;
    }
    if (contentType.includes('application/json') && text !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw fail(`A ${status} answer that says JSON but is not`);
      }
    }
  }

  async function fuzzRoute(route: ApiRoute, numRuns: number, seed: number): Promise<void> {
    const model = models.get(routeKey(route))!;
    await fc.assert(
      fc.asyncProperty(
        caseOf(model).map((c) => Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) })),
        (c) => check(route, c),
      ),
      { numRuns, seed, endOnFailure: false, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: false },
    );
  }

  function report(seed: number, perRoute: boolean): string {
    const all = new Map<number, number>();
    let total = 0;
    const lines: string[] = [];
    for (const route of routes) {
      const entry = stats.get(routeKey(route));
      if (!entry) continue;
      total += entry.cases;
      for (const [status, n] of entry.statuses) all.set(status, (all.get(status) ?? 0) + n);
      const histogram = [...entry.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      lines.push(
        `  ${String(entry.cases).padStart(5)}  ${String(Math.round(entry.ms / entry.cases)).padStart(7)}  ${routeKey(route).padEnd(62)} ${histogram}`,
      );
    }
    const histogram = [...all]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    return [
      `fuzzing: ${total} requests over ${stats.size} of ${routes.length} routes, seed ${seed} (FUZZ_SEED=${seed} replays); set-up ${(setupMs / 1000).toFixed(1)} s`,
      `statuses: ${histogram}`,
      ...(perRoute ? ['  cases  ms/case  route  statuses', ...lines] : []),
    ].join('\n');
  }

  const harness: Harness = { t, routes, models, stats, logger, tokens, afterRequest: null, check, fuzzRoute, report };
  return harness;
}
