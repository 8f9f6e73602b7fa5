/**
 * "New order for this customer" (issue 9 §1): on a customer's detail (or the focused customer of the customers'
 * list), from the palette or Shift+O, for a user who may update orders; it opens orders/new with the customer
 * chosen (`?customerId=`). A customer merged away takes no orders. The server checks the permission again.
 */
import type { ResourceRecord } from '../../domain/resources/types';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command } from '../../commands/types';

/** Where orders/new opens for a customer. */
const newOrderHref = (customerId: number) => `/shop/orders/new?customerId=${customerId}`;

/** The one customer on screen (the open record or the focused row), not merged away. */
function target(): ResourceRecord | undefined {
  const targets = activeResourcePane('customers')?.targets() ?? [];
  return targets.length === 1 && targets[0].MergedIntoID == null ? targets[0] : undefined;
}

export const staffOrderCommands: readonly Command[] = (['list', 'detail'] as const).map((scope): Command => ({
  id: scope === 'list' ? 'staffOrder.newForCustomer.list' : 'staffOrder.newForCustomer.detail',
  title: { id: 'commands.staffOrder.newForCustomer' },
  section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
  keywords: ['order', 'new order', 'place order', 'phone order', 'beställning', 'ny order', 'lägg order', 'telefonorder'],
  shortcut: { keys: 'shift+o' },
  scope,
  resource: 'customers',
  // A pane's key sees its pane; the palette has none and sees the screen's active pane, offered once (detail).
  when: (ctx) =>
    (ctx.pane ? ctx.pane.resource === 'customers' : scope === 'detail') && ctx.hasPermission('update:order') && target() !== undefined,
  run: (ctx) => {
    const customer = target();
    if (customer) ctx.navigate(newOrderHref(customer.ID));
  },
}));
