/** The catalogue's bespoke parts of the engine's screens (src/views/resource/overrides.ts finds them here). */
import { CategoryTreeRow, categoryTreeOrder } from '../../views/resource/overrides/CategoryTreeRow';
import type { ResourceOverrides } from '../../views/resource/overrides-types';
import { SkuFetchButton } from '../../views/product/SkuFetchButton';
import { ProductChangeDetail } from '../../views/resource/overrides/ProductChangeDetail';
import { ProductForm } from '../../views/resource/overrides/ProductForm';
import { AttributeValueForm } from '../../views/resource/overrides/AttributeValueForm';
import { AttributeValueRow } from '../../views/resource/overrides/AttributeValueRow';

export const overrides: Readonly<Record<string, ResourceOverrides>> = {
  // Categories are a tree: in tree order, each row indented by its depth and carrying its parents' path.
  categories: { Row: CategoryTreeRow, order: categoryTreeOrder },
  // Products are also fetched by a pasted list of article numbers.
  products: { ListTools: SkuFetchButton, Form: ProductForm },
  // A proposed value beside the product's, each read as the product's field reads it.
  'product-changes': { Detail: ProductChangeDetail },
  // A value typed and read as its attribute takes it: a number with the attribute's unit, or a text.
  'product-attribute-values': { Form: AttributeValueForm, Row: AttributeValueRow },
};
