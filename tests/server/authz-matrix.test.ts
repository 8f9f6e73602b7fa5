/**
 * The authorization matrix: every route of the real app (read from the built Hono app, not a hand list)
 * called as every kind of caller, each answer checked against what the app's access table (the rule each
 * route was registered with, server/http/api-route.ts) and the permission table (src/domain/permissions.ts)
 * say it must be: 40101 for a caller who is not signed in (no token, a forged or expired one, a disabled or
 * API-only account), 40301 for a signed-in caller the rule does not admit, and for an admitted caller anything
 * but a refusal or a server error. A route without a rule fails here.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, todos, users } from '../../server/db/schema';
import { accessKey, type AccessRule } from '../../server/http/api-route';
import { accessTable, apiRoutes, fillRoute, routeParams, type ApiRoute } from '../../server/http/route-table';
import { enqueueTestJob } from './test-jobs';
import { REFERENCE_TITLES_SEGMENT, titledReferences } from '../../src/domain/api-access';
import { API_BASE } from '../../src/domain/constants';
import { IMPORTS, templateLines } from '../../src/domain/imports/definitions';
import { ErrorCode } from '../../src/domain/errors';
import { can, type Permission } from '../../src/domain/permissions';
import { RESOURCES } from '../../src/domain/resources';
import { canUseConsole, Role } from '../../src/domain/roles';
import { createTestApp, insertUser, newFile, tokenFor, type TestApp } from './helpers';
import { PNG_BYTES } from './resources-samples';

const DAY_MS = 86_400_000;
/** An action name no declaration uses: the route answers 40401 to whoever passes the guard. */
const UNDECLARED_ACTION = 'no-such-action';

interface Principal {
  name: string;
  token?: string;
  /** The user the token names. */
  userId?: number;
  /** What the server must see: null when the caller is not signed in at all. */
  session: { tfa: boolean; role: number; passwordDue: boolean; canApproveReturns: boolean } | null;
}

/** One call of one route: the pattern filled in, for the caller's own id or another's where that matters. */
interface Call {
  route: ApiRoute;
  rule: AccessRule | undefined;
  action?: string;
  /** Own-record routes are called twice: with the caller's own id and with another user's. */
  target?: 'own' | 'other';
}

type Verdict = 'allowed' | 40101 | 40301;

/** What the answer must be, from the rule and the caller (written apart from the server's guard). */
function expectedVerdict(call: Call, p: Principal): Verdict {
  const rule = call.rule!;
  if (rule.caller === 'public') return 'allowed';
  const s = p.session;
  if (!s) return ErrorCode.NotAuthenticated;
  const own = rule.own !== undefined && call.target === 'own';
  if (!s.tfa) return rule.caller === 'preTwoFactor' || (own && rule.own?.preTwoFactor) ? 'allowed' : ErrorCode.NotAuthenticated;
  if (rule.caller === 'preTwoFactor') return ErrorCode.NotAuthenticated;
  if (s.passwordDue) return rule.passwordChange && (!rule.own || own) ? 'allowed' : ErrorCode.Forbidden;
  const needed: Permission[] = [...(rule.permissions ?? [])];
  if (rule.own && !own) {
    if (!rule.own.others) return ErrorCode.Forbidden;
    needed.push(rule.own.others);
  }
  if (call.action && rule.actions && Object.hasOwn(rule.actions, call.action)) needed.push(rule.actions[call.action]);
  if (!needed.every((permission) => can(s.role, ...permission))) return ErrorCode.Forbidden;
  const flag = call.action && rule.actionFlags && Object.hasOwn(rule.actionFlags, call.action) ? rule.actionFlags[call.action] : undefined;
  return flag === 'CanApproveReturns' && !s.canApproveReturns ? ErrorCode.Forbidden : 'allowed';
}

const KNOWN_CODES = new Set<number>(Object.values(ErrorCode));

let t: TestApp;
/** The built app's access table. */
let table: ReadonlyMap<string, AccessRule>;
let principals: Principal[];
let bystander: number;
/** A record id per route prefix (resources, files, to-dos, customers), so reads find a record. */
const sampleIds = new Map<string, number>();
/**
 * Records that belong to their user (a job to its creator), by route prefix and user id: such a route is
 * called with the caller's own record, since another's answers 40401 unless the caller may see them all.
 */
const ownRecords = new Map<string, Map<number, number>>();
/**
 * Query strings that routes need to do their work: the palette search needs a text, a resource's reference
 * titles a field (its first reference field) and ids.
 */
const QUERIES: Record<string, string> = {
  'GET /api/common/search': '?q=an',
  ...Object.fromEntries(
    RESOURCES.filter((def) => titledReferences(def).length).map((def) => [
      `GET ${API_BASE}/${def.area}/${def.path}/${REFERENCE_TITLES_SEGMENT}`,
      `?field=${titledReferences(def)[0].key}&ids=1`,
    ]),
  ),
};

async function approvesReturns(id: number): Promise<boolean> {
  const [row] = await t.db.select({ flag: users.canApproveReturns }).from(users).where(eq(users.id, id));
  return row.flag;
}

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  table = accessTable(t.app);
  // Every account has a confirmed second factor, as a signed-in one does (a refresh requires it).
  await t.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP' });
  const ids = Object.fromEntries(
    await Promise.all(['admin', 'support', 'catalog', 'manager', 'expired', 'disabled'].map(async (u) => [u, await idOf(u)] as const)),
  );
  const reseller = await insertUser(t.db, { username: 'reseller-api', role: Role.Reseller });
  const disabledSince = await insertUser(t.db, { username: 'left-the-company', role: Role.Disabled });
  const demotedSince = await insertUser(t.db, { username: 'was-admin', role: Role.CustomerService });
  const promotedSince = await insertUser(t.db, { username: 'now-admin', role: Role.SuperAdministrator });
  bystander = await insertUser(t.db, { username: 'bystander', role: Role.CustomerService });

  const full = async (name: string, id: number, tokenRole: number, dbRole: number, passwordDue = false): Promise<Principal> => ({
    name,
    userId: id,
    token: await tokenFor(t, { id, role: tokenRole }),
    session: canUseConsole(dbRole) ? { tfa: true, role: dbRole, passwordDue, canApproveReturns: await approvesReturns(id) } : null,
  });
  principals = [
    { name: 'anonymous', session: null },
    {
      name: 'pre-two-factor',
      userId: ids.support,
      token: await tokenFor(t, { id: ids.support, role: Role.CustomerService }, { tfa: false }),
      session: { tfa: false, role: Role.CustomerService, passwordDue: false, canApproveReturns: false },
    },
    await full('role 0 (disabled)', ids.disabled, Role.Disabled, Role.Disabled),
    await full('role 1', ids.admin, 1, 1),
    await full('role 2', ids.support, 2, 2),
    await full('role 3', ids.catalog, 3, 3),
    await full('role 4', ids.manager, 4, 4),
    await full('role 5 (reseller)', reseller, Role.Reseller, Role.Reseller),
    {
      name: 'signed with another key',
      userId: ids.admin,
      token: await tokenFor(t, { id: ids.admin, role: 1 }, { key: 'another-key-another-key-another-key!' }),
      session: null,
    },
    {
      name: 'expired token',
      userId: ids.admin,
      token: await tokenFor(t, { id: ids.admin, role: 1 }, { at: new Date(t.clock.now().getTime() - DAY_MS) }),
      session: null,
    },
    await full('role 1, disabled since', disabledSince, Role.SuperAdministrator, Role.Disabled),
    await full('role 1, demoted to 2 since', demotedSince, Role.SuperAdministrator, Role.CustomerService),
    await full('role 3, promoted to 1 since', promotedSince, Role.ProductManager, Role.SuperAdministrator),
    await full('role 2, password over 365 days', ids.expired, Role.CustomerService, Role.CustomerService, true),
  ];

  // Real records to read: the first of every resource, a stored file, a to-do, a customer.
  const admin = principals.find((p) => p.name === 'role 1')!.token!;
  for (const def of RESOURCES) {
    const base = `/api/${def.area}/${def.path}`;
    const answer = await t.call('GET', def.singleton ? base : `${base}?limit=1`, { token: admin });
    expect(answer.status, `GET ${base}`).toBe(200);
    const id = def.singleton ? answer.body.ID : answer.body.data[0]?.ID;
    if (id) sampleIds.set(base, id);
  }
  // The seeded files' bytes live in the template's file store, not this app's: upload one.
  const file = await newFile(t, admin, { bytes: PNG_BYTES, name: 'matrix.png', type: 'image/png' });
  const [todo] = await t.db.select({ id: todos.id }).from(todos).orderBy(asc(todos.id)).limit(1);
  const [customer] = await t.db.select({ id: customers.ID }).from(customers).orderBy(asc(customers.ID)).limit(1);
  sampleIds.set('/api/common/files', file);
  sampleIds.set('/api/common/to-dos', todo.id);
  sampleIds.set('/api/shop/customers', customer.id);
  // An import of every kind (its template file, checked) for the import routes.
  for (const def of IMPORTS) {
    const base = `/api/${def.area}/${def.path}`;
    const upload = new FormData();
    upload.append(
      'file',
      new Blob(
        [
          templateLines(def)
            .map((line) => line.join(';'))
            .join('\r\n'),
        ],
        { type: 'text/csv' },
      ),
      `${def.kind}.csv`,
    );
    if (def.kind === 'suppliers') upload.append('supplier', String(sampleIds.get('/api/product/suppliers')));
    const checked = await t.call('POST', base, { token: admin, form: upload });
    expect(checked.status, `POST ${base}`).toBe(201);
    sampleIds.set(base, checked.body.ID);
  }
  const ownJobs = new Map<number, number>();
  for (const p of principals) {
    if (p.userId === undefined || ownJobs.has(p.userId)) continue;
    const job = await t.db.transaction((tx) =>
      enqueueTestJob(tx, t.resources, 'matrix', {}, { createdBy: p.userId!, title: `Job of ${p.name}` }),
    );
    ownJobs.set(p.userId, job.ID);
  }
  ownRecords.set('/api/common/jobs', ownJobs);
}, 120_000);

afterAll(() => t?.close());

/** The caller's own record for a route of records that belong to their user (ownRecords). */
function ownRecordFor(path: string, p: Principal): number | undefined {
  for (const [prefix, byUser] of ownRecords) if (path.startsWith(`${prefix}/`) && p.userId !== undefined) return byUser.get(p.userId);
  return undefined;
}

/** The record id for a route: the sample of the longest prefix it has, else 1 (a 40401 for the caller). */
function sampleIdFor(path: string): number {
  let best: [string, number] | undefined;
  for (const [prefix, id] of sampleIds) {
    if (path.startsWith(`${prefix}/`) && (!best || prefix.length > best[0].length)) best = [prefix, id];
  }
  return best?.[1] ?? 1;
}

function callsOf(route: ApiRoute): Call[] {
  const rule = table.get(accessKey(route.method, route.path));
  const params = routeParams(route.path);
  const targets: (Call['target'] | undefined)[] = rule?.own ? ['own', 'other'] : [undefined];
  const actions: (string | undefined)[] = params.includes('action')
    ? [...Object.keys(rule?.actions ?? {}), UNDECLARED_ACTION]
    : [undefined];
  return targets.flatMap((target) => actions.map((action) => ({ route, rule, target, action })));
}

function pathOf(call: Call, p: Principal): string {
  const values: Record<string, string | number> = {};
  for (const name of routeParams(call.route.path)) {
    if (name === 'action') values.action = call.action!;
    else if (name === 'id' && call.target) values.id = call.target === 'own' ? (p.userId ?? bystander) : bystander;
    else values[name] = ownRecordFor(call.route.path, p) ?? sampleIdFor(call.route.path);
  }
  return fillRoute(call.route.path, values) + (QUERIES[accessKey(call.route.method, call.route.path)] ?? '');
}

describe('authorization matrix', () => {
  it('every route of the app carries its rule, and every declared document is a route', () => {
    const routes = apiRoutes(t.app);
    const missing = routes.filter((r) => !table.has(accessKey(r.method, r.path))).map((r) => accessKey(r.method, r.path));
    expect(missing, 'routes registered without an access rule').toEqual([]);
    expect(table.size).toBe(routes.length);
    const documents = RESOURCES.flatMap((def) =>
      (def.documents ?? []).map((d) => accessKey('GET', `${API_BASE}/${def.area}/${def.path}/:id{[0-9]+}/${d.path}`)),
    );
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.filter((key) => !table.has(key))).toEqual([]);
  });

  it('answers every route as the access and permission tables say, for every caller', async () => {
    const started = performance.now();
    const routes = apiRoutes(t.app);
    const calls = routes.flatMap(callsOf);
    const failures: string[] = [];
    const tally = {
      allowed2xx: 0,
      allowed4xx: 0,
      reads2xx: 0,
      reads4xx: [] as string[],
      [ErrorCode.NotAuthenticated]: 0,
      [ErrorCode.Forbidden]: 0,
    };

    for (const p of principals) {
      for (const call of calls) {
        const path = pathOf(call, p);
        const label = `${p.name}: ${call.route.method} ${path}`;
        if (!call.rule) {
          failures.push(`${label}: no entry in the access table`);
          continue;
        }
        const method = call.route.method;
        const answer = await t.request(method, path, { token: p.token, body: method === 'GET' ? undefined : {} });
        const text = await answer.text();
        const expected = expectedVerdict(call, p);
        let body: { code?: unknown; message?: unknown } | null = null;
        if (answer.status >= 400) {
          try {
            body = JSON.parse(text);
          } catch {
            failures.push(`${label}: ${answer.status} without a JSON body`);
            continue;
          }
          const code = body?.code;
          if (
            typeof code !== 'number' ||
            !KNOWN_CODES.has(code) ||
            Math.floor(code / 100) !== answer.status ||
            typeof body?.message !== 'string' ||
            !body.message
          ) {
            failures.push(`${label}: ${answer.status} with ${text.slice(0, 200)} (not { code, message } from src/domain/errors.ts)`);
            continue;
          }
        }
        if (expected === 'allowed') {
          if (answer.status === 401 || answer.status === 403 || answer.status >= 500)
            failures.push(`${label}: expected to pass, got ${answer.status} ${text.slice(0, 200)}`);
          else if (answer.status < 300) {
            tally.allowed2xx++;
            if (method === 'GET') tally.reads2xx++;
          } else {
            tally.allowed4xx++;
            if (method === 'GET') tally.reads4xx.push(`${label}: ${answer.status} ${text.slice(0, 120)}`);
          }
        } else if (body?.code !== expected) {
          failures.push(`${label}: expected ${expected}, got ${answer.status} ${text.slice(0, 200)}`);
        } else {
          tally[expected]++;
        }
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `authorization matrix: ${routes.length} routes × ${principals.length} principals = ${routes.length * principals.length} ` +
        `(${calls.length} calls per principal with each custom action and own/other ids, ${calls.length * principals.length} requests) in ${seconds} s; ` +
        `admitted ${tally.allowed2xx + tally.allowed4xx} (${tally.allowed2xx} 2xx, ${tally.allowed4xx} 4xx such as 40001/40401/40901), ` +
        `40101 ${tally[ErrorCode.NotAuthenticated]}, 40301 ${tally[ErrorCode.Forbidden]}`,
    );
    expect(failures.slice(0, 50), `${failures.length} answers differ from the tables`).toEqual([]);
    // The matrix reached real records: admitted reads answer 200 (writes with an empty body may be 4xx).
    expect(tally.reads4xx).toEqual([]);
    expect(tally.reads2xx).toBeGreaterThan(0);
  }, 600_000);
});
