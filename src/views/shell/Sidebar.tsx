import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { menuFor, screenOfLink } from '../../domain/access';
import { SHORT_NAME } from '../../domain/constants';
import { menuHref, type Screen } from '../../domain/screens';
import { ui } from '../../store/ui';
import { useViewer } from '../app/useViewer';
import styles from './Sidebar.module.css';

/**
 * The menu entry a path belongs to: a record's screen's list (a presale at `presale/3` is the presales'), else the
 * longest menu path equal to it or above it.
 */
function activeScreen(screens: Screen[], path: string): string | undefined {
  const list = screenOfLink(path)?.name.replace(/(Detail|New)$/, 'Index');
  if (list && screens.some((s) => s.name === list)) return list;
  let best: Screen | undefined;
  for (const s of screens) {
    if ((path === s.path || path.startsWith(`${s.path}/`)) && (!best || s.path.length > best.path.length)) best = s;
  }
  return best?.name;
}

/**
 * The side navigation: one block per area the role may view (shop, product, settings), links from the
 * screen table with the spec's query. On narrow screens it is a drawer toggled from the toolbar.
 */
export function Sidebar() {
  const intl = useIntl();
  const viewer = useViewer();
  const [path] = useLocation();
  const { sidebarOpen } = useSnapshot(ui);
  const groups = menuFor(viewer);
  const active = activeScreen(
    groups.flatMap((g) => g.screens),
    path,
  );

  return (
    <nav
      id="sidebar"
      aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
      className={styles.sidebar}
      data-open={sidebarOpen || undefined}
    >
      <Link href="/" className={styles.brand}>
        {SHORT_NAME}
      </Link>
      {groups.map((group) => (
        <section key={group.area} aria-labelledby={`nav-${group.area}`} className={styles.block}>
          <h2 id={`nav-${group.area}`} className={styles.heading}>
            <FormattedMessage id={`areas.${group.area}`} />
          </h2>
          <ul className={styles.links}>
            {group.screens.map((s) => (
              <li key={s.name}>
                <Link href={menuHref(s)} aria-current={s.name === active ? 'page' : undefined} className={styles.link}>
                  <FormattedMessage id={s.titleId} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
