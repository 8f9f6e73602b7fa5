import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { MapPinOff } from 'lucide-react';
import { useContentShown } from '../app/useContentShown';
import { EmptyState } from './EmptyState';
import { usePageTitle } from './usePageTitle';
import styles from './StatusPage.module.css';

/** Unmatched paths (SPEC.md section 2: a "page not found" screen). */
export function NotFound() {
  usePageTitle('shell.notFound.title');
  useContentShown();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <FormattedMessage id="shell.notFound.title" />
      </h1>
      <EmptyState
        icon={MapPinOff}
        title={<FormattedMessage id="shell.notFound.body" />}
        action={
          <Link href="/">
            <FormattedMessage id="shell.notFound.home" />
          </Link>
        }
      />
    </section>
  );
}
