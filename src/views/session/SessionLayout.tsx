import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SHORT_NAME, VERSION_LABEL } from '../../domain/constants';
import { LocaleSwitch } from '../common/LocaleSwitch';
import { ThemeSwitch } from '../common/ThemeSwitch';
import styles from './SessionLayout.module.css';

/** The frame of the session screens: product name, language and theme switches, one card. */
export function SessionLayout({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{SHORT_NAME}</span>
        <div className={styles.switches}>
          <LocaleSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="session-title">
          <h1 id="session-title" className={styles.title}>
            <FormattedMessage id={titleId} />
          </h1>
          {children}
        </section>
      </main>
      <footer className={styles.footer}>{VERSION_LABEL}</footer>
    </div>
  );
}
