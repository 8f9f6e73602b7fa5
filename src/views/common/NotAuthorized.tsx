import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Lock } from 'lucide-react';
import { useContentShown } from '../app/useContentShown';
import { EmptyState } from './EmptyState';
import styles from './StatusPage.module.css';

/** A screen the user's role may not open: its title and a plain statement, nothing of its content. */
export function NotAuthorized({ titleId }: { titleId: string }) {
  const intl = useIntl();
  useContentShown();
  return (
    <section className={styles.page} aria-labelledby="not-authorized-title">
      <h1 id="not-authorized-title">
        <FormattedMessage id={titleId} />
      </h1>
      <EmptyState
        icon={Lock}
        title={<FormattedMessage id="shell.notAuthorized.title" />}
        action={
          <Link href="/">
            <FormattedMessage id="shell.notFound.home" />
          </Link>
        }
      >
        <p>
          <FormattedMessage id="shell.notAuthorized.body" values={{ screen: intl.formatMessage({ id: titleId }) }} />
        </p>
      </EmptyState>
    </section>
  );
}
