// A private, throw-away PostgreSQL cluster: initdb in a temp dir, loopback only, a free port, durability
// off. Used by the server suite's PostgreSQL run (scripts/test-pg.mjs) and the benchmarks. Missing
// binaries are an error, never a skip. As root the cluster runs as the `postgres` user (initdb refuses root).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export class ClusterError extends Error {}

/** The directory holding initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/N/bin, else PATH. */
function findBinDir() {
  const candidates = [];
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(base, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(join(dir, bin))));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresOwner() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new ClusterError('Running as root, and there is no `postgres` user to run the PostgreSQL cluster as (initdb refuses root).');
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * Starts a cluster and answers `{ url, binDir, stop() }`. `settings` are extra `-c name=value` server
 * settings (e.g. shared_buffers for a benchmark). `stop` is idempotent and also runs on process exit.
 */
export async function startCluster({ settings = {} } = {}) {
  const binDir = findBinDir();
  if (!binDir) {
    throw new ClusterError(
      'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found in /usr/lib/postgresql/*/bin or on PATH.\n' +
        'Install them (Debian: apt-get install postgresql).',
    );
  }
  const owner = postgresOwner();
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);

  const pgTool = (tool, args) => {
    const command = join(binDir, tool);
    const [cmd, argv] = owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
  };

  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const fail = (message, detail) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    stop();
    throw new ClusterError([message, detail, log].filter(Boolean).join('\n'));
  };

  const init = pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  if (init.status !== 0) fail('initdb failed', `${init.stdout}\n${init.stderr}`);

  const port = await freePort();
  const extra = Object.entries({ max_connections: 200, ...settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  // Loopback only, socket in the temp dir; durability off: the cluster lives for one run.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${extra}`;
  const start = pgTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  started = true;
  if (start.status !== 0) fail('The PostgreSQL cluster did not start', `${start.stdout}\n${start.stderr}`);

  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, binDir, stop };
}
