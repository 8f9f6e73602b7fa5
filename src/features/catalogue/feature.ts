/**
 * The catalogue (server/products): products with their images, set components, variants, prices, accessories,
 * compatible models and attribute values; proposed changes, supplier to-dos; and what products are built from
 * and grouped by (templates, groups, categories, attributes, tags, brands, suppliers, phone brands and models,
 * cross-selling, reviews, notifications).
 */
import { defineFeature } from '../../domain/feature';
import { products } from '../../domain/resources/product/products';
import { productImages } from '../../domain/resources/product/product-images';
import { setComponents } from '../../domain/resources/product/product-set-components';
import { productVariants } from '../../domain/resources/product/product-variants';
import { productPrices } from '../../domain/resources/product/product-prices';
import { productAccessories } from '../../domain/resources/product/product-accessories';
import { productPhoneModels } from '../../domain/resources/product/product-phone-models';
import { attributeValues } from '../../domain/resources/product/product-attribute-values';
import { productChanges } from '../../domain/resources/product/product-changes';
import { supplierTodos } from '../../domain/resources/product/supplier-import-todos';
import { productTemplates } from '../../domain/resources/product/product-templates';
import { productGroups } from '../../domain/resources/product/product-groups';
import { categories } from '../../domain/resources/product/categories';
import { attributes } from '../../domain/resources/product/attributes';
import { tags } from '../../domain/resources/product/tags';
import { brands } from '../../domain/resources/product/brands';
import { suppliers } from '../../domain/resources/product/suppliers';
import { crossSelling } from '../../domain/resources/product/cross-selling';
import { phoneBrands } from '../../domain/resources/product/phone-brands';
import { phoneModels } from '../../domain/resources/product/phone-models';
import { reviews } from '../../domain/resources/product/reviews';
import { productNotifications } from '../../domain/resources/product/product-notifications';

export const catalogueFeature = defineFeature({
  name: 'catalogue',
  resources: [
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
  ],
  menu: [
    { area: 'product', rank: 10, resource: 'products' },
    { area: 'product', rank: 20, resource: 'supplier-import-todos' },
    { area: 'product', rank: 30, resource: 'product-templates' },
    { area: 'product', rank: 40, resource: 'product-changes' },
    { area: 'product', rank: 50, resource: 'product-groups' },
    { area: 'product', rank: 60, resource: 'categories' },
    { area: 'product', rank: 70, resource: 'attributes' },
    { area: 'product', rank: 80, resource: 'brands' },
    { area: 'product', rank: 90, resource: 'suppliers' },
    { area: 'product', rank: 100, resource: 'product-notifications' },
    { area: 'product', rank: 110, resource: 'cross-selling' },
    { area: 'product', rank: 120, resource: 'reviews' },
    { area: 'product', rank: 130, resource: 'phone-brands' },
    { area: 'product', rank: 140, resource: 'phone-models' },
    { area: 'product', rank: 150, resource: 'tags' },
  ],
});
