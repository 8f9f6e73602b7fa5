/**
 * The few key facts the start-up code needs too (the key buffer runs in the entry chunk, before the
 * command layer has loaded): kept apart from shortcuts.ts, which re-exports them, so the entry stays small.
 */
import type { Platform } from './types';

/** How long a `g` waits for its second key. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** Same test react-hotkeys-hook uses for `mod`, so the hint and the matcher always agree. */
export function detectPlatform(nav: { userAgent?: string } | undefined = globalThis.navigator): Platform {
  const ua = nav?.userAgent ?? '';
  return /mac/i.test(ua) && !/iphone|ipad|ipod/i.test(ua) ? 'mac' : 'other';
}
