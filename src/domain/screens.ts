/**
 * Every screen of SPEC.md section 2 as data: path (wouter pattern), route name, title message id, area,
 * the permission that opens it, and the menu link's query. The browser's router, the side navigation and
 * the palette's go-to commands are all built from this one table. A declared resource's screens come from
 * its declaration (src/domain/resources/screens.ts) through screen-table.precomputed.ts, which the build
 * evaluates so the sign-in page gets the table without the declarations (docs/decisions.md "One file per
 * resource"); this file writes out only the screens that are not a resource's and the menu's order.
 */
import type { Permission } from './permissions';
import { DECLARED_SCREEN_FACTS } from './resources/screen-table.precomputed';
import { resourceScreens } from './resources/screens';

type Area = 'session' | 'shop' | 'support' | 'product' | 'setting';
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
}

const SHOP: Permission = ['view', 'shop'];
const PRODUCT: Permission = ['view', 'product'];
const SETTING: Permission = ['view', 'setting'];

/** A line of the table before its area's base path, title and default permission are added. */
export type ScreenSpec = Omit<Screen, 'area' | 'titleId' | 'permission'> & { permission?: Permission };
type Spec = ScreenSpec;

/** Where a declared resource's screens go in its area, with bespoke tool screens placed before its detail. */
interface Declared {
  declared: string;
  tools?: readonly Spec[];
}

/** The place of a declared resource's screens in the menu's order (those not placed come last in their area). */
function declared(resource: string, opts: { tools?: readonly Spec[] } = {}): Declared {
  return { declared: resource, ...opts };
}

/**
 * The screens of an area in the menu's order: the bespoke ones as written, each declared resource's where it
 * is placed, and the declared resources not placed after them in declaration order.
 */
function area(areaName: Area, base: string, permission: Permission | undefined, entries: readonly (Spec | Declared)[]): Screen[] {
  const ofArea = DECLARED_SCREEN_FACTS.filter((d) => d.area === areaName);
  const placed = new Set<string>();
  const specs: Spec[] = [];
  for (const entry of entries) {
    if (!('declared' in entry)) {
      specs.push(entry);
      continue;
    }
    const found = ofArea.find((d) => d.name === entry.declared);
    if (!found) throw new Error(`The screen table places ${entry.declared}, which has no screens in ${areaName}`);
    if (placed.has(found.name)) throw new Error(`The screen table places ${found.name} twice`);
    placed.add(found.name);
    specs.push(...resourceScreens(found, { tools: entry.tools }));
  }
  for (const d of ofArea) if (!placed.has(d.name)) specs.push(...resourceScreens(d));
  return specs.map((s) => ({
    ...s,
    path: s.path === '' ? base : `${base}/${s.path}`,
    area: areaName,
    titleId: `screens.${s.name}`,
    permission: s.permission ?? permission,
  }));
}

/** list + detail (+ new) of one resource; `new` comes before `:id` so it wins the match. */
function crud(
  prefix: string,
  path: string,
  opts: { create?: boolean | Permission; menuQuery?: Record<string, string>; goKey?: string; permission?: Permission } = {},
): Spec[] {
  const specs: Spec[] = [
    { name: `${prefix}Index`, path, kind: 'list', menu: true, menuQuery: opts.menuQuery, goKey: opts.goKey, permission: opts.permission },
  ];
  if (opts.create !== false) {
    const createPermission = Array.isArray(opts.create) ? (opts.create as Permission) : undefined;
    specs.push({ name: `${prefix}New`, path: `${path}/new`, kind: 'new', permission: opts.permission, createPermission });
  }
  specs.push({ name: `${prefix}Detail`, path: `${path}/:id`, kind: 'detail', permission: opts.permission });
  return specs;
}

export const SCREENS: readonly Screen[] = [
  ...area('session', '', undefined, [
    { name: 'Login', path: 'login', kind: 'session', public: true },
    { name: 'Authenticate', path: 'authenticate', kind: 'session', public: true },
    { name: 'ChangePassword', path: 'change-password', kind: 'session' },
  ]),
  ...area('shop', '/shop', SHOP, [
    // The dashboard needs its own permission (SPEC.md section 6: view dashboard, roles 1 and 4).
    { name: 'ShopDash', path: '', kind: 'dashboard', menu: true, goKey: 'd', permission: ['view', 'dashboard'] },
    declared('orders'),
    declared('returns'),
    declared('chargebacks'),
    declared('invoices'),
    declared('print-queue'),
    declared('print-runs'),
    { name: 'ShopReturnAudits', path: 'return-audits', kind: 'list', menu: true, requiresApproveReturns: true, goKey: 'a' },
    { name: 'ShopOfferIndex', path: 'offers', kind: 'list', menu: true },
    { name: 'ShopOfferNew', path: 'offers/new/:id', kind: 'new' },
    { name: 'ShopOfferEdit', path: 'offers/edit/:id', kind: 'detail' },
    ...crud('ShopPurchaseOrder', 'purchase-orders', { create: false }),
    { name: 'ShopPresaleIndex', path: 'presales', kind: 'list', menu: true },
    { name: 'ShopPresaleNew', path: 'presale/new', kind: 'new' },
    { name: 'ShopPresaleDetail', path: 'presale/:id', kind: 'detail' },
    ...crud('ShopUpsell', 'upsells'),
    ...crud('ShopCoupon', 'coupons'),
    declared('pages'),
    declared('widgets'),
    declared('strings'),
    declared('documents'),
    declared('customers'),
    declared('subscriptions'),
    declared('deals'),
    declared('redirects'),
    declared('invoice-reminders'),
    // Shop content the spec names without routes (docs/decisions.md "Screens and routes").
    declared('email-templates'),
    declared('outbox'),
    declared('newsletters'),
    declared('prints'),
  ]),
  // The support desk (issue 21): its tickets; reading needs view shop.
  ...area('support', '/support', SHOP, [declared('tickets')]),
  ...area('product', '/product', PRODUCT, [
    // The catalogue imports (src/domain/imports/definitions.ts) sit below the product list.
    declared('products', {
      tools: [
        { name: 'ProductItemImport', path: 'items/import', kind: 'tool', menu: true },
        { name: 'ProductPriceImport', path: 'items/price-import', kind: 'tool', menu: true },
        { name: 'ProductSupplierImport', path: 'items/supplier-import', kind: 'tool', menu: true },
      ],
    }),
    declared('supplier-import-todos'),
    declared('product-templates'),
    declared('product-changes'),
    declared('product-groups'),
    declared('categories', {
      tools: [
        { name: 'ProductCategoryImport', path: 'categories/import', kind: 'tool' },
        { name: 'ProductCategoryImportProducts', path: 'categories/import-products', kind: 'tool' },
      ],
    }),
    declared('attributes'),
    declared('brands'),
    declared('suppliers'),
    declared('product-notifications'),
    declared('cross-selling'),
    declared('reviews'),
    declared('phone-brands'),
    declared('phone-models'),
    declared('tags'),
    declared('price-lists'),
    declared('product-completions'),
    // AI text resources the spec does not name (docs/decisions.md "Product texts by AI").
    declared('completion-prompts'),
    declared('prohibited-words'),
  ]),
  ...area('setting', '/setting', SETTING, [
    declared('users'),
    declared('sftp-users'),
    declared('shipping-methods'),
    declared('payment-methods'),
    declared('return-reclaim-threshold'),
    declared('faq'),
    declared('contact-form-topics'),
    declared('search-triggers'),
    declared('stop-words'),
    declared('order-filters'),
    declared('quick-reply-templates'),
    declared('todo-queues'),
    declared('return-settings'),
    declared('invoice-reminder-actions'),
    // The shop's own set-up (issue 20 §0), in the order the set-up guide takes them.
    declared('currency-groups'),
    declared('store-groups'),
    declared('stores'),
    declared('locales'),
    declared('vat-types'),
    declared('vat-rates'),
    declared('stock-statuses'),
    declared('price-list-groups'),
    declared('invoice-reminder-thresholds'),
    declared('jobs'),
  ]),
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
  const path = s.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
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

/** Screens a command can open directly: those without a record id in their path. */
export function isDirectScreen(s: Screen): boolean {
  return !s.path.includes(':') && !s.public && s.kind !== 'session';
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
