/**
 * Reference-data field kinds (locale, store, store group, stock status): their choices and the name of a value,
 * read from the reference data loaded after sign-in. Each kind's choices are its `choices` in
 * src/views/resource/kinds.tsx; the form, the filters, the chips and the cells read them through here.
 */
import type { FieldKind } from '../../../domain/resources/types';
import type { ReferenceState } from '../../../store/reference';
import { BROWSER_KINDS } from '../kinds';

export interface ReferenceChoice {
  id: string;
  label: string;
}

/** Every choice of the kind, as the form and the filter offer them (none for a kind without reference data). */
export function referenceDataChoices(data: ReferenceState, kind: FieldKind): ReferenceChoice[] {
  return BROWSER_KINDS[kind].choices?.(data) ?? [];
}

/** The name of one value (a locale's name without its code); unknown ids show as `#id`. */
export function referenceDataName(data: ReferenceState, kind: FieldKind, value: unknown): string {
  const id = String(value);
  const named = BROWSER_KINDS[kind].choiceName?.(data, id);
  if (named !== undefined) return named;
  return referenceDataChoices(data, kind).find((c) => c.id === id)?.label ?? `#${id}`;
}
