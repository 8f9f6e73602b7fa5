/**
 * "Add upsell" on an order (`POST /api/shop/orders/{id}/add-upsell`, server/orders/upsells.ts): one of the upsells
 * the order's store runs now (`GET …/upsells`: each with its product, its price for the order and how many the order
 * may still take) and how many, 1 to what is left. Opened by the command (U on an order, the palette). The upsell's
 * select has the keyboard first, Tab goes to the quantity, Enter there (or Mod+Enter anywhere) adds, Esc closes. A
 * refusal (a colleague changed the order, the upsell ended) says why in the dialog; the order and its lines reload.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { mutate } from 'swr';
import { api, ApiError, errorMessageOf } from '../../../api/client';
import { showFlash } from '../../../store/flash';
import { closeOverlay, upsellForm } from '../../../store/ui';
import { FormDialog } from '../../../views/common/FormDialog';
import fieldStyles from '../../../views/resource/form/editors/fields.module.css';

interface OfferedUpsell {
  ID: number;
  Name: string;
  SKU: string;
  ProductName: string;
  UnitPrice: string;
  Currency: string;
  Left: number;
}

const close = () => closeOverlay('upsellFormOpen');

export default function AddUpsellDialog() {
  const intl = useIntl();
  const { orderId, orderNumber, version } = useSnapshot(upsellForm);
  const [choices, setChoices] = useState<OfferedUpsell[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  // The choices come after the dialog opened: the upsell's select takes the keyboard when they do.
  const select = useRef<HTMLSelectElement>(null);
  const loaded = choices !== null;
  useEffect(() => {
    if (loaded) select.current?.focus();
  }, [loaded]);

  useEffect(() => {
    if (orderId == null) return;
    let live = true;
    api.get<{ data: OfferedUpsell[] }>(`/shop/orders/${orderId}/upsells`).then(
      ({ data }) => {
        if (!live) return;
        const open = data.filter((u) => u.Left > 0);
        setChoices(open);
        setChosen(open[0]?.ID ?? null);
      },
      (error: unknown) => live && setFailure(intl.formatMessage({ id: errorMessageOf(error) })),
    );
    return () => {
      live = false;
    };
  }, [orderId, intl]);

  const upsell = choices?.find((u) => u.ID === chosen) ?? null;
  const left = upsell?.Left ?? 1;

  const submit = async () => {
    if (orderId == null || !upsell) return;
    await api.post(`/shop/orders/${orderId}/add-upsell`, { Version: version, UpsellID: upsell.ID, Quantity: quantity });
    close();
    showFlash({ id: 'orders.upsell.added' }, 'success', { values: { name: upsell.Name, quantity } });
    void mutate((key) => typeof key === 'string' && key.startsWith('/shop/order'));
  };

  // A refusal names its field: its own words (the upsell ended, fewer left), else the code's.
  const errorText = (error: unknown) => {
    const issue = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
    return issue
      ? intl.formatMessage({ id: issue.id, defaultMessage: issue.message }, issue.values)
      : intl.formatMessage({ id: errorMessageOf(error) });
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'orders.upsell.title' }, { number: orderNumber })}
      submitLabel={intl.formatMessage({ id: 'orders.upsell.submit' })}
      onSubmit={submit}
      onClose={close}
      canSubmit={!!upsell}
      error={failure}
      errorText={errorText}
    >
      {choices === null ? (
        <p>{intl.formatMessage({ id: 'orders.upsell.loading' })}</p>
      ) : choices.length === 0 ? (
        <p>{intl.formatMessage({ id: 'orders.upsell.none' })}</p>
      ) : (
        <>
          <label className={fieldStyles.field}>
            <span className={fieldStyles.label}>{intl.formatMessage({ id: 'orders.upsell.upsell' })}</span>
            <span className={fieldStyles.control}>
              <select
                ref={select}
                className={fieldStyles.input}
                value={chosen ?? ''}
                onChange={(e) => {
                  setChosen(Number(e.target.value));
                  setQuantity(1);
                }}
              >
                {choices.map((u) => (
                  <option key={u.ID} value={u.ID}>
                    {intl.formatMessage(
                      { id: 'orders.upsell.choice' },
                      {
                        name: u.Name,
                        sku: u.SKU,
                        product: u.ProductName,
                        price: intl.formatNumber(Number(u.UnitPrice), { style: 'currency', currency: u.Currency }),
                        left: u.Left,
                      },
                    )}
                  </option>
                ))}
              </select>
            </span>
          </label>
          <label className={fieldStyles.field}>
            <span className={fieldStyles.label}>{intl.formatMessage({ id: 'orders.upsell.quantityOf' }, { left })}</span>
            <span className={fieldStyles.control}>
              <input
                type="number"
                className={`${fieldStyles.input} ${fieldStyles.numeric}`}
                min={1}
                max={left}
                step={1}
                value={quantity}
                onChange={(e) => setQuantity(Math.max(1, Math.min(left, Math.trunc(Number(e.target.value) || 1))))}
              />
            </span>
          </label>
        </>
      )}
    </FormDialog>
  );
}
