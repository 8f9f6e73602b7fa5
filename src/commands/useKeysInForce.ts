/** The commands with the user's keyboard preferences applied, following the preferences store. */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { preferences, type ShortcutPreferences } from '../store/preferences';
import { applyShortcutPreferences } from './shortcut-preferences';
import type { Command } from './types';

export function useKeysInForce(commands: readonly Command[]): readonly Command[] {
  const { shortcuts } = useSnapshot(preferences);
  return useMemo(() => applyShortcutPreferences(commands, shortcuts as ShortcutPreferences), [commands, shortcuts]);
}
