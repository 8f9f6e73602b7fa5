/**
 * The browser's part of every field kind (typed over FieldKind: a new kind without an entry does not
 * compile): its editor in forms, its value as the form holds it and as the shared rules read it, how a
 * cell and the detail show it, its text in subtitles and history lines, its list filter and how a filter
 * chip reads it, and the reference data it chooses from. The shared part is src/domain/resources/kinds;
 * docs/decisions.md "Field kinds".
 */
import { emptyRules } from '../../domain/price-lists/rules';
import { RuleBuilder } from '../price-lists/RuleBuilder';
import { RulesValue } from '../price-lists/RulesValue';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { LOCALES } from '../../domain/constants';
import { fileKeyOf, optionOf } from '../../domain/resources/kinds';
import type { FieldDef, FieldKind, ResourceRecord, StoredFile } from '../../domain/resources/types';
import type { ReferenceState } from '../../store/reference';
import { htmlToText } from './format/record-text';
import type { ReferenceChoice } from './format/reference-data';
import { currencyOf, formatDay, formatInstant, scalarText } from './format/scalar-text';
import {
  CategoryValue,
  EnumValue,
  FileValue,
  ReferenceDataValue,
  ReferenceValue,
  TextValue,
  TranslationsValue,
  type ValueVariant,
} from './format/values';
import { EnumEditor, ReferenceDataEditor } from './form/editors/ChoiceEditors';
import { DateEditor } from './form/editors/DateEditor';
import { chromeOf } from './form/editors/FieldParts';
import { FileEditor } from './form/editors/FileEditor';
import { NumberEditor } from './form/editors/NumberEditor';
import { CategoryEditor, ReferenceEditor } from './form/editors/RecordEditors';
import { RichTextInput } from './form/editors/RichTextInput';
import { SwitchEditor } from './form/editors/SwitchEditor';
import { TextEditor } from './form/editors/TextEditor';
import { TranslationsEditor } from './form/editors/TranslationsEditor';
import type { EditorProps } from './form/editors/types';
import type { EditorContextValue } from './form/FieldEditor';
import { fromLocalDateTime, toLocalDateTime } from './form/form-values';
import {
  BooleanFilter,
  CategoryFilter,
  CategoryText,
  EnumFilter,
  RangeFilter,
  rangeText,
  ReferenceDataFilter,
  ReferenceFilter,
  ReferenceText,
  type FilterProps,
} from './list/filter-controls';
import { parseList } from './list/filter-values';
import styles from './format/format.module.css';
import { valueText } from '../../domain/value-text';

interface ValueArgs {
  field: FieldDef;
  record: ResourceRecord;
  value: unknown;
  variant: ValueVariant;
  intl: IntlShape;
}

export interface BrowserKind {
  /** The form's editor of the field (`ctx` is the form it is in). */
  editor(props: EditorProps, ctx: EditorContextValue, intl: IntlShape): ReactNode;
  /** A record's value (or the declared default) as the form edits it; `separator` is the reader's decimal sign. */
  formValue(field: FieldDef, value: unknown, separator: string): unknown;
  /** The form's text as the shared rules and normalization read it (a decimal point, an instant). */
  ruleValue?: (text: string) => unknown;
  /** The value as a cell (`cell`) or the detail shows it; called for a blank value only with `readsBlank`. */
  value(args: ValueArgs): ReactNode;
  /** A blank value is still the kind's to show (a switch says no, a file field reads its file). */
  readsBlank?: boolean;
  /** The value as one line of text in the reader's language (numbers, dates, yes/no, labels); absent: none. */
  text?(intl: IntlShape, field: FieldDef, value: unknown, record: Record<string, unknown>): string | null;
  /** The list filter control of a filterable field; absent: the kind is not filtered from the menu. */
  filter?: (props: FilterProps) => ReactNode;
  /** A filter value as its chip reads it; absent: the text as written. */
  filterText?: (intl: IntlShape, field: FieldDef, value: string) => ReactNode;
  /** The reference data the value is one of (locales, stores …). */
  choices?(data: ReferenceState): ReferenceChoice[];
  /** The name of one value when not its choice's label (a locale's name without its code). */
  choiceName?(data: ReferenceState, id: string): string;
}

/* Form values */

const asText = (_field: FieldDef, value: unknown) => (value == null ? '' : valueText(value));
const asNumberText = (_field: FieldDef, value: unknown, separator: string) =>
  value == null ? '' : valueText(value).replace('.', separator);
const asChoice = (field: FieldDef, value: unknown) =>
  field.multiple ? (Array.isArray(value) ? [...(value as unknown[])] : []) : (value ?? null);
const numberRuleValue = (text: string) => text.trim().replace(/\s/g, '').replace(',', '.');

/* Readings */

const textValue =
  (multiline = false) =>
  ({ field, value, variant }: ValueArgs) => <TextValue field={field} value={String(value)} variant={variant} multiline={multiline} />;
const numberValue = ({ field, value, record, intl }: ValueArgs) => (
  <span className={styles.number}>{scalarText(intl, field, value, record)}</span>
);
const referenceDataValue = ({ field, value }: ValueArgs) => <ReferenceDataValue field={field} value={value} />;

const enumText = (intl: IntlShape, field: FieldDef, value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .map((v) => {
      const option = optionOf(field, v);
      return option ? intl.formatMessage({ id: option.label }) : String(v);
    })
    .join(', ');

/* Filters */

const range = (type: 'date' | 'text'): Pick<BrowserKind, 'filter' | 'filterText'> => ({
  filter: (props) => <RangeFilter {...props} type={type} />,
  filterText: (intl, _field, value) => rangeText(intl, value),
});
const referenceData: Pick<BrowserKind, 'editor' | 'value' | 'filter' | 'filterText'> = {
  editor: (props) => <ReferenceDataEditor {...props} />,
  value: referenceDataValue,
  filter: (props) => <ReferenceDataFilter {...props} />,
  filterText: (_intl, field, value) => <ReferenceDataValue field={field} value={parseList(value)} />,
};

const numberKind = (text: BrowserKind['text']): BrowserKind => ({
  editor: (props, ctx) => <NumberEditor {...props} record={ctx.form.values} />,
  formValue: asNumberText,
  ruleValue: numberRuleValue,
  value: numberValue,
  text,
  ...range('text'),
});

export const BROWSER_KINDS: { readonly [K in FieldKind]: BrowserKind } = {
  text: { editor: (props) => <TextEditor {...props} />, formValue: asText, value: textValue() },
  longText: { editor: (props) => <TextEditor {...props} />, formValue: asText, value: textValue(true) },
  slug: {
    editor: (props, ctx, intl) => {
      const { field } = props;
      const follows = ctx.following.has(field.key);
      const source = ctx.def.fields.find((f) => f.key === field.source);
      const binding = {
        ...props.binding,
        onChange: (value: unknown) => {
          ctx.stopFollowing(field.key);
          props.binding.onChange(value);
        },
      };
      const description =
        follows && source
          ? intl.formatMessage({ id: 'resource.form.slugFollows' }, { source: intl.formatMessage({ id: source.label }) })
          : props.description;
      return <TextEditor {...props} binding={binding} description={description} />;
    },
    formValue: asText,
    value: textValue(),
  },
  password: {
    editor: (props, ctx, intl) => (
      <TextEditor
        {...props}
        description={ctx.mode === 'update' ? intl.formatMessage({ id: 'resource.form.passwordKeep' }) : props.description}
      />
    ),
    formValue: () => '',
    value: () => null,
  },
  richText: {
    editor: (props) => (
      <RichTextInput
        {...chromeOf(props)}
        value={typeof props.binding.value === 'string' ? props.binding.value : ''}
        onChange={props.binding.onChange}
      />
    ),
    formValue: asText,
    value: ({ value, variant }) =>
      variant === 'cell' ? (
        <>{htmlToText(String(value))}</>
      ) : (
        <div className={styles.rich} dangerouslySetInnerHTML={{ __html: String(value) }} />
      ),
  },
  integer: numberKind((intl, _field, value) => intl.formatNumber(Number(value))),
  decimal: numberKind((intl, field, value) => {
    const scale = field.scale ?? 2;
    return intl.formatNumber(Number(value), { minimumFractionDigits: scale, maximumFractionDigits: scale });
  }),
  money: numberKind((intl, field, value, record) =>
    intl.formatNumber(Number(value), {
      style: 'currency',
      currency: currencyOf(field, record),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  ),
  percentage: numberKind((intl, _field, value) =>
    intl.formatNumber(Number(value) / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ),
  boolean: {
    editor: (props) => <SwitchEditor {...props} />,
    formValue: (_field, value) => value === true,
    readsBlank: true,
    value: ({ field, value, intl }) => <>{scalarText(intl, field, value === true)}</>,
    text: (intl, _field, value) => intl.formatMessage({ id: value === true ? 'resource.value.yes' : 'resource.value.no' }),
    filter: (props) => <BooleanFilter {...props} />,
    filterText: (intl, field, value) => scalarText(intl, field, value === 'true'),
  },
  enum: {
    editor: (props) => <EnumEditor {...props} />,
    formValue: asChoice,
    value: ({ field, value }) => <EnumValue field={field} value={value} />,
    text: enumText,
    filter: (props) => <EnumFilter {...props} />,
    filterText: (intl, field, value) => enumText(intl, field, parseList(value)),
  },
  date: {
    editor: (props) => <DateEditor {...props} />,
    formValue: asText,
    value: numberValue,
    text: (intl, _field, value) => formatDay(intl, String(value)),
    ...range('date'),
  },
  datetime: {
    editor: (props) => <DateEditor {...props} />,
    formValue: (_field, value) => (typeof value === 'string' ? toLocalDateTime(value) : ''),
    ruleValue: (text) => (text ? fromLocalDateTime(text) : text),
    value: numberValue,
    text: (intl, _field, value) => formatInstant(intl, String(value)),
    ...range('date'),
  },
  locale: {
    ...referenceData,
    formValue: asText,
    choices: (data) => data.locales.map((l) => ({ id: l.Code, label: `${l.Name} (${l.Code})` })),
    choiceName: (data, id) => data.locales.find((l) => l.Code === id)?.Name ?? id,
  },
  store: { ...referenceData, formValue: asChoice, choices: (data) => data.stores.map((s) => ({ id: String(s.ID), label: s.Name })) },
  storeGroup: {
    ...referenceData,
    formValue: asChoice,
    choices: (data) => data.storeGroups.map((g) => ({ id: String(g.ID), label: g.Name })),
  },
  currencyGroup: {
    ...referenceData,
    formValue: asChoice,
    choices: (data) => data.currencyGroups.map((g) => ({ id: String(g.ID), label: `${g.Name} (${g.Currency})` })),
  },
  stockStatus: {
    ...referenceData,
    formValue: asChoice,
    choices: (data) => data.stockStatuses.map((s) => ({ id: String(s.id), label: s.content })),
  },
  priceListGroup: {
    ...referenceData,
    formValue: asChoice,
    // A group merged into another is no longer offered (SPEC.md: only those with no MergedFrom are shown), but still named.
    choices: (data) => data.priceListGroups.filter((g) => g.MergedFrom == null).map((g) => ({ id: String(g.ID), label: g.Name })),
    choiceName: (data, id) => data.priceListGroups.find((g) => String(g.ID) === id)?.Name ?? `#${id}`,
  },
  priceRules: {
    editor: (props) => <RuleBuilder {...props} />,
    // The tree as it is; the rule builder edits a copy of it at each change.
    formValue: (_field, value) => value ?? emptyRules(),
    value: ({ value, variant }) => <RulesValue value={value} variant={variant} />,
  },
  reference: {
    editor: (props) => <ReferenceEditor {...props} />,
    formValue: asChoice,
    value: ({ field, value }) => <ReferenceValue field={field} value={value} />,
    filter: (props) => <ReferenceFilter {...props} />,
    filterText: (_intl, field, value) => <ReferenceText field={field} id={Number(value)} />,
  },
  category: {
    editor: (props, ctx) => <CategoryEditor {...props} recordId={ctx.record?.ID ?? null} resourceName={ctx.def.name} />,
    formValue: asChoice,
    value: ({ value, variant }) => <CategoryValue value={value} variant={variant} />,
    filter: (props) => <CategoryFilter {...props} />,
    filterText: (_intl, _field, value) => <CategoryText id={Number(value)} />,
  },
  file: {
    editor: (props, ctx) => (
      <FileEditor {...props} current={(ctx.record?.[fileKeyOf(props.field)] as StoredFile | null | undefined) ?? null} />
    ),
    formValue: asChoice,
    readsBlank: true,
    value: ({ field, record, variant }) => <FileValue file={record[fileKeyOf(field)] as StoredFile | null | undefined} variant={variant} />,
  },
  translations: {
    editor: (props) => <TranslationsEditor {...props} />,
    formValue: (_field, value) => {
      const texts = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(LOCALES.map((l) => [l, typeof texts[l] === 'string' ? texts[l] : '']));
    },
    value: ({ field, value, variant }) => <TranslationsValue field={field} value={value} variant={variant} />,
  },
};
