/**
 * Generating AI texts for chosen products (from the products' list or a product's detail): the field (name or
 * description) and the languages, then one request; the proposals wait for approval in the AI texts' list,
 * which opens when they are stored. Without a configured provider the dialog says so and cannot submit.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { errorMessageOf } from '../../../api/client';
import { useCompletionStatus, useGenerateTexts } from '../../../api/completions';
import { LOCALES, type Locale } from '../../../domain/constants';
import { COMPLETION_FIELD_OPTIONS, type CompletionField } from '../../../domain/resources/product/completion-texts';
import { GENERATE_MAX_PRODUCTS } from '../../../domain/resources/product/product-completions';
import { screen } from '../../../domain/screens';
import { showFlash } from '../../../store/flash';
import { closeOverlay, generateTexts } from '../../../store/ui';
import { Alert } from '../../common/Alert';
import { FormDialog } from '../../common/FormDialog';
import { Choice } from '../../resource/form/editors/Choice';
import { ChoiceSet } from '../../resource/form/editors/ChoiceSet';

export default function GenerateTextsDialog() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { productIds } = useSnapshot(generateTexts);
  const { data: status } = useCompletionStatus();
  const generate = useGenerateTexts();
  const [field, setField] = useState<CompletionField>('Name');
  const [locales, setLocales] = useState<string[]>([...LOCALES]);
  const close = () => closeOverlay('generateTextsOpen');
  const tooMany = productIds.length > GENERATE_MAX_PRODUCTS;
  const noLocale = locales.length === 0;

  const canSubmit = !!status?.configured && !tooMany && !noLocale;

  const submit = async () => {
    const answer = await generate({ productIds, locales: locales as Locale[], field });
    if (answer.jobId != null) showFlash({ id: 'resources.completions.queued' }, 'success', { values: { count: answer.total } });
    else showFlash({ id: 'resources.completions.generated' }, 'success', { values: { count: answer.created.length } });
    close();
    navigate(`${screen('ProductCompletionIndex').path}?Status=1`);
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'resources.completions.generateTitle' }, { count: productIds.length })}
      submitLabel={intl.formatMessage({ id: 'resources.completions.generateSubmit' })}
      cancelLabel={intl.formatMessage({ id: 'resources.completions.generateCancel' })}
      canSubmit={canSubmit}
      onSubmit={submit}
      onClose={close}
      errorText={(error) =>
        error instanceof Error && error.message
          ? `${intl.formatMessage({ id: errorMessageOf(error) })} ${error.message}`
          : intl.formatMessage({ id: errorMessageOf(error) })
      }
      busyText={intl.formatMessage({ id: 'resources.completions.generating' })}
      holdWhileBusy
    >
      {status && !status.configured ? <Alert tone="info">{intl.formatMessage({ id: 'resources.completions.notConfigured' })}</Alert> : null}
      {tooMany ? (
        <Alert tone="warning">{intl.formatMessage({ id: 'resources.completions.generateTooMany' }, { max: GENERATE_MAX_PRODUCTS })}</Alert>
      ) : null}
      <Choice
        label={intl.formatMessage({ id: 'resources.completions.generateField' })}
        options={COMPLETION_FIELD_OPTIONS.map((o) => ({ id: String(o.value), label: intl.formatMessage({ id: o.label }) }))}
        value={field}
        onChange={(id) => setField((id ?? 'Name') as CompletionField)}
        isRequired
      />
      <ChoiceSet
        label={intl.formatMessage({ id: 'resources.completions.generateLocales' })}
        options={LOCALES.map((code) => ({ id: code, label: intl.formatDisplayName(code, { type: 'language' }) ?? code }))}
        value={locales}
        onChange={setLocales}
        isRequired
        issue={noLocale ? { id: 'resources.completions.chooseLocale', message: '' } : undefined}
      />
    </FormDialog>
  );
}
