/**
 * Public probes for whoever runs the servers (docs/decisions.md "Races, crashes and running it for real"):
 * GET /api/health is liveness (the process answers; it never touches the database, so a database outage
 * does not get healthy processes restarted) and also where the browser gets its first XSRF cookie.
 * GET /api/ready is readiness for a load balancer: 200 when the database answers a query within
 * READY_TIMEOUT_MS, otherwise 503 with 50301.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { PUBLIC, route, type RouteDef } from '../http/api-route';
import { ApiFailure } from '../http/errors';

/** A database slower than this to answer `select 1` counts as not ready (a load balancer's probe waits a few seconds). */
const READY_TIMEOUT_MS = 2000;

export function healthRoutes(): RouteDef[] {
  return [
    route.get('/health', PUBLIC, (c) => c.json({ status: 'ok' })),
    route.get('/ready', PUBLIC, async (c) => {
      const { db, logger } = c.get('deps');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } catch (error) {
        logger.warn('not ready: the database does not answer', { error: (error as Error).message });
        throw new ApiFailure(ErrorCode.Unavailable);
      } finally {
        clearTimeout(timer);
      }
      return c.json({ status: 'ready' });
    }),
  ];
}
