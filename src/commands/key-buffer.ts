/**
 * Keys typed before the console can act on them are kept, not lost. After sign-in (and on a page load
 * with a session) the shell, its command layer and the first screen arrive as chunks of their own; a
 * person who knows the keys types on regardless: Ctrl+K, `g o`, `/`. From the start of the page, a
 * capturing listener keeps what is pressed on the page itself (nothing focused) while no command layer
 * listens; once the command layer is mounted and the first screen is shown, key-replay.ts (loaded with
 * the command layer) plays it back in order.
 *
 * Kept: printed characters, the palette's chord, and Enter, Esc, Backspace and the up and down arrows
 * when they continue what was typed. Not kept: keys in fields or on a focused control (they act there),
 * keys older than MAX_AGE_MS, keys before a pointer press or a move of the focus to a control (the person
 * moved on), keys without a signed-in session (the login screen owns its keys).
 *
 * This part runs in the entry chunk, before anything else has loaded: it stays small.
 */
import { detectPlatform } from './key-basics';
import { PALETTE_SHORTCUT } from './palette-shortcut';

/**
 * Keys older than this when the play-back starts are dropped: the person has moved on. Generous, because
 * a slow connection or a busy machine can take many seconds to bring the shell; a person who moves on
 * clicks or moves the focus, which drops the kept keys at once.
 */
export const MAX_AGE_MS = 30_000;
/** At most this many keys are kept (the oldest go first). */
const MAX_KEYS = 40;
/**
 * Play-back waits this long at most for the first screen once the command layer listens (every routed
 * screen says when it is shown; this is the safety net for one that would not).
 */
const SCREEN_WAIT_MS = 10_000;
/**
 * A performance mark when the console first listens for keys with a screen shown (after a sign-in or a
 * page load), so the time to it can be measured in the browser (bench/signin).
 */
const KEYS_READY_MARK = 'backoffice:keys-ready';

const CONTINUING = new Set(['Enter', 'Escape', 'Backspace', 'ArrowUp', 'ArrowDown']);

export interface KeptKey {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Date.now() when pressed. */
  t: number;
}

export interface KeyBufferOptions {
  /** Keep keys only while this is true (a fully signed-in session). */
  active: () => boolean;
}

/** What the play-back shares with the capture. */
export const kept = {
  keys: [] as KeptKey[],
  /** Command layers mounted, and since when the last one listens. */
  layers: 0,
  layerSince: 0,
  /** Routed screens showing their content. */
  screens: 0,
  replaying: false,
  /** Plays the kept keys (set by the command layer when it mounts). */
  player: null as null | (() => void),
  /** Events the play-back dispatched itself: never kept again. */
  replayed: new WeakSet<Event>(),
};

let installed: null | (() => void) = null;
let active: () => boolean = () => false;
let waitTimer: ReturnType<typeof setTimeout> | undefined;
let markedFor = -1;

/**
 * The chords kept (the palette's): modifiers and key of `mod+k`, read without shortcuts.ts's parser,
 * which the entry chunk does not carry.
 */
const CHORDS = 'keys' in PALETTE_SHORTCUT ? [PALETTE_SHORTCUT.keys.toLowerCase().split('+')] : [];

/** The page itself has the focus: nothing focused, or the shell's main view parked it while loading. */
function onPage(target: EventTarget | null): boolean {
  return (
    target === document.body ||
    target === document.documentElement ||
    target === document ||
    (target instanceof HTMLElement && target.id === 'main')
  );
}

function matchesChord(e: KeyboardEvent): boolean {
  const mac = detectPlatform() === 'mac';
  return CHORDS.some((parts) => {
    const wants = (m: string) => parts.slice(0, -1).includes(m);
    return (
      e.key.toLowerCase() === parts[parts.length - 1] &&
      e.ctrlKey === (wants('ctrl') || (wants('mod') && !mac)) &&
      e.metaKey === (wants('meta') || (wants('mod') && mac)) &&
      e.altKey === wants('alt') &&
      e.shiftKey === wants('shift')
    );
  });
}

/** A printed character (AltGr, which some systems report as Ctrl+Alt, still prints). */
export function printed(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return e.key.length === 1 && !e.metaKey && !(e.ctrlKey && !e.altKey);
}

function keepable(e: KeyboardEvent): boolean {
  if (printed(e) || matchesChord(e)) return true;
  return CONTINUING.has(e.key) && kept.keys.length > 0 && !e.ctrlKey && !e.metaKey && !e.altKey;
}

function onKeyDown(e: KeyboardEvent): void {
  // The command layer listens and nothing kept waits to be played: keys go straight to it.
  if (kept.replayed.has(e) || (kept.layers > 0 && !kept.replaying && kept.keys.length === 0)) return;
  if (!active()) {
    kept.keys.length = 0;
    return;
  }
  if (e.isComposing || e.repeat || !onPage(e.target) || !keepable(e)) return;
  e.preventDefault();
  // While kept keys wait or play, a live key takes its turn behind them.
  if (kept.layers > 0) e.stopImmediatePropagation();
  const { key, code, ctrlKey, metaKey, shiftKey, altKey } = e;
  kept.keys.push({ key, code, ctrlKey, metaKey, shiftKey, altKey, t: Date.now() });
  if (kept.keys.length > MAX_KEYS) kept.keys.shift();
  keysMayPlay();
}

/** A pointer press, or the focus moved to a control, before the console listens: the person moved on. */
function onMovedOn(e: Event): void {
  if (kept.layers === 0 && !(e.type === 'focusin' && onPage(e.target))) kept.keys.length = 0;
}

/**
 * Start keeping keys; call once at start-up (main.tsx). Calling again replaces the options. Returns the
 * uninstaller (tests).
 */
export function installKeyBuffer(options: KeyBufferOptions): () => void {
  active = options.active;
  if (installed) return installed;
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('pointerdown', onMovedOn, true);
  window.addEventListener('focusin', onMovedOn, true);
  installed = () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('pointerdown', onMovedOn, true);
    window.removeEventListener('focusin', onMovedOn, true);
    clearTimeout(waitTimer);
    // The layer and screen counts stay: they follow what is mounted, which unmounts on its own.
    installed = null;
    active = () => false;
    kept.keys = [];
  };
  return installed;
}

/** The console listens for keys with a screen shown, or has waited long enough for one. */
export function keysMayPlayNow(): boolean {
  return kept.layers > 0 && (kept.screens > 0 || Date.now() - kept.layerSince >= SCREEN_WAIT_MS);
}

/** Something changed: mark the moment the console is first ready, and let the play-back run if it may. */
export function keysMayPlay(): void {
  if (kept.layers > 0 && kept.screens > 0 && markedFor !== kept.layerSince) {
    markedFor = kept.layerSince;
    globalThis.performance?.mark?.(KEYS_READY_MARK);
  }
  if (!kept.replaying && kept.keys.length && keysMayPlayNow()) kept.player?.();
}

/** The command layer's hotkeys are bound and `player` can play kept keys. Returns the unmount signal. */
export function commandLayerListening(player: () => void): () => void {
  kept.layers += 1;
  kept.layerSince = Date.now();
  kept.player = player;
  clearTimeout(waitTimer);
  waitTimer = setTimeout(keysMayPlay, SCREEN_WAIT_MS);
  keysMayPlay();
  return () => {
    kept.layers -= 1;
  };
}

/** A routed screen has rendered its content (not its loading state). Returns the unmount signal. */
export function screenContentMounted(): () => void {
  kept.screens += 1;
  keysMayPlay();
  return () => {
    kept.screens -= 1;
  };
}
