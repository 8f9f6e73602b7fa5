/**
 * Generating AI texts for chosen products (from the products' list or a product's detail): the field (name or
 * description) and the languages, then one request; the proposals wait for approval in the AI texts' list,
 * which opens when they are stored. Without a configured provider the dialog says so and cannot submit.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { errorMessageOf } from '../../../api/client';
import { useCompletionStatus, useGenerateTexts } from '../../../api/completions';
import { LOCALES, type Locale } from '../../../domain/constants';
import { COMPLETION_FIELD_OPTIONS, type CompletionField } from '../../../domain/resources/product/completion-texts';
import { GENERATE_MAX_PRODUCTS } from '../../../domain/resources/product/product-completions';
import { screen } from '../../../domain/screens';
import { showFlash } from '../../../store/flash';
import { closeOverlay, generateTexts } from '../../../store/ui';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { Choice } from '../../resource/form/editors/Choice';
import { ChoiceSet } from '../../resource/form/editors/ChoiceSet';
import dialogStyles from '../../resource/actions/dialog.module.css';

export default function GenerateTextsDialog() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { productIds } = useSnapshot(generateTexts);
  const { data: status } = useCompletionStatus();
  const generate = useGenerateTexts();
  const [field, setField] = useState<CompletionField>('Name');
  const [locales, setLocales] = useState<string[]>([...LOCALES]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => closeOverlay('generateTextsOpen');
  const tooMany = productIds.length > GENERATE_MAX_PRODUCTS;
  const noLocale = locales.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || tooMany || noLocale || !status?.configured) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await generate({ productIds, locales: locales as Locale[], field });
      if (answer.jobId != null) showFlash({ id: 'resources.completions.queued' }, 'success', { values: { count: answer.total } });
      else showFlash({ id: 'resources.completions.generated' }, 'success', { values: { count: answer.created.length } });
      close();
      navigate(`${screen('ProductCompletionIndex').path}?Status=1`);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? `${intl.formatMessage({ id: errorMessageOf(error) })} ${error.message}`
          : intl.formatMessage({ id: errorMessageOf(error) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalOverlay isOpen isDismissable={!busy} onOpenChange={(open) => !open && close()} className={dialogStyles.overlay}>
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <form className={dialogStyles.content} noValidate onSubmit={(event) => void submit(event)}>
            <Heading slot="title" className={dialogStyles.title}>
              {intl.formatMessage({ id: 'resources.completions.generateTitle' }, { count: productIds.length })}
            </Heading>
            {status && !status.configured ? (
              <Alert tone="info">{intl.formatMessage({ id: 'resources.completions.notConfigured' })}</Alert>
            ) : null}
            {tooMany ? (
              <Alert tone="warning">
                {intl.formatMessage({ id: 'resources.completions.generateTooMany' }, { max: GENERATE_MAX_PRODUCTS })}
              </Alert>
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
            {busy ? <p role="status">{intl.formatMessage({ id: 'resources.completions.generating' })}</p> : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className={dialogStyles.buttons}>
              <Button variant="ghost" onPress={close} isDisabled={busy}>
                {intl.formatMessage({ id: 'resources.completions.generateCancel' })}
              </Button>
              <Button type="submit" variant="primary" isPending={busy} isDisabled={!status?.configured || tooMany || noLocale}>
                {intl.formatMessage({ id: 'resources.completions.generateSubmit' })}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
