import { describe, expect, it } from 'vitest';
import { callingCodeOf, isPhoneNumber, normalizePhone, normalizePhoneIn, phoneDirectoryOf, reversePhoneUrl } from '../../src/domain/phone';

describe('normalizePhone', () => {
  it('keeps the international digits of a number written with + or 00', () => {
    expect(normalizePhone('+46 70-123 45 67')).toBe('46701234567');
    expect(normalizePhone('0046701234567')).toBe('46701234567');
    expect(normalizePhone('  +47 912 34 567 ')).toBe('4791234567');
    expect(normalizePhone('46701234567')).toBe('46701234567');
  });
  it('reads a national number (one leading 0) as Swedish unless another calling code is given', () => {
    expect(normalizePhone('0701234567')).toBe('46701234567');
    expect(normalizePhone('070-123 45 67')).toBe('46701234567');
    expect(normalizePhone('(08) 123 456 78')).toBe('46812345678');
    expect(normalizePhone('040 123 4567', '358')).toBe('358401234567');
    expect(normalizePhone('0151 23456789', '49')).toBe('4915123456789');
    expect(normalizePhone('+358 40 123 4567', '46')).toBe('358401234567');
  });
  it('drops everything that is not a digit', () => {
    expect(normalizePhone('tel: +46 (0)70')).toBe('46070');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('abc')).toBe('');
  });
  it('sends a national Swedish number to the Swedish directory in its national form', () => {
    expect(phoneDirectoryOf('0701234567')).toBe('se');
    expect(reversePhoneUrl('070-123 45 67')).toBe('https://www.hitta.se/vem-ringde/0701234567');
    expect(reversePhoneUrl('0049 30 1234567')).toContain('dasoertliche.de');
  });
});

describe('isPhoneNumber', () => {
  it.each(['+46 70-123 45 67', '0701234567', '46701234567', '0046 8 123 456 78', '(08) 123 456 78', '+49 30 1234567', '070.123.45.67'])(
    'accepts %s',
    (input) => expect(isPhoneNumber(input)).toBe(true),
  );
  it.each([
    '',
    '   ',
    'abc',
    '12',
    '070 12',
    '+',
    '070 123 45 67 ext 2',
    'anna@example.se',
    '+46 70 123 45 67 89 01 23',
    '<script>',
    '0701234567; drop',
  ])('refuses %j', (input) => expect(isPhoneNumber(input)).toBe(false));
});

describe('normalizePhoneIn', () => {
  it('gives a national number the calling code of the country it was written in', () => {
    expect(callingCodeOf('fi')).toBe('358');
    expect(callingCodeOf('NL')).toBe('46');
    expect(callingCodeOf(null)).toBe('46');
    expect(normalizePhoneIn('070-123 45 67', 'SE')).toBe('46701234567');
    expect(normalizePhoneIn('040 123 4567', 'FI')).toBe('358401234567');
    expect(normalizePhoneIn('030 1234567', 'DE')).toBe('49301234567');
  });
  it('knows Norwegian and Danish national numbers by their eight digits without a leading 0', () => {
    expect(normalizePhoneIn('912 34 567', 'NO')).toBe('4791234567');
    expect(normalizePhoneIn('32 12 34 56', 'dk')).toBe('4532123456');
    expect(normalizePhoneIn('+46 70 123 45 67', 'NO')).toBe('46701234567');
    expect(normalizePhoneIn('0046 7012 3456', 'NO')).toBe('4670123456');
    expect(normalizePhoneIn('91234567', 'SE')).toBe('91234567');
  });
});
