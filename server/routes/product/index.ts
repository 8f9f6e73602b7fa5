/**
 * /api/product: price list groups, stock statuses, AI texts' status and generation, the products' labels
 * (server/prints/routes.ts), and every declared catalogue resource (view:product).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PriceListGroup, StockStatus } from '../../../src/domain/api-types';
import { DEFAULT_LOCALE, HEADER_LOCALE, LOCALES, type Locale } from '../../../src/domain/constants';
import { ErrorCode } from '../../../src/domain/errors';
import { issue } from '../../../src/domain/validation';
import { priceListGroups, stockStatusContents, stockStatuses } from '../../db/schema';
import { inArea, routeList, type RouteDef } from '../../http/api-route';
import { ApiFailure, ERROR_TEXT } from '../../http/errors';
import { listResponse, wholeList } from '../../http/list';
import { completionStatus, generateRoute } from './completions';
import { fetchBySkus } from './sku-fetch';
import { evaluatePriceList } from '../../price-lists/evaluate';

/** The interface language asked for in X-Locale: sv when absent, 40001 naming the header when unknown. */
function requestedLocale(header: string | undefined): Locale {
  const value = header?.trim().toLowerCase();
  if (!value) return DEFAULT_LOCALE;
  if ((LOCALES as readonly string[]).includes(value)) return value as Locale;
  throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${HEADER_LOCALE} must be one of ${LOCALES.join(', ')}`, {
    [HEADER_LOCALE]: issue('validation.type'),
  });
}

/** The catalogue's own routes in /api/product (the catalogue feature gives them; its area router mounts them). */
export function productRoutes(): RouteDef[] {
  const routes = routeList();
  const catalogue = inArea('product');

  // All groups with MergedFrom: the browser hides the merged ones but still resolves their names.
  routes.get(
    '/price-list-groups',
    catalogue,
    wholeList<PriceListGroup>((db) =>
      db
        .select({ ID: priceListGroups.id, Name: priceListGroups.name, MergedFrom: priceListGroups.mergedFrom })
        .from(priceListGroups)
        .orderBy(asc(priceListGroups.name), asc(priceListGroups.id)),
    ),
  );

  routes.get('/stock-statuses', catalogue, async (c) => {
    const locale = requestedLocale(c.req.header(HEADER_LOCALE));
    const asked = alias(stockStatusContents, 'asked');
    const fallback = alias(stockStatusContents, 'fallback');
    // Text in the asked language, else Swedish (the fallback language), else the status code.
    const data: StockStatus[] = await c
      .get('deps')
      .db.select({ id: stockStatuses.id, content: sql<string>`coalesce(${asked.content}, ${fallback.content}, ${stockStatuses.code})` })
      .from(stockStatuses)
      .leftJoin(asked, and(eq(asked.stockStatusId, stockStatuses.id), eq(asked.locale, locale)))
      .leftJoin(fallback, and(eq(fallback.stockStatusId, stockStatuses.id), eq(fallback.locale, DEFAULT_LOCALE)))
      .orderBy(asc(stockStatuses.sortOrder), asc(stockStatuses.id));
    c.header('Content-Language', locale);
    c.header('Vary', HEADER_LOCALE, { append: true });
    return listResponse(c, data, data.length);
  });

  routes.post('/items/by-skus', catalogue, fetchBySkus);
  // What a price list's rules select, saved or from the form: a read, open to whoever sees the lists.
  routes.post('/price-lists/evaluate', catalogue, evaluatePriceList);
  // AI product texts: whether a provider is configured, and generating proposals (decided like product changes).
  routes.get('/completions/status', catalogue, completionStatus);
  routes.post('/completions/generate', inArea('product', ['update', 'product-change']), generateRoute);

  return routes.list;
}
