/**
 * Purchasing (issue 30): purchase orders to the suppliers, proposed from the customers' order lines that wait for
 * supply, sent or handed to the ERP, and received by keys; and presales. Choices: docs/decisions.md "Purchasing".
 */
import { defineFeature } from '../../domain/feature';
import { purchaseOrders, RECEIVING } from './resources/purchase-orders';
import { purchaseOrderItems } from './resources/purchase-order-items';
import { purchaseOrderAllocations } from './resources/purchase-order-allocations';
import { purchaseOrderEvents } from './resources/purchase-order-events';
import { presales } from './resources/presales';
import { presaleItems } from './resources/presale-items';
import { presaleReservations } from './resources/presale-reservations';

export const purchasingFeature = defineFeature({
  name: 'purchasing',
  resources: [
    purchaseOrders,
    purchaseOrderItems,
    purchaseOrderAllocations,
    purchaseOrderEvents,
    presales,
    presaleItems,
    presaleReservations,
  ],
  menu: [
    { area: 'shop', rank: 100, resource: 'purchase-orders' },
    // Receiving by keys: a purchase order's own screen for a scanner (a keyboard that ends with Enter).
    {
      toolsOf: 'purchase-orders',
      tools: [{ name: 'ShopPurchaseOrderReceive', path: 'purchase-orders/:id/receive', kind: 'tool', permission: RECEIVING }],
    },
    { area: 'shop', rank: 110, resource: 'presales' },
  ],
  jobs: [{ value: 'purchase-orders-late', label: 'enums.jobKind.purchaseOrdersLate' }],
  errors: {
    /** A receipt names a SKU that is not a line of the purchase order (values: `sku`). */
    NotOnPurchaseOrder: { code: 42240, message: 'errors.notOnPurchaseOrder' },
    /**
     * A receipt would take a line past its ordered quantity and was not confirmed as over-receipt (values: `sku`,
     * `ordered`, `received`, `receiving`).
     */
    OverReceipt: { code: 40960, message: 'errors.overReceipt' },
    /** A product added to a purchase order is not the purchase order's supplier's (values: `sku`, `supplier`). */
    OtherSupplier: { code: 42241, message: 'errors.otherSupplier' },
    /** A purchase order without lines is neither sent nor handed to the ERP (values: `number`). */
    PurchaseOrderEmpty: { code: 42242, message: 'errors.purchaseOrderEmpty' },
    /** The supplier has no e-mail address to send the purchase order to (values: `supplier`). */
    SupplierNoAddress: { code: 42243, message: 'errors.supplierNoAddress' },
    /**
     * An order would take a presale item past the most that may be sold (values: `sku`, `left`): another order took
     * the rest first. Nothing of the order is kept.
     */
    PresaleSoldOut: { code: 40961, message: 'errors.presaleSoldOut' },
  },
});
