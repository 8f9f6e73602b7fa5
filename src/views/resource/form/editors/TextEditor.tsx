import type { ReactNode } from 'react';
import { Input, TextArea, TextField } from 'react-aria-components/TextField';
import { isSecret } from '../../../../domain/resources/kinds';
import { FieldHelp, FieldLabel } from './FieldParts';
import type { EditorProps } from './types';
import styles from './fields.module.css';

const INPUT_TYPE: Record<string, string> = { email: 'email', url: 'url' };

export interface TextEditorOptions {
  placeholder?: string;
  /** The input's type (`date`, `datetime-local`); by default from the field (e-mail, address, password). */
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  /** Shown after the input (a currency, %). */
  affix?: ReactNode;
  /** Tabular figures. */
  numeric?: boolean;
}

/**
 * A field typed as text in one line or several: text, long text, e-mail, address, colour, password, and
 * (through NumberEditor and DateEditor) numbers and dates.
 */
export function TextEditor({
  field,
  label,
  description,
  binding,
  isDisabled,
  placeholder,
  type,
  inputMode,
  affix,
  numeric,
}: EditorProps & TextEditorOptions) {
  const multiline = field.kind === 'longText';
  const value = typeof binding.value === 'string' ? binding.value : '';
  const inputType = type ?? (isSecret(field) ? 'password' : (INPUT_TYPE[field.format ?? ''] ?? 'text'));
  const isRequired = field.required && !isSecret(field);
  return (
    <TextField
      data-field={field.key}
      className={styles.field}
      value={value}
      onChange={binding.onChange}
      onBlur={binding.onBlur}
      isInvalid={!!binding.issue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      type={multiline ? undefined : inputType}
      inputMode={inputMode}
      autoComplete={isSecret(field) ? 'new-password' : 'off'}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.control}>
        {multiline ? (
          <TextArea className={styles.textarea} placeholder={placeholder} />
        ) : (
          <Input className={numeric ? `${styles.input} ${styles.numeric}` : styles.input} placeholder={placeholder} />
        )}
        {field.format === 'color' && /^#[0-9a-fA-F]{6}$/.test(value) ? (
          <span className={styles.swatch} style={{ background: value }} aria-hidden="true" />
        ) : null}
        {affix ? (
          <span className={styles.affix} aria-hidden="true">
            {affix}
          </span>
        ) : null}
      </div>
      <FieldHelp description={description} issue={binding.issue} />
    </TextField>
  );
}
