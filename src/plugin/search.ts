// The site's search index: one entry per page (title, URL, description, and for an API page its method and path),
// written once per build to `_docgen/search.json` and read by docgen.js when a reader first uses the search box.
// Titles, descriptions and API paths are what a reader of a docs site looks for by name ("create a repository",
// "POST /repos"); the index stays small enough to fetch whole (Microsoft Graph's 11,704 pages: 2.7 MB, 190 KB
// with gzip), so search needs no server and no build step beyond this file.
import { GENERATOR_VALUE } from "../openapi/write/front-matter.js";
import path from "node:path";
import { type CollectionItemLike, pageOf } from "./sidebar.js";

/** Where the index lands, inside the assets folder (see assets.ts). */
export const SEARCH_INDEX = "search.json";

/** Descriptions are cut to this many characters: enough to match on and to show a line of. */
const MAX_DESCRIPTION = 160;

/** One page: `t` title, `u` site URL (without the path prefix), `d` description, `m` method and `p` path of an API page. */
export interface SearchEntry {
  t: string;
  u: string;
  d?: string;
  m?: string;
  p?: string;
}

/** `GET /repos/{owner}/{repo}` in a generated page's `source`. */
const OPERATION_SOURCE = /^([A-Z]+) (\/\S*)$/;

/** The index of the collection's HTML pages, ordered by URL (same site, same bytes). */
export function searchEntries(items: readonly (CollectionItemLike & { outputPath?: string | false })[], inputDir: string): SearchEntry[] {
  const root = path.resolve(inputDir);
  const entries: SearchEntry[] = [];
  for (const item of items) {
    if (!item.url || (typeof item.outputPath === "string" && !item.outputPath.endsWith(".html"))) continue;
    const page = pageOf(item, item.url, root);
    const data = item.data ?? {};
    const entry: SearchEntry = { t: page.title, u: page.url };
    const operation = typeof data.source === "string" && data.generator === GENERATOR_VALUE ? OPERATION_SOURCE.exec(data.source) : null;
    // A generated page without a summary of its own is described by its method and path: said once, not twice.
    if (typeof data.description === "string" && data.description.trim() !== "" && data.description !== operation?.[0]) entry.d = shorten(data.description.trim());
    if (operation) {
      entry.m = operation[1]!;
      entry.p = operation[2]!;
    } else if (page.method) entry.m = page.method;
    entries.push(entry);
  }
  return entries.sort((a, b) => (a.u < b.u ? -1 : a.u > b.u ? 1 : 0));
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length <= MAX_DESCRIPTION ? flat : `${flat.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

/** The index file's text. */
export function searchIndexJson(entries: readonly SearchEntry[]): string {
  return `${JSON.stringify({ version: 1, pages: entries })}\n`;
}
