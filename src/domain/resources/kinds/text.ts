/** One line of text: `text('Name')`, `email('Email')`; `format` adds a check (e-mail, address, colour, SKU). */
import { asText, email as emailRule, isBlank, issue, maxLength, sku as skuRule, storableText, type Rule } from '../../validation';
import type { FieldDef } from '../types';
import { make, typeIs, type DomainKind, type Options } from './kind';

export const text = make('text');

export const email = (key: string, options: Options = {}): FieldDef => text(key, { format: 'email', ...options });

const urlRule: Rule = (value) => {
  if (isBlank(value)) return null;
  const written = asText(value).trim();
  // A path inside the shop (/kategori/skal) or an absolute http(s) address.
  if (/^\/[^\s]*$/.test(written)) return null;
  try {
    const url = new URL(written);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : issue('validation.url');
  } catch {
    return issue('validation.url');
  }
};

const colorRule: Rule = (value) => (isBlank(value) || /^#[0-9a-fA-F]{6}$/.test(asText(value).trim()) ? null : issue('validation.color'));

const FORMAT_RULES: Record<NonNullable<FieldDef['format']>, Rule> = { email: emailRule, url: urlRule, color: colorRule, sku: skuRule };

/** Text trimmed (text, slug, long text). */
export const trimmed = (_field: FieldDef, value: unknown) => String(value).trim();

export const textKind: DomainKind = {
  maxLength: 255,
  rules: (field, _mode, max) => [typeIs('string'), maxLength(max!), storableText, ...(field.format ? [FORMAT_RULES[field.format]] : [])],
  normalize: trimmed,
};
