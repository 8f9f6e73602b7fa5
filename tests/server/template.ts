/**
 * What the server tests' global setup hands to the test files: where the migrated, seeded template
 * database is. PGlite: a `dumpDataDir()` archive on disk. PostgreSQL: a template database to clone.
 */
export type ServerTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string; clonePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate;
  }
}

/** The password of every seeded demo account in the tests. */
export const TEST_DEMO_PASSWORD = 'Test#Backoffice-2026';

/** The same server, another database: the URL with its path replaced. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
