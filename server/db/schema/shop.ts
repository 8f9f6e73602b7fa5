/**
 * Shop customers: the table generated from the customers declaration (src/domain/resources/shop/customers.ts),
 * plus the phone number in its normalized form (international digits without + or 00, e.g. 46701234567;
 * src/domain/phone.ts), which the engine writes beside the number as entered and matches through its index.
 */
import { index, text } from 'drizzle-orm/pg-core';
import { customers as customerDef } from '../../../src/domain/resources/shop/customers';
import { resourceTable } from './resource-table';

export const customers = resourceTable(customerDef, {
  columns: { PhoneNormalized: text('phone_normalized').notNull() },
  indexes: (t) => [index('customers_phone_normalized_idx').on(t.PhoneNormalized)],
});
