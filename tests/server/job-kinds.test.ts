/**
 * Every job kind has a label, both locales' text for it, and a handler in the assembled map, and the other
 * way round: no handler without a declared kind, no label for a kind nothing runs (src/domain/resources/jobs.ts
 * JOB_KINDS, the message catalogues, server/features.ts).
 */
import { readCatalogue } from '../catalogue';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { JOB_KINDS } from '../../src/domain/resources/jobs';
import { assembleServer } from '../../server/features';

const catalogue = readCatalogue;

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
