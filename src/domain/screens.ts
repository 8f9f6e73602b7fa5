/**
 * Every screen of SPEC.md section 2 as data: path (wouter pattern), route name, title message id, area,
 * the permission that opens it, and the menu link's query. The browser's router, the side navigation and
 * the palette's go-to commands are all built from this one table. A declared resource's screens are what
 * `resourceScreens` derives from its declaration (a unit test holds the table to it); they are written out
 * here because the router needs the table before sign-in, and importing the declarations would put them
 * all in the sign-in page's JavaScript (docs/decisions.md "One file per resource").
 */
import type { Permission } from './permissions';
import { DEFAULT_LIST_INTERVAL } from './constants';
import type { ResourceDef } from './resources/types';

export type Area = 'session' | 'shop' | 'product' | 'setting';
export type ScreenKind = 'dashboard' | 'list' | 'detail' | 'new' | 'tool' | 'session';

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

const LIST_QUERY = { interval: String(DEFAULT_LIST_INTERVAL), refresh: 'true' };
const SHOP: Permission = ['view', 'shop'];
const PRODUCT: Permission = ['view', 'product'];
const SETTING: Permission = ['view', 'setting'];

type Spec = Omit<Screen, 'area' | 'titleId' | 'permission'> & { permission?: Permission };

function area(areaName: Area, base: string, permission: Permission | undefined, specs: Spec[]): Screen[] {
  return specs.map((s) => ({
    ...s,
    path: s.path === '' ? base : `${base}/${s.path}`,
    area: areaName,
    titleId: `screens.${s.name}`,
    permission: s.permission ?? permission,
  }));
}

/** list + detail (+ new) of one resource; `new` comes before `:id` so it wins the match. */
function crud(prefix: string, path: string, opts: { create?: boolean | Permission; menuQuery?: Record<string, string>; goKey?: string; permission?: Permission } = {}): Spec[] {
  const specs: Spec[] = [{ name: `${prefix}Index`, path, kind: 'list', menu: true, menuQuery: opts.menuQuery, goKey: opts.goKey, permission: opts.permission }];
  if (opts.create !== false) {
    const createPermission = Array.isArray(opts.create) ? (opts.create as Permission) : undefined;
    specs.push({ name: `${prefix}New`, path: `${path}/new`, kind: 'new', permission: opts.permission, createPermission });
  }
  specs.push({ name: `${prefix}Detail`, path: `${path}/:id`, kind: 'detail', permission: opts.permission });
  return specs;
}

/**
 * The screens of a declared resource, in route order: its list, its "new" screen when it creates (needing
 * its update permission), any `tools` (their paths below the list's, placed before `:id` so they win the
 * match), and its detail; a singleton has one tool screen that edits its record. A child collection has none.
 */
export function resourceScreens(def: ResourceDef, opts: { menuQuery?: Record<string, string>; goKey?: string; tools?: Spec[] } = {}): Spec[] {
  const permission = def.permissions.view;
  if (def.parent) return [];
  if (def.singleton) return [{ name: def.screen, path: def.path, kind: 'tool', menu: true, permission, goKey: opts.goKey }];
  const specs: Spec[] = [{ name: `${def.screen}Index`, path: def.path, kind: 'list', menu: true, menuQuery: opts.menuQuery, goKey: opts.goKey, permission }];
  if (def.actions.create) specs.push({ name: `${def.screen}New`, path: `${def.path}/new`, kind: 'new', permission, createPermission: def.permissions.update });
  specs.push(...(opts.tools ?? []).map((tool) => ({ permission, ...tool })));
  specs.push({ name: `${def.screen}Detail`, path: `${def.path}/:id`, kind: 'detail', permission });
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
    ...crud('ShopOrder', 'orders', { menuQuery: LIST_QUERY, goKey: 'o' }),
    ...crud('ShopReturn', 'returns', { create: false, menuQuery: LIST_QUERY, goKey: 'r' }),
    ...crud('ShopChargeback', 'chargebacks', { create: false, menuQuery: LIST_QUERY }),
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
    ...crud('ShopPage', 'pages', { create: ['update', 'shop-content'] }),
    ...crud('ShopWidget', 'widgets', { create: ['update', 'shop-content'] }),
    ...crud('ShopString', 'strings', { create: ['update', 'shop-content'] }),
    ...crud('ShopDocument', 'documents', { create: ['update', 'shop-content'] }),
    ...crud('ShopCustomer', 'customers', { goKey: 'c' }),
    ...crud('ShopSubscription', 'subscriptions', { create: false, menuQuery: { status: '2' } }),
    ...crud('ShopDeal', 'deals', { create: ['update', 'shop-content'] }),
    ...crud('ShopRedirect', 'redirects', { create: ['update', 'shop-content'] }),
    ...crud('ShopInvoiceReminder', 'invoice-reminders', { create: false, goKey: 'i' }),
    // Shop content the spec names without routes (docs/decisions.md "Screens and routes").
    ...crud('ShopEmailTemplate', 'email-templates', { create: ['update', 'shop-content'] }),
    ...crud('ShopNewsletter', 'newsletters', { create: ['update', 'shop-content'] }),
    ...crud('ShopPrint', 'prints', { create: ['update', 'shop-content'] }),
  ]),
  ...area('product', '/product', PRODUCT, [
    { name: 'ProductItemIndex', path: 'items', kind: 'list', menu: true, goKey: 'p' },
    { name: 'ProductItemNew', path: 'items/new', kind: 'new', createPermission: ['update', 'product'] },
    { name: 'ProductItemImport', path: 'items/import', kind: 'tool', menu: true },
    { name: 'ProductPriceImport', path: 'items/price-import', kind: 'tool', menu: true },
    { name: 'ProductSupplierImport', path: 'items/supplier-import', kind: 'tool', menu: true },
    ...crud('ProductSupplierImportTodo', 'items/supplier-import/to-dos', { create: false }),
    { name: 'ProductItemDetail', path: 'items/:id', kind: 'detail' },
    ...crud('ProductTemplate', 'templates', { create: ['update', 'product-template'] }),
    ...crud('ProductChange', 'changes', { create: false }),
    ...crud('ProductGroup', 'groups', { create: ['update', 'product-group'] }),
    { name: 'ProductCategoryIndex', path: 'categories', kind: 'list', menu: true },
    { name: 'ProductCategoryNew', path: 'categories/new', kind: 'new', createPermission: ['update', 'category'] },
    { name: 'ProductCategoryImport', path: 'categories/import', kind: 'tool' },
    { name: 'ProductCategoryImportProducts', path: 'categories/import-products', kind: 'tool' },
    { name: 'ProductCategoryDetail', path: 'categories/:id', kind: 'detail' },
    ...crud('ProductAttribute', 'attributes', { create: ['update', 'attribute'] }),
    ...crud('ProductBrand', 'brands', { create: ['update', 'brand'] }),
    ...crud('ProductSupplier', 'suppliers', { create: ['update', 'supplier'] }),
    ...crud('ProductNotification', 'notifications', { create: false }),
    ...crud('ProductCrossSelling', 'cross-selling', { create: ['update', 'cross-selling'] }),
    ...crud('ProductReview', 'reviews', { create: false }),
    ...crud('ProductPhoneBrand', 'phone-brands', { create: ['update', 'phone-brand'] }),
    ...crud('ProductPhoneModel', 'phone-models', { create: ['update', 'phone-brand'] }),
    ...crud('ProductTag', 'tags', { create: ['update', 'tag'] }),
    ...crud('ProductPriceList', 'price-lists', { create: ['update', 'price-list'] }),
    ...crud('ProductCompletion', 'completions', { create: false }),
    // AI text resources the spec does not name (docs/decisions.md "Product texts by AI").
    ...crud('ProductCompletionPrompt', 'completion-prompts', { create: ['update', 'product'] }),
    ...crud('ProductProhibitedWord', 'prohibited-words', { create: ['update', 'product'] }),
  ]),
  ...area('setting', '/setting', SETTING, [
    ...crud('SettingUser', 'users', { create: ['update', 'user'], permission: ['view', 'user'], goKey: 'u' }),
    ...crud('SettingUserSftp', 'users-sftp', { create: ['update', 'user-sftp'], permission: ['view', 'user-sftp'] }),
    ...crud('SettingShippingMethod', 'shipping-methods', { create: ['update', 'shipping-method'] }),
    ...crud('SettingPaymentMethod', 'payment-methods', { create: ['update', 'payment-method'] }),
    { name: 'SettingReturnReclaim', path: 'return-reclaim', kind: 'tool', menu: true },
    ...crud('SettingFaq', 'faq', { create: ['update', 'setting'] }),
    ...crud('SettingContactFormTopic', 'contact-form-topics', { create: ['update', 'setting'] }),
    ...crud('SettingSearchTrigger', 'search-triggers', { create: ['update', 'setting'] }),
    ...crud('SettingStopWord', 'stop-words', { create: ['update', 'setting'] }),
    ...crud('SettingOrderFilter', 'order-filters', { create: ['update', 'setting'] }),
    ...crud('SettingQuickReplyTemplate', 'quick-reply-templates', { create: ['update', 'setting'] }),
    ...crud('SettingTodoQueue', 'todo-queues', { create: false, permission: ['view', 'to-do-queues'] }),
    { name: 'SettingReturns', path: 'returns', kind: 'tool', menu: true },
    ...crud('SettingInvoiceReminderAction', 'invoice-reminder-actions', { create: ['update', 'setting'] }),
    ...crud('SettingJob', 'jobs', { create: false }),
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
