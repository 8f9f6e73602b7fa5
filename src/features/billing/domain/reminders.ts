/**
 * The invoice reminders' own codes beside SPEC.md's (./codes.ts): the notices a reminder carries (SPEC.md §5), the
 * contexts of its events, and what an event says as a message code with values (rendered in the reader's
 * language, as order events are: src/domain/orders/event-messages.ts). Choices: docs/decisions.md "Billing: reminders".
 */

/**
 * SPEC.md §5 "Invoice reminder notices": the invoice total is under the low-amount threshold in SEK, or the balance
 * still owed is under the low-balance threshold in SEK (settings › invoice reminder thresholds).
 */
export const REMINDER_NOTICES = ['lowAmount', 'lowBalance'] as const;

/** Who or what an event comes from: the scheduled run, a person (a move, the selection's next actions), a payment. */
export const REMINDER_EVENT_CONTEXTS = ['schedule', 'staff', 'payment'] as const;
export type ReminderEventContext = (typeof REMINDER_EVENT_CONTEXTS)[number];

/** What a reminder event says: a message id and its values (JSON on the event). */
export const REMINDER_EVENT_MESSAGES = {
  /**
   * A step of the ladder, each with what comes next: `next` (an action code, 0 when the ladder ends there), `days`
   * until it, and the balance owed (`amount`, `currency`).
   */
  stepEmail: 'reminderEvents.message.stepEmail',
  stepPaper: 'reminderEvents.message.stepPaper',
  stepCollect: 'reminderEvents.message.stepCollect',
  /** The reminder e-mail was queued to `to` with the letter attached (`outbox`: the outbox message's id). */
  emailSent: 'reminderEvents.message.emailSent',
  /** The reminder e-mail could not be made: the store has no active reminder template (`locale`). */
  emailNoTemplate: 'reminderEvents.message.emailNoTemplate',
  /** The reminder e-mail could not be made: the invoice has no e-mail address to send to. */
  emailNoAddress: 'reminderEvents.message.emailNoAddress',
  /** Marked for a person (the reason is the event's message). */
  marked: 'reminderEvents.message.marked',
  unmarked: 'reminderEvents.message.unmarked',
  ignored: 'reminderEvents.message.ignored',
  /** The invoice was paid in full (`at`: when, ISO). */
  paid: 'reminderEvents.message.paid',
} as const;

export type ReminderEventMessage = (typeof REMINDER_EVENT_MESSAGES)[keyof typeof REMINDER_EVENT_MESSAGES];
