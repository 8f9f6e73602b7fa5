import { defineConfig } from 'drizzle-kit';

/** The engine's tables and every feature's (src/features/<name>/server/schema.ts). */
export const SCHEMA_FILES = ['./server/db/schema/index.ts', './src/features/*/server/schema.ts'];

/** `npm run db:generate` writes SQL migrations from the schema; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: SCHEMA_FILES,
  out: './server/db/migrations',
});
