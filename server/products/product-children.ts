/**
 * The products' child collections that name another product: a set's component, a variant and an accessory
 * are never the product they belong to (whether the product fits the field, a set of type SET or a variant's
 * parent of type Variant, is the field's `where`, checked with every reference after this hook).
 */
import { ErrorCode } from '../../src/domain/errors';
import { itselfIssue } from '../../src/domain/resources/product/product-variants';
import type { FieldIssue } from '../../src/domain/errors';
import { issue } from '../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import type { ResourceHooks } from '../resources/hooks';

/** Refuses (40001 on `other`, with `refusal`) a child whose `other` product is its parent `link` itself. */
function notItself(link: string, other: string, refusal: () => FieldIssue = itselfIssue): ResourceHooks {
  return {
    beforeWrite({ values, current }) {
      const parent = values[link] ?? current?.[link];
      const named = values[other] ?? current?.[other];
      if (parent != null && named === parent) {
        throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [other]: refusal() });
      }
    },
  };
}

export const setComponentHooks = notItself('SetID', 'ComponentID', () => issue('validation.setComponentItself'));
export const productVariantHooks = notItself('ParentID', 'VariantID');
export const productAccessoryHooks = notItself('ProductID', 'AccessoryID');
