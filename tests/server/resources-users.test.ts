/**
 * Users as a resource on the hand-written table: the spec-fixed directory for callers without view:user,
 * the engine's list and read for those with it, passwords (hashed, never answered, never in the audit
 * trail), the protections of one's own account and the two-factor reset.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEvent, ResourceRecord } from '../../src/domain/resources/types';
import { verifyPassword } from '../../server/auth/passwords';
import { auditEvents, users } from '../../server/db/schema';
import { payloadOf, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

let t: TestApp;
let admin: string;
let adminId: number;
const PASSWORD = 'Grön-Tall#2031vinter';
const NEW_PASSWORD = 'Blå-Ek#2032sommar!';

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  adminId = payloadOf(admin).id;
});
afterAll(() => t.close());

async function newUser(): Promise<ResourceRecord> {
  const token = uniqueToken();
  const answer = await t.call('POST', '/api/setting/users', {
    token: admin,
    body: { Username: `anna.${token}`, Name: 'Anna Berg', Email: `anna.${token}@example.com`, Role: 2, Password: PASSWORD },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('users directory and list', () => {
  it('answers the directory (ID, Name, Role of everyone) to a role without view:user', async () => {
    const support = await t.signIn('support');
    const answer = await t.call('GET', '/api/setting/users?limit=1&sort=-Name', { token: support });
    expect(answer.status).toBe(200);
    expect(answer.body.nextCursor).toBeNull();
    expect(answer.body.data.length).toBe(Number(answer.headers.get('x-be-records')));
    for (const entry of answer.body.data) expect(Object.keys(entry).sort()).toEqual(['ID', 'Name', 'Role']);
  });

  it('answers the engine list (columns, q, filters, pages) to view:user', async () => {
    const user = await newUser();
    const answer = await t.call('GET', `/api/setting/users?q=${user.Username}`, { token: admin });
    expect(answer.body.data).toEqual([user]);
    expect(user).not.toHaveProperty('Password');
    expect(Object.keys(user).sort()).toEqual([
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
    const page = await t.call('GET', '/api/setting/users?limit=2&Role=1,2,3,4', { token: admin });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.nextCursor).not.toBeNull();
    const read = await t.call('GET', `/api/setting/users/${user.ID}`, { token: admin });
    expect(read.body).toEqual(user);
  });
});

describe('passwords', () => {
  it("hashes a new user's password (argon2id), sets PasswordChangedAt, refuses weak and common ones", async () => {
    const user = await newUser();
    expect(user.PasswordChangedAt).toBe(t.clock.now().toISOString());
    const [row] = await t.db.select().from(users).where(eq(users.id, user.ID));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);

    for (const [password, id] of [
      ['short1!A', 'validation.passwordPolicy'],
      ['Password123!', 'validation.passwordCommon'],
    ] as const) {
      const refused = await t.call('PUT', `/api/setting/users/${user.ID}`, {
        token: admin,
        body: { Password: password, Version: user.Version },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.Password.id).toBe(id);
    }
    const missing = await t.call('POST', '/api/setting/users', {
      token: admin,
      body: { Username: `x${uniqueToken()}`, Name: 'X', Email: 'x@example.com', Role: 2 },
    });
    expect(missing.body.fields.Password.id).toBe('validation.required');
  });

  it('keeps the password when the field is left empty, changes it when given; the history shows no hash', async () => {
    const user = await newUser();
    const kept = await t.call('PUT', `/api/setting/users/${user.ID}`, {
      token: admin,
      body: { Name: 'Anna Lind', Password: '', Version: user.Version },
    });
    expect(kept.status).toBe(200);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.ID));
    expect(await verifyPassword(before.passwordHash, PASSWORD)).toBe(true);

    t.clock.advance(60_000);
    const changed = await t.call('PUT', `/api/setting/users/${user.ID}`, {
      token: admin,
      body: { Password: NEW_PASSWORD, Version: kept.body.Version },
    });
    expect(changed.status).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.ID));
    expect(await verifyPassword(after.passwordHash, NEW_PASSWORD)).toBe(true);

    const history = await t.call<{ data: HistoryEvent[] }>('GET', `/api/setting/users/${user.ID}/history`, { token: admin });
    expect(history.body.data.map((e) => e.Action)).toEqual(['update', 'update', 'create']);
    expect(history.body.data[0].Changes).toEqual([
      { Field: 'Password', Before: null, After: null },
      { Field: 'PasswordChangedAt', Before: user.PasswordChangedAt, After: t.clock.now().toISOString() },
    ]);
    expect(history.body.data[1].Changes).toEqual([{ Field: 'Name', Before: 'Anna Berg', After: 'Anna Lind' }]);
    expect(history.body.data[2].Changes).toContainEqual({ Field: 'Password', Before: null, After: null });
    const stored = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.ID));
    expect(JSON.stringify(stored)).not.toMatch(/argon2|Grön|Blå/);
  });

  it("includes the sign-in flow's own password change in the history", async () => {
    const token = await t.signIn('expired');
    const id = payloadOf(token).id;
    const changed = await t.request('PUT', `/api/setting/users/${id}/change-password`, {
      token,
      body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    const history = await t.call<{ data: HistoryEvent[] }>('GET', `/api/setting/users/${id}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({
      Action: 'password-changed',
      ActorID: id,
      Changes: [{ Field: 'PasswordChangedAt', After: t.clock.now().toISOString() }],
    });
  });
});

describe("one's own account", () => {
  it("may not change one's own role nor delete oneself (40301); other changes are fine", async () => {
    const me = (await t.call('GET', `/api/setting/users/${adminId}`, { token: admin })).body as ResourceRecord;
    const role = await t.call('PUT', `/api/setting/users/${adminId}`, { token: admin, body: { Role: 4, Version: me.Version } });
    expect(role.status).toBe(403);
    expect(role.body.code).toBe(40301);
    const name = await t.call('PUT', `/api/setting/users/${adminId}`, {
      token: admin,
      body: { Name: 'Administratör', Role: 1, Version: me.Version },
    });
    expect(name.status).toBe(200);
    const alone = await t.call('DELETE', `/api/setting/users/${adminId}?version=${name.body.Version}`, { token: admin });
    expect(alone.status).toBe(403);
    const other = await newUser();
    const bulk = await t.call('POST', '/api/setting/users/delete', { token: admin, body: { ids: [other.ID, adminId] } });
    expect(bulk.status).toBe(403);
    expect((await t.call('GET', `/api/setting/users/${other.ID}`, { token: admin })).status).toBe(200);
  });

  it('refuses to delete a user who still holds to-dos (40901 in use)', async () => {
    const support = (await t.call('GET', '/api/setting/users?q=support', { token: admin })).body.data.find(
      (u: ResourceRecord) => u.Username === 'support',
    );
    const answer = await t.call('DELETE', `/api/setting/users/${support.ID}?version=${support.Version}`, { token: admin });
    expect(answer.status).toBe(409);
  });
});

describe('reset two-factor', () => {
  it('clears the TOTP state so the next sign-in enrols again', async () => {
    await t.signIn('manager');
    const [row] = await t.db.select().from(users).where(eq(users.username, 'manager'));
    expect(row.totpSecret).not.toBeNull();
    const answer = await t.call('POST', `/api/setting/users/${row.id}/reset-two-factor`, { token: admin, body: { Version: row.version } });
    expect(answer.status).toBe(200);
    expect(answer.body.Version).toBe(row.version + 1);
    const [after] = await t.db.select().from(users).where(eq(users.id, row.id));
    expect(after).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    const login = await t.login('manager');
    expect(payloadOf(login.body.token).secret).toBe(false);
    const history = await t.call<{ data: HistoryEvent[] }>('GET', `/api/setting/users/${row.id}/history`, { token: admin });
    expect(history.body.data[0]).toMatchObject({ Action: 'reset-two-factor', ActorID: adminId, Changes: [] });
  });
});
