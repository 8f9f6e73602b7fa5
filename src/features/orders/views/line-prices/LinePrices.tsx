/**
 * Why each line of an order costs what it does (`GET /api/shop/orders/{id}/line-prices`, server/orders/line-prices.ts),
 * under the order's fields: per line, where its unit price came from (a price list or presale or upsell by name, an
 * offer, the product's own price, or "not recorded") and each rule behind its discount with what it took. A table
 * with a caption and header cells, so a screen reader reads each line's facts with their column, and a keyboard
 * user reads it in the detail's scrolling pane as any text; nothing in it is hover-only.
 */
import useSWR from 'swr';
import { useIntl, type IntlShape } from 'react-intl';
import type { ResourceRecord } from '../../../../domain/resources/types';
import styles from './LinePrices.module.css';

interface LinePrice {
  ID: number;
  SKU: string;
  Name: string;
  Discount: string;
  Source: { Kind: 'priceList' | 'product' | 'presale' | 'upsell' | 'offer' | 'manual'; ID: number | null; Name: string | null } | null;
  Adjustments: { Kind: string; ID: number; Code: string | null; Name: string; Amount: string }[];
}

/** Message ids, written out (the catalogue check reads literal ids only). */
const SOURCE_LABEL: Readonly<Record<NonNullable<LinePrice['Source']>['Kind'], string>> = {
  priceList: 'orders.linePrices.source.priceList',
  product: 'orders.linePrices.source.product',
  presale: 'orders.linePrices.source.presale',
  upsell: 'orders.linePrices.source.upsell',
  offer: 'orders.linePrices.source.offer',
  manual: 'orders.linePrices.source.manual',
};

const RULE_LABEL: Readonly<Record<string, string>> = {
  coupon: 'orders.linePrices.rule.coupon',
  deal: 'orders.linePrices.rule.deal',
  manual: 'orders.linePrices.rule.manual',
};

function sourceText(intl: IntlShape, source: LinePrice['Source']): string {
  if (!source) return intl.formatMessage({ id: 'orders.linePrices.source.unknown' });
  return intl.formatMessage({ id: SOURCE_LABEL[source.Kind] }, { name: source.Name ?? (source.ID == null ? '' : `#${source.ID}`) });
}

export function LinePrices({ order }: { order: ResourceRecord }) {
  const intl = useIntl();
  const { data, error } = useSWR<{ data: LinePrice[] }, unknown>(`/shop/orders/${order.ID}/line-prices`);
  const money = (amount: string) => intl.formatNumber(Number(amount), { style: 'currency', currency: String(order.Currency) });
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
            <td>{sourceText(intl, line.Source)}</td>
            <td>
              {line.Adjustments.length ? (
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
                intl.formatMessage({ id: 'orders.linePrices.noDiscount' })
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
