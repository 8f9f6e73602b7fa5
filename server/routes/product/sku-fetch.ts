/**
 * The multi-SKU fetch (`POST /api/product/items/by-skus`, body `{ Skus: "one SKU per line" }`): the products
 * those article numbers name, compared as the SKU's unique index does (trimmed, without regard to case), in
 * the order given, and the SKUs no product has. A line with spaces or that is no article number is a 40001
 * naming its line; nothing is looked up then.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ErrorCode } from '../../../src/domain/errors';
import { parseSkuLines, SKU_LINES_MAX, SKU_TEXT_MAX, type SkuFetchResult } from '../../../src/domain/resources/product/sku-lines';
import { issue } from '../../../src/domain/validation';
import { products } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ApiFailure, ERROR_TEXT, jsonBody } from '../../http/errors';
import { bodyObject } from '../../resources/write-values';

const refuse = (found: ReturnType<typeof issue>) => new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { Skus: found });

export async function fetchBySkus(c: Context<AppEnv>): Promise<Response> {
  const text = bodyObject(await jsonBody(c)).Skus;
  if (typeof text !== 'string') throw refuse(issue(text == null ? 'validation.required' : 'validation.type'));
  if (text.length > SKU_TEXT_MAX) throw refuse(issue('validation.skuLinesMax', { max: SKU_LINES_MAX }));
  const { skus, problems, tooMany } = parseSkuLines(text);
  const problem = problems[0];
  if (problem) throw refuse(issue(problem.reason === 'spaces' ? 'validation.skuLineSpaces' : 'validation.skuLineFormat', { line: problem.line }));
  if (tooMany) throw refuse(issue('validation.skuLinesMax', { max: SKU_LINES_MAX }));
  if (!skus.length) throw refuse(issue('validation.required'));
  const rows = await c.get('deps').db
    .select({ ID: products.ID, Sku: products.Sku })
    .from(products)
    .where(inArray(sql`lower(${products.Sku})`, skus.map((s) => s.toLowerCase())));
  const byKey = new Map(rows.map((row) => [String(row.Sku).toLowerCase(), { ID: Number(row.ID), Sku: String(row.Sku) }]));
  const result: SkuFetchResult = {
    data: skus.flatMap((sku) => byKey.get(sku.toLowerCase()) ?? []),
    unknown: skus.filter((sku) => !byKey.has(sku.toLowerCase())),
  };
  return c.json(result);
}
