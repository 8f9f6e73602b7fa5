/** The product-notifications resource's declaration (product). */
import { datetime, email, enumeration, locale, store, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { ResourceDef } from '../types';
import { NotificationStatus, permissions } from './common';

const NOTIFICATION_STATUSES = statusOptions('notificationStatus', Object.values(NotificationStatus), {
  [NotificationStatus.Waiting]: 'active',
  [NotificationStatus.Notified]: 'done',
  [NotificationStatus.Cancelled]: 'closed',
});

export const productNotifications: ResourceDef<'product-notifications'> = {
  name: 'product-notifications',
  area: 'product',
  path: 'notifications',
  screen: 'ProductNotification',
  table: 'product_notifications',
  titleField: 'Email',
  subtitleField: 'Sku',
  permissions: permissions('product'),
  fields: [
    text('Sku', { required: true, format: 'sku', list: 1, searchable: true, maxLength: 64 }),
    email('Email', { required: true, list: 2, searchable: true }),
    store('StoreID', { required: true, list: 1, filterable: true }),
    locale('Locale', { required: true, filterable: true }),
    enumeration('Status', NOTIFICATION_STATUSES, { required: true, default: NotificationStatus.Waiting, list: 1, filterable: true }),
    datetime('NotifiedAt', {
      readOnly: true,
      list: 1,
      sortable: true,
      filterable: true,
      help: 'resources.productNotifications.help.NotifiedAt',
    }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  // Sign-ups come from the storefronts' "notify me" button; staff correct or remove them.
  actions: { create: false, edit: true, delete: true },
  keywords: ['notifications', 'back in stock', 'notify me', 'bevakningar', 'påminnelser'],
  noun: { one: 'resources.productNotifications.one', other: 'resources.productNotifications.other' },
};
