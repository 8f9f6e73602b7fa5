/**
 * The screens a resource declaration implies (the screen table's lines of a declared resource, before the
 * area's base path): its list, its "new" screen when it creates, its detail; a singleton's one tool screen;
 * none for a child collection, which lives in its parent's detail. They are read from the few facts of the
 * declaration that decide them (`ScreenFacts`), which screen-table.precomputed.ts gives the browser without
 * the declarations; src/domain/screens.ts places the screens in the table.
 */
import type { ScreenSpec } from '../screens';
import type { ResourceDef } from './types';

/** What a declaration's screens depend on (a declaration is one). */
export type ScreenFacts = Pick<
  ResourceDef,
  'name' | 'area' | 'path' | 'recordPath' | 'newFor' | 'screen' | 'permissions' | 'singleton' | 'parent' | 'goKey' | 'menuQuery'
> & {
  actions: Pick<ResourceDef['actions'], 'create'>;
};

/** A declaration's screen facts alone, as plain data. */
export function screenFacts(def: ResourceDef): ScreenFacts {
  const { name, area, path, recordPath, newFor, screen, permissions, singleton, parent, goKey, menuQuery } = def;
  return {
    name,
    area,
    path,
    recordPath,
    ...(newFor ? { newFor: { ...newFor } } : {}),
    screen,
    permissions,
    actions: { create: def.actions.create },
    singleton,
    parent,
    goKey,
    menuQuery,
  };
}

/**
 * The screens of a declared resource, in route order: its list (with the declaration's `goKey` and
 * `menuQuery`), its "new" screen when it creates (needing its update permission), any `tools` (their paths
 * below the list's, placed before `:id` so they win the match), and its detail (the new and detail screens at
 * the declaration's `recordPath` when it has one, the new screen below the list's path when it is `newFor` another
 * record); a singleton has one tool
 * screen that edits its record. A child collection has none.
 */
export function resourceScreens(def: ScreenFacts, opts: { tools?: readonly ScreenSpec[] } = {}): ScreenSpec[] {
  const permission = def.permissions.view;
  const menu = { menu: true, ...(def.goKey ? { goKey: def.goKey } : {}), ...(def.menuQuery ? { menuQuery: { ...def.menuQuery } } : {}) };
  if (def.parent) return [];
  if (def.singleton) return [{ name: def.screen, path: def.path, kind: 'tool', ...menu, permission }];
  const specs: ScreenSpec[] = [{ name: `${def.screen}Index`, path: def.path, kind: 'list', ...menu, permission }];
  const record = def.recordPath ?? def.path;
  const apart = def.recordPath ? { resourcePath: def.path } : {};
  if (def.actions.create)
    specs.push({
      name: `${def.screen}New`,
      // For another record: its id is an optional last part (`offers/new/:id?`).
      path: def.newFor ? `${def.path}/new/:id?` : `${record}/new`,
      kind: 'new',
      permission,
      createPermission: def.permissions.update,
      ...apart,
    });
  specs.push(...(opts.tools ?? []).map((tool) => ({ permission, ...tool })));
  specs.push({ name: `${def.screen}Detail`, path: `${record}/:id`, kind: 'detail', permission, ...apart });
  return specs;
}
