// Eleventy 3.1 finds a template's entry in its TemplateMap by input path with a linear search over every template
// (`getMapEntryForInputPath`, marked "TODO: hot inner loop?" in its source), and asks about four times per page:
// a build of n pages does on the order of n² string comparisons. On Microsoft Graph's 11,704 pages it cost 1.65 s
// of a 13.3 s build (with and without, alternating runs), and it grows with the square of the site. Eleventy
// merged the same fix upstream in September 2025 (pull request 3939, github.com/11ty/buildawesome/pull/3939);
// the 3.1.7 pinned here predates it. `docgen build` gives the pinned Eleventy the same index: the same answers,
// found in a Map.
//
// The dependency graph Eleventy keeps of its templates (the `dependency-graph` package, 1.0.0) has the same
// shape of cost: adding an edge searches the whole edge list at both ends, and one end of the edges Eleventy
// adds (a collection's, a layout's) grows to every page: 442 ms of self time in the Graph build's profile. An
// edge is in both lists or in neither (the package's own methods keep it so, and nothing else touches them), so
// searching the shorter list answers the same; docgen build adds edges that way.
//
// Eleventy's path helpers (`TemplatePath` of @11ty/eleventy-utils) are not quadratic, only asked very often for the
// same few paths: `normalize` and `getWorkingDir` are remembered (see memoizedNormalize).
//
// Only a method whose source is exactly the one this was written against is replaced; any other version is left
// as it is. DOCGEN_ELEVENTY_LOOKUPS=linear keeps all of them as they are (the tests build both ways and compare the
// bytes).
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { memoize } from "../memo.js";

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
  // Each input path's absolute form, worked out once per working folder (Eleventy's absolutePath resolves against
  // it): the same few thousand paths are asked about four times a page.
  const absolutes = new Map<string, string>();
  let cwd = process.cwd();
  const absoluteOf = (inputPath: string): string => {
    if (process.cwd() !== cwd) {
      cwd = process.cwd();
      absolutes.clear();
    }
    let absolute = absolutes.get(inputPath);
    if (absolute === undefined) absolutes.set(inputPath, (absolute = absolutePath(inputPath)));
    return absolute;
  };
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
    const absolute = index.first.get(absoluteOf(inputPath));
    const at = relative === undefined ? absolute : absolute === undefined ? relative : Math.min(relative, absolute);
    return at === undefined ? undefined : this.map[at];
  };
}

/** A `dependency-graph` DepGraph, as far as adding an edge needs it. */
interface EdgeGraph {
  hasNode(node: string): boolean;
  outgoingEdges: Map<string, string[]>;
  incomingEdges: Map<string, string[]>;
}

/** dependency-graph 1.0.0's `addDependency`, whitespace folded. */
const BOTH_ENDS_SOURCE =
  'function (from, to) { if (!this.hasNode(from)) { throw new Error("Node does not exist: " + from); } if (!this.hasNode(to)) { throw new Error("Node does not exist: " + to); } if (this.outgoingEdges.get(from).indexOf(to) === -1) { this.outgoingEdges.get(from).push(to); } if (this.incomingEdges.get(to).indexOf(from) === -1) { this.incomingEdges.get(to).push(from); } return true; }';

/**
 * `addDependency` searching only the shorter of the two edge lists: the same lists, in the same order, as
 * searching both, as long as every edge is in both lists or in neither.
 */
export function addDependencyShorterSide(this: EdgeGraph, from: string, to: string): true {
  if (!this.hasNode(from)) throw new Error(`Node does not exist: ${from}`);
  if (!this.hasNode(to)) throw new Error(`Node does not exist: ${to}`);
  const outgoing = this.outgoingEdges.get(from)!;
  const incoming = this.incomingEdges.get(to)!;
  const present = outgoing.length <= incoming.length ? outgoing.indexOf(to) !== -1 : incoming.indexOf(from) !== -1;
  if (!present) {
    outgoing.push(to);
    incoming.push(from);
  }
  return true;
}

/** @11ty/eleventy-utils 2.0's `TemplatePath.normalize`, whitespace folded. */
const NORMALIZE_SOURCE =
  'function (thePath) { let filePath = path.normalize(thePath).split(path.sep).join("/"); if(filePath !== "/" && filePath.endsWith("/")) { return filePath.slice(0, -1); } return filePath; }';

/**
 * Paths kept by memoizedNormalize before it starts afresh: more than the GitHub reference's build asks for (9,919).
 * Microsoft Graph's asks for several times as many, and its build's memory is held to plain Eleventy's: keeping
 * them all took its peak up by about 30 MB (1,101-1,119 MiB against 1,069-1,082), where this many left it where it
 * was (two builds each, alternating).
 */
export const NORMALIZED_PATHS = 16_384;

/**
 * `normalize` remembered per path: Eleventy asks for the same few paths of each template again and again (86,262
 * calls for 9,919 paths in the GitHub reference's build, about 0.1 s). The function is pure: its answer depends on
 * its argument alone. Anything but a string goes to `normalize` every time (it throws as it did).
 */
export function memoizedNormalize(normalize: (thePath: string) => string): (thePath: string) => string {
  const remembered = memoize(normalize, NORMALIZED_PATHS);
  return (thePath) => (typeof thePath === "string" ? remembered(thePath) : normalize(thePath));
}

/** @11ty/eleventy-utils 2.0's `TemplatePath.getWorkingDir`, whitespace folded. */
const WORKING_DIR_SOURCE = 'function () { return TemplatePath.normalize(path.resolve(".")); }';

/** Working folders memoizedWorkingDir keeps (a build has one; a test run changes it a few times). */
const WORKING_DIRS = 16;

/**
 * `getWorkingDir` worked out once per working folder (Node keeps `process.cwd()`): Eleventy asks for it with every
 * absolute or relative path it makes of a template's.
 */
export function memoizedWorkingDir(getWorkingDir: () => string): () => string {
  const byFolder = memoize(() => getWorkingDir(), WORKING_DIRS);
  return () => byFolder(process.cwd());
}

let applied: Promise<boolean> | undefined;

/**
 * Replaces the pinned Eleventy's linear lookup with the index, and its dependency graph's edge search with the
 * shorter-side one, once per process. True when both are in place; false when either method is not the one
 * expected (that one is left as it is), or DOCGEN_ELEVENTY_LOOKUPS=linear.
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
  const requireFromEleventy = createRequire(path.join(src, "TemplateMap.js"));
  let both = true;
  // A CommonJS module too: the object every importer gets.
  const { TemplatePath } = requireFromEleventy("@11ty/eleventy-utils") as { TemplatePath: { absolutePath(p: string): string; normalize: (p: string) => string; getWorkingDir: () => string } };
  const current = TemplateMap.prototype.getMapEntryForInputPath;
  if (sourceOf(current) === LINEAR_SOURCE) TemplateMap.prototype.getMapEntryForInputPath = indexedLookup((p) => TemplatePath.absolutePath(p));
  else both = false;
  // The package Eleventy's own modules import (a CommonJS module: one instance for every importer).
  const { DepGraph } = requireFromEleventy("dependency-graph") as { DepGraph: { prototype: { addDependency?: unknown } } };
  if (sourceOf(DepGraph.prototype.addDependency) === BOTH_ENDS_SOURCE) DepGraph.prototype.addDependency = addDependencyShorterSide;
  else both = false;
  // Not quadratic, only asked often: replaced when it is the one expected, whatever the other two found.
  if (sourceOf(TemplatePath.normalize) === NORMALIZE_SOURCE) TemplatePath.normalize = memoizedNormalize(TemplatePath.normalize);
  if (sourceOf(TemplatePath.getWorkingDir) === WORKING_DIR_SOURCE) TemplatePath.getWorkingDir = memoizedWorkingDir(TemplatePath.getWorkingDir);
  return both;
}

/** A function's source with whitespace folded, or undefined for anything else. */
function sourceOf(fn: unknown): string | undefined {
  return typeof fn === "function" ? fn.toString().replace(/\s+/g, " ") : undefined;
}
