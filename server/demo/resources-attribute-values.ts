/**
 * Demo attribute values (src/domain/resources/product/product-attribute-values.ts): each demo product gets the
 * attributes that describe its kind, read from its article number (`{model}-{part}[-{colour}]`): a battery
 * its capacity in mAh, a screen its display technology, a case its material and colour, a 9H glass its
 * hardness, thickness and pack quantity, a charging port its connector and flex cable length, every spare
 * part its quality and warranty. Values as the server stores them (a number in its canonical text and as a
 * number). Generated with a fixed faker seed, so every run writes the same rows.
 */
import { Faker, base, en } from '@faker-js/faker';
import { asc } from 'drizzle-orm';
import { canonicalNumber } from '../../src/domain/attribute-values';
import { attributes, productAttributeValues, products } from '../db/schema';
import type { Tx } from '../db/types';

const SEED = 20_261_126;
const BATCH = 1_000;

const COLOUR_NAMES: Readonly<Record<string, string>> = { BLK: 'Svart', WHT: 'Vit', BLU: 'Blå', RED: 'Röd', GRN: 'Grön' };

type Values = Record<string, string>;

/** The attribute values (by attribute code) of a product with this article number. */
function valuesOf(sku: string, f: Faker): Values {
  const match = /^([A-Z0-9]+)-([A-Z0-9-]+?)(?:-(BLK|WHT|BLU|RED|GRN))?$/.exec(sku);
  if (!match) return {};
  const [, model, part, colour] = match;
  const apple = model.startsWith('IP');
  const values: Values = {};
  const quality = () =>
    f.helpers.weightedArrayElement([
      { weight: 3, value: 'Original' },
      { weight: 5, value: 'OEM-kvalitet' },
      { weight: 2, value: 'Kopia' },
    ]);
  const warranty = () => f.helpers.arrayElement(['12', '24']);
  switch (part) {
    case 'SCR-OLED':
    case 'SCR-LCD':
      Object.assign(values, {
        'part-quality': quality(),
        'display-technology': part === 'SCR-OLED' ? 'OLED' : 'LCD',
        'screen-size': f.helpers.arrayElement(['5.4', '6.1', '6.4', '6.7', '6.8']),
        warranty: warranty(),
      });
      break;
    case 'BAT':
      Object.assign(values, {
        'part-quality': quality(),
        'battery-capacity': String(f.number.int({ min: 400, max: 1000 }) * 5),
        warranty: warranty(),
      });
      break;
    case 'CAM-BACK':
    case 'CAM-FRONT':
    case 'SPK':
    case 'VIB':
    case 'BACK-GLS':
      Object.assign(values, { 'part-quality': quality(), warranty: warranty() });
      break;
    case 'PORT':
      Object.assign(values, {
        'part-quality': quality(),
        connector: apple ? 'Lightning' : 'USB-C',
        'cable-length': f.helpers.arrayElement(['0.08', '0.1', '0.12', '0.15']),
        warranty: warranty(),
      });
      break;
    case 'GLS-9H':
      Object.assign(values, {
        'glass-hardness': '9H',
        thickness: f.helpers.arrayElement(['0.26', '0.33', '0.4']),
        'pack-quantity': f.helpers.arrayElement(['1', '2', '3']),
      });
      break;
    case 'CASE-SIL':
      Object.assign(values, {
        material: 'Silikon',
        thickness: f.helpers.arrayElement(['1.2', '1.5', '2']),
        ...(apple ? { magsafe: f.helpers.arrayElement(['Ja', 'Nej']) } : {}),
      });
      break;
    case 'CASE-WAL':
      Object.assign(values, { material: f.helpers.arrayElement(['Konstläder', 'Läder']), ...(apple ? { magsafe: 'Nej' } : {}) });
      break;
    default:
      return {};
  }
  // A colour variant carries its colour; a case without a colour code is black.
  if (colour) values.colour = COLOUR_NAMES[colour];
  else if (part.startsWith('CASE')) values.colour = 'Svart';
  return values;
}

export async function seedAttributeValues(tx: Tx, now: Date): Promise<void> {
  const f = new Faker({ locale: [en, base], seed: SEED });
  const known = await tx.select({ id: attributes.ID, code: attributes.Code, type: attributes.ValueType }).from(attributes);
  const byCode = new Map(known.map((a) => [String(a.code), { id: Number(a.id), numeric: a.type === 'numeric' }]));
  const all = await tx.select({ id: products.ID, sku: products.Sku }).from(products).orderBy(asc(products.ID));
  const rows: Record<string, unknown>[] = [];
  for (const product of all) {
    for (const [code, value] of Object.entries(valuesOf(String(product.sku), f))) {
      const attribute = byCode.get(code);
      if (!attribute) throw new Error(`Demo attribute ${code} is not seeded`);
      const stored = attribute.numeric ? canonicalNumber(value) : value;
      if (stored == null) throw new Error(`Demo value ${value} of ${code} is not a number`);
      rows.push({
        ProductID: product.id,
        AttributeID: attribute.id,
        Value: stored,
        NumericValue: attribute.numeric ? stored : null,
        CreatedAt: now,
        UpdatedAt: now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(productAttributeValues).values(rows.slice(i, i + BATCH));
}
