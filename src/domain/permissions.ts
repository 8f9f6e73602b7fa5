/**
 * The role-and-permission table of SPEC.md section 6, held once. The server checks it on every route and
 * is the authority; the browser uses the same table to hide menu blocks and commands.
 */

export type ViewSubject = 'dashboard' | 'shop' | 'product' | 'user' | 'user-sftp' | 'setting' | 'todo' | 'to-do-queues' | 'erp';
export type UpdateSubject =
  | 'product'
  | 'supplier'
  | 'phone-brand'
  | 'product-group'
  | 'product-template'
  | 'brand'
  | 'product-change'
  | 'category'
  | 'attribute'
  | 'tag'
  | 'cross-selling'
  | 'upsell'
  | 'customer'
  | 'shipping-method'
  | 'payment-method'
  | 'price-list'
  | 'to-do-queues'
  | 'purchase-orders'
  | 'return-settings'
  // Not in SPEC.md section 6, which names no update subject for these screens (docs/decisions.md):
  | 'user'
  | 'user-sftp'
  | 'setting'
  | 'shop-content'
  // Sales operations (issue 9; docs/decisions.md "Orders"): working orders, deciding order checks, making returns.
  | 'order'
  | 'order-check'
  | 'return'
  // Billing (issue 20; docs/decisions.md "Billing permissions"): sending, printing, ignoring and advancing invoices and
  // their reminders, registering payments; and working customers' subscriptions.
  | 'billing'
  | 'subscription'
  // Purchasing (issue 30; docs/decisions.md "Purchasing: who does what"): receiving goods against purchase orders,
  // and presales (docs/decisions.md "Presales"), which those who sell make.
  | 'goods-receipt'
  | 'presale'
  // Offers (issue 31 §3; docs/decisions.md "Offers"): quotations at agreed prices, made by those who sell.
  | 'offer';
type ApproveSubject = 'replacement_order_chargeback';

export type Permission = readonly ['view', ViewSubject] | readonly ['update', UpdateSubject] | readonly ['approve', ApproveSubject];

interface RolePermissions {
  view: readonly ViewSubject[];
  update: readonly UpdateSubject[];
  approve: readonly ApproveSubject[];
}

const CATALOGUE_UPDATES: readonly UpdateSubject[] = [
  'product',
  'supplier',
  'phone-brand',
  'product-group',
  'product-template',
  'brand',
  'product-change',
  'category',
  'attribute',
  'tag',
  'cross-selling',
];

const PERMISSION_TABLE: Readonly<Record<number, RolePermissions>> = {
  1: {
    view: ['dashboard', 'shop', 'product', 'user', 'user-sftp', 'setting', 'todo', 'to-do-queues', 'erp'],
    update: [
      ...CATALOGUE_UPDATES,
      'upsell',
      'customer',
      'shipping-method',
      'payment-method',
      'price-list',
      'to-do-queues',
      'purchase-orders',
      'return-settings',
      'user',
      'user-sftp',
      'setting',
      'shop-content',
      'order',
      'order-check',
      'return',
      'billing',
      'subscription',
      'goods-receipt',
      'presale',
      'offer',
    ],
    approve: ['replacement_order_chargeback'],
  },
  2: { view: ['shop', 'product', 'todo', 'erp'], update: ['customer', 'order', 'return', 'subscription'], approve: [] },
  3: { view: ['product', 'todo'], update: [...CATALOGUE_UPDATES], approve: [] },
  4: {
    view: ['dashboard', 'shop', 'product', 'setting', 'todo', 'erp'],
    update: [
      ...CATALOGUE_UPDATES,
      'upsell',
      'customer',
      'price-list',
      'shop-content',
      'order',
      'order-check',
      'return',
      'billing',
      'subscription',
      'goods-receipt',
      'presale',
      'offer',
    ],
    approve: [],
  },
};

const NONE: RolePermissions = { view: [], update: [], approve: [] };

function permissionsOf(role: number | null | undefined): RolePermissions {
  return (role != null && PERMISSION_TABLE[role]) || NONE;
}

/** `can(role, 'view', 'shop')`: the one check used by server routes, menus and commands. */
export function can(role: number | null | undefined, ...[action, subject]: Permission): boolean {
  const table = permissionsOf(role);
  return (table[action] as readonly string[]).includes(subject);
}

/** Flat list "view:shop", "update:customer", … for a role (handy for the browser's store). */
export function permissionKeys(role: number | null | undefined): string[] {
  const table = permissionsOf(role);
  return [...table.view.map((s) => `view:${s}`), ...table.update.map((s) => `update:${s}`), ...table.approve.map((s) => `approve:${s}`)];
}
