import { useIntl } from 'react-intl';
import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { FieldError, Label, Text } from 'react-aria-components/TextField';
import { Check } from 'lucide-react';
import type { FieldIssue } from '../../../../domain/errors';
import type { ChoiceOption } from './Choice';
import { issueText } from './issue';
import styles from './fields.module.css';

export interface ChoiceSetProps {
  label: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  issue?: FieldIssue;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  fieldKey?: string;
}

/** Any number of a few options (a checkbox group). */
export function ChoiceSet({ label, options, value, onChange, onBlur, issue, description, isRequired, isDisabled, fieldKey }: ChoiceSetProps) {
  const intl = useIntl();
  return (
    <CheckboxGroup
      data-field={fieldKey}
      className={styles.group}
      value={[...value]}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={!!issue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={isRequired ? `${styles.label} ${styles.required}` : styles.label}>{label}</Label>
      <div className={styles.choices}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true"><Check size={11} strokeWidth={3} /></span>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description ? <Text slot="description" className={styles.description}>{description}</Text> : null}
      <FieldError className={styles.error}>{issueText(intl, issue)}</FieldError>
    </CheckboxGroup>
  );
}
