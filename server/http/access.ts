/**
 * The access guard, mounted once in front of every API route: it finds the route the request is for and
 * applies the access rule that route was registered with (./api-route.ts: the app's own table, not a hand
 * list). The caller's token is verified, the user's current state is read (server/auth/user-state.ts: a
 * disabled or deleted account is refused, permissions use the role the user has now, not the token's), a
 * pre-two-factor token reaches only the sign-in calls, a password that must be changed reaches only the forced
 * change, and the route's permissions are checked. A route registered without a rule is refused: nothing ships
 * unclassified.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { AREA_PERMISSION } from '../../src/domain/api-access';
import { API_BASE } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { passwordChangeDue } from '../../src/domain/password-age';
import { can, type Permission } from '../../src/domain/permissions';
import { canUseConsole } from '../../src/domain/roles';
import { accessRuleOf, signedIn, type AccessRule } from './api-route';
import { ApiFailure } from './errors';
import type { AppEnv } from './env';
import { patternRegExp } from './route-table';
import { sessionOf } from './session';

/** The 40301 message while the password must be changed (docs/decisions.md "Authorization"). */
export const PASSWORD_CHANGE_REQUIRED = 'Your password is older than 365 days or was never set: change it before doing anything else';

/**
 * A path under /api that no route answers still needs a full session before its 40401, and under an area
 * (/api/shop, /api/product, …) the area's view permission, as every route of the area does.
 */
function unknownPathRule(path: string): AccessRule {
  const area = path.slice(API_BASE.length + 1).split('/')[0];
  const view = Object.hasOwn(AREA_PERMISSION, area) ? AREA_PERMISSION[area as keyof typeof AREA_PERMISSION] : null;
  return view ? signedIn(view) : signedIn();
}

const notAuthenticated = () => new ApiFailure(ErrorCode.NotAuthenticated);
const forbidden = (message?: string) => new ApiFailure(ErrorCode.Forbidden, message);

/**
 * The API route that answers the request: the first matched one under /api that is not middleware
 * (`use`/`all`, the API's catch-all among them). The same selection as apiRoutes (server/http/route-table.ts).
 */
function answeringRoute(c: Context): { method: string; path: string; handler: unknown } | undefined {
  return matchedRoutes(c).find((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`));
}

function paramOf(pattern: string, path: string, name: string): string | undefined {
  const value = patternRegExp(pattern).exec(path)?.groups?.[name];
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const accessGuard = createMiddleware<AppEnv>(async (c, next) => {
  const route = answeringRoute(c);
  const rule = route ? accessRuleOf(route.handler) : unknownPathRule(c.req.path);
  if (!rule) {
    c.get('deps').logger.error('route without an access rule', { method: route!.method, path: route!.path });
    throw new ApiFailure(ErrorCode.Forbidden, `${route!.method} ${route!.path} has no access rule`);
  }
  if (rule.caller === 'public') return next();

  const token = sessionOf(c);
  if (!token) throw notAuthenticated();
  const state = await c.get('userStates').current(token.id);
  if (!state || !canUseConsole(state.role)) throw notAuthenticated();
  const auth = { ...token, role: state.role };
  const flags = { CanApproveReturns: state.canApproveReturns };

  const own = rule.own !== undefined && route !== undefined && paramOf(route.path, c.req.path, 'id') === String(auth.id);
  if (!auth.tfa) {
    if (rule.caller !== 'preTwoFactor' && !(own && rule.own?.preTwoFactor)) throw notAuthenticated();
  } else {
    if (rule.caller === 'preTwoFactor') throw notAuthenticated();
    const now = c.get('deps').clock.now().getTime();
    if (passwordChangeDue(state.passwordChangedAt, now) && !(rule.passwordChange && (rule.own === undefined || own))) {
      throw forbidden(PASSWORD_CHANGE_REQUIRED);
    }
    const needed: Permission[] = [...(rule.permissions ?? [])];
    if (rule.own && !own) {
      if (!rule.own.others) throw forbidden();
      needed.push(rule.own.others);
    }
    const action = rule.actions && route ? paramOf(route.path, c.req.path, 'action') : undefined;
    // An action the declaration does not list answers 40401 from the route (own keys only: `constructor`
    // is no action).
    if (action !== undefined && Object.hasOwn(rule.actions!, action)) needed.push(rule.actions![action]);
    if (!needed.every((permission) => can(auth.role, ...permission))) throw forbidden();
    const flag = action !== undefined && rule.actionFlags && Object.hasOwn(rule.actionFlags, action) ? rule.actionFlags[action] : undefined;
    if (flag && !flags[flag]) throw forbidden();
  }
  c.set('auth', auth);
  c.set('flags', flags);
  await next();
});
