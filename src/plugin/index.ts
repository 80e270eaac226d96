// The Eleventy plugin: `eleventyConfig.addPlugin(docgen, options)`.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ComponentError } from "./attributes.js";
import { ASSET_DIR, assetNeeds, copyAssets, injectIntoHead, prepareAssets, relativeRoot } from "./assets.js";
import { indentNestedOutput, nestedMarkerEnd, normalizeSource, pageIsMarkdown, rewriteComments, stripNestedMarkers, type MarkdownRenderer } from "./body.js";
import { getBuildContext, type BuildStats } from "../build/context.js";
import { scriptLabelsJson } from "./labels.js";
import { isDocsPage, someSiteFile } from "../site-files.js";
import { textEscapes } from "./text-escapes.js";
import { codeTitles } from "./code-titles.js";
import { components } from "./components/index.js";
import type { ComponentDefinition } from "./components/types.js";
import { GENERATOR_VALUE } from "../openapi/write/front-matter.js";
import { rawBlocks } from "../openapi/write/nunjucks.js";
import { OpenBlocks, hasNunjucksSyntax, headingLineIn, parseGeneratedPage, renderNodes, type RenderOne, type RunHook, type RunMember } from "./generated-pages.js";
import { escapeHtml } from "./escape.js";
import { generatedFrontMatterEngine } from "./front-matter.js";
import { copyHref, copyPath, markdownCopy } from "./markdown-pages.js";
import { resolveOptions, type DocgenOptions, type ResolvedOptions } from "./options.js";
import { renderComponent, renderComponentParts, type ComponentParts, type NunjucksEnv, type RenderServices, type ShortcodeThis } from "./render.js";
import { compactCopy, flatCopy } from "./latin1.js";
import { plainParagraph, rendersPlainParagraphs, type MarkdownItLike } from "./plain-paragraph.js";
import { prefixedUrls } from "./path-prefix.js";
import { breakableLabel, SidebarHtml } from "./sidebar-html.js";
import { buildSidebarTree, firstLink, markCurrent, pagerOf, pagesFromCollection, type CollectionItemLike, type SidebarGroup } from "./sidebar.js";
import { pageFacts, SEARCH_INDEX, searchEntries, searchIndexJson } from "./search.js";
import { absolute, LLMS_FULL_TXT, LLMS_TXT, llmsOrder, llmsTxt, SITEMAP, sitemapXml, writeLlmsFull } from "./site-index.js";
import { createPackageLoader, LAYOUTS, readLayout } from "./templates.js";
import { memoizeLinks } from "./link-memo.js";
import { type PageScan, type TocEntry, PageScans, RUN_GAP, examplesIn, scanOutline, scanPage, tocEntries, tocHtml } from "./toc.js";

/** The subset of Eleventy's UserConfig the plugin uses (Eleventy ships no types for it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EleventyConfig = any;

interface NunjucksLib {
  runtime: { markSafe(value: string): unknown };
  lib: { escape(text: string): string };
}

interface MarkdownCore {
  core: {
    ruler: {
      before(anchor: string, name: string, rule: (state: { src: string }) => void): void;
      at(name: string, rule: (state: { src: string }) => void): void;
    };
  };
}

const registered = new WeakSet<object>();

/** The docgen Eleventy plugin. */
export default function docgen(eleventyConfig: EleventyConfig, userOptions: DocgenOptions = {}): void {
  // Eleventy runs a plugin once per addPlugin call; a second addPlugin must not register everything twice.
  if (registered.has(eleventyConfig)) return;
  registered.add(eleventyConfig);

  const options = resolveOptions(userOptions, "docgen plugin options");
  let env: (NunjucksEnv & { loaders: unknown[] }) | undefined;
  let nunjucks: NunjucksLib | undefined;
  let markdown: MarkdownRenderer | undefined;

  const packageLoader = createPackageLoader();
  eleventyConfig.on("eleventy.engine.njk", (event: { nunjucks: NunjucksLib; environment: NunjucksEnv & { loaders: unknown[] } }) => {
    nunjucks = event.nunjucks;
    env = event.environment;
    env.loaders.push(packageLoader);
  });
  // What the default layout reads from each page, worked out as its Markdown renders (see RunCache.finishScanned).
  const scans = new PageScans();
  // Kept for a build only; a layout that never asks leaves its pages' entries to the end of the build.
  eleventyConfig.on("eleventy.before", () => scans.clear());
  eleventyConfig.on("eleventy.after", () => scans.clear());
  eleventyConfig.amendLibrary("md", (md: MarkdownRenderer & MarkdownCore) => {
    markdown = md;
    // Text and code escaped as HTML text needs (see text-escapes.ts): before the plugins below wrap the rules.
    textEscapes(md as unknown as Parameters<typeof textEscapes>[0]);
    // Titled code blocks, which CodeGroup shows as tabs (see code-titles.ts): part of the components' contract, so
    // the plugin installs it, where the site's config chooses the other Markdown plugins.
    codeTitles(md as unknown as Parameters<typeof codeTitles>[0]);
    md.core.ruler.at("normalize", normalizeSource);
    // The same URL normalized once (see link-memo.ts).
    memoizeLinks(md as unknown as Parameters<typeof memoizeLinks>[0]);
    md.core.ruler.before("block", "docgen_nested_indent", (state: { src: string }) => {
      state.src = indentNestedOutput(state.src);
    });
    // markdown-it builds its HTML from slices of its source, and V8 keeps a whole string alive for any slice of
    // it: Eleventy holds every page's rendered content to the end of the build, and with it two or three
    // copies of each page's source. A flat copy lets them go (1,969 Graph pages: 723 MB live -> see README).
    // The same wrapper swaps run placeholders for their HTML and drops nested-component markers, in one pass over
    // the page's content (the transform would otherwise scan and copy the page again with its layout and navigation).
    const render = md.render.bind(md);
    runs.markdown = (src) => render(src, {});
    runs.markdownIt = md as unknown as MarkdownItLike;
    md.render = (src: string, env?: { page?: { inputPath?: unknown } }) => {
      const { content, scan } = runs.finishScanned(flatCopy(render(src, env)));
      const inputPath = env?.page?.inputPath;
      if (scan && typeof inputPath === "string") scans.set(inputPath, content, scan);
      return content;
    };
  });
  const stats = getBuildContext(eleventyConfig)?.stats;
  const runs = new RunCache(stats);
  const pages = new PageCache(eleventyConfig, getBuildContext(eleventyConfig)?.pageRebuilds === true, () => runs.clear());

  let oauthUsed = false;
  const services: RenderServices = {
    env: () => env,
    markdown: () => markdown,
    markSafe: (html) => (nunjucks ? nunjucks.runtime.markSafe(html) : html),
    warn: onceWarner(eleventyConfig, options),
    overridden: overrideFinder(eleventyConfig, () => env, packageLoader),
    tryIt: options.tryIt,
    tryItProxy: options.tryItProxy,
    tryItClientId: options.tryItClientId,
    labels: options.labels,
    // A page offers to get an OAuth2 token: the build writes the page the sign-in comes back to (see registerAssets).
    usesOAuth: () => {
      oauthUsed = true;
    },
  };

  for (const definition of components) {
    eleventyConfig.addPairedNunjucksShortcode(definition.name, function (this: ShortcodeThis, content: string, ...args: unknown[]) {
      return renderComponent(definition, this, content, args, services);
    });
    // Liquid cannot parse Nunjucks keyword arguments and would fail with "invalid syntax at line 1 col 5";
    // a tag of our own fails first, and says what to do.
    eleventyConfig.addLiquidTag(definition.name, () => ({
      parse(token: { getPosition?: () => number[] }) {
        const [line, column] = token.getPosition?.() ?? [];
        throw new ComponentError(
          `[docgen] <${definition.name}>${line ? ` at line ${line}, column ${column}` : ""} is in a Liquid template. docgen components are Nunjucks tags: ` +
            `set markdownTemplateEngine: "njk" in your Eleventy config (docgen build does), or add templateEngineOverride: njk,md to the page's front matter.`,
        );
      },
      render() {
        return "";
      },
    }));
  }

  if (options.fastGeneratedPages) {
    registerGeneratedPages(eleventyConfig, services, () => env, runs, pages, stats);
    // Generated pages' front matter is read directly; anything else goes to the YAML engine the site had.
    const yaml = eleventyConfig.frontMatterParsingOptions?.engines?.yaml;
    if (typeof yaml === "function") eleventyConfig.setFrontMatterParsingOptions({ engines: { yaml: generatedFrontMatterEngine(yaml) } });
  }
  registerLayouts(eleventyConfig);
  // Site paths with the path prefix, for the layouts and the site's indexes alike, kept for a build.
  const urls = prefixedUrls(() => eleventyConfig.getFilter("url") as (url: string) => string);
  eleventyConfig.on("eleventy.before", () => urls.reset());
  registerData(eleventyConfig, options, () => nunjucks, urls, scans);
  const withoutMermaid = registerMarkerCleanup(eleventyConfig, options.injectAssets);
  const copies = registerMarkdownPages(eleventyConfig, options, services);
  registerAssets(eleventyConfig, options, services, () => oauthUsed, withoutMermaid, registerIndexes(eleventyConfig, options, urls.url, copies));
  // Last, after every other transform: a one-off `docgen build` writes each page here (see build/page-writer.ts).
  getBuildContext(eleventyConfig)?.writer?.registerWriter(eleventyConfig);
}

/**
 * Whether a component's template comes from the site rather than this package: asked of the loaders Nunjucks
 * searches before ours (the includes folder, the working folder, any the site added), once per template per
 * build, so an override added while `--serve` runs counts from the next build on.
 */
function overrideFinder(eleventyConfig: EleventyConfig, env: () => { loaders: unknown[] } | undefined, packageLoader: object): (definition: ComponentDefinition) => boolean {
  const known = new Map<string, boolean>();
  eleventyConfig.on("eleventy.before", () => known.clear());
  return (definition) => {
    let found = known.get(definition.template);
    if (found === undefined) {
      const loaders = env()?.loaders;
      const name = `docgen/${definition.template}`;
      found = !loaders || loaders.some((loader) => loader !== packageLoader && loaderHas(loader, name));
      known.set(definition.template, found);
    }
    return found;
  };
}

/** True when a Nunjucks loader has the template, or cannot say without a callback (then the template is used). */
function loaderHas(loader: unknown, name: string): boolean {
  const l = loader as { async?: boolean; getSource?: (name: string) => unknown };
  if (l.async || typeof l.getSource !== "function") return true;
  try {
    return Boolean(l.getSource(name));
  } catch {
    return true;
  }
}

/** Each warning is printed once per build (watch mode rebuilds report it again), however many pages repeat it. */
function onceWarner(eleventyConfig: EleventyConfig, options: ResolvedOptions): (message: string) => void {
  const seen = new Set<string>();
  eleventyConfig.on("eleventy.before", () => seen.clear());
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    options.warn(message);
  };
}

/**
 * Layouts are added as virtual templates under the includes folder, but only when the user has no file of
 * the same name: a virtual template silently wins over a real file (see ../shared/GUIDE.md).
 */
function registerLayouts(eleventyConfig: EleventyConfig): void {
  const input: string = eleventyConfig.directories.input;
  const includes: string = eleventyConfig.directories.includes;
  const includesRelative = path.relative(input, includes).split(path.sep).join("/");
  for (const name of LAYOUTS) {
    if (hasUserTemplate(eleventyConfig, name)) continue;
    eleventyConfig.addTemplate(`${includesRelative}/docgen/${name}`, readLayout(name), {});
  }
  // The default sidebar is rendered in JavaScript (the same markup; see sidebar-html.ts), an override in Nunjucks.
  eleventyConfig.addGlobalData("docgenSidebarInJs", !hasUserTemplate(eleventyConfig, "sidebar.njk"));
  // The same for the "On this page" list (see toc.ts).
  eleventyConfig.addGlobalData("docgenTocInJs", !hasUserTemplate(eleventyConfig, "toc.njk"));
}

/** True when the site has its own `docgen/<name>` in its includes (or layouts) folder. */
function hasUserTemplate(eleventyConfig: EleventyConfig, name: string): boolean {
  const includes: string = eleventyConfig.directories.includes;
  const layoutsDir: string | undefined = eleventyConfig.directories.layouts;
  return [path.join(includes, "docgen", name), ...(layoutsDir ? [path.join(layoutsDir, "docgen", name)] : [])].some((f) => existsSync(f));
}

/** Files read at most when looking for a word in the site's templates; past it the answer is yes. */
const MENTION_SCAN_LIMIT = 2000;

/**
 * True when a file in the site's includes or layouts folder contains `word` (templates there are the
 * layouts and partials that may read page data). A folder that is missing counts as no; one that cannot be
 * read, or holds more files than MENTION_SCAN_LIMIT, as yes.
 */
function templatesMention(eleventyConfig: EleventyConfig, word: string): boolean {
  const folders = new Set([eleventyConfig.directories.includes, eleventyConfig.directories.layouts].filter((d): d is string => typeof d === "string").map((d) => path.resolve(d)));
  let budget = MENTION_SCAN_LIMIT;
  return [...folders].some((dir) => {
    try {
      return someSiteFile(dir, (name, file) => {
        if (name.startsWith(".")) return false;
        if (--budget < 0) return true;
        try {
          return readFileSync(file, "utf8").includes(word);
        } catch {
          return false; // not a file Eleventy can read either
        }
      });
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== "ENOENT";
    }
  });
}

/** What a filter or transform that needs Eleventy's Nunjucks engine throws before it exists. */
function nunjucksNotReady(): never {
  throw new ComponentError("[docgen] the Nunjucks engine is not ready; docgen needs Eleventy's Nunjucks engine.");
}

/**
 * The editor's URL of the page at `inputPath` (as Eleventy gives it, `./docs/guides/install.md`): `editUrl` and the
 * path from the docs root, each segment percent-encoded as a URL path needs it.
 */
function editLink(editUrl: string, inputDir: string, inputPath: string): string | undefined {
  const relative = path.relative(path.resolve(inputDir), path.resolve(inputPath));
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return editUrl + relative.split(path.sep).map(encodeURIComponent).join("/");
}

/** The filters the layouts call, and the page data key that holds the current build's own (see registerData). */
type LayoutFilter = "docgenUrl" | "docgenAbsoluteUrl" | "docgenSidebarHtml" | "docgenSidebar" | "docgenPager" | "docgenEditUrl" | "docgenBreakable";
const LAYOUT_FILTERS = "docgenLayoutFilters";

/** Site data for layouts: `docgen.title` and the other options they read, and `docgenSidebar` (the navigation). */
function registerData(eleventyConfig: EleventyConfig, options: ResolvedOptions, nunjucks: () => NunjucksLib | undefined, urls: ReturnType<typeof prefixedUrls>, scans: PageScans): void {
  // Frozen, as LAYOUT_FILTERS' object is: Eleventy copies a plain object of global data into every page's data, key by
  // key and all the way down (the labels' 143 keys here: 36 ms of the GitHub reference's build), and shares a
  // frozen one as it is.
  eleventyConfig.addGlobalData("docgen", Object.freeze({ title: options.title, sidebar: options.sidebar, search: options.search, toc: options.toc, editUrl: options.editUrl, logo: options.logo, favicon: options.favicon, url: options.url, socialImage: options.socialImage, lang: options.lang, colorScheme: options.colorScheme, themeSwitch: options.themeSwitch, labels: options.labels, scriptLabels: scriptLabelsJson(options.labels) }));
  // The page's headings for its "On this page" list, and the list's default markup (see toc.ts): the same for any
  // build, so not layout filters.
  eleventyConfig.addFilter("docgenToc", (content: unknown) => tocEntries(String(content ?? "")));
  // Headings and examples for the default layout: kept from the page's render when they could be worked out there
  // (see PageScans), else read from one copy of the page (see scanPage).
  const stats = getBuildContext(eleventyConfig)?.stats;
  eleventyConfig.addFilter("docgenScan", function (this: { page?: { inputPath?: unknown } } | undefined, content: unknown, withToc: unknown) {
    const text = String(content ?? "");
    const kept = scans.take(this?.page?.inputPath, text);
    if (!kept) return scanPage(text, withToc === true);
    if (stats) stats.outlineScans++;
    return withToc === true ? kept : { ...kept, toc: [] };
  });
  let tocTitle: string | undefined;
  eleventyConfig.addFilter("docgenTocHtml", (entries: TocEntry[] | undefined) => tocHtml(entries ?? [], (tocTitle ??= (nunjucks() ?? nunjucksNotReady()).lib.escape(options.labels.onThisPage))));
  const inputDir: string = eleventyConfig.directories.input;
  // A file's site path without its `.md`: the generated spec download's permalink (`api/openapi.json.md` becomes
  // `/api/openapi.json`). Eleventy's own `page.filePathStem` keeps the input folder in it when that folder lies
  // outside the working directory (`docgen build -i ../docs`), so it is worked out here from absolute paths.
  eleventyConfig.addFilter("docgenFileUrl", (inputPath: unknown) => {
    const relative = path.relative(path.resolve(inputDir), path.resolve(String(inputPath))).split(path.sep).join("/");
    return `/${relative.replace(/\.md$/, "")}`;
  });
  // The tree is built once per collection (one per build) and each page gets it with only its own path
  // marked (markCurrent shares the rest): O(pages) per build, not O(pages²) in time and memory.
  const trees = new WeakMap<object, SidebarGroup[]>();
  const context = getBuildContext(eleventyConfig);
  const treeFor = (items: CollectionItemLike[] | undefined) => {
    const all = items ?? [];
    let tree = trees.get(all);
    if (!tree) {
      trees.set(all, (tree = buildSidebarTree(options.sidebar, pagesFromCollection(all, inputDir), options.warn)));
      // `docgen build` sends a site with no page at `/` to this one (see build/start-page.ts).
      if (context) context.firstLink = firstLink(tree);
    }
    return tree;
  };
  const sidebarFor = (items: CollectionItemLike[] | undefined, url: string | undefined) => markCurrent(treeFor(items), url);
  let sidebarHtml: SidebarHtml | undefined;
  eleventyConfig.on("eleventy.before", () => {
    sidebarHtml = undefined;
  });
  const filters: Record<LayoutFilter, (this: unknown, ...args: never[]) => unknown> = {
    // A sidebar asks for every link on every page: the same URLs, kept for the build (see path-prefix.ts).
    docgenUrl: urls.url,
    // A site path as an absolute URL on the site's address (`url`), with the path prefix, as the sitemap writes it
    // (canonical links, Open Graph); an http(s) URL as it is.
    docgenAbsoluteUrl(this: unknown, url: string) {
      if (typeof url !== "string" || /^https?:\/\//i.test(url)) return url;
      return options.url === undefined ? undefined : absolute(urls.url.call(this, url), options.url);
    },
    docgenSidebarHtml(this: unknown, groups: SidebarGroup[]) {
      const lib = (nunjucks() ?? nunjucksNotReady()).lib;
      sidebarHtml ??= new SidebarHtml((url) => eleventyConfig.getFilter("docgenUrl").call(this, url), (text) => lib.escape(text), options.labels);
      return sidebarHtml.render(groups ?? []);
    },
    // A filter, and computed data where a template may read it: the default layout calls the filter,
    // `collections.all | docgenSidebar(page.url)`. Any computed data makes Eleventy run its computed-data pass
    // (a dependency graph and a proxy probe) on every page: 0.3 s of a 3.7 s GitHub reference build.
    docgenSidebar: (items: CollectionItemLike[], url: string) => sidebarFor(items, url),
    // The pages before and after this one in the navigation's order (see pagerOf), for the links under the page.
    docgenPager: (items: CollectionItemLike[], url: string) => (options.pagination ? pagerOf(treeFor(items), url) : undefined),
    // Where a page's source is edited: the site's editUrl and the page's path from the docs root.
    docgenEditUrl: (inputPath: string) => (options.editUrl === undefined || typeof inputPath !== "string" ? undefined : editLink(options.editUrl, inputDir, inputPath)),
    // A sidebar label, escaped, with break opportunities in long words (see breakableLabel).
    docgenBreakable(this: unknown, label: unknown) {
      const lib = nunjucks() ?? nunjucksNotReady();
      return lib.runtime.markSafe(breakableLabel(String(label ?? ""), (text) => lib.lib.escape(text)));
    },
  };
  // Eleventy keeps compiled layouts for the whole process (its layout cache is keyed by the input folder and the
  // layout's name), so a second build of the same folder in one process renders its layouts with the filters of
  // the first: its sidebar, its path prefix. The page's data is always the current build's, so each filter hands
  // the call to the filter of the build the data comes from.
  eleventyConfig.addGlobalData(LAYOUT_FILTERS, Object.freeze(filters));
  for (const name of Object.keys(filters) as LayoutFilter[]) {
    const own = filters[name];
    eleventyConfig.addFilter(name, function (this: { ctx?: Record<string, unknown> } | undefined, ...args: never[]) {
      const current = (this?.ctx?.[LAYOUT_FILTERS] as typeof filters | undefined)?.[name] ?? own;
      return current.apply(this, args);
    });
  }
  if (!(options.sidebarData ?? templatesMention(eleventyConfig, "docgenSidebar"))) return;
  eleventyConfig.addGlobalData("eleventyComputed.docgenSidebar", () => (data: { collections?: { all?: CollectionItemLike[] }; page?: { url?: string } }) => {
    const all = data.collections?.all;
    // Eleventy first evaluates computed data with empty collections to find dependencies.
    if (!Array.isArray(all) || all.length === 0) return [];
    return sidebarFor(all, data.page?.url);
  });
}

/** What rendering a member gave, and whether it warned (a member that warns renders with its page). */
interface Rendered<T> {
  value: T;
  warned: boolean;
}

/** A link reference, footnote or abbreviation definition line (`[id]: url`, `[^1]: text`, `*[HTML]: ...`). */
const DEFINITION = /^ {0,3}\*?\[[^\]\n]*\]:/m;

/** Whether `source` may hold a definition line: the expression tries every line start, so a page without `]:` skips it. */
function hasDefinition(source: string): boolean {
  return source.includes("]:") && DEFINITION.test(source);
}

/** Headings get page-wide unique ids: a run with one renders with its page. */
const HEADING = /<h[1-6][\s>]/i;

/** A run's flag (with examplesIn's 1 and 2) when a page holding it cannot be scanned from its outline (see finishScanned). */
const OUTLINE_UNSAFE = 4;

/**
 * Whether `text` ends a tag or a line just before `at`. Where a run meets the page's own HTML at such a point, no
 * start tag the layout looks for (an h2 or h3, an example's `<div class=...>`) can begin on one side and end on the
 * other: each has its only `>` at its end and no line break.
 */
function endsTag(text: string, at: number): boolean {
  const c = text.charCodeAt(at - 1);
  return c === 10 /* \n */ || c === 62 /* > */;
}

/**
 * The HTML of each distinct run of fields, rendered once per build (see registerGeneratedPages). Pages hold a
 * placeholder comment until Markdown has rendered them; the nonce keeps a page's own comments from matching.
 * The HTML is shared, not copied: a page's content is a rope over these strings until Eleventy writes it.
 */
class RunCache {
  private byKey = new Map<string, number | null>();
  /**
   * Each shared run, by its id in the placeholder: its HTML, and its members' examples together (see members), with
   * OUTLINE_UNSAFE when one of them does not end with a tag or a line (see finishScanned).
   */
  private runs: { html: string; examples: number }[] = [];
  /**
   * Each distinct component of the runs: its HTML, and examplesIn of it or OUTLINE_UNSAFE when it does not end with
   * a tag or a line (see finishScanned); null when it cannot be shared.
   */
  private members = new Map<string, { html: string; examples: number } | null>();
  private readonly prefix = `<!--docgen-run-${randomBytes(6).toString("hex")}:`;
  /** Separates member bodies in one Markdown call. */
  private readonly cutPrefix = `<!--docgen-cut-${randomBytes(6).toString("hex")}:`;
  /** Whether members skip Markdown for their own HTML: true until a check finds otherwise (see renderNew). */
  private direct = true;
  /** Which member shapes were checked this build. */
  private shapeChecked = { body: false, bare: false };
  /** See passesHtmlThrough. */
  private verbatim: boolean | undefined;
  /** markdown-it's own render, without the wrapper: batches are cut at the markers the wrapper removes. */
  markdown: ((src: string) => string) | undefined;
  /** The instance itself, for rendersPlainParagraphs. */
  markdownIt: MarkdownItLike | undefined;
  /**
   * Whether bodies that are a line of plain words skip Markdown (see plain-paragraph.ts): decided on the first
   * such body of a build, once every plugin has amended the instance, and checked against Markdown on that body.
   */
  private plain: boolean | undefined;

  constructor(private readonly stats?: BuildStats) {}

  clear(): void {
    this.byKey.clear();
    this.runs = [];
    this.members.clear();
    this.direct = true;
    this.shapeChecked = { body: false, bare: false };
    this.verbatim = undefined;
    this.plain = undefined;
  }

  /**
   * The text standing in for a run: a placeholder, or the run's own output when it cannot be shared (a member
   * warned, holds a heading, or leaves a code fence or raw HTML block open). A run's HTML is its members' HTML
   * in order: each member's output is Markdown blocks of its own, between blank lines (see renderComponent), so
   * Markdown reads the run as it reads each member. Each distinct member is rendered once, whatever runs hold it.
   * `render` renders one member and reports whether it warned.
   */
  use(key: string, listMembers: () => RunMember[], inline: () => string, render: (member: RunMember) => Rendered<string>, parts: (member: RunMember) => Rendered<ComponentParts | undefined>): string {
    const markdown = this.markdown;
    if (!markdown || !this.passesHtmlThrough(markdown)) return inline();
    let id = this.byKey.get(key);
    if (id === undefined) {
      const members = listMembers();
      this.renderNew(members, markdown, render, parts);
      let html: string | undefined = "";
      // Read from each member once, not from the run (a rope, which a search would flatten into a copy kept with it).
      let examples = 0;
      for (const member of members) {
        const part = this.members.get(member.key);
        if (part === null || part === undefined) {
          html = undefined;
          break;
        }
        html += part.html;
        examples |= part.examples;
      }
      id = html === undefined ? null : this.runs.push({ html, examples }) - 1;
      this.byKey.set(flatCopy(key), id);
      if (id !== null && this.stats) this.stats.sharedRuns++;
    } else if (id !== null && this.stats) this.stats.reusedRuns++;
    return id === null ? inline() : `${this.prefix}${id}-->\n\n`;
  }

  /**
   * Renders the members not seen before, with one Markdown call for all of them (each call has a fixed cost, and
   * most members are a few lines): the HTML is cut where each member's opening marker is, which Markdown passes
   * through as it is (an HTML comment on a line of its own).
   *
   * Members laid out by docgen's own markup skip Markdown for their HTML: only their bodies go through it, and
   * the HTML around them is put back as it is (see renderComponentParts). That claim is checked against the
   * ordinary render on the first member with a body and the first without one, once per build; if the site's
   * Markdown disagrees (a custom renderer), every member takes the ordinary path for the rest of the build.
   */
  private renderNew(
    members: RunMember[],
    markdown: (src: string) => string,
    render: (member: RunMember) => Rendered<string>,
    parts: (member: RunMember) => Rendered<ComponentParts | undefined>,
  ): void {
    const seen = new Set<string>();
    const whole: { key: string; marker: string }[] = [];
    let source = "";
    const renderWhole = (member: RunMember): void => {
      const out = render(member);
      const marker = /^<!--docgen:\d+-->/.exec(out.value)?.[0];
      if (out.warned || marker === undefined || !new OpenBlocks().closedAfter(out.value)) this.members.set(flatCopy(member.key), null);
      else if (headingLineIn(out.value)) this.leaveToPage(member.key);
      else {
        whole.push({ key: member.key, marker });
        source += out.value;
      }
    };
    const split: { key: string; parts: ComponentParts; cut: string; member: RunMember; plain: string | undefined }[] = [];
    /** The members whose bodies go through Markdown, in one call, and that call's source. */
    const batched: (typeof split)[number][] = [];
    let bodies = "";
    for (const member of members) {
      if (this.members.has(member.key) || seen.has(member.key)) continue;
      seen.add(member.key);
      const direct = this.direct ? parts(member) : undefined;
      if (!direct?.value) {
        renderWhole(member);
        continue;
      }
      const { body } = direct.value;
      // A member whose HTML will hold a heading is rendered with its page (see setMember): its body is not worth a
      // Markdown call here. A response example's body starts with one (its "Example response" heading, then the
      // JSON): in the GitHub reference's build, 6.1 of the 7.2 MB of Markdown these calls read were such bodies,
      // rendered for nothing.
      if (body !== undefined && headingLineIn(body)) {
        this.leaveToPage(member.key);
        continue;
      }
      const plain = body === undefined || direct.warned ? undefined : this.plainHtml(body, markdown);
      if (direct.warned || (body !== undefined && plain === undefined && !new OpenBlocks().closedAfter(`${body}\n`))) {
        this.members.set(flatCopy(member.key), null);
        continue;
      }
      const entry = { key: member.key, parts: direct.value, cut: `${this.cutPrefix}${split.length}-->`, member, plain };
      split.push(entry);
      if (body !== undefined && plain === undefined) {
        batched.push(entry);
        bodies += `${entry.cut}\n\n${body}\n\n`;
      }
    }
    if (split.length > 0) {
      const pieces = cutAt(bodies === "" ? "" : markdown(bodies), batched.map((s) => s.cut));
      const inner = new Map(batched.map(({ cut }, i) => [cut, pieces[i]?.startsWith(`${cut}\n`) ? stripNestedMarkers(pieces[i]!.slice(cut.length + 1)) : undefined]));
      const result = ({ parts, cut, plain }: (typeof split)[number]): string | undefined => {
        if (parts.body === undefined) return parts.head;
        const html = plain ?? inner.get(cut);
        return html === undefined ? undefined : `${parts.head}\n${html}${parts.tail}`;
      };
      // Checked against the ordinary render once per build for each shape (with a body, without one).
      for (const shape of ["body", "bare"] as const) {
        const first = split.find((s) => (s.parts.body !== undefined) === (shape === "body"));
        if (!this.direct || this.shapeChecked[shape] || !first) continue;
        this.shapeChecked[shape] = true;
        this.direct = result(first) === stripNestedMarkers(markdown(render(first.member).value));
      }
      if (this.direct) {
        for (const s of split) this.setMember(s.key, result(s));
        if (this.stats) this.stats.directMembers += split.length;
      } else for (const { member } of split) renderWhole(member); // this batch goes the ordinary way too
    }
    if (whole.length === 0) return;
    const pieces = cutAt(markdown(source), whole.map((w) => w.marker));
    whole.forEach(({ key }, i) => this.setMember(key, pieces[i] === undefined ? undefined : stripNestedMarkers(pieces[i]!)));
  }

  /** A member whose Markdown has a heading: rendered with its page, not shared (see setMember). */
  private leaveToPage(key: string): void {
    this.members.set(flatCopy(key), null);
    if (this.stats) this.stats.headingMembers++;
  }

  /** A body's HTML without a Markdown call, when it is a line of plain words and this build's Markdown allows. */
  private plainHtml(body: string, markdown: (src: string) => string): string | undefined {
    if (this.plain === false) return undefined;
    const html = plainParagraph(body);
    if (html === undefined) return undefined;
    if (this.plain === undefined) {
      this.plain = this.markdownIt !== undefined && rendersPlainParagraphs(this.markdownIt) && markdown(body) === html;
      if (!this.plain) return undefined;
    }
    if (this.stats) this.stats.plainBodies++;
    return html;
  }

  /**
   * Whether the site's Markdown passes a comment line and an HTML block through as they are, which sharing
   * relies on (members are cut at comments, and their HTML is put back untouched). A site whose Markdown escapes
   * raw HTML or renders it its own way renders every page whole. Asked once per build.
   */
  private passesHtmlThrough(markdown: (src: string) => string): boolean {
    if (this.verbatim === undefined) {
      const probe = "<!--docgen-probe-->\n\n<div>\n<p>x</p>\n</div>\n";
      this.verbatim = markdown(probe) === "<!--docgen-probe-->\n<div>\n<p>x</p>\n</div>\n";
    }
    return this.verbatim;
  }

  /** A member's HTML, or null (rendered with its page) when it failed to cut or holds a heading. */
  private setMember(key: string, part: string | undefined): void {
    if (part === undefined || HEADING.test(part)) {
      this.members.set(flatCopy(key), null);
      return;
    }
    const html = compactCopy(part);
    this.members.set(flatCopy(key), { html, examples: endsTag(html, html.length) ? examplesIn(html) : OUTLINE_UNSAFE });
  }

  /**
   * Rendered Markdown with each run placeholder swapped for its run's HTML and each nested-component marker
   * removed (with the line break after it), in one pass: `content`, a rope over the run strings (shared, not
   * copied). With it, `scan`: what the default layout reads from the page (see scanOutline), worked out from the
   * page's own part, the page with RUN_GAP for each run, made in the same pass. Undefined when that would not be
   * exact (a run member that ends, or a run that starts, elsewhere than after a tag or a line, see endsTag) or would
   * cost what scanPage costs (no run, but markers removed: the page is then a rope over its own text, which the
   * layout's search copies once either way).
   */
  finishScanned(html: string): { content: string; scan: PageScan | undefined } {
    let inserted = 0;
    let examples = 0;
    let outline = "";
    let edited = false;
    const content = rewriteComments(html, (at) => {
      if (html.startsWith(this.prefix, at)) {
        const idStart = at + this.prefix.length;
        const idEnd = html.indexOf("-->", idStart);
        const run = this.runs[Number(html.slice(idStart, idEnd))]!;
        inserted++;
        examples |= at === 0 || endsTag(html, at) ? run.examples : OUTLINE_UNSAFE;
        return { end: idEnd + 3, insert: run.html, outline: RUN_GAP };
      }
      const end = nestedMarkerEnd(html, at);
      if (end === -1) return undefined;
      edited = true;
      return { end, insert: "", outline: "" };
    }, (piece) => {
      outline += piece;
    });
    if (inserted === 0) return { content, scan: edited ? undefined : scanOutline(html, 0) };
    return { content, scan: (examples & OUTLINE_UNSAFE) !== 0 ? undefined : scanOutline(outline, examples) };
  }
}

/**
 * `html` cut at `markers`, found in order: piece i runs from marker i to marker i + 1 (or the end). A piece is
 * undefined when its marker, or the next one, is missing.
 */
function cutAt(html: string, markers: string[]): (string | undefined)[] {
  let from = 0;
  const starts = markers.map((marker) => {
    const at = html.indexOf(marker, from);
    if (at !== -1) from = at + marker.length;
    return at;
  });
  return starts.map((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]! : html.length;
    return start === -1 || end === -1 ? undefined : html.slice(start, end);
  });
}

/** Whether the site gave Nunjucks delimiters of its own (`tags` in its environment options). */
function customDelimiters(env: NunjucksEnv & { opts?: { tags?: object } }): boolean {
  const tags = env.opts?.tags;
  return tags !== undefined && tags !== null && Object.keys(tags).length > 0;
}

/**
 * --serve and --watch: what a rebuild may keep of the build before it. Only a build while watching, incremental
 * (Eleventy's mode), whose changed files are all Markdown pages of the docs folder (see isDocsPage), keeps the run
 * cache and each generated page's preprocessed text (Markdown with run placeholders), by input path: templates,
 * data, configuration and Markdown settings are then as they were. `docgen build` makes such builds for a one-page
 * edit (see build/watch-rebuilds.ts). Any other build starts afresh; a one-off build, and `docgen build --watch
 * --full-rebuilds`, keep nothing. Eleventy runs every page's preprocessors in an incremental build, also for pages it
 * will not render: Microsoft Graph's 11,705 pages took 5.6 s there before.
 */
class PageCache {
  private byPath = new Map<string, { content: string; html: string }>();
  private watching = false;
  private keeping = false;
  /** The files this build is for: rendered afresh whatever their text (their front matter may have changed). */
  private changed = new Set<string>();

  /** `pageRebuilds`: docgen build says rebuilds may be one page (BuildContext); plain Eleventy says so by its run mode. */
  constructor(eleventyConfig: EleventyConfig, pageRebuilds: boolean, clearRuns: () => void) {
    let queue: string[] = [];
    eleventyConfig.on("eleventy.beforeWatch", (changed: string[]) => {
      queue = Array.isArray(changed) ? [...changed] : [];
    });
    eleventyConfig.on("eleventy.before", (event: { incremental?: boolean; runMode?: string; directories?: { input?: string } } | undefined) => {
      this.watching = pageRebuilds || event?.runMode === "serve" || event?.runMode === "watch";
      const input = event?.directories?.input;
      this.keeping = this.watching && event?.incremental === true && input !== undefined && queue.length > 0 && queue.every((file) => isDocsPage(file, input));
      this.changed = new Set(this.keeping ? queue : []);
      queue = [];
      if (!this.keeping) {
        clearRuns();
        this.byPath.clear();
      }
    });
  }

  /** The page's kept text when this build keeps it and its source is the same as when it was kept. */
  get(inputPath: unknown, content: string): string | undefined {
    if (!this.keeping || typeof inputPath !== "string" || this.changed.has(inputPath)) return undefined;
    const kept = this.byPath.get(inputPath);
    return kept !== undefined && kept.content === content ? kept.html : undefined;
  }

  set(inputPath: unknown, content: string, html: string): void {
    if (this.watching && typeof inputPath === "string") this.byPath.set(inputPath, { content, html });
  }
}

/**
 * Markdown pages with no Nunjucks in them skip it. Pages `docgen openapi` wrote: their components are rendered
 * here, before Nunjucks (see generated-pages.ts).
 * Any page this cannot handle, or any error, falls through to the ordinary path, which reports errors with
 * their location.
 */
function registerGeneratedPages(
  eleventyConfig: EleventyConfig,
  services: RenderServices,
  env: () => NunjucksEnv | undefined,
  runs: RunCache,
  pages: PageCache,
  stats?: BuildStats,
): void {
  const byName = new Map(components.map((c) => [c.name, c]));
  let warned = false;
  const watched: RenderServices = {
    ...services,
    warn: (message) => {
      warned = true;
      services.warn(message);
    },
  };
  eleventyConfig.addPreprocessor("docgen-generated-pages", "md", function (data: { generator?: unknown; page?: ShortcodeThis["page"] }, content: unknown) {
    const nunjucksEnv = env();
    if (typeof content !== "string" || !nunjucksEnv) return undefined;
    if (data?.generator !== GENERATOR_VALUE) {
      // A Markdown page with no Nunjucks in it is Markdown alone: Nunjucks would lex every character, compile the
      // page and output it as it is (about half a second for 1,353 pages of 6.7 KB). Eleventy reads the engine
      // from the data when it renders (see below). Custom delimiters make any text a possible tag: left alone.
      if (data?.page?.templateSyntax === "njk,md" && !customDelimiters(nunjucksEnv) && !hasNunjucksSyntax(content)) {
        (data as Record<string, unknown>).templateEngineOverride = "md";
        if (stats) stats.plainPages++;
      }
      return undefined;
    }
    const kept = pages.get(data.page?.inputPath, content);
    if (kept !== undefined) {
      (data as Record<string, unknown>).templateEngineOverride = "md";
      return kept;
    }
    const nodes = parseGeneratedPage(content, byName);
    if (!nodes) return undefined;
    const self: ShortcodeThis = { page: data.page, env: nunjucksEnv, source: content };
    const renderOne: RenderOne = (definition, body, keywords) => renderComponent(definition, self, body, [keywords], watched);
    const markdownOnly = pageIsMarkdown(data.page) && (data as Record<string, unknown>).templateEngineOverride === "njk,md";
    try {
      if (markdownOnly) {
        // Field lists repeat across pages (a shared schema's fields appear wherever it is used): each distinct run
        // of fields is rendered, Markdown included, once per build; the page gets a placeholder that Markdown
        // passes through and the wrapped md.render swaps for the HTML.
        // Link reference or footnote definitions reach across the page, so a page with any renders whole.
        const renderMember = (member: RunMember): Rendered<string> => {
          warned = false;
          const value = renderOne(member.component, member.content, member.keywords);
          return { value, warned };
        };
        const memberParts = (member: RunMember): Rendered<ComponentParts | undefined> => {
          warned = false;
          const value = renderComponentParts(member.component, self, member.content, [member.keywords], watched);
          return { value, warned };
        };
        const hook: RunHook | undefined = !hasDefinition(content) ? (key, members, inline) => runs.use(key, members, inline, renderMember, memberParts) : undefined;
        const html = renderNodes(nodes, renderOne, hook && { source: content, hook });
        pages.set(data.page?.inputPath, content, html);
        if (stats) stats.fastPages++;
        // Nothing is left for Nunjucks to do: Markdown alone renders the page. Eleventy reads the engine from the
        // data when it renders, so Nunjucks neither compiles nor caches a copy of this (large) page.
        (data as Record<string, unknown>).templateEngineOverride = "md";
        return html;
      }
      const html = renderNodes(nodes, renderOne);
      if (stats) stats.fastPages++;
      // Always raw blocks, even for plain text: Nunjucks skips a raw block with one search instead of lexing it.
      return rawBlocks(html);
    } catch {
      return undefined;
    }
  });
}

/**
 * Nested component output is wrapped in numbered comments while pages render (see markNested in body.ts);
 * the numbers depend on render order, so they are removed from every page: same input, same bytes.
 */
function registerMarkerCleanup(eleventyConfig: EleventyConfig, tellAssets: boolean): (outputPath: string) => boolean {
  // The HTML pages found to hold no Mermaid diagram, by output path, for the assets transform after this one (see
  // registerAssets), which takes each out: one search answers both for most pages. Eleventy takes several pages
  // through their transforms at once, so one slot for the last page would mostly hold another page's.
  const withoutMermaid = new Set<string>();
  eleventyConfig.on("eleventy.before", () => withoutMermaid.clear());
  eleventyConfig.addTransform("docgen-markers", function (this: { page?: { outputPath?: unknown } }, content: unknown) {
    if (typeof content !== "string") return content;
    if (!MARKER_OR_MERMAID.test(content)) {
      const outputPath = this.page?.outputPath;
      if (tellAssets && typeof outputPath === "string" && outputPath.endsWith(".html")) withoutMermaid.add(outputPath);
      return content;
    }
    return content.includes("<!--docgen:") ? stripNestedMarkers(content) : content;
  });
  return (outputPath) => withoutMermaid.delete(outputPath);
}

/**
 * Where a nested-component marker or a Mermaid diagram's source (see assetNeeds) is. Most pages hold neither, and one
 * search for both took 22 ms over the GitHub reference's 64 MB of pages, where a search for each took 30 and 21 ms.
 */
const MARKER_OR_MERMAID = /<!--docgen:|data-docgen-mermaid/;

/**
 * The site's indexes: the search index (see search.ts), `llms.txt` and `sitemap.xml` (see site-index.ts). Made from
 * the collection once per build; the function returned writes them once the assets are copied.
 */
function registerIndexes(
  eleventyConfig: EleventyConfig,
  options: ResolvedOptions,
  prefix: (url: string) => string,
  copies: ReadonlyMap<string, string>,
): ((outputDir: string) => Promise<void>) | undefined {
  if (!options.search && !options.llmsTxt && options.url === undefined) return undefined;
  // llms.txt is written once every page has rendered, when the pages with Markdown copies are known; so is
  // llms-full.txt, from the copies as written.
  let files: [name: string, text: string | (() => string)][] = [];
  let fullOrder: string[] | undefined;
  eleventyConfig.on("eleventy.before", () => {
    files = [];
    fullOrder = undefined;
  });
  eleventyConfig.addCollection("docgenIndexes", (api: { getAll(): (CollectionItemLike & { outputPath?: string | false })[] }) => {
    const all = api.getAll();
    const inputDir: string = eleventyConfig.directories.input;
    const { pages, facts } = pageFacts(all, inputDir);
    files = [];
    if (options.search) files.push([path.join(ASSET_DIR, SEARCH_INDEX), searchIndexJson(searchEntries(facts))]);
    if (options.llmsTxt) files.push([LLMS_TXT, () => llmsTxt(facts, pages, options, prefix, (url) => copies.get(url))]);
    if (options.llmsTxt && options.markdownPages) fullOrder = llmsOrder(facts, pages, options);
    if (options.url !== undefined) files.push([SITEMAP, sitemapXml(facts, options.url, prefix)]);
    return [];
  });
  return async (outputDir) => {
    for (const [name, text] of files) await writeFile(path.join(outputDir, name), typeof text === "string" ? text : text());
    if (fullOrder === undefined) return;
    await writeLlmsFull(path.join(outputDir, LLMS_FULL_TXT), fullOrder, options, prefix, async (url) => {
      const copy = copies.get(url);
      return copy === undefined ? undefined : readFile(path.join(outputDir, copy), "utf8").catch(() => undefined);
    });
  };
}

/**
 * The pages' Markdown copies (the markdownPages option; see markdown-pages.ts): a transform writes each page's copy
 * beside it and links it from the page's head. Returns the site paths of the copies by page URL, kept across
 * rebuilds (a one-page rebuild under --serve renders that page alone), for llms.txt.
 */
function registerMarkdownPages(eleventyConfig: EleventyConfig, options: ResolvedOptions, services: RenderServices): ReadonlyMap<string, string> {
  const copies = new Map<string, string>();
  if (!options.markdownPages) return copies;
  const byName = new Map(components.map((c) => [c.name, c]));
  const writer = getBuildContext(eleventyConfig)?.writer;
  const runs = new Map<string, string>();
  eleventyConfig.on("eleventy.before", () => runs.clear());
  eleventyConfig.addTransform("docgen-markdown-pages", function (this: { page: { inputPath?: string; outputPath?: string | false; url?: string | false } }, content: unknown) {
    const { outputPath, url } = this.page;
    const target = copyPath(outputPath);
    if (target === undefined || typeof content !== "string" || typeof url !== "string") return content;
    const copy = markdownCopy(this.page.inputPath, byName, services, runs);
    if (copy === undefined) {
      copies.delete(url);
      return content;
    }
    if (writer) writer.writeExtra(target, copy);
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, copy);
    }
    const href = copyHref(outputPath as string);
    copies.set(url, url.endsWith("/") ? url + href : url.replace(/[^/]*$/, href));
    return injectIntoHead(content, `<link rel="alternate" type="text/markdown" href="${escapeHtml(href)}">`);
  });
  return copies;
}

/** `oauthUsed`: whether a page of the build offers to get an OAuth2 token (see RenderServices.usesOAuth). */
function registerAssets(
  eleventyConfig: EleventyConfig,
  options: ResolvedOptions,
  services: RenderServices,
  oauthUsed: () => boolean,
  withoutMermaid: (outputPath: string) => boolean,
  writeIndexes?: (outputDir: string) => Promise<void>,
): void {
  prepareAssets();
  eleventyConfig.on("eleventy.after", async (event: { directories: { output: string } }) => {
    // Only a site with a page that offers to get an OAuth2 token gets the page the sign-in comes back to.
    await copyAssets(event.directories.output, oauthUsed() ? { lang: options.lang, text: options.labels.oauthCallback } : undefined);
    await writeIndexes?.(event.directories.output);
  });
  if (!options.injectAssets) return;
  let scriptLabels: string | undefined;
  eleventyConfig.addTransform("docgen-assets", function (this: { page: { outputPath?: string | false; url?: string | false } }, content: string) {
    const outputPath = this.page.outputPath;
    if (typeof outputPath !== "string" || !outputPath.endsWith(".html")) return content;
    const needs = assetNeeds(content, options.markdownPages, withoutMermaid(outputPath));
    if (!needs.stylesheet && !needs.script && !needs.mermaid) return content;
    const env = services.env() ?? nunjucksNotReady();
    const tags = env.render("docgen/assets.njk", {
      root: relativeRoot(this.page.url),
      stylesheet: needs.stylesheet,
      script: needs.script,
      mermaid: needs.mermaid,
      mermaidScriptUrl: options.mermaidScriptUrl,
      scriptLabels: (scriptLabels ??= scriptLabelsJson(options.labels)),
    });
    return injectIntoHead(content, tags.trim());
  });
}
