// Safe file names: ASCII slugs, bounded length, no reserved names, unique without regard to case.

/** Longest slug we write (before the `.md`); long summaries are cut at a word boundary. */
export const MAX_SLUG_LENGTH = 60;
/**
 * Longest operation file name before uniqueNames' suffix and the `.md`. Path-mode names join every static
 * segment (and `-by-<param>` words), so they are bounded again once built: file systems refuse names over
 * 255 bytes, and Windows paths over 260 characters.
 */
export const MAX_FILE_SLUG_LENGTH = 120;

// Windows device names are unusable as file names whatever the extension.
const RESERVED = new Set(["con", "prn", "aux", "nul", ...Array.from({ length: 9 }, (_, i) => `com${i + 1}`), ...Array.from({ length: 9 }, (_, i) => `lpt${i + 1}`)]);

/** Splits camelCase and PascalCase words: `findByStatus` -> `find By Status`, `HTTPServer` -> `HTTP Server`. */
function splitCamel(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
}

function asciiFold(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/** Cuts a slug to `max` characters, at a hyphen when one is past the middle; never ends with `-`. */
export function bound(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const hyphen = cut.lastIndexOf("-");
  // No separator left at the end: `safeName` keeps `_`, and a cut can land right after one.
  return (hyphen > max / 2 ? cut.slice(0, hyphen) : cut).replace(/[-_]+$/, "");
}

/** Lower-case ASCII slug: words joined by `-`; "" when nothing usable is left. */
export function slugify(text: string, options: { camel?: boolean; max?: number } = {}): string {
  let s = asciiFold(text);
  if (options.camel) s = splitCamel(s);
  s = s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  s = bound(s, options.max ?? MAX_SLUG_LENGTH);
  return RESERVED.has(s) ? `${s}-` + "x" : s;
}

/** A schema's file name keeps its case (`Pet`, `PetList`) but only safe ASCII characters. */
export function safeName(text: string, fallback: string): string {
  let s = asciiFold(text).replace(/[^A-Za-z0-9_-]+/g, "-").replace(/-{2,}/g, "-").replace(/^[-_]+|[-_]+$/g, "");
  s = bound(s, MAX_SLUG_LENGTH);
  if (s === "") s = fallback;
  return RESERVED.has(s.toLowerCase()) ? `${s}-x` : s;
}

export interface NameRequest<K> {
  key: K;
  /** The wanted name. */
  base: string;
  /** Appended (`base-<d>`) when names collide, if it tells the colliding entries apart (e.g. the method). */
  disambiguator?: string;
}

/**
 * Gives every entry a name unique without regard to case (macOS and Windows file systems).
 * Deterministic: entries keep their wanted name when it is unique; colliding groups first try
 * their disambiguators, then `-2`, `-3`, ... in the order given (the spec's order).
 */
export function uniqueNames<K>(entries: NameRequest<K>[], reserved: Iterable<string> = []): Map<K, string> {
  const result = new Map<K, string>();
  const groups = new Map<string, NameRequest<K>[]>();
  for (const entry of entries) {
    const lower = entry.base.toLowerCase();
    const group = groups.get(lower);
    if (group) group.push(entry);
    else groups.set(lower, [entry]);
  }
  const used = new Set([...reserved].map((r) => r.toLowerCase()));
  for (const [lower, group] of groups) if (group.length === 1 && !used.has(lower)) used.add(lower);
  const reservedSet = new Set([...reserved].map((r) => r.toLowerCase()));
  for (const [lower, group] of groups) {
    if (group.length === 1 && !reservedSet.has(lower)) {
      result.set(group[0]!.key, group[0]!.base);
      continue;
    }
    const withD = group.map((e) => (e.disambiguator ? `${e.base}-${e.disambiguator}` : ""));
    const distinct = withD.every((n) => n !== "") && new Set(withD.map((n) => n.toLowerCase())).size === group.length;
    if (distinct && withD.every((n) => !used.has(n.toLowerCase()))) {
      group.forEach((e, i) => {
        result.set(e.key, withD[i]!);
        used.add(withD[i]!.toLowerCase());
      });
      continue;
    }
    let first = !used.has(lower);
    let next = 2;
    for (const entry of group) {
      let name = entry.base;
      if (first) first = false;
      else {
        do name = `${entry.base}-${next++}`;
        while (used.has(name.toLowerCase()));
      }
      used.add(name.toLowerCase());
      result.set(entry.key, name);
    }
  }
  return result;
}
