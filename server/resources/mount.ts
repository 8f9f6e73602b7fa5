/** Mounts the API of every declared resource of an area on the area's router (`/{def.path}`). */
import type { Hono } from 'hono';
import type { ResourceArea } from '../../src/domain/resources/types';
import type { AppEnv } from '../http/env';
import { bindingsOfArea } from './registry';
import { resourceRoutes } from './routes';

export function mountResources(app: Hono<AppEnv>, area: ResourceArea): Hono<AppEnv> {
  for (const binding of bindingsOfArea(area)) app.route(`/${binding.def.path}`, resourceRoutes(binding));
  return app;
}
