/**
 * One section of the palette: a cmdk group of options, keyed by place so that its rows stay mounted and
 * are updated in place while the text changes (palette-draw.ts says which rows are drawn when).
 */
import { Command as Cmdk } from 'cmdk';
import { memo } from 'react';
import type { DrawnGroup } from './palette-draw';
import type { PaletteRow } from './palette-rows';
import { ShortcutHint } from './ShortcutHint';
import { ariaKeyShortcuts } from './shortcuts';
import type { Platform, Shortcut } from './types';
import styles from './commands.module.css';

interface Shared {
  platform: Platform;
  onChoose: (value: string) => void;
}

export const PaletteGroup = memo(function PaletteGroup({ group, place, ...shared }: Shared & { group: DrawnGroup; place: number }) {
  return (
    <div role="presentation" className={group.stale ? styles.stale : undefined} aria-hidden={group.stale || undefined}>
      <Cmdk.Group value={`section-${place}`} heading={group.heading} className={styles.group}>
        <PaletteRows rows={group.head} {...shared} />
        <PaletteRows rows={group.tail} stale={group.tailStale} {...shared} />
      </Cmdk.Group>
    </div>
  );
});

const PaletteRows = memo(function PaletteRows({
  rows,
  stale,
  platform,
  onChoose,
}: Shared & { rows: readonly PaletteRow[]; stale?: boolean }) {
  return (
    <div role="presentation" className={stale ? styles.stale : undefined} aria-hidden={stale || undefined}>
      {rows.map((row, place) => (
        <PaletteOption
          key={place}
          value={row.value}
          title={row.title}
          detail={row.detail}
          shortcut={row.shortcut}
          platform={platform}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
});

interface PaletteOptionProps extends Shared {
  value: string;
  title: string;
  detail?: string;
  shortcut?: Shortcut;
}

/**
 * One option, updated in place; re-rendered only when what it shows changes. Its name is its words (the
 * title, and a record's detail), taken from what it shows, so the name holds the visible text (WCAG 2.5.3);
 * the key hint is said by aria-keyshortcuts, not read out as part of the name.
 */
const PaletteOption = memo(function PaletteOption({ value, title, detail, shortcut, platform, onChoose }: PaletteOptionProps) {
  return (
    <Cmdk.Item
      value={value}
      onSelect={onChoose}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut, platform) : undefined}
      className={styles.item}
    >
      <span className={styles.title}>{title}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
      {shortcut && (
        <span aria-hidden="true">
          <ShortcutHint shortcut={shortcut} platform={platform} />
        </span>
      )}
    </Cmdk.Item>
  );
});
