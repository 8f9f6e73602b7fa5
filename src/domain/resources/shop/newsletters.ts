/**
 * The newsletters resource's declaration (shop). "Schedule" queues the send (a durable job due at ScheduledAt,
 * at once when none is set), which mails the store group's subscribers in its language through the outbox in
 * batches, each subscriber once, wrapped in the e-mail template of type 4 (server/content). The newsletter
 * shows the send's progress and outcome (recipients, sent, failed, when it finished). "Cancel the send" stops a
 * scheduled or running send; scheduling it again mails only those it has not reached. docs/decisions.md
 * "Newsletters".
 */
import { datetime, enumeration, integer, locale, richText, storeGroup, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { CustomActionDef, ResourceDef } from '../types';
import { CRUD, NewsletterStatus, SHOP, help, noun } from './common';

const NEWSLETTER_ACTIONS: readonly CustomActionDef[] = [
  {
    id: 'schedule',
    label: 'resources.newsletters.schedule',
    permission: ['update', 'shop-content'],
    confirm: 'resources.newsletters.scheduleConfirm',
    when: { Status: [NewsletterStatus.Draft] },
    set: { Status: NewsletterStatus.Scheduled },
    effect: 'newsletterScheduled',
    done: 'resources.newsletters.scheduled',
  },
  {
    id: 'unschedule',
    label: 'resources.newsletters.unschedule',
    permission: ['update', 'shop-content'],
    confirm: 'resources.newsletters.unscheduleConfirm',
    bulk: true,
    when: { Status: [NewsletterStatus.Scheduled, NewsletterStatus.Sending] },
    set: { Status: NewsletterStatus.Draft },
    effect: 'newsletterUnscheduled',
    done: 'resources.newsletters.unscheduled',
  },
];

export const newsletters: ResourceDef<'newsletters'> = {
  name: 'newsletters',
  area: 'shop',
  path: 'newsletters',
  screen: 'ShopNewsletter',
  table: 'newsletters',
  titleField: 'Subject',
  subtitleField: 'ScheduledAt',
  permissions: SHOP,
  fields: [
    text('Subject', { required: true, list: 3, searchable: true, sortable: true, maxLength: 150 }),
    text('Preheader', { maxLength: 150, help: help('newsletters', 'Preheader') }),
    richText('Body', { required: true }),
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true, help: help('newsletters', 'Locale') }),
    storeGroup('StoreGroupID', { required: true, list: 2, filterable: true, help: help('newsletters', 'StoreGroupID') }),
    datetime('ScheduledAt', { list: 2, sortable: true, filterable: true, help: help('newsletters', 'ScheduledAt') }),
    enumeration(
      'Status',
      statusOptions('newsletterStatus', Object.values(NewsletterStatus), { 1: 'idle', 2: 'active', 3: 'done', 4: 'active' }),
      {
        readOnly: true,
        default: NewsletterStatus.Draft,
        list: 1,
        filterable: true,
        help: help('newsletters', 'Status'),
      },
    ),
    // The send's progress and outcome, kept by its job (server/content/newsletter-send.ts).
    integer('RecipientCount', { readOnly: true, min: 0, hidden: true, label: 'resources.newsletters.RecipientCount' }),
    integer('SentCount', {
      readOnly: true,
      min: 0,
      default: 0,
      progressOf: 'RecipientCount',
      label: 'resources.newsletters.SentCount',
      help: help('newsletters', 'SentCount'),
    }),
    integer('FailedCount', { readOnly: true, min: 0, default: 0, label: 'resources.newsletters.FailedCount' }),
    datetime('SentAt', { readOnly: true, label: 'resources.newsletters.SentAt' }),
  ],
  defaultSort: { field: 'ScheduledAt', direction: 'desc' },
  actions: { ...CRUD, custom: NEWSLETTER_ACTIONS },
  // The send's progress while it runs.
  refreshMs: 5000,
  historyActions: {
    'send-started': 'resources.newsletters.history.sendStarted',
    'send-finished': 'resources.newsletters.history.sendFinished',
    'send-stopped': 'resources.newsletters.history.sendStopped',
  },
  keywords: ['newsletters', 'campaigns', 'email', 'nyhetsbrev', 'utskick'],
  noun: noun('newsletters'),
};
