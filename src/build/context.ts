// Hands the site configuration of a `docgen build` run to the package's Eleventy config file (.eleventy.js).
// It travels on Eleventy's own config object, not in a module global, so concurrent builds in one process
// (tests, watch mode) cannot see each other's configuration.
import type { DocgenOptions } from "../plugin/options.js";
import type { PageWriter } from "./page-writer.js";

export interface BuildContext {
  site: DocgenOptions;
  /** The docs root as passed to Eleventy. */
  input: string;
  /** Counters the plugin fills in while building. */
  stats?: BuildStats;
  /** Writes pages as they finish (one-off builds; see page-writer.ts); the plugin registers its last transform. */
  writer?: PageWriter;
  /**
   * A `--serve` or `--watch` run that may rebuild one page alone (not `--full-rebuilds`; see watch-rebuilds.ts):
   * the plugin keeps what such a rebuild can reuse. (Eleventy itself runs in its "build" mode there.)
   */
  pageRebuilds?: boolean;
  /** The sidebar's first link, set by the plugin when it builds the navigation (see start-page.ts). */
  firstLink?: { url: string; label: string };
  /** Set by the Eleventy config file when it added the build's own 404 page (see not-found.ts). */
  notFoundPage?: boolean;
}

export interface BuildStats {
  /** Generated pages rendered by the fast path (see plugin/generated-pages.ts). */
  fastPages: number;
  /** Distinct runs of fields rendered once and shared, and how many more times they were reused. */
  sharedRuns: number;
  reusedRuns: number;
  /** Distinct fields whose HTML skipped Markdown (only their bodies went through it). */
  directMembers: number;
  /** Markdown pages without Nunjucks syntax, rendered by Markdown alone (see registerGeneratedPages). */
  plainPages: number;
  /** Distinct field bodies that were a line of plain words and skipped Markdown (see plain-paragraph.ts). */
  plainBodies: number;
  /** Distinct fields left to their page without a Markdown call, since their Markdown has a heading (see RunCache). */
  headingMembers: number;
  /** Pages whose layout read what it needs (headings, examples) from their outline, not from a copy (see PageScans). */
  outlineScans: number;
}

const KEY = Symbol.for("docgen.buildContext");

export function attachBuildContext(eleventyConfig: object, context: BuildContext): void {
  (eleventyConfig as Record<symbol, unknown>)[KEY] = context;
}

/** The running `docgen build`'s context, or undefined when Eleventy was started directly. */
export function getBuildContext(eleventyConfig: object): BuildContext | undefined {
  return (eleventyConfig as Record<symbol, BuildContext | undefined>)[KEY];
}
