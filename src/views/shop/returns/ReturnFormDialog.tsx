/**
 * A return made from an order (issue 9 §3; `POST /api/shop/orders/{id}/returns`, docs/decisions.md "Returns"):
 * the action (chargeback, replacement, exchange), how many of each item come back (at most what is left to
 * return: the server says which line is over), the reason, whether the goods were counted and go back to stock.
 * Opened by "Create a return from this order" (palette, Shift+R on an order). Keyboard first: the action's radio
 * buttons take the focus, Tab walks the items and fields, Enter in a field or Mod+Enter anywhere creates, Esc
 * closes. Over its threshold the return waits for approval and the flash says so in SPEC.md's words.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { mutate } from 'swr';
import { api, errorMessageOf, fetchAll } from '../../../api/client';
import { RETURN_ACTIONS, type ReturnActionCode } from '../../../domain/returns/codes';
import { showFlash } from '../../../store/flash';
import { closeOverlay, returnForm } from '../../../store/ui';
import { FormDialog } from '../../common/FormDialog';
import fieldStyles from '../../resource/form/editors/fields.module.css';

/** Message ids, written out (the catalogue check reads literal ids only). */
const ACTION_LABEL: Readonly<Record<ReturnActionCode, string>> = {
  1: 'enums.returnAction.1',
  2: 'enums.returnAction.2',
  3: 'enums.returnAction.3',
};

interface OrderItem {
  ID: number;
  SKU: string;
  Name: string;
  Quantity: number;
}

interface Created {
  ID: number;
  waitForApproval: { message: string; messageId: string } | null;
}

const close = () => closeOverlay('returnFormOpen');

export default function ReturnFormDialog() {
  const intl = useIntl();
  const { orderId, orderNumber } = useSnapshot(returnForm);
  const [items, setItems] = useState<OrderItem[] | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [action, setAction] = useState<ReturnActionCode>(1);
  const [reason, setReason] = useState('');
  const [verified, setVerified] = useState(false);
  const [restock, setRestock] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (orderId == null) return;
    let live = true;
    fetchAll<OrderItem>('/shop/order-items', { query: { OrderID: orderId } })
      .then((rows) => live && setItems(rows))
      .catch((error: unknown) => live && setFailure(intl.formatMessage({ id: errorMessageOf(error) })));
    return () => {
      live = false;
    };
  }, [orderId, intl]);

  const submit = async () => {
    if (orderId == null) return;
    const lines = Object.entries(quantities)
      .filter(([, q]) => q > 0)
      .map(([id, q]) => ({ OrderItemID: Number(id), Quantity: q }));
    if (!lines.length) return setFailure(intl.formatMessage({ id: 'returns.form.noItems' }));
    if (!reason.trim()) return setFailure(intl.formatMessage({ id: 'returns.form.noReason' }));
    setFailure(null);
    const created = await api.post<Created>(`/shop/orders/${orderId}/returns`, {
      Action: action,
      Reason: reason,
      QuantityVerified: verified,
      Restock: restock,
      Items: lines,
    });
    close();
    if (created.waitForApproval) showFlash({ id: created.waitForApproval.messageId }, 'warning');
    else showFlash({ id: 'returns.form.created' }, 'success', { values: { id: created.ID } });
    void mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith('/shop/returns') || key.startsWith('/shop/order') || key.startsWith('/shop/return-audits')),
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'returns.form.title' }, { number: orderNumber })}
      submitLabel={intl.formatMessage({ id: 'returns.form.submit' })}
      onSubmit={submit}
      onClose={close}
      error={failure}
    >
      <fieldset className={fieldStyles.field}>
        <legend className={fieldStyles.label}>{intl.formatMessage({ id: 'resources.returns.Action' })}</legend>
        {RETURN_ACTIONS.map((code) => (
          <label key={code}>
            <input type="radio" name="return-action" value={code} checked={action === code} onChange={() => setAction(code)} />{' '}
            {intl.formatMessage({ id: ACTION_LABEL[code] })}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldStyles.field}>
        <legend className={fieldStyles.label}>{intl.formatMessage({ id: 'returns.form.items' })}</legend>
        {items === null ? (
          <p>{intl.formatMessage({ id: 'returns.form.loading' })}</p>
        ) : (
          items.map((item) => (
            <label key={item.ID} className={fieldStyles.field}>
              <span>{intl.formatMessage({ id: 'returns.form.quantityOf' }, { sku: item.SKU, name: item.Name, max: item.Quantity })}</span>
              <span className={fieldStyles.control}>
                <input
                  type="number"
                  className={`${fieldStyles.input} ${fieldStyles.numeric}`}
                  min={0}
                  max={item.Quantity}
                  step={1}
                  value={quantities[item.ID] ?? 0}
                  onChange={(e) =>
                    setQuantities((q) => ({
                      ...q,
                      [item.ID]: Math.max(0, Math.min(item.Quantity, Math.trunc(Number(e.target.value) || 0))),
                    }))
                  }
                />
              </span>
            </label>
          ))
        )}
      </fieldset>
      <label className={fieldStyles.field}>
        <span className={fieldStyles.label}>{intl.formatMessage({ id: 'resources.returns.Reason' })}</span>
        <span className={fieldStyles.control}>
          <input className={fieldStyles.input} value={reason} maxLength={2000} required onChange={(e) => setReason(e.target.value)} />
        </span>
      </label>
      <label>
        <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} />{' '}
        {intl.formatMessage({ id: 'resources.returns.QuantityVerified' })}
      </label>
      <label>
        <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />{' '}
        {intl.formatMessage({ id: 'resources.returns.Restock' })}
      </label>
    </FormDialog>
  );
}
