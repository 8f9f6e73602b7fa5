/**
 * What each rule subject's values are, as an engine field (src/domain/resources/fields.ts): the rule
 * builder edits a rule's values with the form's own editor for that kind (a reference set with its search
 * picker, the category tree, the stock statuses, the product types), and the rules' summary names them the
 * same way. One table, so the builder and the summary agree.
 */
import { PRODUCT_TYPES } from '../../domain/resources/product';
import type { IdSubject, RuleSubject } from '../../domain/price-lists/rules';
import type { FieldDef } from '../../domain/resources/types';

const values = (kind: FieldDef['kind'], more: Partial<FieldDef> = {}): FieldDef => ({
  key: 'Values',
  kind,
  label: '',
  multiple: true,
  ...more,
});

export const SUBJECT_FIELDS: Readonly<Record<IdSubject, FieldDef>> = {
  category: values('category'),
  brand: values('reference', { resource: 'brands' }),
  supplier: values('reference', { resource: 'suppliers' }),
  group: values('reference', { resource: 'product-groups' }),
  tag: values('reference', { resource: 'tags' }),
  stockStatusInStock: values('stockStatus'),
  stockStatusOutOfStock: values('stockStatus'),
  type: values('enum', { options: PRODUCT_TYPES }),
};

/** Message ids of the subjects (the subject picker's options and the summary's words). */
export const SUBJECT_LABELS: Readonly<Record<RuleSubject, string>> = {
  category: 'priceRules.subject.category',
  brand: 'priceRules.subject.brand',
  supplier: 'priceRules.subject.supplier',
  group: 'priceRules.subject.group',
  tag: 'priceRules.subject.tag',
  stockStatusInStock: 'priceRules.subject.stockStatusInStock',
  stockStatusOutOfStock: 'priceRules.subject.stockStatusOutOfStock',
  type: 'priceRules.subject.type',
  purchasePrice: 'priceRules.subject.purchasePrice',
  attribute: 'priceRules.subject.attribute',
};
