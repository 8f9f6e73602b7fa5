/** A slug generated from `source` while nobody edits it, unique: `slug('Slug', 'Name')` (SPEC.md section 5 slug rules). */
import { asText, isBlank, issue, maxLength, type Rule } from '../../validation';
import type { FieldDef } from '../types';
import { make, typeIs, type DomainKind, type Options } from './kind';
import { trimmed } from './text';

export const slug = (key: string, source: string, options: Options = {}): FieldDef =>
  make('slug')(key, { source, unique: true, required: true, ...options });

const slugRule: Rule = (value) => (isBlank(value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(asText(value)) ? null : issue('validation.slug'));

export const slugKind: DomainKind = {
  maxLength: 120,
  rules: (_field, _mode, max) => [typeIs('string'), maxLength(max!), slugRule],
  normalize: trimmed,
};
