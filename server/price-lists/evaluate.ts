/**
 * POST /api/product/price-lists/evaluate: what a price list selects, counted and priced in the database —
 * the saved list's (`ID`), the form's unsaved rules and mark-up, or the saved list with some of them
 * changed. The values are checked with the declaration's own rules (40001 naming the field). Read-only: no
 * transaction, no audit.
 */
import { asc, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ErrorCode } from '../../src/domain/errors';
import { EVALUATE_PAGE, type EvaluateResult } from '../../src/domain/price-lists/evaluation';
import type { MarkUp } from '../../src/domain/price-lists/pricing';
import type { RuleNode } from '../../src/domain/price-lists/rules';
import { fieldRules, normalizeValue } from '../../src/domain/resources/rules';
import { validateForm, issue } from '../../src/domain/validation';
import { products } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiFailure, ERROR_TEXT, jsonBody } from '../http/errors';
import { readRecord } from '../resources/records';
import { bodyObject } from '../resources/write-values';
import { assertAttributeRules } from './attribute-rules';
import { priceSql, referenceCostSql, ruleTreeSql } from './rules-sql';

const KEYS = ['Rules', 'MarkUpType', 'MarkUpAbsolute', 'MarkUpPercentage'] as const;

/** The rules and mark-up to evaluate: the saved list's under the body's, checked as the form checks them. */
async function valuesOf(c: Context<AppEnv>): Promise<{ rules: RuleNode; markUp: MarkUp }> {
  const body = bodyObject(await jsonBody(c));
  const binding = c.get('deps').resources.bindingOf('price-lists');
  let form: Record<string, unknown> = {};
  if (body.ID != null) {
    const id = Number(body.ID);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { ID: issue('validation.type') });
    }
    const saved = await readRecord(c.get('deps').db, binding, id);
    if (!saved) throw new ApiFailure(ErrorCode.NotFound);
    form = Object.fromEntries(KEYS.map((key) => [key, saved[key]]));
  }
  for (const key of KEYS) if (key in body) form[key] = body[key];
  const rules = Object.fromEntries(KEYS.map((key) => [key, fieldRules(binding.fields.get(key)!, 'update')]));
  const errors = validateForm(rules, form);
  if (Object.keys(errors).length) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], errors);
  const value = (key: (typeof KEYS)[number]) => normalizeValue(binding.fields.get(key)!, form[key]);
  await assertAttributeRules(c.get('deps').db, value('Rules') as RuleNode);
  return {
    rules: value('Rules') as RuleNode,
    markUp: {
      MarkUpType: value('MarkUpType') as number | null,
      MarkUpAbsolute: value('MarkUpAbsolute') as string | null,
      MarkUpPercentage: value('MarkUpPercentage') as string | null,
    },
  };
}

export async function evaluatePriceList(c: Context<AppEnv>): Promise<Response> {
  const { rules, markUp } = await valuesOf(c);
  const db = c.get('deps').db;
  const where = ruleTreeSql(rules);
  const price = priceSql(markUp);
  const reference = referenceCostSql();
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(products)
    .where(where);
  const rows = await db
    .select({
      ID: products.ID,
      Sku: products.Sku,
      Name: products.Name,
      PurchasePrice: products.PurchasePrice,
      // round(…, 2), not a cast to numeric(14,2): a price above what a column holds is shown, not a failed query.
      Price: sql<string | null>`round(${price}, 2)::text`,
      Margin: sql<string | null>`round(${price} - ${reference}, 2)::text`,
      ReferenceCost: sql<string | null>`round(${reference}, 2)::text`,
    })
    .from(products)
    .where(where)
    .orderBy(asc(sql`lower(${products.Sku})`), asc(products.ID))
    .limit(EVALUATE_PAGE);
  const result: EvaluateResult = {
    count: Number(count),
    data: rows.map((row) => ({
      ID: Number(row.ID),
      Sku: String(row.Sku),
      Name: row.Name as Record<string, string>,
      PurchasePrice: row.PurchasePrice as string | null,
      Price: row.Price,
      Margin: row.Margin,
      ReferenceCost: row.ReferenceCost,
    })),
  };
  return c.json(result);
}
