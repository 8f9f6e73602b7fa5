import { subscribe } from 'valtio';

/** Local-storage key under which collections, user, locale and theme are kept (SPEC.md section 7). */
export const STORAGE_KEY = 'backoffice';

type Stored = Record<string, unknown>;

function readAll(): Stored {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : {};
  } catch {
    return {};
  }
}

export function readPersisted<T>(part: string): Partial<T> | undefined {
  return readAll()[part] as Partial<T> | undefined;
}

function writePersisted(part: string, value: unknown): void {
  try {
    const all = readAll();
    all[part] = value;
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    /* storage full or blocked: the session simply is not kept */
  }
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
