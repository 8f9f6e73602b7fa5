/**
 * Demo upsells: fifteen post-purchase offers over the stores, of the products other products name as their upselling
 * SKU when the catalogue has any, else of accessories for sale (cases, screen protection, chargers and cables, audio),
 * at their own upselling discount or one of their own; three ended, two not active, one starting later.
 */
import { sql } from 'drizzle-orm';
import { ProductStatus } from '../../../../domain/resources/product/products';
import { UpsellType } from '../../domain/upsells';
import { rowsOf } from '../../../../../server/db/recordset';
import type { Tx } from '../../../../../server/db/types';
import type { DemoContext } from '../../../../../server/demo/context';
import * as schema from '../schema';

const DAY = 86_400_000;
const COUNT = 15;
/** The departments whose products are accessories. */
const ACCESSORIES = ['Mobilskal', 'Skärmskydd', 'Laddare & kablar', 'Hörlurar & ljud'];

export async function seedUpsells(tx: Tx, { now }: DemoContext): Promise<void> {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  const products = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
      with recursive tree as (
        select id from categories where parent_id is null and name in (${sql.join(
          ACCESSORIES.map((name) => sql`${name}`),
          sql`, `,
        )})
        union all select c.id from categories c join tree t on c.parent_id = t.id
      ), named as (select distinct lower(upselling_sku) as sku from products where upselling_sku is not null)
      select p.id, coalesce(p.name ->> 'sv', p.name ->> 'en', p.sku) as name from products p left join named n on n.sku = lower(p.sku)
      where p.status = ${ProductStatus.ForSale} and (n.sku is not null or p.categories && (select array_agg(id) from tree))
      order by (n.sku is null), md5(p.sku) limit ${COUNT}`),
  );
  const stores = rowsOf<{ id: number }>(await tx.execute(sql`select id from stores order by id`));
  if (!products.length || !stores.length) return;
  await tx.insert(schema.upsells).values(
    products.map((product, i) => {
      const starts = i === 7 ? 10 : -10 - 7 * i;
      const ends = i % 5 === 4 ? -2 : i % 5 === 1 ? 60 : null;
      return {
        Name: `Efter köpet: ${product.name}`.slice(0, 120),
        StoreID: Number(stores[i % stores.length].id),
        Type: UpsellType.PostPurchase,
        ProductID: Number(product.id),
        // Every fourth at the product's own upselling discount.
        DiscountPercentage: i % 4 === 0 ? null : ['10.00', '15.00', '20.00', '25.00'][i % 4],
        MaxQuantity: 1 + (i % 3),
        StartsAt: days(starts),
        EndsAt: ends == null ? null : days(Math.max(ends, starts + 1)),
        Active: i % 6 !== 5,
        CreatedAt: days(Math.min(starts, 0) - 3),
        UpdatedAt: now,
      };
    }),
  );
}
