/**
 * The multi-SKU fetch (SPEC.md: one SKU per line, no spaces): paste article numbers, get those products as
 * the products' list (`/product/items?ids=…`). Lines the rule refuses are named before anything is sent;
 * SKUs no product has are listed, and the found ones can still be shown. Mod+Enter fetches, Esc closes.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import { api, errorMessageOf } from '../../api/client';
import type { FieldIssue } from '../../domain/errors';
import { readSkuText, SKU_LINES_MAX, type SkuFetchResult } from '../../domain/resources/product/sku-lines';
import { screen } from '../../domain/screens';
import { closeOverlay } from '../../store/ui';
import { Button } from '../common/Button';
import { Alert } from '../common/Alert';
import { issueText } from '../resource/form/editors/issue';
import dialogStyles from '../resource/actions/dialog.module.css';
import fieldStyles from '../resource/form/editors/fields.module.css';
import styles from './SkuFetchDialog.module.css';

/** The first problem of the pasted lines, as the server names it. */
const localIssue = (text: string): FieldIssue | undefined => readSkuText(text).issue;

export default function SkuFetchDialog() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<FieldIssue | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SkuFetchResult | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => closeOverlay('skuFetchOpen');
  const show = (found: SkuFetchResult['data']) => {
    close();
    navigate(`${screen('ProductItemIndex').path}?ids=${found.map((p) => p.ID).join(',')}`);
  };

  const fetchSkus = async (event?: FormEvent) => {
    event?.preventDefault();
    const local = localIssue(text);
    setIssue(local);
    setFailure(null);
    if (local || busy) return;
    setBusy(true);
    try {
      const answer = await api.post<SkuFetchResult>('/product/items/by-skus', { Skus: text });
      if (!answer.unknown.length && answer.data.length) show(answer.data);
      else setResult(answer);
    } catch (error) {
      setFailure(intl.formatMessage({ id: errorMessageOf(error) }));
    } finally {
      setBusy(false);
    }
  };
  const modEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void fetchSkus();
  };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && close()} className={dialogStyles.overlay}>
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <form className={dialogStyles.content} noValidate onSubmit={(event) => void fetchSkus(event)} onKeyDown={modEnter}>
            <Heading slot="title" className={dialogStyles.title}>
              {intl.formatMessage({ id: 'products.skuFetch.title' })}
            </Heading>
            <TextField
              className={fieldStyles.field}
              value={text}
              onChange={(value) => {
                setText(value);
                setResult(null);
                if (issue) setIssue(localIssue(value));
              }}
              isInvalid={!!issue}
              isRequired
              validationBehavior="aria"
              autoFocus
            >
              <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'products.skuFetch.label' })}</Label>
              <TextArea className={`${fieldStyles.textarea} ${styles.lines}`} rows={8} spellCheck={false} />
              <Text slot="description" className={fieldStyles.description}>
                {intl.formatMessage({ id: 'products.skuFetch.help' }, { max: SKU_LINES_MAX })}
              </Text>
              <FieldError className={fieldStyles.error}>{issueText(intl, issue)}</FieldError>
            </TextField>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {result ? (
              <div role="status" className={styles.result}>
                <p>
                  {intl.formatMessage(
                    { id: 'products.skuFetch.found' },
                    { found: result.data.length, asked: result.data.length + result.unknown.length },
                  )}
                </p>
                {result.unknown.length ? (
                  <>
                    <p>{intl.formatMessage({ id: 'products.skuFetch.unknown' }, { count: result.unknown.length })}</p>
                    <ul className={styles.unknown} aria-label={intl.formatMessage({ id: 'products.skuFetch.unknownList' })}>
                      {result.unknown.map((sku) => (
                        <li key={sku}>
                          <code>{sku}</code>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            ) : null}
            <div className={dialogStyles.buttons}>
              <Button variant="ghost" onPress={close}>
                {intl.formatMessage({ id: 'resource.action.cancel' })}
              </Button>
              {result && result.data.length ? (
                <Button variant="primary" onPress={() => show(result.data)}>
                  {intl.formatMessage({ id: 'products.skuFetch.show' }, { count: result.data.length })}
                </Button>
              ) : (
                <Button type="submit" variant="primary" isPending={busy}>
                  {intl.formatMessage({ id: 'products.skuFetch.submit' })}
                </Button>
              )}
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
