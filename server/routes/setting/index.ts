/** /api/setting: the settings area. The users' spec-fixed calls first, then every declared settings resource. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { mountResources } from '../../resources/mount';
import { userRoutes } from './users';

export function settingRoutes() {
  const app = new Hono<AppEnv>().route('/users', userRoutes());
  return mountResources(app, 'setting');
}
