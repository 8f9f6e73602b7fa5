/**
 * Approving a product change writes its value into the product, in the approval's transaction: the product
 * as it is now (locked), checked whole by the engine's rules as an edit would be, its Version bumped and its
 * own audit event written. A product changed in that field since the proposal is a 40901 (someone decided
 * otherwise in the meantime), a value the product's rules refuse a 40001 naming After; either way nothing
 * is written.
 */
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../src/domain/errors';
import { changedField, changeText, changeValue } from '../../../src/domain/resources/product/change-values';
import { issue } from '../../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../../http/errors';
import { auditResource } from '../audit-values';
import type { EffectContext, ResourceHooks } from '../hooks';
import { recordSelection } from '../records';
import { assertReferencesExist } from '../references';
import { returnedRecord } from '../mutations';
import { bindingOf } from '../registry';
import { checkedValues, rowOf } from '../write-values';

/** The 40901 message when the product's field no longer holds the value the change was proposed against. */
export const PRODUCT_MOVED_ON = 'The product has changed in this field since the change was proposed; it was not applied';

async function applyToProduct({ tx, auth, now, record }: EffectContext): Promise<void> {
  const products = bindingOf('products');
  const field = changedField(record.Field);
  const proposed = changeValue(record.After);
  if (!field || !proposed) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { After: issue('validation.type') });
  const [row] = await tx.select(recordSelection(products)).from(products.table).where(eq(products.columns.ID, record.ProductID as number)).for('update');
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'The product of the change no longer exists');
  const product = await returnedRecord(tx, products, row);
  if (record.Before != null && changeText(field, product[field.key]) !== record.Before) throw new ApiFailure(ErrorCode.Conflict, PRODUCT_MOVED_ON);
  let values: Record<string, unknown>;
  try {
    values = checkedValues(products, { [field.key]: proposed.value }, 'update', product);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === ErrorCode.BadRequest) {
      const found = error.fields?.[field.key] ?? Object.values(error.fields ?? {})[0] ?? issue('validation.type');
      throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { After: found });
    }
    throw error;
  }
  await assertReferencesExist(tx, products, { [field.key]: values[field.key] }).catch((error: unknown) => {
    throw error instanceof ApiFailure ? new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { After: issue('validation.reference') }) : error;
  });
  const { columns, properties } = products;
  const [updated] = await tx
    .update(products.table)
    .set({ ...(await rowOf(products, { [field.key]: values[field.key] })), [properties.Version]: sql`${columns.Version} + 1`, [properties.UpdatedAt]: now })
    .where(eq(columns.ID, product.ID))
    .returning(recordSelection(products));
  const after = await returnedRecord(tx, products, updated);
  await auditResource(tx, auth, products, { action: 'update', id: product.ID, before: product, after });
}

export const productChangeHooks: ResourceHooks = {
  effects: { 'apply-to-product': applyToProduct },
};
