import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { TextArea, TextField } from 'react-aria-components/TextField';
import { FieldHelp, FieldLabel, fieldProps, type FieldChrome } from './FieldParts';
import { previewStyles, usePreviewLook } from './usePreviewLook';
import styles from './fields.module.css';

export interface RichTextInputProps extends FieldChrome {
  value: string;
  onChange: (html: string) => void;
  lang?: string;
}

/**
 * Rich text as its HTML source with a live preview beside it. The preview is a sandboxed frame (no
 * scripts, no access to the console): what is typed is shown before the server has sanitized it, in the
 * theme's colours.
 */
export function RichTextInput({ value, onChange, lang, ...chrome }: RichTextInputProps) {
  const { label, description, issue, isRequired, fieldKey } = chrome;
  const intl = useIntl();
  const preview = useDeferredValue(value);
  const look = previewStyles(usePreviewLook());
  return (
    <div className={styles.richGrid} data-field={fieldKey}>
      <TextField {...fieldProps({ ...chrome, fieldKey: undefined })} value={value} onChange={onChange}>
        <FieldLabel label={label} isRequired={isRequired} />
        <div className={styles.control}>
          <TextArea className={`${styles.textarea} ${styles.code}`} lang={lang} spellCheck={false} />
        </div>
        <FieldHelp
          description={
            <>
              {description ? <>{description} </> : null}
              {intl.formatMessage({ id: 'resource.form.richTextHint' })}
            </>
          }
          issue={issue}
        />
      </TextField>
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          {intl.formatMessage({ id: 'resource.form.preview' })}
        </span>
        <iframe
          className={styles.preview}
          title={intl.formatMessage({ id: 'resource.form.previewOf' }, { field: label })}
          sandbox=""
          srcDoc={`<!doctype html><html lang="${lang ?? ''}" style="${look.html}"><body style="${look.body}">${preview}</body></html>`}
        />
      </div>
    </div>
  );
}
