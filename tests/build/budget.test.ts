/**
 * Size budget read from the build output (deterministic, not timed): the JavaScript the login screen needs
 * — the entry chunk, its static imports and the login view's lazy chunk with its static imports — stays at
 * or under 150 kB gzip. Run after `vite build` (npm test builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES } from '../../scripts/precompressed-assets.mjs';
import { describe, expect, it } from 'vitest';

const dist = join(__dirname, '..', '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const BUDGET_BYTES = 150 * 1000;
/**
 * A signed-in list screen (/shop/orders): the entry, the shell and the shop area with their static imports. 337 kB
 * gzip on 2026-11-27 once the date picker and the rule builder left for their own chunks (about 382 kB before);
 * 351.6 kB once billing's eighteen resources arrived (issue 20), most of it their declarations, which the entry
 * carries whole for the palette and the registry. The budget moved from 345 to 355 kB for it, said so in the README:
 * the way back under 345 is to load the declarations of the other areas when the browser is idle. 356.7 kB with the
 * support desk's three resources, its keys and the dashboard's commands (issue 21): the budget moved to 358 kB, said
 * so in the README; the 345 kB goal stays not met. 360.4 kB with issue 27's declarations (prints' documents, the
 * newsletters' send, redirects' targets, the country kind, column priorities), the cheat sheet's panes on screen
 * and the desk's keys, after taking back 5.6 kB of a date library the filter chips had pulled in: the budget moved
 * to 361 kB, said so in the README; the 345 kB goal stays not met (issue 29 takes the declarations out of the entry).
 * 361.4 kB once every form dialog shares one shell (FormDialog): the engine's action dialog brings it along as a
 * chunk of its own, +0.9 kB; the budget moved to 362 kB, said so in the README. 362.9 kB once the features are one
 * list (issue 28): each feature's declaration carries its menu places and error codes beside its resources, and the
 * list screen loads every feature's declaration for the resources; the budget moved to 363 kB, said so in the README.
 * 363.1 kB with the one text rule (the forms refuse a control character as the server does): the budget moved to
 * 364 kB, said so in the README; issue 29 takes the declarations out of the entry. 363.0 kB in issue 29, with the
 * first screen's list asked for at start-up, once the settings' home and the to-do panel became chunks of their own:
 * the budget came down to 363.1 kB. 367.2 kB with purchasing's four declarations (purchase orders, their lines,
 * allocations and timeline), its commands and its messages in the console's catalogue (issue 30): the budget moved
 * to 367.3 kB, said so in the README. 368.3 kB with presales (three declarations, their messages, a child's moves
 * as commands): the budget moved to 368.4 kB, said so in the README. 370.0 kB with coupons and upsells (five
 * declarations, their messages) and the staff order's coupon codes (issue 31): the budget moved to 370.1 kB, said so
 * in the README; the 345 kB goal stays not met, and the way back is still to load the other areas' declarations and
 * messages when the browser is idle. 373.4 kB with offers (two declarations, their messages and commands), the
 * coupon's try-it panel and the upsell dialog's messages (issue 31; 375.3 kB before the panel and the order lines'
 * price explanation became chunks of their own): the budget moved to 373.5 kB, said so in the README. The history of
 * these figures is in docs/benchmarks.md ("First load").
 */
const LIST_SCREEN_BUDGET_BYTES = 373_500;

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

function scriptBytes(manifest: Record<string, Chunk>, keys: string[]): { total: number; files: string[] } {
  const files = [...closure(manifest, keys)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  return { total: files.reduce((sum, file) => sum + gzipBytes(file), 0), files };
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

  it('keeps the JavaScript a signed-in list screen loads before its first paint within its budget', () => {
    const keys = [entry!, 'src/views/shell/Shell.tsx', 'src/views/shop/ShopArea.tsx'];
    for (const key of keys) expect(manifest[key], key).toBeDefined();
    const { total, files } = scriptBytes(manifest, keys);
    console.log(`orders list JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(LIST_SCREEN_BUDGET_BYTES);
    // The date picker is the forms' and loads on its own (src/views/common/deferred.tsx).
    expect(files.some((file) => /DateEditor/.test(file))).toBe(false);
  });

  it('ships a Brotli and a gzip copy beside every script, style sheet and the page, decoding to the same bytes', () => {
    const files = new Set(['index.html']);
    for (const chunk of Object.values(manifest)) {
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
    let checked = 0;
    for (const file of files) {
      const raw = readFileSync(join(dist, file));
      if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
      for (const [suffix, decode] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        expect(existsSync(join(dist, file + suffix)), `${file}${suffix}`).toBe(true);
        const packed = readFileSync(join(dist, file + suffix));
        expect(packed.length, `${file}${suffix} is smaller`).toBeLessThan(raw.length);
        expect(decode(packed).equals(raw), `${file}${suffix} decodes to ${file}`).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
