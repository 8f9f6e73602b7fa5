import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import styles from './Alert.module.css';
import tones from './tones.module.css';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const ICONS = { error: CircleAlert, warning: TriangleAlert, success: CircleCheck, info: Info } as const;

/** An inline message box. Errors and warnings are announced at once (role alert), others politely. */
export function Alert({ tone = 'error', children, action }: { tone?: AlertTone; children: ReactNode; action?: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={`${styles.alert} ${tones[tone]}`}>
      <Icon size={16} aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
