// generate: a loaded spec -> the files to write (pure: no disk, no clock). Pages are rendered on demand,
// so the writer can stream a large spec instead of holding every page in memory.
import type { SpecWarning } from "./types.js";
import type { LoadedSpec } from "./types.js";
import { normalize } from "./normalize/index.js";
import { pointerOfString } from "./load/walk.js";
import { stampHash } from "./output/marker.js";
import { linkBaseOf } from "./pages/context.js";
import { type PageOptions, type Skipped, planPages } from "./pages/index.js";
import { SPEC_DOWNLOAD_FILE, specDownloadPage, specLabel } from "./pages/spec-download.js";
import { collectSiteRelative, resetProseCache, writePage } from "./write/markdown.js";
import { generatorLabels, withLabels } from "./labels.js";

export interface GenerateOptions extends PageOptions {
  skipDeprecated: boolean;
  /** Also write the spec as `openapi.json` beside the index page, linked from it (`--spec-download`; see spec-download.ts). */
  specDownload?: boolean;
}

export interface GeneratedFile {
  /** Output-relative POSIX path. */
  path: string;
  content: string;
}

/** A file whose path is known and whose text is produced when `render()` is called (each call builds it anew). */
export interface PlannedFile {
  path: string;
  render: () => string;
  /** The same page without its ownership hash, for a writer that stamps it elsewhere (see stampHash). */
  unstamped?: () => string;
}

interface ResultBase {
  skipped: Skipped[];
  warnings: SpecWarning[];
  operations: number;
}

export interface GenerateResult extends ResultBase {
  files: GeneratedFile[];
}

export interface GeneratePlan extends ResultBase {
  files: PlannedFile[];
  /** What rendering found, beyond `warnings`: complete once every file has been rendered. */
  renderWarnings: () => SpecWarning[];
}

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.md$/;

/** Plans every file; rendering is deferred to `render()`. */
export function planGeneration(spec: Pick<LoadedSpec, "document" | "version" | "warnings">, options: GenerateOptions): GeneratePlan {
  resetProseCache();
  const labels = generatorLabels(options.labels);
  const { model, warnings } = withLabels(labels, () => normalize(spec));
  const { pages, skipped, redoc, warnings: planWarnings } = withLabels(labels, () => planPages(model, options.specDownload ? { ...options, downloadLabel: specLabel(spec.document as Record<string, unknown>) } : options));
  // Defence in depth: naming guarantees this; a bug here must never write outside the output folder.
  for (const p of pages) if (!SAFE_PATH.test(p.file)) throw new Error(`internal error: unsafe output path "${p.file}"`);
  // The loader already reports dangling references; one warning per place is enough.
  const loaderPointers = new Set(spec.warnings.map((w) => w.pointer));
  // Site-relative links in the spec's prose, kept as written because no link base is known (see linkBaseOf); with
  // --no-link-base they are kept on purpose, and not reported.
  const reportKept = options.linkBase === undefined && linkBaseOf(model, options) === undefined;
  const siteRelative = new Set<string>();
  let firstPage: string | undefined;
  const render = (page: (typeof pages)[number]): string => {
    const text = withLabels(labels, () => collectSiteRelative(siteRelative, () => writePage(page.build())));
    if (firstPage === undefined && siteRelative.size > 0) firstPage = page.file;
    return text;
  };
  const renderWarnings = (): SpecWarning[] => [...keptWarnings(), ...redocWarnings()];
  // Redoc's deep links that name no operation, tag or heading docgen wrote.
  const redocWarnings = (): SpecWarning[] => {
    const n = redoc.unresolved.size;
    if (n === 0) return [];
    const [first] = redoc.unresolved;
    const which = `${n === 1 ? "" : "the first, "}${JSON.stringify(first)}, on ${redoc.firstUnresolvedOn}`;
    const [names, leads] = n === 1 ? ["it names", "it leads"] : ["they name", "they lead"];
    const message =
      `${n} Redoc-style link${n === 1 ? "" : "s"} in the descriptions (${which}) kept as written: ${names} no operationId, tag or heading of these pages, ` +
      `so on this site ${leads} nowhere. Correct the link in the spec. (A tag leads to its page with --group-by tag, else to the one group holding its ` +
      "operations; a tag with a description and no operations to its section of index.md.)";
    return [{ pointer: pointerOfString(spec.document, first!) ?? "#", message }];
  };
  const keptWarnings = (): SpecWarning[] => {
    if (!reportKept || siteRelative.size === 0) return [];
    const [first] = siteRelative;
    const n = siteRelative.size;
    const which = `${n === 1 ? "" : "the first, "}${JSON.stringify(first)}, on ${firstPage}`;
    const message =
      `${n} site-relative link target${n === 1 ? "" : "s"} in the descriptions (${which}) kept as written: neither --link-base nor an http(s) ` +
      "externalDocs.url says which site the links were written for, so on this site they lead nowhere unless it has such pages. " +
      "Pass --link-base <that site's URL> to resolve them, or --no-link-base to keep them without this warning.";
    return [{ pointer: "#/externalDocs", message }];
  };
  const files: PlannedFile[] = pages.map((page) => ({ path: page.file, render: () => stampHash(render(page)), unstamped: () => render(page) }));
  if (options.specDownload) {
    const leftOut = skipped.map((s) => s.pointer);
    const download = () => specDownloadPage(spec.document as Record<string, unknown>, leftOut);
    files.push({ path: SPEC_DOWNLOAD_FILE, render: () => stampHash(download()), unstamped: download });
  }
  return {
    files,
    skipped,
    warnings: [...spec.warnings, ...warnings.filter((w) => !loaderPointers.has(w.pointer)), ...planWarnings],
    renderWarnings,
    operations: model.operations.length + model.webhooks.length,
  };
}

/** Every file with its text, in memory: for tests and small specs. */
export function generate(spec: Pick<LoadedSpec, "document" | "version" | "warnings">, options: GenerateOptions): GenerateResult {
  const { renderWarnings, ...plan } = planGeneration(spec, options);
  const files = plan.files.map((f) => ({ path: f.path, content: f.render() }));
  return { ...plan, files, warnings: [...plan.warnings, ...renderWarnings()] };
}
