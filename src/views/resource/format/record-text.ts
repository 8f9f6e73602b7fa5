/** Plain-text readings of record values: a translated text in the reader's language, a record's title. */
import type { Locale } from '../../../domain/constants';
import { htmlToLine } from '../../../domain/html';
import { fileKeyOf, holdsHtml, isPerLocale, optionOf, refersToRecord, translatedText } from '../../../domain/resources/kinds';
import { plainMessage } from '../../../intl';
import type { IntlShape } from 'react-intl';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { reference } from '../../../store/reference';
import { hasReferenceData, referenceDataName } from './reference-data';
import { scalarText } from './scalar-text';
import { valueText } from '../../../domain/value-text';

export { translatedText };

export function fieldOf(def: ResourceDef, key: string): FieldDef | undefined {
  return def.fields.find((f) => f.key === key);
}

/** A text-like or enum field's value as one line of plain text. */
function plainText(field: FieldDef | undefined, value: unknown, locale: string): string {
  if (value == null) return '';
  if (field && isPerLocale(field)) {
    const text = translatedText(value, locale);
    return holdsHtml(field) ? htmlToLine(text) : text;
  }
  if (field && holdsHtml(field)) return htmlToLine(valueText(value));
  // A code reads as its label (an image's type, a change's field), as every other place shows it.
  const option = field?.kind === 'enum' ? optionOf(field, value) : undefined;
  if (option) return plainMessage(locale as Locale, option.label) ?? valueText(value);
  return typeof value === 'object' ? '' : valueText(value);
}

/** One language's text of a translations field as one line of plain text (HTML reduced to its text). */
export function localeText(field: FieldDef, text: unknown, locale: string): string {
  if (text == null) return '';
  return holdsHtml(field) ? htmlToLine(valueText(text)) : plainText(undefined, text, locale);
}

/**
 * What names a record: its title field, or `#ID` when that is empty. A title field that refers to another
 * record names it by that record's title (`useRecordTitle`, `RecordTitle`), never by its bare id: until that
 * title is known the record reads as `#ID`.
 */
export function recordTitle(def: ResourceDef, record: ResourceRecord, locale: string): string {
  const field = fieldOf(def, def.titleField);
  const value = record[def.titleField];
  // A price's currency group by its name, as the reference data names it.
  if (field && hasReferenceData(field.kind) && value != null) return referenceDataName(reference, field.kind, value);
  if (field && refersToRecord(field)) return `#${record.ID}`;
  return plainText(field, value, locale) || `#${record.ID}`;
}

/**
 * The line under the title, when the resource declares one: dates, numbers and choices read as the
 * reader's language writes them (never a raw ISO instant or a code), text as it is.
 */
export function recordSubtitle(def: ResourceDef, record: ResourceRecord, intl: IntlShape): string {
  if (!def.subtitleField) return '';
  const field = fieldOf(def, def.subtitleField);
  // A file field holds the file's id; the record carries the file itself beside it.
  if (field?.kind === 'file') return (record[fileKeyOf(field)] as { Name?: string } | null | undefined)?.Name ?? '';
  const value = record[def.subtitleField];
  return (field && scalarText(intl, field, value, record)) ?? plainText(field, value, intl.locale.slice(0, 2));
}

/**
 * A resource's noun inside a sentence ("Du kan läsa produkter …", "Lägg till orderrad"): the catalogues write
 * nouns as they stand alone (a tab, a heading: "Orderrader"), and a sentence takes them in lower case.
 */
export function nounInSentence(
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>,
  def: Pick<ResourceDef, 'noun'>,
  form: 'one' | 'other' = 'other',
): string {
  return intl.formatMessage({ id: def.noun[form] }).toLocaleLowerCase(intl.locale);
}
