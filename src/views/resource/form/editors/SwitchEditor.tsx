import { useIntl } from 'react-intl';
import { Switch } from 'react-aria-components/Switch';
import { issueText } from './issue';
import type { EditorProps } from './types';
import { GroupHelp } from './FieldParts';
import styles from './fields.module.css';

/** Yes or no. */
export function SwitchEditor({ field, label, description, binding, isDisabled }: EditorProps) {
  const intl = useIntl();
  const error = issueText(intl, binding.issue);
  return (
    <div className={styles.field} data-field={field.key}>
      <Switch
        isSelected={binding.value === true}
        onChange={binding.onCommit}
        onBlur={binding.onBlur}
        isDisabled={isDisabled}
        className={styles.switch}
      >
        <span className={styles.track} aria-hidden="true" />
        {label}
      </Switch>
      <GroupHelp description={description} error={error} />
    </div>
  );
}
