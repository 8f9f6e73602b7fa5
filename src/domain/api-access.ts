/**
 * Who may call each API route: the access table. Keys are the method and Hono's path pattern as the app
 * registers them (server/http/route-table.ts reads the same patterns from the built app). The server's
 * access guard (server/http/access.ts) enforces every entry, and a route without one is refused; the
 * authorization matrix (tests/server/authz-matrix.test.ts) calls every route as every kind of caller and
 * fails on a route missing here.
 *
 * Resource routes are derived from the declarations in src/domain/resources, so a resource declared later
 * is classified without being listed; the other routes are listed by hand below.
 */
import { API_BASE } from './constants';
import type { Permission } from './permissions';
import { RESOURCES } from './resources';
import type { FieldDef, ResourceArea, ResourceDef, UserFlag } from './resources/types';
import { resourceActions } from './resources/workflow';
import { IMPORTS } from './imports/definitions';

export interface AccessRule {
  /**
   * `public`: no token needed (a token that comes along is not checked). `preTwoFactor`: only a token
   * between the password and the code (the code step itself). `session`: a full session of a user who
   * may still use the console (checked against the database, not only the token).
   */
  caller: 'public' | 'preTwoFactor' | 'session';
  /** Needed, all of them, by the caller's current role (40301 otherwise). */
  permissions?: readonly Permission[];
  /**
   * Custom actions: the permission of the action named by the `:action` parameter, needed besides
   * `permissions`. An action not listed here is not declared: the route answers 40401.
   */
  actions?: Readonly<Record<string, Permission>>;
  /** Custom actions that also need a flag of the user (CanApproveReturns), by action id (40301 without it). */
  actionFlags?: Readonly<Record<string, UserFlag>>;
  /**
   * An own-record call: `:id` must be the caller's own user id, or the caller needs `others`
   * (absent: only the own id, 40301 for any other). `preTwoFactor`: a pre-two-factor token may make the
   * call for its own id (the sign-in flow).
   */
  own?: { others?: Permission; preTwoFactor?: boolean };
  /**
   * Open while the caller's password must be changed (older than 365 days or never set): what the forced
   * change needs. For an own-record call, only for the own id. Every other route answers 40301 then.
   */
  passwordChange?: boolean;
}

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

type AccessEntry = readonly [method: string, path: string, rule: AccessRule];

const session = (...permissions: Permission[]): AccessRule =>
  permissions.length ? { caller: 'session', permissions } : { caller: 'session' };

/**
 * The routes of one resource, as server/resources/routes.ts mounts them: views need the area's and the
 * resource's view permission, writes also its update permission, a custom action its own permission.
 */
function resourceAccess(def: ResourceDef): AccessEntry[] {
  const base = `${API_BASE}/${def.area}/${def.path}`;
  const area = AREA_PERMISSION[def.area];
  const view = area ? [area, def.permissions.view] : [def.permissions.view];
  const read = session(...view);
  const write = session(...view, def.permissions.update);
  const actions = (bulk: boolean): AccessRule => {
    const offered = resourceActions(def).filter((a) => !bulk || a.bulk);
    const flagged = offered.filter((a) => a.flag);
    return {
      caller: 'session',
      permissions: view,
      actions: Object.fromEntries(offered.map((a) => [a.id, a.permission])),
      ...(flagged.length ? { actionFlags: Object.fromEntries(flagged.map((a) => [a.id, a.flag!])) } : {}),
    };
  };
  if (def.singleton) {
    return [
      ['GET', base, read],
      ...(def.actions.edit ? [['PUT', base, write] as const] : []),
      ['GET', `${base}/${ID_SEGMENT}/history`, read],
    ];
  }
  const entries: AccessEntry[] = [
    ['GET', base, read],
    ['GET', `${base}/export`, read],
    ['POST', `${base}/actions/:action`, actions(true)],
    ['GET', `${base}/${ID_SEGMENT}`, read],
    ['GET', `${base}/${ID_SEGMENT}/history`, read],
    ['POST', `${base}/${ID_SEGMENT}/:action`, actions(false)],
  ];
  if (titledReferences(def).length) entries.push(['GET', `${base}/${REFERENCE_TITLES_SEGMENT}`, read]);
  if (engineCreates(def)) entries.push(['POST', base, write]);
  if (def.actions.edit) entries.push(['PUT', `${base}/${ID_SEGMENT}`, write]);
  if (def.actions.delete) entries.push(['DELETE', `${base}/${ID_SEGMENT}`, write], ['POST', `${base}/delete`, write]);
  if (def.proposals) entries.push(['POST', `${base}/${ID_SEGMENT}/${PROPOSALS_SEGMENT}`, session(...view, def.proposals.permission)]);
  // A record's documents (an invoice's PDF, an order's packing slip): as readable as the record.
  for (const document of def.documents ?? []) entries.push(['GET', `${base}/${ID_SEGMENT}/${document.path}`, read]);
  return entries;
}

/** The routes that are not generated from a declaration. They take precedence over derived entries. */
const EXPLICIT_ACCESS: readonly AccessEntry[] = [
  // Public: the database check, the password step, error reports (also from the login screen).
  ['GET', '/api/health', { caller: 'public' }],
  ['GET', '/api/ready', { caller: 'public' }],
  ['POST', '/api/login', { caller: 'public' }],
  ['POST', '/api/captuerr', { caller: 'public' }],
  // The sign-in flow.
  ['POST', '/api/authenticate-totp', { caller: 'preTwoFactor' }],
  ['POST', '/api/refresh', { caller: 'session', passwordChange: true }],
  [
    'GET',
    `/api/setting/users/${ID_SEGMENT}`,
    { caller: 'session', own: { others: ['view', 'user'], preTwoFactor: true }, passwordChange: true },
  ],
  ['POST', '/api/setting/users/:id/generate-secret', { caller: 'session', own: { preTwoFactor: true } }],
  ['PUT', '/api/setting/users/:id/change-password', { caller: 'session', own: {}, passwordChange: true }],
  // The users directory (ID, Name, Role) every screen needs for "created by"; view:user gets the full list.
  ['GET', '/api/setting/users', session()],
  // Reference data every screen needs.
  ...['locales', 'countries', 'currency-groups', 'store-groups', 'stores', 'vat-types', 'vat'].map((name): AccessEntry => [
    'GET',
    `/api/common/${name}`,
    session(),
  ]),
  ['GET', '/api/product/price-list-groups', session(['view', 'product'])],
  ['GET', '/api/product/stock-statuses', session(['view', 'product'])],
  // The to-do panel.
  ['GET', '/api/common/to-dos', session(['view', 'todo'])],
  ['GET', '/api/common/to-do-count', session(['view', 'todo'])],
  ['POST', '/api/common/to-dos/assign', session(['view', 'todo'])],
  ['PUT', '/api/common/to-dos/:id/complete', session(['view', 'todo'])],
  // Files: an upload naming a resource field also needs that resource's update permission (read from the
  // multipart body by the route itself).
  ['POST', '/api/common/files', session()],
  ['GET', `/api/common/files/${ID_SEGMENT}`, session()],
  ['GET', `/api/common/files/${ID_SEGMENT}/thumbnail`, session()],
  ['POST', '/api/product/items/by-skus', session(['view', 'product'])],
  // The imports (server/imports/routes.ts): every call needs the import's own permission.
  ...IMPORTS.flatMap((def): AccessEntry[] => {
    const base = `${API_BASE}/${def.area}/${def.path}`;
    const rule = session(['view', def.area], def.permission);
    return [
      ['GET', base, rule],
      ['POST', base, rule],
      ['GET', `${base}/template`, rule],
      ['GET', `${base}/${ID_SEGMENT}`, rule],
      ['GET', `${base}/${ID_SEGMENT}/issues`, rule],
      ['POST', `${base}/${ID_SEGMENT}/apply`, rule],
      ['POST', `${base}/${ID_SEGMENT}/cancel`, rule],
    ];
  }),
  // A job as its creator polls it (an import's progress); others' jobs need view:setting (the route checks).
  ['GET', `/api/common/jobs/${ID_SEGMENT}`, session()],
  // What a price list's rules select, saved or from the form: a read, open to whoever sees the lists.
  ['POST', '/api/product/price-lists/evaluate', session(['view', 'product'])],
  // AI product texts: whether a provider is configured, and generating proposals (decided like product changes).
  ['GET', '/api/product/completions/status', session(['view', 'product'])],
  ['POST', '/api/product/completions/generate', session(['view', 'product'], ['update', 'product-change'])],
  // An outbox message as an .eml file: as readable as the outbox itself (server/routes/shop/outbox.ts).
  ['GET', `/api/shop/outbox/${ID_SEGMENT}/eml`, session(['view', 'shop'])],
  // Returns (server/returns/routes.ts): made from an order; the approval queue read by who may approve, and
  // decided item by item with the workflow's moves' permission and flag.
  ['POST', `/api/shop/orders/${ID_SEGMENT}/returns`, session(['view', 'shop'], ['update', 'return'])],
  // Staff orders (server/orders/routes.ts): quoted and placed by whoever works orders (update order).
  ['GET', '/api/shop/orders/methods', session(['view', 'shop'], ['update', 'order'])],
  ['POST', '/api/shop/orders/quote', session(['view', 'shop'], ['update', 'order'])],
  ['POST', '/api/shop/orders/place', session(['view', 'shop'], ['update', 'order'])],
  // Invoice reminders (server/billing/reminders-routes.ts): the selection's next actions need update billing.
  ['POST', '/api/shop/invoice-reminders/next-actions', session(['view', 'shop'], ['update', 'billing'])],
  ['GET', '/api/shop/return-audits', session(['view', 'shop'], ['approve', 'replacement_order_chargeback'])],
  [
    'POST',
    '/api/shop/return-audits/:action{approve|decline|undo}',
    {
      caller: 'session',
      permissions: [['view', 'shop']],
      actions: {
        approve: ['approve', 'replacement_order_chargeback'],
        decline: ['approve', 'replacement_order_chargeback'],
        undo: ['approve', 'replacement_order_chargeback'],
      },
      actionFlags: { approve: 'CanApproveReturns', decline: 'CanApproveReturns', undo: 'CanApproveReturns' },
    },
  ],
  // Customers (server/customers/routes.ts): a login link into the storefront and merges need update customer;
  // the storefront redeems a login link without a staff session (the signed one-time token is the credential).
  ['POST', `/api/shop/customers/${ID_SEGMENT}/login-link`, session(['view', 'shop'], ['update', 'customer'])],
  ['GET', `/api/shop/customers/${ID_SEGMENT}/merge-preview`, session(['view', 'shop'], ['update', 'customer'])],
  ['POST', `/api/shop/customers/${ID_SEGMENT}/merge`, session(['view', 'shop'], ['update', 'customer'])],
  // The support desk (src/features/support/server/routes.ts): a ticket's quick replies are read with the queue; its reply, note
  // and read need update customer.
  ['GET', `/api/support/tickets/${ID_SEGMENT}/quick-replies`, session(['view', 'shop'])],
  ['POST', '/api/support/tickets/open', session(['view', 'shop'], ['update', 'customer'])],
  ...['reply', 'note', 'read'].map((name): AccessEntry => [
    'POST',
    `/api/support/tickets/${ID_SEGMENT}/${name}`,
    session(['view', 'shop'], ['update', 'customer']),
  ]),
  ['POST', '/api/storefront/login-links/redeem', { caller: 'public' }],
  // The storefront redeems a password reset link (customers' send-password-reset) the same way.
  ['POST', '/api/storefront/password-resets/redeem', { caller: 'public' }],
  // The storefront redeems a newsletter's unsubscribe link (server/content/unsubscribe.ts) the same way.
  ['POST', '/api/storefront/newsletter-unsubscribes/redeem', { caller: 'public' }],
  // The shop dashboard's figures (server/dashboard/routes.ts): SPEC.md section 6, view dashboard.
  ['GET', '/api/shop/dashboard', session(['view', 'shop'], ['view', 'dashboard'])],
  // The palette's record search answers only from resources the caller may view.
  ['GET', '/api/common/search', session()],
];

export function accessKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** Every classified route: the declarations' routes, then the hand-listed ones over them. */
export const API_ACCESS: ReadonlyMap<string, AccessRule> = new Map(
  [...RESOURCES.flatMap(resourceAccess), ...EXPLICIT_ACCESS].map(([method, path, rule]) => [accessKey(method, path), rule]),
);

/** The rule of a route (method and Hono pattern); undefined for a route nobody classified. */
export function accessRuleOf(method: string, path: string): AccessRule | undefined {
  return API_ACCESS.get(accessKey(method, path));
}
