// The server test suite on a real PostgreSQL server: a private, throw-away cluster (initdb in a temp dir,
// loopback only, a free port), then `vitest run --project server` with TEST_DATABASE_URL pointing at it.
// Every argument is passed on to vitest. The cluster is stopped and deleted in every case, and missing
// PostgreSQL binaries fail the run: a test stage that cannot run must not pass by skipping.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const vitestArgs = process.argv.slice(2);

/** The directory holding initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/N/bin, else PATH. */
function findBinDir() {
  const candidates = [];
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(base, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(join(dir, bin))));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const binDir = findBinDir();
if (!binDir) {
  console.error(
    'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found in /usr/lib/postgresql/*/bin or on PATH.\n' +
      'Install them (Debian: apt-get install postgresql) to run the server tests on PostgreSQL.',
  );
  process.exit(1);
}

// initdb refuses to run as root: run the cluster as the `postgres` user then.
const asRoot = process.getuid?.() === 0;
let owner;
if (asRoot) {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    console.error('Running as root, and there is no `postgres` user to run the PostgreSQL test cluster as (initdb refuses root).');
    process.exit(1);
  }
  owner = { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

const dir = mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'postgres.log');
if (owner) chownSync(dir, owner.uid, owner.gid);

/** Run a PostgreSQL tool, as `postgres` when we are root. */
function pgTool(tool, args, options = {}) {
  const command = join(binDir, tool);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir, ...options });
}

let started = false;
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}

function fail(message, detail) {
  console.error(message);
  if (detail) console.error(detail);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
  cleanup();
  process.exit(1);
}

let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    cleanup();
    process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal]));
  });
}
process.on('exit', cleanup);

const init = pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
if (init.status !== 0) fail('initdb failed', `${init.stdout}\n${init.stderr}`);

const port = await freePort();
// Loopback only, socket in the temp dir; durability off: the cluster lives for one test run.
const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
const start = pgTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
started = true;
if (start.status !== 0) fail('The PostgreSQL test cluster did not start', `${start.stdout}\n${start.stderr}`);

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL test cluster (${binDir}) on 127.0.0.1:${port}`);

const code = await new Promise((resolve) => {
  child = spawn(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', ...vitestArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(error);
    resolve(1);
  });
});
cleanup();
process.exit(code);
