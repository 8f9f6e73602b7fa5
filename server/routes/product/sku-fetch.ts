/**
 * The multi-SKU fetch (`POST /api/product/items/by-skus`, body `{ Skus: "one SKU per line" }`): the products
 * those article numbers name, compared as the SKU's unique index does (trimmed, without regard to case), in
 * the order given, and the SKUs no product has. A line with spaces or that is no article number is a 40001
 * naming its line; nothing is looked up then.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ErrorCode, type FieldIssue } from '../../../src/domain/errors';
import { readSkuText, type SkuFetchResult } from '../../../src/domain/resources/product/sku-lines';
import { issue } from '../../../src/domain/validation';
import { products } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ApiFailure, ERROR_TEXT, jsonBody } from '../../http/errors';
import { bodyObject } from '../../resources/write-values';

const refuse = (found: FieldIssue) => new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { Skus: found });

export async function fetchBySkus(c: Context<AppEnv>): Promise<Response> {
  const text = bodyObject(await jsonBody(c)).Skus;
  if (typeof text !== 'string') throw refuse(issue(text == null ? 'validation.required' : 'validation.type'));
  const { skus, issue: found } = readSkuText(text);
  if (found) throw refuse(found);
  const rows = await c
    .get('deps')
    .db.select({ ID: products.ID, Sku: products.Sku })
    .from(products)
    .where(
      inArray(
        sql`lower(${products.Sku})`,
        skus.map((s) => s.toLowerCase()),
      ),
    );
  const byKey = new Map(rows.map((row) => [String(row.Sku).toLowerCase(), { ID: Number(row.ID), Sku: String(row.Sku) }]));
  const result: SkuFetchResult = {
    data: skus.flatMap((sku) => byKey.get(sku.toLowerCase()) ?? []),
    unknown: skus.filter((sku) => !byKey.has(sku.toLowerCase())),
  };
  return c.json(result);
}
