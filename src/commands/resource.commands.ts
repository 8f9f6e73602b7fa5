/**
 * Commands generated for every declared resource (issue 3 "Commands generated per resource"): export and
 * delete of the selection, and each custom action on the selection or the open record. They apply while
 * the resource's screen is shown and its user may run them; each runs the screen's own flow (ask, call,
 * flash). Going to a resource's list and to its new screen are the screen table's go-to commands
 * (navigation.commands.ts); the new screen tells a user without the update permission that it is read-only.
 */
import { canOpen } from '../domain/access';
import { RESOURCES } from '../domain/resources';
import type { ResourceDef } from '../domain/resources/types';
import { resourceActions } from '../domain/resources/workflow';
import { screenByName } from '../domain/screens';
import { actionsFor, permissionKey } from '../views/resource/actions/action-rules';
import { activeResourcePane } from './resource-pane';
import { SECTIONS } from './sections';
import type { Command, CommandContext } from './types';

const flagsOf = (ctx: CommandContext) => ({ CanApproveReturns: !!ctx.viewer.canApproveReturns });

function commandsOf(def: ResourceDef): Command[] {
  const list = screenByName.get(`${def.screen}Index`);
  if (def.singleton || !list) return [];
  const prefix = ['resource', def.name, ''].join('.');
  const section = SECTIONS[def.area];
  // The list screen's title names the resource ("Vanliga frågor: Exportera som CSV").
  const resource = { id: list.titleId };
  const keywords = [def.name, ...def.keywords];
  const pane = (ctx: CommandContext) => (canOpen(ctx.viewer, list) ? activeResourcePane(def.name) : null);
  const targets = (ctx: CommandContext) => pane(ctx)?.targets() ?? [];
  const commands: Command[] = [
    {
      id: `${prefix}export`,
      title: { id: 'commands.resource.export' },
      titleValues: { resource },
      section,
      keywords: [...keywords, 'export', 'csv', 'download'],
      scope: 'global',
      when: (ctx) => targets(ctx).length > 0,
      run: async (ctx) => {
        await pane(ctx)?.exportTargets();
      },
    },
  ];
  if (def.actions.delete) {
    commands.push({
      id: `${prefix}delete`,
      title: { id: 'commands.resource.delete' },
      titleValues: { resource },
      section,
      keywords: [...keywords, 'delete', 'remove'],
      scope: 'global',
      when: (ctx) => ctx.hasPermission(permissionKey(def.permissions.update)) && targets(ctx).length > 0,
      run: async (ctx) => {
        await pane(ctx)?.deleteTargets();
      },
    });
  }
  for (const action of resourceActions(def)) {
    const applies = (ctx: CommandContext) => actionsFor(def, targets(ctx), ctx.hasPermission, flagsOf(ctx)).includes(action);
    // Its key, in the resource's own list and detail panes (not a global key: WCAG 2.1.4).
    if (action.shortcut) {
      for (const scope of ['list', 'detail'] as const) {
        commands.push({
          id: `${prefix}${scope}.${action.id}`,
          title: { id: 'commands.resource.action' },
          titleValues: { resource, action: { id: action.label } },
          section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
          keywords: [...keywords, action.id],
          shortcut: { keys: action.shortcut },
          scope,
          resource: def.name,
          when: (ctx) => ctx.pane?.resource === def.name && applies(ctx),
          run: async (ctx) => {
            await pane(ctx)?.runAction(action.id);
          },
        });
      }
    }
    commands.push({
      id: `${prefix}action.${action.id}`,
      title: { id: 'commands.resource.action' },
      titleValues: { resource, action: { id: action.label } },
      section,
      keywords: [...keywords, action.id],
      scope: 'global',
      when: applies,
      run: async (ctx) => {
        await pane(ctx)?.runAction(action.id);
      },
    });
  }
  return commands;
}

export const resourceCommands: readonly Command[] = RESOURCES.flatMap(commandsOf);
