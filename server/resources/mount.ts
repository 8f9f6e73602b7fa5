/** Mounts the API of every declared resource of an area on the area's router (`/{def.path}`). */
import type { Hono } from 'hono';
import type { ResourceArea } from '../../src/domain/resources/types';
import type { AppEnv } from '../http/env';
import type { ResourceRegistry } from './binding';
import { resourceRoutes } from './routes';

export function mountResources(app: Hono<AppEnv>, resources: ResourceRegistry, area: ResourceArea): Hono<AppEnv> {
  for (const binding of resources.ofArea(area)) app.route(`/${binding.def.path}`, resourceRoutes(binding));
  return app;
}
