/**
 * Redirects (src/domain/resources/shop/redirects.ts): the target's address as the storefront knows it, computed
 * from the record the redirect points at (docs/decisions.md "Redirects pick their target"): a category's or a
 * page's slug, a product's SKU. Only the target field of the redirect's type holds a value.
 */
import { sql } from 'drizzle-orm';
import { categories, pages, products } from '../db/schema';
import { subqueryTable } from '../resources/computed';
import type { ComputedExpression, ResourceHooks } from '../resources/hooks';

const category = subqueryTable(categories, 'target_category');
const page = subqueryTable(pages, 'target_page');
const product = subqueryTable(products, 'target_product');

const target: ComputedExpression = (row) => sql`coalesce(
  (select ${category.columns.Slug} from ${category.from} where ${category.columns.ID} = ${row.TargetCategoryID}),
  (select ${page.columns.Slug} from ${page.from} where ${page.columns.ID} = ${row.TargetPageID}),
  (select ${product.columns.Sku} from ${product.from} where ${product.columns.ID} = ${row.TargetProductID}))`;

export const redirectHooks: ResourceHooks = {
  computed: { Target: target },
};
