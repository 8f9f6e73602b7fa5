import { createContext, memo, useContext, useRef, type ComponentType, type MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from 'react-aria-components/Checkbox';
import { GridList, GridListItem, type Key, type ListState, type Selection } from 'react-aria-components/GridList';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import type { RowProps } from '../overrides-types';
import { CheckBox, checkboxClass } from '../form/editors/CheckBox';
import { useRecordTitle } from '../format/reference-titles';
import { overridesOf } from '../overrides';
import { columnProps } from './columns';
import { DefaultRow } from './DefaultRow';
import { useFittedColumns } from './useFittedColumns';
import { VirtualRows } from './VirtualRows';
import styles from './list.module.css';

/** Fixed row height: every row is the same, so the virtualizer never measures. */
export const ROW_HEIGHT = 36;

/** Rows left below the rendered range when the next page is asked for. */
const LOAD_AHEAD_ROWS = 15;

/** The open record's id, read by each row's mark alone: the grid's items are not drawn again when it changes. */
const CurrentRowContext = createContext<number | null>(null);

/** Marks the open record's row for the style sheet (list.module.css); nothing on the others. */
function CurrentMark({ id }: { id: number }) {
  return useContext(CurrentRowContext) === id ? <span data-current-row hidden /> : null;
}

const memoRows = new WeakMap<ComponentType<RowProps>, ComponentType<RowProps>>();

/**
 * A row's content, drawn again only when its record, columns or declaration change (or a context it reads). The
 * grid draws every row's item again whenever the open record moves (the current row's mark is one of its
 * dependencies), and j/k would otherwise draw every cell of every row in view on each key.
 */
function memoRow(Row: ComponentType<RowProps>): ComponentType<RowProps> {
  let memoized = memoRows.get(Row);
  if (!memoized) {
    memoized = memo(Row);
    memoRows.set(Row, memoized);
  }
  return memoized;
}

export interface ResourceListProps {
  def: ResourceDef;
  records: readonly ResourceRecord[];
  /** Columns of the wide list; empty beside an open record (title and subtitle only). */
  columns: readonly FieldDef[];
  /** The checked rows; react-aria's own Selection (it keeps the anchor Shift+J/K extend from). */
  selected: ReadonlySet<Key>;
  onSelectionChange: (keys: Set<Key>) => void;
  /** The record open beside the list. */
  currentId: number | null;
  onOpen: (id: number) => void;
  /** The rows drawn come near the last loaded one: time to load the next page. */
  onNearEnd: () => void;
  stateRef: MutableRefObject<ListState<unknown> | null>;
  /**
   * The declared selection mode is on (useSelectionMode): these loaded rows, off its page, may be focused and
   * opened but not checked, and Esc is the mode's to cancel rather than the list's to uncheck.
   */
  selecting?: { disabledKeys: readonly number[] };
}

/**
 * The records as a react-aria GridList (role grid, aria-multiselectable, aria-selected per row, a checkbox
 * per row for pointer users) whose rows are virtualized: at most the rows in view plus an overscan are in
 * the DOM, however many are loaded.
 */
export function ResourceList({
  def,
  records,
  columns,
  selected,
  onSelectionChange,
  currentId,
  onOpen,
  onNearEnd,
  stateRef,
  selecting,
}: ResourceListProps) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const titleOf = useRecordTitle(def);
  const Row = memoRow(overridesOf(def).Row ?? DefaultRow);
  const table = useRef<HTMLDivElement>(null);
  // The columns the pane's width allows, by priority; the title always (useFittedColumns).
  const shown = useFittedColumns(table, columns, def.titleField, intl.locale);
  const toKeys = (keys: Selection): Set<Key> => (keys === 'all' ? new Set(records.map((r) => r.ID)) : keys);
  return (
    <div ref={table} className={styles.table}>
      {shown.length ? (
        <div className={styles.header} aria-hidden="true" data-list-header>
          <span className={styles.checkSpace} />
          {shown.map((field) => (
            <span key={field.key} className={styles.cell} {...columnProps(field, field.key === def.titleField)}>
              {intl.formatMessage({ id: field.label })}
            </span>
          ))}
        </div>
      ) : null}
      <CurrentRowContext.Provider value={currentId ?? null}>
        <VirtualRows
          rowHeight={ROW_HEIGHT}
          onRangeEnd={(last, count) => {
            if (count - last <= LOAD_AHEAD_ROWS) onNearEnd();
          }}
          stateRef={stateRef}
        >
          <GridList
            aria-label={intl.formatMessage({ id: def.noun.other })}
            className={styles.grid}
            items={records}
            dependencies={[shown, Row, locale, titleOf, selecting]}
            selectionMode="multiple"
            selectionBehavior="toggle"
            selectedKeys={selected}
            onSelectionChange={(keys) => onSelectionChange(toKeys(keys))}
            onAction={(key) => onOpen(Number(key))}
            disallowTypeAhead
            disabledKeys={selecting?.disabledKeys}
            disabledBehavior="selection"
            escapeKeyBehavior={selecting ? 'none' : 'clearSelection'}
          >
            {(record) => (
              <GridListItem id={record.ID} textValue={titleOf(record)} className={styles.row}>
                <CurrentMark id={record.ID} />
                <Checkbox slot="selection" className={`${checkboxClass} ${styles.check}`}>
                  <CheckBox />
                </Checkbox>
                <Row def={def} record={record} columns={shown} />
              </GridListItem>
            )}
          </GridList>
        </VirtualRows>
      </CurrentRowContext.Provider>
    </div>
  );
}
