/**
 * A date-time field's quick choices (src/domain/time-presets.ts): "in 1 hour", "tomorrow 08:00" and "next
 * Monday 08:00" in the shop's time zone, whatever zone the computer runs in, across the change to and from
 * summer time, and always ahead of now.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/domain/resources/shop/orders';
import { presetInstant, type TimePreset } from '../../src/domain/time-presets';

const IN_AN_HOUR: TimePreset = { label: 'in', after: { hours: 1 } };
const TOMORROW: TimePreset = { label: 'tomorrow', days: 1, at: '08:00' };
const NEXT_MONDAY: TimePreset = { label: 'monday', weekday: 1, at: '08:00' };

/** The instant's wall-clock time in Stockholm, as `YYYY-MM-DD HH:mm, weekday`. */
function stockholm(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}, ${part('weekday')}`;
}

describe('time presets', () => {
  it('are what the order check snooze offers', () => {
    const snooze = orders.actions.custom!.find((a) => a.id === 'snooze-check')!;
    const until = snooze.input!.find((f) => f.key === 'Until')!;
    expect(until.presets).toEqual([
      expect.objectContaining({ after: { hours: 1 } }),
      expect.objectContaining({ days: 1, at: '08:00' }),
      expect.objectContaining({ weekday: 1, at: '08:00' }),
    ]);
  });

  it('name Stockholm times: late on a Sunday evening in UTC is already Monday in Stockholm', () => {
    // 2026-11-29 23:30 UTC is Monday 2026-11-30 00:30 in Stockholm (winter time, UTC+1).
    const now = new Date('2026-11-29T23:30:00Z');
    expect(stockholm(presetInstant(IN_AN_HOUR, now))).toBe('2026-11-30 01:30, Monday');
    expect(stockholm(presetInstant(TOMORROW, now))).toBe('2026-12-01 08:00, Tuesday');
    // Today is Monday in Stockholm: the next Monday is a week ahead.
    expect(stockholm(presetInstant(NEXT_MONDAY, now))).toBe('2026-12-07 08:00, Monday');
    expect(presetInstant(TOMORROW, now).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });

  it('keep 08:00 across the change to and from summer time', () => {
    // Saturday 2026-03-28: summer time starts on Sunday the 29th; Monday the 30th is UTC+2.
    expect(presetInstant(TOMORROW, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(presetInstant(NEXT_MONDAY, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-30T06:00:00.000Z');
    // Saturday 2026-10-24: winter time from Sunday the 25th.
    expect(presetInstant(TOMORROW, new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('always lie ahead of now, on the named weekday and time, within the span they name', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), (now) => {
        const hour = presetInstant(IN_AN_HOUR, now).getTime() - now.getTime();
        expect(hour).toBeGreaterThanOrEqual(3_600_000);
        expect(hour).toBeLessThan(3_660_000);
        const tomorrow = presetInstant(TOMORROW, now);
        expect(tomorrow.getTime()).toBeGreaterThan(now.getTime());
        expect(stockholm(tomorrow)).toMatch(/ 08:00, /);
        const monday = presetInstant(NEXT_MONDAY, now);
        expect(stockholm(monday)).toMatch(/ 08:00, Monday$/);
        expect(monday.getTime()).toBeGreaterThan(now.getTime());
        expect(monday.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 86_400_000);
      }),
      { numRuns: 300 },
    );
  });
});
