/** The routes of every declared resource of an area, each under its path (`/{def.path}`), for the area's router. */
import type { ResourceArea } from '../../src/domain/resources/types';
import { under, type RouteDef } from '../http/api-route';
import type { ResourceBinding, ResourceRegistry } from './binding';
import { resourceRoutes } from './routes';

export interface EngineRoutes {
  binding: ResourceBinding;
  routes: RouteDef[];
}

export function engineRoutes(resources: ResourceRegistry, area: ResourceArea): EngineRoutes[] {
  return resources.ofArea(area).map((binding) => ({ binding, routes: under(`/${binding.def.path}`, resourceRoutes(binding)) }));
}
