/**
 * Purchasing's commands (issue 30 §1): "Propose purchase orders" from the purchase orders' list (Shift+P) or the
 * palette, for those who may update purchase orders, told as a flash of what it did; and "Receive goods" (r) on a
 * purchase order with the supplier, which opens its receive screen. The server checks every permission again.
 */
import { mutate } from 'swr';
import { activeResourcePane } from '../../commands/resource-pane';
import { SECTIONS } from '../../commands/sections';
import type { Command } from '../../commands/types';
import { screenByName, screenHref } from '../../domain/screens';
import { errorMessageOf } from '../../api/client';
import { showFlash } from '../../store/flash';
import { proposePurchaseOrders } from './api';
import { RECEIVES_IN } from './domain/codes';

const KEYWORDS = ['purchase orders', 'purchasing', 'backorders', 'suppliers', 'inköp', 'inköpsordrar', 'restorder', 'leverantör'];

const target = () => activeResourcePane('purchase-orders')?.targets()[0];

export const purchasingCommands: readonly Command[] = [
  {
    id: 'purchasing.propose',
    title: { id: 'commands.purchasing.propose' },
    section: SECTIONS.list,
    keywords: [...KEYWORDS, 'propose', 'föreslå'],
    shortcut: { keys: 'shift+p' },
    scope: 'list',
    resource: 'purchase-orders',
    when: (ctx) => (ctx.pane ? ctx.pane.resource === 'purchase-orders' : true) && ctx.hasPermission('update:purchase-orders'),
    run: async () => {
      try {
        const outcome = await proposePurchaseOrders({ mutate });
        showFlash(
          { id: 'resources.purchaseOrders.proposed' },
          outcome.underMinimum.length > 0 || outcome.withoutSupplier > 0 ? 'info' : 'success',
          {
            values: {
              lines: outcome.lines,
              suppliers: outcome.suppliers,
              created: outcome.created.length,
              added: outcome.added.length,
              withoutSupplier: outcome.withoutSupplier,
              underMinimum: outcome.underMinimum.length,
              names: outcome.underMinimum.map((po) => `${po.number} ${po.supplier}`).join(', '),
            },
          },
        );
      } catch (error) {
        showFlash({ id: errorMessageOf(error) }, 'error');
      }
    },
  },
  ...(['list', 'detail'] as const).map((scope): Command => ({
    id: `purchasing.receive.${scope}`,
    title: { id: 'commands.purchasing.receive' },
    section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
    keywords: [...KEYWORDS, 'receive', 'goods', 'scan', 'ta emot', 'inleverans', 'skanna'],
    shortcut: { keys: 'r' },
    scope,
    resource: 'purchase-orders',
    // A pane's key sees its pane; the palette has none and sees the screen's active pane, offered once (detail).
    when: (ctx) => {
      const order = target();
      return (
        (ctx.pane ? ctx.pane.resource === 'purchase-orders' : scope === 'detail') &&
        ctx.hasPermission('update:goods-receipt') &&
        order !== undefined &&
        (RECEIVES_IN as readonly number[]).includes(Number(order.Status))
      );
    },
    run: (ctx) => {
      const order = target();
      if (order) ctx.navigate(screenHref(screenByName.get('ShopPurchaseOrderReceive')!, { id: order.ID }));
    },
  })),
];
