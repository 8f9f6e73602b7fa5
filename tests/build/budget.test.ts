/**
 * Size budget read from the build output (deterministic, not timed): the JavaScript the login screen needs
 * — the entry chunk, its static imports and the login view's lazy chunk with its static imports — stays at
 * or under 150 kB gzip. Run after `vite build` (npm test builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = join(__dirname, '..', '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const BUDGET_BYTES = 150 * 1000;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function loadManifest(): Record<string, Chunk> {
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`vite build\` first`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
}

/** A chunk and everything it imports statically. */
function closure(manifest: Record<string, Chunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

describe('build budgets', () => {
  const manifest = loadManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  const loginView = Object.keys(manifest).find((key) => /src\/views\/session\/.*Login[^/]*\.tsx$/.test(key));

  it('finds the entry and the login view in the manifest', () => {
    expect(entry, 'entry chunk').toBeDefined();
    expect(loginView, 'login view chunk (src/views/session/*Login*.tsx, lazily loaded)').toBeDefined();
  });

  it('keeps the JavaScript the login screen needs at or under 150 kB gzip', () => {
    const keys = closure(manifest, [entry!, loginView!]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`login screen JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
