/**
 * Quick choices of a time beside a date-time field (a snooze's end: "in 1 hour", "tomorrow 08:00", "next
 * Monday 08:00"), declared on the field (`presets`) and computed from a given now in the shop's time zone with
 * @internationalized/date, so "08:00" is 08:00 in Stockholm whatever the browser's zone, across summer time.
 */
import { CalendarDate, CalendarDateTime, fromDate, toCalendarDate, toZoned } from '@internationalized/date';
import { SHOP_TIME_ZONE } from './constants';

/** ISO weekday: 1 Monday … 7 Sunday. */
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type TimePreset =
  /** Now plus a span, rounded up to the whole minute (a form edits minutes). */
  | { label: string; after: { hours?: number; minutes?: number } }
  /** The day `days` after today, at `at` ("08:00"). */
  | { label: string; days: number; at: string }
  /** The next `weekday` after today (a week ahead when today is that day), at `at`. */
  | { label: string; weekday: Weekday; at: string };

const MINUTE = 60_000;

function isoWeekday(date: CalendarDate): Weekday {
  return (((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

function atTime(date: CalendarDate, at: string, timeZone: string): Date {
  const [hour, minute] = at.split(':').map(Number);
  // A time that does not exist that day (summer time starts) moves on, as a clock would.
  return toZoned(new CalendarDateTime(date.year, date.month, date.day, hour, minute), timeZone, 'later').toDate();
}

/** The instant a preset names, seen from `now` in `timeZone` (the shop's by default). */
export function presetInstant(preset: TimePreset, now: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  if ('after' in preset) {
    const span = ((preset.after.hours ?? 0) * 60 + (preset.after.minutes ?? 0)) * MINUTE;
    return new Date(Math.ceil((now.getTime() + span) / MINUTE) * MINUTE);
  }
  const today = toCalendarDate(fromDate(now, timeZone));
  if ('days' in preset) return atTime(today.add({ days: preset.days }), preset.at, timeZone);
  const ahead = (preset.weekday - isoWeekday(today) + 7) % 7 || 7;
  return atTime(today.add({ days: ahead }), preset.at, timeZone);
}
