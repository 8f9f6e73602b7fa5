/**
 * Customers on the hand-written `customers` table (server/db/schema/shop.ts). The phone number is matched in
 * its normalized form (phone_normalized, indexed), which the storefronts write beside the number as entered.
 */
import type { ResourceDef } from '../../../src/domain/resources/types';
import { customers } from '../../db/schema';
import { bindResource, type ResourceBinding } from '../binding';

export function bindCustomers(def: ResourceDef): ResourceBinding {
  return bindResource(def, customers, {
    columns: { Name: customers.name, Email: customers.email, Phone: customers.phone, City: customers.city, StoreID: customers.storeId },
    formColumns: { Phone: customers.phoneNormalized },
  });
}
