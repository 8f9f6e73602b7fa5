/**
 * The outbox (issue 9 §6; DESIGN.md "Parts beyond the database": Mail): every e-mail the console sends, one
 * row per message, written by server/mail in the transaction of the action that caused it. Staff only read
 * it (newest first, by status, template type and store, free text on recipient and subject); the message's
 * HTML is shown as stored (sanitized before it is stored, server/mail/queue.ts) and downloads as .eml
 * (`GET /api/shop/outbox/{id}/eml`). The one move is "Send again" for a message that failed for good.
 * Without SMTP_URL a message is `stored`: kept here, never sent (docs/decisions.md "Outgoing e-mail").
 */
import { datetime, enumeration, integer, locale, longText, richText, store, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { ResourceDef, WorkflowDef } from '../types';
import { SHOP, noun, options } from './common';
import { EMAIL_TEMPLATE_TYPES } from './email-templates';

export const MailStatus = { Stored: 'stored', Queued: 'queued', Retrying: 'retrying', Sent: 'sent', Failed: 'failed' } as const;
export type MailStatusCode = (typeof MailStatus)[keyof typeof MailStatus];

const MAIL_STATUSES = statusOptions('mailStatus', Object.values(MailStatus), {
  stored: 'idle',
  queued: 'active',
  retrying: 'attention',
  sent: 'done',
  failed: 'failed',
});

/** "Send again" is for people who answer customers (docs/decisions.md "Outgoing e-mail"). */
const OUTBOX_UPDATE = ['update', 'customer'] as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'send-again',
      label: 'resources.outbox.sendAgain',
      permission: OUTBOX_UPDATE,
      bulk: true,
      shortcut: 'shift+s',
      effect: 'deliver',
      from: [MailStatus.Failed],
      to: MailStatus.Queued,
      done: 'resources.outbox.sentAgain',
    },
  ],
};

export const outbox: ResourceDef<'outbox'> = {
  name: 'outbox',
  area: 'shop',
  path: 'outbox',
  screen: 'ShopOutbox',
  table: 'outbox',
  titleField: 'Subject',
  subtitleField: 'To',
  permissions: { view: SHOP.view, update: OUTBOX_UPDATE },
  fields: [
    text('Subject', { required: true, readOnly: true, list: 3, searchable: true, maxLength: 998, label: 'resources.outbox.Subject' }),
    text('To', { required: true, readOnly: true, list: 3, searchable: true, maxLength: 2000, label: 'resources.outbox.To' }),
    enumeration('Status', MAIL_STATUSES, {
      required: true,
      readOnly: true,
      default: MailStatus.Stored,
      list: 1,
      filterable: true,
      label: 'resources.outbox.Status',
    }),
    enumeration('TemplateType', options('emailTemplateType', EMAIL_TEMPLATE_TYPES), {
      readOnly: true,
      list: 2,
      filterable: true,
      label: 'resources.outbox.TemplateType',
    }),
    store('StoreID', { readOnly: true, list: 1, filterable: true, label: 'resources.outbox.StoreID' }),
    locale('Locale', { readOnly: true, label: 'resources.outbox.Locale' }),
    text('From', { required: true, readOnly: true, maxLength: 998, label: 'resources.outbox.From' }),
    text('AboutEntity', { readOnly: true, maxLength: 64, label: 'resources.outbox.AboutEntity' }),
    integer('AboutID', { readOnly: true, min: 1, label: 'resources.outbox.AboutID' }),
    integer('Attempts', { required: true, readOnly: true, min: 0, default: 0, label: 'resources.outbox.Attempts' }),
    datetime('SentAt', { readOnly: true, sortable: true, label: 'resources.outbox.SentAt' }),
    longText('LastError', { readOnly: true, maxLength: 5000, label: 'resources.outbox.LastError' }),
    text('MessageID', { readOnly: true, maxLength: 998, label: 'resources.outbox.MessageID' }),
    // The thread a reply belongs to (a ticket's reply, issue 21): the headers the customer's mail client threads it by.
    text('InReplyTo', { readOnly: true, hidden: true, maxLength: 998, label: 'resources.outbox.InReplyTo' }),
    longText('References', { readOnly: true, hidden: true, maxLength: 20_000, label: 'resources.outbox.References' }),
    // A newsletter's unsubscribe link: sent as List-Unsubscribe with one-click unsubscribing (RFC 8058).
    text('ListUnsubscribe', { readOnly: true, hidden: true, maxLength: 2000, label: 'resources.outbox.ListUnsubscribe' }),
    richText('HtmlBody', { required: true, readOnly: true, maxLength: 1_000_000, label: 'resources.outbox.HtmlBody' }),
    longText('TextBody', { required: true, readOnly: true, maxLength: 1_000_000, label: 'resources.outbox.TextBody' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  workflow: WORKFLOW,
  historyActions: {
    deliver: 'resources.outbox.history.deliver',
    'retry-later': 'resources.outbox.history.retryLater',
    fail: 'resources.outbox.history.fail',
  },
  keywords: ['outbox', 'e-mail', 'mail', 'sent', 'utkorg', 'e-post', 'mejl', 'skickat'],
  noun: noun('outbox'),
};
