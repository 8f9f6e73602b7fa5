/** The parts every engine field shares: the label (marked when required), the hint and the message. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldError, Label, Text } from 'react-aria-components/TextField';
import type { FieldIssue } from '../../../../domain/errors';
import type { EditorProps } from './types';
import { issueText } from './issue';
import styles from './fields.module.css';

/** What a field shows around its control, and how it reports back. */
export interface FieldChrome {
  label: string;
  description?: ReactNode;
  issue?: FieldIssue;
  isRequired?: boolean;
  isDisabled?: boolean;
  onBlur?: () => void;
  /** The field's key: the submit focuses the first failing field by it. */
  fieldKey?: string;
}

function labelClass(isRequired: boolean | undefined): string {
  return isRequired ? `${styles.label} ${styles.required}` : styles.label;
}

/** A react-aria field's label. */
export function FieldLabel({ label, isRequired }: Pick<FieldChrome, 'label' | 'isRequired'>) {
  return <Label className={labelClass(isRequired)}>{label}</Label>;
}

/** A react-aria field's hint and message (the message shows while the field is invalid). */
export function FieldHelp({ description, issue }: Pick<FieldChrome, 'description' | 'issue'>) {
  const intl = useIntl();
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{issueText(intl, issue)}</FieldError>
    </>
  );
}

/**
 * The hint and message of a field made of several controls outside react-aria's field (a set of records, the
 * translations, a switch, a file): the message is announced as it appears.
 */
export function GroupHelp({ description, error }: { description?: ReactNode; error?: string | null }) {
  return (
    <>
      {description ? <span className={styles.description}>{description}</span> : null}
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** The chrome of an engine editor's field, for the shared controls (choices, pickers, rich text). */
export function chromeOf({ field, label, description, binding, isDisabled }: EditorProps): FieldChrome {
  return { fieldKey: field.key, label, description, issue: binding.issue, onBlur: binding.onBlur, isRequired: field.required, isDisabled };
}

/** The props a react-aria field takes from its chrome: its key, look, blur, and validity shown by aria. */
export function fieldProps({ fieldKey, onBlur, issue, isRequired, isDisabled }: FieldChrome) {
  return {
    'data-field': fieldKey,
    className: styles.field,
    onBlur,
    isInvalid: !!issue,
    isRequired,
    isDisabled,
    validationBehavior: 'aria' as const,
  };
}
