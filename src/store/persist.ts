import { subscribe } from 'valtio';

/** Local-storage key under which collections, user, locale and theme are kept (SPEC.md section 7). */
export const STORAGE_KEY = 'backoffice';

type Stored = Record<string, unknown>;

/** The stored text last read or written, and what it parses to: storage is parsed again only when another tab changed it. */
let known: { raw: string; parsed: Stored } | null = null;

function readAll(): Stored {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return {};
    if (known?.raw !== raw) known = { raw, parsed: JSON.parse(raw) as Stored };
    return { ...known.parsed };
  } catch {
    return {};
  }
}

/** Parts changed in this task, written together once it ends (one text for several stores changed at once). */
const pending = new Map<string, unknown>();

function flush(): void {
  try {
    const all = readAll();
    for (const [part, value] of pending) all[part] = value;
    const raw = JSON.stringify(all);
    globalThis.localStorage?.setItem(STORAGE_KEY, raw);
    known = { raw, parsed: all };
  } catch {
    /* storage full or blocked: the session simply is not kept */
  } finally {
    pending.clear();
  }
}

export function readPersisted<T>(part: string): Partial<T> | undefined {
  return (pending.has(part) ? pending.get(part) : readAll()[part]) as Partial<T> | undefined;
}

function writePersisted(part: string, value: unknown): void {
  if (!pending.size) queueMicrotask(flush);
  pending.set(part, value);
}

/** Keep `keys` of a valtio proxy in local storage under `part`, restoring them first. */
export function persist<T extends object>(part: string, state: T, keys: readonly (keyof T)[]): void {
  const saved = readPersisted<T>(part);
  if (saved) for (const key of keys) if (key in saved) (state as Record<keyof T, unknown>)[key] = saved[key];
  subscribe(state, () => {
    const picked: Partial<T> = {};
    for (const key of keys) picked[key] = state[key];
    writePersisted(part, picked);
  });
}
