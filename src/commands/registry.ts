/**
 * The command registry, built from the shell's and the features' exported command lists (no registration on
 * import), so the whole set can be read and tested. Building refuses duplicate ids and shortcut clashes.
 */
import { FEATURE_NAMES } from '../domain/resources/screen-table.precomputed';
import { listCommands } from './list.commands';
import { navigationCommands } from './navigation.commands';
import { resourceCommands } from './resource.commands';
import { searchCommands } from './search.commands';
import { sessionCommands } from './session.commands';
import { shellCommands } from './shell.commands';
import { shortcutsClash } from './shortcuts';
import { todoCommands } from './todo.commands';
import type { Command, CommandScope } from './types';

/** Each feature's command lists: src/features/<name>/*.commands.ts, each exporting one list named …Commands. */
const FEATURE_COMMAND_MODULES = import.meta.glob<Record<string, readonly Command[]>>('../features/*/*.commands.ts', { eager: true });

/** The features' lists in the features' order (src/features/index.ts), a feature's files by name. */
function featureCommandLists(): (readonly Command[])[] {
  const featureOf = (path: string) => FEATURE_NAMES.indexOf(path.split('/')[2]);
  return Object.keys(FEATURE_COMMAND_MODULES)
    .sort((a, b) => featureOf(a) - featureOf(b) || a.localeCompare(b))
    .flatMap((path) => Object.entries(FEATURE_COMMAND_MODULES[path]).flatMap(([name, list]) => (name.endsWith('Commands') ? [list] : [])));
}

/** The shell's commands around the features': going and searching first, the lists', records' and shell's after. */
const COMMAND_LISTS: readonly (readonly Command[])[] = [
  navigationCommands,
  searchCommands,
  todoCommands,
  ...featureCommandLists(),
  listCommands,
  resourceCommands,
  shellCommands,
  sessionCommands,
];

export interface Registry {
  readonly commands: readonly Command[];
  readonly byId: ReadonlyMap<string, Command>;
}

export interface ShortcutClash {
  a: string;
  b: string;
  scope: CommandScope;
}

/** Global keys listen everywhere, so they overlap every pane scope; pane scopes overlap only themselves. */
function scopesOverlap(a: CommandScope, b: CommandScope): boolean {
  return a === b || a === 'global' || b === 'global';
}

/** Pairs of commands whose shortcuts would fire together (same keys, or a sequence prefix, in one scope). */
export function findShortcutClashes(commands: readonly Command[]): ShortcutClash[] {
  const keyed = commands.filter((c) => c.shortcut);
  const clashes: ShortcutClash[] = [];
  for (let i = 0; i < keyed.length; i++) {
    for (let j = i + 1; j < keyed.length; j++) {
      const a = keyed[i];
      const b = keyed[j];
      const otherPanes = a.resource !== undefined && b.resource !== undefined && a.resource !== b.resource;
      if (scopesOverlap(a.scope, b.scope) && !otherPanes && shortcutsClash(a.shortcut!, b.shortcut!)) {
        clashes.push({ a: a.id, b: b.id, scope: a.scope === 'global' ? b.scope : a.scope });
      }
    }
  }
  return clashes;
}

export function buildRegistry(lists: readonly (readonly Command[])[]): Registry {
  const commands = lists.flat();
  const byId = new Map<string, Command>();
  for (const command of commands) {
    if (byId.has(command.id)) throw new Error(`Two commands share the id "${command.id}"`);
    byId.set(command.id, command);
  }
  const clashes = findShortcutClashes(commands);
  if (clashes.length) {
    throw new Error(`Shortcut clash: ${clashes.map((c) => `${c.a} and ${c.b} (${c.scope})`).join('; ')}`);
  }
  return { commands, byId };
}

export const registry: Registry = buildRegistry(COMMAND_LISTS);
