/**
 * What a command sees when the tests ask whether it is offered and run it: the palette's context for a role
 * (its permissions from src/domain/permissions), and a resource pane showing one record, as a screen would
 * make active.
 */
import { permissionKeys } from '../../src/domain/permissions';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { ResourcePane } from '../../src/commands/resource-pane';
import type { CommandContext } from '../../src/commands/types';

export function commandContext(role: number | null, extra: Partial<CommandContext> & { canApproveReturns?: boolean } = {}): CommandContext {
  const keys = permissionKeys(role);
  const { canApproveReturns = false, ...rest } = extra;
  return {
    navigate: () => undefined,
    location: '/shop',
    search: '',
    viewer: { role, canApproveReturns },
    hasPermission: (k) => keys.includes(k),
    query: '',
    selection: [],
    platform: 'other',
    source: 'palette',
    ...rest,
  };
}

/** A pane of `resource` whose targets are `record`, and whose bulk actions do nothing. */
export const recordPane = (resource: string, record: ResourceRecord): ResourcePane => ({
  resource,
  targets: () => [record],
  deleteTargets: async () => 0,
  exportTargets: async () => 0,
  runAction: async () => 0,
});
