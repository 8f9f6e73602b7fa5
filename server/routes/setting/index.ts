/** /api/setting: the settings area. The users' spec-fixed calls, and every declared settings resource. */
import type { ResourceRegistry } from '../../resources/binding';
import { areaRouter } from '../area';
import { userRoutes } from './users';

export function settingRoutes(resources: ResourceRegistry) {
  return areaRouter('setting', userRoutes(resources), resources);
}
