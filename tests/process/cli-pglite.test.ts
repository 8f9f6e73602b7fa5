/**
 * `npm run user:create` on the embedded database (issue 7, section 8), run for real with the password
 * piped to standard input: the first administrator of an empty data directory, who then signs in to a server
 * that seeded nothing; a duplicate; the data directory lock respected while a server runs; a password in
 * an argument, an unknown role and a bad e-mail address refused before anything is touched. `npm run seed:demo` on the embedded
 * database is run by crash.test.ts, whose server then signs in a demo account; its refusals are in
 * cli-postgres.test.ts.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, DEMO_PASSWORD, newDataDir, runScript, startServer, stopAll } from './support';

afterAll(() => stopAll());

const PASSWORD = 'Hjortron#Myren-2719';

describe('user:create on the embedded database', () => {
  it('creates the first administrator of an empty data directory (migrating it), who signs in; the server seeds no demo data beside it', async () => {
    const env = { DATA_DIR: newDataDir() };
    const created = await runScript(
      'user:create',
      ['--username', 'boss', '--role', '1', '--email', 'boss@example.com', '--name', 'Bo Chef', '--can-approve-returns'],
      env,
      `${PASSWORD}\n`,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created user "boss" \(ID \d+, role 1 Super Administrator\) on the embedded database in /);
    expect(created.stdout + created.stderr).not.toContain(PASSWORD);

    const again = await runScript(
      'user:create',
      ['--username', 'BOSS', '--role', '2', '--email', 'other@example.com'],
      env,
      `${PASSWORD}\n`,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No user was created:\n  --username: a user named "BOSS" exists already (usernames ignore case)');

    const server = await startServer(env);
    const client = new ApiClient(server.base);
    const token = await client.signIn('boss', PASSWORD);
    const listed = await client.call('GET', '/api/setting/users', { token });
    expect(listed.body.data.map((u: { Name: string }) => u.Name)).toEqual(['Bo Chef']);
    const me = await client.call('GET', `/api/setting/users/${listed.body.data[0].ID}`, { token });
    expect(me.body).toMatchObject({ Username: 'boss', Role: 1, CanApproveReturns: true, Email: 'boss@example.com' });
    // No demo accounts were added by the server's first start.
    expect((await client.call('POST', '/api/login', { body: { username: 'admin', password: DEMO_PASSWORD } })).status).toBe(401);

    // While the server holds the data directory the tool refuses, naming the server, and writes nothing.
    const locked = await runScript(
      'user:create',
      ['--username', 'second', '--role', '2', '--email', 'second@example.com'],
      env,
      `${PASSWORD}\n`,
    );
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain(`Another server process (pid ${server.pid}) is using DATA_DIR`);
    expect(locked.stderr).toContain('stop the server, run this command, then start the server again');
    expect((await client.call('GET', '/api/setting/users', { token })).body.data).toHaveLength(1);
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('refuses a password given as an argument, an unknown role and a bad e-mail address, before touching the database', async () => {
    const env = { DATA_DIR: join(tmpdir(), `backoffice-never-made-${process.pid}`) };
    const [withPassword, badRole, badEmail] = await Promise.all([
      runScript('user:create', ['--username', 'x', '--role', '1', '--email', 'x@example.com', `--password=${PASSWORD}`], env),
      runScript('user:create', ['--username', 'x', '--role', '9', '--email', 'x@example.com'], env, `${PASSWORD}\n`),
      runScript('user:create', ['--username', 'x', '--role', '1', '--email', 'x.example.com'], env, `${PASSWORD}\n`),
    ]);
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain('No user was created:\n  --email: Value is not a valid email address');
    expect(withPassword.code).toBe(2);
    expect(withPassword.stderr).toContain('A password is never taken from an argument');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain(
      '--role "9" is not a role. Roles: 0 Disabled, 1 Super Administrator, 2 Customer Service, 3 Product Manager, 4 Administrator, 5 Reseller',
    );
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });
});
