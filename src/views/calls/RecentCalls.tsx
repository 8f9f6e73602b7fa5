import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { session } from '../../store/session';
import { callLookup } from '../../store/ui';
import styles from './CallLookupDialog.module.css';

/** The recent calls (fewer than 10, newest first, with time); choosing one looks it up again. */
export function RecentCalls({ onChoose }: { onChoose?: (number: string) => void }) {
  const intl = useIntl();
  const { recentCalls } = useSnapshot(session);
  return (
    <section aria-labelledby="recent-calls" className={styles.recent}>
      <h3 id="recent-calls" className={styles.subheading}>
        <FormattedMessage id="calls.recent.title" />
      </h3>
      {recentCalls.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="calls.recent.empty" />
        </p>
      ) : (
        <ul aria-labelledby="recent-calls" className={styles.list}>
          {recentCalls.map((call) => (
            <li key={`${call.number}-${call.t}`}>
              <button
                type="button"
                className={styles.recentButton}
                onClick={() => (onChoose ? onChoose(call.number) : (callLookup.number = call.number))}
              >
                {call.number}
              </button>
              <time dateTime={new Date(call.t).toISOString()} className={styles.muted}>
                {intl.formatDate(call.t, { format: 'long' })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
