// The server test suite on a real PostgreSQL server: a private, throw-away cluster (scripts/pg-cluster.mjs),
// then `vitest run --project server` with TEST_DATABASE_URL pointing at it. Every argument is passed on to
// vitest. The cluster is stopped and deleted in every case, and missing PostgreSQL binaries fail the run:
// a test stage that cannot run must not pass by skipping.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ClusterError, startCluster } from './pg-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const vitestArgs = process.argv.slice(2);

let cluster;
try {
  cluster = await startCluster();
} catch (error) {
  console.error(error instanceof ClusterError ? error.message : error);
  process.exit(1);
}

let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    cluster.stop();
    process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal]);
  });
}

console.log(`PostgreSQL test cluster (${cluster.binDir}) at ${cluster.url}`);

const code = await new Promise((resolve) => {
  child = spawn(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', ...vitestArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(error);
    resolve(1);
  });
});
cluster.stop();
process.exit(code);
