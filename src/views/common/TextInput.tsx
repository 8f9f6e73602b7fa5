import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components/TextField';
import type { FieldIssue } from '../../domain/errors';
import styles from './TextInput.module.css';

export interface TextInputProps extends Omit<TextFieldProps, 'children' | 'isInvalid' | 'validationBehavior' | 'className'> {
  label: ReactNode;
  /** The issue to show (already delayed by the form's validation timing); none while valid. */
  issue?: FieldIssue;
  description?: ReactNode;
  placeholder?: string;
  className?: string;
}

/** A labelled text field whose validation message is a localized issue from src/domain/validation. */
export function TextInput({ label, issue, description, placeholder, className, ...props }: TextInputProps) {
  const intl = useIntl();
  return (
    <TextField {...props} isInvalid={!!issue} validationBehavior="aria" className={[styles.field, className ?? ''].join(' ')}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{issue ? intl.formatMessage({ id: issue.id }, issue.values) : null}</FieldError>
    </TextField>
  );
}
