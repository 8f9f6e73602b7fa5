/**
 * orders/new as a staff order (issue 9 §1): pick the customer (prefilled from `?customerId=`), whose store
 * decides the currency and the methods offered; the addresses start as the customer's and stay editable; the
 * product picker (SKU or name) adds a line on Enter, a focused line goes with Delete or Backspace, quantities
 * are spin fields, and Ctrl+Enter places the order. Every price and total shown is the server's quote
 * (POST /api/shop/orders/quote), asked again whenever the order changes; the server's refusals land on their
 * fields. After placing, the new order opens.
 */
import { Fragment, useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { api, ApiError, errorMessageOf } from '../../../../api/client';
import { placeOrder, quoteOrder, useOrderMethods } from '../../../../api/staff-orders';
import {
  ADDRESS_PARTS,
  parseStaffOrder,
  type AddressPart,
  type QuotedAdjustment,
  type StaffOrderQuote,
} from '../../../../domain/orders/staff-order';
import type { FieldIssue } from '../../../../domain/errors';
import { resource } from '../../../../domain/resources';
import { ProductStatus } from '../../../../domain/resources/product/products';
import type { ResourceRecord } from '../../../../domain/resources/types';
import { screenByName, screenHref, type Screen } from '../../../../domain/screens';
import { showFlash } from '../../../../store/flash';
import { Button } from '../../../../views/common/Button';
import { PageHeader } from '../../../../views/common/PageHeader';
import { TextInput } from '../../../../views/common/TextInput';
import { BasketLine } from '../../../../views/common/basket/BasketLine';
import { useBasketLines } from '../../../../views/common/basket/useBasketLines';
import { ReferencePicker } from '../../../../views/resource/pickers/ReferencePicker';
import styles from './OrderNewPage.module.css';
import { valueText } from '../../../../domain/value-text';

const CUSTOMERS = resource('customers');
const PRODUCTS = resource('products');
const FOR_SALE = { Status: [ProductStatus.ForSale] } as const;
const QUOTE_DELAY_MS = 250;

/** Labels of the address fields, written out (the catalogue check reads literal ids only). */
const ADDRESS_LABEL: Readonly<Record<'Billing' | 'Delivery', Readonly<Record<AddressPart, string>>>> = {
  Billing: {
    Name: 'fields.BillingName',
    Address1: 'fields.BillingAddress1',
    Address2: 'fields.BillingAddress2',
    PostalCode: 'fields.BillingPostalCode',
    Municipality: 'fields.BillingMunicipality',
    City: 'fields.BillingCity',
    Country: 'fields.BillingCountry',
    Reference: 'fields.BillingReference',
  },
  Delivery: {
    Name: 'fields.DeliveryName',
    Address1: 'fields.DeliveryAddress1',
    Address2: 'fields.DeliveryAddress2',
    PostalCode: 'fields.DeliveryPostalCode',
    Municipality: 'fields.DeliveryMunicipality',
    City: 'fields.DeliveryCity',
    Country: 'fields.DeliveryCountry',
    Reference: 'fields.DeliveryReference',
  },
};

type Addresses = Record<string, string>;

/** The customer's own address as both the billing and the delivery address. */
function addressesOf(customer: ResourceRecord): Addresses {
  const out: Addresses = {};
  for (const side of ['Billing', 'Delivery']) {
    for (const part of ADDRESS_PARTS) {
      const value = part === 'Name' ? customer.Name : customer[part];
      out[`${side}${part}`] = value == null ? '' : valueText(value);
    }
  }
  return out;
}

export function OrderNewPage({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = useSearch();
  const initialCustomer = Number(new URLSearchParams(search).get('customerId')) || null;
  const [customerId, setCustomerId] = useState<number | null>(initialCustomer);
  const [customer, setCustomer] = useState<ResourceRecord | null>(null);
  const [addresses, setAddresses] = useState<Addresses>({});
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const basket = useBasketLines();
  const { lines, addLine, pickerRef } = basket;
  const [codes, setCodes] = useState('');
  const [quote, setQuote] = useState<StaffOrderQuote | null>(null);
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [submitted, setSubmitted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const methods = useOrderMethods().data;
  const storeId = customer ? Number(customer.StoreID) : null;

  useEffect(() => {
    if (customerId == null) {
      setCustomer(null);
      return;
    }
    let live = true;
    api
      .get<ResourceRecord>(`/shop/customers/${customerId}`)
      .then((record) => {
        if (!live) return;
        setCustomer(record);
        setAddresses(addressesOf(record));
      })
      .catch((error) => showFlash({ id: errorMessageOf(error) }, 'error'));
    return () => {
      live = false;
    };
  }, [customerId]);

  const shippingOptions = useMemo(
    () => (methods?.shipping ?? []).filter((m) => storeId != null && m.Stores.includes(storeId)),
    [methods, storeId],
  );
  const paymentOptions = useMemo(
    () => (methods?.payment ?? []).filter((m) => storeId != null && m.Stores.includes(storeId)),
    [methods, storeId],
  );
  // The store follows the customer: a method of another store is replaced by the first of this one.
  useEffect(() => {
    if (!shippingOptions.some((m) => m.ID === shippingId)) setShippingId(shippingOptions[0]?.ID ?? null);
    if (!paymentOptions.some((m) => m.ID === paymentId)) setPaymentId(paymentOptions[0]?.ID ?? null);
  }, [shippingOptions, paymentOptions, shippingId, paymentId]);

  const body = useMemo(
    () => ({
      CustomerID: customerId,
      StoreID: storeId,
      ShippingMethodID: shippingId,
      PaymentMethodID: paymentId,
      ...addresses,
      Items: lines,
      Codes: codes.split(/[\s,;]+/).filter(Boolean),
    }),
    [customerId, storeId, shippingId, paymentId, addresses, lines, codes],
  );

  // The server's quote of the order as it stands; refusals of lines show at once, the rest after a submit.
  useEffect(() => {
    if (customerId == null || shippingId == null || paymentId == null || !lines.length) {
      setQuote(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      quoteOrder(body, controller.signal)
        .then((answer) => {
          setQuote(answer);
          setIssues({});
        })
        .catch((error) => {
          if (controller.signal.aborted) return;
          setQuote(null);
          if (error instanceof ApiError && error.fields) setIssues(error.fields);
        });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, customerId, shippingId, paymentId, lines.length]);

  const place = useCallback(async () => {
    setSubmitted(true);
    const checked = parseStaffOrder(body);
    if (!checked.input) {
      setIssues(checked.fields);
      return;
    }
    setPlacing(true);
    try {
      const order = await placeOrder(body);
      showFlash({ id: 'staffOrder.placed' }, 'success', { values: { number: String(order.Number) } });
      navigate(screenHref(screenByName.get('ShopOrderDetail')!, { id: order.ID }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setIssues(error.fields);
      showFlash({ id: errorMessageOf(error) }, 'error');
    } finally {
      setPlacing(false);
    }
  }, [body, navigate]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      void place();
    } else if ((event.target as HTMLElement).tagName === 'INPUT') {
      // Enter alone in a field does not place the order (as in the engine's forms): Ctrl+Enter does.
      event.preventDefault();
    }
  };

  const shown = (key: string) => (submitted || key.startsWith('Items.') ? issues[key] : undefined);
  const message = (issue: FieldIssue | undefined) => (issue ? intl.formatMessage({ id: issue.id }, issue.values) : null);
  const money = (value: string | undefined) =>
    value == null || !quote ? '–' : <FormattedNumber value={Number(value)} style="currency" currency={quote.Currency} />;
  /** What a deal or coupon took, by its code or name. */
  const adjustment = (a: QuotedAdjustment) => (
    <FormattedMessage id="staffOrder.adjustment" values={{ kind: a.Kind, name: a.Code ?? a.Name, amount: money(a.Amount) }} />
  );

  return (
    <div className={styles.page} onKeyDown={onKeyDown}>
      <PageHeader screen={screen} />
      <p className={styles.hint}>
        <FormattedMessage id="staffOrder.keys" />
      </p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void place();
        }}
        aria-label={intl.formatMessage({ id: 'staffOrder.form' })}
      >
        <section className={styles.section}>
          <ReferencePicker
            target={CUSTOMERS}
            label={intl.formatMessage({ id: 'resources.orders.CustomerID' })}
            isRequired
            value={customerId}
            onChange={setCustomerId}
            issue={shown('CustomerID') ?? shown('StoreID')}
            fieldKey="CustomerID"
          />
          <label className={styles.select}>
            <span>
              <FormattedMessage id="resources.orders.ShippingMethodID" />
            </span>
            <select
              value={shippingId ?? ''}
              onChange={(e) => setShippingId(Number(e.target.value) || null)}
              aria-invalid={!!shown('ShippingMethodID')}
              disabled={storeId == null}
            >
              {shippingOptions.map((m) => (
                <option key={m.ID} value={m.ID}>
                  {m.Name}
                </option>
              ))}
            </select>
            {shown('ShippingMethodID') ? <span className={styles.error}>{message(shown('ShippingMethodID'))}</span> : null}
          </label>
          <label className={styles.select}>
            <span>
              <FormattedMessage id="resources.orders.PaymentMethodID" />
            </span>
            <select
              value={paymentId ?? ''}
              onChange={(e) => setPaymentId(Number(e.target.value) || null)}
              aria-invalid={!!shown('PaymentMethodID')}
              disabled={storeId == null}
            >
              {paymentOptions.map((m) => (
                <option key={m.ID} value={m.ID}>
                  {m.Name}
                </option>
              ))}
            </select>
            {shown('PaymentMethodID') ? <span className={styles.error}>{message(shown('PaymentMethodID'))}</span> : null}
          </label>
        </section>

        <section className={styles.section} aria-labelledby="staff-order-lines">
          <h2 id="staff-order-lines" className={styles.heading}>
            <FormattedMessage id="staffOrder.lines" />
          </h2>
          <div ref={pickerRef}>
            <ReferencePicker
              target={PRODUCTS}
              where={FOR_SALE}
              label={intl.formatMessage({ id: 'staffOrder.addProduct' })}
              value={null}
              adds
              onChange={addLine}
              issue={shown('Items')}
              isDisabled={customerId == null}
            />
          </div>
          {lines.length ? (
            <ul className={styles.lines}>
              {lines.map((line, index) => {
                const priced = quote?.Items.find((i) => i.ProductID === line.ProductID);
                const name = priced ? `${priced.SKU} ${priced.Name}` : `#${line.ProductID}`;
                const issue = shown(`Items.${index}.ProductID`) ?? shown(`Items.${index}.Quantity`);
                return (
                  <BasketLine
                    key={line.ProductID}
                    basket={basket}
                    index={index}
                    name={name}
                    labels={{
                      line: intl.formatMessage({ id: 'staffOrder.line' }, { name }),
                      quantity: intl.formatMessage({ id: 'staffOrder.quantity' }, { name }),
                      remove: intl.formatMessage({ id: 'staffOrder.remove' }, { name }),
                    }}
                    columns="8rem 8rem auto"
                    below={
                      priced?.Adjustments.length ? (
                        <ul>
                          {priced.Adjustments.map((a) => (
                            <li key={`${a.Kind}-${a.ID}`}>{adjustment(a)}</li>
                          ))}
                        </ul>
                      ) : null
                    }
                    issue={issue ? message(issue) : null}
                  >
                    <span className={styles.amount}>{money(priced?.UnitPrice)}</span>
                    <span className={styles.amount}>{money(priced?.LineTotal)}</span>
                  </BasketLine>
                );
              })}
            </ul>
          ) : (
            <p className={styles.hint}>
              <FormattedMessage id="staffOrder.noLines" />
            </p>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'staffOrder.codes' })}
            description={intl.formatMessage({ id: 'staffOrder.codesHelp' })}
            value={codes}
            onChange={setCodes}
            issue={shown('Codes')}
          />
          {quote?.Refused.length ? (
            <ul className={styles.refused} role="alert">
              {quote.Refused.map((r) => (
                <li key={r.Code}>
                  <FormattedMessage id="staffOrder.refused" values={{ code: r.Code, reason: r.Reason, with: r.With ?? '' }} />
                </li>
              ))}
            </ul>
          ) : null}
          <dl className={styles.totals} aria-live="polite">
            <dt>
              <FormattedMessage id="staffOrder.subtotal" />
            </dt>
            <dd>{money(quote?.Subtotal)}</dd>
            {quote && quote.Discount !== '0.00' ? (
              <>
                <dt>
                  <FormattedMessage id="staffOrder.discount" />
                </dt>
                <dd>{money(`-${quote.Discount}`)}</dd>
              </>
            ) : null}
            <dt>
              <FormattedMessage id="staffOrder.shippingFee" />
            </dt>
            <dd>{money(quote?.ShippingFee)}</dd>
            <dt>
              <FormattedMessage id="staffOrder.paymentFee" />
            </dt>
            <dd>{money(quote?.PaymentFee)}</dd>
            {quote?.FeeAdjustments.map((a) => (
              <dd key={`fee-${a.Kind}-${a.ID}`} className={styles.note}>
                {adjustment(a)}
              </dd>
            ))}
            {(quote?.Vat.length ? quote.Vat : [null]).map((row) => (
              <Fragment key={row?.Rate ?? 'vat'}>
                <dt>
                  {row ? (
                    <FormattedMessage id="staffOrder.vatAt" values={{ rate: Number(row.Rate), base: money(row.Base) }} />
                  ) : (
                    <FormattedMessage id="staffOrder.vat" />
                  )}
                </dt>
                <dd>{money(row?.Vat)}</dd>
              </Fragment>
            ))}
            <dt>
              <FormattedMessage id="staffOrder.total" />
            </dt>
            <dd data-testid="staff-order-total">{money(quote?.Total)}</dd>
          </dl>
        </section>

        {(['Billing', 'Delivery'] as const).map((side) => (
          <fieldset key={side} className={styles.address}>
            <legend>
              <FormattedMessage id={side === 'Billing' ? 'staffOrder.billing' : 'staffOrder.delivery'} />
            </legend>
            {ADDRESS_PARTS.map((part) => {
              const key = `${side}${part}`;
              return (
                <TextInput
                  key={key}
                  label={intl.formatMessage({ id: ADDRESS_LABEL[side][part] })}
                  value={addresses[key] ?? ''}
                  onChange={(value) => setAddresses((current) => ({ ...current, [key]: value }))}
                  issue={shown(key)}
                />
              );
            })}
          </fieldset>
        ))}

        <div className={styles.actions}>
          <Button type="submit" variant="primary" isDisabled={placing} aria-keyshortcuts="Control+Enter">
            <FormattedMessage id="staffOrder.place" />
          </Button>
        </div>
      </form>
    </div>
  );
}
