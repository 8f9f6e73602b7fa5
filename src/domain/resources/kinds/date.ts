/**
 * A calendar date, ISO `YYYY-MM-DD`: `date('ValidFrom')`. A date editor that cannot read what was typed
 * holds UNREADABLE_DATE, which the rules refuse as "not a valid date" rather than "required".
 */
import { asText, isBlank, issue, type Rule } from '../../validation';
import { make, type DomainKind } from './kind';

export const date = make('date');

/**
 * What a date editor holds when the browser cannot read what was typed (a native date input answers "" for
 * 2026-02-30 and sets `validity.badInput`): the date rules say "not a valid date" rather than "required".
 */
export const UNREADABLE_DATE = Object.freeze({ unreadable: 'date' as const });

export function isUnreadable(value: unknown): boolean {
  return (
    value === UNREADABLE_DATE || (typeof value === 'object' && value !== null && (value as { unreadable?: unknown }).unreadable === 'date')
  );
}

/** A calendar day that exists, year 1 to 9999 (what PostgreSQL's date and timestamptz hold as written). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const day0 = new Date(Date.UTC(2000, month - 1, day));
  day0.setUTCFullYear(year);
  return day0.getUTCMonth() === month - 1 && day0.getUTCDate() === day;
}

export const dateRule: Rule = (value) => {
  if (isUnreadable(value)) return issue('validation.date');
  if (isBlank(value)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asText(value).trim());
  return match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) ? null : issue('validation.date');
};

export const dateKind: DomainKind = {
  range: true,
  rules: () => [dateRule],
};
