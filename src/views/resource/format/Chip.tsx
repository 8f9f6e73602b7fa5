import type { ReactNode } from 'react';
import type { EnumOption } from '../../../domain/resources/types';
import tones from '../../common/tones.module.css';
import styles from './format.module.css';

/** A status chip: text and colour (never colour alone). */
export function Chip({ tone = 'neutral', children }: { tone?: EnumOption['tone']; children: ReactNode }) {
  const toneClass = tone === 'neutral' ? styles.neutral : tones[tone];
  return <span className={`${styles.chip} ${toneClass}`}>{children}</span>;
}
