/** /api/common: reference lists, files, the palette's record search and one's own jobs for every signed-in user, and the to-do panel (view:todo). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { fileRoutes } from './files';
import { jobRoutes } from './jobs';
import { referenceRoutes } from './reference';
import { searchRoutes } from './search';
import { todoRoutes } from './todos';

export function commonRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', referenceRoutes());
  app.route('/', todoRoutes());
  app.route('/', fileRoutes());
  app.route('/', searchRoutes());
  app.route('/', jobRoutes());
  return app;
}
