/**
 * Message catalogues and formats (SPEC.md section 9). Each locale's catalogue is split into parts
 * (messages/<locale>/<part>.json, flat ids shaped `<area>.<screen>.<key>`); every part found is merged,
 * so a new part (the palette's commands.json, for one) is picked up without touching this file.
 * Swedish is the default and the fallback: English is laid over the Swedish catalogue.
 */
import type { CustomFormats } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/constants';

export type Messages = Record<string, string>;

const parts = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

function collect(): Record<Locale, Messages> {
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, {} as Messages])) as Record<Locale, Messages>;
  for (const [path, messages] of Object.entries(parts)) {
    const locale = path.split('/')[2] as Locale;
    if (byLocale[locale]) Object.assign(byLocale[locale], messages);
  }
  return byLocale;
}

/** Each locale's own messages, without the fallback (the catalogue test compares these). */
export const catalogues: Readonly<Record<Locale, Messages>> = collect();

const merged = new Map<Locale, Messages>();

/** The messages for a locale, Swedish filling any gap. */
export function messagesFor(locale: Locale): Messages {
  let found = merged.get(locale);
  if (!found) {
    found = locale === DEFAULT_LOCALE ? catalogues[DEFAULT_LOCALE] : { ...catalogues[DEFAULT_LOCALE], ...catalogues[locale] };
    merged.set(locale, found);
  }
  return found;
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
