/**
 * A SET's components: never the set itself (that its set is a product of type SET is the SetID field's
 * `where`, checked with every reference).
 */
import { ErrorCode } from '../../../src/domain/errors';
import { issue } from '../../../src/domain/validation';
import { ApiFailure, ERROR_TEXT } from '../../http/errors';
import type { ResourceHooks } from '../hooks';

export const setComponentHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    const setId = values.SetID ?? current?.SetID;
    const componentId = values.ComponentID ?? current?.ComponentID;
    if (setId != null && componentId === setId) {
      throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { ComponentID: issue('validation.setComponentItself') });
    }
  },
};
