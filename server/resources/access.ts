/**
 * Who may call a resource's routes, derived from its declaration (./routes.ts registers each route with its
 * rule): views need the area's and the resource's view permission, writes also its update permission, a custom
 * action the view permissions and its own permission (and flag), proposals their declared permission. A record's
 * documents (an invoice's PDF, an order's packing slip), served by their features, are as readable as the record.
 */
import { AREA_PERMISSION } from '../../src/domain/api-access';
import type { ResourceDef } from '../../src/domain/resources/types';
import { resourceActions } from '../../src/domain/resources/workflow';
import { signedIn, type AccessRule } from '../http/api-route';

export interface ResourceAccess {
  read: AccessRule;
  write: AccessRule;
  /** The custom actions' route: by selection (`bulk`, only the actions that take one) or one record. */
  actions(bulk: boolean): AccessRule;
  /** `POST …/{id}/proposals`, for a resource that takes proposals. */
  proposals?: AccessRule;
}

export function resourceAccess(def: ResourceDef): ResourceAccess {
  const area = AREA_PERMISSION[def.area];
  const view = area ? [area, def.permissions.view] : [def.permissions.view];
  return {
    read: signedIn(...view),
    write: signedIn(...view, def.permissions.update),
    actions: (bulk) => {
      const offered = resourceActions(def).filter((a) => !bulk || a.bulk);
      const flagged = offered.filter((a) => a.flag);
      return {
        caller: 'session',
        permissions: view,
        actions: Object.fromEntries(offered.map((a) => [a.id, a.permission])),
        ...(flagged.length ? { actionFlags: Object.fromEntries(flagged.map((a) => [a.id, a.flag!])) } : {}),
      };
    },
    ...(def.proposals ? { proposals: signedIn(...view, def.proposals.permission) } : {}),
  };
}
