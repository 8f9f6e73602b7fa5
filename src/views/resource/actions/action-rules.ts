import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';

/** Does a custom action apply to this record (its `when` conditions)? */
export function actionApplies(action: CustomActionDef, record: Pick<ResourceRecord, 'ID'> & Record<string, unknown>): boolean {
  if (!action.when) return true;
  return Object.entries(action.when).every(([key, allowed]) => allowed.some((v) => String(v) === String(record[key])));
}

/** Permission key of the session store (`update:setting`). */
export function permissionKey(permission: readonly [string, string]): string {
  return `${permission[0]}:${permission[1]}`;
}

/** The custom actions offered for these records to someone holding `has` permissions. */
export function actionsFor(def: ResourceDef, records: readonly ResourceRecord[], has: (key: string) => boolean): CustomActionDef[] {
  if (!records.length) return [];
  return (def.actions.custom ?? []).filter((action) =>
    has(permissionKey(action.permission))
    && (records.length === 1 || action.bulk)
    && records.every((record) => actionApplies(action, record)));
}
