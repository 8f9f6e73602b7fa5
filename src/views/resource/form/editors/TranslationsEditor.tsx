import { useIntl } from 'react-intl';
import { Input, Label, TextArea, TextField } from 'react-aria-components/TextField';
import { LOCALES } from '../../../../domain/constants';
import { issueText } from './issue';
import { RichTextInput } from './RichTextInput';
import type { EditorProps } from './types';
import { GroupHelp } from './FieldParts';
import styles from './fields.module.css';

const LOCALE_NAME: Record<string, string> = { sv: 'resource.locale.sv', en: 'resource.locale.en' };

/** One text per interface locale (Swedish, the fallback, first), stacked under the field's label. */
export function TranslationsEditor({ field, label, description, binding, isDisabled }: EditorProps) {
  const intl = useIntl();
  const texts = (binding.value ?? {}) as Record<string, string>;
  const error = issueText(intl, binding.issue);
  const set = (locale: string, text: string) => binding.onChange({ ...texts, [locale]: text });
  return (
    <fieldset className={styles.group} data-field={field.key} aria-invalid={!!binding.issue || undefined}>
      <legend className={field.required ? `${styles.label} ${styles.required}` : styles.label}>{label}</legend>
      <div className={styles.locales}>
        {LOCALES.map((locale, index) => {
          const localeLabel = intl.formatMessage(
            { id: 'resource.form.inLocale' },
            { field: label, locale: intl.formatMessage({ id: LOCALE_NAME[locale] }) },
          );
          // The default locale carries the requirement (it is the fallback language).
          const isRequired = field.required && index === 0;
          if (field.of === 'richText') {
            return (
              <RichTextInput
                key={locale}
                lang={locale}
                label={localeLabel}
                value={texts[locale] ?? ''}
                onChange={(text) => set(locale, text)}
                onBlur={binding.onBlur}
                isRequired={isRequired}
                isDisabled={isDisabled}
              />
            );
          }
          return (
            <TextField
              key={locale}
              className={styles.field}
              value={texts[locale] ?? ''}
              onChange={(text) => set(locale, text)}
              onBlur={binding.onBlur}
              isInvalid={!!binding.issue && index === 0}
              isRequired={isRequired}
              isDisabled={isDisabled}
              validationBehavior="aria"
            >
              <Label className="sr-only">{localeLabel}</Label>
              <div className={styles.control}>
                <span className={styles.localeTag} aria-hidden="true">
                  {intl.formatMessage({ id: locale === 'sv' ? 'common.locale.sv' : 'common.locale.en' })}
                </span>
                {field.of === 'longText' ? (
                  <TextArea className={styles.textarea} lang={locale} />
                ) : (
                  <Input className={styles.input} lang={locale} />
                )}
              </div>
            </TextField>
          );
        })}
      </div>
      <GroupHelp description={description} error={error} />
    </fieldset>
  );
}
