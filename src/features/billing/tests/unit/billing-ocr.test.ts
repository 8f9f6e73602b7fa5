/** Swedish OCR references (src/features/billing/domain/ocr.ts): the Luhn check digit, the optional length digit, and checking a typed reference. */
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, luhnValid, ocrReference, ocrValid } from '../../domain/ocr';

describe('OCR references', () => {
  it('end in the Luhn (mod 10) check digit', () => {
    expect(luhnCheckDigit('123456789')).toBe(7);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(ocrReference('123456789')).toBe('1234567897');
    expect(luhnValid('1234567897')).toBe(true);
    expect(luhnValid('1234567898')).toBe(false);
  });

  it('carry the length digit before the check digit when asked, so a dropped or added digit is refused', () => {
    const reference = ocrReference('500123', { lengthDigit: true });
    expect(reference).toHaveLength(8);
    expect(reference.slice(0, 7)).toBe('5001238');
    expect(ocrValid(reference, { lengthDigit: true })).toBe(true);
    expect(ocrValid(reference.slice(1), { lengthDigit: true })).toBe(false);
    expect(ocrValid(`${reference.slice(0, 3)} ${reference.slice(3)}`, { lengthDigit: true })).toBe(true);
  });

  it('catch every single mistyped digit and every swap of two neighbouring different digits', () => {
    const reference = ocrReference('5004711', { lengthDigit: true });
    for (let i = 0; i < reference.length; i += 1)
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === reference[i]) continue;
        expect(ocrValid(reference.slice(0, i) + String(d) + reference.slice(i + 1), { lengthDigit: true })).toBe(false);
      }
    for (let i = 0; i + 1 < reference.length; i += 1) {
      if (reference[i] === reference[i + 1]) continue;
      const swapped = reference.slice(0, i) + reference[i + 1] + reference[i] + reference.slice(i + 2);
      if (!/^(09|90)$/.test(reference[i] + reference[i + 1])) expect(ocrValid(swapped, { lengthDigit: true })).toBe(false);
    }
  });

  it('refuse what is not digits', () => {
    expect(() => ocrReference('50A1')).toThrow();
    expect(ocrValid('abc')).toBe(false);
    expect(ocrValid('')).toBe(false);
  });
});
