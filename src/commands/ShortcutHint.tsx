/** The `<kbd>` hint of a shortcut, per platform: ⌘K on Mac, Ctrl+K elsewhere, G O for a sequence. */
import { shortcutChords, shortcutLabel } from './shortcuts';
import type { Platform, Shortcut } from './types';
import styles from './commands.module.css';

export function ShortcutHint({ shortcut, platform }: { shortcut: Shortcut; platform: Platform }) {
  const chords = shortcutChords(shortcut, platform);
  return (
    <kbd className={styles.shortcut} data-shortcut={shortcutLabel(shortcut, platform)}>
      {chords.map((caps, i) => (
        <span key={i} className={styles.chord}>
          {i > 0 && ' '}
          {caps.map((cap, j) => (
            <span key={j}>
              {j > 0 && platform !== 'mac' && <span className={styles.plus}>+</span>}
              <kbd className={styles.cap}>{cap}</kbd>
            </span>
          ))}
        </span>
      ))}
    </kbd>
  );
}
