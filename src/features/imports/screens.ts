/** The catalogue imports' screens (src/views/screen-registry.ts finds them here): one screen, in its own chunk, for all five. */
import type { ScreenLoader } from '../../views/screen-registry';

const loadImport: ScreenLoader = () => import('./views/ImportRoute');

export const screens: Readonly<Record<string, ScreenLoader>> = {
  ProductItemImport: loadImport,
  ProductPriceImport: loadImport,
  ProductSupplierImport: loadImport,
  ProductCategoryImport: loadImport,
  ProductCategoryImportProducts: loadImport,
};
