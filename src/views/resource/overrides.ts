/**
 * Bespoke parts per resource (by name): a component replaces the list row, the detail body or the form body
 * of one resource while the engine keeps its keyboard, URL, data and flows. See overrides-types.ts. Each feature
 * gives its own in src/features/<name>/overrides.ts; a resource two features override stops the start.
 */
import type { ResourceDef } from '../../domain/resources/types';
import type { ResourceOverrides } from './overrides-types';
import { joinRegistries } from '../join-registries';

const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverrides>> = joinRegistries(
  Object.values(
    import.meta.glob<Readonly<Record<string, ResourceOverrides>>>('../../features/*/overrides.ts', { eager: true, import: 'overrides' }),
  ),
  'overrides of',
);

const NONE: ResourceOverrides = {};

export function overridesOf(def: Pick<ResourceDef, 'name'>): ResourceOverrides {
  return RESOURCE_OVERRIDES[def.name] ?? NONE;
}
