/** Every declared resource, by name. A new resource is a declaration here plus its table (server/db/schema/resources.ts). */
import { CATALOGUE_RESOURCES } from './catalogue';
import { jobs } from './jobs';
import { products } from './product/items';
import { productChanges } from './product/changes';
import { completionPrompts, productCompletions, prohibitedWords } from './product/completions';
import { attributeValues } from './product/attribute-values';
import { productImages } from './product/images';
import { priceListPrices, priceLists } from './product/price-lists';
import { setComponents } from './product/set-components';
import { supplierTodos } from './product/supplier-todos';
import { SETTING_RESOURCES } from './setting';
import { SHOP_RESOURCES } from './shop';
import type { ResourceDef } from './types';

export const RESOURCES: readonly ResourceDef[] = [
  ...SETTING_RESOURCES, ...SHOP_RESOURCES, products, productImages, setComponents, attributeValues, productChanges, supplierTodos, productCompletions, completionPrompts, prohibitedWords,
  ...CATALOGUE_RESOURCES, priceLists, priceListPrices, jobs,
];

/** The child collections of a resource (its detail's tabs), in declaration order. */
export function childrenOf(def: ResourceDef): readonly ResourceDef[] {
  return RESOURCES.filter((r) => r.parent?.resource === def.name);
}

export const resourceByName: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));

export function resource(name: string): ResourceDef {
  const found = resourceByName.get(name);
  if (!found) throw new Error(`Unknown resource ${name}`);
  return found;
}

/** The resource whose screens carry this name prefix (`SettingFaq` for SettingFaqIndex …). */
export const resourceByScreen: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.screen, r]));

export type { ResourceDef, FieldDef, FieldKind, ResourceRecord } from './types';
