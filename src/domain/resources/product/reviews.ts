/** The reviews resource's declaration (product). */
import { boolean, enumeration, integer, locale, longText, store, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { ResourceDef } from '../types';
import { ReviewStatus, permissions } from './common';

const REVIEW_STATUSES = statusOptions('reviewStatus', Object.values(ReviewStatus), {
  [ReviewStatus.Pending]: 'attention',
  [ReviewStatus.Approved]: 'done',
  [ReviewStatus.Rejected]: 'refused',
});

export const reviews: ResourceDef<'reviews'> = {
  name: 'reviews',
  area: 'product',
  path: 'reviews',
  screen: 'ProductReview',
  table: 'reviews',
  titleField: 'Title',
  subtitleField: 'AuthorName',
  permissions: permissions('product'),
  fields: [
    text('Sku', { required: true, format: 'sku', list: 1, searchable: true, maxLength: 64 }),
    text('Title', { required: true, list: 3, searchable: true, maxLength: 120 }),
    longText('Body', { required: true, searchable: true, maxLength: 5000 }),
    integer('Rating', { required: true, min: 1, max: 5, list: 1, filterable: true, sortable: true }),
    text('AuthorName', { required: true, list: 2, searchable: true, maxLength: 80 }),
    boolean('VerifiedPurchase', { list: 1, filterable: true, help: 'resources.reviews.help.VerifiedPurchase' }),
    store('StoreID', { required: true, list: 1, filterable: true }),
    locale('Locale', { required: true, filterable: true }),
    enumeration('Status', REVIEW_STATUSES, { readOnly: true, default: ReviewStatus.Pending, list: 1, filterable: true }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: {
    // Reviews are written by shoppers in the storefronts; staff moderate, correct and delete them.
    create: false,
    edit: true,
    delete: true,
    custom: [
      {
        id: 'approve',
        label: 'resources.reviews.approve',
        permission: ['update', 'product'],
        bulk: true,
        when: { Status: [ReviewStatus.Pending, ReviewStatus.Rejected] },
        set: { Status: ReviewStatus.Approved },
        done: 'resources.reviews.approved',
      },
      {
        id: 'reject',
        label: 'resources.reviews.reject',
        permission: ['update', 'product'],
        bulk: true,
        danger: true,
        when: { Status: [ReviewStatus.Pending, ReviewStatus.Approved] },
        set: { Status: ReviewStatus.Rejected },
        done: 'resources.reviews.rejected',
      },
    ],
  },
  keywords: ['reviews', 'ratings', 'moderation', 'recensioner', 'omdömen'],
  noun: { one: 'resources.reviews.one', other: 'resources.reviews.other' },
};
