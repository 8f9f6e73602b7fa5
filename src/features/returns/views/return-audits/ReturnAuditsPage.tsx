/**
 * The return-audits queue (/shop/return-audits; issue 9 §4): the returns over their threshold, in two tabs
 * (chargebacks and replacements; exchanges), with the spec's columns and an approve and a decline button per
 * row. Keyboard first, while the queue has focus: j/k move, a approves (a checked selection after a summary of
 * the money it moves), d declines after asking the reason code, x checks a row, shift+j/k check while moving,
 * u undoes the last decision within its window. A decision takes the row away at once, focuses the next one
 * and is sent at once: the server stores it and carries it out when its undo window has passed (issue 19 §2;
 * docs/decisions.md "Return decisions stored at once"). The screen reports a decision as made only once the
 * server has it; while the connection is lost it says so and sends it again, and leaving the page meanwhile
 * asks first. The user's own returns (four eyes) show approve and decline as unavailable, with the reason.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useSnapshot } from 'valtio';
import { mutate } from 'swr';
import { auditKey, decideReturns, useReturnAudits, type AuditRow, type DecisionResult } from '../../../../api/return-audits';
import { ApiError } from '../../../../api/client';
import { errorMessageId } from '../../../../domain/errors';
import { DECLINE_REASONS, RETURN_UNDO_WINDOW_MS, type AuditTab, type DeclineReason } from '../../../../domain/returns/codes';
import type { Screen } from '../../../../domain/screens';
import { showFlash } from '../../../../store/flash';
import { session } from '../../../../store/session';
import { setReturnAuditsHandle, type ReturnAuditsHandle } from '../../../../store/return-audits';
import { Button } from '../../../../views/common/Button';
import { FormDialog } from '../../../../views/common/FormDialog';
import { PageHeader } from '../../../../views/common/PageHeader';
import { useInitialFocus } from '../../../../views/common/useInitialFocus';
import dialogStyles from '../../../../views/resource/actions/dialog.module.css';
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

/** How long a decision can be undone (the server's window, src/domain/returns/codes.ts). */
const UNDO_MS = RETURN_UNDO_WINDOW_MS;

/** How long the screen waits before sending a decision again while the connection is lost, at most. */
const RETRY_MAX_MS = 8000;

type Decision = 'approve' | 'decline';

/** The last decision, as the status line shows it: on its way (or waiting for the connection), or stored. */
interface Made {
  key: number;
  decision: Decision;
  tab: AuditTab;
  rows: AuditRow[];
  state: 'sending' | 'stored';
  /** Until when it can be undone (the press plus the window: never later than the server's own window). */
  until: number;
  /** The returns the server stored, with their versions (what an undo sends). */
  done: Promise<{ ID: number; Version: number }[]>;
}

/** A refusal in the screen's language: the row's customer, then the code's message with its values. */
function failureTexts(intl: ReturnType<typeof useIntl>, failed: readonly DecisionResult[], rows: readonly AuditRow[]): string {
  return failed
    .map((f) => {
      const name = rows.find((r) => r.ID === f.id)?.CustomerName ?? '';
      const text = intl.formatMessage({ id: errorMessageId(f.code) }, f.values);
      return name ? `${name}: ${text}` : text;
    })
    .join('\n');
}

/**
 * Sends a decision, again and again while the request cannot reach the server (no connection): `onOffline`
 * says when it waits for the connection. The server answers a decision it already stored (the answer was lost)
 * as made, so sending again is safe.
 */
async function sendUntilAnswered(send: () => Promise<DecisionResult[]>, onOffline: (offline: boolean) => void): Promise<DecisionResult[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const results = await send();
      onOffline(false);
      return results;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) {
        onOffline(false);
        throw error;
      }
      onOffline(true);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          window.removeEventListener('online', wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(RETRY_MAX_MS, 500 * 2 ** attempt));
        window.addEventListener('online', wake);
      });
    }
  }
}

function Money({ amount, currency }: { amount: string; currency: string }) {
  return <FormattedNumber value={Number(amount)} style="currency" currency={currency} />;
}

interface AuditRowProps {
  row: AuditRow;
  /** The viewer made this return: a colleague decides it (four eyes). */
  own: boolean;
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
const AuditRowView = memo(function AuditRowView({ row, own, focused, checked, rowRefs, onApprove, onDecline }: AuditRowProps) {
  const intl = useIntl();
  const reasonId = `own-return-${row.ID}`;
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
        {own ? (
          <span id={reasonId} className={styles.ownReason}>
            <FormattedMessage id="returnAudits.ownReturn" />
          </span>
        ) : null}
        <Button
          size="sm"
          variant="primary"
          excludeFromTabOrder
          isDisabled={own}
          aria-describedby={own ? reasonId : undefined}
          onPress={() => onApprove(row)}
          aria-label={intl.formatMessage({ id: 'returnAudits.approveRow' }, { name: row.CustomerName })}
        >
          <FormattedMessage id="resources.returns.approve" />
        </Button>
        <Button
          size="sm"
          variant="danger"
          excludeFromTabOrder
          isDisabled={own}
          aria-describedby={own ? reasonId : undefined}
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
    a.own !== b.own ||
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
  onDecide: (decision: Decision, rows: AuditRow[], code?: DeclineReason) => void;
}) {
  const intl = useIntl();
  const viewerId = useSnapshot(session).payload?.id;
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

  // On arrival the queue takes the keyboard (its first row focused), as the other lists do; never from a field.
  useInitialFocus(
    !isLoading && data !== undefined,
    () => {
      pane.current?.focus();
      return document.activeElement === pane.current;
    },
    tab,
  );

  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  useEffect(() => {
    // The focused row is the one in view, and focus stays in the pane after a row goes away.
    if (current) rowRefs.current.get(current.ID)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  /**
   * The checked rows, else the focused one, without the viewer's own returns (four eyes): those are left out
   * with a word why, and when nothing else is chosen nothing happens.
   */
  const target = (): AuditRow[] => {
    const checked = rows.filter((r) => focused.selected.has(r.ID));
    const chosen = checked.length ? checked : current ? [current] : [];
    const others = chosen.filter((r) => r.CreatedBy !== viewerId);
    if (others.length < chosen.length)
      showFlash({ id: 'returnAudits.ownSkipped' }, others.length ? 'warning' : 'error', {
        values: { count: chosen.length - others.length },
      });
    return others;
  };
  const decide = (decision: Decision, chosen: AuditRow[], reason?: DeclineReason) => {
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
                  own={row.CreatedBy === viewerId}
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
        <FormDialog
          title={intl.formatMessage({ id: 'returnAudits.decline.title' }, { count: declining.length })}
          submitLabel={intl.formatMessage({ id: 'resources.returns.decline' })}
          submitVariant="danger"
          cancelLabel={intl.formatMessage({ id: 'returnAudits.cancel' })}
          onSubmit={() => {
            const chosen = declining;
            setDeclining(null);
            decide('decline', chosen, code);
          }}
          onClose={() => {
            setDeclining(null);
            pane.current?.focus();
          }}
        >
          <label>
            <FormattedMessage id="resources.returns.DeclineReason" />{' '}
            <select
              aria-keyshortcuts="Enter Control+Enter Meta+Enter"
              value={code}
              onChange={(e) => setCode(e.target.value as DeclineReason)}
              // Enter on the reason's list declines too (a list of the page's own does not submit its form).
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || e.ctrlKey || e.metaKey) return;
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }}
            >
              {DECLINE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: DECLINE_LABEL[r] })}
                </option>
              ))}
            </select>
          </label>
        </FormDialog>
      ) : null}
    </>
  );
}

export function ReturnAuditsPage({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const [tab, setTab] = useState<AuditTab>('chargebacks');
  const [last, setLast] = useState<Made | null>(null);
  const lastRef = useRef<Made | null>(null);
  lastRef.current = last;
  const [offline, setOffline] = useState(false);
  const seq = useRef(0);

  // Decided rows stay hidden until the queue has been read again after the server's answer (or the undo's),
  // so a decided row never comes back under the focus while the next one is decided.
  const [away, setAway] = useState<ReadonlySet<number>>(() => new Set());
  const unsent = useRef(0);

  // Leaving the page while a decision is still on its way (no connection) asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsent.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // The status line forgets a stored decision when its window closes.
  useEffect(() => {
    if (last?.state !== 'stored') return;
    const timer = setTimeout(() => setLast((l) => (l?.key === last.key ? null : l)), Math.max(0, last.until - Date.now()));
    return () => clearTimeout(timer);
  }, [last]);

  const bringBack = useCallback((ids: readonly number[]) => setAway((s) => new Set([...s].filter((id) => !ids.includes(id)))), []);

  const onDecide = (decision: Decision, rows: AuditRow[], code?: DeclineReason) => {
    const key = ++seq.current;
    const ids = rows.map((r) => r.ID);
    const until = Date.now() + UNDO_MS;
    setAway((s) => new Set([...s, ...ids]));
    unsent.current++;
    const done = sendUntilAnswered(() => decideReturns(decision, rows, code), setOffline)
      .then((results) => {
        const failed = results.filter((r) => !r.ok);
        if (failed.length)
          showFlash({ id: 'returnAudits.someFailed' }, 'error', {
            values: { count: failed.length },
            details: failureTexts(intl, failed, rows),
          });
        return results.filter((r) => r.ok).map((r) => ({ ID: r.id, Version: r.Version ?? 0 }));
      })
      .catch((error: unknown) => {
        showFlash({ id: 'returnAudits.failed' }, 'error', {
          details: intl.formatMessage({ id: error instanceof ApiError ? error.messageId : errorMessageId(undefined) }),
        });
        return [];
      })
      .finally(() => {
        unsent.current--;
      });
    setLast({ key, decision, tab, rows, state: 'sending', until, done });
    void done.then(async (stored) => {
      setLast((l) => (l?.key === key ? (stored.length ? { ...l, state: 'stored' } : null) : l));
      await mutate(auditKey(tab));
      bringBack(ids);
    });
  };

  const undo = () => {
    const made = lastRef.current;
    if (!made || Date.now() >= made.until) return;
    setLast(null);
    void (async () => {
      const stored = await made.done;
      if (!stored.length) return;
      try {
        const results = await decideReturns('undo', stored);
        const failed = results.filter((r) => !r.ok);
        if (failed.length)
          showFlash({ id: 'returnAudits.undoFailed' }, 'error', {
            values: { count: failed.length },
            details: failureTexts(intl, failed, made.rows),
          });
      } catch (error) {
        showFlash({ id: 'returnAudits.undoFailed' }, 'error', {
          values: { count: stored.length },
          details: intl.formatMessage({ id: error instanceof ApiError ? error.messageId : errorMessageId(undefined) }),
        });
      }
      await mutate(auditKey(made.tab));
    })();
  };

  return (
    <div
      onKeyDown={(e) => {
        if (
          e.key === 'u' &&
          lastRef.current &&
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
            <Queue tab={t} hidden={away} onDecide={onDecide} />
          </TabPanel>
        ))}
      </Tabs>
      <div className={styles.undo} role="status" aria-live="polite">
        {offline ? (
          <span className={styles.offline}>
            <FormattedMessage id="returnAudits.offline" />
          </span>
        ) : last?.state === 'sending' ? (
          <FormattedMessage id="returnAudits.saving" values={{ count: last.rows.length }} />
        ) : last ? (
          <>
            <FormattedMessage
              id={last.decision === 'approve' ? 'returnAudits.approvedPending' : 'returnAudits.declinedPending'}
              values={{ count: last.rows.length }}
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
