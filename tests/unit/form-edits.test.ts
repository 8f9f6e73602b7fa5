/**
 * Merging a stale write (src/views/resource/form/edits.ts): this user's changes go on top of the record as
 * saved meanwhile, nothing the other side changed is undone unless the user picks it, and translated
 * fields merge language by language.
 */
import { describe, expect, it } from 'vitest';
import { strings } from '../../src/domain/resources/shop';
import { compareEdits, mergeEdits } from '../../src/views/resource/form/edits';

const base = { Key: 'checkout.title', Value: { sv: 'Kassa', en: 'Checkout' }, Description: '' };

describe('stale-write edits', () => {
  it('keeps both sides where they changed different fields or languages', () => {
    const mine = { ...base, Value: { sv: 'Till kassan', en: 'Checkout' } };
    const current = { ...base, Value: { sv: 'Kassa', en: 'To checkout' }, Description: 'Rubrik' };
    const edits = compareEdits(strings, base, mine, current);
    expect(edits.map((e) => [e.field.key, e.mine, e.theirs, e.clash])).toEqual([
      ['Value', true, true, false],
      ['Description', false, true, false],
    ]);
    expect(mergeEdits(edits, base, mine, current)).toEqual({
      ...base,
      Value: { sv: 'Till kassan', en: 'To checkout' },
      Description: 'Rubrik',
    });
  });

  it('takes mine where both changed one value, unless the saved side is kept', () => {
    const mine = { ...base, Description: 'Min', Value: { sv: 'Min', en: 'Checkout' } };
    const current = { ...base, Description: 'Deras', Value: { sv: 'Deras', en: 'Theirs' } };
    const edits = compareEdits(strings, base, mine, current);
    expect(edits.filter((e) => e.clash).map((e) => e.field.key)).toEqual(['Value', 'Description']);
    expect(mergeEdits(edits, base, mine, current)).toEqual({ ...base, Description: 'Min', Value: { sv: 'Min', en: 'Theirs' } });
    const kept = new Map([
      ['Value', 'theirs' as const],
      ['Description', 'theirs' as const],
    ]);
    expect(mergeEdits(edits, base, mine, current, kept)).toEqual(current);
  });

  it('sees no clash when both made the same change', () => {
    const mine = { ...base, Description: 'Samma' };
    const edits = compareEdits(strings, base, mine, { ...mine });
    expect(edits).toEqual([expect.objectContaining({ mine: true, theirs: true, clash: false })]);
  });
});
