/** The shell's own commands: palette, cheat sheet, focus search, language, theme, keyboard settings. */
import { preferences, setLocale, setTheme } from '../store/preferences';
import { closeOverlay, openOverlay, toggleOverlay, ui } from '../store/ui';
import { requestSearchFocus } from './focus-search';
import { PALETTE_SHORTCUT } from './palette-shortcut';
import { SECTIONS } from './sections';
import type { Command } from './types';

export const shellCommands: readonly Command[] = [
  {
    id: 'shell.palette',
    title: { id: 'commands.shell.palette' },
    section: SECTIONS.help,
    keywords: ['command', 'palette'],
    shortcut: PALETTE_SHORTCUT,
    scope: 'global',
    worksInOverlays: true,
    // Listed in the cheat sheet; pointless inside the palette itself.
    when: (ctx) => ctx.source !== 'palette',
    run: () => {
      if (ui.cheatSheetOpen) closeOverlay('cheatSheetOpen');
      toggleOverlay('paletteOpen');
    },
  },
  {
    id: 'shell.cheatSheet',
    title: { id: 'commands.shell.cheatSheet' },
    section: SECTIONS.help,
    keywords: ['shortcuts', 'keyboard', 'help', 'cheat sheet'],
    keywordsMessage: { id: 'commands.shell.cheatSheet.keywords' },
    shortcut: { keys: '?' },
    scope: 'global',
    worksInOverlays: true,
    when: () => true,
    run: () => {
      if (ui.paletteOpen) closeOverlay('paletteOpen');
      toggleOverlay('cheatSheetOpen');
    },
  },
  {
    id: 'shell.focusSearch',
    title: { id: 'commands.shell.focusSearch' },
    section: SECTIONS.general,
    keywords: ['search', 'filter', 'find'],
    keywordsMessage: { id: 'commands.shell.focusSearch.keywords' },
    shortcut: { keys: '/' },
    scope: 'global',
    when: () => true,
    run: () => {
      requestSearchFocus();
    },
  },
  {
    id: 'preferences.localeEn',
    title: { id: 'commands.preferences.localeEn' },
    section: SECTIONS.preferences,
    keywords: ['language', 'english', 'en', 'locale'],
    keywordsMessage: { id: 'commands.preferences.locale.keywords' },
    scope: 'global',
    when: () => preferences.locale !== 'en',
    run: () => setLocale('en'),
  },
  {
    id: 'preferences.localeSv',
    title: { id: 'commands.preferences.localeSv' },
    section: SECTIONS.preferences,
    keywords: ['language', 'swedish', 'svenska', 'sv', 'locale'],
    keywordsMessage: { id: 'commands.preferences.locale.keywords' },
    scope: 'global',
    when: () => preferences.locale !== 'sv',
    run: () => setLocale('sv'),
  },
  {
    id: 'preferences.themeDark',
    title: { id: 'commands.preferences.themeDark' },
    section: SECTIONS.preferences,
    keywords: ['theme', 'dark', 'appearance'],
    keywordsMessage: { id: 'commands.preferences.theme.keywords' },
    scope: 'global',
    when: () => preferences.theme !== 'dark',
    run: () => setTheme('dark'),
  },
  {
    id: 'preferences.themeLight',
    title: { id: 'commands.preferences.themeLight' },
    section: SECTIONS.preferences,
    keywords: ['theme', 'light', 'appearance'],
    keywordsMessage: { id: 'commands.preferences.theme.keywords' },
    scope: 'global',
    when: () => preferences.theme !== 'light',
    run: () => setTheme('light'),
  },
  {
    id: 'preferences.shortcuts',
    title: { id: 'commands.preferences.shortcuts' },
    section: SECTIONS.preferences,
    keywords: ['keyboard', 'shortcuts', 'keys', 'hotkeys', 'remap', 'accessibility'],
    keywordsMessage: { id: 'commands.preferences.shortcuts.keywords' },
    scope: 'global',
    when: () => true,
    run: () => {
      closeOverlay('paletteOpen');
      closeOverlay('cheatSheetOpen');
      openOverlay('shortcutSettingsOpen');
    },
  },
];
