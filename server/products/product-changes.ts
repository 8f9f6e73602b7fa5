/**
 * Approving a product change writes its value into the product, in the approval's transaction: the product
 * as it is now (locked), checked whole and written as an edit of it would be (the engine's writeUpdate: its
 * hook, its references, its Version bumped, its own audit event). A product changed in that field since the
 * proposal is a 40901 (someone decided otherwise in the meantime), a value the product's rules refuse a 40001
 * naming After; either way nothing is written.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { changedField, changeText, changeValue } from '../../src/domain/resources/product/change-values';
import { issue } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { EffectContext, ResourceHooks } from '../resources/hooks';
import { returnedRecord, writeUpdate } from '../resources/mutations';
import { recordSelection } from '../resources/records';
import { checkedValues } from '../resources/write-values';

/** The 40901 message when the product's field no longer holds the value the change was proposed against. */
const PRODUCT_MOVED_ON = 'The product has changed in this field since the change was proposed; it was not applied';

const refuseAfter = (found: ReturnType<typeof issue>) =>
  new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { After: found });

async function applyToProduct({ tx, resources, auth, now, record }: EffectContext): Promise<void> {
  const products = resources.bindingOf('products');
  const field = changedField(record.Field);
  const proposed = changeValue(record.After);
  if (!field || !proposed) throw refuseAfter(issue('validation.type'));
  const [row] = await tx
    .select(recordSelection(products))
    .from(products.table)
    .where(eq(products.columns.ID, record.ProductID as number))
    .for('update');
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'The product of the change no longer exists');
  const product = await returnedRecord(tx, products, row);
  if (record.Before != null && changeText(field, product[field.key]) !== record.Before)
    throw new ApiFailure(ErrorCode.Conflict, PRODUCT_MOVED_ON);
  try {
    await writeUpdate(tx, { auth, now }, products, product, checkedValues(products, { [field.key]: proposed.value }, 'update', product));
  } catch (error) {
    // The product's own field errors (its rules, a missing reference) are the change's proposed value's.
    if (error instanceof ApiFailure && error.code === ErrorCode.BadRequest) {
      throw refuseAfter(error.fields?.[field.key] ?? Object.values(error.fields ?? {})[0] ?? issue('validation.type'));
    }
    throw error;
  }
}

export const productChangeHooks: ResourceHooks = {
  effects: { 'apply-to-product': applyToProduct },
};
