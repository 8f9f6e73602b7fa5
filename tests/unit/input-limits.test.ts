/**
 * Input limits the browser form and the server share (src/domain/resources/rules.ts, validation.ts): a
 * length limit on every text-like field, characters no field stores, the SKU rule, and dates that do not
 * exist named as such (issue 7, section 6).
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { date, datetime, longText, password, richText, slug, text, translations } from '../../src/domain/resources/fields';
import { fieldRules, MAX_LENGTH_BY_KIND, maxLengthOf, UNREADABLE_DATE } from '../../src/domain/resources/rules';
import type { FieldDef } from '../../src/domain/resources/types';
import { forbiddenCharacterAt, isStorableText, replaceForbiddenCharacters, sku } from '../../src/domain/validation';

/**
 * The first message id the field's rules give for a value, as the form and the server both see it, in a form the
 * field applies to (the first value its `appliesWhen` allows: a coupon's get list is a buy X get Y coupon's).
 */
const firstIssue = (field: FieldDef, value: unknown, mode: 'create' | 'update' = 'create') => {
  const applies = Object.fromEntries(Object.entries(field.appliesWhen ?? {}).map(([key, allowed]) => [key, allowed[0]]));
  for (const rule of fieldRules(field, mode)) {
    const found = rule(value, { ...applies, [field.key]: value });
    if (found) return found;
  }
  return null;
};

const TEXT_LIKE = new Set(['text', 'longText', 'richText', 'slug', 'password', 'locale', 'translations']);

describe('length limits', () => {
  it('gives every text-like field of every declared resource a limit, and refuses one character more', () => {
    for (const def of RESOURCES) {
      for (const field of def.fields.filter((f) => TEXT_LIKE.has(f.kind) && !f.readOnly && !f.hidden)) {
        const max = maxLengthOf(field);
        expect(max, `${def.name}.${field.key}`).toBeGreaterThan(0);
        const over = 'x'.repeat(max! + 1);
        const value = field.kind === 'translations' ? { sv: over } : over;
        expect(firstIssue(field, value)?.id, `${def.name}.${field.key}`).toBe('validation.maxLength');
      }
    }
  });

  it('takes the kind default unless the declaration says otherwise: long text 5,000, rich text 20,000', () => {
    expect(MAX_LENGTH_BY_KIND).toMatchObject({ text: 255, slug: 120, longText: 5000, richText: 20_000 });
    expect(firstIssue(richText('Body'), 'x'.repeat(20_000))).toBeNull();
    expect(firstIssue(richText('Body'), 'x'.repeat(20_001))).toMatchObject({ id: 'validation.maxLength', values: { max: 20_000 } });
    expect(firstIssue(longText('Note'), 'x'.repeat(5001))).toMatchObject({ id: 'validation.maxLength', values: { max: 5000 } });
    expect(firstIssue(longText('Note', { maxLength: 20 }), 'x'.repeat(21))).toMatchObject({ values: { max: 20 } });
    expect(firstIssue(slug('Slug', 'Name'), 'a'.repeat(121))?.id).toBe('validation.maxLength');
    expect(firstIssue(password('Password'), `Aa1!${'x'.repeat(200)}`)?.id).toBe('validation.maxLength');
  });

  it('holds each language of a translated rich text to the rich-text limit (the 88,000-character FAQ answer)', () => {
    const answer = RESOURCES.find((def) => def.name === 'faq')!.fields.find((f) => f.key === 'Answer')!;
    expect(maxLengthOf(answer)).toBe(20_000);
    expect(firstIssue(answer, { sv: '<p>ok</p>', en: `<p>${'x'.repeat(88_000)}</p>` })).toMatchObject({
      id: 'validation.maxLength',
      values: { max: 20_000 },
    });
    expect(firstIssue(translations('Title', 'text'), { sv: 'x'.repeat(256) })).toMatchObject({ values: { max: 255 } });
  });
});

describe('characters no field stores', () => {
  it('refuses NUL and the other control characters but tab and line feed, DEL and lone surrogates', () => {
    expect(isStorableText('Rad ett\nRad två\tflik\n')).toBe(true);
    expect(isStorableText('emoji 😀 och å, ä, ö, \u00a0, \u200b, \u2028')).toBe(true);
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', 'rad\r\n', 'del\u007f', 'half \ud800', 'half \udfff end', '\udc00\ud800']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(forbiddenCharacterAt('ok\tok\nok\u0000')).toBe(8);
    expect(forbiddenCharacterAt('😀\ud800')).toBe(2);
    expect(forbiddenCharacterAt('ok')).toBe(-1);
    expect(firstIssue(text('Name'), 'Skal\u0000')?.id).toBe('validation.characters');
    expect(firstIssue(longText('Note'), 'a\ud800')?.id).toBe('validation.characters');
    expect(firstIssue(longText('Note'), 'rad ett\r\nrad två')?.id).toBe('validation.characters');
    expect(firstIssue(richText('Body'), '<p>\u0000</p>')?.id).toBe('validation.characters');
    expect(firstIssue(translations('Question', 'text'), { sv: 'ok', en: 'no\u0000' })?.id).toBe('validation.characters');
  });

  it('makes text from a mail or a file storable: CRLF as line feeds, every other forbidden character as U+FFFD', () => {
    expect(replaceForbiddenCharacters('Hej\r\ndär\u0000!\r')).toBe('Hej\ndär\ufffd!\ufffd');
    expect(replaceForbiddenCharacters('a\ud800b 😀\tc')).toBe('a\ufffdb 😀\tc');
    expect(replaceForbiddenCharacters('orört')).toBe('orört');
  });
});

describe('SKUs', () => {
  it('take ASCII letters and digits with - _ . / and refuse spaces, emoji and other letters', () => {
    for (const ok of ['IP15P-SCR-OLED', 'KLARNA_INVOICE', 'A', 'sgs24u.scr/2', '0815']) expect(sku(ok, {}), ok).toBeNull();
    for (const bad of ['IP15 SCR', 'SKU😀', 'ÅÄÖ-1', '-LEADING', 'x'.repeat(65), 'A\tB', 'ＡＢＣ'])
      expect(sku(bad, {})?.id, bad).toBe('validation.sku');
  });

  it('is the rule of every SKU field and of each line of a deal SKU list', () => {
    const skuFields = RESOURCES.flatMap((def) => def.fields.filter((f) => /sku$/i.test(f.key)).map((f) => [def.name, f] as const));
    expect(skuFields.length).toBeGreaterThanOrEqual(4);
    for (const [name, field] of skuFields) expect(firstIssue(field, 'IP15 😀')?.id, `${name}.${field.key}`).toBe('validation.sku');
    const list = RESOURCES.find((def) => def.name === 'deals')!.fields.find((f) => f.key === 'SkuList')!;
    expect(firstIssue(list, 'IP15-SCR\nSGS24U-SCR')).toBeNull();
    expect(firstIssue(list, 'IP15-SCR\nSGS24U 😀')?.id).toBe('resources.invalid.skuLines');
  });
});

describe('dates that do not exist', () => {
  it('says a date is not valid, not that it is required, when the input cannot be read', () => {
    const required = date('ValidFrom', { required: true });
    expect(firstIssue(required, UNREADABLE_DATE)?.message).toBe('Value is not a valid date');
    expect(firstIssue(date('ValidFrom'), UNREADABLE_DATE)?.id).toBe('validation.date');
    expect(firstIssue(datetime('StartsAt', { required: true }), UNREADABLE_DATE)?.id).toBe('validation.datetime');
    expect(firstIssue(required, '')?.id).toBe('validation.required');
  });

  it('refuses days a month does not have, and years PostgreSQL cannot hold', () => {
    const day = date('Day');
    for (const bad of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '0000-01-01', '2026-1-1'])
      expect(firstIssue(day, bad)?.message, bad).toBe('Value is not a valid date');
    for (const ok of ['2024-02-29', '0001-01-01', '9999-12-31']) expect(firstIssue(day, ok), ok).toBeNull();
  });

  it('refuses instants on days that do not exist, hours past 23 and instants outside years 1 to 9999 in UTC', () => {
    const at = datetime('At');
    for (const bad of [
      '2026-02-30T10:00:00Z',
      '2026-04-31T10:00Z',
      '2026-02-28T24:00:00Z',
      '2026-02-28T23:60:00Z',
      '2026-02-28T10:00:00+15:00',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-14:00',
      '+275760-09-13T00:00:00.000Z',
    ]) {
      expect(firstIssue(at, bad)?.message, bad).toBe('Value is not a valid date and time');
    }
    for (const ok of ['2026-02-28T10:00:00Z', '2024-02-29T23:59:59.999+01:00', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])
      expect(firstIssue(at, ok), ok).toBeNull();
  });
});
