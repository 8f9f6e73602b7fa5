/**
 * The browser's part of every field kind, joined per kind (typed over FieldKind: a new kind without an entry
 * does not compile): its editor in forms, how a cell and the detail show its value, its list filter and how a
 * filter chip reads it. This map is the top of the kinds' layers and nothing it imports imports it. Below it,
 * each with its own map typed over every kind: the one-line text of a value (format/scalar-text.ts), the
 * reference data a kind chooses from (format/reference-data.ts) and the value as the form holds it
 * (form/form-values.ts). The shared part is src/domain/resources/kinds; docs/decisions.md "Field kinds".
 */
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { htmlToLine } from '../../domain/html';
import { fileKeyOf } from '../../domain/resources/kinds';
import type { FieldDef, FieldKind, ResourceRecord, StoredFile } from '../../domain/resources/types';
import { RulesValue } from '../price-lists/RulesValue';
import { EnumEditor, ReferenceDataEditor } from './form/editors/ChoiceEditors';
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
import { enumText, scalarText } from './format/scalar-text';
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
import { deferred } from '../common/deferred';
import styles from './format/format.module.css';

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
  /** The value as a cell (`cell`) or the detail shows it; called for a blank value only with `readsBlank`. */
  value(args: ValueArgs): ReactNode;
  /** A blank value is still the kind's to show (a switch says no, a file field reads its file). */
  readsBlank?: boolean;
  /** The list filter control of a filterable field; absent: the kind is not filtered from the menu. */
  filter?: (props: FilterProps) => ReactNode;
  /** A filter value as its chip reads it; absent: the text as written. */
  filterText?(intl: IntlShape, field: FieldDef, value: string): ReactNode;
}

/*
 * Editors heavy enough for their own chunk (issue 19 §7): the date picker (react-aria's calendars and
 * @internationalized/date, most of a list screen's script otherwise) and the price-list rule builder. A form
 * is never the first thing a screen paints; screens preload these when the browser is idle (preloadEditors).
 */
const DateEditor = deferred(() => import('./form/editors/DateEditor').then((m) => m.DateEditor));
const RuleBuilder = deferred(() => import('../price-lists/RuleBuilder').then((m) => m.RuleBuilder));

/** Fetches the deferred editors' chunks, so that a form opens without waiting for them. */
export function preloadEditors(): void {
  for (const part of [DateEditor, RuleBuilder]) part.preload().catch(() => undefined);
}

/* Readings */

const textValue =
  (multiline = false) =>
  ({ field, value, variant }: ValueArgs) => <TextValue field={field} value={String(value)} variant={variant} multiline={multiline} />;
const numberValue = ({ field, value, record, intl }: ValueArgs) => (
  <span className={styles.number}>{scalarText(intl, field, value, record)}</span>
);
const referenceDataValue = ({ field, value }: ValueArgs) => <ReferenceDataValue field={field} value={value} />;

/* Filters */

const range = (type: 'date' | 'text'): Pick<BrowserKind, 'filter' | 'filterText'> => ({
  filter: (props) => <RangeFilter {...props} type={type} />,
  filterText: (intl, _field, value) => rangeText(intl, value),
});
const referenceData: BrowserKind = {
  editor: (props) => <ReferenceDataEditor {...props} />,
  value: referenceDataValue,
  filter: (props) => <ReferenceDataFilter {...props} />,
  filterText: (_intl, field, value) => <ReferenceDataValue field={field} value={parseList(value)} />,
};

const numberKind: BrowserKind = {
  editor: (props, ctx) => <NumberEditor {...props} record={ctx.around ? { ...ctx.around, ...ctx.form.values } : ctx.form.values} />,
  value: numberValue,
  ...range('text'),
};

export const BROWSER_KINDS: { readonly [K in FieldKind]: BrowserKind } = {
  text: { editor: (props) => <TextEditor {...props} />, value: textValue() },
  longText: { editor: (props) => <TextEditor {...props} />, value: textValue(true) },
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
    value: textValue(),
  },
  password: {
    editor: (props, ctx, intl) => (
      <TextEditor
        {...props}
        description={ctx.mode === 'update' ? intl.formatMessage({ id: 'resource.form.passwordKeep' }) : props.description}
      />
    ),
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
    value: ({ value, variant }) =>
      variant === 'cell' ? (
        <>{htmlToLine(String(value))}</>
      ) : (
        <div className={styles.rich} dangerouslySetInnerHTML={{ __html: String(value) }} />
      ),
  },
  integer: numberKind,
  decimal: numberKind,
  money: numberKind,
  percentage: numberKind,
  boolean: {
    editor: (props) => <SwitchEditor {...props} />,
    readsBlank: true,
    value: ({ field, value, intl }) => <>{scalarText(intl, field, value === true)}</>,
    filter: (props) => <BooleanFilter {...props} />,
    filterText: (intl, field, value) => scalarText(intl, field, value === 'true'),
  },
  enum: {
    editor: (props) => <EnumEditor {...props} />,
    value: ({ field, value }) => <EnumValue field={field} value={value} />,
    filter: (props) => <EnumFilter {...props} />,
    filterText: (intl, field, value) => enumText(intl, field, parseList(value)),
  },
  date: { editor: (props) => <DateEditor.Component {...props} />, value: numberValue, ...range('date') },
  datetime: { editor: (props) => <DateEditor.Component {...props} />, value: numberValue, ...range('date') },
  locale: referenceData,
  country: referenceData,
  store: referenceData,
  storeGroup: referenceData,
  currencyGroup: referenceData,
  stockStatus: referenceData,
  priceListGroup: referenceData,
  priceRules: {
    editor: (props) => <RuleBuilder.Component {...props} />,
    value: ({ value, variant }) => <RulesValue value={value} variant={variant} />,
  },
  reference: {
    editor: (props) => <ReferenceEditor {...props} />,
    value: ({ field, value, variant }) => <ReferenceValue field={field} value={value} variant={variant} />,
    filter: (props) => <ReferenceFilter {...props} />,
    filterText: (_intl, field, value) => <ReferenceText field={field} id={Number(value)} />,
  },
  category: {
    editor: (props, ctx) => <CategoryEditor {...props} recordId={ctx.record?.ID ?? null} resourceName={ctx.def.name} />,
    value: ({ value, variant }) => <CategoryValue value={value} variant={variant} />,
    filter: (props) => <CategoryFilter {...props} />,
    filterText: (_intl, _field, value) => <CategoryText id={Number(value)} />,
  },
  file: {
    editor: (props, ctx) => (
      <FileEditor {...props} current={(ctx.record?.[fileKeyOf(props.field)] as StoredFile | null | undefined) ?? null} />
    ),
    readsBlank: true,
    value: ({ field, record, variant }) => <FileValue file={record[fileKeyOf(field)] as StoredFile | null | undefined} variant={variant} />,
  },
  translations: {
    editor: (props) => <TranslationsEditor {...props} />,
    value: ({ field, value, variant }) => <TranslationsValue field={field} value={value} variant={variant} />,
  },
};
