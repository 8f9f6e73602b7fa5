/**
 * An order's way to its customer (issue 19 §4): "Open the order's customer" on an order's detail (or the focused
 * order of the orders list), from the palette or Shift+C, for a user who may open the customers' screen; the
 * order's detail also links the customer by name (src/views/resource/overrides/OrderDetail.tsx).
 */
import { canOpen } from '../../domain/access';
import { screen, screenHref } from '../../domain/screens';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { ResourceRecord } from '../../domain/resources/types';
import type { Command } from '../../commands/types';

/** The customer's detail of the open or focused order, when it has one. */
export function orderCustomerHref(order: ResourceRecord | undefined): string | null {
  const id = Number(order?.CustomerID);
  return Number.isInteger(id) && id > 0 ? screenHref(screen('ShopCustomerDetail'), { id }) : null;
}

const target = () => activeResourcePane('orders')?.targets()[0];

export const orderCommands: readonly Command[] = (['list', 'detail'] as const).map((scope): Command => ({
  id: scope === 'list' ? 'orders.openCustomer.list' : 'orders.openCustomer.detail',
  title: { id: 'commands.orders.openCustomer' },
  section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
  keywords: ['customer', 'buyer', 'kund', 'köpare', 'beställare'],
  shortcut: { keys: 'shift+c' },
  scope,
  resource: 'orders',
  // A pane's key sees its pane; the palette has none and sees the screen's active pane, offered once (detail).
  when: (ctx) =>
    (ctx.pane ? ctx.pane.resource === 'orders' : scope === 'detail') &&
    canOpen(ctx.viewer, screen('ShopCustomerDetail')) &&
    orderCustomerHref(target()) !== null,
  run: (ctx) => {
    const href = orderCustomerHref(target());
    if (href) ctx.navigate(href);
  },
}));
