/**
 * The one mapping from what a status means to the chip's tone (text is always shown too; DESIGN.md "Look"):
 * every status of every resource declares its meaning here, so an order's "Sent" and a product's "For sale"
 * read alike, and a refusal is the same colour wherever it is shown. docs/decisions.md "Status tones".
 */
import type { EnumOption } from './types';

export type Tone = NonNullable<EnumOption['tone']>;

export const STATUS_TONES = {
  /** Nothing has happened yet, or nothing needs to: a draft, a queued job, no check needed. */
  idle: 'neutral',
  /** Under way as it should be: processing, scheduled, running. */
  active: 'info',
  /** Someone must look or decide, or it is held up: awaiting approval, delayed, on hold. */
  attention: 'warning',
  /** Ended as intended: sent, approved, succeeded. */
  done: 'success',
  /** Went wrong: an error, a failed delivery. */
  failed: 'error',
  /** A colleague said no: declined, rejected, denied. */
  refused: 'error',
  /** Ended without effect: cancelled, annulled, skipped, replaced. */
  closed: 'neutral',
} as const satisfies Record<string, Tone>;

export type StatusMeaning = keyof typeof STATUS_TONES;

/**
 * Status options labelled `enums.<name>.<code>`, each with the tone of its meaning: `statusOptions('orderStatus', ORDER_STATUSES, { 1: 'idle', … })`. The meanings table
 * is typed over the codes, so a new status does not compile until it says what it means.
 */
export function statusOptions<C extends number | string>(
  name: string,
  values: readonly C[],
  meanings: Readonly<Record<C, StatusMeaning>>,
): EnumOption[] {
  return values.map((value) => ({ value, label: `enums.${name}.${String(value)}`, tone: STATUS_TONES[meanings[value]] }));
}
