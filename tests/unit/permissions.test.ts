import { describe, expect, it } from 'vitest';
import { can, permissionKeys } from '../../src/domain/permissions';
import { areaHomePath, canOpen, homePath, menuFor, screenOfLink, todoPermissionKey } from '../../src/domain/access';
import { SCREENS, screen, menuHref, searchHref } from '../../src/domain/screens';
import { canUseConsole } from '../../src/domain/roles';
import { errorMessageId, httpStatusOf } from '../../src/domain/errors';
import { phoneDirectoryOf, reversePhoneUrl, looksLikePhone } from '../../src/domain/phone';

describe('permission table (SPEC.md section 6)', () => {
  it('gives role 1 every view, the full update list and the approval', () => {
    expect(can(1, 'view', 'user')).toBe(true);
    expect(can(1, 'update', 'return-settings')).toBe(true);
    expect(can(1, 'approve', 'replacement_order_chargeback')).toBe(true);
  });
  it('limits customer service (2) to shop, product, todo, erp and customer, order, return and subscription updates', () => {
    expect(permissionKeys(2).sort()).toEqual([
      'update:customer',
      'update:order',
      'update:return',
      'update:subscription',
      'view:erp',
      'view:product',
      'view:shop',
      'view:todo',
    ]);
  });
  it('leaves order checks to administrators (1 and 4): customer service works orders but does not decide checks', () => {
    expect([1, 2, 3, 4].filter((role) => can(role, 'update', 'order-check'))).toEqual([1, 4]);
    expect([1, 2, 3, 4].filter((role) => can(role, 'update', 'order'))).toEqual([1, 2, 4]);
  });
  it('leaves billing runs to administrators (1 and 4) and lets customer service work subscriptions', () => {
    expect([1, 2, 3, 4].filter((role) => can(role, 'update', 'billing'))).toEqual([1, 4]);
    expect([1, 2, 3, 4].filter((role) => can(role, 'update', 'subscription'))).toEqual([1, 2, 4]);
  });
  it('lets product managers (3) update the catalogue but not view the shop', () => {
    expect(can(3, 'view', 'shop')).toBe(false);
    expect(can(3, 'update', 'cross-selling')).toBe(true);
    expect(can(3, 'update', 'customer')).toBe(false);
  });
  it('gives administrators (4) settings without users', () => {
    expect(can(4, 'view', 'setting')).toBe(true);
    expect(can(4, 'view', 'user')).toBe(false);
    expect(can(4, 'update', 'price-list')).toBe(true);
    expect(can(4, 'update', 'shipping-method')).toBe(false);
  });
  it('gives disabled, reseller and unknown roles nothing', () => {
    for (const role of [0, 5, 99, null, undefined]) expect(permissionKeys(role)).toEqual([]);
    expect(canUseConsole(0)).toBe(false);
    expect(canUseConsole(5)).toBe(false);
    expect(canUseConsole(2)).toBe(true);
  });
});

describe('screens and menu', () => {
  it('has unique names and paths', () => {
    expect(new Set(SCREENS.map((s) => s.name)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });
  it('menu links carry the spec query parameters', () => {
    expect(menuHref(screen('ShopOrderIndex'))).toBe('/shop/orders?interval=6&refresh=true');
    expect(menuHref(screen('ShopReturnIndex'))).toBe('/shop/returns?interval=6&refresh=true');
    expect(menuHref(screen('ShopChargebackIndex'))).toBe('/shop/chargebacks?interval=6&refresh=true');
    expect(menuHref(screen('ShopSubscriptionIndex'))).toBe('/shop/subscriptions?status=2');
  });
  it('search goes to the scope list with empty status, the query, interval 24 and refresh', () => {
    expect(searchHref('customers', 'Anna Berg')).toBe('/shop/customers?status=&q=Anna+Berg&interval=24&refresh=true');
    expect(searchHref('products', 'SKU-1')).toBe('/product/items?status=&q=SKU-1&interval=24&refresh=true');
  });
  it('shows return audits only to users with CanApproveReturns', () => {
    const audits = screen('ShopReturnAudits');
    expect(canOpen({ role: 1, canApproveReturns: false }, audits)).toBe(false);
    expect(canOpen({ role: 1, canApproveReturns: true }, audits)).toBe(true);
  });
  it('hides menu blocks by permission', () => {
    expect(menuFor({ role: 3 }).map((g) => g.area)).toEqual(['product']);
    expect(menuFor({ role: 2 }).map((g) => g.area)).toEqual(['shop', 'support', 'product']);
    expect(menuFor({ role: 1 }).map((g) => g.area)).toEqual(['shop', 'support', 'product', 'setting']);
    const settings = menuFor({ role: 4 }).find((g) => g.area === 'setting')!;
    expect(settings.screens.map((s) => s.name)).not.toContain('SettingUserIndex');
  });
  it('names the screen a console address opens, and the permission a to-do pointing there needs', () => {
    expect(screenOfLink('/shop/orders/123')?.name).toBe('ShopOrderDetail');
    expect(screenOfLink('/shop/orders/new')?.name).toBe('ShopOrderNew');
    expect(screenOfLink('/shop/orders?interval=6')?.name).toBe('ShopOrderIndex');
    expect(screenOfLink('/setting/users/7#history')?.name).toBe('SettingUserDetail');
    expect(screenOfLink('/nowhere/1')).toBeNull();
    expect(todoPermissionKey('/shop/orders/123')).toBe('view:shop');
    expect(todoPermissionKey('/shop/returns/20001')).toBe('view:shop');
    expect(todoPermissionKey('/product/items/4711')).toBe('view:product');
    expect(todoPermissionKey('/setting/users/7')).toBe('view:user');
    expect(todoPermissionKey('/shop')).toBe('view:dashboard');
    expect(() => todoPermissionKey('/nowhere/1')).toThrow();
    expect(() => todoPermissionKey('/login')).toThrow();
    expect(() => todoPermissionKey('/shop/return-audits')).toThrow();
    expect(() => todoPermissionKey('/product/brands/new')).toThrow();
  });
  it('opens the dashboard only with view:dashboard (roles 1 and 4)', () => {
    const dash = screen('ShopDash');
    expect([1, 2, 3, 4, 5, 0].filter((role) => canOpen({ role }, dash))).toEqual([1, 4]);
    expect(
      menuFor({ role: 2 })
        .find((g) => g.area === 'shop')!
        .screens.map((s) => s.name),
    ).not.toContain('ShopDash');
    expect(menuFor({ role: 4 }).find((g) => g.area === 'shop')!.screens[0].name).toBe('ShopDash');
  });
  it('sends / to the first screen the viewer may view: the dashboard, else the orders, else the products', () => {
    expect(homePath({ role: 1 })).toBe('/shop');
    expect(homePath({ role: 4 })).toBe('/shop');
    expect(homePath({ role: 2 })).toBe('/shop/orders?interval=6&refresh=true');
    expect(homePath({ role: 3 })).toBe('/product/items');
  });
  it("leads an area's breadcrumb to the area's first screen the viewer may open, with its menu query", () => {
    expect(areaHomePath({ role: 1 }, 'shop')).toBe('/shop');
    expect(areaHomePath({ role: 2 }, 'shop')).toBe('/shop/orders?interval=6&refresh=true');
    expect(areaHomePath({ role: 3 }, 'shop')).toBeNull();
    expect(areaHomePath({ role: 1 }, 'setting')).toBe('/setting/users');
    expect(areaHomePath({ role: 4 }, 'setting')).toBe('/setting/shipping-methods');
    expect(areaHomePath({ role: 3 }, 'product')).toBe('/product/items');
  });
});

describe('errors', () => {
  it('maps codes to message ids and HTTP statuses', () => {
    expect(errorMessageId(40001)).toBe('errors.badRequest');
    expect(errorMessageId(12345)).toBe('errors.unknown');
    expect(errorMessageId(undefined)).toBe('errors.unknown');
    expect(httpStatusOf(42901)).toBe(429);
    expect(httpStatusOf(40302)).toBe(403);
  });
});

describe('incoming-call directory', () => {
  it('chooses the directory by prefix: 49 German, 47 Norwegian, otherwise Swedish', () => {
    expect(phoneDirectoryOf('+49 30 1234567')).toBe('de');
    expect(phoneDirectoryOf('0047 22 12 34 56')).toBe('no');
    expect(phoneDirectoryOf('070-123 45 67')).toBe('se');
    expect(reversePhoneUrl('+4930123456')).toContain('dasoertliche.de');
    expect(reversePhoneUrl('4722123456')).toContain('1881.no');
    expect(reversePhoneUrl('+46701234567')).toBe('https://www.hitta.se/vem-ringde/0701234567');
  });
  it('recognises phone-like input', () => {
    expect(looksLikePhone('+46 70 123 45 67')).toBe(true);
    expect(looksLikePhone('123')).toBe(false);
    expect(looksLikePhone('anna@example.se')).toBe(false);
  });
});
