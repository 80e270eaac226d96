// Eleventy 3.1 finds a template's entry in its TemplateMap by input path with a linear search over every template
// (`getMapEntryForInputPath`, marked "TODO: hot inner loop?" in its source), and asks about four times per page:
// a build of n pages does on the order of n² string comparisons. On Microsoft Graph's 11,704 pages it cost 1.65 s
// of a 13.3 s build (with and without, alternating runs), and it grows with the square of the site. Eleventy
// merged the same fix upstream in September 2025 (pull request 3939, github.com/11ty/buildawesome/pull/3939);
// the 3.1.7 pinned here predates it. `docgen build` gives the pinned Eleventy the same index: the same answers,
// found in a Map.
//
// Only a method whose source is exactly the one this was written against is replaced; any other Eleventy
// (a newer one has the fix) is left as it is. DOCGEN_ELEVENTY_LOOKUPS=linear keeps Eleventy's own search (the
// tests build both ways and compare the bytes).
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

interface MapEntry {
  inputPath: string;
}

interface TemplateMapLike {
  map: MapEntry[];
}

type Lookup = (this: TemplateMapLike, inputPath: string) => MapEntry | undefined;

/** Eleventy 3.1.x's method, whitespace folded: what the index answers for. */
const LINEAR_SOURCE =
  "getMapEntryForInputPath(inputPath) { let absoluteInputPath = TemplatePath.absolutePath(inputPath); return this.map.find((entry) => { if (entry.inputPath === inputPath || entry.inputPath === absoluteInputPath) { return entry; } }); }";

/** Each entry's first position by input path, for one map array as long as it was when indexed. */
interface Index {
  map: MapEntry[];
  length: number;
  first: Map<string, number>;
}

/**
 * An indexed twin of the linear lookup: the first entry (in map order) whose input path is `inputPath` or its
 * absolute form, as `find` gives. The index is rebuilt when the map array is replaced or grows (Eleventy adds
 * every template before it asks: one index per build).
 */
export function indexedLookup(absolutePath: (inputPath: string) => string): Lookup {
  const indexes = new WeakMap<TemplateMapLike, Index>();
  return function (this: TemplateMapLike, inputPath: string): MapEntry | undefined {
    let index = indexes.get(this);
    if (!index || index.map !== this.map || index.length !== this.map.length) {
      const first = new Map<string, number>();
      this.map.forEach((entry, i) => {
        if (!first.has(entry.inputPath)) first.set(entry.inputPath, i);
      });
      index = { map: this.map, length: this.map.length, first };
      indexes.set(this, index);
    }
    const relative = index.first.get(inputPath);
    const absolute = index.first.get(absolutePath(inputPath));
    const at = relative === undefined ? absolute : absolute === undefined ? relative : Math.min(relative, absolute);
    return at === undefined ? undefined : this.map[at];
  };
}

let applied: Promise<boolean> | undefined;

/**
 * Replaces the pinned Eleventy's linear lookup with the index, once per process. True when the index is in
 * place; false when Eleventy's method is not the one expected, or DOCGEN_ELEVENTY_LOOKUPS=linear.
 */
export function indexTemplateLookups(): Promise<boolean> {
  applied ??= apply();
  return applied;
}

async function apply(): Promise<boolean> {
  if (process.env.DOCGEN_ELEVENTY_LOOKUPS === "linear") return false;
  const require = createRequire(import.meta.url);
  // Eleventy's package exports only its entry points: its modules are found next to the CommonJS one, by real
  // path, so the module loaded here is the one Eleventy itself imports.
  const src = path.dirname(realpathSync(require.resolve("@11ty/eleventy")));
  const { default: TemplateMap } = (await import(pathToFileURL(path.join(src, "TemplateMap.js")).href)) as { default: { prototype: { getMapEntryForInputPath?: Lookup } } };
  const current = TemplateMap.prototype.getMapEntryForInputPath;
  if (typeof current !== "function" || current.toString().replace(/\s+/g, " ") !== LINEAR_SOURCE) return false;
  const { TemplatePath } = createRequire(path.join(src, "TemplateMap.js"))("@11ty/eleventy-utils") as { TemplatePath: { absolutePath(p: string): string } };
  TemplateMap.prototype.getMapEntryForInputPath = indexedLookup((p) => TemplatePath.absolutePath(p));
  return true;
}
