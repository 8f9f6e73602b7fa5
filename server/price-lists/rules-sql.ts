/**
 * A price list's rule tree and mark-up compiled to SQL over the products table, so a big catalogue is
 * matched and priced in the database. The meaning is the pure evaluator's (src/domain/price-lists/rules.ts
 * `matches`, pricing.ts `priceOf`), clause by clause: a product without a value has none of the values, a
 * product without a purchase price is in no price range, all of nothing is true and any of nothing false.
 * tests/server/price-list-rules.test.ts shows both select the same products for random trees and products.
 *
 * "Is one of" and price ranges are written as the plain comparisons an index answers (`brand_id = any(…)`,
 * `purchase_price >= …`, `categories && …`), so a narrow list finds its products through the indexes the
 * declaration gives filterable and sortable fields instead of reading every product. Where a product has no
 * value such a comparison is unknown (NULL) rather than false; that selects the same products, because the
 * tree is only ever a WHERE condition and no group negates its children: under AND and OR an unknown child
 * can only leave the result unknown where it would have been false, and WHERE keeps neither. Only "is none
 * of" negates, so it alone turns the unknown into false first (`not coalesce(…, false)`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MARK_UP_TYPE, type MarkUp } from '../../src/domain/price-lists/pricing';
import { SCALAR_SUBJECT_FIELD, type AttributeRule, type PriceRule, type RuleNode } from '../../src/domain/price-lists/rules';
import { canonicalNumber } from '../../src/domain/attribute-values';
import { formatMinor, parseMinor } from '../../src/domain/money';
import { productAttributeValues, products } from '../db/schema';

/** An int[] literal bound as one parameter (however many values), from values checked to be whole numbers. */
function intArray(values: readonly number[]): SQL {
  const ints = values.map((v) => Math.trunc(Number(v))).filter((v) => Number.isFinite(v));
  return sql`${`{${ints.join(',')}}`}::integer[]`;
}

const column = (key: string) => products[key] as AnyPgColumn;

/** An amount bound as numeric text; null when the bound is absent. */
function amount(text: string | null): SQL | null {
  const minor = parseMinor(text);
  return minor == null ? null : sql`${formatMinor(minor)}::numeric`;
}

/** A number of an attribute rule bound as numeric text (checked by the rule's validation to be one). */
function number(text: string | undefined): SQL {
  return sql`${canonicalNumber(text) ?? '0'}::numeric`;
}

/**
 * The product has a value of the attribute that meets the condition: an EXISTS over its attribute values
 * (the unique index on product and attribute finds the one row). Texts compare exactly, numbers as numeric.
 */
function attributeSql(rule: AttributeRule): SQL {
  const values = productAttributeValues;
  const numeric = values.NumericValue as AnyPgColumn;
  const [first, second] = rule.values;
  let condition: SQL;
  switch (rule.operator) {
    case 'in':
      condition = sql`${values.Value} in (${sql.join(
        rule.values.map((v) => sql`${v}::text`),
        sql`, `,
      )})`;
      break;
    case 'eq':
      condition = sql`${numeric} = ${number(first)}`;
      break;
    case 'gte':
      condition = sql`${numeric} >= ${number(first)}`;
      break;
    case 'lte':
      condition = sql`${numeric} <= ${number(first)}`;
      break;
    default:
      condition = sql`${numeric} between ${number(first)} and ${number(second)}`;
  }
  return sql`exists (select 1 from ${values} where ${values.ProductID} = ${column('ID')} and ${values.AttributeID} = ${Math.trunc(rule.attributeId)}::integer and ${condition})`;
}

function ruleSql(rule: PriceRule): SQL {
  if (rule.subject === 'attribute') return attributeSql(rule);
  if (rule.subject === 'purchasePrice') {
    const price = column('PurchasePrice');
    const min = amount(rule.min);
    const max = amount(rule.max);
    const bounds = [min && sql`${price} >= ${min}`, max && sql`${price} <= ${max}`].filter((b): b is SQL => b != null);
    if (bounds.length === 0) return sql`(${price} is not null)`;
    return sql`(${sql.join(bounds, sql` and `)})`;
  }
  const values = intArray(rule.values);
  let has: SQL;
  switch (rule.subject) {
    case 'category':
      has = sql`(${column('Categories')} && ${values})`;
      break;
    case 'tag':
      has = sql`(${column('Tags')} && ${values})`;
      break;
    default:
      has = sql`(${column(SCALAR_SUBJECT_FIELD[rule.subject])} = any(${values}))`;
  }
  return rule.operator === 'in' ? has : sql`(not coalesce(${has}, false))`;
}

/** The condition a product row meets when the tree selects it. */
export function ruleTreeSql(node: RuleNode): SQL {
  if (node.kind === 'rule') return ruleSql(node);
  if (node.children.length === 0) return node.match === 'all' ? sql`true` : sql`false`;
  return sql`(${sql.join(node.children.map(ruleTreeSql), node.match === 'all' ? sql` and ` : sql` or `)})`;
}

/** The product's price under the mark-up (SEK, numeric(14,2)); null without a purchase price. */
export function priceSql(markUp: MarkUp): SQL {
  const purchase = column('PurchasePrice');
  if (markUp.MarkUpType === MARK_UP_TYPE.Absolute) return sql`(${purchase} + ${amount(markUp.MarkUpAbsolute) ?? sql`0`})`;
  if (markUp.MarkUpType === MARK_UP_TYPE.Percentage) {
    return sql`(${purchase} + round(${purchase} * ${amount(markUp.MarkUpPercentage) ?? sql`0`} / 100, 2))`;
  }
  return sql`${purchase}`;
}

/** The product's reference cost, else its purchase price. */
export function referenceCostSql(): SQL {
  return sql`coalesce(${column('ReferenceCost')}, ${column('PurchasePrice')})`;
}
