/**
 * Converting minor units at an exchange rate (src/domain/money.ts convertMinor): exact at the order checks'
 * 5,000.00 / 5,000.01 SEK edge whatever the rate's decimals, rounded half away from zero, refusing rates that
 * are not positive decimals with up to six places.
 */
import { describe, expect, it } from 'vitest';
import { convertMinor, convertMinorBack } from '../../src/domain/money';

describe('convertMinor', () => {
  it('is exact at the 5,000 SEK edge for NOK at 0.94 and EUR at 11.10', () => {
    expect(convertMinor(531_915, '0.94')).toBe(500_000); // 5,319.15 NOK = 5,000.001 kr → 5,000.00
    expect(convertMinor(531_916, '0.94')).toBe(500_001); // 5,319.16 NOK = 5,000.0104 kr → 5,000.01
    expect(convertMinor(45_045, '11.10')).toBe(500_000); // 450.45 € = 4,999.995 kr → 5,000.00 (half away from zero)
    expect(convertMinor(45_046, '11.100000')).toBe(500_011);
  });

  it('keeps SEK as it is and rounds halves away from zero, also below zero', () => {
    expect(convertMinor(123_456, '1')).toBe(123_456);
    expect(convertMinor(1, '0.5')).toBe(1);
    expect(convertMinor(-1, '0.5')).toBe(-1);
    expect(convertMinor(3, '0.166666')).toBe(0); // 0.499998 öre
  });

  it('stays exact where floats drift (0.1 × 3)', () => {
    expect(convertMinor(30, '0.1')).toBe(3);
    expect(convertMinor(99_999_999_999_999, '1.000001')).toBe(100_000_099_999_999);
  });

  it('refuses a rate that is zero, negative, not a number or has more than six decimals', () => {
    for (const rate of ['0', '0.000000', '-1', 'abc', '', '1.0000001', '1e3']) expect(convertMinor(100, rate), rate).toBeNull();
  });
});

describe('convertMinorBack', () => {
  it('divides by the rate, rounded half away from zero', () => {
    expect(convertMinorBack(4_900, '0.94')).toBe(5_213); // 49.00 kr = 52.1276… NOK
    expect(convertMinorBack(4_900, '11.10')).toBe(441); // 49.00 kr = 4.4144… €
    expect(convertMinorBack(1, '2')).toBe(1); // 0.5 → 1
    expect(convertMinorBack(-1, '2')).toBe(-1);
    expect(convertMinorBack(100, '0')).toBeNull();
  });
});
