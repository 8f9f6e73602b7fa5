/**
 * Every declared resource, by name: the resources of every feature (src/features/index.ts, in the list's order)
 * and the jobs the engine runs for them. A new resource is a declaration file in its feature's folder, listed in
 * its feature's `resources`, plus its table (server/db/schema/resource-table.ts makes it).
 */
import { FEATURE_DEFS, FEATURES } from '../../features';
import { jobs } from './jobs';
import type { ResourceDef } from './types';

type ResourcesOf<F> = F extends { resources: readonly (infer R)[] } ? R : never;
type Declared = ResourcesOf<(typeof FEATURES)[number]> | typeof jobs;

/** The name of every declared resource: code names a resource by one of these, so a misspelt name does not compile. */
export type ResourceName = Declared['name'];

export const RESOURCES: readonly ResourceDef[] = [...FEATURE_DEFS.flatMap((feature) => feature.resources ?? []), jobs];

/**
 * The child collections of a resource (its detail's tabs), in declaration order; given a record, only those
 * whose link takes it (a set's components on a SET, a parent's variants on a Variant product).
 */
export function childrenOf(def: ResourceDef, record?: Readonly<Record<string, unknown>>): readonly ResourceDef[] {
  return RESOURCES.filter((r) => r.parent?.resource === def.name && (!record || linkTakes(r, record)));
}

/**
 * The related-records tabs of a resource (`related`), each as the other resource's declaration and its
 * reference field to this one; a declaration naming an unknown resource or a field that is not a reference
 * to this resource throws, so a typo cannot ship.
 */
export function relatedOf(def: ResourceDef): readonly { def: ResourceDef; field: string }[] {
  return (def.related ?? []).map(({ resource: name, field }) => {
    const other = RESOURCES.find((r) => r.name === name);
    const reference = other?.fields.find((f) => f.key === field);
    if (!other || reference?.kind !== 'reference' || reference.resource !== def.name)
      throw new Error(`${def.name}: related ${name}.${field} is not a reference to ${def.name}`);
    return { def: other, field };
  });
}

/** The child's link to its parent takes this record: the link's `where` holds for it. */
function linkTakes(child: ResourceDef, record: Readonly<Record<string, unknown>>): boolean {
  const where = child.fields.find((f) => f.key === child.parent!.field)?.where ?? {};
  return Object.entries(where).every(([key, allowed]) => allowed.some((value) => String(value) === String(record[key])));
}

export const resourceByName: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));

export function resource(name: string): ResourceDef {
  const found = resourceByName.get(name);
  if (!found) throw new Error(`Unknown resource ${name}`);
  return found;
}

/** The resource whose screens carry this name prefix (`SettingFaq` for SettingFaqIndex …). */
export const resourceByScreen: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.screen, r]));

export type { ResourceDef } from './types';
