// generate: a loaded spec -> the files to write (pure: no disk, no clock). Pages are rendered on demand,
// so the writer can stream a large spec instead of holding every page in memory.
import type { SpecWarning } from "./types.js";
import type { LoadedSpec } from "./types.js";
import { normalize } from "./normalize/index.js";
import { stampHash } from "./output/marker.js";
import { type PageOptions, type Skipped, planPages } from "./pages/index.js";
import { resetProseCache, writePage } from "./write/markdown.js";

export interface GenerateOptions extends PageOptions {
  skipDeprecated: boolean;
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
}

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.md$/;

/** Plans every file; rendering is deferred to `render()`. */
export function planGeneration(spec: Pick<LoadedSpec, "document" | "version" | "warnings">, options: GenerateOptions): GeneratePlan {
  resetProseCache();
  const { model, warnings } = normalize(spec);
  const { pages, skipped } = planPages(model, options);
  // Defence in depth: naming guarantees this; a bug here must never write outside the output folder.
  for (const p of pages) if (!SAFE_PATH.test(p.file)) throw new Error(`internal error: unsafe output path "${p.file}"`);
  // The loader already reports dangling references; one warning per place is enough.
  const loaderPointers = new Set(spec.warnings.map((w) => w.pointer));
  return {
    files: pages.map((page) => ({ path: page.file, render: () => stampHash(writePage(page.build())) })),
    skipped,
    warnings: [...spec.warnings, ...warnings.filter((w) => !loaderPointers.has(w.pointer))],
    operations: model.operations.length + model.webhooks.length,
  };
}

/** Every file with its text, in memory: for tests and small specs. */
export function generate(spec: Pick<LoadedSpec, "document" | "version" | "warnings">, options: GenerateOptions): GenerateResult {
  const plan = planGeneration(spec, options);
  return { ...plan, files: plan.files.map((f) => ({ path: f.path, content: f.render() })) };
}
