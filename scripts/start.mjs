// `npm start`: build the browser app if needed, then run the API server, which migrates the database,
// seeds demo data on an empty embedded database and serves the app and /api from one process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node 20.19 or newer is required.`);
  process.exit(1);
}
if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

buildIfNeeded();
process.env.STATIC_DIR ??= join(root, 'dist');

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
