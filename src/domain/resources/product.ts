/**
 * The product area's resources (SPEC.md "Product"): the products and their child collections (images, set
 * components, variants, prices, accessories, compatible models, attribute values), the proposed changes and
 * supplier-import to-dos, the AI texts with their prompts and prohibited words; what products are built from
 * and sorted into (templates, groups, categories, attributes, tags, brands, suppliers, cross-selling, phone
 * brands and models) and what shoppers send in (reviews, back-in-stock notifications); the price lists and
 * their fixed prices. Field choices: docs/decisions.md "Catalogue resources".
 * One file per resource in ./product/ (shared helpers in ./product/common.ts); this module lists them.
 */
import { products } from './product/products';
import { productImages } from './product/product-images';
import { setComponents } from './product/product-set-components';
import { productVariants } from './product/product-variants';
import { productPrices } from './product/product-prices';
import { productAccessories } from './product/product-accessories';
import { productPhoneModels } from './product/product-phone-models';
import { attributeValues } from './product/product-attribute-values';
import { productChanges } from './product/product-changes';
import { supplierTodos } from './product/supplier-import-todos';
import { productCompletions } from './product/product-completions';
import { completionPrompts } from './product/completion-prompts';
import { prohibitedWords } from './product/prohibited-words';
import { productTemplates } from './product/product-templates';
import { productGroups } from './product/product-groups';
import { categories } from './product/categories';
import { attributes } from './product/attributes';
import { tags } from './product/tags';
import { brands } from './product/brands';
import { suppliers } from './product/suppliers';
import { crossSelling } from './product/cross-selling';
import { phoneBrands } from './product/phone-brands';
import { phoneModels } from './product/phone-models';
import { reviews } from './product/reviews';
import { productNotifications } from './product/product-notifications';
import { priceLists } from './product/price-lists';
import { priceListPrices } from './product/price-list-prices';
import type { ResourceDef } from './types';

export { NotificationStatus, PRODUCT_ORDER, ReviewStatus } from './product/common';
export { PRODUCT_TYPES, productTemplates } from './product/product-templates';
export { productGroups } from './product/product-groups';
export { categories } from './product/categories';
export { attributes } from './product/attributes';
export { tags } from './product/tags';
export { brands } from './product/brands';
export { suppliers } from './product/suppliers';
export { crossSelling } from './product/cross-selling';
export { phoneBrands } from './product/phone-brands';
export { phoneModels } from './product/phone-models';
export { reviews } from './product/reviews';
export { productNotifications } from './product/product-notifications';

export const PRODUCT_RESOURCES = [
  products,
  productImages,
  setComponents,
  productVariants,
  productPrices,
  productAccessories,
  productPhoneModels,
  attributeValues,
  productChanges,
  supplierTodos,
  productCompletions,
  completionPrompts,
  prohibitedWords,
  categories,
  productTemplates,
  productGroups,
  attributes,
  tags,
  brands,
  suppliers,
  crossSelling,
  phoneBrands,
  phoneModels,
  reviews,
  productNotifications,
  priceLists,
  priceListPrices,
] as const satisfies readonly ResourceDef[];
