/**
 * A price list's rules read as text (the `priceRules` field kind's value in details, cells and history):
 * nested lists of "all of" / "any of" with each rule's subject, condition and values named as the form names
 * them (records by title, categories by path, stock statuses and product types by label).
 */
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useResourcesByIds } from '../../api/resources';
import { resourceByName } from '../../domain/resources';
import { ruleCount, type PriceRule, type RuleGroup, type RuleNode } from '../../domain/price-lists/rules';
import { reference, type ReferenceState } from '../../store/reference';
import { recordTitle } from '../resource/format/record-text';
import { referenceDataName } from '../resource/format/reference-data';
import { useCategoryTree } from '../resource/pickers/useCategoryTree';
import { SUBJECT_FIELDS, SUBJECT_LABELS } from './rule-fields';
import styles from './RulesValue.module.css';

function useValueNames(rule: PriceRule): string[] {
  const intl = useIntl();
  const snap = useSnapshot(reference) as ReferenceState;
  const { byId } = useCategoryTree();
  const field = rule.subject === 'purchasePrice' ? null : SUBJECT_FIELDS[rule.subject];
  const ids = rule.subject === 'purchasePrice' ? [] : rule.values;
  const target = field?.kind === 'reference' ? resourceByName.get(field.resource!) ?? null : null;
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

function RuleText({ rule }: { rule: PriceRule }) {
  const intl = useIntl();
  const names = useValueNames(rule);
  const subject = intl.formatMessage({ id: SUBJECT_LABELS[rule.subject] });
  if (rule.subject === 'purchasePrice') {
    const amount = (text: string | null) => (text == null ? null : intl.formatNumber(Number(text), { style: 'currency', currency: 'SEK' }));
    const [min, max] = [amount(rule.min), amount(rule.max)];
    const id = min && max ? 'priceRules.text.between' : min ? 'priceRules.text.atLeast' : 'priceRules.text.atMost';
    return <>{intl.formatMessage({ id }, { subject, min: min ?? '', max: max ?? '' })}</>;
  }
  const id = rule.operator === 'in' ? 'priceRules.text.in' : 'priceRules.text.notIn';
  return <>{intl.formatMessage({ id }, { subject, values: rule.operator === 'in' ? intl.formatList(names, { type: 'disjunction' }) : names.join(', ') })}</>;
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
  return <div className={styles.tree}><GroupText group={tree} /></div>;
}
