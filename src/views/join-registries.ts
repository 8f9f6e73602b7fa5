/** The features' parts of one kind (screens, overrides) joined by name; a name two features give throws, so one cannot shadow another. */
export function joinRegistries<T>(parts: readonly Readonly<Record<string, T>>[], what: string): Readonly<Record<string, T>> {
  const joined: Record<string, T> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(joined, name)) throw new Error(`Two features give the ${what} ${name}`);
      joined[name] = value;
    }
  }
  return joined;
}
