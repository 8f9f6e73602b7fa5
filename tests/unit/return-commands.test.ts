/**
 * "Create a return from this order" (src/features/returns/returns.commands.ts): offered once in the palette while an
 * order is on screen (the active resource pane; the palette itself has no pane), on the orders' own panes by
 * Shift+R, never to a role without update:return, and it opens the return form for that order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/domain/permissions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { activateResourcePane } from '../../src/commands/resource-pane';
import { returnCommands } from '../../src/features/returns/returns.commands';
import type { CommandContext } from '../../src/commands/types';
import { commandContext, recordPane } from './command-context';
import { returnForm, ui } from '../../src/store/ui';

const order = { ID: 42, Number: '100042' } as unknown as ResourceRecord;
const pane = (resource: string) => recordPane(resource, order);

const ctx = (role: number, extra: Partial<CommandContext> = {}) => commandContext(role, { location: '/shop/orders/42', ...extra });

let deactivate: (() => void) | null = null;
afterEach(() => deactivate?.());

describe('create a return from this order', () => {
  it('is offered once in the palette while an order is on screen, and opens the form for it', () => {
    deactivate = activateResourcePane(pane('orders'));
    const offered = returnCommands.filter((c) => c.when(ctx(1)));
    expect(offered.map((c) => c.id)).toEqual(['returns.createFromOrder.detail']);
    void offered[0].run(ctx(1));
    expect(ui.returnFormOpen).toBe(true);
    expect({ ...returnForm }).toEqual({ orderId: 42, orderNumber: '100042' });
  });

  it("is not offered on another resource's screen, nor to a role that may not update returns", () => {
    deactivate = activateResourcePane(pane('customers'));
    expect(returnCommands.filter((c) => c.when(ctx(1)))).toEqual([]);
    deactivate();
    deactivate = activateResourcePane(pane('orders'));
    const noReturns = [1, 2, 3, 4].find((role) => !permissionKeys(role).includes('update:return'));
    expect(noReturns, 'a role without update:return').toBeDefined();
    expect(returnCommands.filter((c) => c.when(ctx(noReturns!)))).toEqual([]);
  });

  it("on the orders' panes the list and detail keys each see their own pane", () => {
    deactivate = activateResourcePane(pane('orders'));
    const onPane = ctx(1, { source: 'detail', pane: { resource: 'orders' } });
    expect(returnCommands.filter((c) => c.when(onPane)).map((c) => c.id)).toEqual([
      'returns.createFromOrder.list',
      'returns.createFromOrder.detail',
    ]);
  });
});
