/**
 * Shop customers: the table generated from the customers declaration (src/domain/resources/shop/customers.ts),
 * plus the numbers the free text matches in their normalized forms, each written by the engine beside the
 * value as entered and matched through its index: the phone number's international digits (e.g. 46701234567;
 * src/domain/phone.ts), the personal id number's twelve digits and the organisation number's ten
 * (src/domain/customers/identity-numbers.ts). Name and e-mail get trigram indexes from the declaration.
 * Beside it, the one-time login links into a customer's storefront.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './columns';
import { stores } from './common';
import { users } from './users';
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

/**
 * One-time links that let staff sign in to a customer's storefront as that customer (server/customers/login-links.ts):
 * the link carries a signed token naming its row; the row says whom, until when, and whether it was used.
 */
export const customerLoginLinks = pgTable('customer_login_links', {
  ...baseColumns(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.ID, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  createdBy: integer('created_by').references(() => users.id),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  /** `login` (log in as the customer) or `password-reset` (server/customers/login-links.ts LinkPurpose). */
  purpose: text('purpose').notNull().default('login'),
});
