/**
 * The five catalogue imports (issue 8 §5; SPEC.md "Import files are semicolon-delimited CSV, UTF-8, with
 * headers in the first row"): what each file's columns are, which record a line names, and who may import.
 * One table drives the server's checks and writes (server/imports), the API's routes and access entries, the
 * template download and the import screens, so a column added here reaches all of them.
 *
 * Cells are read into the resource's own field values and checked by the resource's own rules, the same ones
 * its form and API use (docs/decisions.md "Imports").
 */
import type { Locale } from '../constants';
import type { Permission } from '../permissions';

export type ImportKind = 'items' | 'prices' | 'suppliers' | 'categories' | 'category-products';

export interface ImportColumn {
  /** The header in the file's first row, matched without regard to case or surrounding spaces. */
  header: string;
  /** The resource field the cell writes (absent: the column only names a record, like a category's slug). */
  field?: string;
  /** A translations field's language. */
  locale?: Locale;
  /** The cell names a record of `resource` by its unique `by` text (Brand → BrandID by the brand's name). */
  lookup?: { resource: string; by: string };
  /** The cell may not be empty on any line. */
  required?: boolean;
  /** Needed when the line creates a record (a new product's name). */
  requiredToCreate?: boolean;
  /** The template file's example line. */
  example: string;
}

export interface ImportDef {
  kind: ImportKind;
  /** Route name of its screen (src/domain/screens.ts); its path below the area is also the API's path. */
  screen: string;
  area: 'product';
  /** Below the area: `items/import` → /product/items/import and /api/product/items/import. */
  path: string;
  /** The resource a line writes. */
  resource: 'products' | 'categories';
  /** Needed for every call of this import (upload, check, apply, cancel, template). */
  permission: Permission;
  /** The header whose cell names the record a line writes (compared trimmed, without regard to case). */
  key: string;
  /** What a line whose record does not exist does: create it, or it is a bad line. */
  unknownKey: 'create' | 'refuse' | 'todo';
  columns: readonly ImportColumn[];
  /** Message id of the screen's explanation. */
  help: string;
}

const UPDATE_PRODUCT: Permission = ['update', 'product'];
const UPDATE_CATEGORY: Permission = ['update', 'category'];

export const IMPORTS: readonly ImportDef[] = [
  {
    kind: 'items',
    screen: 'ProductItemImport',
    area: 'product',
    path: 'items/import',
    resource: 'products',
    permission: UPDATE_PRODUCT,
    key: 'Sku',
    unknownKey: 'create',
    help: 'imports.help.items',
    columns: [
      { header: 'Sku', field: 'Sku', required: true, example: 'IPH15-CASE-BLK' },
      { header: 'Name_sv', field: 'Name', locale: 'sv', requiredToCreate: true, example: 'Skal till iPhone 15, svart' },
      { header: 'Name_en', field: 'Name', locale: 'en', example: 'Case for iPhone 15, black' },
      { header: 'Type', field: 'Type', example: '1' },
      { header: 'Brand', field: 'BrandID', lookup: { resource: 'brands', by: 'Name' }, example: 'Apple' },
      { header: 'Supplier', field: 'SupplierID', lookup: { resource: 'suppliers', by: 'Code' }, example: 'NORDPARTS' },
      { header: 'Group', field: 'GroupID', lookup: { resource: 'product-groups', by: 'Name' }, example: 'Cases' },
      { header: 'PurchasePrice', field: 'PurchasePrice', example: '49,90' },
      { header: 'EstimatedCost', field: 'EstimatedCost', example: '55,00' },
      { header: 'ReferenceCost', field: 'ReferenceCost', example: '59,00' },
      { header: 'EanCode', field: 'EanCode', example: '7350000000019' },
      { header: 'Weight', field: 'Weight', example: '45' },
      { header: 'CountryOfOrigin', field: 'CountryOfOrigin', example: 'CN' },
      { header: 'CommodityCode', field: 'CommodityCode', example: '42029291' },
      { header: 'SupplierSku', field: 'SupplierSku', example: 'NP-15-BLK' },
      { header: 'ManufacturerSku', field: 'ManufacturerSku', example: 'MT223ZM/A' },
    ],
  },
  {
    kind: 'prices',
    screen: 'ProductPriceImport',
    area: 'product',
    path: 'items/price-import',
    resource: 'products',
    permission: UPDATE_PRODUCT,
    key: 'Sku',
    unknownKey: 'refuse',
    help: 'imports.help.prices',
    columns: [
      { header: 'Sku', field: 'Sku', required: true, example: 'IPH15-CASE-BLK' },
      { header: 'PurchasePrice', field: 'PurchasePrice', example: '49,90' },
      { header: 'EstimatedCost', field: 'EstimatedCost', example: '55,00' },
      { header: 'ReferenceCost', field: 'ReferenceCost', example: '59,00' },
    ],
  },
  {
    kind: 'suppliers',
    screen: 'ProductSupplierImport',
    area: 'product',
    path: 'items/supplier-import',
    resource: 'products',
    permission: UPDATE_PRODUCT,
    key: 'SupplierSku',
    unknownKey: 'todo',
    help: 'imports.help.suppliers',
    columns: [
      { header: 'SupplierSku', field: 'SupplierSku', required: true, example: 'NP-15-BLK' },
      { header: 'PurchasePrice', field: 'PurchasePrice', required: true, example: '49,90' },
      // Kept on the to-do of an article number the shop does not know: the draft product's name.
      { header: 'Name', example: 'Skal till iPhone 15, svart' },
    ],
  },
  {
    kind: 'categories',
    screen: 'ProductCategoryImport',
    area: 'product',
    path: 'categories/import',
    resource: 'categories',
    permission: UPDATE_CATEGORY,
    key: 'Slug',
    unknownKey: 'create',
    help: 'imports.help.categories',
    columns: [
      { header: 'Slug', field: 'Slug', required: true, example: 'skal-iphone-15' },
      { header: 'Name', field: 'Name', requiredToCreate: true, example: 'Skal till iPhone 15' },
      { header: 'Parent', field: 'ParentID', lookup: { resource: 'categories', by: 'Slug' }, example: 'skal' },
      { header: 'Label', field: 'Label', example: 'Nyhet' },
      { header: 'CanBeMain', field: 'CanBeMain', example: 'ja' },
      { header: 'SortOrder', field: 'SortOrder', example: '10' },
    ],
  },
  {
    kind: 'category-products',
    screen: 'ProductCategoryImportProducts',
    area: 'product',
    path: 'categories/import-products',
    resource: 'products',
    permission: UPDATE_CATEGORY,
    key: 'Sku',
    unknownKey: 'refuse',
    help: 'imports.help.categoryProducts',
    columns: [
      { header: 'Sku', field: 'Sku', required: true, example: 'IPH15-CASE-BLK' },
      {
        header: 'Category',
        field: 'Categories',
        lookup: { resource: 'categories', by: 'Slug' },
        required: true,
        example: 'skal-iphone-15',
      },
    ],
  },
];

export const importByKind: ReadonlyMap<ImportKind, ImportDef> = new Map(IMPORTS.map((d) => [d.kind, d]));
export const importByScreen: ReadonlyMap<string, ImportDef> = new Map(IMPORTS.map((d) => [d.screen, d]));

/** A header as compared: trimmed, lower case, without a byte-order mark. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** The template file of an import: the headers and one example line, semicolon-separated, UTF-8. */
export function templateLines(def: ImportDef): string[][] {
  return [def.columns.map((c) => c.header), def.columns.map((c) => c.example)];
}

/** The largest file an import takes, and the most lines (bench/: 100,000 lines is the goal's file). */
export const IMPORT_MAX_BYTES = 50_000_000;
export const IMPORT_MAX_LINES = 200_000;
/** A supplier's new purchase price this far from the current one waits for a person (docs/decisions.md "Imports"). */
export const SUPPLIER_PRICE_JUMP_PERCENT = 20;

/** English texts of the import's own line problems; the catalogues (resources-imports) hold both languages. */
export const IMPORT_MESSAGES = {
  'imports.issue.unknownColumn': 'Unknown column {column}',
  'imports.issue.missingColumn': 'The column {column} is missing',
  'imports.issue.duplicateColumn': 'The column {column} appears twice',
  'imports.issue.cellCount': 'The line has {found} cells, the header has {expected}',
  'imports.issue.unreadable': 'The line cannot be read as CSV: {reason}',
  'imports.issue.unknownRecord': 'Nothing named {value} was found for the column {column}',
  'imports.issue.unknownKey': 'No product has this article number',
  'imports.issue.duplicateKey': 'The same {column} is already on line {line}',
  'imports.issue.requiredToCreate': 'Needed for a new record',
  'imports.issue.boolean': 'Use ja/nej, yes/no, 1/0 or true/false',
  'imports.issue.empty': 'The file has no lines below the header',
  'imports.issue.tooManyLines': 'At most {max} lines per file',
} as const;
export type ImportMessageId = keyof typeof IMPORT_MESSAGES;
