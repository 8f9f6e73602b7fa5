/**
 * Returns commands (issue 9 §3, §7): "Create a return from this order" on an order's detail (or the focused
 * order of the orders list), from the palette or Shift+R, for a user who may update returns; it opens the
 * return form (src/views/shop/returns/ReturnFormDialog.tsx). The server checks the permission again.
 */
import { openReturnForm } from '../../store/ui';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command } from '../../commands/types';
import { valueText } from '../../domain/value-text';

const target = () => activeResourcePane('orders')?.targets()[0];

export const returnCommands: readonly Command[] = (['list', 'detail'] as const).map((scope): Command => ({
  id: scope === 'list' ? 'returns.createFromOrder.list' : 'returns.createFromOrder.detail',
  title: { id: 'commands.returns.createFromOrder' },
  section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
  keywords: ['return', 'claim', 'chargeback', 'replacement', 'exchange', 'retur', 'reklamation', 'ersättning', 'byte'],
  shortcut: { keys: 'shift+r' },
  scope,
  resource: 'orders',
  // A pane's key sees its pane; the palette has none and sees the screen's active pane, offered once (detail).
  when: (ctx) =>
    (ctx.pane ? ctx.pane.resource === 'orders' : scope === 'detail') && ctx.hasPermission('update:return') && target() !== undefined,
  run: () => {
    const order = target();
    if (order) openReturnForm(order.ID, valueText(order.Number ?? order.ID));
  },
}));
