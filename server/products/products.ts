/**
 * The products' bespoke server parts.
 * - Computed fields (docs/decisions.md "Computed fields"): the thumbnail the lists and the detail show (the
 *   image of type 3 Thumbnail, else 12 General, else the first by SortOrder), how many images a product has,
 *   and how many components a set holds. Each is one indexed lookup per answered row: the images' and
 *   components' unique indexes begin with the product (ProductID, Type) and the set (SetID, …).
 * - A colleague's proposed values become product changes (source Colleague), one per field, each written by
 *   the engine's create of product changes (its rules, references and audit event), so the proposal waits in
 *   /product/changes for someone who decides product changes.
 */
import { sql } from 'drizzle-orm';
import { ChangeSource, ChangeStatus } from '../../src/domain/resources/product/product-changes';
import { changedField, changeText } from '../../src/domain/resources/product/change-values';
import { PRODUCT_TYPE } from '../../src/domain/resources/product/products';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { productImages, productSetComponents } from '../db/schema';
import { subqueryTable } from '../resources/computed';
import type { ComputedExpression, ProposeContext, ResourceHooks } from '../resources/hooks';
import { writeCreate } from '../resources/mutations';
import { checkedValues } from '../resources/write-values';

/** SPEC.md "Image types": the kinds of image that stand for the product, best first. */
const THUMBNAIL_IMAGE_TYPES = { Thumbnail: 3, General: 12 } as const;

const images = subqueryTable(productImages, 'computed_image');
const components = subqueryTable(productSetComponents, 'computed_component');
const image = images.columns;
const component = components.columns;

const thumbnail: ComputedExpression = (row) => sql`select ${image.File} from ${images.from} where ${image.ProductID} = ${row.ID}
  order by case ${image.Type} when ${sql.raw(String(THUMBNAIL_IMAGE_TYPES.Thumbnail))} then 0 when ${sql.raw(String(THUMBNAIL_IMAGE_TYPES.General))} then 1 else 2 end, ${image.SortOrder}, ${image.ID}
  limit 1`;

const imageCount: ComputedExpression = (row) => sql`select count(*)::int from ${images.from} where ${image.ProductID} = ${row.ID}`;

// Only a set has components: other products answer null, not 0.
const componentCount: ComputedExpression = (row) =>
  sql`case when ${row.Type} = ${sql.raw(String(PRODUCT_TYPE.Set))} then (select count(*)::int from ${components.from} where ${component.SetID} = ${row.ID}) end`;

async function proposeChanges({ tx, resources, auth, now, record, values }: ProposeContext): Promise<ResourceRecord[]> {
  const changes = resources.bindingOf('product-changes');
  const written: ResourceRecord[] = [];
  for (const { key, before, after } of values) {
    const field = changedField(key)!;
    // The change's own fields are read-only to its API (the system fills them), so they join the checked values.
    const proposal = {
      ProductID: record.ID,
      Field: key,
      Before: changeText(field, before),
      After: changeText(field, after),
      Source: ChangeSource.Colleague,
      Status: ChangeStatus.Pending,
    };
    written.push(await writeCreate(tx, { auth, now }, changes, { ...checkedValues(changes, {}, 'create', null), ...proposal }));
  }
  return written;
}

export const productHooks: ResourceHooks = {
  computed: { Thumbnail: thumbnail, ImageCount: imageCount, ComponentCount: componentCount },
  propose: proposeChanges,
};
