/** Products as the app assembles them (server/features.ts): the hooks of products, their children, attributes and changes. */
import { attributeHooks, attributeValueHooks } from './attribute-values';
import { productChangeHooks } from './product-changes';
import { productAccessoryHooks, productVariantHooks, setComponentHooks } from './product-children';
import { productHooks } from './products';

export const productsFeature = {
  hooks: {
    products: productHooks,
    'product-set-components': setComponentHooks,
    'product-variants': productVariantHooks,
    'product-accessories': productAccessoryHooks,
    'product-attribute-values': attributeValueHooks,
    attributes: attributeHooks,
    'product-changes': productChangeHooks,
  },
  jobs: {},
};
