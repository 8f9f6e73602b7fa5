/**
 * Every write that moves a row's Version on goes through server/resources/versioned-writes.ts (versionedUpdate,
 * versionedUpdates, or versionAfter naming why a write is not audited per row): nowhere else in the server
 * (server/, or a feature's server part in src/features/<name>/server/) writes `version + 1` by hand (`${T.Version} + 1`, `r.version + 1`, `Number(before.Version) + 1`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const THE_ONE = 'server/resources/versioned-writes.ts';

/** A Version (or version) followed, past at most a closing bracket or two, by `+ 1`. */
const HAND_WRITTEN = /version\W{0,3}\s*\+\s*1(?!\d)/i;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `file:line: text` of every hand-written Version bump in `text`. */
function handWrittenBumps(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (HAND_WRITTEN.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('versioned writes', () => {
  it('recognises the hand-written bumps it forbids, and not what merely looks alike', () => {
    const bumps = [
      'Version: sql`${T.Version} + 1`,',
      '.set({ ...changes, Version: Number(before.Version) + 1 })',
      'version = r.version + 1, updated_at = now()',
      'version: sql`${users.version} + 1`',
      'const version = row.version + 1;',
    ];
    for (const line of bumps) expect(handWrittenBumps('x.ts', line), line).toHaveLength(1);
    const alike = ['Attempts: sql`${outbox.Attempts} + 1`', 'versionOf(raw) + 1', 'Version: 1', 'version + 10'];
    for (const line of alike) expect(handWrittenBumps('x.ts', line), line).toEqual([]);
  });

  it('are written by server/resources/versioned-writes.ts alone: no `version + 1` elsewhere in the server or a feature', () => {
    const found = [join(ROOT, 'server'), join(ROOT, 'src/features')]
      .flatMap(sourcesUnder)
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((file) => file !== THE_ONE && !/^src\/features\/[^/]+\/tests\//.test(file))
      .flatMap((file) => handWrittenBumps(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found, 'write through versionedUpdate / versionedUpdates, or versionAfter with its reason').toEqual([]);
  });
});
