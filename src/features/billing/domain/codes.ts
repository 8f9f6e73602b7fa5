/**
 * The codes of billing (SPEC.md section 4 "Statuses and enums"; issue 20): invoice reminders' statuses and actions,
 * the invoice e-mail and print queues' statuses, and subscriptions' statuses. Held once, here: the declarations
 * label them `enums.<name>.<code>`, the server decides with them. Choices: docs/decisions.md "Billing".
 */

/** SPEC.md "Invoice reminder status": 1 Pending, 2 Active, 3 Paid, 4 Ignored. */
export const ReminderStatus = { Pending: 1, Active: 2, Paid: 3, Ignored: 4 } as const;
export type ReminderStatusCode = (typeof ReminderStatus)[keyof typeof ReminderStatus];
export const REMINDER_STATUSES: readonly ReminderStatusCode[] = Object.values(ReminderStatus);

/** SPEC.md "Invoice reminder action": 0 None, 1 Manual Ignored, 2 Send Email, 3 Send Paper, 4 Send Collect. */
export const ReminderAction = { None: 0, ManualIgnored: 1, SendEmail: 2, SendPaper: 3, SendCollect: 4 } as const;
export type ReminderActionCode = (typeof ReminderAction)[keyof typeof ReminderAction];
export const REMINDER_ACTIONS: readonly ReminderActionCode[] = Object.values(ReminderAction);

/**
 * SPEC.md "Invoice e-mail queue": 0 Pending (also labelled Queued), 1 Processing, 2 Error Precondition (also
 * labelled Handling error), 3 Error Send (also labelled Send error), 4 Sent; any other code reads Unknown.
 */
export const EmailQueueStatus = { Pending: 0, Processing: 1, ErrorPrecondition: 2, ErrorSend: 3, Sent: 4 } as const;
export type EmailQueueStatusCode = (typeof EmailQueueStatus)[keyof typeof EmailQueueStatus];
export const EMAIL_QUEUE_STATUSES: readonly EmailQueueStatusCode[] = Object.values(EmailQueueStatus);

/** SPEC.md "Invoice print queue": 0 Pending (also labelled Queued), 1 Locked, 2 Printing, 3 Error, 4 Printed. */
export const PrintQueueStatus = { Pending: 0, Locked: 1, Printing: 2, Error: 3, Printed: 4 } as const;
export type PrintQueueStatusCode = (typeof PrintQueueStatus)[keyof typeof PrintQueueStatus];
export const PRINT_QUEUE_STATUSES: readonly PrintQueueStatusCode[] = Object.values(PrintQueueStatus);

/**
 * A subscription's status. SPEC.md gives no codes, only that the menu link asks status=2 (the active ones): 1 Paused,
 * 2 Active, 3 Cancelled (docs/decisions.md "Billing: subscriptions").
 */
export const SubscriptionStatus = { Paused: 1, Active: 2, Cancelled: 3 } as const;
export type SubscriptionStatusCode = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatusCode[] = Object.values(SubscriptionStatus);
