/**
 * The API's real route table, read from the built Hono app (not a hand-kept list): every method and path
 * pattern a handler answers under /api, and the access rule each carries (./api-route.ts). Middleware (`use`,
 * registered as ALL) and the API's catch-all are left out. The generated authorization, fuzz and documentation
 * checks walk this table, so a route added later is covered by them without anyone listing it.
 */
import type { Hono } from 'hono';
import { API_BASE } from '../../src/domain/constants';
import { accessKey, accessRuleOf, type AccessRule } from './api-route';

export interface ApiRoute {
  method: string;
  /** Hono's pattern, e.g. `/api/shop/pages/:id{[0-9]+}/:action`. */
  path: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app: only its route list is read, whatever its environment
export function apiRoutes(app: Hono<any>): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith(`${API_BASE}/`)) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

/**
 * The app's access table: the rule of every route under /api by `METHOD pattern` (accessKey), as the route that
 * answers carries it (the first registered of a method and pattern). A route registered without a rule is absent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app: only its route list is read, whatever its environment
export function accessTable(app: Hono<any>): ReadonlyMap<string, AccessRule> {
  const seen = new Set<string>();
  const table = new Map<string, AccessRule>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' || !path.startsWith(`${API_BASE}/`)) continue;
    const key = accessKey(method, path);
    if (seen.has(key)) continue;
    seen.add(key);
    const rule = accessRuleOf(handler);
    if (rule) table.set(key, rule);
  }
  return table;
}

/** The names of a pattern's parameters, in order (`:id{[0-9]+}` → `id`). */
export function routeParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((m) => m[1]);
}

/** A concrete path for a pattern, each parameter replaced by its value (URI-encoded). */
export function fillRoute(path: string, values: Record<string, string | number>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(values[name]));
  });
}

const patterns = new Map<string, RegExp>();

/** A Hono pattern as a regular expression with named groups (`:id{[0-9]+}` → `(?<id>[0-9]+)`), a trailing slash allowed. */
export function patternRegExp(path: string): RegExp {
  let re = patterns.get(path);
  if (!re) {
    const source = path
      .split(/(:\w+(?:\{[^}]*\})?)/)
      .map((part) => {
        const param = /^:(\w+)(?:\{([^}]*)\})?$/.exec(part);
        if (param) return `(?<${param[1]}>${param[2] ?? '[^/]+'})`;
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    re = new RegExp(`^${source}/?$`);
    patterns.set(path, re);
  }
  return re;
}
