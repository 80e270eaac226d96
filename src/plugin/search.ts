// The site's search index: one entry per page (title, URL, description, and for an API page its method and path),
// written once per build to `_docgen/search.json` and read by docgen.js when a reader first uses the search box.
// Titles, descriptions and API paths are what a reader of a docs site looks for by name ("create a repository",
// "POST /repos"); the index stays small enough to fetch whole (Microsoft Graph's 11,704 pages: 2.7 MB, 190 KB
// with gzip), so search needs no server and no build step beyond this file.
import { GENERATOR_VALUE } from "../openapi/write/front-matter.js";
import path from "node:path";
import { type CollectionItemLike, type SidebarPage, frontMatterWords, pageOf } from "./sidebar.js";

/** Where the index lands, inside the assets folder (see assets.ts). */
export const SEARCH_INDEX = "search.json";

/** Descriptions are cut to this many characters: enough to match on and to show a line of. */
const MAX_DESCRIPTION = 160;

/**
 * One page: `t` title, `u` site URL (without the path prefix), `d` description, `m` method and `p` path of an API page,
 * `k` its keywords, space-separated (see searchEntries).
 */
export interface SearchEntry {
  t: string;
  u: string;
  d?: string;
  m?: string;
  p?: string;
  k?: string;
}

/** `GET /repos/{owner}/{repo}` in a generated page's `source`. */
const OPERATION_SOURCE = /^([A-Z][A-Z-]*) (\/\S*)$/;

/** What the site's indexes (search, llms.txt) say of a page, from its collection item. */
export interface PageFacts {
  title: string;
  /** The site URL, without the path prefix. */
  url: string;
  /** Its front matter description, trimmed; left out when it only repeats the method and path. */
  description?: string;
  method?: string;
  /** An API page's path (`/repos/{owner}/{repo}`), from the `source` of a page docgen openapi wrote. */
  path?: string;
  /** On a generated API's index page with `--spec-download`: the site URL of the spec's file. */
  specDownload?: string;
  /**
   * Front matter `keywords` (a list of words, or one text of comma-separated ones): what a reader may search the
   * page by beyond its title and description. `docgen openapi` writes an operation's parameters and body fields.
   */
  keywords?: string[];
}

/**
 * One pass over the collection for the site's indexes: `pages`, every page with a URL as the sidebar sees it
 * (pagesFromCollection's answer), and `facts`, those of the HTML pages, both in collection order.
 */
export function pageFacts(items: readonly (CollectionItemLike & { outputPath?: string | false })[], inputDir: string): { pages: SidebarPage[]; facts: PageFacts[] } {
  const root = path.resolve(inputDir);
  const pages: SidebarPage[] = [];
  const out: PageFacts[] = [];
  for (const item of items) {
    if (!item.url) continue; // permalink: false
    const page = pageOf(item, item.url, root);
    pages.push(page);
    if (typeof item.outputPath === "string" && !item.outputPath.endsWith(".html")) continue;
    const data = item.data ?? {};
    const facts: PageFacts = { title: page.title, url: page.url };
    const operation = typeof data.source === "string" && data.generator === GENERATOR_VALUE ? OPERATION_SOURCE.exec(data.source) : null;
    // A generated page without a summary of its own is described by its method and path: said once, not twice.
    if (typeof data.description === "string" && data.description.trim() !== "" && data.description !== operation?.[0]) facts.description = data.description.trim();
    if (operation) {
      facts.method = operation[1]!;
      facts.path = operation[2]!;
    } else if (page.method) facts.method = page.method;
    if (typeof data.specDownload === "string" && data.generator === GENERATOR_VALUE) facts.specDownload = new URL(data.specDownload, `http://docgen.invalid${page.url}`).pathname;
    const keywords = keywordsOf(data.keywords);
    if (keywords.length > 0) facts.keywords = keywords;
    out.push(facts);
  }
  return { pages, facts: out };
}

/** Front matter `keywords` as words (a list, or a text split at commas), each once. */
function keywordsOf(value: unknown): string[] {
  return [...new Set(frontMatterWords(value, ","))];
}

/**
 * A keyword on more pages than this share of the site's (and than COMMON_KEYWORDS_FLOOR) tells no page apart: left
 * out of the index (GitHub's `per_page`, Microsoft Graph's `$select` on thousands of pages), which stays small.
 */
const COMMON_KEYWORDS_SHARE = 0.05;
const COMMON_KEYWORDS_FLOOR = 10;

/** The index of the site's HTML pages (pageFacts), ordered by URL (same site, same bytes). */
export function searchEntries(facts: readonly PageFacts[]): SearchEntry[] {
  const counts = new Map<string, number>();
  for (const f of facts) for (const k of f.keywords ?? []) counts.set(k, (counts.get(k) ?? 0) + 1);
  const common = Math.max(COMMON_KEYWORDS_FLOOR, facts.length * COMMON_KEYWORDS_SHARE);
  const entries = facts.map((f): SearchEntry => {
    const entry: SearchEntry = { t: f.title, u: f.url };
    if (f.description !== undefined) entry.d = shorten(f.description, MAX_DESCRIPTION);
    if (f.method !== undefined) entry.m = f.method;
    if (f.path !== undefined) entry.p = f.path;
    const keywords = f.keywords?.filter((k) => counts.get(k)! <= common);
    if (keywords && keywords.length > 0) entry.k = keywords.join(" ");
    return entry;
  });
  return entries.sort((a, b) => (a.u < b.u ? -1 : a.u > b.u ? 1 : 0));
}

/** Text on one line, cut to `max` characters with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The index file's text. */
export function searchIndexJson(entries: readonly SearchEntry[]): string {
  return `${JSON.stringify({ version: 1, pages: entries })}\n`;
}
