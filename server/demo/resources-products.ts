/**
 * Demo products (src/domain/resources/product/products.ts): the article numbers the reviews, redirects and
 * notifications already name, then spare parts and accessories for every demo phone model until there are
 * PRODUCT_COUNT, generated with a fixed faker seed so every run writes the same rows. Runs after the catalogue
 * seed (brands, suppliers, groups, categories, tags and phone models must exist).
 */
import { Faker, base, en } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { ChangeSource, ChangeStatus } from '../../src/domain/resources/product/product-changes';
import { changeText } from '../../src/domain/resources/product/change-values';
import { PRODUCT_TYPE, ProductStatus, products as productDef } from '../../src/domain/resources/product/products';
import {
  brands,
  categories,
  phoneBrands,
  phoneModels,
  productGroups,
  productChanges,
  productImages,
  products,
  productSetComponents,
  stockStatuses,
  suppliers,
  tags,
} from '../db/schema';
import { demoFileRows } from '../resources/stored-files';
import { seedProductChildren, type DemoVariant } from './resources-product-children';
import type { Tx } from '../db/types';
import type { ResourceTable } from '../db/schema/resource-table';
import { DEMO_SKUS } from './resources-catalogue-reviews';
import { COLOURS, PARTS, describeAccessories, describeDemoSkus, describePart, type Described } from './product-lines';
import { daysFrom, demoStores } from './resource-rows';
import { seedCompletions } from './resources-completions';
import type { ResourceSeedContext } from './resources';

export const PRODUCT_COUNT = 5_000;
const SEED = 20_261_125;
/** Rows per insert: PostgreSQL takes at most 65,535 parameters per statement. */
const BATCH = 500;

/** Mostly on sale, as a live shop is; every status is there to work with. */
export const STATUS_WEIGHTS: { weight: number; value: number }[] = [
  { weight: 70, value: ProductStatus.ForSale },
  { weight: 6, value: ProductStatus.Approved },
  { weight: 10, value: ProductStatus.InReview },
  { weight: 10, value: ProductStatus.Draft },
  { weight: 4, value: ProductStatus.Denied },
];

type Row = Record<string, unknown>;

/** A 13-digit EAN from the GS1 Sweden prefix 73 and a running number, with its check digit. */
export function demoEan(n: number): string {
  const body = `73${String(n).padStart(10, '0')}`;
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function seedProducts(tx: Tx, context: ResourceSeedContext): Promise<void> {
  const { now } = context;
  const f = new Faker({ locale: [en, base], seed: SEED });
  const shops = await demoStores(tx);
  const ids = async (table: ResourceTable) =>
    (await tx.select({ id: table.ID }).from(table).orderBy(asc(table.ID))).map((r) => r.id as number);
  const [supplierIds, tagIds] = await Promise.all([ids(suppliers), ids(tags)]);
  const brandRows = await tx.select({ id: brands.ID, name: brands.Name }).from(brands).orderBy(asc(brands.ID));
  const brandId = new Map(brandRows.map((b) => [b.name as string, b.id as number]));
  const groupRows = await tx.select({ id: productGroups.ID, code: productGroups.Code }).from(productGroups);
  const groupId = new Map(groupRows.map((g) => [g.code as string, g.id as number]));
  const categoryId = await categoryPaths(tx);
  const statuses = (
    await tx.select({ id: stockStatuses.id }).from(stockStatuses).orderBy(asc(stockStatuses.sortOrder), asc(stockStatuses.id))
  ).map((r) => r.id);
  const models = await tx
    .select({ id: phoneModels.ID, name: phoneModels.Name, brand: phoneBrands.Name })
    .from(phoneModels)
    .innerJoin(phoneBrands, eq(phoneBrands.ID, phoneModels.PhoneBrandID))
    .orderBy(asc(phoneModels.ID));
  if (models.length === 0 || brandRows.length === 0 || statuses.length < 2)
    throw new Error('The demo products need the catalogue seed first');
  const shopBrands = new Set(brandId.keys());
  const paths = new Set(categoryId.keys());

  const storeSets = [[shops.se, shops.no, shops.fi], [shops.se], [shops.se, shops.no], [shops.se, shops.fi], []];
  const pick = <T>(list: readonly T[]): T => f.helpers.arrayElement(list);
  const rows: Row[] = [];
  const seen = new Set<string>();
  /** The demo picture of each product, by SKU. */
  const pictures = new Map<string, string>();
  /** The phone model each product is made for, by SKU. */
  const modelOf = new Map<string, number>();
  /** The colours of a part for a model, by the SKU of the part without a colour. */
  const colours = new Map<string, DemoVariant[]>();
  const add = (d: Described, type: number) => {
    const key = d.sku.toLowerCase();
    if (seen.has(key) || rows.length >= PRODUCT_COUNT) return;
    seen.add(key);
    pictures.set(d.sku, d.picture);
    const n = rows.length;
    const price = f.number.int({ min: d.purchase[0], max: d.purchase[1] });
    const created = daysFrom(now, -f.number.int({ min: 1, max: 900 }));
    const leadMin = f.number.int({ min: 1, max: 4 });
    const category = d.category ? categoryId.get(d.category) : undefined;
    if (d.category && category == null) throw new Error(`Demo category ${d.category} is not in the tree`);
    const brand = d.brand ? brandId.get(d.brand) : undefined;
    if (d.brand && brand == null) throw new Error(`Demo brand ${d.brand} is not seeded`);
    const spare = d.category?.startsWith('Reservdelar') ?? false;
    rows.push({
      Sku: d.sku,
      Name: d.name,
      Type: type,
      Status: f.helpers.weightedArrayElement(STATUS_WEIGHTS),
      BrandID: brand ?? null,
      SupplierID: pick(supplierIds),
      GroupID: d.group ? (groupId.get(d.group) ?? null) : null,
      Categories: category != null ? [category] : [],
      Tags: f.datatype.boolean(0.3) ? [pick(tagIds)] : [],
      Stores: storeSets[n % 7 === 0 ? 1 + (n % 4) : 0],
      PurchasePrice: price.toFixed(2),
      EstimatedCost: (price * 1.08).toFixed(2),
      ReferenceCost: (price * 1.05).toFixed(2),
      StockStatusInStock: statuses[0],
      StockStatusOutOfStock: statuses[statuses.length - 1],
      SortWeight: f.number.int({ min: 0, max: 1000 }),
      Description: { sv: `<p>${d.name.sv}. Testad före leverans.</p>`, en: `<p>${d.name.en}. Tested before shipping.</p>` },
      ManufacturerSku: f.datatype.boolean(0.5) ? f.string.alphanumeric({ length: 10, casing: 'upper' }) : null,
      SupplierSku: `${f.string.alpha({ length: 3, casing: 'upper' })}-${f.string.numeric(6)}`,
      CommodityCode: d.kind === 'battery' ? '85076000' : d.kind === 'case' ? '42029291' : '85177900',
      CountryOfOrigin: pick(['CN', 'CN', 'CN', 'HK', 'TW', 'DE', 'SE']),
      UpsellingSku: null,
      UpsellingDiscount: null,
      BundledDiscount: type === 3 ? '10.00' : null,
      GhostType: null,
      GhostOfID: null,
      EanCode: demoEan(n + 1),
      Fragile: d.kind === 'screen' || d.kind === 'glass',
      Bulky: false,
      Envelope: (d.kind === 'glass' && !spare) || d.kind === 'cable',
      SortTerm: d.part ? d.part.code : (d.kind ?? 'GEN').toUpperCase(),
      LogisticsGroup: d.part?.un || d.kind === 'powerbank' ? 'DG' : 'STD',
      Width: f.number.int({ min: 60, max: 200 }),
      Height: f.number.int({ min: 5, max: 40 }),
      Length: f.number.int({ min: 100, max: 250 }),
      Weight: f.number.int({ min: d.weight[0], max: d.weight[1] }),
      ProductSync: true,
      UnNumber: d.part?.un ?? (d.kind === 'powerbank' ? 'UN3480' : null),
      LeadTimeMinDays: leadMin,
      LeadTimeMaxDays: leadMin + f.number.int({ min: 0, max: 5 }),
      ExpressLeadTimeMinDays: 1,
      ExpressLeadTimeMaxDays: 2,
      CreatedAt: created,
      UpdatedAt: created,
    });
  };

  // The article numbers other demo rows name come first, so their links land on a product.
  const demoSkus = Object.values(DEMO_SKUS).flat();
  for (const d of describeDemoSkus(demoSkus, shopBrands, paths)) add(d, PRODUCT_TYPE.Standard);
  add(gift('GIFT-500', { sv: 'Presentkort 500 kr', en: 'Gift card SEK 500' }), PRODUCT_TYPE.GiftCard);
  add(gift('GIFT-1000', { sv: 'Presentkort 1 000 kr', en: 'Gift card SEK 1,000' }), PRODUCT_TYPE.GiftCard);
  // Then the accessories of the brands, and the parts for every phone model, colours last, up to PRODUCT_COUNT.
  for (const d of describeAccessories()) add(d, PRODUCT_TYPE.Standard);
  for (let round = 0; rows.length < PRODUCT_COUNT && round < COLOURS.length + 1; round++) {
    for (const model of models) {
      for (const part of PARTS) {
        if (part.appleOnly && model.brand !== 'Apple') continue;
        if (round > 0 && !part.colours) continue;
        const colour = round === 0 ? null : COLOURS[round - 1];
        const d = describePart(part, { brand: model.brand, model: model.name }, colour, shopBrands, paths);
        add(d, !colour && part.code === 'GLS-9H' && models.indexOf(model) % 9 === 0 ? PRODUCT_TYPE.Set : PRODUCT_TYPE.Standard);
        // Two models may share a code ("Galaxy S21" and "S21+"): the product is the first one's.
        if (modelOf.has(d.sku)) continue;
        modelOf.set(d.sku, model.id as number);
        if (colour) {
          const base = d.sku.slice(0, -(colour.code.length + 1));
          colours.set(base, [...(colours.get(base) ?? []), { sku: d.sku, colour: { sv: colour.sv, en: colour.en }, order: round * 10 }]);
        }
      }
    }
  }
  // A part that comes in colours is the parent shoppers see (type Variant); each colour is a product of its own.
  const rowBySku = new Map(rows.map((row) => [String(row.Sku), row]));
  for (const [base, variants] of colours) {
    const parent = rowBySku.get(base);
    if (parent?.Type === PRODUCT_TYPE.Standard && variants.some((v) => rowBySku.has(v.sku))) parent.Type = PRODUCT_TYPE.Variant;
  }
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(products).values(rows.slice(i, i + BATCH));
  // The products as stored (with their ids), read once for the rows that point at them.
  const seeded: Seeded[] = await tx
    .select({
      id: products.ID,
      sku: products.Sku,
      type: products.Type,
      status: products.Status,
      name: products.Name,
      price: products.PurchasePrice,
      weight: products.Weight,
    })
    .from(products)
    .orderBy(asc(products.ID));
  await seedSetComponents(tx, now, seeded);
  await seedProductChildren(tx, now, seeded, { colours, modelOf });
  await seedProductImages(tx, context, pictures, seeded);
  await seedProductChanges(tx, context, seeded.slice(0, 240));
  await seedCompletions(tx, context.now);
}

/** A gift card: no brand, category or group. */
const gift = (sku: string, name: { sv: string; en: string }): Described => ({
  sku,
  name,
  part: null,
  picture: 'other',
  kind: null,
  brand: null,
  category: null,
  group: null,
  purchase: [20, 900],
  weight: [20, 60],
});

/** The categories' ids by path ("Reservdelar › iPhone › Skärmar"). */
async function categoryPaths(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: categories.ID, parent: categories.ParentID, name: categories.Name }).from(categories);
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  const pathOf = (id: number): string => {
    const row = byId.get(id)!;
    return row.parent == null ? String(row.name) : `${pathOf(row.parent as number)} › ${String(row.name)}`;
  };
  return new Map(rows.map((r) => [pathOf(r.id as number), r.id as number]));
}

/** A seeded product, as the rows that point at it need it. */
export interface Seeded {
  id: number;
  sku: unknown;
  type: unknown;
  status: unknown;
  name: unknown;
  price: unknown;
  weight: unknown;
}

/**
 * Proposed changes waiting for a decision, and some decided ones: new purchase prices from suppliers,
 * weights from an import, English names from AI texts. One change per product, proposed against the
 * product's value as seeded.
 */
async function seedProductChanges(tx: Tx, { now }: ResourceSeedContext, some: readonly Seeded[]): Promise<void> {
  const f = new Faker({ locale: [en, base], seed: SEED + 7 });
  const field = (key: string) => productDef.fields.find((x) => x.key === key)!;
  const rows: Row[] = [];
  for (const [n, p] of some.filter((_, i) => i % 4 === 1).entries()) {
    const status = n % 10 < 7 ? ChangeStatus.Pending : n % 10 < 9 ? ChangeStatus.Approved : ChangeStatus.Declined;
    const created = daysFrom(now, -f.number.int({ min: 0, max: 30 }));
    const base = { ProductID: p.id, Status: status, CreatedAt: created, UpdatedAt: created };
    if (n % 3 === 0) {
      const price = Number(p.price ?? 100);
      const next = (price * f.helpers.arrayElement([1.04, 1.08, 1.12, 0.95])).toFixed(2);
      rows.push({
        ...base,
        Field: 'PurchasePrice',
        Before: changeText(field('PurchasePrice'), p.price),
        After: changeText(field('PurchasePrice'), next),
        Source: ChangeSource.Supplier,
        Note: 'Leverantörens prislista v47',
      });
    } else if (n % 3 === 1) {
      rows.push({
        ...base,
        Field: 'Weight',
        Before: changeText(field('Weight'), p.weight),
        After: changeText(field('Weight'), Number(p.weight ?? 50) + 5),
        Source: ChangeSource.Import,
        Note: 'Vägt på lagret',
      });
    } else {
      const name = p.name as { sv: string; en?: string };
      const proposed = { ...name, en: `${name.en ?? name.sv} – tested before shipping` };
      rows.push({
        ...base,
        Field: 'Name',
        Before: changeText(field('Name'), name),
        After: changeText(field('Name'), proposed),
        Source: ChangeSource.Completion,
        Note: null,
      });
    }
  }
  if (rows.length) await tx.insert(productChanges).values(rows);
}

/**
 * Every product's general picture (type 12), and a featured one (type 9) on every tenth: many products share
 * one file, as generic pictures do. The files' rows are made here, their bytes by prepareResourceSeed.
 */
async function seedProductImages(
  tx: Tx,
  { now, userIds, hashes }: ResourceSeedContext,
  pictures: ReadonlyMap<string, string>,
  all: readonly Seeded[],
): Promise<void> {
  const fileRows = await demoFileRows(
    tx,
    hashes.images.map((image) => ({ name: image.name, type: 'image/png', bytes: image.bytes, sha256: image.sha256 })),
    userIds.catalog,
    now,
  );
  const fileOf = new Map(hashes.images.map((image, i) => [image.key, fileRows[i].ID]));
  const images: Row[] = [];
  for (const [n, product] of all.entries()) {
    const key = pictures.get(String(product.sku)) ?? 'other';
    const file = fileOf.get(key) ?? fileOf.get(key.split(':')[0]) ?? fileOf.get('other')!;
    const name = product.name as { sv?: string; en?: string };
    const alt = { sv: `Bild på ${name.sv ?? String(product.sku)}`, en: `Picture of ${name.en ?? String(product.sku)}` };
    images.push({ ProductID: product.id, File: file, Type: 12, AltText: alt, SortOrder: 0, CreatedAt: now, UpdatedAt: now });
    if (n % 10 === 0)
      images.push({ ProductID: product.id, File: file, Type: 9, AltText: alt, SortOrder: 1, CreatedAt: now, UpdatedAt: now });
  }
  for (let i = 0; i < images.length; i += BATCH) await tx.insert(productImages).values(images.slice(i, i + BATCH));
}

/**
 * Each demo set (a 9H glass sold as a kit) holds two of the model's back glasses and its silicone case, so a
 * set's detail shows its components: the black ones where the part comes in colours (a set holds a product
 * that is sold, not a Variant parent).
 */
async function seedSetComponents(tx: Tx, now: Date, all: readonly Seeded[]): Promise<void> {
  const bySku = new Map(all.map((p) => [String(p.sku), p]));
  const components: Row[] = [];
  for (const set of all.filter((p) => p.type === PRODUCT_TYPE.Set)) {
    const model = String(set.sku).split('-')[0];
    const parts = [
      [`${model}-BACK-GLS`, 2],
      [`${model}-CASE-SIL`, 1],
    ] as const;
    for (const [sku, quantity] of parts) {
      const found = bySku.get(sku);
      const part = found?.type === PRODUCT_TYPE.Variant ? bySku.get(`${sku}-BLK`) : found;
      if (part && part.type === PRODUCT_TYPE.Standard)
        components.push({ SetID: set.id, ComponentID: part.id, Quantity: quantity, CreatedAt: now, UpdatedAt: now });
    }
  }
  if (components.length) await tx.insert(productSetComponents).values(components);
}
