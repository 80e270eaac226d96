// Builds a docs folder into a static site with Eleventy, the docgen plugin and the default layout.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { DocgenBuildError, DocgenInputError } from "../errors.js";
import { resolveOptions, type DocgenOptions } from "../plugin/options.js";
import { packageRoot } from "../paths.js";
import { attachBuildContext, type BuildContext, type BuildStats } from "./context.js";
import { indexTemplateLookups } from "./eleventy-lookups.js";
import { locateComponentError } from "./locate.js";
import { checkPublicConflicts, copyPublicFiles, listPublicFiles, PageWriter, PUBLIC_FOLDER } from "./page-writer.js";
import { NOT_FOUND_FILE, notFoundWarning } from "./not-found.js";
import { registerStartPage, type StartPage } from "./start-page.js";
import { WatchRebuilds, type IncrementalEleventy, type WatchHooks } from "./watch-rebuilds.js";

export interface BuildSiteOptions {
  /** The docs root. @default "docs" */
  input?: string;
  /** The output folder. @default "_site" */
  output?: string;
  /** The site configuration (see DocgenOptions). */
  config?: DocgenOptions;
  /** Serve with live reload (implies watch). */
  serve?: boolean;
  /** Rebuild on changes. */
  watch?: boolean;
  /**
   * Serve/watch: rebuild every page on every change, instead of only the edited page when one Markdown page's body
   * changed (see watch-rebuilds.ts).
   */
  fullRebuilds?: boolean;
  port?: number;
  /** Names the configuration's source in messages (a file path). @default "site configuration" */
  configSource?: string;
  /** Called with each warning, in addition to collecting it. */
  onWarning?: (message: string) => void;
  /** Called when the site had no page at `/` and `index.html` was written to lead to `start` (see start-page.ts). */
  onStartPage?: (start: StartPage) => void;
  /** Called as pages go through the build's steps (not for serve/watch rebuilds); see trackProgress. */
  onProgress?: (step: BuildStep, done: number, total?: number) => void;
}

/**
 * The steps of an Eleventy build as `onProgress` reports them: templates read (`done` so far, no total yet), Markdown
 * pages rendered (`done` of `total`, the pages with a URL), then files written (`done` of the same `total`).
 */
export type BuildStep = "reading" | "rendering" | "writing";

export interface BuildSiteResult {
  /** Pages written (HTML files). */
  pages: number;
  warnings: string[];
  output: string;
  /** Generated pages whose components were rendered directly (see plugin/generated-pages.ts). */
  fastPages?: number;
  /** Distinct field runs rendered once for the whole build, and the further uses that reused them. */
  sharedRuns?: number;
  reusedRuns?: number;
  /** Distinct fields whose HTML skipped Markdown (only their bodies went through it). */
  directMembers?: number;
  /** Markdown pages with no Nunjucks syntax: Nunjucks skipped, Markdown alone rendered them. */
  plainPages?: number;
  /** Distinct field bodies that were a line of plain words, rendered without a Markdown call (see plugin/plain-paragraph.ts). */
  plainBodies?: number;
  /** Distinct fields whose Markdown has a heading, rendered with their page and not once more beforehand. */
  headingMembers?: number;
  /** Pages whose layout read their headings and examples from their outline, without copying the page (see plugin/toc.ts). */
  outlineScans?: number;
  /** One-off builds: the most finished pages held in memory at once before being written (see page-writer.ts). */
  mostPagesHeld?: number;
  /** Whether both of docgen's replacements for quadratic steps of Eleventy 3.1 were in place (see eleventy-lookups.ts). */
  indexedLookups?: boolean;
  /** Set when the site had no page at `/` and `index.html` was written to lead to this one (see start-page.ts). */
  startPage?: StartPage;
  /** For serve/watch runs: stops watching and serving. */
  close?: () => Promise<void>;
}

/** The package's own Eleventy config file; it reads the site config from the build context. */
const ELEVENTY_CONFIG = path.join(packageRoot, ".eleventy.js");

export async function buildSite(options: BuildSiteOptions = {}): Promise<BuildSiteResult> {
  const input = path.resolve(options.input ?? "docs");
  const output = path.resolve(options.output ?? "_site");
  if (!existsSync(input)) {
    throw new DocgenInputError("the docs folder does not exist", { location: options.input ?? "docs", hint: "Create it, pass --input DIR, or generate API pages first with `docgen openapi <spec> -o docs/api`." });
  }
  if (statSync(output, { throwIfNoEntry: false })?.isDirectory() === false) {
    // Eleventy would render every page before failing on the first write.
    throw new DocgenInputError("the output folder is a file", { location: options.output ?? "_site", hint: "Pass --output DIR with a folder (docgen build makes it when it is missing), or move the file." });
  }
  const warnings: string[] = [];
  const onWarning = (message: string) => {
    warnings.push(message);
    options.onWarning?.(message);
  };
  const config = options.config ?? {};
  // Zero configuration still gives a navigable site: without a `sidebar`, every page of the docs root is
  // listed, folders as groups. (The plugin alone adds no sidebar unless asked: a site may have its own.)
  const sidebar = config.sidebar ?? [{ group: config.title ?? "Documentation", autogenerate: { dir: "" } }];
  const site: DocgenOptions = { ...config, sidebar, onWarning };
  resolveOptions(site, options.configSource ?? "site configuration"); // fail early, before Eleventy wraps the error

  // Two steps of Eleventy 3.1's template handling are quadratic in the number of pages (see eleventy-lookups.ts).
  const indexedLookups = await indexTemplateLookups();
  const stats: BuildStats = { fastPages: 0, sharedRuns: 0, reusedRuns: 0, directMembers: 0, plainPages: 0, plainBodies: 0, headingMembers: 0, outlineScans: 0 };
  // A one-off build writes each page as soon as it is done and keeps none (see page-writer.ts). Serve and watch
  // leave writing to Eleventy: its dev server and incremental rebuilds work from what it wrote.
  const writer = options.serve || options.watch ? undefined : new PageWriter();
  let userConfig: { transforms?: Record<string, unknown> } | undefined;
  const publicFolder = path.join(input, PUBLIC_FOLDER);
  const publicFiles = writer ? listPublicFiles(publicFolder) : [];
  const context: BuildContext = { site, input: relative(input), stats, writer, pageRebuilds: writer === undefined && !options.fullRebuilds };
  // Serve and watch: one edited page is one page rebuilt, when nothing another page shows changed.
  let rebuilds: WatchRebuilds | undefined;
  let startPage: StartPage | undefined;
  // Eleventy resolves its paths against the working directory; relative paths keep its messages short.
  const elev = new Eleventy(relative(input), relative(output), {
    quietMode: true,
    configPath: ELEVENTY_CONFIG,
    loader: "esm",
    dryRun: writer !== undefined,
    config: (eleventyConfig: object) => {
      userConfig = eleventyConfig;
      attachBuildContext(eleventyConfig, context);
      registerStartPage(eleventyConfig as Parameters<typeof registerStartPage>[0], {
        output,
        context,
        publicIndex: () => existsSync(path.join(publicFolder, "index.html")),
        onWrite: (start) => {
          // Said once, not on every rebuild of --serve or --watch.
          if (startPage === undefined) options.onStartPage?.(start);
          startPage = start;
        },
      });
      if (writer) {
        writer.registerGate(eleventyConfig as Parameters<PageWriter["registerGate"]>[0]);
        checkPublicConflicts(eleventyConfig as Parameters<typeof checkPublicConflicts>[0], publicFiles, path.join(options.input ?? "docs", PUBLIC_FOLDER));
      }
      if (options.onProgress && writer) trackProgress(eleventyConfig as ProgressHooks, options.onProgress, writer);
      rebuilds?.register(eleventyConfig as WatchHooks);
    },
  });
  if (!writer && !options.fullRebuilds && WatchRebuilds.supported(elev as unknown as IncrementalEleventy)) {
    rebuilds = new WatchRebuilds(() => elev as unknown as IncrementalEleventy, relative(input));
  }
  // We report errors ourselves (see explain()); Eleventy's logger would print them a second time.
  if (writer) (elev as unknown as { disableLogger(): void }).disableLogger();
  try {
    if (!writer) {
      await elev.init();
      await elev.watch();
      if (options.serve) await elev.serve(options.port ?? 8080);
      return { pages: 0, warnings, output, close: () => (elev as unknown as { stopWatch(): Promise<void> }).stopWatch() };
    }
    await elev.init();
    quietBenchmarks(elev);
    writer.checkOrder(userConfig ?? {});
    await elev.write();
    copyPublicFiles(publicFolder, output, publicFiles);
    if (!context.notFoundPage && !existsSync(path.join(output, NOT_FOUND_FILE))) onWarning(notFoundWarning(relative(input)));
    return { pages: writer.pages, warnings, output, ...stats, indexedLookups, mostPagesHeld: writer.mostHeld, ...(startPage ? { startPage } : {}) };
  } catch (error) {
    throw new DocgenBuildError(explain(error));
  }
}

interface ProgressHooks {
  on(event: string, listener: (arg: never) => void): void;
  addPreprocessor(name: string, extensions: string, callback: () => undefined): void;
  amendLibrary(name: string, callback: (md: { render: (src: string, env?: unknown) => string }) => void): void;
}

/**
 * Counts pages through Eleventy's steps (times from Microsoft Graph's 11,704-page build, 13 s on tmpfs). Eleventy
 * reads files for 3 s; a preprocessor then sees each template (4.6 s); `eleventy.contentMap` gives the total, the
 * pages with a URL; Markdown renders of pages count the next 3.5 s (Eleventy passes the page's data, with `page`, as
 * markdown-it's env; docgen's own renders of component bodies do not, and are not counted). Layouts and transforms
 * then run, and the page writer counts the files it writes (the last 2 s).
 */
function trackProgress(eleventyConfig: ProgressHooks, report: NonNullable<BuildSiteOptions["onProgress"]>, writer: PageWriter): void {
  let read = 0;
  let rendered = 0;
  let total: number | undefined;
  eleventyConfig.on("eleventy.before", () => {
    read = rendered = 0;
    total = undefined;
  });
  eleventyConfig.addPreprocessor("docgen-progress", "*", () => {
    report("reading", ++read);
    return undefined;
  });
  eleventyConfig.on("eleventy.contentMap", (map: { urlToInputPath: object }) => {
    total = Object.keys(map.urlToInputPath).length;
    report("rendering", 0, total);
  });
  eleventyConfig.amendLibrary("md", (md) => {
    const render = md.render.bind(md);
    md.render = (src, env) => {
      const html = render(src, env);
      if (total !== undefined && typeof env === "object" && env !== null && "page" in env) report("rendering", Math.min(++rendered, total), total);
      return html;
    };
  });
  writer.onWrite = () => {
    if (total !== undefined) report("writing", Math.min(writer.files, total), total);
  };
}

/**
 * Eleventy prints "[11ty] Benchmark" lines for any plugin step over 8% of a build, even in quiet mode (groups made
 * while the config loads keep the verbose default). On a large reference the component rendering always is, and
 * `docgen build` prints its own summary, so they are silenced.
 */
function quietBenchmarks(elev: unknown): void {
  const groups = (elev as { config?: { benchmarkManager?: { getAll?: () => Record<string, { setIsVerbose?: (v: boolean) => void }> } } }).config?.benchmarkManager?.getAll?.();
  for (const group of Object.values(groups ?? {})) group.setIsVerbose?.(false);
}

function relative(p: string): string {
  const r = path.relative(process.cwd(), p);
  return r === "" ? "." : r.startsWith("..") || path.isAbsolute(r) ? p : r;
}

/** Eleventy wraps errors several layers deep; the innermost docgen message (or the root cause) says what happened. */
export function explain(error: unknown): string {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 12) {
    chain.push(current);
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  const ours = chain.find((e) => e.message.includes("[docgen]"));
  if (ours) {
    const line = ours.message.split("\n").find((l) => l.includes("[docgen]"))!.trim();
    const found = locateComponentError(line);
    // `docs/a.md:5:1: <ParamField> is missing ...`: editors and terminals jump straight to file:line:col.
    return found ? `build failed: ${line.replace(`[docgen] ${found.file}:`, `${found.file}:${found.position}:`)}` : `build failed: ${line}`;
  }
  const page = chain.map((e) => /\(([^()]+\.(?:md|njk|html|liquid))\)/.exec(e.message)?.[1]).find(Boolean);
  // Nunjucks puts the reason on the line after "(file) [Line 1, Column 19]": keep every line of the text.
  // A code frame (js-yaml's "  3 | title: ..." and "-----^") is printed below the summary, as drawn.
  const isFrame = (l: string) => /^\s*\d+ \|/.test(l) || /^\s*-*\^\s*$/.test(l);
  const messages = chain.map((e) => {
    const lines = e.message.split("\n");
    const end = lines.findIndex(isFrame);
    return (end === -1 ? lines : lines.slice(0, end)).map((l) => l.trim()).filter(Boolean).join(" ");
  });
  const framed = [...chain].reverse().find((e) => e.message.split("\n").some(isFrame));
  const frame = framed ? framed.message.split("\n").filter((l, i, all) => i >= all.findIndex(isFrame) && l.trim() !== "") : [];
  const summary = `build failed${page ? ` in ${page}` : ""}: ${[...new Set(messages)].join(" — ")}`;
  return frame.length ? `${summary}\n${frame.map((l) => `    ${l}`).join("\n")}` : summary;
}
