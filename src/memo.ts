// Answers worked out once per key, for pure helpers asked the same questions thousands of times: the pages layer's
// (links, layout), markdown-it's link normalizing (plugin/link-memo.ts) and Eleventy's path normalizing
// (build/eleventy-lookups.ts). Bounded: past `limit` keys everything is forgotten at once, so a long-lived process (a
// server, a test run) does not keep every spec's paths.

/**
 * `make` remembered per key. `keep` gives the key to store, where the key as given should not be kept: a slice of a
 * page would keep the whole page alive.
 */
export function memoize<V>(make: (key: string) => V, limit = 50_000, keep?: (key: string) => string): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      if (known.size >= limit) known.clear();
      value = make(key);
      known.set(keep ? keep(key) : key, value);
    }
    return value as V;
  };
}
