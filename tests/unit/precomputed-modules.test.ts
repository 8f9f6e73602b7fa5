/**
 * The build-time modules (scripts/precomputed-modules.mjs): the facts that decide the declared resources'
 * screens reach the browser as data equal to the declarations', without importing them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precomputedSource } from '../../scripts/precomputed-modules.mjs';
import { RESOURCES } from '../../src/domain/resources';
import { DECLARED_SCREEN_FACTS } from '../../src/domain/resources/screen-table.precomputed';
import { resourceScreens, screenFacts } from '../../src/domain/resources/screens';

const TABLE = join(import.meta.dirname, '../../src/domain/resources/screen-table.precomputed.ts');

describe('precomputed modules', () => {
  it('give the screen facts of every declared resource with screens, and so the same screens', () => {
    const own = RESOURCES.filter((r) => !r.parent);
    expect(DECLARED_SCREEN_FACTS).toEqual(own.map(screenFacts));
    expect(DECLARED_SCREEN_FACTS.map((facts) => resourceScreens(facts))).toEqual(own.map((r) => resourceScreens(r)));
  });

  it('are replaced by their data under Vite (no value shared with the declarations)', () => {
    const users = RESOURCES.find((r) => r.name === 'users')!;
    const facts = DECLARED_SCREEN_FACTS.find((d) => d.name === 'users')!;
    expect(facts.permissions).toEqual(users.permissions);
    expect(facts.permissions).not.toBe(users.permissions);
  });

  it('write the exports as data and name the project files they were computed from', async () => {
    const { code, imported } = await precomputedSource(TABLE);
    expect(code).not.toMatch(/^\s*import\s|\bimport\(|\brequire\(/m);
    expect(code).toMatch(/^export const DECLARED_SCREEN_FACTS = \[/m);
    expect(imported).toContain(join(import.meta.dirname, '../../src/domain/resources/index.ts'));
    expect(imported.every((path) => !path.includes('node_modules'))).toBe(true);
  });

  it('refuse an export that is not plain data, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precomputed-'));
    const file = join(dir, 'bad.precomputed.ts');
    writeFileSync(file, 'export const ok = [1, "a", { b: null }];\nexport const byName = new Map([["a", 1]]);\n');
    await expect(precomputedSource(file)).rejects.toThrow(/byName is not plain data \(Map\)/);
  });
});
