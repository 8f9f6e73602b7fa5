/**
 * An attribute read by id (its name, value type and unit), for the screens that show or check a value of it:
 * an attribute value's form and a price list's attribute rules. The same request as a reference picker's
 * reading of its chosen record, so SWR asks once for both.
 */
import { useResourcesByIds } from '../../api/resources';
import { resource } from '../../domain/resources';
import type { ResourceRecord } from '../../domain/resources/types';

export const ATTRIBUTES = resource('attributes');

/** The attribute with this id; null when none is named, until it has loaded, or when it is gone. */
export function useAttribute(id: number | null): ResourceRecord | null {
  const { data } = useResourcesByIds(ATTRIBUTES, id ? [id] : []);
  return data?.data?.find((record) => record.ID === id) ?? null;
}

/** The attribute's unit (mAh, m …), or undefined when it has none. */
export function unitOf(attribute: ResourceRecord | null | undefined): string | undefined {
  return typeof attribute?.Unit === 'string' && attribute.Unit.trim() ? attribute.Unit.trim() : undefined;
}
