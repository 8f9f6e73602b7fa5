/**
 * The keys in force: the registry's shortcuts with the user's keyboard preferences applied (WCAG 2.1.4).
 * Only global character-key shortcuts (`g` sequences, `?`, `/`) can be turned off or given other keys; pane
 * keys (j/k, e, n, x, #) act only while their pane has focus, and chords with Ctrl/⌘ stay as declared.
 * The palette, the hotkeys and the cheat sheet all read the commands this file returns.
 */
import type { ShortcutPreferences } from '../store/preferences';
import { buildRegistry, findShortcutClashes, type Registry, type ShortcutClash } from './registry';
import { chordsOf, isCharacterKeyShortcut } from './shortcuts';
import type { Command, Shortcut } from './types';

/** Commands whose keys the user may turn off or change: global ones bound to character keys. */
export function remappableCommands(commands: readonly Command[]): Command[] {
  return commands.filter((c) => c.scope === 'global' && c.shortcut && isCharacterKeyShortcut(c.shortcut));
}

function isValidShortcut(value: unknown): value is Shortcut {
  try {
    chordsOf(value as Shortcut);
    return true;
  } catch {
    return false;
  }
}

/** The shortcut a command has under these preferences (undefined: none). */
function resolved(command: Command, prefs: ShortcutPreferences, remappable: ReadonlySet<string>): Shortcut | undefined {
  if (!remappable.has(command.id)) return command.shortcut;
  const own = Object.prototype.hasOwnProperty.call(prefs.keys, command.id) ? prefs.keys[command.id] : undefined;
  const shortcut = own === undefined || (own !== null && !isValidShortcut(own)) ? command.shortcut : (own ?? undefined);
  if (shortcut && !prefs.singleKeys && isCharacterKeyShortcut(shortcut)) return undefined;
  return shortcut;
}

function withShortcut(command: Command, shortcut: Shortcut | undefined): Command {
  return shortcut === command.shortcut ? command : { ...command, shortcut };
}

/** The commands with the preferences applied, clashes or not (for checking a choice before it is kept). */
function resolveShortcuts(commands: readonly Command[], prefs: ShortcutPreferences): Command[] {
  const remappable = new Set(remappableCommands(commands).map((c) => c.id));
  return commands.map((c) => withShortcut(c, resolved(c, prefs, remappable)));
}

/** Clashes the user's own keys cause: each names the command whose key was changed first. */
export function preferenceClashes(commands: readonly Command[], prefs: ShortcutPreferences): ShortcutClash[] {
  const own = (id: string) => Object.prototype.hasOwnProperty.call(prefs.keys, id);
  return findShortcutClashes(resolveShortcuts(commands, prefs))
    .filter((c) => own(c.a) || own(c.b))
    .map((c) => (own(c.a) ? c : { ...c, a: c.b, b: c.a }));
}

/**
 * The keys in force. Stored preferences that clash (a command added since took the key) lose the user's
 * key for that command rather than fire two commands at once; nothing else changes.
 */
export function applyShortcutPreferences(commands: readonly Command[], prefs: ShortcutPreferences): Command[] {
  const clashing = new Set(preferenceClashes(commands, prefs).map((c) => c.a));
  return resolveShortcuts(commands, prefs).map((c) => (clashing.has(c.id) ? withShortcut(c, undefined) : c));
}

/**
 * A registry with the preferences applied, built as the registry itself is: preferences that make two
 * commands share keys are refused ("Shortcut clash: …"), as a clash between declared shortcuts is.
 */
export function registryWithPreferences(base: Registry, prefs: ShortcutPreferences): Registry {
  return buildRegistry([resolveShortcuts(base.commands, prefs)]);
}
