import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ChevronDown, Search } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Input, TextField } from 'react-aria-components/TextField';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { useFocusSearchRequest } from '../../commands/focus-search';
import { canOpen } from '../../domain/access';
import { SEARCH_SCOPES, screen, searchHref, type SearchScope } from '../../domain/screens';
import { useViewer } from '../app/useViewer';
import styles from './Toolbar.module.css';

/** The input's id, for the palette's "focus search" shortcut. */
const TOOLBAR_SEARCH_ID = 'toolbar-search';

/**
 * Free text plus a scope (orders, returns, customers, products, as far as the role may open them).
 * Submitting goes to that scope's list with empty status, the query, interval=24 and refresh=true.
 */
export function ToolbarSearch() {
  const intl = useIntl();
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const scopes = (Object.keys(SEARCH_SCOPES) as SearchScope[]).filter((s) => canOpen(viewer, screen(SEARCH_SCOPES[s])));
  const [chosen, setChosen] = useState<SearchScope | null>(null);
  const [text, setText] = useState('');
  const scope = chosen && scopes.includes(chosen) ? chosen : scopes[0];
  const input = useRef<HTMLInputElement>(null);

  // "/" and the palette's "Search orders …" land here: pick the asked scope and take focus.
  useFocusSearchRequest((asked) => {
    if (!input.current) return false;
    if (asked && scopes.includes(asked)) setChosen(asked);
    input.current.focus();
    input.current.select();
    return true;
  });

  if (!scope) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchHref(scope, text.trim()));
  };

  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'shell.search.label' })} onSubmit={submit} className={styles.search}>
      <Select
        aria-label={intl.formatMessage({ id: 'shell.search.scope' })}
        selectedKey={scope}
        onSelectionChange={(key) => setChosen(key as SearchScope)}
        className={styles.scope}
      >
        <Button className={styles.scopeButton}>
          <SelectValue />
          <ChevronDown size={12} aria-hidden="true" />
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.listbox}>
            {scopes.map((s) => (
              <ListBoxItem key={s} id={s} className={styles.option}>
                {intl.formatMessage({ id: `shell.search.scopes.${s}` })}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <TextField
        aria-label={intl.formatMessage({ id: 'shell.search.text' })}
        value={text}
        onChange={setText}
        className={styles.searchField}
      >
        <Input
          ref={input}
          id={TOOLBAR_SEARCH_ID}
          type="search"
          placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
          className={styles.searchInput}
        />
      </TextField>
      <Button type="submit" aria-label={intl.formatMessage({ id: 'shell.search.submit' })} className={styles.searchSubmit}>
        <Search size={14} aria-hidden="true" />
      </Button>
    </form>
  );
}
