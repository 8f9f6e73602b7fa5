/**
 * `npm run user:create` and `npm run seed:demo` on PostgreSQL (DATABASE_URL; issue 7, section 8), run for
 * real with the password piped to standard input: each migrates an empty database first; the demo data
 * goes only into an empty one; an account is stored as one made in the console (argon2id, audited as the
 * system) and the password policy applies; a database nobody answers for is a clear error. The demo seeded is
 * larger than the other processes' (1,500 orders), so its credit notes come over many months, each in time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/pg-cluster.mjs';
import { DEMO_USERS } from '../../server/demo';
import { ChargebackStatus } from '../../src/domain/returns/codes';
import { InvoiceType } from '../../src/features/billing/domain/invoices';
import { createDatabase, query, runScript, stopAll } from './support';

afterAll(() => stopAll());

const PASSWORD = 'Lingon#Skogen-8841';

describe('user:create and seed:demo on PostgreSQL', () => {
  it('seed:demo migrates and loads an empty database, and refuses it the second time', async () => {
    // More orders than the other processes' demo: its returns, and so its credit notes, come over many months.
    const env = { DATABASE_URL: await createDatabase('seed'), DEMO_ORDERS: '1500' };
    const seeded = await runScript('seed:demo', [], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('Demo data loaded into PostgreSQL (DATABASE_URL).');
    const [counts] = await query<{ users: number; todos: number; tags: number }>(
      env.DATABASE_URL,
      'select (select count(*)::int from users) as users, (select count(*)::int from todos) as todos, (select count(*)::int from tags) as tags',
    );
    expect(counts.users).toBe(DEMO_USERS.length);
    expect(counts.todos).toBeGreaterThan(0);
    expect(counts.tags).toBeGreaterThan(0);

    // A shop's returns come all year: credit notes in many months, each made days after its return was approved,
    // never before the invoice it credits nor after a refund paid after it, dated the day it was made.
    const [notes] = await query<{ notes: number; months: number; wrong: string | null }>(
      env.DATABASE_URL,
      `select count(*)::int as notes, count(distinct to_char(n.invoice_date, 'YYYY-MM'))::int as months,
         string_agg(n.number, ' ') filter (where n.invoice_date < i.invoice_date or n.created_at < i.created_at
           or n.created_at <= r.decided_at or n.created_at > r.decided_at + interval '14 days'
           or (c.status = $2 and n.created_at > c.updated_at)
           or n.invoice_date::text <> to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD')) as wrong
       from invoices n
       join invoices i on i.id = n.credited_invoice_id
       join chargebacks c on c.order_id = i.order_id
       join returns r on r.id = c.return_id
       where n.type = $1`,
      [InvoiceType.CreditNote, ChargebackStatus.RefundProcessed],
    );
    expect(notes.notes).toBeGreaterThanOrEqual(8);
    expect(notes.months).toBeGreaterThanOrEqual(6);
    expect(notes.wrong).toBeNull();

    const again = await runScript('seed:demo', [], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Nothing was loaded: PostgreSQL (DATABASE_URL) already has ${DEMO_USERS.length} users.`);
  });

  it('user:create migrates an empty database and stores the account as the console would; duplicates and weak passwords are refused', async () => {
    const env = { DATABASE_URL: await createDatabase('usercreate') };
    const created = await runScript(
      'user:create',
      ['--username', 'Ägaren', '--role', '4', '--email', 'agare@example.com'],
      env,
      `${PASSWORD}\r\n`,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created user "Ägaren" \(ID \d+, role 4 Administrator\) on PostgreSQL \(DATABASE_URL\)\./);
    const [user] = await query<{
      id: number;
      name: string;
      role: number;
      password_hash: string;
      password_changed_at: Date | null;
      can_approve_returns: boolean;
    }>(env.DATABASE_URL, 'select id, name, role, password_hash, password_changed_at, can_approve_returns from users');
    expect(user).toMatchObject({ name: 'Ägaren', role: 4, can_approve_returns: false });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_changed_at).not.toBeNull();
    const events = await query<{ actor_id: number; action: string; after: Record<string, unknown> }>(
      env.DATABASE_URL,
      "select actor_id, action, after from audit_events where entity = 'users' and entity_id = $1",
      [user.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_id: 0, action: 'create' });
    expect(JSON.stringify(events[0].after)).not.toContain(PASSWORD);

    const [duplicate, weak, common] = await Promise.all([
      runScript('user:create', ['--username', 'ÄGAREN', '--role', '2', '--email', 'x@example.com'], env, `${PASSWORD}\n`),
      runScript('user:create', ['--username', 'svag', '--role', '2', '--email', 'svag@example.com'], env, 'kort1!\n'),
      runScript('user:create', ['--username', 'vanlig', '--role', '2', '--email', 'vanlig@example.com'], env, 'Password123!\n'),
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('--username: a user named "ÄGAREN" exists already');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(
      'password: The password does not meet the requirements: at least 10 characters with a lowercase letter, an uppercase letter, a digit and a special character',
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('password: The password is too common, choose another one');
    expect(await query(env.DATABASE_URL, 'select id from users')).toHaveLength(1);
  });

  it('names the problem when nobody answers at DATABASE_URL', async () => {
    const answer = await runScript(
      'user:create',
      ['--username', 'x', '--role', '1', '--email', 'x@example.com'],
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none` },
      `${PASSWORD}\n`,
    );
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/Cannot migrate the database: .*ECONNREFUSED/);
  });
});
