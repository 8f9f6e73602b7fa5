/**
 * Edits as changes against the record they were made on, so a stale write can be merged instead of
 * overwritten: what this user changed (their form against its base), what was saved meanwhile (the
 * record as it is now against the same base), and the merge (the saved record with this user's changes on
 * top; where both changed a field, the side the user keeps). Values are compared as the form holds them;
 * a translated field is compared language by language (one person's English beside another's Swedish is
 * no clash).
 */
import { isPerLocale, isSecret } from '../../../domain/resources/kinds';
import { writableFields } from '../../../domain/resources/rules';
import type { FieldDef, ResourceDef } from '../../../domain/resources/types';
import type { FormValues } from './form-values';

export type Side = 'mine' | 'theirs';

export interface FieldEdit {
  field: FieldDef;
  /** Changed in this form. */
  mine: boolean;
  /** Changed in the saved record since the form's base. */
  theirs: boolean;
  /** Both changed the same value (a language, for a translation) differently: the user picks the side. */
  clash: boolean;
}

type Texts = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const textsOf = (value: unknown): Texts => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Texts) : {});

/** The languages of a translated value changed from `from` to `to`. */
function changedLocales(from: unknown, to: unknown): Set<string> {
  const a = textsOf(from);
  const b = textsOf(to);
  return new Set([...Object.keys(a), ...Object.keys(b)].filter((locale) => !same(a[locale] || null, b[locale] || null)));
}

/** A password is never read back: a typed one is a change of mine, and nobody else's is known. */
function changed(field: FieldDef, from: FormValues, to: FormValues): boolean {
  if (isSecret(field)) return typeof to[field.key] === 'string' && to[field.key] !== '';
  if (isPerLocale(field)) return changedLocales(from[field.key], to[field.key]).size > 0;
  return !same(from[field.key], to[field.key]);
}

function clashes(field: FieldDef, base: FormValues, mine: FormValues, current: FormValues): boolean {
  if (!isPerLocale(field)) return !same(mine[field.key], current[field.key]);
  const theirs = changedLocales(base[field.key], current[field.key]);
  const my = textsOf(mine[field.key]);
  const saved = textsOf(current[field.key]);
  return [...changedLocales(base[field.key], mine[field.key])].some((locale) => theirs.has(locale) && !same(my[locale], saved[locale]));
}

/** Fields changed on either side, in the form's order. */
export function compareEdits(def: ResourceDef, base: FormValues, mine: FormValues, current: FormValues): FieldEdit[] {
  const edits: FieldEdit[] = [];
  for (const field of writableFields(def)) {
    const byMe = changed(field, base, mine);
    const byThem = !isSecret(field) && changed(field, base, current);
    if (!byMe && !byThem) continue;
    edits.push({ field, mine: byMe, theirs: byThem, clash: byMe && byThem && clashes(field, base, mine, current) });
  }
  return edits;
}

/**
 * The saved values with this user's changes on top; a clashing field keeps the side chosen (mine unless
 * told). A translation takes this user's languages over the saved ones, language by language.
 */
export function mergeEdits(
  edits: readonly FieldEdit[],
  base: FormValues,
  mine: FormValues,
  current: FormValues,
  kept: ReadonlyMap<string, Side> = new Map(),
): FormValues {
  const merged: FormValues = { ...current };
  for (const edit of edits) {
    const key = edit.field.key;
    if (!edit.mine) continue;
    const theirsKept = edit.clash && kept.get(key) === 'theirs';
    if (isPerLocale(edit.field)) {
      const texts = { ...textsOf(current[key]) };
      const theirs = changedLocales(base[key], current[key]);
      const my = textsOf(mine[key]);
      for (const locale of changedLocales(base[key], mine[key])) {
        if (!(theirsKept && theirs.has(locale))) texts[locale] = my[locale] ?? '';
      }
      merged[key] = texts;
    } else if (!theirsKept) {
      merged[key] = mine[key];
    }
  }
  return merged;
}
