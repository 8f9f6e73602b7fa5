/**
 * When a subscription's orders fall due (docs/decisions.md "Billing: subscriptions"): every `intervalDays` days
 * at the same time of day in the shop's time zone (across summer time), counted from the previous due date, never
 * from when the order happened to be placed, so the dates do not drift.
 */
import { fromDate } from '@internationalized/date';
import { SHOP_TIME_ZONE } from '../../../domain/constants';

/** `intervalDays` × `times` later, at the same wall-clock time in Stockholm. */
export function addIntervals(from: Date, intervalDays: number, times = 1): Date {
  return fromDate(from, SHOP_TIME_ZONE)
    .add({ days: intervalDays * times })
    .toDate();
}

/**
 * The due date after an order placed for `due` at `now`: one interval on, and when intervals were missed
 * (the shop was down, the subscription failed for a while) on to the first due date after `now`, so at most
 * one order catches up for them.
 */
export function nextDueAfter(due: Date, intervalDays: number, now: Date): Date {
  let next = addIntervals(due, intervalDays);
  if (next.getTime() > now.getTime()) return next;
  const missed = Math.floor((now.getTime() - due.getTime()) / (intervalDays * 86_400_000));
  next = addIntervals(due, intervalDays, Math.max(1, missed));
  while (next.getTime() <= now.getTime()) next = addIntervals(next, intervalDays);
  return next;
}

/** A paused subscription resumed: its due date as it was, or the first one from it that is not past. */
export function dueOnResume(due: Date, intervalDays: number, now: Date): Date {
  return due.getTime() >= now.getTime() ? due : nextDueAfter(due, intervalDays, now);
}
