/**
 * Commands generated for every declared resource (issue 3 "Commands generated per resource"): export and
 * delete of the selection, and each custom action on the selection or the open record. They apply while
 * the resource's screen is shown and its user may run them; each runs the screen's own flow (ask, call,
 * flash). Going to a resource's list and to its new screen are the screen table's go-to commands
 * (navigation.commands.ts); the new screen tells a user without the update permission that it is read-only.
 */
import { canOpen } from '../domain/access';
import { RESOURCES, resourceByName } from '../domain/resources';
import type { ResourceDef } from '../domain/resources/types';
import { resourceActions } from '../domain/resources/workflow';
import { screenByName } from '../domain/screens';
import { actionsFor, permissionKey } from '../views/resource/actions/action-rules';
import { activeResourcePane } from './resource-pane';
import { showDocument } from '../views/resource/detail/show-document';
import { SECTIONS } from './sections';
import type { Command, CommandContext } from './types';

const flagsOf = (ctx: CommandContext) => ({ CanApproveReturns: !!ctx.viewer.canApproveReturns });

function commandsOf(def: ResourceDef): Command[] {
  if (def.parent) return childCommandsOf(def);
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
  commands.push(...selectionCommands(def, prefix, resource, keywords), ...documentCommands(def, prefix, resource, keywords));
  return commands;
}

/**
 * A child collection's moves (a presale item received): each by its key in the collection's pane in its parent's
 * detail, and from the palette while the collection shows, on the focused or checked children.
 */
function childCommandsOf(def: ResourceDef): Command[] {
  const parentList = screenByName.get(`${resourceByName.get(def.parent!.resource)?.screen ?? ''}Index`);
  if (!parentList) return [];
  const prefix = ['resource', def.name, ''].join('.');
  const resource = { id: def.noun.one };
  const keywords = [def.name, ...def.keywords];
  const pane = (ctx: CommandContext) => (canOpen(ctx.viewer, parentList) ? activeResourcePane(def.name) : null);
  const targets = (ctx: CommandContext) => pane(ctx)?.targets() ?? [];
  return resourceActions(def).flatMap((action): Command[] => {
    const applies = (ctx: CommandContext) => actionsFor(def, targets(ctx), ctx.hasPermission, flagsOf(ctx)).includes(action);
    const base = {
      title: { id: 'commands.resource.action' },
      titleValues: { resource, action: { id: action.label } },
      keywords: [...keywords, action.id],
      run: async (ctx: CommandContext) => {
        await pane(ctx)?.runAction(action.id);
      },
    };
    const key: Command[] = action.shortcut
      ? [
          {
            ...base,
            id: `${prefix}list.${action.id}`,
            section: SECTIONS.list,
            shortcut: { keys: action.shortcut },
            scope: 'list',
            resource: def.name,
            when: (ctx) => ctx.pane?.resource === def.name && applies(ctx),
          },
        ]
      : [];
    return [...key, { ...base, id: `${prefix}action.${action.id}`, section: SECTIONS[def.area], scope: 'global', when: applies }];
  });
}

/** The keys of a declared selection mode, in its list pane (docs/decisions.md "Billing: selection mode"). */
const SELECTION_KEYS = { start: 'shift+x', page: 'shift+a', perform: 'shift+p', cancel: 'escape' } as const;

type Titled = { id: string };

/**
 * A declared selection mode's commands: start, select all on the page, perform, cancel; each a key of the
 * resource's list pane and a palette command, offered while it applies (the mode off or on).
 */
function selectionCommands(def: ResourceDef, prefix: string, resource: Titled, keywords: readonly string[]): Command[] {
  const declared = def.selection;
  if (!declared) return [];
  const controls = () => activeResourcePane(def.name)?.selection;
  const steps = [
    { step: 'start', title: { id: 'commands.resource.selection.start' }, on: false, run: () => controls()?.start() },
    { step: 'page', title: { id: 'commands.resource.selection.page' }, on: true, run: () => controls()?.selectPage() },
    { step: 'perform', title: { id: 'commands.resource.action' }, on: true, run: () => controls()?.perform() },
    { step: 'cancel', title: { id: 'commands.resource.selection.cancel' }, on: true, run: () => controls()?.cancel() },
  ] as const;
  const applies = (on: boolean) => {
    const now = controls();
    return !!now && now.on() === on;
  };
  return steps.flatMap(({ step, title, on, run }): Command[] => {
    const titleValues: Readonly<Record<string, Titled>> = step === 'perform' ? { resource, action: { id: declared.label } } : { resource };
    const base = {
      title,
      titleValues,
      keywords: [...keywords, 'selection', 'select', declared.id, step],
      run: async () => {
        await run();
      },
    };
    return [
      {
        ...base,
        id: `${prefix}selection.${step}`,
        section: SECTIONS[def.area],
        scope: 'global',
        when: () => applies(on),
      },
      {
        ...base,
        id: `${prefix}list.selection.${step}`,
        section: SECTIONS.list,
        shortcut: { keys: SELECTION_KEYS[step] },
        scope: 'list',
        resource: def.name,
        when: (ctx) => ctx.pane?.resource === def.name && applies(on),
      },
    ];
  });
}

/**
 * A declared document's commands: show the open (or focused) record's document, by its key in the resource's
 * panes or from the palette.
 */
function documentCommands(def: ResourceDef, prefix: string, resource: Titled, keywords: readonly string[]): Command[] {
  const target = () => activeResourcePane(def.name)?.targets()[0];
  return (def.documents ?? []).flatMap((declared) =>
    (['list', 'detail'] as const).map((scope): Command => ({
      id: `${prefix}${scope}.document.${declared.path}`,
      title: { id: 'commands.resource.document' },
      titleValues: { resource, document: { id: declared.label } },
      section: scope === 'list' ? SECTIONS.list : SECTIONS.detail,
      keywords: [...keywords, 'document', 'pdf', 'print', 'skriv ut', declared.path],
      shortcut: { keys: declared.key },
      scope,
      resource: def.name,
      // A pane's key sees its pane; the palette has none and sees the screen's active pane, offered once (detail).
      when: (ctx) => (ctx.pane ? ctx.pane.resource === def.name : scope === 'detail') && target() !== undefined,
      run: async () => {
        const record = target();
        if (record) await showDocument(def, declared, record.ID);
      },
    })),
  );
}

export const resourceCommands: readonly Command[] = RESOURCES.flatMap(commandsOf);
