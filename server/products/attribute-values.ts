/**
 * Attribute values beside the engine (docs/decisions.md "Attribute values"): a product's value is checked
 * against its attribute's ValueType at the edge (40001 naming Value) and stored in its canonical form, a
 * numeric one also as a number (NumericValue) for the price lists' attribute rules; an attribute's ValueType
 * does not change while products have values of it. The attribute's row is locked (shared by value writes,
 * exclusively by a type change), so a value and a type change at the same moment never pass each other.
 */
import { eq, sql } from 'drizzle-orm';
import { attributeValueIssue, canonicalNumber, storedAttributeValue, type AttributeValueType } from '../../src/domain/attribute-values';
import { ErrorCode } from '../../src/domain/errors';
import { issue } from '../../src/domain/validation';
import { attributes, productAttributeValues } from '../db/schema';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceHooks } from '../resources/hooks';
import { valueText } from '../../src/domain/value-text';

const refuse = (fields: Record<string, ReturnType<typeof issue>>) =>
  new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], fields);

export const attributeValueHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const attributeId = Number(values.AttributeID ?? current?.AttributeID);
    const value = valueText(values.Value ?? current?.Value ?? '');
    if (!Number.isInteger(attributeId)) return;
    const [attribute] = await tx.select({ type: attributes.ValueType }).from(attributes).where(eq(attributes.ID, attributeId)).for('share');
    // An attribute that does not exist is the reference check's to refuse, right after this hook.
    if (!attribute) return;
    const type = attribute.type as AttributeValueType;
    const found = attributeValueIssue(type, value);
    if (found) throw refuse({ Value: found });
    values.Value = storedAttributeValue(type, value);
    values.NumericValue = type === 'numeric' ? canonicalNumber(value) : null;
  },
};

export const attributeHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, values, current }) {
    if (mode !== 'update' || !current || !('ValueType' in values) || values.ValueType === current.ValueType) return;
    await tx.select({ id: attributes.ID }).from(attributes).where(eq(attributes.ID, current.ID)).for('update');
    const [held] = await tx
      .select({ one: sql<number>`1` })
      .from(productAttributeValues)
      .where(eq(productAttributeValues.AttributeID, current.ID))
      .limit(1);
    if (held) throw refuse({ ValueType: issue('validation.attributeTypeInUse') });
  },
};
