/**
 * Why each line of a document costs what it does (`GET /api/shop/{orders|invoices|offers}/{id}/line-prices`,
 * server/orders/line-prices.ts), under its fields: per line, where its unit price came from (a price list or presale
 * or upsell by name, an offer, the product's own price, an offer's agreed price beside the customer's, or "not
 * recorded") and each rule behind its discount with what it took. A table with a caption and header cells, so a
 * screen reader reads each line's facts with their column, and a keyboard user reads it in the detail's scrolling
 * pane as any text; nothing in it is hover-only. The order's, the invoice's and the offer's detail show it.
 */
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useIntl, type IntlShape } from 'react-intl';
import styles from './LinePrices.module.css';

interface LinePrice {
  ID: number;
  SKU: string;
  Name: string;
  Discount: string;
  Source: {
    Kind: 'priceList' | 'product' | 'presale' | 'upsell' | 'offer' | 'manual' | 'agreed' | 'customerPrice';
    ID: number | null;
    Name: string | null;
    ListPrice?: string;
  } | null;
  /** Null: the rules were not recorded (a line written before they were kept). */
  Adjustments: { Kind: string; ID: number; Code: string | null; Name: string; Amount: string }[] | null;
}

/** Message ids, written out (the catalogue check reads literal ids only). */
const SOURCE_LABEL: Readonly<Record<NonNullable<LinePrice['Source']>['Kind'], string>> = {
  priceList: 'orders.linePrices.source.priceList',
  product: 'orders.linePrices.source.product',
  presale: 'orders.linePrices.source.presale',
  upsell: 'orders.linePrices.source.upsell',
  offer: 'orders.linePrices.source.offer',
  manual: 'orders.linePrices.source.manual',
  agreed: 'orders.linePrices.source.agreed',
  customerPrice: 'orders.linePrices.source.customerPrice',
};

const RULE_LABEL: Readonly<Record<string, string>> = {
  coupon: 'orders.linePrices.rule.coupon',
  deal: 'orders.linePrices.rule.deal',
  manual: 'orders.linePrices.rule.manual',
};

function sourceText(intl: IntlShape, source: LinePrice['Source'], money: (amount: string) => string): string {
  if (!source) return intl.formatMessage({ id: 'orders.linePrices.source.unknown' });
  return intl.formatMessage(
    { id: SOURCE_LABEL[source.Kind] },
    { name: source.Name ?? (source.ID == null ? '' : `#${source.ID}`), list: source.ListPrice == null ? '' : money(source.ListPrice) },
  );
}

function rulesText(intl: IntlShape, line: LinePrice): string {
  return intl.formatMessage({
    id: line.Adjustments === null && Number(line.Discount) !== 0 ? 'orders.linePrices.source.unknown' : 'orders.linePrices.noDiscount',
  });
}

/**
 * The lines of the document at `/shop/{path}/{id}` explained, its amounts in `currency`; read again when the
 * document's `version` moves on (a line written, the document priced again).
 */
export function LinePrices({ path, id, currency, version }: { path: string; id: number; currency: string; version: unknown }) {
  const intl = useIntl();
  // Read whenever the detail opens (not deduplicated: the document may have been priced again a moment ago), and
  // again when its version moves on while it is open.
  const { data, error, mutate } = useSWR<{ data: LinePrice[] }, unknown>(`/shop/${path}/${id}/line-prices`, { dedupingInterval: 0 });
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void mutate();
  }, [version, mutate]);
  const money = (amount: string) => intl.formatNumber(Number(amount), { style: 'currency', currency });
  if (error || !data?.data.length) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{intl.formatMessage({ id: 'orders.linePrices.title' })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'orders.linePrices.line' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'orders.linePrices.priceFrom' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'orders.linePrices.discount' })}</th>
        </tr>
      </thead>
      <tbody>
        {data.data.map((line) => (
          <tr key={line.ID}>
            <th scope="row">
              <span className={styles.sku}>{line.SKU}</span> {line.Name}
            </th>
            <td>{sourceText(intl, line.Source, money)}</td>
            <td>
              {line.Adjustments?.length ? (
                <ul className={styles.rules}>
                  {line.Adjustments.map((rule) => (
                    <li key={`${rule.Kind}:${rule.ID}`}>
                      {intl.formatMessage(
                        { id: RULE_LABEL[rule.Kind] ?? 'orders.linePrices.rule.deal' },
                        { code: rule.Code ?? '', name: rule.Name, amount: money(rule.Amount) },
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                rulesText(intl, line)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
