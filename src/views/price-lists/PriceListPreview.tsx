/**
 * Evaluate in the price list's form: what the rules and mark-up as they stand in the form (saved or not)
 * select now, counted and priced by the server (POST /api/product/price-lists/evaluate), with the first
 * products' purchase price, price under the list, margin and reference cost. The count is announced.
 */
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, errorMessageOf } from '../../api/client';
import type { EvaluateRequest, EvaluateResult } from '../../domain/price-lists/evaluation';
import { EditorContext } from '../resource/form/FieldEditor';
import { bodyOf } from '../resource/form/form-values';
import { translatedText } from '../resource/format/record-text';
import { Button } from '../common/Button';
import { Alert } from '../common/Alert';
import styles from './PriceListPreview.module.css';

export function PriceListPreview() {
  const intl = useIntl();
  const ctx = useContext(EditorContext)!;
  const [result, setResult] = useState<EvaluateResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (text: string | null) => (text == null ? '–' : intl.formatNumber(Number(text), { style: 'currency', currency: 'SEK' }));

  const evaluate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const form = bodyOf(ctx.def, ctx.form.values, ctx.mode);
      const body: EvaluateRequest = {
        Rules: form.Rules,
        MarkUpType: form.MarkUpType as number | null,
        MarkUpAbsolute: form.MarkUpAbsolute as string | null,
        MarkUpPercentage: form.MarkUpPercentage as string | null,
      };
      setResult(await api.post<EvaluateResult>('/product/price-lists/evaluate', body));
    } catch (error) {
      setResult(null);
      setFailure(intl.formatMessage({ id: errorMessageOf(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.preview} aria-labelledby="price-list-preview-title">
      <div className={styles.head}>
        <h3 id="price-list-preview-title" className={styles.title}>
          {intl.formatMessage({ id: 'priceLists.preview.title' })}
        </h3>
        {/* Pending, not disabled: a disabled button would drop the keyboard's focus out of the form. */}
        <Button size="sm" onPress={() => void evaluate()} isPending={busy}>
          {intl.formatMessage({ id: busy ? 'priceLists.preview.running' : 'priceLists.preview.evaluate' })}
        </Button>
      </div>
      <p role="status" className={styles.count}>
        {result
          ? intl.formatMessage({ id: 'priceLists.preview.count' }, { count: result.count })
          : intl.formatMessage({ id: 'priceLists.preview.hint' })}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {result && result.data.length ? (
        <table className={styles.table}>
          <caption className="sr-only">
            {intl.formatMessage({ id: 'priceLists.preview.caption' }, { shown: result.data.length, count: result.count })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'priceLists.preview.sku' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'priceLists.preview.name' })}</th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: 'priceLists.preview.purchasePrice' })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: 'priceLists.preview.price' })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: 'priceLists.preview.margin' })}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage({ id: 'priceLists.preview.referenceCost' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((p) => (
              <tr key={p.ID}>
                <td>
                  <code>{p.Sku}</code>
                </td>
                <td>{translatedText(p.Name, intl.locale.slice(0, 2))}</td>
                <td className={styles.number}>{money(p.PurchasePrice)}</td>
                <td className={styles.number}>{money(p.Price)}</td>
                <td className={styles.number}>{money(p.Margin)}</td>
                <td className={styles.number}>{money(p.ReferenceCost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
