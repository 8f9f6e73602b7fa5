/** Product reference data: price list groups and stock statuses with per-locale content. */
import { integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

export const priceListGroups = pgTable('price_list_groups', {
  ...baseColumns(),
  name: text('name').notNull(),
  /** The group this one was merged from; merged groups are hidden by the UI. */
  mergedFrom: integer('merged_from').references((): AnyPgColumn => priceListGroups.id),
});

export const stockStatuses = pgTable('stock_statuses', {
  ...baseColumns(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const stockStatusContents = pgTable(
  'stock_status_contents',
  {
    ...baseColumns(),
    stockStatusId: integer('stock_status_id')
      .notNull()
      .references(() => stockStatuses.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('stock_status_contents_status_locale_key').on(t.stockStatusId, t.locale)],
);
