/**
 * Billing's routes beside the engine's, as readable as the invoices themselves (an unknown id is 40401):
 * - `GET /api/shop/invoices/{id}/pdf`: the invoice or credit note as a PDF (./pdf/letter.ts), shown inline under its
 *   title and number in its language as the file name;
 * - `GET /api/shop/invoices/{id}/line-prices`: why each goods line costs what it does, as invoiced
 *   (server/orders/line-prices.ts).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ID_SEGMENT } from '../../../domain/api-access';
import { ErrorCode } from '../../../domain/errors';
import { invoices } from '../resources/invoices';
import { routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, idParam } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { columnsOf } from '../../../../server/db/schema';
import type { Executor } from '../../../../server/db/types';
import { valueText } from '../../../domain/value-text';
import { linePricesRoute, type PricedRow } from '../../../../server/orders/line-prices';
import type { PriceSource } from '../../../domain/pricing/basket';
import { invoiceLines, invoices as invoiceTable } from './schema';
import { invoiceDocument } from './documents';
import { invoiceFileName, invoicePdf } from './pdf/letter';

/** The invoice's goods lines as invoiced (a fee's line has no SKU); null when there is no such invoice. */
async function invoicedLines(tx: Executor, invoiceId: number): Promise<PricedRow[] | null> {
  const V = columnsOf(invoiceTable);
  const L = columnsOf(invoiceLines);
  const [invoice] = await tx.select({ id: V.ID }).from(invoiceTable).where(eq(V.ID, invoiceId));
  if (!invoice) return null;
  const rows = await tx
    .select({ ID: L.ID, SKU: L.SKU, Name: L.Name, Discount: L.Discount, Adjustments: L.Adjustments, Source: L.Source })
    .from(invoiceLines)
    .where(and(eq(L.InvoiceID, invoiceId), isNotNull(L.SKU)))
    .orderBy(asc(L.ID));
  return rows.map((row) => ({
    ID: Number(row.ID),
    SKU: row.SKU == null ? null : valueText(row.SKU),
    Name: valueText(row.Name),
    Discount: row.Discount,
    Adjustments: row.Adjustments,
    Source: (row.Source as PriceSource | null) ?? null,
  }));
}

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
  return [...routes.list, ...linePricesRoute(invoices, invoicedLines)];
}
