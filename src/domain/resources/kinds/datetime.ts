/** An instant, ISO 8601 with an offset, between the years 1 and 9999: `datetime('PublishAt')`. */
import { asText, isBlank, issue, type Rule } from '../../validation';
import { isCalendarDay, isUnreadable } from './date';
import { make, type DomainKind } from './kind';

export const datetime = make('datetime');

/** Earliest and latest instants stored: 0001-01-01 and 9999-12-31 in UTC, whatever the offset written. */
const INSTANT_RANGE = { first: new Date('0001-01-01T00:00:00Z').getTime(), last: new Date('9999-12-31T23:59:59.999Z').getTime() };

export const dateTimeRule: Rule = (value) => {
  if (isUnreadable(value)) return issue('validation.datetime');
  if (isBlank(value)) return null;
  const written = asText(value).trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/.exec(written);
  if (!match) return issue('validation.datetime');
  const [, year, month, day, hours, minutes, seconds = '0', , offsetHours = '0', offsetMinutes = '0'] = match;
  const valid =
    isCalendarDay(Number(year), Number(month), Number(day)) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 14 &&
    Number(offsetMinutes) <= 59;
  const instant = Date.parse(written);
  return valid && instant >= INSTANT_RANGE.first && instant <= INSTANT_RANGE.last ? null : issue('validation.datetime');
};

export const datetimeKind: DomainKind = {
  range: true,
  rules: () => [dateTimeRule],
};
