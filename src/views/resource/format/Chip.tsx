import type { ReactNode } from 'react';
import type { EnumOption } from '../../../domain/resources/types';
import tones from '../../common/tones.module.css';
import styles from './format.module.css';

/**
 * A status chip: text and colour (never colour alone). In a space narrower than its text it keeps its
 * shape and shortens the text with an ellipsis (the whole text stays in the page and in its title).
 */
export function Chip({ tone = 'neutral', children }: { tone?: EnumOption['tone']; children: ReactNode }) {
  const toneClass = tone === 'neutral' ? styles.neutral : tones[tone];
  return (
    <span className={`${styles.chip} ${toneClass}`} title={typeof children === 'string' ? children : undefined}>
      <span className={styles.chipText}>{children}</span>
    </span>
  );
}
