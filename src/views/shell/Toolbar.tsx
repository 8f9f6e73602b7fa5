import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Command, ListTodo, LogOut, Menu } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { logout } from '../../api/session';
import { useTodoCount } from '../../api/todos';
import { VERSION_LABEL } from '../../domain/constants';
import { session } from '../../store/session';
import { openOverlay, toggleOverlay, ui } from '../../store/ui';
import { LocaleSwitch } from '../common/LocaleSwitch';
import { ThemeSwitch } from '../common/ThemeSwitch';
import { usePermission } from '../app/useViewer';
import { ToolbarSearch } from './ToolbarSearch';
import styles from './Toolbar.module.css';

/** The modifier of the palette shortcut as printed on the keyboard: ⌘ on Apple machines, Ctrl elsewhere. */
const MOD_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** The to-do toggle with the assignable count, polled every 30 s. */
function TodoButton() {
  const intl = useIntl();
  useTodoCount();
  const { todoCount } = useSnapshot(session);
  const { todoPanelOpen } = useSnapshot(ui);
  return (
    <Button
      aria-label={intl.formatMessage({ id: 'todos.toggle' }, { count: todoCount })}
      aria-expanded={todoPanelOpen}
      onPress={() => toggleOverlay('todoPanelOpen')}
      className={styles.tool}
    >
      <ListTodo size={15} aria-hidden="true" />
      <span className={styles.toolLabel}><FormattedMessage id="todos.panel.title" /></span>
      <span className={styles.badge} aria-hidden="true">{todoCount}</span>
    </Button>
  );
}

/** Toolbar: menu toggle (narrow screens), search, palette, to-dos, language, theme, version, user, logout. */
export function Toolbar() {
  const intl = useIntl();
  const { user } = useSnapshot(session);
  const { sidebarOpen } = useSnapshot(ui);
  const todos = usePermission('view:todo');

  return (
    <header className={styles.toolbar}>
      <Button
        aria-label={intl.formatMessage({ id: 'shell.nav.toggle' })}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onPress={() => toggleOverlay('sidebarOpen')}
        className={`${styles.tool} ${styles.menuToggle}`}
      >
        <Menu size={16} aria-hidden="true" />
      </Button>
      <ToolbarSearch />
      <div className={styles.spacer} />
      <Button onPress={() => openOverlay('paletteOpen')} aria-keyshortcuts="Control+K Meta+K" className={styles.tool}>
        <Command size={14} aria-hidden="true" />
        <span className={styles.toolLabel}><FormattedMessage id="shell.toolbar.palette" /></span>
        <kbd aria-hidden="true">{MOD_KEY} K</kbd>
      </Button>
      {todos ? <TodoButton /> : null}
      <LocaleSwitch />
      <ThemeSwitch />
      <span className={styles.version}>{VERSION_LABEL}</span>
      {user ? <span className={styles.user}>{user.Name}</span> : null}
      <Button onPress={logout} className={styles.tool}>
        <LogOut size={14} aria-hidden="true" />
        <span className={styles.toolLabel}><FormattedMessage id="actions.logout" /></span>
      </Button>
    </header>
  );
}
