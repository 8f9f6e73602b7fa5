/**
 * Customers on their generated table with one column beside the fields (server/db/schema/shop.ts): the phone
 * number is matched in its normalized form (phone_normalized, indexed), written beside the number as entered.
 */
import type { ResourceDef } from '../../../src/domain/resources/types';
import { customers } from '../../db/schema';
import { bindResource, type ResourceBinding } from '../binding';

export function bindCustomers(def: ResourceDef): ResourceBinding {
  return bindResource(def, customers, { formColumns: { Phone: customers.PhoneNormalized } });
}
