import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { CommandLayer } from '../../commands/CommandLayer';
import { useSnapshot } from 'valtio';
import { closeOverlay, ui } from '../../store/ui';
import { OnDemandDialogs } from './OnDemandDialogs';
import { usePermission } from '../app/useViewer';
import { MAIN_ID, useInitialFocus } from '../common/useInitialFocus';
import { Sidebar } from './Sidebar';
import { Toolbar } from './Toolbar';
import styles from './Shell.module.css';

// The to-do panel is a chunk of its own, loaded when it first opens; it then stays, so it closes as it opens.
const TodoPanel = lazy(() => import('../todos/TodoPanel').then((m) => ({ default: m.TodoPanel })));

/**
 * The application shell beside pages under /shop, /product and /setting: side navigation, toolbar and
 * the main view, plus the to-do panel and the command palette's layer. The sidebar closes on route change.
 * Each screen shown takes the keyboard, first visit or not: the main view holds it until the screen puts
 * it somewhere better (a list its first row, a record its pane), so keys never land on the page body.
 */
export default function Shell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const todos = usePermission('view:todo');
  const { todoPanelOpen } = useSnapshot(ui);
  const todosOpened = useRef(false);
  if (todoPanelOpen) todosOpened.current = true;
  useEffect(() => closeOverlay('sidebarOpen'), [path]);
  const main = useRef<HTMLElement>(null);
  useInitialFocus(
    true,
    () => {
      main.current?.focus({ preventScroll: true });
      return !!main.current && document.activeElement === main.current;
    },
    path,
  );

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Sidebar />
      <div className={styles.column}>
        <Toolbar />
        <main ref={main} id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {todos && todosOpened.current ? (
        <Suspense fallback={null}>
          <TodoPanel />
        </Suspense>
      ) : null}
      <CommandLayer />
      <OnDemandDialogs />
    </div>
  );
}
