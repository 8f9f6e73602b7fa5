/**
 * Every job kind has a label, both locales' text for it, and a handler in the assembled map, and the other
 * way round: no handler without a declared kind, no label for a kind nothing runs (src/domain/resources/jobs.ts
 * JOB_KINDS, src/intl/messages/<locale>/*.json, server/features.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { JOB_KINDS } from '../../src/domain/resources/jobs';
import { assembleServer } from '../../server/features';

const MESSAGES = join(__dirname, '../../src/intl/messages');

function catalogue(locale: string): Record<string, string> {
  const dir = join(MESSAGES, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  );
}

describe('job kinds', () => {
  const handled = Object.keys(assembleServer().jobs).sort();
  const declared = JOB_KINDS.map((kind) => kind.value as string).sort();

  it('are declared once each', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('each have a handler, and every handler a declared kind', () => {
    expect(handled).toEqual(declared);
  });

  it.each(LOCALES)('each have their label in the %s catalogue', (locale) => {
    const messages = catalogue(locale);
    const missing = JOB_KINDS.filter((kind) => !messages[kind.label]?.trim()).map((kind) => `${kind.value} (${kind.label})`);
    expect(missing).toEqual([]);
  });
});
