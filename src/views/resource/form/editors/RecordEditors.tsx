/** Editors that point at records: a reference to another resource, a category in the tree; one or a set. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { X } from 'lucide-react';
import { useResourcesByIds } from '../../../../api/resources';
import { resourceByName } from '../../../../domain/resources';
import type { ResourceDef } from '../../../../domain/resources/types';
import { recordTitle } from '../../format/record-text';
import { CategoryPicker } from '../../pickers/CategoryPicker';
import { ReferencePicker } from '../../pickers/ReferencePicker';
import { useCategoryTree } from '../../pickers/useCategoryTree';
import { chromeOf, GroupHelp } from './FieldParts';
import { issueText } from './issue';
import type { EditorProps } from './types';
import styles from './fields.module.css';

interface PickerSlot {
  value: null;
  onChange: (id: number | null) => void;
  exclude: readonly number[];
  label: string;
}

/** A set of records: the chosen ones as removable tags, and a picker that adds one more. */
function RecordSet({
  field,
  label,
  description,
  binding,
  isDisabled,
  titleOf,
  picker,
}: EditorProps & { titleOf: (id: number) => string; picker: (slot: PickerSlot) => ReactNode }) {
  const intl = useIntl();
  const ids = Array.isArray(binding.value) ? (binding.value as number[]) : [];
  const error = issueText(intl, binding.issue);
  return (
    <fieldset className={styles.group} data-field={field.key}>
      <legend className={field.required ? `${styles.label} ${styles.required}` : styles.label}>{label}</legend>
      {ids.length ? (
        <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'resource.form.chosen' }, { field: label })}>
          {ids.map((id) => (
            <li key={id} className={styles.tag}>
              {titleOf(id)}
              {isDisabled ? null : (
                <Button
                  className={styles.iconButton}
                  aria-label={intl.formatMessage({ id: 'resource.form.remove' }, { name: titleOf(id) })}
                  onPress={() => binding.onCommit(ids.filter((x) => x !== id))}
                >
                  <X size={12} aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {isDisabled
        ? null
        : picker({
            value: null,
            exclude: ids,
            label: intl.formatMessage({ id: 'resource.form.add' }, { field: label }),
            onChange: (id) => {
              if (id != null && !ids.includes(id)) binding.onCommit([...ids, id]);
            },
          })}
      <GroupHelp description={description} error={error} />
    </fieldset>
  );
}

function ReferenceSet(props: EditorProps & { target: ResourceDef }) {
  const intl = useIntl();
  const ids = Array.isArray(props.binding.value) ? (props.binding.value as number[]) : [];
  const { data } = useResourcesByIds(props.target, ids);
  const titles = new Map((data?.data ?? []).map((r) => [r.ID, recordTitle(props.target, r, intl.locale.slice(0, 2))]));
  return (
    <RecordSet
      {...props}
      titleOf={(id) => titles.get(id) ?? `#${id}`}
      picker={(slot) => <ReferencePicker target={props.target} where={props.field.where} {...slot} onBlur={props.binding.onBlur} />}
    />
  );
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function ReferenceEditor(props: EditorProps) {
  const { field, binding } = props;
  const target = resourceByName.get(field.resource ?? '');
  if (!target) return null;
  if (field.multiple) return <ReferenceSet {...props} target={target} />;
  return (
    <ReferencePicker
      {...chromeOf(props)}
      target={target}
      where={field.where}
      value={numberOrNull(binding.value)}
      onChange={binding.onCommit}
    />
  );
}

export function CategoryEditor(props: EditorProps & { recordId: number | null; resourceName: string }) {
  const { field, binding, recordId, resourceName } = props;
  const { byId } = useCategoryTree();
  // A category's own parent: not itself, nor anything below it.
  const barred = resourceName === 'categories' ? recordId : null;
  if (field.multiple) {
    return (
      <RecordSet
        {...props}
        titleOf={(id) => byId.get(id)?.trail.join(' › ') ?? `#${id}`}
        picker={(slot) => <CategoryPicker {...slot} onBlur={binding.onBlur} withoutSubtreeOf={barred} />}
      />
    );
  }
  return <CategoryPicker {...chromeOf(props)} value={numberOrNull(binding.value)} onChange={binding.onCommit} withoutSubtreeOf={barred} />;
}
