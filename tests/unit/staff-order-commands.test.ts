/**
 * "New order for this customer" (src/features/orders/staff-order.commands.ts): offered once in the palette while a
 * customer is on screen (the active resource pane; the palette itself has no pane), on the customers' own panes
 * by Shift+O, never to a role without update:order nor for a customer merged away, and it opens orders/new
 * with the customer chosen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/domain/permissions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { activateResourcePane } from '../../src/commands/resource-pane';
import { staffOrderCommands } from '../../src/features/orders/staff-order.commands';
import type { CommandContext } from '../../src/commands/types';
import { commandContext, recordPane } from './command-context';

const customer = { ID: 7, Name: 'Ada', MergedIntoID: null } as unknown as ResourceRecord;
const pane = (resource: string, record = customer) => recordPane(resource, record);

const ctx = (role: number, extra: Partial<CommandContext> = {}) => commandContext(role, { location: '/shop/customers/7', ...extra });

let deactivate: (() => void) | null = null;
afterEach(() => deactivate?.());

describe('new order for this customer', () => {
  it('is offered once in the palette while a customer is on screen, and opens orders/new for them', () => {
    deactivate = activateResourcePane(pane('customers'));
    const offered = staffOrderCommands.filter((c) => c.when(ctx(1)));
    expect(offered.map((c) => c.id)).toEqual(['staffOrder.newForCustomer.detail']);
    const went: string[] = [];
    void offered[0].run(ctx(1, { navigate: (to) => went.push(to) }));
    expect(went).toEqual(['/shop/orders/new?customerId=7']);
  });

  it("is not offered on another resource's screen, for a merged customer, nor to a role that may not update orders", () => {
    deactivate = activateResourcePane(pane('orders'));
    expect(staffOrderCommands.filter((c) => c.when(ctx(1)))).toEqual([]);
    deactivate();
    deactivate = activateResourcePane(pane('customers', { ...customer, MergedIntoID: 3 }));
    expect(staffOrderCommands.filter((c) => c.when(ctx(1)))).toEqual([]);
    deactivate();
    deactivate = activateResourcePane(pane('customers'));
    const noOrders = [1, 2, 3, 4].find((role) => !permissionKeys(role).includes('update:order'));
    expect(noOrders, 'a role without update:order').toBeDefined();
    expect(staffOrderCommands.filter((c) => c.when(ctx(noOrders!)))).toEqual([]);
  });

  it("on the customers' panes the list and detail keys each see their own pane", () => {
    deactivate = activateResourcePane(pane('customers'));
    const onPane = ctx(1, { source: 'detail', pane: { resource: 'customers' } });
    expect(staffOrderCommands.filter((c) => c.when(onPane)).map((c) => c.id)).toEqual([
      'staffOrder.newForCustomer.list',
      'staffOrder.newForCustomer.detail',
    ]);
  });
});
