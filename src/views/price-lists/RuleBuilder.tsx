/**
 * The editor of a price list's rules (the `priceRules` field kind; SPEC.md "rule builders (match all /
 * match any, add rule, add group)"): a tree of fieldsets, each group with its match-all/match-any choice,
 * its rules and nested groups, and buttons to add a rule, add a group and remove; each rule with its subject,
 * its condition and its values edited by the form's own editor for that kind (rule-fields.ts). Every control
 * is a native button, select or input with an accessible name, groups and rules are named by their place
 * ("Rule 2.1"), as the validation messages name them; a new rule or group takes the focus.
 */
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Plus, Trash2 } from 'lucide-react';
import {
  emptyRules,
  RULE_LIMITS,
  SUBJECTS,
  type IdRule,
  type PriceRule,
  type RuleGroup,
  type RuleNode,
  type RuleSubject,
} from '../../domain/price-lists/rules';
import { Button } from '../common/Button';
import { Choice } from '../resource/form/editors/Choice';
import { EnumEditor, ReferenceDataEditor } from '../resource/form/editors/ChoiceEditors';
import { CategoryEditor, ReferenceEditor } from '../resource/form/editors/RecordEditors';
import { TextEditor } from '../resource/form/editors/TextEditor';
import { issueText } from '../resource/form/editors/issue';
import type { EditorProps } from '../resource/form/editors/types';
import type { FieldBinding } from '../resource/form/useResourceForm';
import fieldStyles from '../resource/form/editors/fields.module.css';
import { AttributeCondition, AttributeValues, newAttributeRule } from './AttributeRuleEditor';
import { SUBJECT_FIELDS, SUBJECT_LABELS } from './rule-fields';
import styles from './RuleBuilder.module.css';

type Path = readonly number[];
const place = (path: Path) => path.map((i) => i + 1).join('.');

function isTree(value: unknown): value is RuleGroup {
  return (
    typeof value === 'object' && value !== null && (value as RuleGroup).kind === 'group' && Array.isArray((value as RuleGroup).children)
  );
}

function newRule(subject: RuleSubject = 'brand'): PriceRule {
  if (subject === 'attribute') return newAttributeRule();
  return subject === 'purchasePrice'
    ? { kind: 'rule', subject, operator: 'between', min: null, max: null }
    : { kind: 'rule', subject, operator: 'in', values: [] };
}

interface NodeProps {
  path: Path;
  onBlur: () => void;
  isDisabled?: boolean;
  /** Focus the first control of the node at this path once it is rendered. */
  focus: (path: Path) => void;
}

/** A rule's values: the engine's editor of the subject's kind, bound to the rule. */
function ValuesEditor({
  rule,
  onChange,
  onBlur,
  isDisabled,
  label,
}: {
  rule: IdRule;
  onChange: (values: number[]) => void;
  onBlur: () => void;
  isDisabled?: boolean;
  label: string;
}) {
  const field = SUBJECT_FIELDS[rule.subject];
  const binding: FieldBinding = {
    value: rule.values,
    onChange: (v) => onChange((Array.isArray(v) ? v : []).map(Number)),
    onCommit: (v) => onChange((Array.isArray(v) ? v : []).map(Number)),
    onBlur,
  };
  const props: EditorProps = { field, label, binding, isDisabled };
  switch (field.kind) {
    case 'category':
      return <CategoryEditor {...props} recordId={null} resourceName="price-lists" />;
    case 'reference':
      return <ReferenceEditor {...props} />;
    case 'stockStatus':
      return <ReferenceDataEditor {...props} />;
    default:
      return <EnumEditor {...props} />;
  }
}

function RuleEditor({
  rule,
  path,
  onChange,
  onRemove,
  onBlur,
  isDisabled,
  focus,
}: NodeProps & { rule: PriceRule; onChange: (rule: PriceRule) => void; onRemove: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const name = t('priceRules.rule', { place: place(path) });
  const subjects = SUBJECTS.map((s) => ({ id: s, label: t(SUBJECT_LABELS[s]) }));
  const bound = (key: 'min' | 'max'): FieldBinding => ({
    value: rule.subject === 'purchasePrice' ? (rule[key] ?? '') : '',
    onChange: (v) => rule.subject === 'purchasePrice' && onChange({ ...rule, [key]: v === '' ? null : String(v) }),
    onCommit: (v) => rule.subject === 'purchasePrice' && onChange({ ...rule, [key]: v === '' ? null : String(v) }),
    onBlur,
  });
  const money = (key: 'min' | 'max') => ({ key, kind: 'money' as const, label: '', currency: 'SEK' });
  return (
    <fieldset className={styles.rule} data-rule-path={place(path)}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.ruleRow}>
        <Choice
          label={t('priceRules.subjectLabel')}
          options={subjects}
          value={rule.subject}
          isDisabled={isDisabled}
          onBlur={onBlur}
          onChange={(id) => {
            if (id && id !== rule.subject) {
              onChange(newRule(id as RuleSubject));
              focus(path);
            }
          }}
        />
        {rule.subject === 'attribute' ? (
          <AttributeCondition rule={rule} onChange={onChange} onBlur={onBlur} isDisabled={isDisabled} />
        ) : rule.subject === 'purchasePrice' ? (
          <>
            <TextEditor
              field={money('min')}
              label={t('priceRules.min')}
              binding={bound('min')}
              isDisabled={isDisabled}
              inputMode="decimal"
              numeric
              affix="SEK"
            />
            <TextEditor
              field={money('max')}
              label={t('priceRules.max')}
              binding={bound('max')}
              isDisabled={isDisabled}
              inputMode="decimal"
              numeric
              affix="SEK"
            />
          </>
        ) : (
          <Choice
            label={t('priceRules.operatorLabel')}
            options={[
              { id: 'in', label: t('priceRules.operator.in') },
              { id: 'notIn', label: t('priceRules.operator.notIn') },
            ]}
            value={rule.operator}
            isDisabled={isDisabled}
            onBlur={onBlur}
            onChange={(id) => id && onChange({ ...rule, operator: id as 'in' | 'notIn' })}
          />
        )}
        {isDisabled ? null : (
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            aria-label={t('priceRules.removeRule', { place: place(path) })}
            onPress={onRemove}
          >
            <Trash2 size={14} aria-hidden="true" />
          </Button>
        )}
      </div>
      {rule.subject === 'attribute' ? (
        <AttributeValues rule={rule} onChange={onChange} onBlur={onBlur} isDisabled={isDisabled} />
      ) : rule.subject === 'purchasePrice' ? null : (
        <ValuesEditor
          rule={rule}
          label={t(SUBJECT_LABELS[rule.subject])}
          onBlur={onBlur}
          isDisabled={isDisabled}
          onChange={(values) => onChange({ ...rule, values })}
        />
      )}
    </fieldset>
  );
}

function GroupEditor({
  group,
  path,
  onChange,
  onRemove,
  onBlur,
  isDisabled,
  focus,
}: NodeProps & { group: RuleGroup; onChange: (group: RuleGroup) => void; onRemove?: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const name = path.length ? t('priceRules.group', { place: place(path) }) : t('priceRules.root');
  const setChild = (index: number, child: RuleNode) =>
    onChange({ ...group, children: group.children.map((c, i) => (i === index ? child : c)) });
  const removeChild = (index: number) => {
    onChange({ ...group, children: group.children.filter((_, i) => i !== index) });
    focus(path);
  };
  const add = (child: RuleNode) => {
    onChange({ ...group, children: [...group.children, child] });
    focus([...path, group.children.length]);
  };
  const children: ReactNode[] = group.children.map((child, index) => {
    const childPath = [...path, index];
    const common = { path: childPath, onBlur, isDisabled, focus, onRemove: () => removeChild(index) };
    return (
      <li key={index}>
        {child.kind === 'group' ? (
          <GroupEditor {...common} group={child} onChange={(g) => setChild(index, g)} />
        ) : (
          <RuleEditor {...common} rule={child} onChange={(r) => setChild(index, r)} />
        )}
      </li>
    );
  });
  return (
    <fieldset className={path.length ? styles.group : styles.root} data-rule-path={place(path) || 'root'}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.groupHead}>
        <Choice
          label={t('priceRules.matchLabel')}
          options={[
            { id: 'all', label: t('priceRules.match.all') },
            { id: 'any', label: t('priceRules.match.any') },
          ]}
          value={group.match}
          isDisabled={isDisabled}
          onBlur={onBlur}
          onChange={(id) => id && onChange({ ...group, match: id as 'all' | 'any' })}
        />
        {onRemove && !isDisabled ? (
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            aria-label={t('priceRules.removeGroup', { place: place(path) })}
            onPress={onRemove}
          >
            <Trash2 size={14} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {group.children.length ? (
        <ol className={styles.children}>{children}</ol>
      ) : (
        <p className={styles.empty}>{t(path.length ? 'priceRules.emptyGroup' : 'priceRules.emptyRoot')}</p>
      )}
      {isDisabled ? null : (
        <div className={styles.actions}>
          <Button size="sm" onPress={() => add(newRule())} aria-label={t('priceRules.addRuleTo', { group: name })}>
            <Plus size={14} aria-hidden="true" /> {t('priceRules.addRule')}
          </Button>
          {path.length < RULE_LIMITS.depth ? (
            <Button
              size="sm"
              onPress={() => add({ kind: 'group', match: group.match === 'all' ? 'any' : 'all', children: [newRule()] })}
              aria-label={t('priceRules.addGroupTo', { group: name })}
            >
              <Plus size={14} aria-hidden="true" /> {t('priceRules.addGroup')}
            </Button>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

/** The `priceRules` field's editor in the engine's form. */
export function RuleBuilder({ field, label, description, binding, isDisabled }: EditorProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const tree = isTree(binding.value) ? binding.value : emptyRules();
  const focus = (path: Path) => {
    // After React has rendered the change: the node's first control (its subject or match choice).
    requestAnimationFrame(() => {
      const node = container.current?.querySelector(`[data-rule-path="${place(path) || 'root'}"]`);
      node?.querySelector<HTMLElement>('button, input, select')?.focus();
    });
  };
  const error = issueText(intl, binding.issue);
  return (
    <div ref={container} className={styles.builder} data-field={field.key} role="group" aria-label={label}>
      <span className={fieldStyles.label} aria-hidden="true">
        {label}
      </span>
      <GroupEditor
        group={tree}
        path={[]}
        onChange={(next) => binding.onCommit(next)}
        onBlur={binding.onBlur}
        isDisabled={isDisabled}
        focus={focus}
      />
      {description ? <span className={fieldStyles.description}>{description}</span> : null}
      {error ? (
        <span className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
