/** The command layer's public surface for the shell and the views. */
export { CommandLayer, default } from './CommandLayer';
export type { CommandLayerProps } from './CommandLayer';
export { CommandPalette } from './CommandPalette';
export { CheatSheet } from './CheatSheet';
export { GlobalHotkeys, PaneHotkeys, type PaneHotkeysProps } from './Hotkeys';
export { ShortcutHint } from './ShortcutHint';
export { registry, buildRegistry, findShortcutClashes, COMMAND_LISTS } from './registry';
export { FOCUS_SEARCH_EVENT, requestSearchFocus, useFocusSearchRequest, type FocusSearchEvent } from './focus-search';
export { shortcutLabel, detectPlatform } from './shortcuts';
export { recentCommands, rememberCommand } from './recent';
export { RECORD_SOURCES, customerSource } from './record-sources';
export type { Command, CommandContext, CommandScope, PaneActions, PaletteRecord, PaletteSource, Platform, Shortcut } from './types';
