/**
 * The offers' own route beside the engine's (in the shop area, /api/shop): `GET /offers/{id}/pdf` (as readable as
 * the offer, its declared document): the offer as the customer gets it (./offer-document.ts), inline.
 */
import { ID_SEGMENT } from '../../../domain/api-access';
import { ErrorCode } from '../../../domain/errors';
import { offers } from '../resources/offers';
import { routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, idParam } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { offerDocument, offerFileName } from './offer-document';
import { offerPdf } from '../../billing/server/pdf/letter';

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
  return routes.list;
}
