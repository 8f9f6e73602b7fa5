/**
 * The sign-in flow as the browser sees it (SPEC.md sections 4 and 7, DESIGN.md "Session and security"):
 * password, TOTP enrolment or code, refresh, the current user, password change, and every refusal.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTEMPT_WINDOW_SECONDS } from '../../server/auth/attempts';
import { hashPassword } from '../../server/auth/passwords';
import { totpCode } from '../../server/auth/totp';
import { auditEvents, users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/demo';
import type { CurrentUser, UserRef } from '../../src/domain/api-types';
import { FULL_TOKEN_TTL_SECONDS, PRE_TFA_TOKEN_TTL_SECONDS } from '../../src/domain/constants';
import {
  createTestApp,
  payloadOf,
  secretOfLink,
  sharedTestDatabase,
  TEST_DEMO_PASSWORD,
  type SharedTestDatabase,
  type TestApp,
} from './helpers';

const NEW_PASSWORD = 'Vinterträdgård-42!';

// One clone for the file; every test starts from the seeded accounts (no TOTP secret, the demo password), no
// sign-in attempts and the seeded audit trail, on a new app (a new clock, no cached user states).
let shared: SharedTestDatabase;
beforeAll(async () => {
  shared = await sharedTestDatabase(['users', 'auth_attempts', 'audit_events']);
});
afterAll(() => shared.close());

let t: TestApp;
beforeEach(async () => {
  await shared.restore();
  t = await createTestApp({ database: shared });
});
afterEach(() => t.close());

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

/** Login, generate a secret: the pre-two-factor token and the secret, before any code. */
async function enrolStart(username: string) {
  const login = await t.login(username);
  expect(login.status).toBe(200);
  const pre = login.body.token;
  const id = payloadOf(pre).id;
  const generated = await t.call('POST', `/api/setting/users/${id}/generate-secret`, { token: pre });
  expect(generated.status).toBe(200);
  return { pre, id, secret: secretOfLink(generated.body.raw) };
}

describe('POST /api/login', () => {
  it('answers a pre-two-factor token valid for 10 minutes, username case-insensitive', async () => {
    const answer = await t.login('ADMIN');
    expect(answer.status).toBe(200);
    const payload = payloadOf(answer.body.token);
    expect(Object.keys(payload).sort()).toEqual(['exp', 'id', 'role', 'secret', 'tfa']);
    expect(payload).toMatchObject({ id: await userId('admin'), role: 1, secret: false, tfa: false });
    expect(payload.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + PRE_TFA_TOKEN_TTL_SECONDS);
    expect(answer.body.expire).toBe(payload.exp * 1000);
  });

  it('refuses a wrong password and an unknown user alike with 40101 "Login failed"', async () => {
    const wrong = await t.login('admin', 'Wrong#Password-1');
    const unknown = await t.login('nobody', TEST_DEMO_PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 40101, message: 'Login failed' });
    }
  });

  it('refuses missing fields with 40001 naming each field', async () => {
    const answer = await t.call('POST', '/api/login', { body: { username: '  ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40001);
    expect(answer.body.fields.username).toMatchObject({ id: 'validation.required', message: 'Value is required' });
    expect(answer.body.fields.password).toMatchObject({ id: 'validation.required' });
    const odd = await t.call('POST', '/api/login', { body: { username: 12345, password: ['x'] } });
    expect(odd.status).toBe(401);
  });

  it('refuses a disabled account and an API-only reseller with the right password (40301)', async () => {
    await t.db.insert(users).values({
      username: 'reseller',
      name: 'Reseller Api',
      email: 'api@reseller.example.com',
      role: 5,
      passwordHash: await hashPassword(TEST_DEMO_PASSWORD),
      passwordChangedAt: t.clock.now(),
    });
    for (const username of ['disabled', 'reseller']) {
      const answer = await t.call('POST', '/api/login', { body: { username, password: TEST_DEMO_PASSWORD } });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(40301);
    }
  });

  it('locks an account out after 5 failures (42901 with Retry-After), from any address, until the window ends', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await t.call('POST', '/api/login', {
        body: { username: 'support', password: `Wrong#${i}` },
        address: `198.51.100.${i}`,
      });
      expect(answer.status).toBe(401);
    }
    const locked = await t.call('POST', '/api/login', {
      body: { username: 'support', password: TEST_DEMO_PASSWORD },
      address: '203.0.113.9',
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 42901 });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_WINDOW_SECONDS);
    // Other accounts are not affected.
    expect((await t.login('catalog')).status).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await t.login('support')).status).toBe(200);
  });

  it('locks an address out after 20 failures across accounts, other addresses still sign in', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await t.call('POST', '/api/login', { body: { username: `guess${i}`, password: 'Wrong#1' }, address: '198.51.100.7' });
      expect(answer.status).toBe(401);
    }
    const locked = await t.call('POST', '/api/login', {
      body: { username: 'admin', password: TEST_DEMO_PASSWORD },
      address: '198.51.100.7',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(42901);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await t.call('POST', '/api/login', {
      body: { username: 'admin', password: TEST_DEMO_PASSWORD },
      address: '198.51.100.8',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('XSRF', () => {
  it('refuses a login without the header, with a wrong one, or without the cookie (40302)', async () => {
    const body = { username: 'admin', password: TEST_DEMO_PASSWORD };
    const noHeader = await t.app.request('/api/login', {
      method: 'POST',
      headers: { Cookie: 'XSRF-TOKEN=abc', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const wrong = await t.app.request('/api/login', {
      method: 'POST',
      headers: { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abd', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const noCookie = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 'abc', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    for (const answer of [noHeader, wrong, noCookie]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ code: 40302, message: 'CSRF token missing or wrong' });
    }
    // The refusal hands a cookie to a browser that had none, so the client can retry.
    expect(noCookie.headers.get('set-cookie')).toContain('XSRF-TOKEN=');
  });

  it('guards signed-in calls too', async () => {
    const token = await t.signIn('admin');
    const answer = await t.call('PUT', `/api/setting/users/${payloadOf(token).id}/change-password`, {
      token,
      csrf: false,
      body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(40302);
  });
});

describe('pre-two-factor token', () => {
  it('reads only its own user and is refused everywhere else with 40101', async () => {
    const pre = (await t.login('admin')).body.token;
    const id = payloadOf(pre).id;
    const own = await t.call<CurrentUser>('GET', `/api/setting/users/${id}`, { token: pre });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ ID: id, Username: 'admin', Role: 1, CanApproveReturns: true });
    const refused = [
      await t.call('GET', `/api/setting/users/${await userId('support')}`, { token: pre }),
      await t.call('GET', '/api/setting/users', { token: pre }),
      await t.call('POST', '/api/refresh', { token: pre }),
      await t.call('PUT', `/api/setting/users/${id}/change-password`, {
        token: pre,
        body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      }),
      await t.call('GET', '/api/common/locales', { token: pre }),
      await t.call('GET', '/api/no-such-route', { token: pre }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(40101);
    }
  });

  it('expires after 10 minutes', async () => {
    const { pre, secret } = await enrolStart('admin');
    t.clock.advance(PRE_TFA_TOKEN_TTL_SECONDS * 1000);
    const answer = await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code: totpCode(secret, t.clock.now()) } });
    expect(answer.status).toBe(401);
  });
});

describe('enrolment and codes', () => {
  it('generates a QR code and an otpauth link for the own account only', async () => {
    const pre = (await t.login('catalog')).body.token;
    const id = payloadOf(pre).id;
    const answer = await t.call('POST', `/api/setting/users/${id}/generate-secret`, { token: pre });
    expect(answer.status).toBe(200);
    expect(answer.body.qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(answer.body.raw).toMatch(
      /^otpauth:\/\/totp\/Backoffice:catalog\?secret=[A-Z2-7]{32}&issuer=Backoffice&algorithm=SHA1&digits=6&period=30$/,
    );
    const other = await t.call('POST', `/api/setting/users/${await userId('admin')}/generate-secret`, { token: pre });
    expect([401, 403]).toContain(other.status);
    // Nothing is confirmed until a code arrives.
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).toBe(secretOfLink(answer.body.raw));
  });

  it('confirms the secret with a right code: a full token for 8 hours, audited', async () => {
    const { pre, id, secret } = await enrolStart('manager');
    const answer = await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code: totpCode(secret, t.clock.now()) } });
    expect(answer.status).toBe(200);
    const payload = payloadOf(answer.body.token);
    expect(payload).toEqual({
      id,
      role: 4,
      secret: true,
      tfa: true,
      exp: Math.floor(t.clock.now().getTime() / 1000) + FULL_TOKEN_TTL_SECONDS,
    });
    expect(answer.body.expire).toBe(payload.exp * 1000);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, id)))
      .orderBy(asc(auditEvents.id));
    expect(events.map((e) => e.action)).toEqual(['totp-secret-generated', 'totp-enrolled', 'sign-in']);
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('accepts the code under its spec name authenticationCode', async () => {
    const { pre, secret } = await enrolStart('support');
    const answer = await t.call('POST', '/api/authenticate-totp', {
      token: pre,
      body: { authenticationCode: totpCode(secret, t.clock.now()) },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong code with "Login failed" and counts it: the sixth try is locked out', async () => {
    const { pre, secret } = await enrolStart('admin');
    const right = totpCode(secret, t.clock.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const answer = await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code: wrong } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 40101, message: 'Login failed' });
    }
    const locked = await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code: right } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(42901);
  });

  it('refuses a malformed code with 40001 naming the field', async () => {
    const { pre } = await enrolStart('admin');
    const answer = await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code: '12a' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.code.id).toBe('validation.numeric');
  });

  it('refuses a code used once already (replay), even on a new login', async () => {
    const { pre, secret } = await enrolStart('admin');
    const code = totpCode(secret, t.clock.now());
    expect((await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code } })).status).toBe(200);
    const again = await t.call('POST', '/api/authenticate-totp', { token: (await t.login('admin')).body.token, body: { code } });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(40101);
    // Nor the code of the step before it.
    const earlier = totpCode(secret, new Date(t.clock.now().getTime() - 30_000));
    const older = await t.call('POST', '/api/authenticate-totp', { token: (await t.login('admin')).body.token, body: { code: earlier } });
    expect(older.status).toBe(401);
  });

  it('accepts one of two simultaneous requests with the same code', async () => {
    const { pre, secret } = await enrolStart('admin');
    const code = totpCode(secret, t.clock.now());
    const second = (await t.login('admin')).body.token;
    const answers = await Promise.all([
      t.call('POST', '/api/authenticate-totp', { token: pre, body: { code } }),
      t.call('POST', '/api/authenticate-totp', { token: second, body: { code } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('signs a confirmed user in with a code of the next step; the token says the secret exists', async () => {
    await t.signIn('catalog');
    const pre = (await t.login('catalog')).body.token;
    expect(payloadOf(pre)).toMatchObject({ secret: true, tfa: false });
    t.clock.advance(30_000);
    const code = totpCode(t.secrets.get('catalog')!, t.clock.now());
    const answer = await t.call('POST', '/api/authenticate-totp', { token: pre, body: { code } });
    expect(answer.status).toBe(200);
    expect(payloadOf(answer.body.token).tfa).toBe(true);
  });

  it('refuses re-enrolment once a secret is confirmed (40901)', async () => {
    await t.signIn('catalog');
    const pre = (await t.login('catalog')).body.token;
    const answer = await t.call('POST', `/api/setting/users/${payloadOf(pre).id}/generate-secret`, { token: pre });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(40901);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'catalog'));
    expect(row.totpSecret).toBe(t.secrets.get('catalog'));
  });
});

describe('full session', () => {
  it('refreshes the token with the current role', async () => {
    const token = await t.signIn('support');
    const id = payloadOf(token).id;
    t.clock.advance(60 * 60 * 1000);
    await t.db.update(users).set({ role: 4 }).where(eq(users.id, id));
    const answer = await t.call('POST', '/api/refresh', { token });
    expect(answer.status).toBe(200);
    const payload = payloadOf(answer.body.token);
    expect(payload).toEqual({
      id,
      role: 4,
      secret: true,
      tfa: true,
      exp: Math.floor(t.clock.now().getTime() / 1000) + FULL_TOKEN_TTL_SECONDS,
    });
    expect(answer.body.expire).toBe(payload.exp * 1000);
  });

  it('refuses to refresh for a user disabled meanwhile (40101)', async () => {
    const token = await t.signIn('support');
    await t.db
      .update(users)
      .set({ role: 0 })
      .where(eq(users.id, payloadOf(token).id));
    const answer = await t.call('POST', '/api/refresh', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(40101);
  });

  it('refuses an expired token and a forged one (40101)', async () => {
    const token = await t.signIn('admin');
    expect((await t.call('GET', '/api/setting/users', { token })).status).toBe(200);
    const [header, body] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...payloadOf(token), role: 1, id: 2 })).toString('base64url');
    expect((await t.call('GET', '/api/setting/users', { token: `${header}.${forgedBody}.${token.split('.')[2]}` })).status).toBe(401);
    expect((await t.call('GET', '/api/setting/users', { token: `${header}.${body}.` })).status).toBe(401);
    t.clock.advance(FULL_TOKEN_TTL_SECONDS * 1000);
    const expired = await t.call('GET', '/api/setting/users', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 40101, message: 'Not authenticated' });
    expect((await t.call('POST', '/api/refresh', { token })).status).toBe(401);
  });

  it('lists the users directory (ID, Name, Role) with the total in x-be-records', async () => {
    const token = await t.signIn('catalog');
    const answer = await t.call<{ data: UserRef[]; nextCursor: null }>('GET', '/api/setting/users', { token });
    expect(answer.status).toBe(200);
    // Every demo account is in the directory, the disabled one included.
    expect(answer.headers.get('x-be-records')).toBe(String(DEMO_USERS.length));
    expect(answer.body.nextCursor).toBeNull();
    expect(answer.body.data).toHaveLength(DEMO_USERS.length);
    for (const entry of answer.body.data) expect(Object.keys(entry).sort()).toEqual(['ID', 'Name', 'Role']);
    expect(answer.body.data.find((u) => u.ID === payloadOf(token).id)).toMatchObject({ Role: 3 });
  });

  it('shows another user only with view:user (role 2 is refused with 40301)', async () => {
    const support = await t.signIn('support');
    const adminId = await userId('admin');
    const refused = await t.call('GET', `/api/setting/users/${adminId}`, { token: support });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40301);
    const admin = await t.signIn('admin');
    const seen = await t.call<CurrentUser>('GET', `/api/setting/users/${payloadOf(support).id}`, { token: admin });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ Username: 'support', Role: 2, CanApproveReturns: false });
    // With view:user the answer is the resource engine's record: CurrentUser's fields plus the system keys.
    expect(Object.keys(seen.body).sort()).toEqual([
      'CanApproveReturns',
      'CreatedAt',
      'Email',
      'ID',
      'Name',
      'PasswordChangedAt',
      'Role',
      'UpdatedAt',
      'Username',
      'Version',
    ]);
    expect((await t.call('GET', '/api/setting/users/99999', { token: admin })).status).toBe(404);
  });

  it('reports an old password change date for the expired account', async () => {
    const token = await t.signIn('expired');
    const me = await t.call<CurrentUser>('GET', `/api/setting/users/${payloadOf(token).id}`, { token });
    const age = t.clock.now().getTime() - Date.parse(me.body.PasswordChangedAt!);
    expect(age).toBeGreaterThan(365 * 24 * 3600 * 1000);
  });
});

describe('PUT /api/setting/users/{id}/change-password', () => {
  it('changes the password: 204, the new one signs in, the old one no longer does, audited without hashes', async () => {
    const token = await t.signIn('expired');
    const id = payloadOf(token).id;
    const answer = await t.request('PUT', `/api/setting/users/${id}/change-password`, {
      token,
      body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(answer.status).toBe(204);
    expect((await t.login('expired')).status).toBe(401);
    expect((await t.login('expired', NEW_PASSWORD)).status).toBe(200);
    const me = await t.call<CurrentUser>('GET', `/api/setting/users/${id}`, { token });
    expect(me.body.PasswordChangedAt).toBe(t.clock.now().toISOString());
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'password-changed')));
    expect(event.actorId).toBe(id);
    expect(JSON.stringify(event)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it.each([
    ['weak', { password: 'Short1!', repeatPassword: 'Short1!' }, 'password', 'validation.passwordPolicy'],
    ['common', { password: 'Password123!', repeatPassword: 'Password123!' }, 'password', 'validation.passwordCommon'],
    ['mismatched', { password: NEW_PASSWORD, repeatPassword: `${NEW_PASSWORD}x` }, 'repeatPassword', 'validation.sameAs'],
    ['missing', {}, 'password', 'validation.required'],
    ['reused', { password: TEST_DEMO_PASSWORD, repeatPassword: TEST_DEMO_PASSWORD }, 'password', 'validation.passwordReused'],
  ])('refuses a %s password with 40001 and the field message', async (_kind, body, field, id) => {
    const token = await t.signIn('support');
    const answer = await t.call('PUT', `/api/setting/users/${payloadOf(token).id}/change-password`, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40001);
    expect(answer.body.fields[field].id).toBe(id);
    expect(answer.body.fields[field].message).toEqual(expect.any(String));
    expect((await t.login('support')).status).toBe(200);
  });

  it("refuses to change another user's password (40301)", async () => {
    const token = await t.signIn('admin');
    const answer = await t.call('PUT', `/api/setting/users/${await userId('support')}/change-password`, {
      token,
      body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(40301);
  });
});
