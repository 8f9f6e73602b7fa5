/**
 * Every field kind's shared part by its name (typed over FieldKind: a kind added to types.ts without a
 * module here does not compile), the builder functions declarations use, and the traits the engine asks
 * a field about.
 */
import type { FieldDef, FieldKind } from '../types';
import { booleanKind } from './boolean';
import { categoryKind } from './category';
import { currencyGroupKind } from './currency-group';
import { dateKind } from './date';
import { datetimeKind } from './datetime';
import { decimalKind } from './decimal';
import { enumKind } from './enum';
import { fileKind } from './file';
import { integerKind } from './integer';
import type { DomainKind } from './kind';
import { localeKind } from './locale';
import { countryKind } from './country';
import { longTextKind } from './long-text';
import { moneyKind } from './money';
import { passwordKind } from './password';
import { priceListGroupKind } from './price-list-group';
import { priceRulesKind } from './price-rules';
import { percentageKind } from './percentage';
import { referenceKind } from './reference';
import { richTextKind } from './rich-text';
import { slugKind } from './slug';
import { stockStatusKind } from './stock-status';
import { storeKind } from './store';
import { storeGroupKind } from './store-group';
import { textKind } from './text';
import { translationsKind } from './translations';

export const KINDS: { readonly [K in FieldKind]: DomainKind } = {
  text: textKind,
  longText: longTextKind,
  slug: slugKind,
  integer: integerKind,
  decimal: decimalKind,
  money: moneyKind,
  percentage: percentageKind,
  boolean: booleanKind,
  enum: enumKind,
  date: dateKind,
  datetime: datetimeKind,
  locale: localeKind,
  country: countryKind,
  store: storeKind,
  storeGroup: storeGroupKind,
  currencyGroup: currencyGroupKind,
  stockStatus: stockStatusKind,
  priceListGroup: priceListGroupKind,
  priceRules: priceRulesKind,
  richText: richTextKind,
  file: fileKind,
  reference: referenceKind,
  category: categoryKind,
  translations: translationsKind,
  password: passwordKind,
};

/** A write-only secret (a password): never answered, exported, shown or recorded. */
export const isSecret = (field: Pick<FieldDef, 'kind'>) => KINDS[field.kind].secret === true;

/** One text per locale (translations). */
export const isPerLocale = (field: Pick<FieldDef, 'kind'>) => KINDS[field.kind].perLocale === true;

/** Listed with a `from..to` range filter. */
export const isRangeKind = (field: Pick<FieldDef, 'kind'>) => KINDS[field.kind].range === true;

/** Holds HTML (rich text, or translations of rich text): sanitized on the server, read as text in one line. */
export const holdsHtml = (field: FieldDef) =>
  KINDS[field.kind].html === true || (isPerLocale(field) && KINDS[field.of ?? 'text'].html === true);

/** Holds ids of records elsewhere (stores, files, categories, other resources). */
export const refersToRecord = (field: Pick<FieldDef, 'kind'>) => KINDS[field.kind].refersToRecord === true;

export type { DomainKind, WriteMode } from './kind';
export { boolean } from './boolean';
export { category } from './category';
export { currencyGroup } from './currency-group';
export { date, isUnreadable, UNREADABLE_DATE } from './date';
export { datetime } from './datetime';
export { decimal } from './decimal';
export { codes, enumeration, hasNumericCodes, optionOf } from './enum';
export { file, fileKeyOf } from './file';
export { integer } from './integer';
export { locale } from './locale';
export { country } from './country';
export { longText } from './long-text';
export { money } from './money';
export { priceListGroup } from './price-list-group';
export { priceRules } from './price-rules';
export { password } from './password';
export { percentage } from './percentage';
export { reference, targetResource } from './reference';
export { richText } from './rich-text';
export { slug } from './slug';
export { stockStatus } from './stock-status';
export { store } from './store';
export { storeGroup } from './store-group';
export { email, text } from './text';
export { translatedText, translations } from './translations';
