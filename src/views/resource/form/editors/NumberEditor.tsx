import { useIntl } from 'react-intl';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import { currencyOf } from '../../format/FieldValue';
import { issueText } from './issue';
import type { EditorProps } from './types';
import styles from './fields.module.css';

/**
 * A number typed as text in the reader's notation (`12,50`), checked by the shared rules: whole numbers,
 * decimals with their scale, money with its currency shown, percent with a % sign.
 */
export function NumberEditor({ field, label, description, binding, isDisabled, record }: EditorProps & { record: Record<string, unknown> }) {
  const intl = useIntl();
  const affix = field.kind === 'money' ? currencyOf(field, record) : field.kind === 'percentage' ? '%' : null;
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
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
    >
      <Label className={field.required ? `${styles.label} ${styles.required}` : styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input className={`${styles.input} ${styles.numeric}`} />
        {affix ? <span className={styles.affix} aria-hidden="true">{affix}</span> : null}
      </div>
      {description || affix ? (
        <Text slot="description" className={styles.description}>
          {description}
          {affix && field.kind === 'money' ? <span className="sr-only">{intl.formatMessage({ id: 'resource.form.currency' }, { currency: affix })}</span> : null}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{issueText(intl, binding.issue)}</FieldError>
    </TextField>
  );
}
