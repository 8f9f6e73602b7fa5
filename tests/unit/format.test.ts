import { describe, expect, it } from 'vitest';
import { formatFileSize, formatOrganisationNumber, formatPersonalId, slugify } from '../../src/domain/format';

describe('slugify', () => {
  it('lowercases and turns spaces and separators into single hyphens', () => {
    expect(slugify('iPhone 15 Pro  Max')).toBe('iphone-15-pro-max');
    expect(slugify('USB-C_kabel/2m.svart')).toBe('usb-c-kabel-2m-svart');
  });
  it('transliterates accented letters', () => {
    expect(slugify('Skärmskydd för Öra & Ände')).toBe('skarmskydd-for-ora-ande');
    expect(slugify('Straße Ærø')).toBe('strasse-aero');
  });
  it('removes other characters, collapses hyphens and trims the ends', () => {
    expect(slugify('  --Laddare (20W)!! -- ')).toBe('laddare-20w');
    expect(slugify('***')).toBe('');
  });
});

describe('formatPersonalId', () => {
  const now = new Date(Date.UTC(2026, 10, 22));
  it('keeps digits and separates the last four with a hyphen', () => {
    expect(formatPersonalId('19850412 1234', now)).toBe('19850412-1234');
  });
  it('prefixes 19 when a two-digit year would put the date in the future', () => {
    expect(formatPersonalId('850412-1234', now)).toBe('19850412-1234');
    expect(formatPersonalId('2612311234', now)).toBe('19261231-1234');
  });
  it('prefixes 20 when the date with 20 is not in the future', () => {
    expect(formatPersonalId('0501011234', now)).toBe('20050101-1234');
    expect(formatPersonalId('261122-1234', now)).toBe('20261122-1234');
  });
});

describe('formatOrganisationNumber', () => {
  it('removes non-digits and separates the last four', () => {
    expect(formatOrganisationNumber('556677 8899')).toBe('556677-8899');
    expect(formatOrganisationNumber('SE5566778899')).toBe('556677-8899');
  });
});

describe('formatFileSize', () => {
  it('uses base-1000 units with two decimals and a decimal comma', () => {
    expect(formatFileSize(0)).toBe('0,00 B');
    expect(formatFileSize(999)).toBe('999,00 B');
    expect(formatFileSize(1000)).toBe('1,00 KB');
    expect(formatFileSize(1_536_000)).toBe('1,54 MB');
    expect(formatFileSize(2.5e12)).toBe('2,50 TB');
    expect(formatFileSize(1e24)).toBe('1,00 YB');
    expect(formatFileSize(5e27)).toBe('5000,00 YB');
  });
  it('gives an empty string for impossible sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
