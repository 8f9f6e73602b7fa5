/**
 * POST /api/captuerr: uncaught browser errors (SPEC.md section 7). Anonymous callers are welcome (the
 * login screen can fail too); a valid token attributes the report to its user, an invalid one is
 * ignored rather than refused. Reports per address are capped so the table cannot be flooded.
 */
import { CaptureErrorForm } from '../../src/domain/validation';
import { ErrorCode } from '../../src/domain/errors';
import { countAttempt } from '../auth/attempts';
import { errorReports } from '../db/schema';
import { ApiFailure, ERROR_TEXT, jsonBody, parseWith } from '../http/errors';
import { limitBodyTo } from '../http/body-limit';
import { PUBLIC, route, type RouteDef } from '../http/api-route';
import { sessionOf } from '../http/session';

/** Reports accepted per client address per attempt window (15 min). */
const ERROR_REPORT_LIMIT = 100;

export function captuerrRoutes(): RouteDef[] {
  // Anonymous callers too (see the module's comment).
  return [
    route.post('/captuerr', PUBLIC, limitBodyTo(256 * 1024), async (c) => {
      const body = parseWith(CaptureErrorForm, await jsonBody(c));
      const { db, clock } = c.get('deps');
      const now = clock.now();
      if ((await countAttempt(db, `captuerr:${c.get('clientAddress')}`, now)) > ERROR_REPORT_LIMIT) {
        throw new ApiFailure(ErrorCode.TooManyAttempts, ERROR_TEXT[ErrorCode.TooManyAttempts]);
      }
      const session = sessionOf(c);
      await db.insert(errorReports).values({
        // The form checks presence, length and characters; a number or boolean is stored as its text.
        error: String(body.error),
        stack: String(body.stack ?? ''),
        userAgent: String(body.userAgent ?? c.req.header('User-Agent') ?? ''),
        url: String(body.url ?? ''),
        userId: session?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return c.body(null, 204);
    }),
  ];
}
