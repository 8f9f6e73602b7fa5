/**
 * "Add upsell" on an order's detail, from the palette or U, for a user who may update upsells (roles 1 and 4), while
 * the order still takes changes to its lines (ORDER_CHANGES_IN); it opens the dialog
 * (src/features/selling/views/AddUpsellDialog.tsx). The server checks both again (server/orders/upsells.ts).
 */
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command } from '../../commands/types';
import { ORDER_CHANGES_IN } from '../../domain/orders/codes';
import type { ResourceRecord } from '../../domain/resources/types';
import { valueText } from '../../domain/value-text';
import { openUpsellForm } from '../../store/ui';

/** An order an upsell can be added to now. */
export function takesUpsells(order: ResourceRecord | undefined): order is ResourceRecord {
  return !!order && (ORDER_CHANGES_IN as readonly number[]).includes(Number(order.Status));
}

export function openUpsellFormFor(order: ResourceRecord): void {
  openUpsellForm(order.ID, valueText(order.Number ?? order.ID), Number(order.Version));
}

const target = () => activeResourcePane('orders')?.targets()[0];

export const orderUpsellCommands: readonly Command[] = [
  {
    id: 'orders.addUpsell.detail',
    title: { id: 'commands.orders.addUpsell' },
    section: SECTIONS.detail,
    keywords: ['upsell', 'post-purchase', 'add product', 'merförsäljning', 'lägg till', 'mersälj'],
    shortcut: { keys: 'u' },
    scope: 'detail',
    resource: 'orders',
    when: (ctx) => (ctx.pane ? ctx.pane.resource === 'orders' : true) && ctx.hasPermission('update:upsell') && takesUpsells(target()),
    run: () => {
      const order = target();
      if (takesUpsells(order)) openUpsellFormFor(order);
    },
  },
];
