/**
 * The product area's resources (SPEC.md "Product"): the products and their child collections (images, set
 * components, variants, prices, accessories, compatible models, attribute values), the proposed changes and
 * supplier-import to-dos, the AI texts with their prompts and prohibited words; what products are built from
 * and sorted into (templates, groups, categories, attributes, tags, brands, suppliers, cross-selling, phone
 * brands and models) and what shoppers send in (reviews, back-in-stock notifications); the price lists and
 * their fixed prices. Field choices: docs/decisions.md "Catalogue resources".
 * One file per resource in ./product/ (shared helpers in ./product/common.ts); this module re-exports them (the features list them: src/features).
 */

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
