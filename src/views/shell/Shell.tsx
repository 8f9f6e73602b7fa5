import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { CommandLayer } from '../../commands/CommandLayer';
import { closeOverlay } from '../../store/ui';
import { TodoPanel } from '../todos/TodoPanel';
import { usePermission } from '../app/useViewer';
import { Sidebar } from './Sidebar';
import { Toolbar } from './Toolbar';
import styles from './Shell.module.css';

/**
 * The application shell beside pages under /shop, /product and /setting: side navigation, toolbar and
 * the main view, plus the to-do panel and the command palette's layer. The sidebar closes on route change.
 */
export default function Shell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const todos = usePermission('view:todo');
  useEffect(() => closeOverlay('sidebarOpen'), [path]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}><FormattedMessage id="shell.skipToContent" /></a>
      <Sidebar />
      <div className={styles.column}>
        <Toolbar />
        <main id="main" tabIndex={-1} className={styles.main}>{children}</main>
      </div>
      {todos ? <TodoPanel /> : null}
      <CommandLayer />
    </div>
  );
}
