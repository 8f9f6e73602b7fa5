/**
 * Shared by the process tests: one private PostgreSQL cluster (scripts/pg-cluster.mjs), in which each test
 * makes its own databases, and one embedded database directory that has been through PGlite's initdb and
 * nothing else (no migrations, no data), which tests copy instead of paying for initdb in every process
 * (about 8 s of CPU each). Missing PostgreSQL binaries fail the run here, loudly: these tests never skip.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { PGLITE_EXTENSIONS } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    processCluster: { url: string };
    /** A PGlite data directory right after initdb, to copy to DATA_DIR/pgdata. */
    pgliteInitialized: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'backoffice-process-tests-'));
  const initialized = join(dir, 'pgdata');
  const [cluster] = await Promise.all([
    startCluster(),
    PGlite.create({ dataDir: initialized, extensions: PGLITE_EXTENSIONS }).then((client) => client.close()),
  ]);
  project.provide('processCluster', { url: cluster.url });
  project.provide('pgliteInitialized', initialized);
  return async () => {
    cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
