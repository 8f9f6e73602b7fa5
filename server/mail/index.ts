/**
 * Outgoing e-mail (issue 9 §6; DESIGN.md "Parts beyond the database": Mail; docs/decisions.md "Outgoing
 * e-mail"): the API other features call, always inside the transaction of the action that sends the mail, so
 * the message exists exactly when that action commits.
 *
 * ```ts
 * import { EmailTemplateType } from '../../src/domain/resources/shop';
 * import { queueTemplatedMail, safeHtml } from '../mail';
 *
 * await db.transaction(async (tx) => {
 *   // … the order's own change …
 *   await queueTemplatedMail(tx, resources, {
 *     templateType: EmailTemplateType.OrderConfirmation,
 *     storeId: order.StoreID,
 *     locale: customer.Locale ?? 'sv',
 *     to: customer.Email,
 *     values: { order: { number: order.Number, items: safeHtml(itemsTable) }, customer: { firstName: customer.FirstName } },
 *     about: { entity: 'orders', id: order.ID },
 *     createdBy: auth.id,
 *   });
 * });
 * ```
 *
 * - `queueTemplatedMail(tx, resources, …)`: the active template of the type for the store (else the one for every
 *   store), in the locale (else Swedish), placeholders `{{path.to.value}}` filled (escaped in the body,
 *   `safeHtml(…)` as is; one without a value stays visible), then queued. No template: ApiFailure 42201
 *   (ErrorCode.MailTemplateMissing), which rolls the caller's transaction back like any refusal; catch it
 *   if the action should go on without the e-mail.
 * - `queueMail(tx, resources, …)`: a message you composed yourself (no template).
 * - `renderTemplate(tx, …)`: the subject, HTML and text a template makes, without queueing (a preview).
 *
 * With SMTP_URL set a delivery job sends the message (retried with the job runner's back-off; `failed` after
 * the last attempt, then "Send again" in the Outbox screen); without it the message is `stored` in the
 * outbox, readable in Shop › Outbox and downloadable as .eml.
 */
export { queueTemplatedMail } from './templated';
export { queueMail, MAIL_JOB } from './queue';
export { activeTemplate, fillTemplate, renderTemplate, type StoredTemplate } from './render';
export { safeHtml, SafeHtml, type TemplateValues } from './placeholders';
export { NOT_CONFIGURED, deliverNow, mailAttachments } from './deliver';
export { emlOf, emlFileName } from './eml';
export { configureMail } from './settings';
