/**
 * Two API processes on one PostgreSQL database (issue 7, section 3; DESIGN.md "Scale-out path"): they start
 * together on an empty database (migrations take turns under an advisory lock), the demo data and one
 * more account are loaded with the command-line tools while they run, people sign in on either, a token
 * signed by one is honoured by the other, and assign-next fired from both at once hands every to-do out
 * exactly once. Also the other places where two processes meet: a one-time code raced to both, and a
 * singleton first read on both at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { ApiClient, createDatabase, DEMO_PASSWORD, query, runScript, startServer, stopAll, type Answer } from './support';

/** To-dos added to the demo queue so the race lasts a while. */
const EXTRA_TODOS = 200;
/** Requests each (user, process) pair keeps in flight. */
const PER_PAIR = 2;

afterAll(() => stopAll());

describe('two API processes on one PostgreSQL database', () => {
  it('never hand out one to-do twice, share sessions, one-time codes and singletons', async () => {
    const url = await createDatabase('scaleout');
    const filesDir = mkdtempSync(join(tmpdir(), 'backoffice-scaleout-files-'));
    try {
      const env = { DATABASE_URL: url, JWT_SECRET: 'two-processes-share-this-signing-key-0123456789', FILES_DIR: filesDir };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      // An empty database: each process says how to make the first administrator.
      for (const server of [a, b])
        expect(server.log()).toContain(
          'the database has no users, so nobody can sign in: create the first administrator with `npm run user:create',
        );
      const seeded = await runScript('seed:demo', [], env);
      expect(seeded.code, seeded.stderr).toBe(0);
      const agentPassword = 'Fyrtorn#Skymning-58';
      const agent = await runScript(
        'user:create',
        ['--username', 'agent', '--role', '2', '--email', 'agent@example.com', '--name', 'Alva Agent'],
        env,
        `${agentPassword}\n`,
      );
      expect(agent.code, agent.stderr).toBe(0);
      await query(
        url,
        `insert into todos (queue_id, category, title, deep_link, permission, created_at)
         select q.id, 1, 'Kontroll ' || g, '/shop/orders/' || (900000 + g), 'view:shop', now() - make_interval(secs => g)
         from generate_series(1, ${EXTRA_TODOS}) g, (select id from todo_queues where category = 1 order by id limit 1) q`,
      );

      const onA = new ApiClient(a.base);
      const onB = new ApiClient(b.base);

      // A one-time code sent to both processes at once signs in once.
      const login = await onA.call('POST', '/api/login', { body: { username: 'agent', password: agentPassword } });
      expect(login.status).toBe(200);
      const agentId = JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString()).id as number;
      const enrolled = await onB.call('POST', `/api/setting/users/${agentId}/generate-secret`, { token: login.body.token });
      const code = totpCode(new URL(enrolled.body.raw).searchParams.get('secret')!, new Date());
      const raced = await Promise.all(
        [onA, onB].map((client) => client.call('POST', '/api/authenticate-totp', { token: login.body.token, body: { code } })),
      );
      expect(raced.map((r) => r.status).sort()).toEqual([200, 401]);
      const agentToken: string = raced.find((r) => r.status === 200)!.body.token;

      const people = [
        { username: 'admin', token: await onA.signIn('admin', DEMO_PASSWORD) },
        { username: 'manager', token: await onA.signIn('manager', DEMO_PASSWORD) },
        { username: 'support', token: await onB.signIn('support', DEMO_PASSWORD) },
        { username: 'agent', token: agentToken },
      ];
      const idOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).id as number;

      const before = await onA.call<{ count: number }>('GET', '/api/common/to-do-count', { token: people[0].token });
      expect((await onB.call('GET', '/api/common/to-do-count', { token: people[2].token })).body).toEqual(before.body);
      const assignable = before.body.count;
      expect(assignable).toBeGreaterThanOrEqual(EXTRA_TODOS);

      // Everyone asks both processes (a token from one is good on the other) until both say the queue is empty.
      const handedOut: { id: number; to: number; via: string }[] = [];
      const drain = async (client: ApiClient, via: string, token: string) => {
        for (let round = 0; round <= assignable; round++) {
          const answer: Answer = await client.call('POST', '/api/common/to-dos/assign?category=1', { token });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          if (answer.body.data === null) return;
          handedOut.push({ id: answer.body.data.ID, to: idOf(token), via });
        }
        throw new Error('the queue never ran dry');
      };
      await Promise.all(
        people.flatMap(({ token }) => [
          ...Array.from({ length: PER_PAIR }, () => drain(onA, 'a', token)),
          ...Array.from({ length: PER_PAIR }, () => drain(onB, 'b', token)),
        ]),
      );

      const ids = handedOut.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(assignable);
      const viaA = handedOut.filter((h) => h.via === 'a').length;
      console.log(`assign-next: ${ids.length} to-dos handed out once each, ${viaA} by process A and ${ids.length - viaA} by process B`);
      expect(viaA).toBeGreaterThan(0);
      expect(ids.length - viaA).toBeGreaterThan(0);
      for (const client of [onA, onB])
        expect((await client.call('GET', '/api/common/to-do-count', { token: people[0].token })).body).toEqual({ count: 0 });
      // The database agrees: each to-do is held by whoever was told it was theirs, with one assign event.
      const rows = await query<{ id: number; assigned_to: number; events: string }>(
        url,
        `select t.id, t.assigned_to, (select count(*) from audit_events e where e.entity = 'todo' and e.action = 'assign' and e.entity_id = t.id) as events
         from todos t where t.id = any($1::int[])`,
        [ids],
      );
      const holder = new Map(handedOut.map((h) => [h.id, h.to]));
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) {
        expect(row.assigned_to).toBe(holder.get(row.id));
        expect(Number(row.events)).toBe(1);
      }

      // A singleton read for the first time on both processes at once is created once.
      await query(url, 'delete from return_settings');
      const reads = await Promise.all(
        [onA, onB, onA, onB].map((client) => client.call('GET', '/api/setting/returns', { token: people[0].token })),
      );
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(reads.map((r) => r.body.ID)).size).toBe(1);
      expect(await query(url, 'select id from return_settings')).toHaveLength(1);

      expect(await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')])).toEqual([0, 0]);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
