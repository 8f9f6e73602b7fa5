/**
 * Shop customers: the table generated from the customers declaration (src/domain/resources/shop/customers.ts),
 * plus the numbers the free text matches in their normalized forms, each written by the engine beside the
 * value as entered and matched through its index: the phone number's international digits (e.g. 46701234567;
 * src/domain/phone.ts), the personal id number's twelve digits and the organisation number's ten
 * (src/domain/customers/identity-numbers.ts). Name and e-mail get trigram indexes from the declaration.
 */
import { index, text } from 'drizzle-orm/pg-core';
import { customers as customerDef } from '../../../src/domain/resources/shop/customers';
import { resourceTable } from './resource-table';

export const customers = resourceTable(customerDef, {
  columns: {
    PhoneNormalized: text('phone_normalized').notNull(),
    PersonalIdNormalized: text('personal_id_normalized'),
    OrganisationNumberNormalized: text('organisation_number_normalized'),
  },
  indexes: (t) => [
    index('customers_phone_normalized_idx').on(t.PhoneNormalized),
    index('customers_personal_id_normalized_idx').on(t.PersonalIdNormalized),
    index('customers_organisation_number_normalized_idx').on(t.OrganisationNumberNormalized),
  ],
});
