/**
 * `POST /api/shop/invoice-reminders/next-actions` (SPEC.md screens: the invoice reminders list's selection mode;
 * issue 20 §2): perform the next action of each reminder named, where that reminder's rules allow. With `dryRun`
 * nothing changes and each outcome says what would happen: the selection mode's summary before the run. Ids that
 * are not whole numbers ≥ 1, or more than NEXT_ACTIONS_MAX of them, are refused with 40001.
 */
import type { ReminderActionCode } from './codes';

/** At most this many reminders per call: one list page and then some (the list's page size is 50). */
export const NEXT_ACTIONS_MAX = 200;

export interface NextActionsRequest {
  ids: number[];
  /** Only say what would be done (the summary before). */
  dryRun?: boolean;
}

/**
 * Why a reminder's next action is not performed: it is paid or ignored, marked for a person, its next action is not
 * due yet, it has no next action, its step needs a setting that is missing (no reminder action configured for its
 * store and method), or no such reminder exists.
 */
export const SKIP_REASONS = ['paid', 'ignored', 'marked', 'notDue', 'noNextAction', 'notConfigured', 'notFound'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type NextActionOutcome =
  | {
      ID: number;
      /** `done`: performed now; `ready`: would be performed (dry run). */
      outcome: 'done' | 'ready';
      InvoiceNumber: string;
      /** The action performed (or to be): Send Email, Send Paper, Send Collect. */
      action: ReminderActionCode;
      /** The reminder's balance in its currency, as the money fields carry it ("1234.50"). */
      balance: string;
      currency: string;
    }
  | {
      ID: number;
      outcome: 'skipped';
      reason: SkipReason;
      /** Null when the reminder does not exist. */
      InvoiceNumber: string | null;
      balance: string | null;
      currency: string | null;
    };

/** The answer: one outcome per id asked, in the order asked (an id asked twice answers once). */
export interface NextActionsAnswer {
  data: NextActionOutcome[];
}
