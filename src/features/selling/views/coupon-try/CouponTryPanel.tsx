/**
 * "Prova kupongen" on a coupon's detail (docs/decisions.md "Coupons"): a basket built by keys and the server's answer
 * line by line. The store (default: the coupon's own, else the first), the product picker as on orders/new (SKU or
 * name; Enter chooses and adds a line, or one more of a line already there; Tab only leaves), each line a keyboard
 * stop that Delete or Backspace removes, its quantity a spin field. The answer (useCouponTry) is asked again as the
 * basket changes: what the coupon took from each line apart from the store's deals, the shipping's part, the totals,
 * and when it does not apply, why. The verdict is a live region; nothing is stored.
 */
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { FieldIssue } from '../../../../domain/errors';
import { STAFF_ORDER_MAX_QUANTITY } from '../../../../domain/orders/staff-order';
import { resource } from '../../../../domain/resources';
import { ProductStatus } from '../../../../domain/resources/product/products';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { reference } from '../../../../store/reference';
import { Button } from '../../../../views/common/Button';
import { ReferencePicker } from '../../../../views/resource/pickers/ReferencePicker';
import { useCouponTry } from './useCouponTry';
import styles from './CouponTryPanel.module.css';

const PRODUCTS = resource('products');
const FOR_SALE = { Status: [ProductStatus.ForSale] } as const;

interface Line {
  ProductID: number;
  Quantity: number;
}

/** A reason's values as its message reads them: `at` is a date. */
const reasonValues = (issue: FieldIssue) =>
  Object.fromEntries(Object.entries(issue.values ?? {}).map(([key, value]) => [key, key === 'at' ? new Date(String(value)) : value]));

export function CouponTryPanel({ coupon }: { coupon: ResourceRecord }) {
  const intl = useIntl();
  const { stores } = useSnapshot(reference);
  const own = typeof coupon.StoreID === 'number' ? coupon.StoreID : null;
  const [chosenStore, setStore] = useState<number | null>(own);
  const storeId = chosenStore ?? stores[0]?.ID ?? null;
  const [lines, setLines] = useState<Line[]>([]);
  const lineRefs = useRef(new Map<number, HTMLElement>());
  const pickerRef = useRef<HTMLDivElement>(null);
  const basket = useMemo(() => ({ StoreID: storeId, Items: lines }), [storeId, lines]);
  const { answer, issues, failure, pending } = useCouponTry(coupon.ID, basket);

  const addLine = (productId: number | null) => {
    if (productId == null) return;
    setLines((current) =>
      current.some((l) => l.ProductID === productId)
        ? current.map((l) => (l.ProductID === productId ? { ...l, Quantity: Math.min(STAFF_ORDER_MAX_QUANTITY, l.Quantity + 1) } : l))
        : [...current, { ProductID: productId, Quantity: 1 }],
    );
  };
  const removeLine = (index: number) => {
    setLines((current) => current.filter((_, i) => i !== index));
    // Focus stays in the lines: the next one, else the previous, else the product picker.
    requestAnimationFrame(() => {
      const next = lineRefs.current.get(index) ?? lineRefs.current.get(index - 1);
      if (next) next.focus();
      else pickerRef.current?.querySelector('input')?.focus();
    });
  };
  const setQuantity = (index: number, quantity: (current: number) => number) =>
    setLines((current) =>
      current.map((l, i) =>
        i === index
          ? { ...l, Quantity: Math.min(STAFF_ORDER_MAX_QUANTITY, Math.max(1, quantity(Number.isFinite(l.Quantity) ? l.Quantity : 1))) }
          : l,
      ),
    );

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
              <li
                key={line.ProductID}
                ref={(element) => {
                  if (element) lineRefs.current.set(index, element);
                  else lineRefs.current.delete(index);
                }}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a line is a keyboard stop: Delete removes it, its quantity is next
                tabIndex={0}
                className={styles.line}
                aria-label={intl.formatMessage({ id: 'resources.couponTry.line' }, { name })}
                onKeyDown={(e) => {
                  if ((e.key === 'Delete' || e.key === 'Backspace') && e.target === e.currentTarget) {
                    e.preventDefault();
                    removeLine(index);
                  }
                }}
              >
                <span className={styles.name}>{name}</span>
                <input
                  type="number"
                  min={1}
                  max={STAFF_ORDER_MAX_QUANTITY}
                  value={line.Quantity}
                  aria-label={intl.formatMessage({ id: 'resources.couponTry.quantity' }, { name })}
                  onChange={(e) => setQuantity(index, () => Math.trunc(Number(e.target.value)))}
                  onKeyDown={(e) => {
                    // The arrows step the quantity within its bounds, the same in every browser.
                    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
                    e.preventDefault();
                    setQuantity(index, (q) => q + (e.key === 'ArrowUp' ? 1 : -1));
                  }}
                />
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
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => removeLine(index)}
                  aria-label={intl.formatMessage({ id: 'resources.couponTry.remove' }, { name })}
                >
                  ×
                </Button>
                {priced?.Others.length ? (
                  <ul className={styles.others}>
                    {priced.Others.map((a) => (
                      <li key={`${a.Kind}-${a.ID}`}>
                        <FormattedMessage id="resources.couponTry.other" values={{ name: a.Code ?? a.Name, amount: money(a.Amount) }} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {issue ? (
                  <span className={styles.error} role="alert">
                    {message(issue)}
                  </span>
                ) : null}
              </li>
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
