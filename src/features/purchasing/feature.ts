/** Purchasing: purchase orders and presales (SPEC.md's routes; not built yet, the screens say so). */
import { defineFeature } from '../../domain/feature';

export const purchasingFeature = defineFeature({
  name: 'purchasing',
  menu: [
    {
      area: 'shop',
      rank: 100,
      screens: [
        { name: 'ShopPurchaseOrderIndex', path: 'purchase-orders', kind: 'list', menu: true },
        { name: 'ShopPurchaseOrderDetail', path: 'purchase-orders/:id', kind: 'detail' },
      ],
    },
    {
      area: 'shop',
      rank: 110,
      screens: [
        { name: 'ShopPresaleIndex', path: 'presales', kind: 'list', menu: true },
        { name: 'ShopPresaleNew', path: 'presale/new', kind: 'new' },
        { name: 'ShopPresaleDetail', path: 'presale/:id', kind: 'detail' },
      ],
    },
  ],
});
