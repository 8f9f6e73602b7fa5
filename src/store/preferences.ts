import { proxy } from 'valtio';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/constants';
import { persist, readPersisted } from './persist';

export type Theme = 'light' | 'dark';

/** A shortcut as stored: the command layer's Shortcut shape (src/commands/types.ts), plain data. */
export type StoredShortcut = { readonly keys: string } | { readonly sequence: readonly string[] };

/** The user's keyboard choices (WCAG 2.1.4): single-key shortcuts on or off, and keys of their own. */
export interface ShortcutPreferences {
  /** Global single character-key shortcuts (`g` sequences, `?`, `/`) work; off, only chords with Ctrl/⌘/Alt do. */
  singleKeys: boolean;
  /** By command id: the user's own shortcut, or null for none. A command not listed keeps its own. */
  keys: Record<string, StoredShortcut | null>;
}

export interface Preferences {
  locale: Locale;
  theme: Theme;
  /** The user picked the theme; until then it follows the system's light or dark setting. */
  themeChosen: boolean;
  shortcuts: ShortcutPreferences;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): Theme {
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export const preferences = proxy<Preferences>({
  locale: DEFAULT_LOCALE,
  theme: systemTheme(),
  themeChosen: false,
  shortcuts: { singleKeys: true, keys: {} },
});

// Kept before the chosen flag existed: a dark theme was a choice (light was the default).
const saved = readPersisted<Preferences>('preferences');
if (saved && !('themeChosen' in saved) && saved.theme === 'dark') preferences.themeChosen = true;

persist('preferences', preferences, ['locale', 'theme', 'themeChosen', 'shortcuts']);

if (!preferences.themeChosen) preferences.theme = systemTheme();
globalThis.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
  if (!preferences.themeChosen) preferences.theme = systemTheme();
});

export function setLocale(locale: Locale): void {
  if ((LOCALES as readonly string[]).includes(locale)) preferences.locale = locale;
}

export function setTheme(theme: Theme): void {
  preferences.theme = theme;
  preferences.themeChosen = true;
}

export function setShortcutPreferences(shortcuts: ShortcutPreferences): void {
  preferences.shortcuts = { singleKeys: shortcuts.singleKeys, keys: { ...shortcuts.keys } };
}
