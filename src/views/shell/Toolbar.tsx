import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Command, Keyboard, ListTodo, LogOut, Menu } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { useTodoCount } from '../../api/todos';
import { VERSION_LABEL } from '../../domain/constants';
import { session } from '../../store/session';
import { openOverlay, toggleOverlay, ui } from '../../store/ui';
import { LocaleSwitch } from '../common/LocaleSwitch';
import { ThemeSwitch } from '../common/ThemeSwitch';
import { usePermission } from '../app/useViewer';
import { ToolbarSearch } from './ToolbarSearch';
import styles from './Toolbar.module.css';
import { useLogout } from '../app/useLogout';
import { registry } from '../../commands/registry';
import { ShortcutHint } from '../../commands/ShortcutHint';
import { detectPlatform } from '../../commands/shortcuts';

/** The palette's shortcut, as the command registry declares it (one declaration drives key and hint). */
const PALETTE_SHORTCUT = registry.byId.get('shell.palette')?.shortcut;

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
      {/* The visible words, in order, are the start of the name (WCAG 2.5.3): "Att göra 32". */}
      <span className={styles.toolLabel}>
        <FormattedMessage id="todos.panel.title" />
      </span>{' '}
      <span className={styles.badge} aria-hidden="true">
        {todoCount}
      </span>
    </Button>
  );
}

/**
 * Toolbar: menu toggle (narrow screens), search, palette, to-dos, language, theme, keyboard shortcut
 * settings, version, user, logout.
 */
export function Toolbar() {
  const logout = useLogout();
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
      <Button onPress={() => openOverlay('paletteOpen')} className={styles.tool}>
        <Command size={14} aria-hidden="true" />
        <span className={styles.toolLabel}>
          <FormattedMessage id="shell.toolbar.palette" />
        </span>
        {PALETTE_SHORTCUT ? (
          <span aria-hidden="true">
            <ShortcutHint shortcut={PALETTE_SHORTCUT} platform={detectPlatform()} />
          </span>
        ) : null}
      </Button>
      {todos ? <TodoButton /> : null}
      <LocaleSwitch />
      <ThemeSwitch />
      <Button
        aria-label={intl.formatMessage({ id: 'commands.shortcuts.open' })}
        onPress={() => openOverlay('shortcutSettingsOpen')}
        className={styles.tool}
      >
        <Keyboard size={15} aria-hidden="true" />
      </Button>
      <span className={styles.version}>{VERSION_LABEL}</span>
      {user ? <span className={styles.user}>{user.Name}</span> : null}
      <Button onPress={logout} className={styles.tool}>
        <LogOut size={14} aria-hidden="true" />
        <span className={styles.toolLabel}>
          <FormattedMessage id="actions.logout" />
        </span>
      </Button>
    </header>
  );
}
