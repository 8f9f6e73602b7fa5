/**
 * Message catalogues and formats (SPEC.md section 9). Each locale's catalogue is split into parts
 * (messages/<locale>/<part>.json, flat ids shaped `<area>.<screen>.<key>`); every part found is merged,
 * so a new part (the palette's commands.json, for one) is picked up without touching this file.
 * Swedish is the default and the fallback: the parts a page needs before the console ships with the entry,
 * the console's parts (resources, commands, calls, to-dos) come with the shell (loadConsoleMessages).
 * English is a chunk of its own, loaded when chosen, and laid over the Swedish catalogue.
 */
import type { CustomFormats } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale } from '../domain/constants';
import type { Messages } from './merge';
import sv from './locales/sv';

export type { Messages };

const loaders: Record<Exclude<Locale, 'sv'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en'),
};

/** Each locale's own messages once loaded, without the fallback. */
const own = new Map<Locale, Messages>([[DEFAULT_LOCALE, sv]]);
const merged = new Map<Locale, Messages>([[DEFAULT_LOCALE, sv]]);
const pending = new Map<Locale, Promise<Messages>>();

let consoleLoad: Promise<void> | null = null;
let version = 0;
const listeners = new Set<() => void>();

/** The Swedish console parts, loaded once (with the shell); every catalogue on screen then holds them. */
export function loadConsoleMessages(): Promise<void> {
  consoleLoad ??= import('./locales/sv-console').then(
    (module) => {
      own.set(DEFAULT_LOCALE, { ...own.get(DEFAULT_LOCALE)!, ...module.default });
      merged.clear();
      version += 1;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      consoleLoad = null;
      throw error;
    },
  );
  return consoleLoad;
}

/** For useSyncExternalStore: the catalogues on screen changed (the console's parts arrived). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogueVersion(): number {
  return version;
}

/** A locale's own catalogue (no fallback), loading it first when needed. The catalogue test compares these. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return loadConsoleMessages().then(() => own.get(DEFAULT_LOCALE)!);
  const loaded = own.get(locale);
  if (loaded) return Promise.resolve(loaded);
  const waiting = pending.get(locale);
  if (waiting) return waiting;
  const found = loaders[locale as keyof typeof loaders]().then((module) => {
    own.set(locale, module.default);
    return module.default;
  });
  found.catch(() => pending.delete(locale));
  pending.set(locale, found);
  return found;
}

export function isCatalogueLoaded(locale: Locale): boolean {
  return own.has(locale);
}

/** The messages for a locale, Swedish filling any gap (only Swedish while the locale is still loading). */
export function messagesFor(locale: Locale): Messages {
  let found = merged.get(locale);
  if (!found) {
    const swedish = own.get(DEFAULT_LOCALE)!;
    const mine = own.get(locale);
    if (!mine) return swedish;
    found = locale === DEFAULT_LOCALE ? swedish : { ...swedish, ...mine };
    merged.set(locale, found);
  }
  return found;
}

/**
 * A message's text outside react-intl, for messages without placeholders (a resource's noun, say). The
 * catalogue holds text in tests and the dev server and parsed messages in production builds; both read.
 */
export function plainMessage(locale: Locale, id: string): string | undefined {
  const message = messagesFor(locale)[id] as string | MessageFormatElement[] | undefined;
  if (message == null || typeof message === 'string') return message;
  return message.map((element) => ('value' in element && typeof element.value === 'string' ? element.value : '')).join('');
}

/** BCP 47 tag used for Intl formatting and for react-aria's own strings. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'sv' ? 'sv-SE' : 'en-GB';
}

/**
 * Named formats: currency and percent with exactly two decimals; dates long (year, short month, day,
 * hour, minute) and short (date only; Swedish renders y-MM-dd); time HH:mm.
 */
export const formats: CustomFormats = {
  number: {
    currency: { style: 'currency', currency: 'SEK', minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
  date: {
    long: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  },
  time: {
    short: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  },
};
