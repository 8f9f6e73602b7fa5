/**
 * The rules of AI-written product texts shared by browser and server (issue 8 §3, docs/decisions.md "Product
 * texts by AI"): which product fields a completion writes, a prompt's placeholders and how they are filled,
 * and the prohibited words a text may not hold (matched without regard to case, on word boundaries).
 */
import { LOCALES } from '../../constants';
import { escapeHtml } from '../../html';
import type { EnumOption } from '../types';
import { asText, issue, type Rule } from '../../validation';

/** The product fields an AI text may write: one translation of the name or of the description. */
export const COMPLETION_FIELDS = ['Name', 'Description'] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];

/** Edits the prompts and the prohibited words. */
export const EDIT_COMPLETION_SETTINGS = ['update', 'product'] as const;

export const COMPLETION_FIELD_OPTIONS: EnumOption[] = [
  { value: 'Name', label: 'fields.Name' },
  { value: 'Description', label: 'fields.Description' },
];

/** The placeholders a prompt may use, each filled from the product. */
const PROMPT_PLACEHOLDERS = ['name', 'brand', 'sku', 'description'] as const;
export type PromptValues = Record<(typeof PROMPT_PLACEHOLDERS)[number], string>;

const PLACEHOLDER = /\{([A-Za-z_]+)\}/g;

/** The placeholders of a prompt that are not among PROMPT_PLACEHOLDERS. */
export function unknownPlaceholders(prompt: string): string[] {
  return [...prompt.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((name) => !(PROMPT_PLACEHOLDERS as readonly string[]).includes(name));
}

/** A prompt with every placeholder replaced by the product's value (an empty value reads as "-"). */
export function fillPrompt(prompt: string, values: PromptValues): string {
  return prompt.replace(PLACEHOLDER, (whole, name: string) =>
    (PROMPT_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as keyof PromptValues].trim() || '-' : whole,
  );
}

/** Rule of a prompt's text: only the known placeholders. */
export const knownPlaceholders: Rule = (value) => {
  const [first] = typeof value === 'string' ? unknownPlaceholders(value) : [];
  return first ? issue('validation.promptPlaceholder', { placeholder: `{${first}}` }) : null;
};

/** Rule of a locale a product text exists in (the interface locales: sv, en). */
export const productTextLocale: Rule = (value) =>
  value == null || value === '' || (LOCALES as readonly string[]).includes(asText(value)) ? null : issue('validation.oneOf');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The prohibited words a text holds, in the order of `words` (each once): a word matches where no letter,
 * digit or underscore stands right before or after it, whatever the case ("Billig" in "billiga" does not,
 * "billig" in "Billig!" does). Words of several words match as written, spaces included.
 */
export function prohibitedWordsIn(text: string, words: readonly string[]): string[] {
  const found: string[] = [];
  for (const word of words) {
    const trimmed = word.trim();
    if (!trimmed || found.some((f) => f.toLowerCase() === trimmed.toLowerCase())) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(trimmed)}(?![\\p{L}\\p{N}_])`, 'iu');
    if (re.test(text)) found.push(trimmed);
  }
  return found;
}

/** A plain-text description as the product's rich text keeps it: one paragraph per blank-line-separated block. */
export function descriptionHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** One word-level difference: kept, removed (only in the old text) or added (only in the new). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * A word diff of two texts (longest common subsequence over words and the spaces between them), for the
 * detail's before/after view. Texts whose word counts multiply past a million are shown as removed + added whole.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length * b.length > 1_000_000)
    return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) push('removed', a[i++]);
    else push('added', b[j++]);
  }
  while (i < a.length) push('removed', a[i++]);
  while (j < b.length) push('added', b[j++]);
  return parts;
}
