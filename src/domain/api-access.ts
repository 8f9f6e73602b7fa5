/**
 * What the browser and the server share about the API's routes: the area's view permission, the path segments
 * the engine's routes use, and which routes a declaration gets. Who may call each route is said where the route
 * is registered (server/http/api-route.ts; the engine's rules are derived in server/resources/access.ts).
 */
import type { Permission } from './permissions';
import type { FieldDef, ResourceArea, ResourceDef } from './resources/types';

/** The view permission of an area router (server/routes/{shop,product,support}), needed by every route in it. */
export const AREA_PERMISSION: Readonly<Record<ResourceArea, Permission | null>> = {
  shop: ['view', 'shop'],
  product: ['view', 'product'],
  support: ['view', 'shop'],
  setting: null,
};

/** Hono's pattern of a record id segment in the resource routes. */
export const ID_SEGMENT = ':id{[0-9]+}';

/** The path segment of a record's proposals (`POST …/{id}/proposals`); no custom action may take it. */
export const PROPOSALS_SEGMENT = 'proposals';

/**
 * `GET {base}/reference-titles?field=&ids=`: the titles of the records a reference field of a resource points
 * at, for whoever may view that resource, even without the target's own view permission (customer service
 * reads an order's shipping method by name, not by id).
 */
export const REFERENCE_TITLES_SEGMENT = 'reference-titles';

/**
 * Whether the engine serves `POST {base}`: a resource that creates, unless its new screen is bespoke and
 * creates through its own route (orders: `POST /api/shop/orders/place` prices, checks and confirms an order;
 * an engine create would store one without items, unchecked).
 */
export function engineCreates(def: ResourceDef): boolean {
  return def.actions.create && !def.bespokeNew;
}

/** The reference fields whose targets' titles the reference-titles route answers; none, no route. */
export function titledReferences(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.kind === 'reference' && !f.hidden && !!f.resource);
}
