/**
 * Processing a price list: the products its rules match, priced by its mark-up, written to
 * price_list_products in one set-based statement (the compiled rules over the products; only the rows that
 * changed are written), then the list marked Processed with its ProductCount.
 *
 * `processPriceList(tx, resources, id, onProgress)` is the plain function a durable job runs (docs/decisions.md
 * "Price lists": how to register it); the list's `process` action runs `materialisePriceList` in the
 * engine's own transaction, which stores the same three fields with the version and the audit event.
 */
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import type { MarkUp } from '../../src/domain/price-lists/pricing';
import { ruleTreeIssue, type RuleNode } from '../../src/domain/price-lists/rules';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { priceListProducts, products } from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure } from '../http/errors';
import { readRecord } from '../resources/records';
import type { ResourceRegistry } from '../resources/binding';
import { versionedUpdate } from '../resources/versioned-writes';
import { priceSql, referenceCostSql, ruleTreeSql } from './rules-sql';

/** How far processing has come: `done` of `total` steps, and the products matched once known. */
export interface ProcessProgress {
  step: 'clear' | 'match' | 'mark';
  done: number;
  total: number;
  productCount?: number;
}
export type ProgressCallback = (progress: ProcessProgress) => void | Promise<void>;

export interface ProcessResult {
  productCount: number;
  processedAt: Date;
}

/** A stored list's rules, or a 40001 when they no longer pass (written before a rule of validation changed). */
export function storedRules(list: ResourceRecord): RuleNode {
  const found = ruleTreeIssue(list.Rules);
  if (found) throw new ApiFailure(ErrorCode.BadRequest, `The price list's rules cannot be used: ${found.message}`, { Rules: found });
  return list.Rules as RuleNode;
}

/**
 * The list's rows in price_list_products made the products it matches now; answers how many. One statement:
 * the matched products are priced once, the list's rows of products no longer matched are deleted, new ones
 * inserted and changed prices updated (`on conflict … do update … where … is distinct from`), so processing a
 * list again writes only what changed — not the whole list deleted and inserted again, each row's index
 * entries, foreign-key checks and WAL with it. Unchanged rows are left out before the upsert by a join
 * with the list's rows: `on conflict` would otherwise lock each one it skips (docs/decisions.md
 * "Benchmarks at a million products").
 */
export async function materialisePriceList(tx: Tx, list: ResourceRecord, onProgress: ProgressCallback = () => {}): Promise<number> {
  const rules = storedRules(list);
  const markUp = list as unknown as MarkUp;
  await onProgress({ step: 'clear', done: 1, total: 3 });
  const price = priceSql(markUp);
  const reference = referenceCostSql();
  const result = await tx.execute(sql`
    with matched as materialized (
      select ${products.ID} as product_id, ${price} as price, ${price} - ${reference} as margin, ${reference} as reference_cost
      from ${products}
      where ${ruleTreeSql(rules)}
    ),
    removed as (
      delete from ${priceListProducts} as old
      where old.price_list_id = ${list.ID}::integer
        and not exists (select 1 from matched where matched.product_id = old.product_id)
    ),
    written as (
      insert into ${priceListProducts} as kept (price_list_id, product_id, price, margin, reference_cost)
      select ${list.ID}::integer, matched.product_id, matched.price, matched.margin, matched.reference_cost
      from matched
      left join ${priceListProducts} as current
        on current.price_list_id = ${list.ID}::integer and current.product_id = matched.product_id
      where current.product_id is null
        or (current.price, current.margin, current.reference_cost) is distinct from (matched.price, matched.margin, matched.reference_cost)
      on conflict (price_list_id, product_id) do update
        set price = excluded.price, margin = excluded.margin, reference_cost = excluded.reference_cost
        where (kept.price, kept.margin, kept.reference_cost) is distinct from (excluded.price, excluded.margin, excluded.reference_cost)
    )
    select count(*)::integer as count from matched`);
  const productCount = Number((result as { rows: { count: number }[] }).rows[0].count);
  await onProgress({ step: 'match', done: 2, total: 3, productCount });
  return productCount;
}

/**
 * Processes list `id` inside the caller's transaction: materialises its products and sets Processed,
 * ProcessedAt and ProductCount (a new version), audited as `process` by `actorId` (0, the system, for a
 * job). 40401 when the list is gone. The list's row is locked for the transaction, so two runs of one list
 * follow each other.
 */
export async function processPriceList(
  tx: Tx,
  resources: ResourceRegistry,
  id: number,
  onProgress: ProgressCallback = () => {},
  actorId = 0,
  now = new Date(),
): Promise<ProcessResult> {
  const binding = resources.bindingOf('price-lists');
  await tx.select({ id: binding.columns.ID }).from(binding.table).where(eq(binding.columns.ID, id)).for('update');
  const before = await readRecord(tx, binding, id);
  if (!before) throw new ApiFailure(ErrorCode.NotFound);
  const productCount = await materialisePriceList(tx, before, onProgress);
  const { properties } = binding;
  await versionedUpdate(tx, binding, {
    id,
    before,
    set: { [properties.Processed]: true, [properties.ProcessedAt]: now, [properties.ProductCount]: productCount },
    now,
    actorId,
    action: 'process',
  });
  await onProgress({ step: 'mark', done: 3, total: 3, productCount });
  return { productCount, processedAt: now };
}
