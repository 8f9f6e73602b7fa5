/**
 * One shortcut value, three readers: the react-hotkeys-hook matcher (`hotkeyBinding`), the `<kbd>` hint
 * (`shortcutChords`, `shortcutLabel`) and the clash check (`shortcutSignatures`). Nothing else parses keys.
 */
import type { Options } from 'react-hotkeys-hook';
import { SEQUENCE_TIMEOUT_MS } from './key-basics';
import type { CommandScope, Platform, Shortcut } from './types';

export { detectPlatform } from './key-basics';

const MODIFIERS = ['ctrl', 'alt', 'shift', 'meta', 'mod'] as const;
type Modifier = (typeof MODIFIERS)[number];

/** Named keys matched by their physical code (e.key of a letter depends on the layout, these do not). */
const NAMED_KEYS = new Set([
  'escape',
  'enter',
  'arrowup',
  'arrowdown',
  'arrowleft',
  'arrowright',
  'home',
  'end',
  'pageup',
  'pagedown',
  'delete',
  'backspace',
  'tab',
  'space',
]);

export interface Chord {
  modifiers: readonly Modifier[];
  /** Lower-case key name or the printed character. */
  key: string;
}

function isSequence(shortcut: Shortcut): shortcut is { readonly sequence: readonly string[] } {
  return 'sequence' in shortcut;
}

function parseChord(text: string): Chord {
  const parts = text.trim().toLowerCase().split('+').filter(Boolean);
  const key = parts.pop();
  if (!key) throw new Error(`Empty shortcut "${text}"`);
  const modifiers = parts.map((p) => {
    const m = p === 'control' ? 'ctrl' : p === 'cmd' ? 'meta' : p;
    if (!(MODIFIERS as readonly string[]).includes(m)) throw new Error(`Unknown modifier "${p}" in "${text}"`);
    return m as Modifier;
  });
  if (key.length > 1 && !NAMED_KEYS.has(key)) throw new Error(`Unknown key "${key}" in "${text}"`);
  return { modifiers: MODIFIERS.filter((m) => modifiers.includes(m)), key };
}

/** The chords a shortcut is pressed as: one, or one per step of a sequence. */
export function chordsOf(shortcut: Shortcut): Chord[] {
  return isSequence(shortcut) ? shortcut.sequence.map(parseChord) : [parseChord(shortcut.keys)];
}

// ---------------------------------------------------------------------------------------------------------
// Hints

const MAC_MODIFIER: Record<Modifier, string> = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘', mod: '⌘' };
const PC_MODIFIER: Record<Modifier, string> = { ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Meta', mod: 'Ctrl' };
/** Apple's order (⌃⌥⇧⌘) and the usual Windows order (Ctrl+Alt+Shift). */
const MAC_ORDER: readonly Modifier[] = ['ctrl', 'alt', 'shift', 'meta', 'mod'];
const PC_ORDER: readonly Modifier[] = ['mod', 'ctrl', 'alt', 'shift', 'meta'];

const KEY_LABEL: Record<string, [mac: string, other: string]> = {
  escape: ['Esc', 'Esc'],
  enter: ['↩', 'Enter'],
  arrowup: ['↑', '↑'],
  arrowdown: ['↓', '↓'],
  arrowleft: ['←', '←'],
  arrowright: ['→', '→'],
  home: ['Home', 'Home'],
  end: ['End', 'End'],
  pageup: ['PgUp', 'PgUp'],
  pagedown: ['PgDn', 'PgDn'],
  delete: ['⌦', 'Del'],
  backspace: ['⌫', 'Backspace'],
  tab: ['⇥', 'Tab'],
  space: ['Space', 'Space'],
};

/** Key-cap labels of each chord, e.g. Mac `[['⌘', 'K']]`, elsewhere `[['Ctrl', 'K']]`; `g o` → `[['G'], ['O']]`. */
export function shortcutChords(shortcut: Shortcut, platform: Platform): string[][] {
  const mac = platform === 'mac';
  return chordsOf(shortcut).map((chord) => {
    const order = mac ? MAC_ORDER : PC_ORDER;
    const names = mac ? MAC_MODIFIER : PC_MODIFIER;
    const mods = order.filter((m) => chord.modifiers.includes(m)).map((m) => names[m]);
    const label = KEY_LABEL[chord.key]?.[mac ? 0 : 1] ?? chord.key.toUpperCase();
    return [...new Set(mods), label];
  });
}

/** The hint as text: `⌘K` on Mac, `Ctrl+K` elsewhere, `G O` for a sequence. */
export function shortcutLabel(shortcut: Shortcut, platform: Platform): string {
  return shortcutChords(shortcut, platform)
    .map((caps) => caps.join(platform === 'mac' ? '' : '+'))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// Matcher

/**
 * Chords with Ctrl/⌘ (and a global or form Escape) also fire while the user types in a field; nothing
 * else does. A list's or detail's Escape ("back") does not: in a field it belongs to the field; in a form
 * it leaves the form.
 */
function firesWhileTyping(shortcut: Shortcut, scope: CommandScope = 'global'): boolean {
  if (isSequence(shortcut)) return false;
  const chord = parseChord(shortcut.keys);
  return (
    (chord.key === 'escape' && (scope === 'global' || scope === 'form')) ||
    chord.modifiers.some((m) => m === 'mod' || m === 'ctrl' || m === 'meta')
  );
}

/** True when the event comes from a place where keys type text. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  const role = el.getAttribute('role');
  return role === 'textbox' || role === 'searchbox' || role === 'combobox' || role === 'spinbutton';
}

/**
 * Roles react-hotkeys-hook treats as form fields but where nothing is typed (a focused list option, a
 * menu item): keys still fire there. Inputs, textareas and selects stay excluded.
 */
const NON_TYPING_ROLES = ['option', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'radio', 'slider'] as const;

/** Controls Enter or Space presses by themselves: a pane's own Enter or Space must leave them alone. */
const ACTIVATES =
  'button, a[href], summary, input, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="radio"]';

/** The key's target is a control that Enter or Space activates (a button in a pane, not the pane's row). */
function isActivationTarget(target: EventTarget | null): boolean {
  return !!target && typeof (target as Element).matches === 'function' && (target as Element).matches(ACTIVATES);
}

/** The react-hotkeys-hook key string and options for a shortcut. */
export function hotkeyBinding(shortcut: Shortcut, scope: CommandScope = 'global'): { keys: string; options: Options } {
  const typing = firesWhileTyping(shortcut, scope);
  const fieldOptions: Options = typing
    ? { enableOnFormTags: true, enableOnContentEditable: true }
    : { enableOnFormTags: NON_TYPING_ROLES, enableOnContentEditable: false };
  if (isSequence(shortcut)) {
    const keys = chordsOf(shortcut).map((c) => {
      if (c.modifiers.length || NAMED_KEYS.has(c.key)) throw new Error('Sequence steps are single printed keys');
      return c.key;
    });
    return {
      keys: keys.join('>'),
      options: { ...fieldOptions, useKey: true, sequenceTimeoutMs: SEQUENCE_TIMEOUT_MS, preventDefault: true },
    };
  }
  const chord = parseChord(shortcut.keys);
  const keys = [...chord.modifiers, chord.key].join('+');
  const printed = !NAMED_KEYS.has(chord.key);
  const symbol = printed && !/^[a-z0-9]$/.test(chord.key);
  const options: Options = { ...fieldOptions, preventDefault: true, useKey: printed };
  // Belt and braces beside the library's own form-tag test: a combobox or textbox made of a div types too.
  if (!typing) options.ignoreEventWhen = (e) => isTypingTarget(e.target);
  if (chord.modifiers.length === 0 && (chord.key === 'enter' || chord.key === 'space')) {
    // Enter on the bulk bar's Export button exports; it does not also open the list's focused row.
    const before = options.ignoreEventWhen;
    options.ignoreEventWhen = (e) => isActivationTarget(e.target) || !!before?.(e);
  }
  if (symbol && chord.modifiers.length === 0) {
    // `?` and `/` need Shift (Shift+7 on a Swedish keyboard): match the printed character whatever
    // modifier produced it, but not when Ctrl/⌘ is held (that is another shortcut).
    options.ignoreModifiers = true;
    options.ignoreEventWhen = (e) => e.ctrlKey || e.metaKey || isTypingTarget(e.target);
  }
  return { keys, options };
}

// ---------------------------------------------------------------------------------------------------------
// Clashes

/** Comparable form of a shortcut on one platform: `mod` resolved, modifiers sorted, steps joined by `>`. */
function shortcutSignature(shortcut: Shortcut, platform: Platform): string {
  return chordsOf(shortcut)
    .map((c) => {
      const mods = new Set<Modifier>(c.modifiers.map((m) => (m === 'mod' ? (platform === 'mac' ? 'meta' : 'ctrl') : m)));
      return [...MODIFIERS.filter((m) => mods.has(m)), c.key].join('+');
    })
    .join('>');
}

/**
 * Two shortcuts clash on a platform when they are the same keys, or when one is a prefix of the other's
 * sequence (`g` alone would fire on the first key of every `g` sequence).
 */
export function shortcutsClash(a: Shortcut, b: Shortcut): boolean {
  return CLASH_PLATFORMS.some((platform) => stepsClash(shortcutSteps(a, platform), shortcutSteps(b, platform)));
}

/** The platforms whose keys are compared for clashes. */
export const CLASH_PLATFORMS = ['mac', 'other'] as const;

/** A shortcut's steps in comparable form on a platform (see shortcutSignature). */
export function shortcutSteps(shortcut: Shortcut, platform: Platform): readonly string[] {
  return shortcutSignature(shortcut, platform).split('>');
}

/** One sequence of steps is the other's, or a prefix of it. */
export function stepsClash(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// aria-keyshortcuts

const ARIA_MODIFIER: Record<Modifier, [mac: string, other: string]> = {
  ctrl: ['Control', 'Control'],
  alt: ['Alt', 'Alt'],
  shift: ['Shift', 'Shift'],
  meta: ['Meta', 'Meta'],
  mod: ['Meta', 'Control'],
};
const ARIA_KEY: Record<string, string> = {
  escape: 'Escape',
  enter: 'Enter',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  delete: 'Delete',
  backspace: 'Backspace',
  tab: 'Tab',
  space: 'Space',
};

/** The `aria-keyshortcuts` value of a chord (`Control+K`); undefined for sequences, which ARIA cannot say. */
export function ariaKeyShortcuts(shortcut: Shortcut, platform: Platform): string | undefined {
  if (isSequence(shortcut)) return undefined;
  const chord = parseChord(shortcut.keys);
  const mods = chord.modifiers.map((m) => ARIA_MODIFIER[m][platform === 'mac' ? 0 : 1]);
  return [...new Set(mods), ARIA_KEY[chord.key] ?? chord.key.toUpperCase()].join('+');
}

// ---------------------------------------------------------------------------------------------------------
// Character-key shortcuts and the user's own keys (WCAG 2.1.4)

/**
 * A shortcut made of printed characters only (letters, digits, punctuation, symbols, with Shift at most):
 * a `g` sequence, `?`, `/`. WCAG 2.1.4 asks that these can be turned off or remapped, or act only where
 * focus is. A chord with Ctrl, ⌘ or Alt is not one, nor is a named key (Esc, Enter, arrows).
 */
export function isCharacterKeyShortcut(shortcut: Shortcut): boolean {
  return chordsOf(shortcut).every((c) => !NAMED_KEYS.has(c.key) && c.modifiers.every((m) => m === 'shift'));
}

export type ShortcutTextProblem = 'empty' | 'unknown' | 'sequenceStep' | 'namedKey';

export class ShortcutTextError extends Error {
  constructor(
    readonly problem: ShortcutTextProblem,
    text: string,
  ) {
    super(`${problem}: "${text}"`);
  }
}

/**
 * Keys as a person writes them: `alt+o` or `ctrl+shift+o` (one chord), `g w` (a sequence: printed keys
 * separated by spaces). Named keys without Ctrl, ⌘ or Alt are refused: Esc, Enter, Tab, Space and the
 * arrows belong to the widgets and to moving around the page.
 */
export function parseShortcutText(text: string): Shortcut {
  const parts = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!parts.length) throw new ShortcutTextError('empty', text);
  let chords: Chord[];
  try {
    chords = parts.map(parseChord);
  } catch {
    throw new ShortcutTextError('unknown', text);
  }
  if (parts.length > 1) {
    if (chords.some((c) => c.modifiers.length || NAMED_KEYS.has(c.key))) throw new ShortcutTextError('sequenceStep', text);
    return { sequence: chords.map((c) => c.key) };
  }
  const [chord] = chords;
  if (NAMED_KEYS.has(chord.key) && chord.modifiers.every((m) => m === 'shift')) throw new ShortcutTextError('namedKey', text);
  return { keys: [...chord.modifiers, chord.key].join('+') };
}

/** A shortcut in the notation `parseShortcutText` reads: `g o`, `mod+k`, `?`. */
export function shortcutText(shortcut: Shortcut): string {
  return isSequence(shortcut) ? shortcut.sequence.join(' ') : shortcut.keys;
}
