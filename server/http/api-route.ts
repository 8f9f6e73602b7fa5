/**
 * One way to declare an API route: its method, its path, who may call it and its handlers, together as one value
 * (`route.post('/login', PUBLIC, handler)`). A router is built from such values (routerOf), and each handler goes
 * onto Hono carrying the route's rule, so the app's route table is its access table: the access guard
 * (./access.ts) applies the rule of the route that answers, and accessTable (./route-table.ts) lists the rules of
 * a built app. A route cannot be declared without a rule (the type requires one, routerOf refuses a value
 * without), and the guard refuses a route that reached the app any other way (docs/decisions.md "Authorization").
 */
import { Hono, type Handler } from 'hono';
import type { HandlerResponse } from 'hono/types';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { AREA_PERMISSION } from '../../src/domain/api-access';
import type { Permission } from '../../src/domain/permissions';
import type { ResourceArea, UserFlag } from '../../src/domain/resources/types';
import type { AppEnv } from './env';

/** Who may call a route; the access guard (./access.ts) applies it. */
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

/** No token needed. */
export const PUBLIC: AccessRule = { caller: 'public' };

/** A full session whose role has every one of the permissions (none: any user who may use the console). */
export function signedIn(...permissions: Permission[]): AccessRule {
  return permissions.length ? { caller: 'session', permissions } : { caller: 'session' };
}

/** A full session with the area's view permission (AREA_PERMISSION) and the other permissions named. */
export function inArea(area: ResourceArea, ...permissions: Permission[]): AccessRule {
  const view = AREA_PERMISSION[area];
  return signedIn(...(view ? [view] : []), ...permissions);
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API route as a value: what routerOf registers, and what an area router checks against the engine's. */
export interface RouteDef {
  method: RouteMethod;
  /** Hono's pattern, relative to the router the route joins (`/orders/:id{[0-9]+}/returns`). */
  path: string;
  access: AccessRule;
  /** Middleware first (a larger body limit), the handler last. */
  handlers: readonly Handler<AppEnv>[];
  /**
   * In an area router: the engine serves the same method and path for a resource of the area, and this route
   * answers it instead (the users directory, open to every signed-in user, calls the engine's list itself for
   * view:user). Without it, such a route stops the app's start (server/routes/area.ts).
   */
  replacesEngine?: boolean;
}

type Handlers<P extends string> = [...Handler<AppEnv, P>[], Handler<AppEnv, P>];

function declare(method: RouteMethod) {
  return <P extends string>(path: P, access: AccessRule, ...handlers: Handlers<P>): RouteDef => ({
    method,
    path,
    access,
    handlers: handlers as Handler<AppEnv>[],
  });
}

/** `route.get(path, access, ...middleware, handler)`: a route's value (see the module's comment). */
export const route = {
  get: declare('GET'),
  post: declare('POST'),
  put: declare('PUT'),
  delete: declare('DELETE'),
};

type Declare = <P extends string>(path: P, access: AccessRule, ...handlers: Handlers<P>) => RouteList;

/** Route values collected in the order declared, Hono's way: `routes.post(path, access, handler)`, then `routes.list`. */
export interface RouteList {
  readonly list: RouteDef[];
  get: Declare;
  post: Declare;
  put: Declare;
  delete: Declare;
  /** Routes declared elsewhere (a feature's own list, or a route value with `replacesEngine`). */
  add(...routes: RouteDef[]): RouteList;
}

export function routeList(): RouteList {
  const routes: RouteDef[] = [];
  const collect =
    (method: RouteMethod): Declare =>
    (path, access, ...handlers) => {
      routes.push(declare(method)(path, access, ...handlers));
      return collected;
    };
  const collected: RouteList = {
    list: routes,
    get: collect('GET'),
    post: collect('POST'),
    put: collect('PUT'),
    delete: collect('DELETE'),
    add: (...more) => {
      routes.push(...more);
      return collected;
    },
  };
  return collected;
}

/** The same routes under a path prefix (`/orders` + `/` is `/orders`, as Hono joins them). */
export function under(prefix: string, routes: readonly RouteDef[]): RouteDef[] {
  return routes.map((r) => ({ ...r, path: r.path === '/' ? prefix : `${prefix}${r.path}` }));
}

const RULE = Symbol('access rule');

type RuledHandler = Handler<AppEnv> & { [RULE]?: AccessRule; [COMPOSED_HANDLER]?: Handler<AppEnv> };

/** A handler of one registration that carries its route's rule (a fresh function: one handler may serve two routes). */
function withRule(handler: Handler<AppEnv>, access: AccessRule): Handler<AppEnv> {
  const ruled: RuledHandler = (c, next) => handler(c, next) as HandlerResponse<unknown>;
  ruled[RULE] = access;
  return ruled;
}

/** The rule a registered handler carries; undefined for one registered without routerOf. */
export function accessRuleOf(handler: unknown): AccessRule | undefined {
  const ruled = handler as RuledHandler;
  return ruled[RULE] ?? (ruled[COMPOSED_HANDLER] ? accessRuleOf(ruled[COMPOSED_HANDLER]) : undefined);
}

export function accessKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** A router of the routes, in their order; a route without a rule, or one method and path given twice, stops the start. */
export function routerOf(routes: readonly RouteDef[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const seen = new Set<string>();
  for (const r of routes) {
    const key = accessKey(r.method, r.path);
    if (!r.access) throw new Error(`${key} has no access rule`);
    if (seen.has(key)) throw new Error(`${key} is declared twice`);
    seen.add(key);
    const [first, ...rest] = r.handlers.map((handler) => withRule(handler, r.access));
    app.on(r.method, r.path, first, ...rest);
  }
  return app;
}
