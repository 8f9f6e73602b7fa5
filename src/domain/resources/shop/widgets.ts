/** The widgets resource's declaration (shop). */
import { boolean, datetime, enumeration, integer, richText, store, text } from '../fields';
import type { CustomActionDef, ResourceDef } from '../types';
import { CRUD, SHOP, after, help, noun, options } from './common';

/** Where on the storefront a widget is rendered. */
const WIDGET_PLACEMENTS = ['topBar', 'startHero', 'startBlock', 'categoryTop', 'productPage', 'cart', 'checkout', 'footer'] as const;

/** Hiding and showing a widget again without touching its dates. */
const WIDGET_ACTIONS: readonly CustomActionDef[] = [
  {
    id: 'hide',
    label: 'resources.widgets.hide',
    permission: ['update', 'shop-content'],
    bulk: true,
    when: { Active: [true] },
    set: { Active: false },
    done: 'resources.widgets.hidden',
  },
  {
    id: 'show',
    label: 'resources.widgets.show',
    permission: ['update', 'shop-content'],
    bulk: true,
    when: { Active: [false] },
    set: { Active: true },
    done: 'resources.widgets.shown',
  },
];

export const widgets: ResourceDef<'widgets'> = {
  name: 'widgets',
  area: 'shop',
  path: 'widgets',
  screen: 'ShopWidget',
  table: 'widgets',
  titleField: 'Name',
  subtitleField: 'Placement',
  permissions: SHOP,
  fields: [
    text('Name', { required: true, list: 3, searchable: true, sortable: true, maxLength: 120 }),
    enumeration('Placement', options('widgetPlacement', WIDGET_PLACEMENTS), { required: true, list: 2, filterable: true }),
    store('StoreID', { required: true, list: 2, filterable: true }),
    richText('Content', { required: true, help: help('widgets', 'Content') }),
    datetime('ShowAt', { list: 2, sortable: true, filterable: true, help: help('widgets', 'ShowAt') }),
    datetime('HideAt', { list: 2, sortable: true, filterable: true, rules: [after('ShowAt')], help: help('widgets', 'HideAt') }),
    integer('SortOrder', { default: 0, min: 0, max: 10_000, help: help('widgets', 'SortOrder') }),
    boolean('Active', { list: 1, filterable: true, default: true, help: help('widgets', 'Active') }),
  ],
  defaultSort: { field: 'ShowAt', direction: 'desc' },
  actions: { ...CRUD, custom: WIDGET_ACTIONS },
  keywords: ['widgets', 'banners', 'campaign', 'kampanj'],
  noun: noun('widgets'),
};
