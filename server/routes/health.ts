/** GET /api/health: the database answers. Also where the browser gets its first XSRF cookie. */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
}
