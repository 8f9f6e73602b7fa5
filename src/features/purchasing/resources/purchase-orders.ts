/**
 * The purchase orders' declaration (shop; SPEC.md "Purchase order status", issue 30 §1): what the shop orders from
 * one supplier, made by the proposal from the order lines that wait for supply (src/features/purchasing/server/
 * propose.ts) and by lines added by SKU, never by a form ("no new" in SPEC's routes). A buyer changes its lines'
 * quantities and costs while it is Pending; it then goes to the ERP (Ready to be Imported → Processing → Processed,
 * the ERP's moves through the API) or to the supplier by e-mail (Sent), and is received by keys (Received Partial,
 * Received; src/features/purchasing/server/receive.ts). Annulled with a reason from any status before Received.
 * Choices: docs/decisions.md "Purchasing".
 */
import { ANNULS_FROM, PURCHASE_ORDER_STATUSES, PurchaseOrderStatus, type PurchaseOrderStatusCode } from '../domain/codes';
import { date, datetime, enumeration, integer, longText, money, reference, store, text } from '../../../domain/resources/fields';
import { computed } from '../../../domain/resources/computed';
import { statusOptions, type StatusMeaning } from '../../../domain/resources/status-tones';
import type { ResourceDef, WorkflowDef } from '../../../domain/resources/types';
import { noun } from '../../../domain/resources/shop/common';

/** Staff who see the shop see purchase orders; role 1 changes them (SPEC.md section 6: update purchase-orders). */
export const PURCHASING = { view: ['view', 'shop'], update: ['update', 'purchase-orders'] } as const;
/** Who receives goods against a purchase order (docs/decisions.md "Purchasing: who does what"). */
export const RECEIVING = ['update', 'goods-receipt'] as const;

const S = PurchaseOrderStatus;

/** What each status means, for its tone (with the supplier is under way; partly received needs a look). */
export const PURCHASE_ORDER_MEANINGS: Readonly<Record<PurchaseOrderStatusCode, StatusMeaning>> = {
  [S.Pending]: 'idle',
  [S.ReadyToBeImported]: 'active',
  [S.Processing]: 'active',
  [S.Processed]: 'active',
  [S.Sent]: 'active',
  [S.ReceivedPartial]: 'attention',
  [S.Received]: 'done',
  [S.Annulled]: 'closed',
};

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      // For the ERP: it reads the purchase orders Ready to be Imported through the API and takes them on.
      id: 'ready-for-import',
      label: 'resources.purchaseOrders.readyForImport',
      permission: PURCHASING.update,
      shortcut: 'shift+r',
      effect: 'releasedToErp',
      from: [S.Pending],
      to: S.ReadyToBeImported,
      done: 'resources.purchaseOrders.releasedToErp',
    },
    {
      id: 'processing',
      label: 'resources.purchaseOrders.processing',
      permission: PURCHASING.update,
      shortcut: 'shift+o',
      effect: 'ordered',
      from: [S.ReadyToBeImported],
      to: S.Processing,
      done: 'resources.purchaseOrders.moved',
    },
    {
      id: 'processed',
      label: 'resources.purchaseOrders.processed',
      permission: PURCHASING.update,
      shortcut: 'shift+f',
      effect: 'moved',
      from: [S.Processing],
      to: S.Processed,
      done: 'resources.purchaseOrders.moved',
    },
    {
      // To the supplier's order address with the purchase order as PDF and CSV, in the supplier's language.
      id: 'send',
      label: 'resources.purchaseOrders.send',
      permission: PURCHASING.update,
      confirm: 'resources.purchaseOrders.sendConfirm',
      shortcut: 'shift+s',
      effect: 'sent',
      from: [S.Pending],
      to: S.Sent,
      done: 'resources.purchaseOrders.sent',
    },
    {
      id: 'annul',
      label: 'resources.purchaseOrders.annul',
      permission: PURCHASING.update,
      confirm: 'resources.purchaseOrders.annulConfirm',
      danger: true,
      shortcut: 'shift+a',
      input: [longText('Reason', { required: true, maxLength: 2000, label: 'resources.purchaseOrders.AnnulReason' })],
      effect: 'annulled',
      from: ANNULS_FROM,
      to: S.Annulled,
      done: 'resources.purchaseOrders.annulled',
    },
  ],
};

export const purchaseOrders: ResourceDef<'purchase-orders'> = {
  name: 'purchase-orders',
  area: 'shop',
  path: 'purchase-orders',
  screen: 'ShopPurchaseOrder',
  table: 'purchase_orders',
  titleField: 'Number',
  subtitleField: 'SupplierID',
  permissions: PURCHASING,
  fields: [
    text('Number', {
      required: true,
      readOnly: true,
      unique: true,
      list: 1,
      searchable: true,
      sortable: true,
      maxLength: 20,
      label: 'resources.purchaseOrders.Number',
    }),
    reference('SupplierID', 'suppliers', {
      required: true,
      readOnly: true,
      list: 3,
      filterable: true,
      label: 'resources.purchaseOrders.SupplierID',
    }),
    // The store whose warehouse receives the goods (one warehouse serves the storefronts; docs/decisions.md).
    store('StoreID', { required: true, list: 1, filterable: true, label: 'resources.purchaseOrders.StoreID' }),
    // The catalogue's purchase prices are SEK excl. VAT (SPEC.md constants), so a purchase order is too.
    text('Currency', { required: true, readOnly: true, minLength: 3, maxLength: 3, default: 'SEK' }),
    enumeration('Status', statusOptions('purchaseOrderStatus', PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_MEANINGS), {
      required: true,
      readOnly: true,
      default: S.Pending,
      list: 1,
      filterable: true,
      label: 'resources.purchaseOrders.Status',
    }),
    // From the supplier's lead time when proposed; the buyer moves it to what the supplier confirms.
    date('ExpectedDate', { list: 1, sortable: true, label: 'resources.purchaseOrders.ExpectedDate' }),
    // Summed from the lines that are not annulled, when read (never a stale copy).
    computed(money('Total', { field: 'Currency' }, { list: 1, label: 'resources.purchaseOrders.Total' })),
    computed(integer('LineCount', { list: 1, label: 'resources.purchaseOrders.LineCount' })),
    datetime('SentAt', { readOnly: true, sortable: true, label: 'resources.purchaseOrders.SentAt' }),
    datetime('ReceivedAt', { readOnly: true, label: 'resources.purchaseOrders.ReceivedAt' }),
    datetime('AnnulledAt', { readOnly: true, label: 'resources.purchaseOrders.AnnulledAt' }),
    longText('AnnulReason', { readOnly: true, maxLength: 2000, label: 'resources.purchaseOrders.AnnulReason' }),
    // The ERP's own number for it, set by the ERP when it takes the order on.
    text('ErpReference', { maxLength: 64, searchable: true, label: 'resources.purchaseOrders.ErpReference' }),
    longText('Note', { maxLength: 4000, label: 'resources.purchaseOrders.Note' }),
  ],
  defaultSort: { field: 'ID', direction: 'desc' },
  actions: { create: false, edit: true, delete: false },
  workflow: WORKFLOW,
  // Expected, not received, and the date passed (the dashboard's late purchase orders link here).
  namedFilters: [{ key: 'late', label: 'resources.purchaseOrders.late' }],
  // The purchase order as the supplier gets it (GET /api/shop/purchase-orders/{id}/pdf and /csv).
  documents: [
    { label: 'resource.document.pdf', path: 'pdf', type: 'application/pdf', key: 'shift+d' },
    { label: 'resources.purchaseOrders.csv', path: 'csv', type: 'text/csv', key: 'shift+c' },
  ],
  keywords: ['purchase orders', 'purchasing', 'buying', 'suppliers', 'inköpsordrar', 'inköp', 'beställningar'],
  noun: noun('purchaseOrders'),
};
