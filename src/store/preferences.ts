import { proxy } from 'valtio';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/constants';
import { persist } from './persist';

export type Theme = 'light' | 'dark';

export const preferences = proxy<{ locale: Locale; theme: Theme }>({ locale: DEFAULT_LOCALE, theme: 'light' });

persist('preferences', preferences, ['locale', 'theme']);

export function setLocale(locale: Locale): void {
  if ((LOCALES as readonly string[]).includes(locale)) preferences.locale = locale;
}

export function toggleLocale(): void {
  setLocale(preferences.locale === 'sv' ? 'en' : 'sv');
}

export function setTheme(theme: Theme): void {
  preferences.theme = theme;
}

export function toggleTheme(): void {
  setTheme(preferences.theme === 'light' ? 'dark' : 'light');
}
