/**
 * An area's router (/api/{area}): the features' routes first, then the engine's routes of every declared resource
 * of the area (server/resources/routes.ts). Features come first by this rule, whatever the order of the lists, so
 * a path the engine's patterns would also take but not serve is the feature's (`POST /orders/{id}/returns`, which
 * the orders' `/{id}/:action` would answer 40401 as an undeclared action). What would still depend on the order
 * stops the app's start instead:
 * - a feature route that takes a path the engine serves: the same method and pattern (unless the route says
 *   `replacesEngine`, and then the engine's is not mounted), or a declared custom action's name;
 * - `replacesEngine` on a route the engine does not serve;
 * - a declared document of a record (`documents`) that no feature route serves.
 */
import type { Hono } from 'hono';
import { ID_SEGMENT } from '../../src/domain/api-access';
import type { ResourceArea } from '../../src/domain/resources/types';
import { accessKey, routerOf, type RouteDef } from '../http/api-route';
import type { AppEnv } from '../http/env';
import { fillRoute, patternRegExp, routeParams } from '../http/route-table';
import type { ResourceRegistry } from '../resources/binding';
import { engineRoutes } from '../resources/mount';

/** The concrete paths an engine route answers with more than a 40401: a record id, each declared action's name. */
function servedPaths(r: RouteDef): string[] {
  const params = routeParams(r.path);
  const unknown = params.find((name) => name !== 'id' && name !== 'action');
  if (unknown) throw new Error(`${accessKey(r.method, r.path)}: cannot tell which paths :${unknown} serves`);
  if (!params.includes('action')) return [fillRoute(r.path, { id: 1 })];
  return Object.keys(r.access.actions ?? {}).map((action) => fillRoute(r.path, { id: 1, action }));
}

export function areaRouter(area: ResourceArea, features: readonly RouteDef[], resources: ResourceRegistry): Hono<AppEnv> {
  const engine = engineRoutes(resources, area);
  const generic = engine.flatMap((e) => e.routes);
  const replaced = new Set<string>();
  for (const feature of features) {
    const key = accessKey(feature.method, feature.path);
    if (feature.replacesEngine) {
      if (!generic.some((r) => accessKey(r.method, r.path) === key))
        throw new Error(`${key} says it replaces an engine route, but none has its path`);
      replaced.add(key);
    }
    const pattern = patternRegExp(feature.path);
    for (const r of generic) {
      if (r.method !== feature.method || replaced.has(accessKey(r.method, r.path))) continue;
      const taken = servedPaths(r).find((path) => pattern.test(path));
      if (taken) {
        throw new Error(
          `${key} takes ${taken}, which the engine's ${r.path} serves: choose another path (or say replacesEngine for the same path)`,
        );
      }
    }
  }
  for (const { binding } of engine) {
    for (const document of binding.def.documents ?? []) {
      const path = `/${binding.def.path}/${ID_SEGMENT}/${document.path}`;
      if (!features.some((r) => r.method === 'GET' && r.path === path))
        throw new Error(`${binding.def.name} declares the document ${document.path}, but no route serves GET /${area}${path}`);
    }
  }
  return routerOf([...features, ...generic.filter((r) => !replaced.has(accessKey(r.method, r.path)))]);
}
