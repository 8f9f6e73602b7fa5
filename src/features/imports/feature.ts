/** The catalogue imports (server/imports; src/domain/imports/definitions.ts): one screen for all five. */
import { defineFeature } from '../../domain/feature';

export const importsFeature = defineFeature({
  name: 'imports',
  menu: [
    // Below the product list, before its detail (their paths are below the list's).
    {
      toolsOf: 'products',
      tools: [
        { name: 'ProductItemImport', path: 'items/import', kind: 'tool', menu: true },
        { name: 'ProductPriceImport', path: 'items/price-import', kind: 'tool', menu: true },
        { name: 'ProductSupplierImport', path: 'items/supplier-import', kind: 'tool', menu: true },
      ],
    },
    {
      toolsOf: 'categories',
      tools: [
        { name: 'ProductCategoryImport', path: 'categories/import', kind: 'tool' },
        { name: 'ProductCategoryImportProducts', path: 'categories/import-products', kind: 'tool' },
      ],
    },
  ],
  jobs: [{ value: 'product-import', label: 'enums.jobKind.productImport' }],
});
