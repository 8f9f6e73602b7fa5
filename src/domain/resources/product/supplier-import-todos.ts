/**
 * Supplier import to-dos (/product/items/supplier-import/to-dos; issue 8 §5): the lines of a supplier's price
 * file that need a person. An article number the shop does not know (accept: the product is created as a draft
 * with the supplier's number, name and price) or a purchase price that moved by SUPPLIER_PRICE_JUMP_PERCENT or
 * more (accept: the product takes the new price). One key accepts, one skips; both work on a selection.
 */
import { enumeration, integer, money, reference, text } from '../fields';
import { statusOptions } from '../status-tones';
import type { EnumOption, ResourceDef, WorkflowDef } from '../types';

export const SupplierTodoStatus = { Open: 1, Accepted: 2, Skipped: 3 } as const;
export const SupplierTodoReason = { UnknownSku: 1, PriceJump: 2 } as const;

const STATUSES = statusOptions('supplierTodoStatus', Object.values(SupplierTodoStatus), {
  [SupplierTodoStatus.Open]: 'attention',
  [SupplierTodoStatus.Accepted]: 'done',
  [SupplierTodoStatus.Skipped]: 'closed',
});
const REASONS: EnumOption[] = [
  { value: SupplierTodoReason.UnknownSku, label: 'enums.supplierTodoReason.1', tone: 'info' },
  { value: SupplierTodoReason.PriceJump, label: 'enums.supplierTodoReason.2', tone: 'warning' },
];

const DECIDE = ['update', 'product'] as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'accept',
      label: 'resources.supplierTodos.accept',
      permission: DECIDE,
      bulk: true,
      shortcut: 'a',
      effect: 'apply-supplier-line',
      from: [SupplierTodoStatus.Open],
      to: SupplierTodoStatus.Accepted,
      done: 'resources.supplierTodos.accepted',
    },
    {
      id: 'skip',
      label: 'resources.supplierTodos.skip',
      permission: DECIDE,
      bulk: true,
      shortcut: 's',
      from: [SupplierTodoStatus.Open],
      to: SupplierTodoStatus.Skipped,
      done: 'resources.supplierTodos.skipped',
    },
  ],
};

export const supplierTodos: ResourceDef<'supplier-import-todos'> = {
  name: 'supplier-import-todos',
  area: 'product',
  path: 'items/supplier-import/to-dos',
  screen: 'ProductSupplierImportTodo',
  table: 'supplier_import_todos',
  titleField: 'SupplierSku',
  subtitleField: 'Reason',
  permissions: { view: ['view', 'product'], update: DECIDE },
  fields: [
    text('SupplierSku', {
      required: true,
      readOnly: true,
      format: 'sku',
      list: 2,
      searchable: true,
      sortable: true,
      maxLength: 64,
      label: 'fields.SupplierSku',
    }),
    enumeration('Reason', REASONS, { required: true, readOnly: true, list: 1, filterable: true, label: 'resources.supplierTodos.Reason' }),
    text('Name', { readOnly: true, list: 2, searchable: true, maxLength: 200, label: 'resources.supplierTodos.Name' }),
    reference('SupplierID', 'suppliers', { required: true, readOnly: true, list: 2, filterable: true }),
    reference('ProductID', 'products', { readOnly: true, list: 2, filterable: true, label: 'resources.supplierTodos.ProductID' }),
    money('CurrentPrice', 'SEK', { readOnly: true, list: 1, label: 'resources.supplierTodos.CurrentPrice' }),
    money('NewPrice', 'SEK', { required: true, readOnly: true, list: 1, label: 'resources.supplierTodos.NewPrice' }),
    enumeration('Status', STATUSES, { readOnly: true, default: SupplierTodoStatus.Open, list: 1, filterable: true }),
    integer('ImportID', { required: true, readOnly: true, filterable: true, label: 'resources.supplierTodos.ImportID' }),
    integer('Line', { required: true, readOnly: true, label: 'resources.supplierTodos.Line' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: false, delete: false },
  workflow: WORKFLOW,
  keywords: ['supplier import', 'to-dos', 'price jump', 'unknown sku', 'leverantörsimport', 'att göra'],
  noun: { one: 'resources.supplierTodos.one', other: 'resources.supplierTodos.other' },
};
