/**
 * `GET /api/shop/invoices/{id}/pdf` (view shop, as the invoices themselves): the invoice or credit note as a PDF
 * (./pdf/letter.ts), shown inline under its title and number in its language as the file name; an unknown id is 40401.
 */
import { ID_SEGMENT } from '../../../domain/api-access';
import { ErrorCode } from '../../../domain/errors';
import { invoices } from '../resources/invoices';
import { routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, idParam } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { invoiceDocument } from './documents';
import { invoiceFileName, invoicePdf } from './pdf/letter';

export function invoiceRoutes(): RouteDef[] {
  const routes = routeList();
  routes.get(`/invoices/${ID_SEGMENT}/pdf`, resourceAccess(invoices).read, async (c) => {
    const { db, config } = c.get('deps');
    const found = await invoiceDocument(db, idParam(c), config.filesDir);
    if (!found) throw new ApiFailure(ErrorCode.NotFound);
    const bytes = await invoicePdf(found.data);
    const name = invoiceFileName(found.data);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'no-store',
    });
  });
  return routes.list;
}
