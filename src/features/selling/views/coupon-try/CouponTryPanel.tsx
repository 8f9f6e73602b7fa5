/**
 * "Prova kupongen" on a coupon's detail (docs/decisions.md "Coupons"): a basket built by keys and the server's answer
 * line by line. The store (default: the coupon's own, else the first), the product picker as on orders/new (SKU or
 * name; Enter chooses and adds a line, or one more of a line already there; Tab only leaves), each line a keyboard
 * stop that Delete or Backspace removes, its quantity a spin field. The answer (useCouponTry) is asked again as the
 * basket changes: what the coupon took from each line apart from the store's deals, the shipping's part, the totals,
 * and when it does not apply, why. The verdict is a live region; nothing is stored.
 */
import { useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { FieldIssue } from '../../../../domain/errors';
import { resource } from '../../../../domain/resources';
import { ProductStatus } from '../../../../domain/resources/product/products';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { reference } from '../../../../store/reference';
import { ReferencePicker } from '../../../../views/resource/pickers/ReferencePicker';
import { useCouponTry } from './useCouponTry';
import { BasketLine } from '../../../../views/common/basket/BasketLine';
import { useBasketLines } from '../../../../views/common/basket/useBasketLines';
import styles from './CouponTryPanel.module.css';

const PRODUCTS = resource('products');
const FOR_SALE = { Status: [ProductStatus.ForSale] } as const;

/** A reason's values as its message reads them: `at` is a date. */
const reasonValues = (issue: FieldIssue) =>
  Object.fromEntries(Object.entries(issue.values ?? {}).map(([key, value]) => [key, key === 'at' ? new Date(String(value)) : value]));

export function CouponTryPanel({ coupon }: { coupon: ResourceRecord }) {
  const intl = useIntl();
  const { stores } = useSnapshot(reference);
  const own = typeof coupon.StoreID === 'number' ? coupon.StoreID : null;
  const [chosenStore, setStore] = useState<number | null>(own);
  const storeId = chosenStore ?? stores[0]?.ID ?? null;
  const lineBasket = useBasketLines();
  const { lines, addLine, pickerRef } = lineBasket;
  const basket = useMemo(() => ({ StoreID: storeId, Items: lines }), [storeId, lines]);
  const { answer, issues, failure, pending } = useCouponTry(coupon.ID, basket);

  /** An amount of the answer, taken off (shown negative) when `off`; a dash before the answer. */
  const money = (value: string | undefined, off = false) =>
    value == null || !answer ? (
      '–'
    ) : (
      <FormattedNumber value={off && Number(value) !== 0 ? -Number(value) : Number(value)} style="currency" currency={answer.Currency} />
    );
  const message = (issue: FieldIssue | undefined) => (issue ? intl.formatMessage({ id: issue.id }, reasonValues(issue)) : null);

  return (
    <section className={styles.panel} aria-labelledby="coupon-try-title">
      <h3 id="coupon-try-title" className={styles.heading}>
        <FormattedMessage id="resources.couponTry.title" />
      </h3>
      <p className={styles.hint}>
        <FormattedMessage id="resources.couponTry.keys" />
      </p>
      <label className={styles.select}>
        <span>
          <FormattedMessage id="resources.couponTry.store" />
        </span>
        <select value={storeId ?? ''} onChange={(e) => setStore(Number(e.target.value) || null)} aria-invalid={!!issues.StoreID}>
          {stores.map((s) => (
            <option key={s.ID} value={s.ID}>
              {s.Name}
            </option>
          ))}
        </select>
        {issues.StoreID ? <span className={styles.error}>{message(issues.StoreID)}</span> : null}
      </label>
      <div ref={pickerRef}>
        <ReferencePicker
          target={PRODUCTS}
          where={FOR_SALE}
          label={intl.formatMessage({ id: 'resources.couponTry.addProduct' })}
          value={null}
          adds
          onChange={addLine}
          issue={issues.Items}
        />
      </div>
      {lines.length ? (
        <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'resources.couponTry.lines' })}>
          {lines.map((line, index) => {
            const priced = answer?.Items[index]?.ProductID === line.ProductID ? answer.Items[index] : undefined;
            const name = priced ? `${priced.SKU} ${priced.Name}` : `#${line.ProductID}`;
            const issue = issues[`Items.${index}.ProductID`] ?? issues[`Items.${index}.Quantity`];
            return (
              <BasketLine
                key={line.ProductID}
                basket={lineBasket}
                index={index}
                name={name}
                labels={{
                  line: intl.formatMessage({ id: 'resources.couponTry.line' }, { name }),
                  quantity: intl.formatMessage({ id: 'resources.couponTry.quantity' }, { name }),
                  remove: intl.formatMessage({ id: 'resources.couponTry.remove' }, { name }),
                }}
                columns="minmax(0, 2fr) auto"
                below={
                  priced?.Others.length ? (
                    <ul>
                      {priced.Others.map((a) => (
                        <li key={`${a.Kind}-${a.ID}`}>
                          <FormattedMessage id="resources.couponTry.other" values={{ name: a.Code ?? a.Name, amount: money(a.Amount) }} />
                        </li>
                      ))}
                    </ul>
                  ) : null
                }
                issue={issue ? message(issue) : null}
              >
                <dl className={styles.figures}>
                  <dt>
                    <FormattedMessage id="resources.couponTry.unitPrice" />
                  </dt>
                  <dd>{money(priced?.UnitPrice)}</dd>
                  <dt>
                    <FormattedMessage id="resources.couponTry.couponPart" />
                  </dt>
                  <dd data-testid="coupon-try-coupon-part">{money(priced?.CouponDiscount, true)}</dd>
                  <dt>
                    <FormattedMessage id="resources.couponTry.otherPart" />
                  </dt>
                  <dd>{money(priced?.OtherDiscount, true)}</dd>
                  <dt>
                    <FormattedMessage id="resources.couponTry.lineTotal" />
                  </dt>
                  <dd>{money(priced?.LineTotal)}</dd>
                </dl>
              </BasketLine>
            );
          })}
        </ul>
      ) : (
        <p className={styles.hint}>
          <FormattedMessage id="resources.couponTry.empty" />
        </p>
      )}
      <div role="status" aria-live="polite" aria-busy={pending || undefined} className={styles.verdict} data-testid="coupon-try-verdict">
        {failure ? (
          <FormattedMessage id={failure} />
        ) : answer ? (
          answer.Applies ? (
            <FormattedMessage id="resources.couponTry.applies" values={{ amount: money(answer.CouponDiscount) }} />
          ) : (
            <FormattedMessage id="resources.couponTry.notApplies" values={{ reason: message(answer.Reason ?? undefined) }} />
          )
        ) : null}
      </div>
      {answer ? (
        <dl className={styles.totals}>
          <dt>
            <FormattedMessage id="resources.couponTry.subtotal" />
          </dt>
          <dd>{money(answer.Subtotal)}</dd>
          <dt>
            <FormattedMessage id="resources.couponTry.couponDiscount" />
          </dt>
          <dd>{money(answer.CouponDiscount, true)}</dd>
          <dt>
            <FormattedMessage id="resources.couponTry.otherDiscount" />
          </dt>
          <dd>{money(answer.OtherDiscount, true)}</dd>
          {answer.Shipping ? (
            <>
              <dt>
                <FormattedMessage id="resources.couponTry.shipping" values={{ method: answer.Shipping.Name }} />
              </dt>
              <dd>{money(answer.Shipping.Fee)}</dd>
              {answer.Shipping.CouponDiscount !== '0.00' ? (
                <>
                  <dt>
                    <FormattedMessage id="resources.couponTry.shippingCoupon" />
                  </dt>
                  <dd>{money(answer.Shipping.CouponDiscount, true)}</dd>
                </>
              ) : null}
            </>
          ) : (
            <dd className={styles.note}>
              <FormattedMessage id="resources.couponTry.noShipping" />
            </dd>
          )}
          <dt>
            <FormattedMessage id="resources.couponTry.vat" />
          </dt>
          <dd>{money(answer.VatAmount)}</dd>
          <dt>
            <FormattedMessage id="resources.couponTry.total" />
          </dt>
          <dd>{money(answer.Total)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
