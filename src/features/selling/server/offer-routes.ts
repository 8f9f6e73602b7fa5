/**
 * The offers' own routes beside the engine's (in the shop area, /api/shop), as readable as the offer:
 * - `GET /offers/{id}/pdf` (its declared document): the offer as the customer gets it (./offer-document.ts), inline;
 * - `GET /offers/{id}/line-prices`: each line's agreed price beside the customer's, and the rules behind its
 *   discount as last priced (server/orders/line-prices.ts).
 */
import { eq } from 'drizzle-orm';
import { ID_SEGMENT } from '../../../domain/api-access';
import { ErrorCode } from '../../../domain/errors';
import { offers } from '../resources/offers';
import { routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, idParam } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { offerDocument, offerFileName } from './offer-document';
import { offerPdf } from '../../billing/server/pdf/letter';
import { columnsOf } from '../../../../server/db/schema';
import type { Executor } from '../../../../server/db/types';
import { linePricesRoute, type PricedRow } from '../../../../server/orders/line-prices';
import { offers as offerTable } from './schema';
import { linesOf } from './offer-pricing';

/** The offer's lines as last priced; null when there is no such offer. */
async function offeredLines(tx: Executor, offerId: number): Promise<PricedRow[] | null> {
  const [offer] = await tx
    .select({ id: columnsOf(offerTable).ID })
    .from(offerTable)
    .where(eq(columnsOf(offerTable).ID, offerId));
  if (!offer) return null;
  return (await linesOf(tx, offerId)).map((line) => ({
    ID: Number(line.ID),
    SKU: String(line.SKU),
    Name: String(line.Name),
    Discount: line.Discount,
    Adjustments: line.Adjustments,
    Source: null,
    ListPrice: line.ListPrice,
    UnitPrice: line.UnitPrice,
  }));
}

export function offerRoutes(): RouteDef[] {
  const routes = routeList();
  routes.get(`/offers/${ID_SEGMENT}/pdf`, resourceAccess(offers).read, async (c) => {
    const { db, config, clock } = c.get('deps');
    const document = await offerDocument(db, idParam(c), config.filesDir, clock.now());
    if (!document) throw new ApiFailure(ErrorCode.NotFound);
    return c.body(new Uint8Array(await offerPdf(document)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(offerFileName(document))}`,
      'Cache-Control': 'no-store',
    });
  });
  return [...routes.list, ...linePricesRoute(offers, offeredLines)];
}
