/**
 * Receiving goods by keys (issue 30 §1; /shop/purchase-orders/{id}/receive): a person types or scans a SKU (a
 * scanner is a keyboard that ends with Enter) and Enter, then the quantity (1 unless typed) and Enter, and goes on
 * to the next; scanning the same SKU again adds to its line. A SKU not on the purchase order is said at once and
 * the field keeps the text to correct. Taking a line past its ordered quantity asks first. Ctrl+Enter (⌘+Enter)
 * posts what was counted as one receipt under a key of its own (a retry counts nothing twice); when a colleague
 * received some of the same lines meanwhile, the server says so and the person decides again. Esc goes back to the
 * purchase order (asking first when something counted is not posted).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useLocation, useParams } from 'wouter';
import { ApiError, errorMessageOf } from '../../../api/client';
import { ErrorCode } from '../../../domain/errors';
import type { ResourceRecord } from '../../../domain/resources/types';
import { screenByName, screenHref, type Screen } from '../../../domain/screens';
import { valueText } from '../../../domain/value-text';
import { showFlash } from '../../../store/flash';
import { Alert } from '../../../views/common/Alert';
import { Button } from '../../../views/common/Button';
import { PageHeader } from '../../../views/common/PageHeader';
import { Skeleton } from '../../../views/common/Skeleton';
import { useConfirm } from '../../../views/resource/actions/useConfirm';
import { postReceipt, useReceiving } from '../api';
import { PurchaseOrderItemStatus, RECEIVES_IN } from '../domain/codes';
import { RECEIPT_MAX_QUANTITY } from '../domain/receipts';
import styles from './ReceivePage.module.css';

const newKey = () => crypto.randomUUID();

/** The line a scanned or typed code names: its SKU or the supplier's, without regard to case. */
function lineOf(lines: readonly ResourceRecord[], code: string): ResourceRecord | undefined {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    lines.find((line) => valueText(line.SKU).toLowerCase() === wanted) ??
    lines.find((line) => line.SupplierSku != null && valueText(line.SupplierSku).toLowerCase() === wanted)
  );
}

export function ReceivePage({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const swr = useSWRConfig();
  const [, navigate] = useLocation();
  const id = Number(useParams<{ id: string }>().id);
  const { data, error, mutate } = useReceiving(id);
  const { ask, dialog } = useConfirm();
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [current, setCurrent] = useState<ResourceRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [counted, setCounted] = useState<ReadonlyMap<number, number>>(new Map());
  const [over, setOver] = useState(false);
  const [posting, setPosting] = useState(false);
  const key = useRef(newKey());
  const codeRef = useRef<HTMLInputElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  const lines = useMemo(() => data?.lines ?? [], [data]);
  const order = data?.order;
  const receivable = order ? (RECEIVES_IN as readonly number[]).includes(Number(order.Status)) : false;
  const units = [...counted.values()].reduce((sum, n) => sum + n, 0);

  // With nothing to receive (all in, or not with the supplier) the page itself keeps the keyboard, so Esc goes back.
  useEffect(() => {
    if (order && !receivable) pageRef.current?.focus();
  }, [order, receivable]);
  const detailHref = screenHref(screenByName.get('ShopPurchaseOrderDetail')!, { id });

  const backToCode = () => {
    setCode('');
    setQuantity('1');
    setCurrent(null);
    codeRef.current?.focus();
  };

  /** Enter in the code field: the line it names, then its quantity. */
  const takeCode = () => {
    const line = lineOf(lines, code);
    if (!line || line.Status === PurchaseOrderItemStatus.Annulled) {
      setProblem(intl.formatMessage({ id: 'errors.notOnPurchaseOrder' }, { sku: code.trim() }));
      codeRef.current?.select();
      return;
    }
    setProblem(null);
    setCurrent(line);
    setQuantity('1');
  };

  // The quantity field takes the keyboard once it is enabled for the line just named (it is disabled without one).
  useEffect(() => {
    if (!current) return;
    quantityRef.current?.focus();
    quantityRef.current?.select();
  }, [current]);

  /** Enter in the quantity field: the units counted on the line (asking first past what was ordered). */
  const takeQuantity = async () => {
    if (!current) return backToCode();
    const n = Number(quantity);
    if (!Number.isSafeInteger(n) || n < 1 || n > RECEIPT_MAX_QUANTITY) {
      setProblem(intl.formatMessage({ id: 'purchasing.receive.quantityRange' }, { max: RECEIPT_MAX_QUANTITY }));
      quantityRef.current?.select();
      return;
    }
    const ordered = Number(current.Quantity);
    const received = Number(current.ReceivedQuantity);
    const already = counted.get(current.ID) ?? 0;
    if (received + already + n > ordered) {
      const sku = valueText(current.SKU);
      const keep = await ask({
        title: intl.formatMessage({ id: 'purchasing.receive.overTitle' }, { sku }),
        body: intl.formatMessage({ id: 'purchasing.receive.overBody' }, { sku, ordered, received, counted: already + n }),
        choices: [{ id: 'keep', label: intl.formatMessage({ id: 'purchasing.receive.overKeep' }), variant: 'primary' }],
        defaultChoice: 'keep',
      });
      if (keep !== 'keep') {
        quantityRef.current?.select();
        return;
      }
      setOver(true);
    }
    setProblem(null);
    setCounted((map) => new Map(map).set(current.ID, already + n));
    backToCode();
  };

  const post = useCallback(
    async (confirmedOver: boolean): Promise<void> => {
      if (counted.size === 0 || posting) return;
      setPosting(true);
      const receipt = {
        key: key.current,
        lines: [...counted].map(([itemId, n]) => ({ sku: valueText(lines.find((l) => l.ID === itemId)?.SKU), quantity: n })),
        ...(confirmedOver ? { over: true } : {}),
      };
      try {
        const outcome = await postReceipt(swr, id, receipt);
        await mutate({ order: outcome.purchaseOrder, lines: outcome.lines }, { revalidate: false });
        showFlash({ id: 'purchasing.receive.posted' }, 'success', {
          values: {
            units,
            lines: counted.size,
            status: intl.formatMessage({ id: `enums.purchaseOrderStatus.${String(outcome.purchaseOrder.Status)}` }),
          },
        });
        key.current = newKey();
        setCounted(new Map());
        setOver(false);
        setProblem(null);
        backToCode();
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === ErrorCode.OverReceipt && !confirmedOver) {
          const values = (failure.body?.values ?? {}) as Record<string, string | number>;
          const again = await ask({
            title: intl.formatMessage({ id: 'purchasing.receive.overTitle' }, { sku: String(values.sku ?? '') }),
            body: intl.formatMessage({ id: 'errors.overReceipt' }, values),
            choices: [{ id: 'keep', label: intl.formatMessage({ id: 'purchasing.receive.overKeep' }), variant: 'primary' }],
            defaultChoice: 'keep',
          });
          setPosting(false);
          if (again === 'keep') return post(true);
          await mutate();
          return;
        }
        const values = failure instanceof ApiError ? ((failure.body?.values ?? {}) as Record<string, string | number>) : {};
        setProblem(intl.formatMessage({ id: errorMessageOf(failure) }, values));
        await mutate();
      } finally {
        setPosting(false);
      }
    },
    [counted, posting, lines, swr, id, mutate, units, intl, ask],
  );

  const leave = async () => {
    if (counted.size > 0) {
      const choice = await ask({
        title: intl.formatMessage({ id: 'purchasing.receive.discardTitle' }),
        body: intl.formatMessage({ id: 'purchasing.receive.discardBody' }, { units }),
        choices: [{ id: 'discard', label: intl.formatMessage({ id: 'purchasing.receive.discard' }), variant: 'danger' }],
      });
      if (choice !== 'discard') return;
    }
    navigate(detailHref);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (dialog) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void post(over);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      void leave();
    }
  };

  if (error) return <Alert>{intl.formatMessage({ id: errorMessageOf(error) })}</Alert>;
  if (!data || !order) return <Skeleton rows={6} />;

  return (
    <div ref={pageRef} className={styles.page} onKeyDown={onKeyDown} tabIndex={-1}>
      <PageHeader screen={screen} />
      <p className={styles.facts}>
        <strong>{valueText(order.Number)}</strong> <FormattedMessage id={`enums.purchaseOrderStatus.${String(order.Status)}`} />
      </p>
      <p className={styles.hint}>
        <FormattedMessage id="purchasing.receive.keys" />
      </p>
      {!receivable ? (
        <Alert tone="warning">
          <FormattedMessage id="purchasing.receive.notReceivable" />
        </Alert>
      ) : (
        <form
          className={styles.scan}
          aria-label={intl.formatMessage({ id: 'purchasing.receive.form' })}
          onSubmit={(event) => event.preventDefault()}
        >
          <label className={styles.field}>
            <span>
              <FormattedMessage id="purchasing.receive.code" />
            </span>
            <input
              ref={codeRef}
              // The screen is for scanning: the code field has the keyboard when it opens.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field the screen is for
              autoFocus
              value={code}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem !== null && current === null}
              aria-describedby="receive-problem"
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
                  event.preventDefault();
                  takeCode();
                }
              }}
            />
          </label>
          <label className={styles.field}>
            <span>
              {current ? (
                <FormattedMessage id="purchasing.receive.quantityOf" values={{ sku: valueText(current.SKU) }} />
              ) : (
                <FormattedMessage id="purchasing.receive.quantity" />
              )}
            </span>
            <input
              ref={quantityRef}
              type="number"
              inputMode="numeric"
              min={1}
              max={RECEIPT_MAX_QUANTITY}
              value={quantity}
              disabled={current === null}
              aria-describedby="receive-problem"
              onChange={(event) => setQuantity(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
                  event.preventDefault();
                  void takeQuantity();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  event.stopPropagation();
                  backToCode();
                }
              }}
            />
          </label>
          <div id="receive-problem" role="alert" className={styles.problem}>
            {problem}
          </div>
        </form>
      )}
      <table className={styles.lines} aria-label={intl.formatMessage({ id: 'resources.purchaseOrderItems.other' })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="fields.SKU" />
            </th>
            <th scope="col">
              <FormattedMessage id="resources.purchaseOrderItems.SupplierSku" />
            </th>
            <th scope="col">
              <FormattedMessage id="fields.Name" />
            </th>
            <th scope="col" className={styles.number}>
              <FormattedMessage id="resources.purchaseOrderItems.Quantity" />
            </th>
            <th scope="col" className={styles.number}>
              <FormattedMessage id="resources.purchaseOrderItems.ReceivedQuantity" />
            </th>
            <th scope="col" className={styles.number}>
              <FormattedMessage id="purchasing.receive.counted" />
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const now = counted.get(line.ID) ?? 0;
            const annulled = line.Status === PurchaseOrderItemStatus.Annulled;
            const past = Number(line.ReceivedQuantity) + now > Number(line.Quantity);
            return (
              <tr
                key={line.ID}
                aria-current={current?.ID === line.ID ? 'true' : undefined}
                className={annulled ? styles.annulled : undefined}
              >
                <td>{valueText(line.SKU)}</td>
                <td>{line.SupplierSku == null ? '' : valueText(line.SupplierSku)}</td>
                <td>{valueText(line.Name)}</td>
                <td className={styles.number}>{String(line.Quantity)}</td>
                <td className={styles.number}>{String(line.ReceivedQuantity)}</td>
                <td className={`${styles.number} ${past ? styles.over : ''}`}>{now > 0 ? `+${now}` : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.actions}>
        <p aria-live="polite">
          <FormattedMessage id="purchasing.receive.summary" values={{ units, lines: counted.size }} />
        </p>
        <Button
          variant="primary"
          isDisabled={counted.size === 0 || posting}
          onPress={() => void post(over)}
          aria-keyshortcuts="Control+Enter"
        >
          <FormattedMessage id="purchasing.receive.post" />
        </Button>
      </div>
      {dialog}
    </div>
  );
}
