import type { CustomActionDef, ResourceDef, ResourceRecord, UserFlag } from '../../../domain/resources/types';
import { actionApplies, resourceActions } from '../../../domain/resources/workflow';

/** Permission key of the session store (`update:setting`). */
export function permissionKey(permission: readonly [string, string]): string {
  return `${permission[0]}:${permission[1]}`;
}

/**
 * The actions (custom actions and workflow moves) offered for these records to someone holding `has`
 * permissions and `flags`.
 */
export function actionsFor(
  def: ResourceDef,
  records: readonly ResourceRecord[],
  has: (key: string) => boolean,
  flags: Partial<Record<UserFlag, boolean>> = {},
): CustomActionDef[] {
  if (!records.length) return [];
  return resourceActions(def).filter(
    (action) =>
      has(permissionKey(action.permission)) &&
      (!action.flag || !!flags[action.flag]) &&
      (records.length === 1 || action.bulk) &&
      records.every((record) => actionApplies(action, record)),
  );
}
