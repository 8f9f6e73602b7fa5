/** /api/setting: the settings area, one module per resource. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { userRoutes } from './users';

export function settingRoutes() {
  return new Hono<AppEnv>().route('/users', userRoutes());
}
