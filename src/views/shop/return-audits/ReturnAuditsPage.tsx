/**
 * The return-audits queue (/shop/return-audits; issue 9 §4): the returns over their threshold, in two tabs
 * (chargebacks and replacements; exchanges), with the spec's columns and an approve and a decline button per
 * row. Keyboard first, while the queue has focus: j/k move, a approves (a checked selection after a summary of
 * the money it moves), d declines after asking the reason code, x checks a row, shift+j/k check while moving,
 * u undoes the last decision within its window. A decision takes the row away at once and focuses the next
 * one; it is sent when the undo window closes (docs/decisions.md "Returns": a client-side delay, so an undone
 * decision never reaches the server and nothing made by an approval has to be taken back).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { mutate } from 'swr';
import { auditKey, decideReturns, useReturnAudits, type AuditRow } from '../../../api/return-audits';
import { errorMessageOf } from '../../../api/client';
import { DECLINE_REASONS, type AuditTab, type DeclineReason } from '../../../domain/returns/codes';
import type { Screen } from '../../../domain/screens';
import { showFlash } from '../../../store/flash';
import { setReturnAuditsHandle, type ReturnAuditsHandle } from '../../../store/return-audits';
import { Button } from '../../common/Button';
import { PageHeader } from '../../common/PageHeader';
import dialogStyles from '../../resource/actions/dialog.module.css';
import { clampFocus, EMPTY_QUEUE, extend, moneyOf, move, toggle, type QueueState } from './queue';
import styles from './ReturnAuditsPage.module.css';

/** Message ids, written out (the catalogue check reads literal ids only). */
const TAB_LABEL: Readonly<Record<AuditTab, string>> = {
  chargebacks: 'returnAudits.tab.chargebacks',
  reclaims: 'returnAudits.tab.reclaims',
};
const ACTION_LABEL: Readonly<Record<number, string>> = { 1: 'enums.returnAction.1', 2: 'enums.returnAction.2', 3: 'enums.returnAction.3' };
const DECLINE_LABEL: Readonly<Record<DeclineReason, string>> = {
  notReceived: 'enums.returnDeclineReason.notReceived',
  customerDamage: 'enums.returnDeclineReason.customerDamage',
  outsideReturnPeriod: 'enums.returnDeclineReason.outsideReturnPeriod',
  amountMismatch: 'enums.returnDeclineReason.amountMismatch',
  other: 'enums.returnDeclineReason.other',
};

/** How long a decision can be undone before it is sent. */
export const UNDO_MS = 5000;

interface Pending {
  decision: 'approve' | 'decline';
  tab: AuditTab;
  rows: AuditRow[];
  code?: DeclineReason;
  timer: ReturnType<typeof setTimeout>;
}

async function send(pending: Omit<Pending, 'timer'>): Promise<void> {
  try {
    const results = await decideReturns(pending.decision, pending.rows, pending.code);
    const failed = results.filter((r) => !r.ok);
    if (failed.length) {
      showFlash({ id: 'returnAudits.someFailed' }, 'error', {
        values: { count: failed.length },
        details: failed.map((f) => `${f.id}: ${f.message}`).join('\n'),
      });
    }
  } catch (error) {
    showFlash({ id: 'returnAudits.failed' }, 'error', { details: errorMessageOf(error) });
  }
  await mutate(auditKey(pending.tab));
}

function Money({ amount, currency }: { amount: string; currency: string }) {
  return <FormattedNumber value={Number(amount)} style="currency" currency={currency} />;
}

interface AuditRowProps {
  row: AuditRow;
  focused: boolean;
  checked: boolean;
  rowRefs: Map<number, HTMLTableRowElement>;
  onApprove: (row: AuditRow) => void;
  onDecline: (row: AuditRow) => void;
}

/**
 * One row of the queue, memoized: a decision takes one row away and moves the focus, so only the rows whose
 * focus or check changed draw again (bench/approve-next measures the key → next row time).
 */
const AuditRowView = memo(function AuditRowView({ row, focused, checked, rowRefs, onApprove, onDecline }: AuditRowProps) {
  const intl = useIntl();
  return (
    <tr
      ref={(el) => {
        if (el) rowRefs.set(row.ID, el);
        else rowRefs.delete(row.ID);
      }}
      aria-current={focused ? 'true' : undefined}
      aria-selected={checked}
      data-return-id={row.ID}
      className={`${focused ? styles.focused : ''} ${checked ? styles.checked : ''}`}
    >
      <td>{checked ? <FormattedMessage id="returnAudits.checked" /> : null}</td>
      <td>{row.CustomerName}</td>
      <td className={styles.amount}>
        <Money amount={row.Amount} currency={row.Currency} />
      </td>
      <td>
        <FormattedDate value={row.RequestedAt} dateStyle="short" timeStyle="short" />
      </td>
      <td>{row.CreatedByName}</td>
      <td>
        <FormattedMessage id={ACTION_LABEL[row.Action]} />
      </td>
      <td>
        <FormattedDate value={row.OrderDate} dateStyle="short" />
      </td>
      <td>
        <FormattedDate value={row.ReturnDate} dateStyle="short" />
      </td>
      <td className={styles.actions}>
        <Button
          size="sm"
          variant="primary"
          excludeFromTabOrder
          onPress={() => onApprove(row)}
          aria-label={intl.formatMessage({ id: 'returnAudits.approveRow' }, { name: row.CustomerName })}
        >
          <FormattedMessage id="resources.returns.approve" />
        </Button>
        <Button
          size="sm"
          variant="danger"
          excludeFromTabOrder
          onPress={() => onDecline(row)}
          aria-label={intl.formatMessage({ id: 'returnAudits.declineRow' }, { name: row.CustomerName })}
        >
          <FormattedMessage id="resources.returns.decline" />
        </Button>
      </td>
    </tr>
  );
}, sameRow);

/** A row read again from the server is the same row while every value is (each refetch makes new objects). */
function sameRow(a: AuditRowProps, b: AuditRowProps): boolean {
  if (
    a.focused !== b.focused ||
    a.checked !== b.checked ||
    a.rowRefs !== b.rowRefs ||
    a.onApprove !== b.onApprove ||
    a.onDecline !== b.onDecline
  )
    return false;
  if (a.row === b.row) return true;
  const keys = Object.keys(a.row) as (keyof AuditRow)[];
  return keys.length === Object.keys(b.row).length && keys.every((k) => a.row[k] === b.row[k]);
}

function Queue({
  tab,
  hidden,
  onDecide,
}: {
  tab: AuditTab;
  hidden: ReadonlySet<number>;
  onDecide: (decision: 'approve' | 'decline', rows: AuditRow[], code?: DeclineReason) => void;
}) {
  const intl = useIntl();
  const { data, isLoading } = useReturnAudits(tab);
  const rows = useMemo(() => (data?.data ?? []).filter((r) => !hidden.has(r.ID)), [data, hidden]);
  const ids = useMemo(() => rows.map((r) => r.ID), [rows]);
  const [state, setState] = useState<QueueState>(EMPTY_QUEUE);
  const [summary, setSummary] = useState<AuditRow[] | null>(null);
  const [declining, setDeclining] = useState<AuditRow[] | null>(null);
  const [code, setCode] = useState<DeclineReason>(DECLINE_REASONS[0]);
  const pane = useRef<HTMLDivElement>(null);
  const focused = clampFocus(state, rows.length);
  const current = rows[focused.focus];

  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  useEffect(() => {
    // The focused row is the one in view, and focus stays in the pane after a row goes away.
    if (current) rowRefs.current.get(current.ID)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const target = (): AuditRow[] => {
    const checked = rows.filter((r) => focused.selected.has(r.ID));
    return checked.length ? checked : current ? [current] : [];
  };
  const decide = (decision: 'approve' | 'decline', chosen: AuditRow[], reason?: DeclineReason) => {
    setState((s) => ({ ...s, selected: new Set(), anchor: null }));
    onDecide(decision, chosen, reason);
    pane.current?.focus();
  };
  const approve = (chosen = target()) => {
    if (!chosen.length) return;
    if (chosen.length > 1) setSummary(chosen);
    else decide('approve', chosen);
  };
  const decline = (chosen = target()) => {
    if (!chosen.length) return;
    setCode(DECLINE_REASONS[0]);
    setDeclining(chosen);
  };

  // The palette's approve and decline act on this queue while it is shown (src/commands/return-audits.commands.ts).
  const latest = useRef({ approve, decline });
  latest.current = { approve, decline };
  // Stable for the memoized rows: a decision redraws only the rows whose focus or check changed.
  const onApproveRow = useCallback((row: AuditRow) => latest.current.approve([row]), []);
  const onDeclineRow = useCallback((row: AuditRow) => latest.current.decline([row]), []);
  useEffect(() => {
    const handle: ReturnAuditsHandle = { approve: () => latest.current.approve(), decline: () => latest.current.decline() };
    setReturnAuditsHandle(handle);
    return () => setReturnAuditsHandle(null, handle);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== pane.current || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    const handled = (() => {
      if (key === 'j' || key === 'ArrowDown') return (setState(move(focused, 1, rows.length)), true);
      if (key === 'k' || key === 'ArrowUp') return (setState(move(focused, -1, rows.length)), true);
      if (key === 'J') return (setState(extend(focused, 1, ids)), true);
      if (key === 'K') return (setState(extend(focused, -1, ids)), true);
      if (key === 'x') return (setState(toggle(focused, ids)), true);
      if (key === 'a') return (approve(), true);
      if (key === 'd') return (decline(), true);
      return false;
    })();
    if (handled) event.preventDefault();
  };

  const label = intl.formatMessage({ id: TAB_LABEL[tab] });
  return (
    <>
      <div
        ref={pane}
        tabIndex={0}
        className={styles.pane}
        role="region"
        aria-label={label}
        aria-keyshortcuts="j k a d x Shift+J Shift+K u"
        aria-describedby={`audits-hint-${tab}`}
        onKeyDown={onKeyDown}
        data-pane="return-audits"
      >
        <p id={`audits-hint-${tab}`} className={styles.hint}>
          <FormattedMessage id="returnAudits.keys" />
        </p>
        {isLoading ? (
          <p>
            <FormattedMessage id="returnAudits.loading" />
          </p>
        ) : rows.length === 0 ? (
          <p>
            <FormattedMessage id="returnAudits.empty" />
          </p>
        ) : (
          <table className={styles.table} aria-label={label}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.selected" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.customer" />
                </th>
                <th scope="col" className={styles.amount}>
                  <FormattedMessage id="returnAudits.column.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.requestedAt" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.createdBy" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.action" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.orderDate" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.returnDate" />
                </th>
                <th scope="col">
                  <FormattedMessage id="returnAudits.column.decide" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <AuditRowView
                  key={row.ID}
                  row={row}
                  focused={i === focused.focus}
                  checked={focused.selected.has(row.ID)}
                  rowRefs={rowRefs.current}
                  onApprove={onApproveRow}
                  onDecline={onDeclineRow}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>

      {summary ? (
        <ModalOverlay
          isOpen
          isDismissable
          onOpenChange={(open) => {
            if (!open) setSummary(null);
          }}
          className={dialogStyles.overlay}
        >
          <Modal className={dialogStyles.modal}>
            <Dialog
              className={dialogStyles.dialog}
              aria-label={intl.formatMessage({ id: 'returnAudits.summary.title' }, { count: summary.length })}
            >
              <h2 className={dialogStyles.title}>
                <FormattedMessage id="returnAudits.summary.title" values={{ count: summary.length }} />
              </h2>
              <ul>
                {moneyOf(summary).map((m) => (
                  <li key={m.currency}>
                    <Money amount={m.amount} currency={m.currency} />
                  </li>
                ))}
              </ul>
              <div className={dialogStyles.buttons}>
                <Button
                  onPress={() => {
                    setSummary(null);
                    pane.current?.focus();
                  }}
                >
                  <FormattedMessage id="returnAudits.cancel" />
                </Button>
                <Button
                  variant="primary"
                  autoFocus
                  onPress={() => {
                    const chosen = summary;
                    setSummary(null);
                    decide('approve', chosen);
                  }}
                >
                  <FormattedMessage id="returnAudits.summary.confirm" values={{ count: summary.length }} />
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}

      {declining ? (
        <ModalOverlay
          isOpen
          isDismissable
          onOpenChange={(open) => {
            if (!open) setDeclining(null);
          }}
          className={dialogStyles.overlay}
        >
          <Modal className={dialogStyles.modal}>
            <Dialog
              className={dialogStyles.dialog}
              aria-label={intl.formatMessage({ id: 'returnAudits.decline.title' }, { count: declining.length })}
            >
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  const chosen = declining;
                  setDeclining(null);
                  decide('decline', chosen, code);
                }}
              >
                <h2 className={dialogStyles.title}>
                  <FormattedMessage id="returnAudits.decline.title" values={{ count: declining.length }} />
                </h2>
                <label>
                  <FormattedMessage id="resources.returns.DeclineReason" />{' '}
                  <select autoFocus value={code} onChange={(e) => setCode(e.target.value as DeclineReason)}>
                    {DECLINE_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {intl.formatMessage({ id: DECLINE_LABEL[r] })}
                      </option>
                    ))}
                  </select>
                </label>
                <div className={dialogStyles.buttons}>
                  <Button
                    onPress={() => {
                      setDeclining(null);
                      pane.current?.focus();
                    }}
                  >
                    <FormattedMessage id="returnAudits.cancel" />
                  </Button>
                  <Button type="submit" variant="danger">
                    <FormattedMessage id="resources.returns.decline" />
                  </Button>
                </div>
              </form>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}
    </>
  );
}

export function ReturnAuditsPage({ screen }: { screen: Screen }) {
  const [tab, setTab] = useState<AuditTab>('chargebacks');
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  // Decisions on their way to the server: their rows stay hidden until the queue has been read again after
  // the answer, so a decided row never comes back under the focus while the next one is decided.
  const [sending, setSending] = useState<ReadonlySet<number>>(() => new Set());
  const dispatch = useCallback((p: Omit<Pending, 'timer'>) => {
    const ids = p.rows.map((r) => r.ID);
    setSending((s) => new Set([...s, ...ids]));
    void send(p).finally(() => setSending((s) => new Set([...s].filter((id) => !ids.includes(id)))));
  }, []);
  const flush = useCallback(
    (p: Pending | null) => {
      if (!p) return;
      clearTimeout(p.timer);
      dispatch(p);
    },
    [dispatch],
  );
  // Leaving the screen sends the decision still in its undo window.
  useEffect(() => () => flush(pendingRef.current), [flush]);

  const onDecide = (decision: 'approve' | 'decline', rows: AuditRow[], code?: DeclineReason) => {
    flush(pendingRef.current);
    const timer = setTimeout(() => {
      setPending((p) => (p?.timer === timer ? null : p));
      dispatch({ decision, tab, rows, code });
    }, UNDO_MS);
    setPending({ decision, tab, rows, code, timer });
  };
  const undo = () => {
    const p = pendingRef.current;
    if (!p) return;
    clearTimeout(p.timer);
    setPending(null);
  };
  const hidden = useMemo(() => new Set([...sending, ...(pending?.rows.map((r) => r.ID) ?? [])]), [pending, sending]);

  return (
    <div
      onKeyDown={(e) => {
        if (
          e.key === 'u' &&
          pendingRef.current &&
          !e.ctrlKey &&
          !e.metaKey &&
          !e.altKey &&
          (e.target as HTMLElement).dataset?.pane === 'return-audits'
        ) {
          e.preventDefault();
          undo();
        }
      }}
    >
      <PageHeader screen={screen} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AuditTab)} className={styles.tabs}>
        <TabList aria-label={screen.name} className={styles.tabList}>
          <Tab id="chargebacks" className={styles.tab}>
            <FormattedMessage id="returnAudits.tab.chargebacks" />
          </Tab>
          <Tab id="reclaims" className={styles.tab}>
            <FormattedMessage id="returnAudits.tab.reclaims" />
          </Tab>
        </TabList>
        {(['chargebacks', 'reclaims'] as const).map((t) => (
          <TabPanel key={t} id={t}>
            <Queue tab={t} hidden={hidden} onDecide={onDecide} />
          </TabPanel>
        ))}
      </Tabs>
      <div className={styles.undo} role="status" aria-live="polite">
        {pending ? (
          <>
            <FormattedMessage
              id={pending.decision === 'approve' ? 'returnAudits.approvedPending' : 'returnAudits.declinedPending'}
              values={{ count: pending.rows.length }}
            />
            <Button size="sm" onPress={undo} aria-keyshortcuts="u">
              <FormattedMessage id="returnAudits.undo" />
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
