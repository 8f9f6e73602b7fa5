import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components/Select';
import { ChevronDown } from 'lucide-react';
import { FieldHelp, FieldLabel, fieldProps, type FieldChrome } from './FieldParts';
import styles from './fields.module.css';

export interface ChoiceOption {
  id: string;
  label: string;
  /** Indentation level (category trees). */
  depth?: number;
}

export interface ChoiceProps extends FieldChrome {
  options: readonly ChoiceOption[];
  /** The chosen option's id; null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Offered as the first option when nothing need be chosen ("any", "none"). */
  emptyLabel?: string;
}

const EMPTY = '\u0000';

/** One of a few options (react-aria Select). */
export function Choice({ options, value, onChange, emptyLabel, ...chrome }: ChoiceProps) {
  const { label, description, issue, isRequired } = chrome;
  const intl = useIntl();
  const items = emptyLabel ? [{ id: EMPTY, label: emptyLabel }, ...options] : options;
  return (
    <Select
      {...fieldProps(chrome)}
      selectedKey={value ?? (emptyLabel ? EMPTY : null)}
      onSelectionChange={(key: Key | null) => onChange(key == null || key === EMPTY ? null : String(key))}
      placeholder={intl.formatMessage({ id: 'resource.form.choose' })}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.control}>
        <Button className={styles.selectButton}>
          <SelectValue />
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </div>
      <FieldHelp description={description} issue={issue} />
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
