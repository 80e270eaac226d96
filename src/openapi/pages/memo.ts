// Answers worked out once per key, for the pages layer's pure helpers that large specs ask the same questions of
// thousands of times. Bounded: past `limit` keys everything is forgotten at once, so a long-lived process (a
// server, a test run) does not keep every spec's paths.

export function memoize<V>(make: (key: string) => V, limit = 50_000): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      if (known.size >= limit) known.clear();
      value = make(key);
      known.set(key, value);
    }
    return value as V;
  };
}
