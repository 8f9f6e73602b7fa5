/**
 * Price lists beside the engine (docs/decisions.md "Price lists"): a merged list is only made by a merge;
 * a change of the rules, the mark-up or the type leaves the list unprocessed until it is processed again;
 * `process` materialises the matched products (server/price-lists/process.ts) and `merge` makes a new merged
 * list of this one and another, with its fixed prices, in the action's transaction and audited as its
 * creation.
 */
import { inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { PRICE_LIST_TYPE } from '../../src/domain/price-lists/pricing';
import { ruleTreeIssue, type RuleGroup, type RuleNode } from '../../src/domain/price-lists/rules';
import { PRICE_LIST_CURRENCIES } from '../../src/domain/resources/product/price-lists';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { issue } from '../../src/domain/validation';
import { priceListPrices } from '../db/schema';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { assertAttributeRules } from './attribute-rules';
import { enqueuePriceListProcessing } from './job';
import { storedRules } from './process';
import { auditResource } from '../resources/audit-values';
import type { ActionContext, ResourceHooks } from '../resources/hooks';
import { readRecord, recordSelection } from '../resources/records';
import { returnedRecord } from '../resources/mutations';
import { rowOf } from '../resources/write-values';
import { valueText } from '../../src/domain/value-text';

/** Fields whose change makes a processed list's products out of date. */
const PRICING_KEYS = ['Type', 'Rules', 'MarkUpType', 'MarkUpAbsolute', 'MarkUpPercentage'] as const;

/** JSON with object keys sorted: a tree read back from jsonb (keys in its own order) compares equal to the one written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

const refuse = (key: string, id: Parameters<typeof issue>[0]) =>
  new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [key]: issue(id) });

/**
 * Rules matching what either tree matches. A tree without rules matches every product (all of nothing) or none
 * (any of nothing): the first makes the union every product, the second adds nothing.
 */
function unionOf(a: RuleGroup, b: RuleGroup): RuleGroup {
  const trees = [a, b];
  if (trees.some((tree) => tree.children.length === 0 && tree.match === 'all')) return { kind: 'group', match: 'all', children: [] };
  return { kind: 'group', match: 'any', children: trees.filter((tree) => tree.children.length > 0) };
}

/** The merged list's own values: the higher priority list's pricing (this one on a tie), both lists' products. */
function mergedValues(self: ResourceRecord, other: ResourceRecord, name: string): Record<string, unknown> {
  const [first, second] = Number(other.Priority) > Number(self.Priority) ? [other, self] : [self, other];
  const rules = unionOf(first.Rules as RuleGroup, second.Rules as RuleGroup);
  if (ruleTreeIssue(rules)) throw refuse('OtherID', 'validation.priceListMergeTooBig');
  const currencies = new Set([...(first.Currencies as string[]), ...(second.Currencies as string[])]);
  return {
    Name: name,
    Type: PRICE_LIST_TYPE.Merged,
    Currencies: PRICE_LIST_CURRENCIES.map((o) => String(o.value)).filter((code) => currencies.has(code)),
    GroupID: first.GroupID ?? second.GroupID ?? null,
    Priority: first.Priority,
    MarkUpType: first.MarkUpType,
    MarkUpAbsolute: first.MarkUpAbsolute,
    MarkUpPercentage: first.MarkUpPercentage,
    Rules: rules,
    Processed: false,
    MergedFrom: [self.ID, other.ID],
  };
}

async function merge({ tx, resources, auth, now, record, input }: ActionContext): Promise<Record<string, unknown>> {
  const binding = resources.bindingOf('price-lists');
  const otherId = Number(input?.OtherID);
  if (otherId === record.ID) throw refuse('OtherID', 'validation.priceListMergeSelf');
  const other = await readRecord(tx, binding, otherId);
  if (!other) throw refuse('OtherID', 'validation.reference');
  const values = mergedValues(record, other, valueText(input?.Name ?? '').trim());
  const [inserted] = await tx
    .insert(binding.table)
    .values({ ...(await rowOf(binding, values)), [binding.properties.CreatedAt]: now, [binding.properties.UpdatedAt]: now })
    .returning(recordSelection(binding));
  const created = await returnedRecord(tx, binding, inserted);
  // The fixed prices of both, the higher priority list's where both price a product in a currency.
  const ranked = sql`case ${priceListPrices.PriceListID} when ${record.ID}::integer then ${Number(record.Priority) >= Number(other.Priority) ? 0 : 1}::integer else ${Number(record.Priority) >= Number(other.Priority) ? 1 : 0}::integer end`;
  await tx.execute(sql`
    insert into ${priceListPrices} (price_list_id, product_id, currency, price, created_at, updated_at)
    select distinct on (${priceListPrices.ProductID}, ${priceListPrices.Currency})
      ${created.ID}::integer, ${priceListPrices.ProductID}, ${priceListPrices.Currency}, ${priceListPrices.Price}, ${now}, ${now}
    from ${priceListPrices}
    where ${inArray(priceListPrices.PriceListID, [record.ID, other.ID])}
    order by ${priceListPrices.ProductID}, ${priceListPrices.Currency}, ${ranked}`);
  await auditResource(tx, auth, binding, {
    action: 'create',
    id: created.ID,
    before: null,
    after: created,
    input: { MergedFrom: [record.ID, other.ID] },
  });
  // The source list itself does not change: the engine records the merge in its history with the input.
  return {};
}

export const priceListHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, current, values }) {
    const becomesMerged = values.Type === PRICE_LIST_TYPE.Merged && (mode === 'create' || current?.Type !== PRICE_LIST_TYPE.Merged);
    if (becomesMerged) throw refuse('Type', 'validation.priceListMergedType');
    if (values.Rules != null) await assertAttributeRules(tx, values.Rules as RuleNode);
    if (mode === 'update' && current && PRICING_KEYS.some((key) => key in values && canonical(values[key]) !== canonical(current[key]))) {
      values.Processed = false;
    }
  },
  actions: {
    // Processing runs as a job (server/price-lists/job.ts): the list is marked Processed when it has run.
    async process({ tx, resources, auth, record }) {
      storedRules(record);
      await enqueuePriceListProcessing(tx, resources, record, auth.id);
      return {};
    },
    merge,
  },
};
