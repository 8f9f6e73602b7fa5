/**
 * Field constructors for declarations: `text('Name', { required: true, list: 2, searchable: true })`.
 * Each returns plain data (a FieldDef); the label defaults to the shared message `fields.<Key>`. Each
 * builder lives with its kind in ./kinds (one module per FieldKind).
 */
export {
  boolean,
  category,
  codes,
  country,
  currencyGroup,
  date,
  datetime,
  decimal,
  email,
  enumeration,
  file,
  integer,
  locale,
  longText,
  money,
  password,
  percentage,
  priceListGroup,
  priceRules,
  reference,
  richText,
  slug,
  stockStatus,
  store,
  storeGroup,
  text,
  translations,
} from './kinds';
