// Builds the browser app when its sources changed since the last build (or no build exists).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function walk(path, hash) {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      walk(join(path, name), hash);
    }
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const path = join(root, input);
    if (existsSync(path)) walk(path, hash);
  }
  return hash.digest('hex');
}

export function buildIfNeeded({ force = false } = {}) {
  const stampPath = join(root, 'dist', '.fingerprint');
  const fingerprint = sourceFingerprint();
  const current = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : '';
  if (!force && current === fingerprint && existsSync(join(root, 'dist', 'index.html'))) return false;
  console.log('Building the browser app…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The browser app failed to build.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampPath, fingerprint);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') });
