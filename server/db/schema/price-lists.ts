/**
 * Price lists' tables (src/domain/resources/product/price-lists.ts): the lists and their fixed prices,
 * generated from the declarations, and the products a processed list matched with their price, margin and
 * reference cost (server/price-lists/process.ts writes them in one statement; a list is deleted with them).
 */
import { index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { priceListPrices as priceListPriceDef } from '../../../src/domain/resources/product/price-list-prices';
import { priceLists as priceListDef } from '../../../src/domain/resources/product/price-lists';
import { products } from './resources-product';
import { resourceTable } from './resource-table';

export const priceLists = resourceTable(priceListDef);
export const priceListPrices = resourceTable(priceListPriceDef);

export const priceListProducts = pgTable(
  'price_list_products',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.ID, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.ID, { onDelete: 'cascade' }),
    /** SEK excl. VAT under the list's mark-up; null for a product without a purchase price. */
    price: numeric('price', { precision: 14, scale: 2 }),
    margin: numeric('margin', { precision: 14, scale: 2 }),
    referenceCost: numeric('reference_cost', { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId] }), index('price_list_products_product_idx').on(t.productId)],
);
