/**
 * Product changes (SPEC.md "product changes (approve or decline)"; issue 8 §3): one proposed new value of one
 * field of a product, from an import, a supplier, an AI completion or a colleague, shown as before → after.
 * Approving writes the product in the same transaction and audits both; declining says why. Values are kept
 * as JSON text of the product field's canonical value (src/domain/resources/product/change-values.ts).
 */
import { enumeration, longText, reference } from '../fields';
import { statusOptions } from '../status-tones';
import type { EnumOption, ResourceDef, WorkflowDef } from '../types';
import { products } from './products';
import { CHANGEABLE_FIELDS } from './change-values';

export const ChangeStatus = { Pending: 1, Approved: 2, Declined: 3 } as const;
const CHANGE_STATUSES = statusOptions('changeStatus', Object.values(ChangeStatus), {
  [ChangeStatus.Pending]: 'attention',
  [ChangeStatus.Approved]: 'done',
  [ChangeStatus.Declined]: 'refused',
});
export const ChangeSource = { Import: 1, Supplier: 2, Completion: 3, Colleague: 4 } as const;
const CHANGE_SOURCES: EnumOption[] = [
  { value: ChangeSource.Import, label: 'enums.changeSource.1' },
  { value: ChangeSource.Supplier, label: 'enums.changeSource.2' },
  { value: ChangeSource.Completion, label: 'enums.changeSource.3' },
  { value: ChangeSource.Colleague, label: 'enums.changeSource.4' },
];
/** The product fields a change may propose, labelled as the product's form labels them. */
const FIELD_OPTIONS: EnumOption[] = CHANGEABLE_FIELDS.map((key) => ({
  value: key,
  label: products.fields.find((f) => f.key === key)!.label,
}));

const DECIDE = ['update', 'product-change'] as const;

const WORKFLOW: WorkflowDef = {
  field: 'Status',
  transitions: [
    {
      id: 'approve',
      label: 'resources.productChanges.approve',
      permission: DECIDE,
      bulk: true,
      shortcut: 'a',
      effect: 'apply-to-product',
      from: [ChangeStatus.Pending],
      to: ChangeStatus.Approved,
      done: 'resources.productChanges.approved',
    },
    {
      id: 'decline',
      label: 'resources.productChanges.decline',
      permission: DECIDE,
      bulk: true,
      danger: true,
      shortcut: 'd',
      confirm: 'resources.productChanges.confirmDecline',
      input: [longText('Reason', { required: true, minLength: 3, maxLength: 500, label: 'resources.productChanges.reason' })],
      from: [ChangeStatus.Pending],
      to: ChangeStatus.Declined,
      done: 'resources.productChanges.declined',
    },
  ],
};

export const productChanges: ResourceDef<'product-changes'> = {
  name: 'product-changes',
  area: 'product',
  path: 'changes',
  screen: 'ProductChange',
  table: 'product_changes',
  titleField: 'Field',
  subtitleField: 'Source',
  permissions: { view: ['view', 'product'], update: DECIDE },
  fields: [
    reference('ProductID', 'products', {
      required: true,
      readOnly: true,
      list: 3,
      filterable: true,
      label: 'resources.productChanges.ProductID',
    }),
    enumeration('Field', FIELD_OPTIONS, {
      required: true,
      readOnly: true,
      list: 2,
      filterable: true,
      label: 'resources.productChanges.Field',
    }),
    longText('Before', { readOnly: true, maxLength: 20_000, label: 'resources.productChanges.Before' }),
    longText('After', { required: true, readOnly: true, maxLength: 20_000, label: 'resources.productChanges.After' }),
    enumeration('Source', CHANGE_SOURCES, {
      required: true,
      readOnly: true,
      list: 1,
      filterable: true,
      label: 'resources.productChanges.Source',
    }),
    enumeration('Status', CHANGE_STATUSES, { readOnly: true, default: ChangeStatus.Pending, list: 1, filterable: true }),
    longText('Note', { maxLength: 1000, label: 'resources.productChanges.Note', help: 'resources.productChanges.help.Note' }),
  ],
  defaultSort: { field: 'CreatedAt', direction: 'desc' },
  actions: { create: false, edit: true, delete: false },
  workflow: WORKFLOW,
  keywords: ['product changes', 'changes', 'proposals', 'diff', 'ändringar', 'förslag'],
  noun: { one: 'resources.productChanges.one', other: 'resources.productChanges.other' },
};
