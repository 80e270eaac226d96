// `docgen build --serve` and `--watch`: an edit to one Markdown page rebuilds that page alone when nothing another
// page shows can have changed; anything else rebuilds the whole site, as Eleventy does by default.
//
// Eleventy's incremental mode renders only the changed page and what its dependency graph says uses it. That graph
// does not know that every page's navigation shows every page's title, order and URL, and the mode queues changes
// one file at a time (regenerating a reference would be a build per page). So docgen decides, build by build:
// - before a build: incremental only for one changed `.md` page in the docs folder (not in a `_` folder such as
//   `_includes` or `_data`, not in `public/`), with nothing else waiting, that the last build had, and whose
//   front matter reads exactly as it did then (front matter without `eleventyComputed`);
// - after an incremental build: if any page's navigation data (URL, title, order, method, deprecated, tags, a
//   folder index's groupLabel, groupOrder and groupSection, as the collections hold them: computed data included) differs from
//   the build before, the site is built again in full.
//   Eleventy works out every page's data again in an incremental build, so a title computed from a page's text is
//   seen too.
// The plugin keeps the shared field HTML and each unchanged generated page's preprocessed text across such a
// build (see PageCache in plugin/index.ts): Eleventy runs every page's preprocessors on every rebuild.
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { frontMatterOf } from "../plugin/front-matter.js";
import { isDocsPage } from "../site-files.js";

/** What this uses of an Eleventy instance (3.1): public methods and fields, checked before use. */
export interface IncrementalEleventy {
  isIncremental?: boolean;
  setIncrementalBuild?(on: boolean): void;
  watchManager?: { getPendingQueueSize?(): number; addToPendingQueue?(path: string): void };
}

export interface WatchHooks {
  on(event: string, listener: (arg: never) => void): void;
  addCollection(name: string, callback: (api: { getAll(): CollectionItem[] }) => unknown[]): void;
}

interface CollectionItem {
  inputPath?: unknown;
  url?: unknown;
  data?: { title?: unknown; order?: unknown; method?: unknown; deprecated?: unknown; tags?: unknown; groupLabel?: unknown; groupOrder?: unknown; groupSection?: unknown };
}

/** The collection through which the navigation data is read: it holds nothing. */
const COLLECTION = "docgenWatchRebuilds";

export class WatchRebuilds {
  /** Each page's front matter as the last build that read it found it, by Eleventy's input path (`./docs/a.md`). */
  private frontMatter = new Map<string, string>();
  /** Each page's navigation data in the last build, and in this one. */
  private nav = new Map<string, string>();
  private current = new Map<string, string>();
  /** The page an incremental build is for; undefined for a full build. */
  private file: string | undefined;

  constructor(
    private readonly eleventy: () => IncrementalEleventy,
    private readonly input: string,
  ) {}

  /** Whether this Eleventy has what the incremental decisions need; without it every rebuild is full. */
  static supported(eleventy: IncrementalEleventy): boolean {
    return typeof eleventy.setIncrementalBuild === "function" && "isIncremental" in eleventy;
  }

  /** Registers on one Eleventy configuration (again after a configuration reset: the state stays here). */
  register(eleventyConfig: WatchHooks): void {
    eleventyConfig.on("eleventy.beforeWatch", (queue: string[]) => this.beforeWatch(queue));
    eleventyConfig.on("eleventy.before", () => {
      this.current = new Map();
      if (this.file === undefined) this.frontMatter = new Map();
    });
    // Collections are made once every page's data is worked out (computed data included), in every build, and
    // hold every page the navigation can list: what the navigation reads, read where it reads it.
    eleventyConfig.addCollection(COLLECTION, (api) => {
      for (const item of api.getAll()) this.record(item);
      return [];
    });
    eleventyConfig.on("eleventy.after", () => this.after());
  }

  private beforeWatch(queue: string[]): void {
    const eleventy = this.eleventy();
    const file = queue.length === 1 ? queue[0] : undefined;
    const waiting = eleventy.watchManager?.getPendingQueueSize?.();
    const incremental = eleventy.isIncremental === true && file !== undefined && waiting === 0 && isDocsPage(file, this.input) && this.sameFrontMatter(file);
    if (!incremental && eleventy.isIncremental) eleventy.setIncrementalBuild?.(false);
    this.file = incremental ? file : undefined;
  }

  /**
   * A page's navigation data; a full build also keeps its front matter. (A one-page build's page had the front
   * matter already kept, or it would not be one; an edit to it during the build shows in its navigation data.)
   */
  private record(item: CollectionItem): void {
    const inputPath = item?.inputPath;
    if (typeof inputPath !== "string") return;
    const data = item.data ?? {};
    this.current.set(inputPath, JSON.stringify([item.url ?? null, data.title ?? null, data.order ?? null, data.method ?? null, data.deprecated ?? null, data.tags ?? null, data.groupLabel ?? null, data.groupOrder ?? null, data.groupSection ?? null]));
    if (this.file !== undefined || !inputPath.endsWith(".md")) return;
    const front = readFrontMatter(inputPath);
    if (front !== undefined) this.frontMatter.set(inputPath, front);
  }

  private after(): void {
    const eleventy = this.eleventy();
    const file = this.file;
    this.file = undefined;
    const navChanged = file !== undefined && !sameEntries(this.current, this.nav);
    this.nav = this.current;
    if (navChanged) {
      // Every page shows the navigation: build them all, now.
      eleventy.watchManager?.addToPendingQueue?.(file);
      eleventy.setIncrementalBuild?.(false);
      return;
    }
    // With changes already waiting, the next build takes them all at once, in full.
    eleventy.setIncrementalBuild?.(eleventy.watchManager?.getPendingQueueSize?.() === 0);
  }

  private sameFrontMatter(file: string): boolean {
    const before = this.frontMatter.get(file);
    const now = readFrontMatter(file);
    return before !== undefined && now === before && !now.includes("eleventyComputed");
  }
}

const HEAD = Buffer.alloc(4096);

/**
 * A page's front matter (see frontMatterOf), from its first 4 KB when the block ends there (a full build reads it
 * for every page: Microsoft Graph's 11,704 took 70-90 ms so, 170-210 ms read whole); undefined when unreadable.
 */
export function readFrontMatter(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const size = readSync(fd, HEAD, 0, HEAD.length, 0);
    const head = HEAD.toString("utf8", 0, size);
    const front = frontMatterOf(head);
    // Cut short when its block runs past the first 4 KB (unclosed there): read the whole page.
    return size < HEAD.length || front !== head || !head.startsWith("---") ? front : frontMatterOf(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}


function sameEntries(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
