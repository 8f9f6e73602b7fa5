/**
 * "Open the order's customer" (src/features/orders/order.commands.ts): offered once in the palette while an order is
 * on screen, on the orders' own panes by Shift+C, never to a role that cannot open customers nor for an order
 * without one, and it goes to the customer's detail.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canOpen } from '../../src/domain/access';
import { screen } from '../../src/domain/screens';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { orderCommands } from '../../src/features/orders/order.commands';
import { activateResourcePane } from '../../src/commands/resource-pane';
import type { CommandContext } from '../../src/commands/types';
import { commandContext, recordPane } from './command-context';

const order = { ID: 42, Number: '100042', CustomerID: 7 } as unknown as ResourceRecord;

const ctx = (role: number, extra: Partial<CommandContext> = {}) => commandContext(role, { location: '/shop/orders/42', ...extra });

let deactivate: (() => void) | null = null;
afterEach(() => deactivate?.());

describe("open the order's customer", () => {
  it('is offered once in the palette on an order, on Shift+C, and goes to the customer', () => {
    deactivate = activateResourcePane(recordPane('orders', order));
    const offered = orderCommands.filter((c) => c.when(ctx(2)));
    expect(offered.map((c) => c.id)).toEqual(['orders.openCustomer.detail']);
    expect(offered[0].shortcut).toEqual({ keys: 'shift+c' });
    const went: string[] = [];
    void offered[0].run(ctx(2, { navigate: (to) => went.push(to) }));
    expect(went).toEqual(['/shop/customers/7']);
  });

  it('is not offered on another screen, without a customer, nor to a role that cannot open customers', () => {
    deactivate = activateResourcePane(recordPane('products', order));
    expect(orderCommands.filter((c) => c.when(ctx(2)))).toEqual([]);
    deactivate();
    deactivate = activateResourcePane(recordPane('orders', { ...order, CustomerID: null }));
    expect(orderCommands.filter((c) => c.when(ctx(2)))).toEqual([]);
    deactivate();
    deactivate = activateResourcePane(recordPane('orders', order));
    const noShop = [1, 2, 3, 4, 5].find((role) => !canOpen(ctx(role).viewer, screen('ShopCustomerDetail')));
    expect(noShop, 'a role that cannot open customers').toBeDefined();
    expect(orderCommands.filter((c) => c.when(ctx(noShop!)))).toEqual([]);
  });
});
