/**
 * The multi-SKU fetch (SPEC.md: one SKU per line, no spaces): paste article numbers, get those products as
 * the products' list (`/product/items?ids=…`). Lines the rule refuses are named before anything is sent;
 * SKUs no product has are listed, and the found ones can still be shown. Mod+Enter fetches, Esc closes.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import { api } from '../../api/client';
import type { FieldIssue } from '../../domain/errors';
import { readSkuText, SKU_LINES_MAX, type SkuFetchResult } from '../../domain/resources/product/sku-lines';
import { screen } from '../../domain/screens';
import { closeOverlay } from '../../store/ui';
import { Button } from '../common/Button';
import { FormDialog } from '../common/FormDialog';
import { issueText } from '../resource/form/editors/issue';
import fieldStyles from '../resource/form/editors/fields.module.css';
import styles from './SkuFetchDialog.module.css';

/** The first problem of the pasted lines, as the server names it. */
const localIssue = (text: string): FieldIssue | undefined => readSkuText(text).issue;

export default function SkuFetchDialog() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<FieldIssue | undefined>();
  const [result, setResult] = useState<SkuFetchResult | null>(null);
  const close = () => closeOverlay('skuFetchOpen');
  const show = (found: SkuFetchResult['data']) => {
    close();
    navigate(`${screen('ProductItemIndex').path}?ids=${found.map((p) => p.ID).join(',')}`);
  };

  const fetchSkus = async () => {
    const local = localIssue(text);
    setIssue(local);
    if (local) return;
    const answer = await api.post<SkuFetchResult>('/product/items/by-skus', { Skus: text });
    if (!answer.unknown.length && answer.data.length) show(answer.data);
    else setResult(answer);
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'products.skuFetch.title' })}
      submitLabel={intl.formatMessage({ id: 'products.skuFetch.submit' })}
      onSubmit={fetchSkus}
      onClose={close}
      submitButton={
        result && result.data.length ? (
          <Button variant="primary" onPress={() => show(result.data)}>
            {intl.formatMessage({ id: 'products.skuFetch.show' }, { count: result.data.length })}
          </Button>
        ) : undefined
      }
    >
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
      >
        <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'products.skuFetch.label' })}</Label>
        <TextArea className={`${fieldStyles.textarea} ${styles.lines}`} rows={8} spellCheck={false} />
        <Text slot="description" className={fieldStyles.description}>
          {intl.formatMessage({ id: 'products.skuFetch.help' }, { max: SKU_LINES_MAX })}
        </Text>
        <FieldError className={fieldStyles.error}>{issueText(intl, issue)}</FieldError>
      </TextField>
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
    </FormDialog>
  );
}
