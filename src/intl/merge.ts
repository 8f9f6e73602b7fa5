/**
 * A catalogue as written (messages/<locale>/<part>.json): id → ICU text. This is what tests and the dev
 * server hold; production builds hold the same ids already parsed (scripts/precompiled-messages.mjs), so
 * code outside react-intl reads a message through plainMessage, never by indexing a catalogue.
 */
export type Messages = Record<string, string>;

/** One catalogue from its parts (messages/<locale>/<part>.json); parts never share an id. */
export function mergeParts(parts: Record<string, Messages>): Messages {
  const merged: Messages = {};
  for (const path of Object.keys(parts).sort()) Object.assign(merged, parts[path]);
  return merged;
}
