/** Reference data shared by every area: locales, countries, currencies, storefronts and VAT. */
import { integer, numeric, pgTable, text, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { files } from './files';

export const locales = pgTable('locales', {
  ...baseColumns(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

export const countries = pgTable('countries', {
  ...baseColumns(),
  /** ISO 3166-1 alpha-2. */
  code: text('code').notNull().unique(),
  /** The Swedish name (the default locale's; /common/countries answers it unless X-Locale asks for English). */
  name: text('name').notNull(),
  /** The English name; null on rows a database had before the migration that brought the ISO list filled it. */
  nameEn: text('name_en'),
});

/** ISO 4217 currencies (every database, from the migrations): what a store's and a currency group's currency may be. */
export const currencies = pgTable('currencies', {
  ...baseColumns(),
  code: text('code').notNull().unique(),
  /** Swedish and English names. */
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** Digits after the decimal point of the minor unit (SEK 2, JPY 0, KWD 3). */
  minorUnits: integer('minor_units').notNull(),
});

export const currencyGroups = pgTable('currency_groups', {
  ...baseColumns(),
  name: text('name').notNull(),
  /** ISO 4217. */
  currency: text('currency').notNull(),
  /**
   * What one unit of the currency is worth in SEK (SEK itself 1), six decimals: the order checks' "value
   * above 5,000 SEK" and the return thresholds compare amounts of NOK and EUR stores in SEK through it
   * (src/domain/money.ts convertMinor). Reference data, seeded; not edited in the console yet.
   */
  sekRate: numeric('sek_rate', { precision: 12, scale: 6 }).notNull().default('1'),
});

export const storeGroups = pgTable('store_groups', {
  ...baseColumns(),
  name: text('name').notNull(),
  currencyGroupId: integer('currency_group_id')
    .notNull()
    .references(() => currencyGroups.id),
});

export const stores = pgTable('stores', {
  ...baseColumns(),
  name: text('name').notNull(),
  domain: text('domain').notNull().unique(),
  storeGroupId: integer('store_group_id')
    .notNull()
    .references(() => storeGroups.id),
  currency: text('currency').notNull(),
  locale: text('locale').notNull(),
  countryCode: text('country_code').notNull(),
  /** The name the customer knows the store by, printed on its invoices and letters (default: the store's name). */
  brandName: text('brand_name'),
  /** The brand's logo (an uploaded PNG or JPEG), printed on invoices. */
  logoFileId: integer('logo_file_id').references(() => files.id),
  /**
   * The seller an invoice names (issue 20 §0): the company, its organisation and VAT numbers, postal address and the
   * account the customer pays to (a bankgiro, plusgiro or IBAN, as written). An invoice is not sent while they are missing.
   */
  legalName: text('legal_name'),
  organisationNumber: text('organisation_number'),
  vatNumber: text('vat_number'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  paymentAccount: text('payment_account'),
  /** Where customers write and call (printed on invoices; the sender of its e-mail when set). */
  email: text('email'),
  phone: text('phone'),
});

export const vatTypes = pgTable('vat_types', {
  ...baseColumns(),
  name: text('name').notNull(),
});

export const vat = pgTable(
  'vat',
  {
    ...baseColumns(),
    countryCode: text('country_code').notNull(),
    vatTypeId: integer('vat_type_id')
      .notNull()
      .references(() => vatTypes.id),
    /** Percent, e.g. 25.00. */
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('vat_country_type_key').on(t.countryCode, t.vatTypeId)],
);
