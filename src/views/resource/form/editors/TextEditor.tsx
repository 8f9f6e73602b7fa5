import { useIntl } from 'react-intl';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import { issueText } from './issue';
import type { EditorProps } from './types';
import styles from './fields.module.css';

const INPUT_TYPE: Record<string, string> = { email: 'email', url: 'url' };

/** One line or several of text: text, long text, e-mail, address, colour, password. */
export function TextEditor({ field, label, description, binding, isDisabled, placeholder }: EditorProps & { placeholder?: string }) {
  const intl = useIntl();
  const multiline = field.kind === 'longText';
  const value = typeof binding.value === 'string' ? binding.value : '';
  const type = field.kind === 'password' ? 'password' : INPUT_TYPE[field.format ?? ''] ?? 'text';
  return (
    <TextField
      data-field={field.key}
      className={styles.field}
      value={value}
      onChange={binding.onChange}
      onBlur={binding.onBlur}
      isInvalid={!!binding.issue}
      isRequired={field.required && field.kind !== 'password'}
      isDisabled={isDisabled}
      validationBehavior="aria"
      type={multiline ? undefined : type}
      autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
    >
      <Label className={field.required ? `${styles.label} ${styles.required}` : styles.label}>{label}</Label>
      <div className={styles.control}>
        {multiline
          ? <TextArea className={styles.textarea} placeholder={placeholder} />
          : <Input className={styles.input} placeholder={placeholder} maxLength={field.maxLength} />}
        {field.format === 'color' && /^#[0-9a-fA-F]{6}$/.test(value) ? <span className={styles.swatch} style={{ background: value }} aria-hidden="true" /> : null}
      </div>
      {description ? <Text slot="description" className={styles.description}>{description}</Text> : null}
      <FieldError className={styles.error}>{issueText(intl, binding.issue)}</FieldError>
    </TextField>
  );
}
