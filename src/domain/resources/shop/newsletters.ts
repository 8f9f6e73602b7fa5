/** The newsletters resource's declaration (shop). */
import { datetime, enumeration, locale, richText, storeGroup, text } from '../fields';
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
    done: 'resources.newsletters.scheduled',
  },
  {
    id: 'unschedule',
    label: 'resources.newsletters.unschedule',
    permission: ['update', 'shop-content'],
    bulk: true,
    when: { Status: [NewsletterStatus.Scheduled] },
    set: { Status: NewsletterStatus.Draft },
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
    locale('Locale', { required: true, default: 'sv', list: 1, filterable: true }),
    storeGroup('StoreGroupID', { required: true, list: 2, filterable: true, help: help('newsletters', 'StoreGroupID') }),
    datetime('ScheduledAt', { list: 2, sortable: true, filterable: true, help: help('newsletters', 'ScheduledAt') }),
    enumeration('Status', statusOptions('newsletterStatus', Object.values(NewsletterStatus), { 1: 'idle', 2: 'active', 3: 'done' }), {
      readOnly: true,
      default: NewsletterStatus.Draft,
      list: 1,
      filterable: true,
      help: help('newsletters', 'Status'),
    }),
  ],
  defaultSort: { field: 'ScheduledAt', direction: 'desc' },
  actions: { ...CRUD, custom: NEWSLETTER_ACTIONS },
  keywords: ['newsletters', 'campaigns', 'email', 'nyhetsbrev', 'utskick'],
  noun: noun('newsletters'),
};
