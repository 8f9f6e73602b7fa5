/**
 * Demo rows of the products' child collections beside set components and images (issue 8 §2): each Variant
 * parent's colours, a price in every currency group for the products for sale, accessories (a screen
 * protector beside a model's screens and cases, a case beside its screen protector) and the phone model every
 * part and case is made for. Runs inside seedProducts with the products as stored.
 */
import { asc } from 'drizzle-orm';
import { PRODUCT_TYPE, ProductStatus } from '../../src/domain/resources/product/products';
import { currencyGroups, productAccessories, productPhoneModels, productPrices, productVariants } from '../db/schema';
import type { Tx } from '../db/types';
import type { Seeded } from './resources-products';

/** Rows per insert: PostgreSQL takes at most 65,535 parameters per statement. */
const BATCH = 500;

/** One colour of a part for a model, as generated. */
export interface DemoVariant {
  sku: string;
  colour: { sv: string; en: string };
  order: number;
}

export interface DemoLinks {
  /** The colours of a part for a model, by the SKU of the part without a colour (the Variant parent). */
  colours: ReadonlyMap<string, readonly DemoVariant[]>;
  /** The phone model (id) each generated product is made for, by SKU. */
  modelOf: ReadonlyMap<string, number>;
}

type Row = Record<string, unknown>;

/**
 * Prices excl. VAT from the purchase price: SEK about twice it, ending in 0 kronor; NOK the same figure (the
 * crowns are close in value and shops price them alike); EUR a tenth of the SEK price, ending in .90. Every
 * eighth product is on sale: its compare-at price is the price a quarter higher.
 */
function demoPrice(currency: string, purchase: number, n: number): { Price: string; CompareAtPrice: string | null } {
  const sek = Math.max(10, Math.round((purchase * 2) / 10) * 10);
  const price = currency === 'EUR' ? Math.max(1, Math.floor(sek / 11)) + 0.9 : sek;
  const before = n % 8 === 0 ? (currency === 'EUR' ? Math.floor(price * 1.25) + 0.9 : Math.round((price * 1.25) / 10) * 10) : null;
  return { Price: price.toFixed(2), CompareAtPrice: before == null ? null : before.toFixed(2) };
}

async function insertBatches(tx: Tx, table: typeof productVariants, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
}

export async function seedProductChildren(tx: Tx, now: Date, all: readonly Seeded[], { colours, modelOf }: DemoLinks): Promise<void> {
  const bySku = new Map(all.map((p) => [String(p.sku), p]));
  const stamp = { CreatedAt: now, UpdatedAt: now };

  const variants: Row[] = [];
  for (const [base, options] of colours) {
    const parent = bySku.get(base);
    if (parent?.type !== PRODUCT_TYPE.Variant) continue;
    for (const option of options) {
      const variant = bySku.get(option.sku);
      if (variant?.type === PRODUCT_TYPE.Standard)
        variants.push({
          ParentID: parent.id,
          VariantID: variant.id,
          Colour: option.colour,
          Capacity: {},
          SortOrder: option.order,
          ...stamp,
        });
    }
  }
  await insertBatches(tx, productVariants, variants);

  const groups = await tx
    .select({ id: currencyGroups.id, currency: currencyGroups.currency })
    .from(currencyGroups)
    .orderBy(asc(currencyGroups.id));
  const prices: Row[] = [];
  for (const [n, product] of all.entries()) {
    if (product.status !== ProductStatus.ForSale || product.price == null) continue;
    for (const group of groups)
      prices.push({ ProductID: product.id, CurrencyGroupID: group.id, ...demoPrice(group.currency, Number(product.price), n), ...stamp });
  }
  await insertBatches(tx, productPrices, prices);

  // A model's screen protector goes with its screens and cases; its silicone case with the screen protector.
  const accessories: Row[] = [];
  for (const product of all) {
    const sku = String(product.sku);
    const model = sku.split('-')[0];
    if (!modelOf.has(sku)) continue;
    const suggested = /-(SCR|CASE)-/.test(sku)
      ? [`${model}-GLS-9H`]
      : sku === `${model}-GLS-9H`
        ? [`${model}-CASE-SIL`, `${model}-CASE-WAL`]
        : [];
    for (const [i, other] of suggested.map((s) => bySku.get(s)).entries()) {
      if (other && other.id !== product.id) accessories.push({ ProductID: product.id, AccessoryID: other.id, SortOrder: i * 10, ...stamp });
    }
  }
  await insertBatches(tx, productAccessories, accessories);

  const fits: Row[] = [];
  for (const product of all) {
    const model = modelOf.get(String(product.sku));
    if (model != null) fits.push({ ProductID: product.id, PhoneModelID: model, ...stamp });
  }
  await insertBatches(tx, productPhoneModels, fits);
}
