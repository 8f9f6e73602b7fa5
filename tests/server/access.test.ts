/**
 * What the access guard reads besides the token (server/http/access.ts, docs/decisions.md
 * "Authorization"): the user's current state, so a disabled, deleted or re-roled account loses its old
 * rights within the cache window rather than when its 8-hour token expires; the forced password
 * change; and that a route without a rule, or a path no route answers, is closed.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATE_TTL_MS } from '../../server/auth/user-state';
import { users } from '../../server/db/schema';
import { accessGuard, PASSWORD_CHANGE_REQUIRED } from '../../server/http/access';
import { PUBLIC, route, routerOf } from '../../server/http/api-route';
import type { AppDeps, AppEnv } from '../../server/http/env';
import { ApiFailure, failureResponse } from '../../server/http/errors';
import { ErrorCode } from '../../src/domain/errors';
import { Role } from '../../src/domain/roles';
import { insertUser, payloadOf, signedInApp, type TestApp, tokenFor } from './helpers';

const DAY_MS = 86_400_000;
const NEW_PASSWORD = 'Vinterträdgård-42!';

// One app for the file: each test changes users of its own, and time only moves forward.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
}, 60_000);
afterAll(() => t?.close());

/** A Customer Service account of this test and its token. */
async function staffMember(username: string, role: number = Role.CustomerService) {
  const id = await insertUser(t.db, { username, role });
  return { id, token: await tokenFor(t, { id, role }) };
}

/** The first FAQ entry as an update body: saving it unchanged is a real write that needs update:setting. */
async function faqEntry(token: string) {
  const list = await t.call('GET', '/api/setting/faq?limit=1', { token });
  expect(list.status).toBe(200);
  return list.body.data[0] as { ID: number; Version: number };
}

async function setRoleThroughApi(id: number, role: number): Promise<void> {
  const user = await t.call('GET', `/api/setting/users/${id}`, { token: admin });
  const saved = await t.call('PUT', `/api/setting/users/${id}`, { token: admin, body: { Role: role, Version: user.body.Version } });
  expect(saved.status).toBe(200);
}

describe("the user's current state, not the token's", () => {
  it("a disabled account's token is refused (40101) once the cache window has passed", async () => {
    const { id, token: support } = await staffMember('leaver');
    expect((await t.call('GET', '/api/common/locales', { token: support })).status).toBe(200);

    await setRoleThroughApi(id, Role.Disabled);
    // Within the window a reading made before the change may still be used (at most USER_STATE_TTL_MS).
    t.clock.advance(USER_STATE_TTL_MS);
    for (const [method, path] of [
      ['GET', '/api/common/locales'],
      ['GET', '/api/shop/customers'],
      ['POST', '/api/refresh'],
    ] as const) {
      const answer = await t.call(method, path, { token: support });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({ code: ErrorCode.NotAuthenticated, message: 'Not authenticated' });
    }
  });

  it("a deleted account's token is refused (40101)", async () => {
    const { id, token } = await staffMember('temporary');
    expect((await t.call('GET', '/api/common/locales', { token })).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, id));
    t.clock.advance(USER_STATE_TTL_MS);
    expect((await t.call('GET', '/api/common/locales', { token })).body.code).toBe(ErrorCode.NotAuthenticated);
  });

  it('an administrator demoted to Customer Service loses the update rights (40301) but keeps what the new role may do', async () => {
    const { id, token: deputy } = await staffMember('deputy', Role.SuperAdministrator);
    const entry = await faqEntry(deputy);
    const before = await t.call('PUT', `/api/setting/faq/${entry.ID}`, { token: deputy, body: { Version: entry.Version } });
    expect(before.status).toBe(200);

    await setRoleThroughApi(id, Role.CustomerService);
    t.clock.advance(USER_STATE_TTL_MS);
    const update = await t.call('PUT', `/api/setting/faq/${entry.ID}`, { token: deputy, body: { Version: before.body.Version } });
    expect(update.status).toBe(403);
    expect(update.body).toEqual({ code: ErrorCode.Forbidden, message: 'You are not authorized to perform this action' });
    expect((await t.call('GET', '/api/setting/faq', { token: deputy })).status).toBe(403);
    expect((await t.call('GET', '/api/shop/customers', { token: deputy })).status).toBe(200);
    // The token still says role 1; the users list shows the directory only (view:user is gone).
    expect(payloadOf(deputy).role).toBe(Role.SuperAdministrator);
    const directory = await t.call('GET', '/api/setting/users', { token: deputy });
    expect(Object.keys(directory.body.data[0]).sort()).toEqual(['ID', 'Name', 'Role']);
  });

  it('a promotion takes effect without signing in again', async () => {
    const { id, token: support } = await staffMember('rising');
    const entry = await faqEntry(admin);
    expect((await t.call('PUT', `/api/setting/faq/${entry.ID}`, { token: support, body: { Version: entry.Version } })).status).toBe(403);

    await setRoleThroughApi(id, Role.SuperAdministrator);
    t.clock.advance(USER_STATE_TTL_MS);
    expect((await t.call('PUT', `/api/setting/faq/${entry.ID}`, { token: support, body: { Version: entry.Version } })).status).toBe(200);
  });

  it('an account moved to Reseller (API only) is refused like a disabled one', async () => {
    const { id, token } = await staffMember('shop-partner');
    await t.db.update(users).set({ role: Role.Reseller }).where(eq(users.id, id));
    expect((await t.call('GET', '/api/common/locales', { token })).body.code).toBe(ErrorCode.NotAuthenticated);
  });
});

describe('a password older than 365 days', () => {
  const allowed = (id: number) =>
    [
      ['GET', `/api/setting/users/${id}`],
      ['POST', '/api/refresh'],
    ] as const;
  const refused = [
    ['GET', '/api/common/locales'],
    ['GET', '/api/setting/users'],
    ['GET', '/api/common/to-do-count'],
    ['GET', '/api/shop/customers'],
    ['GET', '/api/product/stock-statuses'],
    ['POST', '/api/common/to-dos/assign?category=1'],
  ] as const;

  it('opens only the forced change: the own record, refresh and change-password; everything else is 40301 with the reason', async () => {
    const token = await t.signIn('expired');
    const id = payloadOf(token).id;
    for (const [method, path] of allowed(id)) expect((await t.call(method, path, { token })).status, `${method} ${path}`).toBe(200);
    for (const [method, path] of refused) {
      const answer = await t.call(method, path, { token });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({ code: ErrorCode.Forbidden, message: PASSWORD_CHANGE_REQUIRED });
    }
    expect((await t.call('GET', `/api/setting/users/${payloadOf(admin).id}`, { token })).body.message).toBe(PASSWORD_CHANGE_REQUIRED);

    // Changed: everything the role may do opens at once (a due password is never served from the cache).
    const changed = await t.request('PUT', `/api/setting/users/${id}/change-password`, {
      token,
      body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    for (const [method, path] of refused) expect((await t.call(method, path, { token })).status, `${method} ${path}`).toBe(200);
  });

  it('also holds for a password never set, and for one that grows too old during a session', async () => {
    const never = await insertUser(t.db, { username: 'never-set', role: Role.CustomerService, passwordChangedAt: null });
    const neverToken = await tokenFor(t, { id: never, role: Role.CustomerService });
    expect((await t.call('GET', '/api/common/locales', { token: neverToken })).body).toEqual({
      code: ErrorCode.Forbidden,
      message: PASSWORD_CHANGE_REQUIRED,
    });
    expect((await t.call('GET', `/api/setting/users/${never}`, { token: neverToken })).status).toBe(200);

    const hour = 3_600_000;
    const ageing = await insertUser(t.db, {
      username: 'ageing',
      role: Role.CustomerService,
      passwordChangedAt: new Date(t.clock.now().getTime() - 365 * DAY_MS + hour),
    });
    const ageingToken = await tokenFor(t, { id: ageing, role: Role.CustomerService });
    expect((await t.call('GET', '/api/common/locales', { token: ageingToken })).status).toBe(200);
    t.clock.advance(2 * hour);
    expect((await t.call('GET', '/api/common/locales', { token: ageingToken })).body.message).toBe(PASSWORD_CHANGE_REQUIRED);
  });
});

describe('a route without a rule', () => {
  it('is refused (40301 naming it, an error logged) when registered on Hono directly, beside a declared route that passes', async () => {
    const logged: string[] = [];
    const deps = { logger: { info: () => {}, warn: () => {}, error: (message: string) => logged.push(message) } } as unknown as AppDeps;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    });
    const api = new Hono<AppEnv>();
    api.use('*', accessGuard);
    api.route('/', routerOf([route.get('/declared', PUBLIC, (c) => c.json({ ok: true }))]));
    api.get('/bypassed', (c) => c.json({ ok: true }));
    app.route('/api', api);
    app.onError((error, c) => failureResponse(c, error as ApiFailure));

    expect((await app.request('/api/declared')).status).toBe(200);
    const refused = await app.request('/api/bypassed');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: ErrorCode.Forbidden, message: 'GET /api/bypassed has no access rule' });
    expect(logged).toEqual(['route without an access rule']);
  });
});

describe('a path no route answers', () => {
  it("needs a full session, and under an area the area's view permission, before its 40401", async () => {
    const catalog = await t.signIn('catalog');
    expect((await t.call('GET', '/api/shop/no-such-thing')).status).toBe(401);
    expect((await t.call('GET', '/api/shop/no-such-thing', { token: catalog })).body.code).toBe(ErrorCode.Forbidden);
    expect((await t.call('GET', '/api/support/tickets/x', { token: catalog })).body.code).toBe(ErrorCode.Forbidden);
    expect((await t.call('GET', '/api/shop/no-such-thing', { token: admin })).body.code).toBe(ErrorCode.NotFound);
    expect((await t.call('GET', '/api/product/no-such-thing', { token: catalog })).body.code).toBe(ErrorCode.NotFound);
    expect((await t.call('GET', '/api/common/no-such-thing', { token: catalog })).body.code).toBe(ErrorCode.NotFound);
  });
});
