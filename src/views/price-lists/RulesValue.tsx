/**
 * A price list's rules read as text (the `priceRules` field kind's value in details, cells and history):
 * nested lists of "all of" / "any of" with each rule's subject, condition and values named as the form names
 * them (records by title, categories by path, stock statuses and product types by label).
 */
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useResourcesByIds } from '../../api/resources';
import { resourceByName } from '../../domain/resources';
import { ruleCount, type AttributeRule, type PriceRule, type RuleGroup, type RuleNode } from '../../domain/price-lists/rules';
import { reference, type ReferenceState } from '../../store/reference';
import { recordTitle } from '../resource/format/record-text';
import { referenceDataName } from '../resource/format/reference-data';
import { useCategoryTree } from '../resource/pickers/useCategoryTree';
import { unitOf } from '../product/useAttribute';
import { ATTRIBUTE_OPERATOR_LABELS, useRuleAttribute } from './AttributeRuleEditor';
import { SUBJECT_FIELDS, SUBJECT_LABELS } from './rule-fields';
import styles from './RulesValue.module.css';

function useValueNames(rule: PriceRule): string[] {
  const intl = useIntl();
  const snap = useSnapshot(reference) as ReferenceState;
  const { byId } = useCategoryTree();
  const idRule = rule.subject === 'purchasePrice' || rule.subject === 'attribute' ? null : rule;
  const field = idRule ? SUBJECT_FIELDS[idRule.subject] : null;
  const ids = idRule ? idRule.values : [];
  const target = field?.kind === 'reference' ? (resourceByName.get(field.resource!) ?? null) : null;
  const { data } = useResourcesByIds(target, target ? ids : []);
  if (!field) return [];
  const locale = intl.locale.slice(0, 2);
  return ids.map((id) => {
    switch (field.kind) {
      case 'reference': {
        const record = data?.data?.find((r) => r.ID === id);
        return record && target ? recordTitle(target, record, locale) : `#${id}`;
      }
      case 'category':
        return byId.get(id)?.trail.join(' › ') ?? `#${id}`;
      case 'stockStatus':
        return referenceDataName(snap, 'stockStatus', id);
      default: {
        const option = field.options?.find((o) => o.value === id);
        return option ? intl.formatMessage({ id: option.label }) : String(id);
      }
    }
  });
}

/** "Colour is one of Svart or Vit", "Battery capacity is between 3,000 and 4,500 mAh": the attribute by its name, numbers in the reader's notation with the unit. */
function AttributeRuleText({ rule }: { rule: AttributeRule }) {
  const intl = useIntl();
  const attribute = useRuleAttribute(rule.attributeId || null);
  const locale = intl.locale.slice(0, 2);
  const subject = attribute ? recordTitle(resourceByName.get('attributes')!, attribute, locale) : `#${rule.attributeId}`;
  const condition = intl.formatMessage({ id: ATTRIBUTE_OPERATOR_LABELS[rule.operator] });
  if (rule.operator === 'in') {
    return (
      <>
        {intl.formatMessage(
          { id: 'priceRules.text.attribute' },
          { subject, condition, values: intl.formatList(rule.values, { type: 'disjunction' }) },
        )}
      </>
    );
  }
  const unit = unitOf(attribute) ? ` ${unitOf(attribute)}` : '';
  const numbers = rule.values.map((v) => intl.formatNumber(Number(v), { maximumFractionDigits: 3 }));
  const values =
    rule.operator === 'between'
      ? intl.formatMessage({ id: 'priceRules.text.attributeRange' }, { min: numbers[0] ?? '', max: numbers[1] ?? '' })
      : (numbers[0] ?? '');
  return <>{intl.formatMessage({ id: 'priceRules.text.attribute' }, { subject, condition, values: `${values}${unit}` })}</>;
}

function RuleText({ rule }: { rule: PriceRule }) {
  const intl = useIntl();
  const names = useValueNames(rule);
  if (rule.subject === 'attribute') return <AttributeRuleText rule={rule} />;
  const subject = intl.formatMessage({ id: SUBJECT_LABELS[rule.subject] });
  if (rule.subject === 'purchasePrice') {
    const amount = (text: string | null) => (text == null ? null : intl.formatNumber(Number(text), { style: 'currency', currency: 'SEK' }));
    const [min, max] = [amount(rule.min), amount(rule.max)];
    const id = min && max ? 'priceRules.text.between' : min ? 'priceRules.text.atLeast' : 'priceRules.text.atMost';
    return <>{intl.formatMessage({ id }, { subject, min: min ?? '', max: max ?? '' })}</>;
  }
  const id = rule.operator === 'in' ? 'priceRules.text.in' : 'priceRules.text.notIn';
  return (
    <>
      {intl.formatMessage(
        { id },
        { subject, values: rule.operator === 'in' ? intl.formatList(names, { type: 'disjunction' }) : names.join(', ') },
      )}
    </>
  );
}

function GroupText({ group }: { group: RuleGroup }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage({ id: group.match === 'all' ? 'priceRules.text.all' : 'priceRules.text.any' })}
      <ul className={styles.list}>
        {group.children.map((child: RuleNode, index) => (
          <li key={index}>{child.kind === 'group' ? <GroupText group={child} /> : <RuleText rule={child} />}</li>
        ))}
      </ul>
    </>
  );
}

export function RulesValue({ value, variant }: { value: unknown; variant: 'cell' | 'detail' }) {
  const intl = useIntl();
  const tree = value as RuleGroup | null;
  if (!tree || tree.kind !== 'group') return null;
  const count = ruleCount(tree);
  if (variant === 'cell' || count === 0) {
    return <>{intl.formatMessage({ id: count === 0 ? 'priceRules.text.none' : 'priceRules.text.count' }, { count })}</>;
  }
  return (
    <div className={styles.tree}>
      <GroupText group={tree} />
    </div>
  );
}
