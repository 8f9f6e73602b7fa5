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
import { CLASH_PLATFORMS, shortcutSteps, stepsClash } from './shortcuts';
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

/**
 * Pairs of commands whose shortcuts would fire together (same keys, or a sequence prefix, in one scope). Two
 * shortcuts can clash only when their first steps are the same on a platform, so only commands sharing a first
 * step are compared: the registry is checked at every start and with every change of the user's keys.
 */
export function findShortcutClashes(commands: readonly Command[]): ShortcutClash[] {
  const keyed = commands.filter((c) => c.shortcut);
  const steps = keyed.map((c) => CLASH_PLATFORMS.map((platform) => shortcutSteps(c.shortcut!, platform)));
  const byFirstStep = new Map<string, number[]>();
  steps.forEach((perPlatform, i) =>
    perPlatform.forEach((s, p) => {
      const key = `${p} ${s[0]}`;
      const bucket = byFirstStep.get(key);
      if (bucket) bucket.push(i);
      else byFirstStep.set(key, [i]);
    }),
  );
  const pairs = new Set<number>();
  for (const [key, indexes] of byFirstStep) {
    const p = Number(key.slice(0, key.indexOf(' ')));
    for (let x = 0; x < indexes.length; x++) {
      for (let y = x + 1; y < indexes.length; y++) {
        const [i, j] = [indexes[x], indexes[y]];
        const a = keyed[i];
        const b = keyed[j];
        const otherPanes = a.resource !== undefined && b.resource !== undefined && a.resource !== b.resource;
        if (scopesOverlap(a.scope, b.scope) && !otherPanes && stepsClash(steps[i][p], steps[j][p])) pairs.add(i * keyed.length + j);
      }
    }
  }
  return [...pairs]
    .sort((x, y) => x - y)
    .map((pair) => {
      const a = keyed[Math.floor(pair / keyed.length)];
      const b = keyed[pair % keyed.length];
      return { a: a.id, b: b.id, scope: a.scope === 'global' ? b.scope : a.scope };
    });
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
