/** /api/setting: the settings area. The users' spec-fixed calls first, then every declared settings resource. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import type { ResourceRegistry } from '../../resources/binding';
import { mountResources } from '../../resources/mount';
import { userRoutes } from './users';

export function settingRoutes(resources: ResourceRegistry) {
  const app = new Hono<AppEnv>().route('/users', userRoutes(resources));
  return mountResources(app, resources, 'setting');
}
