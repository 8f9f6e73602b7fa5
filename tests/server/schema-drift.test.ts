/**
 * The migrations describe the schema exactly: drizzle-kit, asked to generate a migration from the schema
 * (server/db/schema) against a copy of the committed migrations, finds nothing to write. A schema change
 * without its migration (or a migration edited by hand away from the schema) fails here, not on a
 * database in production.
 */
import { SCHEMA_FILES } from '../../drizzle.config';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const committed = join(root, 'server/db/migrations');
const scratch = mkdtempSync(join(tmpdir(), 'backoffice-drift-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('generating a migration from the schema yields nothing: every schema change has its migration', () => {
  const out = join(scratch, 'migrations');
  cpSync(committed, out, { recursive: true });
  const before = new Set(readdirSync(out));
  const run = spawnSync(
    process.execPath,
    // drizzle-kit joins `--out` to the working directory, so it gets a relative path.
    [
      join(root, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      `{${SCHEMA_FILES.join(',')}}`,
      '--out',
      relative(root, out),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  expect(run.status, `drizzle-kit failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
  const added = readdirSync(out).filter((name) => !before.has(name));
  const sql = added.filter((name) => name.endsWith('.sql')).map((name) => `-- ${name}\n${readFileSync(join(out, name), 'utf8')}`);
  expect(added, `the schema differs from the migrations; run npm run db:generate. It would write:\n${sql.join('\n')}`).toEqual([]);
  expect(run.stdout).toContain('No schema changes');
}, 60_000);
