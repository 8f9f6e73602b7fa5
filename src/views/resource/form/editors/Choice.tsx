import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, type Key } from 'react-aria-components/Select';
import { ChevronDown } from 'lucide-react';
import type { FieldIssue } from '../../../../domain/errors';
import { issueText } from './issue';
import styles from './fields.module.css';

export interface ChoiceOption {
  id: string;
  label: string;
  /** Indentation level (category trees). */
  depth?: number;
}

export interface ChoiceProps {
  label: string;
  options: readonly ChoiceOption[];
  /** The chosen option's id; null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  issue?: FieldIssue;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Offered as the first option when nothing need be chosen ("any", "none"). */
  emptyLabel?: string;
  fieldKey?: string;
}

const EMPTY = '\u0000';

/** One of a few options (react-aria Select). */
export function Choice({ label, options, value, onChange, onBlur, issue, description, isRequired, isDisabled, emptyLabel, fieldKey }: ChoiceProps) {
  const intl = useIntl();
  const items = emptyLabel ? [{ id: EMPTY, label: emptyLabel }, ...options] : options;
  return (
    <Select
      data-field={fieldKey}
      className={styles.field}
      selectedKey={value ?? (emptyLabel ? EMPTY : null)}
      onSelectionChange={(key: Key | null) => onChange(key == null || key === EMPTY ? null : String(key))}
      onBlur={onBlur}
      isInvalid={!!issue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      placeholder={intl.formatMessage({ id: 'resource.form.choose' })}
    >
      <Label className={isRequired ? `${styles.label} ${styles.required}` : styles.label}>{label}</Label>
      <div className={styles.control}>
        <Button className={styles.selectButton}>
          <SelectValue />
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </div>
      {description ? <Text slot="description" className={styles.description}>{description}</Text> : null}
      <FieldError className={styles.error}>{issueText(intl, issue)}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox} items={items}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              <span style={option.depth ? { paddingInlineStart: option.depth * 16 } : undefined}>{option.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
