/**
 * An attribute rule in the rule builder (docs/decisions.md "Price lists"): the attribute, picked with the
 * engine's search picker; the conditions that fit its value type (a text attribute: is one of texts; a
 * numeric one: =, ≥, ≤ or between numbers in its unit); and the values, typed. The attribute is read once
 * for its type and unit (the picker reads the same record, so one request serves both).
 */
import { useIntl } from 'react-intl';
import { api } from '../../api/client';
import { resourceBase } from '../../api/resources';
import {
  NUMERIC_ATTRIBUTE_OPERATORS,
  TEXT_ATTRIBUTE_OPERATORS,
  type AttributeOperator,
  type AttributeRule,
} from '../../domain/price-lists/rules';
import type { ResourceRecord } from '../../domain/resources/types';
import { Choice } from '../resource/form/editors/Choice';
import { TextEditor } from '../resource/form/editors/TextEditor';
import type { FieldBinding } from '../resource/form/useResourceForm';
import { ReferencePicker } from '../resource/pickers/ReferencePicker';
import { ATTRIBUTES, unitOf, useAttribute } from '../product/useAttribute';
import { valueText } from '../../domain/value-text';

/** Message ids of the attribute conditions (the builder's options and the summary's words). */
export const ATTRIBUTE_OPERATOR_LABELS: Readonly<Record<AttributeOperator, string>> = {
  in: 'priceRules.attribute.in',
  eq: 'priceRules.attribute.eq',
  gte: 'priceRules.attribute.gte',
  lte: 'priceRules.attribute.lte',
  between: 'priceRules.attribute.between',
};

/** The attribute a rule names (null until chosen or while it loads). */
export const useRuleAttribute = (id: number | null) => useAttribute(id || null);

/** A new attribute rule: no attribute yet, the text condition. */
export function newAttributeRule(): AttributeRule {
  return { kind: 'rule', subject: 'attribute', attributeId: 0, operator: 'in', values: [] };
}

const numericType = (attribute: ResourceRecord | null) => attribute?.ValueType === 'numeric';

/** How many values an operator takes, for the inputs shown. */
const slots = (operator: AttributeOperator) => (operator === 'between' ? 2 : 1);

interface Props {
  rule: AttributeRule;
  onChange: (rule: AttributeRule) => void;
  onBlur: () => void;
  isDisabled?: boolean;
}

/** The attribute and its condition, in the rule's row. */
export function AttributeCondition({ rule, onChange, onBlur, isDisabled }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const attribute = useRuleAttribute(rule.attributeId || null);
  const operators = numericType(attribute) ? NUMERIC_ATTRIBUTE_OPERATORS : TEXT_ATTRIBUTE_OPERATORS;
  const choose = async (id: number | null) => {
    if (id == null) return onChange({ ...rule, attributeId: 0 });
    // Another attribute may be of the other type: its first condition, and the values start over then.
    const chosen = await api.get<ResourceRecord>(`${resourceBase(ATTRIBUTES)}/${id}`).catch(() => null);
    const fits = chosen ? (chosen.ValueType === 'numeric') === (rule.operator !== 'in') : true;
    onChange(
      fits
        ? { ...rule, attributeId: id }
        : { ...rule, attributeId: id, operator: chosen?.ValueType === 'numeric' ? 'eq' : 'in', values: [] },
    );
  };
  return (
    <>
      <ReferencePicker
        target={ATTRIBUTES}
        value={rule.attributeId || null}
        onChange={(id) => void choose(id)}
        onBlur={onBlur}
        label={t('priceRules.attributeLabel')}
        isDisabled={isDisabled}
      />
      <Choice
        label={t('priceRules.operatorLabel')}
        options={operators.map((id) => ({ id, label: t(ATTRIBUTE_OPERATOR_LABELS[id]) }))}
        value={operators.includes(rule.operator as never) ? rule.operator : null}
        isDisabled={isDisabled || !attribute}
        onBlur={onBlur}
        onChange={(id) => {
          if (!id || id === rule.operator) return;
          const operator = id as AttributeOperator;
          onChange({ ...rule, operator, values: rule.values.slice(0, slots(operator)) });
        }}
      />
    </>
  );
}

/** The rule's values: texts one per line, or one or two numbers with the attribute's unit beside them. */
export function AttributeValues({ rule, onChange, onBlur, isDisabled }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const attribute = useRuleAttribute(rule.attributeId || null);
  if (rule.operator === 'in') {
    const binding: FieldBinding = {
      value: rule.values.join('\n'),
      onChange: (v) => onChange({ ...rule, values: valueText(v ?? '') === '' ? [] : String(v).split('\n') }),
      onCommit: (v) => onChange({ ...rule, values: valueText(v ?? '') === '' ? [] : String(v).split('\n') }),
      onBlur,
    };
    return (
      <TextEditor
        field={{ key: 'Values', kind: 'longText', label: '' }}
        label={t('priceRules.attribute.texts')}
        description={t('priceRules.attribute.textsHelp')}
        binding={binding}
        isDisabled={isDisabled}
      />
    );
  }
  const unit = unitOf(attribute);
  const labels =
    rule.operator === 'between' ? ['priceRules.attribute.lowest', 'priceRules.attribute.highest'] : ['priceRules.attribute.number'];
  const set = (index: number, text: string) => {
    const values = Array.from({ length: slots(rule.operator) }, (_, i) => rule.values[i] ?? '');
    values[index] = text;
    onChange({ ...rule, values });
  };
  return (
    <>
      {labels.map((label, index) => (
        <TextEditor
          key={label}
          field={{ key: `Values${index}`, kind: 'decimal', label: '' }}
          label={t(label)}
          binding={{
            value: rule.values[index] ?? '',
            onChange: (v) => set(index, valueText(v ?? '')),
            onCommit: (v) => set(index, valueText(v ?? '')),
            onBlur,
          }}
          isDisabled={isDisabled}
          inputMode="decimal"
          numeric
          affix={unit}
        />
      ))}
    </>
  );
}
