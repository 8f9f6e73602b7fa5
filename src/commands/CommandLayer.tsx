/**
 * Everything of the command layer the shell mounts once, inside the IntlProvider and the Router, for a
 * fully signed-in user: the global hotkeys, the palette, the cheat sheet and the shortcut settings. The
 * first three see the keys in force (the user's keyboard preferences applied).
 */
import { useEffect } from 'react';
import { CheatSheet } from './CheatSheet';
import { CommandPalette } from './CommandPalette';
import { GlobalHotkeys } from './Hotkeys';
import { playKeptKeys } from './key-replay';
import { RECORD_SOURCES } from './record-sources';
import { registry } from './registry';
import { ShortcutSettings } from './ShortcutSettings';
import { useKeysInForce } from './useKeysInForce';
import type { Command, PaletteSource } from './types';

export interface CommandLayerProps {
  commands?: readonly Command[];
  sources?: readonly PaletteSource[];
}

/** Renders nothing: once the hotkeys above it are bound, keys typed while the layer loaded are played. */
function KeyBufferPlayback() {
  useEffect(() => playKeptKeys(), []);
  return null;
}

export function CommandLayer({ commands = registry.commands, sources = RECORD_SOURCES }: CommandLayerProps) {
  const inForce = useKeysInForce(commands);
  return (
    <>
      <GlobalHotkeys commands={inForce} />
      <KeyBufferPlayback />
      <CommandPalette commands={inForce} sources={sources} />
      <CheatSheet commands={inForce} />
      <ShortcutSettings commands={commands} />
    </>
  );
}
