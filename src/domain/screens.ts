/**
 * Every screen of SPEC.md section 2 as data: path (wouter pattern), route name, title message id, area,
 * the permission that opens it, and the menu link's query. The browser's router, the side navigation and
 * the palette's go-to commands are all built from this one table. A declared resource's screens come from
 * its declaration (src/domain/resources/screens.ts) through screen-table.precomputed.ts, which the build
 * evaluates so the sign-in page gets the table without the declarations (docs/decisions.md "One file per
 * resource"); this file writes out only the screens that are not a resource's and the menu's order.
 */
import type { Permission } from './permissions';
import { DECLARED_SCREEN_FACTS, MENU_PLACES } from './resources/screen-table.precomputed';
import { resourceScreens } from './resources/screens';

export type ScreenArea = 'session' | 'shop' | 'support' | 'product' | 'setting';
type Area = ScreenArea;
type ScreenKind = 'dashboard' | 'list' | 'detail' | 'new' | 'tool' | 'session';

export interface Screen {
  /** Route name, e.g. ShopOrderIndex. */
  name: string;
  /** Path pattern; `:id` marks a record id. */
  path: string;
  area: Area;
  kind: ScreenKind;
  /** Message id of the title: `screens.<name>`. */
  titleId: string;
  /** Permission that opens the screen; none for session screens. */
  permission?: Permission;
  /**
   * A "new" screen also needs the right to create: a declared resource's update permission.
   */
  createPermission?: Permission;
  /** Extra gate: the current user's CanApproveReturns flag. */
  requiresApproveReturns?: boolean;
  /** Query the menu link carries. */
  menuQuery?: Record<string, string>;
  /** Public session screens ("auth true" in the spec's table) need no token. */
  public?: boolean;
  /** Shown in the side navigation. */
  menu?: boolean;
  /** `g` then this key goes to the screen (main screens only). */
  goKey?: string;
  /**
   * A declared resource's record screen at a path of its own (`presale/:id` beside the list `presales`): the
   * resource's path below the area, where its API is (`presales`).
   */
  resourcePath?: string;
}

const SHOP: Permission = ['view', 'shop'];
const PRODUCT: Permission = ['view', 'product'];
const SETTING: Permission = ['view', 'setting'];

/** A line of the table before its area's base path, title and default permission are added. */
export type ScreenSpec = Omit<Screen, 'area' | 'titleId' | 'permission'> & { permission?: Permission };
type Spec = ScreenSpec;

/**
 * The screens of an area in the menu's order: the features' places in it by rank (a declared resource's screens,
 * with the tool screens other features add to it, or a feature's own screens), then the declared resources not
 * placed, in declaration order.
 */
function area(areaName: Area, base: string, permission: Permission | undefined, own: readonly Spec[] = []): Screen[] {
  const ofArea = DECLARED_SCREEN_FACTS.filter((d) => d.area === areaName);
  const places = MENU_PLACES.flatMap((p) => ('area' in p && p.area === areaName ? [p] : [])).sort((a, b) => a.rank - b.rank);
  const toolsOf = (resource: string) => MENU_PLACES.flatMap((p) => ('toolsOf' in p && p.toolsOf === resource ? p.tools : []));
  const placed = new Set<string>();
  const specs: Spec[] = [...own];
  for (const place of places) {
    if ('screens' in place) {
      specs.push(...place.screens);
      continue;
    }
    const found = ofArea.find((d) => d.name === place.resource);
    if (!found) throw new Error(`A menu place names ${place.resource}, which has no screens in ${areaName}`);
    if (placed.has(found.name)) throw new Error(`The menu places ${found.name} twice`);
    placed.add(found.name);
    specs.push(...resourceScreens(found, { tools: toolsOf(found.name) }));
  }
  for (const d of ofArea) if (!placed.has(d.name)) specs.push(...resourceScreens(d, { tools: toolsOf(d.name) }));
  return specs.map((s) => ({
    ...s,
    path: s.path === '' ? base : `${base}/${s.path}`,
    area: areaName,
    titleId: `screens.${s.name}`,
    permission: s.permission ?? permission,
  }));
}

/** Every screen: the sign-in pages, then each area's (src/features/index.ts places them). */
export const SCREENS: readonly Screen[] = [
  ...area('session', '', undefined, [
    { name: 'Login', path: 'login', kind: 'session', public: true },
    { name: 'Authenticate', path: 'authenticate', kind: 'session', public: true },
    { name: 'ChangePassword', path: 'change-password', kind: 'session' },
  ]),
  ...area('shop', '/shop', SHOP),
  ...area('support', '/support', SHOP),
  ...area('product', '/product', PRODUCT),
  ...area('setting', '/setting', SETTING),
];

/** The product list also answers at /product itself (SPEC.md: '' and items). */
export const SCREEN_ALIASES: Readonly<Record<string, string>> = { '/product': '/product/items' };

export const screenByName: ReadonlyMap<string, Screen> = new Map(SCREENS.map((s) => [s.name, s]));

export function screen(name: string): Screen {
  const found = screenByName.get(name);
  if (!found) throw new Error(`Unknown screen ${name}`);
  return found;
}

/** The path of a screen with its params filled in and an optional query. */
export function screenHref(s: Screen, params: Record<string, string | number> = {}, query?: Record<string, string>): string {
  // An optional part (`/:id?`) not given is left out.
  const path = s.path
    .replace(/\/:(\w+)\?/g, (_, key: string) => (params[key] == null ? '' : `/${encodeURIComponent(String(params[key]))}`))
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return path + search;
}

/**
 * Where "go to this screen" leads, whatever the way (a `g` key, the palette, the side navigation, a
 * breadcrumb, "/"): its path with the menu's query (orders carry interval=6&refresh=true). The one
 * function for it, so no way in opens a screen with other defaults than another.
 */
export function menuHref(s: Screen): string {
  return screenHref(s, {}, s.menuQuery);
}

/** Screens a command can open directly: those without a record id in their path (an optional one aside). */
export function isDirectScreen(s: Screen): boolean {
  return !/:\w+(?!\w|\?)/.test(s.path) && !s.public && s.kind !== 'session';
}

export interface Viewer {
  role: number | null | undefined;
  canApproveReturns?: boolean;
}

/** Toolbar search scopes and the list each one opens (SPEC.md "Toolbar search"). */
export const SEARCH_SCOPES = {
  orders: 'ShopOrderIndex',
  returns: 'ShopReturnIndex',
  customers: 'ShopCustomerIndex',
  products: 'ProductItemIndex',
} as const;
export type SearchScope = keyof typeof SEARCH_SCOPES;

/** Submitting a search goes to the scope's list with empty status, the query, interval=24 and refresh=true. */
export function searchHref(scope: SearchScope, text: string): string {
  return screenHref(screen(SEARCH_SCOPES[scope]), {}, { status: '', q: text, interval: '24', refresh: 'true' });
}
