/**
 * The top of a dialog that is a place of its own rather than a question (the call lookup, the to-do panel): its
 * heading, which names the dialog, and a close button (X, named "Close") at the end of the line.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { X } from 'lucide-react';
import { Heading } from 'react-aria-components/Dialog';
import { Button } from './Button';
import styles from './DialogTitleBar.module.css';

export function DialogTitleBar({ children, id }: { children: ReactNode; id?: string }) {
  const intl = useIntl();
  return (
    <header className={styles.bar}>
      <Heading slot="title" id={id} className={styles.title}>
        {children}
      </Heading>
      <Button slot="close" variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'actions.close' })}>
        <X size={14} aria-hidden="true" />
      </Button>
    </header>
  );
}
