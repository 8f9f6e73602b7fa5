import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components/Button';
import { Input, SearchField } from 'react-aria-components/SearchField';
import { Search, X } from 'lucide-react';
import type { ResourceDef } from '../../../domain/resources/types';
import type { ResourceListQuery } from '../query/useResourceListQuery';
import { FilterMenu } from './FilterMenu';
import { NamedFilterToggles } from './NamedFilterToggles';
import { RefreshToggle } from './RefreshToggle';
import { SortMenu } from './SortMenu';
import { useListFilterFocus } from './useListFilterFocus';
import { nounInSentence } from '../format/record-text';
import styles from './toolbar.module.css';

/** Typing settles this long before the list is asked again. */
const FILTER_DELAY_MS = 250;

export interface ListToolbarProps {
  def: ResourceDef;
  query: ResourceListQuery;
  total: number | null;
  capped: boolean;
  /** ArrowDown or Enter in the filter field moves to the list. */
  onLeave: () => void;
  actions?: ReactNode;
}

/**
 * Free-text filter (`/` focuses it), filters, the declaration's named filters, refreshing by itself (a list with a
 * period), sort and the count of matching records.
 */
export function ListToolbar({ def, query, total, capped, onLeave, actions }: ListToolbarProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query.q);
  const typed = useRef(query.q);
  const setQ = useRef(query.setQ);
  setQ.current = query.setQ;
  useListFilterFocus(input);

  // The URL may change the text (clear filters, Back): follow it unless it is what was typed.
  useEffect(() => {
    if (query.q !== typed.current) {
      typed.current = query.q;
      setText(query.q);
    }
  }, [query.q]);

  useEffect(() => {
    if (text === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = text;
      setQ.current(text);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const commit = () => {
    if (text !== typed.current) {
      typed.current = text;
      setQ.current(text);
    }
  };

  const noun = nounInSentence(intl, def);
  return (
    <div className={styles.toolbar}>
      <SearchField
        aria-label={intl.formatMessage({ id: 'resource.list.filterLabel' }, { noun })}
        value={text}
        onChange={setText}
        onSubmit={() => {
          commit();
          onLeave();
        }}
        onClear={() => {
          typed.current = '';
          setQ.current('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            commit();
            onLeave();
          } else {
            event.continuePropagation();
          }
        }}
        className={styles.search}
      >
        <Search size={14} aria-hidden="true" className={styles.searchIcon} />
        <Input ref={input} className={styles.searchInput} placeholder={intl.formatMessage({ id: 'resource.list.filterPlaceholder' })} />
        {text ? (
          <Button className={styles.clear} aria-label={intl.formatMessage({ id: 'resource.list.clearText' })}>
            <X size={12} aria-hidden="true" />
          </Button>
        ) : null}
      </SearchField>
      <FilterMenu def={def} query={query} />
      <NamedFilterToggles def={def} query={query} />
      <RefreshToggle def={def} query={query} />
      <SortMenu def={def} query={query} />
      <span className={styles.count} role="status">
        {total == null
          ? null
          : capped
            ? intl.formatMessage({ id: 'resource.list.countCapped' }, { count: total, shown: intl.formatNumber(total) })
            : intl.formatMessage({ id: 'resource.list.count' }, { count: total })}
      </span>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
