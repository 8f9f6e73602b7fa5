/** Editors that choose among known values: enum codes, locales, storefronts and store groups. */
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { FieldDef } from '../../../../domain/resources/types';
import { reference, type ReferenceState } from '../../../../store/reference';
import { hasNumericCodes, refersToRecord } from '../../../../domain/resources/kinds';
import { referenceDataChoices } from '../../format/reference-data';
import { Choice, type ChoiceOption } from './Choice';
import { ChoiceSet } from './ChoiceSet';
import { chromeOf } from './FieldParts';
import type { EditorProps } from './types';
import { valueText } from '../../../../domain/value-text';

function ChoiceEditor(props: EditorProps & { options: readonly ChoiceOption[] }) {
  const { field, binding, options } = props;
  const intl = useIntl();
  const numeric = hasNumericCodes(field) || refersToRecord(field);
  const toValue = (id: string) => (numeric ? Number(id) : id);
  if (field.multiple) {
    const chosen = Array.isArray(binding.value) ? binding.value.map(String) : [];
    return <ChoiceSet {...chromeOf(props)} options={options} value={chosen} onChange={(ids) => binding.onCommit(ids.map(toValue))} />;
  }
  return (
    <Choice
      {...chromeOf(props)}
      options={options}
      value={binding.value == null || binding.value === '' ? null : valueText(binding.value)}
      onChange={(id) => binding.onCommit(id == null ? null : toValue(id))}
      emptyLabel={field.required ? undefined : intl.formatMessage({ id: 'resource.form.none' })}
    />
  );
}

export function enumOptions(intl: ReturnType<typeof useIntl>, field: FieldDef): ChoiceOption[] {
  return (field.options ?? []).map((o) => ({ id: String(o.value), label: intl.formatMessage({ id: o.label }) }));
}

export function EnumEditor(props: EditorProps) {
  const intl = useIntl();
  return <ChoiceEditor {...props} options={enumOptions(intl, props.field)} />;
}

/** Options from the reference data for locale, store and store-group fields. */
export function useReferenceOptions(field: FieldDef): ChoiceOption[] {
  const snap = useSnapshot(reference);
  return referenceDataChoices(snap as ReferenceState, field.kind);
}

export function ReferenceDataEditor(props: EditorProps) {
  return <ChoiceEditor {...props} options={useReferenceOptions(props.field)} />;
}
