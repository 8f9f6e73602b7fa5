import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { ChevronRight } from 'lucide-react';
import { areaHomePath } from '../../domain/access';
import type { Screen } from '../../domain/screens';
import { useViewer } from '../app/useViewer';
import styles from './PageHeader.module.css';

/** A screen's heading: breadcrumbs (area, then the screen) and the title as the page's h1. */
export function PageHeader({ screen, actions }: { screen: Screen; actions?: ReactNode }) {
  const home = areaHomePath(useViewer(), screen.area);
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <nav aria-labelledby={`crumbs-${screen.name}`}>
          <span id={`crumbs-${screen.name}`} className="sr-only">
            <FormattedMessage id="shell.breadcrumbs" />
          </span>
          <ol className={styles.crumbs}>
            <li>
              {home ? (
                <Link href={home}>
                  <FormattedMessage id={`areas.${screen.area}`} />
                </Link>
              ) : (
                <FormattedMessage id={`areas.${screen.area}`} />
              )}
            </li>
            <li aria-current="page">
              <ChevronRight size={12} aria-hidden="true" className={styles.separator} />
              <FormattedMessage id={screen.titleId} />
            </li>
          </ol>
        </nav>
        <h1 className={styles.title}>
          <FormattedMessage id={screen.titleId} />
        </h1>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
