/**
 * A list's declared selection mode (SelectionDef; docs/decisions.md "Billing: selection mode"). "Start selection"
 * takes the current page: the loaded page of LIST_DEFAULT_LIMIT rows (the keyset page the API answered) that holds
 * the focused row. Only its rows may then be checked (x, Space, a click, "Select all on the page"); the other loaded
 * rows stay in view, readable and focusable, without a checkbox that works. "Perform" asks the server for a dry run
 * and shows its summary, runs on confirmation (Enter or Mod+Enter), shows the outcome per record and reloads the
 * list. "Cancel selection" (Esc) leaves the mode. The server decides what each record allows.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { Key } from 'react-aria-components/GridList';
import { errorMessageOf } from '../../../api/client';
import { revalidate } from '../../../api/resources';
import { runSelection } from '../../../api/selection';
import { LIST_DEFAULT_LIMIT } from '../../../domain/constants';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';
import { useConfirm } from '../actions/useConfirm';
import { SelectionOutcomes, SelectionSummary } from './SelectionReport';

interface SelectionPage {
  /** 1-based page number and the 0-based index range [from, to) of its rows among the loaded records. */
  number: number;
  from: number;
  to: number;
  ids: ReadonlySet<number>;
}

export interface SelectionMode {
  /** The mode is on, on this page; null when off. */
  page: SelectionPage | null;
  /** The loaded rows that may not be checked now (those off the page while the mode is on). */
  disabledKeys: readonly number[];
  start: () => void;
  cancel: () => void;
  selectPage: () => void;
  perform: () => Promise<void>;
  /** The summary and outcome dialogs. */
  dialog: ReactNode;
}

interface SelectionModeOptions {
  records: readonly ResourceRecord[];
  selected: ReadonlySet<Key>;
  setSelected: (keys: Set<Key>) => void;
  /** The id of the row the list's focus is on. */
  focusedId: () => number | null;
  /** Put the focus back on the list once a dialog has closed. */
  refocus: () => void;
}

export function useSelectionMode(def: ResourceDef, options: SelectionModeOptions): SelectionMode {
  const intl = useIntl();
  const swr = useSWRConfig();
  const { ask, dialog } = useConfirm();
  const { records, selected, setSelected, focusedId, refocus } = options;
  /** The 0-based page index while the mode is on. */
  const [pageIndex, setPageIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const page = useMemo((): SelectionPage | null => {
    if (pageIndex == null) return null;
    const from = pageIndex * LIST_DEFAULT_LIMIT;
    const rows = records.slice(from, from + LIST_DEFAULT_LIMIT);
    return { number: pageIndex + 1, from, to: from + rows.length, ids: new Set(rows.map((r) => r.ID)) };
  }, [pageIndex, records]);

  const disabledKeys = useMemo(() => (page ? records.filter((r) => !page.ids.has(r.ID)).map((r) => r.ID) : []), [page, records]);

  const start = useCallback(() => {
    const id = focusedId();
    const index = Math.max(
      0,
      records.findIndex((r) => r.ID === id),
    );
    setSelected(new Set());
    setPageIndex(Math.floor(index / LIST_DEFAULT_LIMIT));
  }, [focusedId, records, setSelected]);

  const cancel = useCallback(() => {
    setSelected(new Set());
    setPageIndex(null);
  }, [setSelected]);

  const selectPage = useCallback(() => {
    if (page) setSelected(new Set(page.ids));
  }, [page, setSelected]);

  const selection = def.selection;
  const perform = useCallback(async () => {
    if (!selection || !page || busy) return;
    const ids = records.filter((r) => page.ids.has(r.ID) && selected.has(r.ID)).map((r) => r.ID);
    if (!ids.length) {
      showFlash({ id: 'resource.selection.nothing' }, 'info');
      return;
    }
    const action = intl.formatMessage({ id: selection.label });
    setBusy(true);
    try {
      const preview = await runSelection(def, ids, true);
      const acting = preview.filter((o) => o.outcome !== 'skipped').length;
      const choice = await ask({
        title: intl.formatMessage({ id: 'resource.selection.summaryTitle' }, { action, count: ids.length }),
        body: <SelectionSummary def={def} outcomes={preview} />,
        choices: acting ? [{ id: 'run', label: intl.formatMessage({ id: 'resource.selection.confirm' }, { action, count: acting }) }] : [],
        cancelLabel: intl.formatMessage({ id: acting ? 'resource.action.cancel' : 'resource.selection.close' }),
        modEnter: acting > 0,
        wide: true,
      });
      if (choice !== 'run') return;
      let outcomes;
      try {
        outcomes = await runSelection(def, ids, false);
      } finally {
        await revalidate(swr, def, ids);
      }
      setSelected(new Set());
      // Also said in the page's live region, for whoever reads the list after the dialog.
      const done = outcomes.filter((o) => o.outcome !== 'skipped').length;
      showFlash({ id: 'resource.selection.outcomeSummary' }, 'success', { values: { done, skipped: outcomes.length - done } });
      await ask({
        title: intl.formatMessage({ id: 'resource.selection.outcomeTitle' }, { action }),
        body: <SelectionOutcomes def={def} outcomes={outcomes} />,
        choices: [],
        cancelLabel: intl.formatMessage({ id: 'resource.selection.close' }),
        wide: true,
      });
    } catch (error) {
      showFlash({ id: errorMessageOf(error) }, 'error');
    } finally {
      setBusy(false);
      refocus();
    }
  }, [selection, page, busy, records, selected, intl, def, ask, swr, setSelected, refocus]);

  return { page, disabledKeys, start, cancel, selectPage, perform, dialog };
}
