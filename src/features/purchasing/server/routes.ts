/**
 * Purchasing's own routes beside the engine's (in the shop area, /api/shop):
 * - `POST /purchase-orders/propose` (update purchase-orders): the order lines that wait for supply onto their
 *   suppliers' Pending purchase orders (./propose.ts); answers what it did.
 * - `POST /purchase-orders/{id}/receipts` (update goods-receipt) with `{ key, lines: [{ sku, quantity }], over? }`
 *   (../domain/receipts.ts): goods received by keys (./receive.ts).
 * - `GET /purchase-orders/{id}/pdf` and `/csv` (as readable as the purchase order, its declared documents): the
 *   purchase order as the supplier gets it (./documents.ts), inline.
 */
import { ID_SEGMENT } from '../../../domain/api-access';
import { ErrorCode } from '../../../domain/errors';
import { issue } from '../../../domain/validation';
import { receiptProblem, type ReceiptRequest } from '../domain/receipts';
import { purchaseOrders, RECEIVING } from '../resources/purchase-orders';
import { inArea, routeList, type RouteDef } from '../../../../server/http/api-route';
import { ApiFailure, ERROR_TEXT, idParam, jsonBody } from '../../../../server/http/errors';
import { resourceAccess } from '../../../../server/resources/access';
import { mutationContext } from '../../../../server/resources/routes';
import { purchaseOrderCsv, purchaseOrderDocument, purchaseOrderFileName, purchaseOrderPdf } from './documents';
import { proposePurchaseOrders } from './propose';
import { postReceipt } from './receive';

export function purchasingRoutes(): RouteDef[] {
  const routes = routeList();
  routes.post('/purchase-orders/propose', inArea('shop', purchaseOrders.permissions.update), async (c) => {
    const context = mutationContext(c);
    const outcome = await context.db.transaction((tx) => proposePurchaseOrders(tx, { now: context.now, actorId: context.auth.id }));
    return c.json({ data: outcome });
  });

  routes.post(`/purchase-orders/${ID_SEGMENT}/receipts`, inArea('shop', RECEIVING), async (c) => {
    const body = await jsonBody(c);
    const problem = receiptProblem(body);
    if (problem)
      throw new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${problem.field}`, {
        [problem.field]: issue(problem.id, problem.values),
      });
    const context = mutationContext(c);
    const id = idParam(c);
    const outcome = await context.db.transaction((tx) =>
      postReceipt(tx, context.resources, id, body as ReceiptRequest, { now: context.now, actorId: context.auth.id }),
    );
    return c.json({ data: outcome });
  });

  for (const kind of ['pdf', 'csv'] as const) {
    routes.get(`/purchase-orders/${ID_SEGMENT}/${kind}`, resourceAccess(purchaseOrders).read, async (c) => {
      const { db } = c.get('deps');
      const document = await purchaseOrderDocument(db, idParam(c));
      if (!document) throw new ApiFailure(ErrorCode.NotFound);
      const bytes = kind === 'pdf' ? await purchaseOrderPdf(document) : purchaseOrderCsv(document);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': kind === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(purchaseOrderFileName(document, kind))}`,
        'Cache-Control': 'no-store',
      });
    });
  }
  return routes.list;
}
