// `docgen build` writes each page itself, as soon as its last transform has run, and lets it go.
//
// Eleventy keeps every page it writes until the build ends: the rendered text stays cached on its template and in
// the results it hands to `eleventy.after`. Its pages also move through layouts and transforms side by side, so
// every page is in its final form, flattened, before the first one is written. For an 11,704-page reference that
// is 450 MB of HTML held at once (a plain Markdown site of as many pages writes 105 MB), and it set the build's
// peak memory. So `docgen build` runs Eleventy with `dryRun` (Eleventy renders everything and writes nothing) and
// adds two transforms around all others:
//   - the first waits for one of a few slots, so only that many pages are between their first and last transform;
//   - the last writes the page to its output path, frees the slot and hands Eleventy a short placeholder to keep.
// The bytes written are the ones Eleventy would have written. Passthrough copies, which dry runs skip too, are made
// by copyPublicFiles below.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DocgenBuildError } from "../errors.js";

/** The transforms' names; the gate must run first and the writer last (checked by checkOrder). */
export const GATE = "docgen-write-gate";
export const WRITER = "docgen-write";

/** The docs root's folder copied as-is to the site root (.eleventy.js declares the same passthrough copy). */
export const PUBLIC_FOLDER = "public";

/** What Eleventy keeps of a page once it is written. */
export const WRITTEN = "<!-- written by docgen build -->";

/**
 * Pages allowed between the gate and the writer at once. Transforms are synchronous here, so one would do; a few
 * keep asynchronous transforms from running one page at a time. (Graph's 11,704 pages: peak RSS 1,030 MiB with 8
 * or 32 slots, 1,176 MiB with no limit.)
 */
export const SLOTS = 16;

interface TransformContext {
  page?: { outputPath?: unknown };
}

interface TransformHost {
  addTransform(name: string, callback: (this: TransformContext, content: unknown) => unknown): void;
  transforms?: Record<string, unknown>;
}

export class PageWriter {
  /** Files written, and how many of them are HTML pages. */
  files = 0;
  pages = 0;
  /** Called after each file written. */
  onWrite?: () => void;
  /** The most pages that were between the gate and the writer at once (at most SLOTS). */
  mostHeld = 0;
  private free = SLOTS;
  private readonly waiting: Array<() => void> = [];
  private readonly folders = new Set<string>();

  /** The first transform: registered before the site's config runs (Eleventy keeps transforms in order). */
  registerGate(eleventyConfig: TransformHost): void {
    eleventyConfig.addTransform(GATE, (content) => {
      if (this.free > 0) {
        this.take();
        return content;
      }
      return new Promise((resolve) =>
        this.waiting.push(() => {
          this.take();
          resolve(content);
        }),
      );
    });
  }

  /** The last transform: registered by the docgen plugin as its last step (plugins run after the config file). */
  registerWriter(eleventyConfig: TransformHost): void {
    const writer = this;
    eleventyConfig.addTransform(WRITER, function (this: TransformContext, content) {
      try {
        writer.write(this.page?.outputPath, content);
      } finally {
        writer.release();
      }
      return WRITTEN;
    });
  }

  /** Throws unless the gate runs first and the writer last: a transform after the writer would change nothing. */
  checkOrder(eleventyConfig: { transforms?: Record<string, unknown> }): void {
    const names = Object.keys(eleventyConfig.transforms ?? {});
    if (names[0] !== GATE || names.at(-1) !== WRITER) {
      throw new DocgenBuildError(`internal error: docgen build needs its transforms first and last, found ${names.join(", ")}`);
    }
  }

  /** Writes a file beside the pages (a page's Markdown copy): counted among the files, not the pages. */
  writeExtra(file: string, text: string): void {
    this.write(file, text);
  }

  private write(outputPath: unknown, content: unknown): void {
    // No output path: `permalink: false`. No content: a template that rendered nothing. Eleventy writes neither.
    if (typeof outputPath !== "string" || outputPath === "" || content === undefined) return;
    if (typeof content !== "string" && !(content instanceof Uint8Array)) {
      throw new DocgenBuildError(`${outputPath}: the page rendered to a ${typeof content}, not text`);
    }
    const folder = path.dirname(outputPath);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(outputPath, content);
    this.files++;
    if (outputPath.endsWith(".html")) this.pages++;
    this.onWrite?.();
  }

  private take(): void {
    this.free--;
    this.mostHeld = Math.max(this.mostHeld, SLOTS - this.free);
  }

  private release(): void {
    this.free++;
    this.waiting.shift()?.();
  }
}

/** Every file under `dir` as a sorted relative POSIX path (symbolic links followed); none when it does not exist. */
export function listPublicFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, rel: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const source = path.join(folder, entry.name);
      const relative = rel === "" ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(source).isDirectory())) walk(source, relative);
      else files.push(relative);
    }
  };
  if (existsSync(dir)) walk(dir, "");
  return files.sort();
}

/**
 * Fails the build before any page is rendered when a file of the public folder and a page would be written to the
 * same place, where one would silently replace the other. `label` names the public folder in the message.
 */
export function checkPublicConflicts(eleventyConfig: { on(event: string, listener: (arg: never) => void): void }, files: readonly string[], label: string): void {
  if (files.length === 0) return;
  const publicUrls = new Set(files.map((f) => `/${f}`));
  eleventyConfig.on("eleventy.contentMap", (map: { urlToInputPath: Record<string, { inputPath?: string }> }) => {
    for (const [url, entry] of Object.entries(map.urlToInputPath)) {
      if (!url.startsWith("/")) continue; // permalink: false
      const file = url.endsWith("/") ? `${url}index.html` : url;
      if (publicUrls.has(file)) {
        throw new DocgenBuildError(`[docgen] ${label}/${file.slice(1)} and the page ${entry?.inputPath ?? url} are both written to ${file}: rename or move one of them.`);
      }
    }
  });
}

/** Copies `files` (see listPublicFiles) from `from` to the same relative paths under `to`, as the passthrough copy would. */
export function copyPublicFiles(from: string, to: string, files: readonly string[]): void {
  for (const file of files) {
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(from, file), target);
  }
}
