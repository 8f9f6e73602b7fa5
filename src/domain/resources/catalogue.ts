/**
 * Catalogue resources (SPEC.md "Product"): what products are built from and sorted into (templates, groups,
 * categories, attributes, tags, brands, suppliers, cross-selling, phone brands and models) and what shoppers
 * send in (reviews, back-in-stock notifications). Field choices: docs/decisions.md "Catalogue resources".
 * One file per resource in ./catalogue/ (shared helpers in ./catalogue/common.ts); this module lists them.
 */
import { productTemplates } from './catalogue/product-templates';
import { productGroups } from './catalogue/product-groups';
import { categories } from './catalogue/categories';
import { attributes } from './catalogue/attributes';
import { tags } from './catalogue/tags';
import { brands } from './catalogue/brands';
import { suppliers } from './catalogue/suppliers';
import { crossSelling } from './catalogue/cross-selling';
import { phoneBrands } from './catalogue/phone-brands';
import { phoneModels } from './catalogue/phone-models';
import { reviews } from './catalogue/reviews';
import { productNotifications } from './catalogue/product-notifications';
import type { ResourceDef } from './types';

export { IMAGES, IMAGE_BYTES, NotificationStatus, PRODUCT_ORDER, ReviewStatus } from './catalogue/common';
export { PRODUCT_TYPES, productTemplates } from './catalogue/product-templates';
export { productGroups } from './catalogue/product-groups';
export { categories } from './catalogue/categories';
export { attributes } from './catalogue/attributes';
export { tags } from './catalogue/tags';
export { brands } from './catalogue/brands';
export { COUNTRIES, suppliers } from './catalogue/suppliers';
export { crossSelling } from './catalogue/cross-selling';
export { phoneBrands } from './catalogue/phone-brands';
export { phoneModels } from './catalogue/phone-models';
export { reviews } from './catalogue/reviews';
export { productNotifications } from './catalogue/product-notifications';

export const CATALOGUE_RESOURCES: readonly ResourceDef[] = [
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
];
