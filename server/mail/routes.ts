/**
 * `GET /api/shop/outbox/{id}/eml`: one message of the outbox as an RFC 822 file (server/mail/eml.ts), for
 * whoever may read the outbox (view:shop, the resource's view permission); an unknown id is 40401.
 */
import { ErrorCode } from '../../src/domain/errors';
import { outbox } from '../../src/domain/resources/shop/outbox';
import { routeList, type RouteDef } from '../http/api-route';
import { ApiFailure, idParam } from '../http/errors';
import { emlFileName, emlOf, mailAttachments } from '.';
import { resourceAccess } from '../resources/access';
import { readRecord } from '../resources/records';

export function outboxRoutes(): RouteDef[] {
  const routes = routeList();
  routes.get('/outbox/:id{[0-9]+}/eml', resourceAccess(outbox).read, async (c) => {
    const { db, resources, config } = c.get('deps');
    const record = await readRecord(db, resources.bindingOf('outbox'), idParam(c));
    if (!record) throw new ApiFailure(ErrorCode.NotFound);
    const name = emlFileName(record);
    const attachments = await mailAttachments(db, config.filesDir, record.ID);
    return c.body(new Uint8Array(await emlOf(record, attachments)), 200, {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
    });
  });
  return routes.list;
}
