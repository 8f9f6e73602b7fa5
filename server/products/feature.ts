/** Products as the app assembles them (server/features.ts): the hooks of products, their children, attributes and changes. */
import { attributeHooks, attributeValueHooks } from './attribute-values';
import { productChangeHooks } from './product-changes';
import { productAccessoryHooks, productVariantHooks, setComponentHooks } from './product-children';
import { productHooks } from './products';
import { productRoutes } from '../routes/product';

export const productsFeature = {
  // The catalogue's reference lists, the SKU fetch, a price list's evaluation and the AI texts' calls.
  routes: () => ({ product: productRoutes() }),
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
