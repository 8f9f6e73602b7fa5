export type Messages = Record<string, string>;

/** One catalogue from its parts (messages/<locale>/<part>.json); parts never share an id. */
export function mergeParts(parts: Record<string, Messages>): Messages {
  const merged: Messages = {};
  for (const path of Object.keys(parts).sort()) Object.assign(merged, parts[path]);
  return merged;
}
