/**
 * The registry of resource bindings, built once per app or process from what the features give
 * (server/features.ts): generated tables bind by key with the features' hooks, the hand-written tables
 * (`users`, `todo_queues`, `customers`) through their features' binders. A declaration without a table, two
 * features hooking one resource, or a hook for an undeclared resource stops the start with an error naming it.
 * The engine knows no feature: everything bespoke comes in as values.
 */
import { RESOURCES, type ResourceName } from '../../src/domain/resources';
import type { ResourceDef } from '../../src/domain/resources/types';
import { PROPOSALS_SEGMENT } from '../../src/domain/api-access';
import { resourceActions } from '../../src/domain/resources/workflow';
import '../db/schema';
import { resourceTableOf } from '../db/schema/resource-table';
import { bindResource, type ResourceBinding, type ResourceRegistry, type TableBinding } from './binding';
import type { ResourceHooks } from './hooks';
import { parentLockHooks } from './parent-lock';
import { selfReferenceHooks } from './self-reference';

export type { ResourceRegistry } from './binding';

/** How a resource on a hand-written table binds: its table, its column map and its hooks (bindResource). */
type TableBinder = (def: ResourceDef) => TableBinding;

/** What one feature gives the engine about resources. */
export interface ResourceParts {
  /** Bespoke behaviour of generated resources, beside the engine's (trees get theirs from selfReferenceHooks). */
  hooks?: Partial<Record<ResourceName, ResourceHooks>>;
  /** Resources on hand-written tables. */
  tables?: Partial<Record<ResourceName, TableBinder>>;
}

/** The features' entries of one kind merged by resource name; a name given twice or not declared throws. */
function merged<T>(entries: readonly (Partial<Record<ResourceName, T>> | undefined)[], what: string): ReadonlyMap<string, T> {
  const declared = new Set(RESOURCES.map((def) => def.name));
  const all = new Map<string, T>();
  for (const entry of entries) {
    for (const [name, value] of Object.entries<T>(entry ?? {})) {
      if (!declared.has(name)) throw new Error(`${what} for ${name}, which is not a declared resource`);
      if (all.has(name)) throw new Error(`${what} for ${name} come from two features`);
      all.set(name, value);
    }
  }
  return all;
}

function bindDeclared(
  def: ResourceDef,
  hooksByName: ReadonlyMap<string, ResourceHooks>,
  tables: ReadonlyMap<string, TableBinder>,
): TableBinding {
  const handWritten = tables.get(def.name);
  if (handWritten) return handWritten(def);
  const table = resourceTableOf(def.name);
  if (!table)
    throw new Error(`Resource ${def.name} has no table: export resourceTable(${def.name}) from server/db/schema/resources-${def.area}.ts`);
  const hooks: ResourceHooks = parentLockHooks(def, { ...selfReferenceHooks(def), ...hooksByName.get(def.name) });
  if (def.proposals && !hooks.propose)
    throw new Error(`Resource ${def.name} takes proposals but no feature gives it a propose hook (server/features.ts)`);
  if (resourceActions(def).some((a) => a.id === PROPOSALS_SEGMENT))
    throw new Error(`Resource ${def.name}: no action may be called ${PROPOSALS_SEGMENT}`);
  return bindResource(def, table, { hooks });
}

/** Binds every declared resource with the features' parts; the bindings refer back to the registry. */
export function buildResourceRegistry(parts: readonly ResourceParts[]): ResourceRegistry {
  const hooksByName = merged(
    parts.map((p) => p.hooks),
    'Hooks',
  );
  const tables = merged(
    parts.map((p) => p.tables),
    'Table binders',
  );
  const byName = new Map<string, ResourceBinding>();
  let all: readonly ResourceBinding[] = [];
  const registry: ResourceRegistry = {
    bindingOf: (name) => registry.bindingNamed(name),
    bindingNamed(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`Unknown resource ${name}`);
      return found;
    },
    get all() {
      return all;
    },
    ofArea: (area) => registry.all.filter((binding) => binding.def.area === area),
  };
  all = RESOURCES.map((def) => ({ ...bindDeclared(def, hooksByName, tables), resources: registry }));
  for (const binding of all) byName.set(binding.def.name, binding);
  return registry;
}
