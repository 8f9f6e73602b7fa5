import { useIntl } from 'react-intl';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import { issueText } from './issue';
import type { EditorProps } from './types';
import styles from './fields.module.css';

/** A calendar date (`YYYY-MM-DD`) or a local date and time, in the browser's own date inputs. */
export function DateEditor({ field, label, description, binding, isDisabled }: EditorProps) {
  const intl = useIntl();
  return (
    <TextField
      data-field={field.key}
      className={styles.field}
      value={typeof binding.value === 'string' ? binding.value : ''}
      onChange={binding.onChange}
      onBlur={binding.onBlur}
      isInvalid={!!binding.issue}
      isRequired={field.required}
      isDisabled={isDisabled}
      validationBehavior="aria"
      type={field.kind === 'datetime' ? 'datetime-local' : 'date'}
    >
      <Label className={field.required ? `${styles.label} ${styles.required}` : styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input className={styles.input} />
      </div>
      {description ? <Text slot="description" className={styles.description}>{description}</Text> : null}
      <FieldError className={styles.error}>{issueText(intl, binding.issue)}</FieldError>
    </TextField>
  );
}
