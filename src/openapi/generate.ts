// generate: a loaded spec -> the files to write (pure: no disk, no clock).
import type { SpecWarning } from "./types.js";
import type { LoadedSpec } from "./types.js";
import { normalize } from "./normalize/index.js";
import { type PageOptions, type Skipped, buildPages } from "./pages/index.js";
import { writePage } from "./write/markdown.js";

export interface GenerateOptions extends PageOptions {
  skipDeprecated: boolean;
}

export interface GeneratedFile {
  /** Output-relative POSIX path. */
  path: string;
  content: string;
}

export interface GenerateResult {
  files: GeneratedFile[];
  skipped: Skipped[];
  warnings: SpecWarning[];
  operations: number;
}

export function generate(spec: Pick<LoadedSpec, "document" | "version" | "warnings">, options: GenerateOptions): GenerateResult {
  const { model, warnings } = normalize(spec);
  const { pages, skipped } = buildPages(model, options);
  // The loader already reports dangling references; one warning per place is enough.
  const loaderPointers = new Set(spec.warnings.map((w) => w.pointer));
  const files = pages.map((page) => ({ path: page.file, content: writePage(page) }));
  // Defence in depth: naming guarantees this; a bug here must never write outside the output folder.
  for (const f of files) {
    if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.md$/.test(f.path)) throw new Error(`internal error: unsafe output path "${f.path}"`);
  }
  return { files, skipped, warnings: [...spec.warnings, ...warnings.filter((w) => !loaderPointers.has(w.pointer))], operations: model.operations.length + model.webhooks.length };
}
