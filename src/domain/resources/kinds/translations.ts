/**
 * One text per interface locale, `{ sv: '…', en: '…' }`: `translations('Name', 'longText')`; `of` says
 * whether each is text, long text or HTML. Swedish (the default locale) is the fallback language: a
 * required text needs it, and a reader of another language sees it where theirs is missing.
 */
import { DEFAULT_LOCALE, LOCALES } from '../../constants';
import { isBlank, isBlankText, issue, storableText, type Rule } from '../../validation';
import type { FieldDef } from '../types';
import { make, type DomainKind, type Options, type WriteMode } from './kind';

export const translations = (key: string, of: FieldDef['of'] = 'text', options: Options = {}): FieldDef =>
  make('translations')(key, { of, ...options });

/** The text of a translations value in `locale`, falling back to Swedish, then to any text there is ('' when none). */
export function translatedText(value: unknown, locale: string): string {
  if (value == null || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const texts = value as Record<string, unknown>;
  const pick = [texts[locale], texts[DEFAULT_LOCALE], ...Object.values(texts)].find((t) => typeof t === 'string' && !isBlankText(t));
  return typeof pick === 'string' ? pick : '';
}

function translationsRule(field: FieldDef, mode: WriteMode, max: number): Rule {
  return (value) => {
    if (value == null) return field.required && mode === 'create' ? issue('validation.required') : null;
    if (typeof value !== 'object' || Array.isArray(value)) return issue('validation.type');
    const texts = value as Record<string, unknown>;
    for (const [code, written] of Object.entries(texts)) {
      if (!(LOCALES as readonly string[]).includes(code)) return issue('validation.type');
      if (written != null && typeof written !== 'string') return issue('validation.type');
      if (typeof written === 'string' && written.length > max) return issue('validation.maxLength', { max });
      if (typeof written === 'string' && storableText(written, texts)) return issue('validation.characters');
    }
    // The default locale is the fallback language, so a required text needs it.
    if (field.required && isBlank(texts[DEFAULT_LOCALE])) return issue('validation.required');
    return null;
  };
}

export const translationsKind: DomainKind = {
  ownRequired: true,
  perLocale: true,
  rules: (field, mode, max) => [translationsRule(field, mode, max!)],
  // A translations column always holds an object: no text in any language is {}.
  normalizeValue: (_field, value) => {
    if (isBlank(value)) return {};
    const out: Record<string, string> = {};
    for (const [code, written] of Object.entries(value as Record<string, unknown>)) if (!isBlank(written)) out[code] = String(written);
    return out;
  },
};
