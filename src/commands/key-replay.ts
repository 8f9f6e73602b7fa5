/**
 * Plays back the keys key-buffer.ts kept while the console loaded, in order, once the command layer
 * listens and the first screen is shown (loaded with the command layer, not in the entry chunk):
 *
 * - through the real matchers: each key is dispatched again as a keydown/keyup on the element that has
 *   focus then, so `g o` goes where it says and Ctrl+K opens the palette, whatever the key bindings are;
 * - into a field: once a key has put the focus in a text field (the palette's input after Ctrl+K, the
 *   list filter after `/`), the printed characters that follow are typed into it, so "Ctrl+K kunder Enter"
 *   typed during the loading skeleton opens the palette, finds the customers and opens them.
 */
import { commandLayerListening, kept, keysMayPlay, keysMayPlayNow, MAX_AGE_MS, printed, type KeptKey } from './key-buffer';
import { SEQUENCE_TIMEOUT_MS } from './key-basics';

/** Input types that take no typed text. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden']);

function textFieldOf(el: Element | null): HTMLInputElement | HTMLTextAreaElement | null {
  if (el instanceof HTMLTextAreaElement) return el;
  if (el instanceof HTMLInputElement && !NOT_TEXT.has(el.type)) return el;
  return null;
}

/** Type text into a field as the browser would: at the caret, with an input event (React's onChange). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string | null): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter, called on the field below (React tracks the value through it)
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  const value = field.value;
  let start = value.length;
  let end = value.length;
  try {
    start = field.selectionStart ?? start;
    end = field.selectionEnd ?? end;
  } catch {
    // Inputs without a caret (email, number) type at the end.
  }
  if (text === null && start === end) start = Math.max(0, start - 1);
  const inserted = text ?? '';
  setValue.call(field, value.slice(0, start) + inserted + value.slice(end));
  try {
    field.setSelectionRange(start + inserted.length, start + inserted.length);
  } catch {
    // See above.
  }
  field.dispatchEvent(
    new InputEvent('input', { bubbles: true, data: text, inputType: text === null ? 'deleteContentBackward' : 'insertText' }),
  );
}

function play(k: KeptKey): void {
  const target = document.activeElement ?? document.body;
  const field = textFieldOf(target);
  if (field && printed(k)) {
    typeInto(field, k.key);
    return;
  }
  if (field && k.key === 'Backspace') {
    typeInto(field, null);
    return;
  }
  const init: KeyboardEventInit = {
    key: k.key,
    code: k.code,
    ctrlKey: k.ctrlKey,
    metaKey: k.metaKey,
    shiftKey: k.shiftKey,
    altKey: k.altKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  for (const type of ['keydown', 'keyup'] as const) {
    const event = new KeyboardEvent(type, init);
    kept.replayed.add(event);
    target.dispatchEvent(event);
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One painted frame (or 50 ms where frames do not come, a hidden tab). */
function frame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

/** Let what the last key did render: until the focus stays put for a frame (ten frames at most). */
async function settle(): Promise<void> {
  let last = document.activeElement;
  for (let i = 0; i < 10; i++) {
    await frame();
    const now = document.activeElement;
    if (i > 0 && now === last) return;
    last = now;
  }
}

async function replay(): Promise<void> {
  // Start after the frame that mounted the layer or the screen, never inside React's commit.
  await frame();
  const now = Date.now();
  kept.keys = kept.keys.filter((k) => now - k.t <= MAX_AGE_MS);
  let previous: number | null = null;
  while (kept.keys.length && keysMayPlayNow()) {
    const next = kept.keys.shift()!;
    // A pause longer than a sequence allows is kept as a pause: `g`, a wait, `o` is not `g o`.
    if (previous !== null && next.t - previous > SEQUENCE_TIMEOUT_MS) await wait(SEQUENCE_TIMEOUT_MS + 50);
    previous = next.t;
    play(next);
    await settle();
  }
}

function player(): void {
  if (kept.replaying) return;
  kept.replaying = true;
  void replay().finally(() => {
    kept.replaying = false;
    // Keys that came in while the last one played, after the loop looked.
    keysMayPlay();
  });
}

/** For the command layer's mount effect: it listens now; play what was kept. */
export function playKeptKeys(): () => void {
  return commandLayerListening(player);
}
