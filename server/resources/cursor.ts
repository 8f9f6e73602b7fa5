/**
 * Keyset cursors of resource lists: an opaque base64url token of the sort it belongs to, the last row's
 * sort value (as PostgreSQL's text of it, so instants keep their microseconds) and its ID.
 */
export interface KeysetCursor {
  /** The sort parameter the cursor was handed out for (`Name`, `-CreatedAt`). */
  sort: string;
  /** The sort value of the last row as text; null when that row's value is null. */
  value: string | null;
  id: number;
}

export function encodeKeyset(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, v: cursor.value, id: cursor.id })).toString('base64url');
}

/** The cursor of a token, or null when it is not one of ours. */
export function decodeKeyset(raw: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(raw)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { s?: unknown; v?: unknown; id?: unknown } | null;
    if (!parsed || typeof parsed.s !== 'string') return null;
    if (parsed.v !== null && typeof parsed.v !== 'string') return null;
    if (typeof parsed.id !== 'number' || !Number.isSafeInteger(parsed.id) || parsed.id < 0) return null;
    return { sort: parsed.s, value: parsed.v, id: parsed.id };
  } catch {
    return null;
  }
}
