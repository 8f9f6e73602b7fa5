import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import type { ChoiceOption } from './Choice';
import { CheckBox, checkboxClass } from './CheckBox';
import { FieldHelp, FieldLabel, fieldProps, type FieldChrome } from './FieldParts';
import styles from './fields.module.css';

export interface ChoiceSetProps extends FieldChrome {
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Any number of a few options (a checkbox group). */
export function ChoiceSet({ options, value, onChange, ...chrome }: ChoiceSetProps) {
  const { label, description, issue, isRequired } = chrome;
  return (
    <CheckboxGroup {...fieldProps(chrome)} className={styles.group} value={[...value]} onChange={onChange}>
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.choices}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={`${checkboxClass} ${styles.checkbox}`}>
            <CheckBox />
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldHelp description={description} issue={issue} />
    </CheckboxGroup>
  );
}
