/**
 * `GET /api/shop/outbox/{id}/eml`: one message of the outbox as an RFC 822 file (server/mail/eml.ts), for
 * whoever may read the outbox (view:shop, the resource's view permission); an unknown id is 40401.
 */
import { Hono } from 'hono';
import { ErrorCode } from '../../../src/domain/errors';
import { can } from '../../../src/domain/permissions';
import { outbox } from '../../../src/domain/resources/shop/outbox';
import type { AppEnv } from '../../http/env';
import { ApiFailure, idParam } from '../../http/errors';
import { emlFileName, emlOf, mailAttachments } from '../../mail';
import { readRecord } from '../../resources/records';

export function outboxRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/outbox/:id{[0-9]+}/eml', async (c) => {
    const { role } = c.get('auth');
    if (!can(role, ...outbox.permissions.view)) throw new ApiFailure(ErrorCode.Forbidden);
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
  return app;
}
