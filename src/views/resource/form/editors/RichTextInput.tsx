import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import type { FieldIssue } from '../../../../domain/errors';
import { issueText } from './issue';
import styles from './fields.module.css';

export interface RichTextInputProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  issue?: FieldIssue;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  fieldKey?: string;
  lang?: string;
}

/**
 * Rich text as its HTML source with a live preview beside it. The preview is a sandboxed frame (no
 * scripts, no access to the console): what is typed is shown before the server has sanitized it.
 */
export function RichTextInput({ label, value, onChange, onBlur, issue, description, isRequired, isDisabled, fieldKey, lang }: RichTextInputProps) {
  const intl = useIntl();
  const preview = useDeferredValue(value);
  return (
    <div className={styles.richGrid} data-field={fieldKey}>
      <TextField
        className={styles.field}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        isInvalid={!!issue}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
      >
        <Label className={isRequired ? `${styles.label} ${styles.required}` : styles.label}>{label}</Label>
        <div className={styles.control}>
          <TextArea className={`${styles.textarea} ${styles.code}`} lang={lang} spellCheck={false} />
        </div>
        <Text slot="description" className={styles.description}>
          {description ? <>{description} </> : null}
          {intl.formatMessage({ id: 'resource.form.richTextHint' })}
        </Text>
        <FieldError className={styles.error}>{issueText(intl, issue)}</FieldError>
      </TextField>
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">{intl.formatMessage({ id: 'resource.form.preview' })}</span>
        <iframe
          className={styles.preview}
          title={intl.formatMessage({ id: 'resource.form.previewOf' }, { field: label })}
          sandbox=""
          srcDoc={`<!doctype html><html lang="${lang ?? ''}"><body style="font:14px/1.5 system-ui,sans-serif;margin:8px;color:#171a21">${preview}</body></html>`}
        />
      </div>
    </div>
  );
}
