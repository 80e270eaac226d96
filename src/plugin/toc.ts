// The page's table of contents ("On this page"): its h2 and h3 headings, read from the page's rendered HTML so that
// hand-written pages, generated pages and headings written as HTML are listed alike.
import { DEFAULT_LABELS } from "./labels.js";

export interface TocEntry {
  /** 2 or 3. */
  level: number;
  /** The heading's id as HTML attribute text, ready to print inside double quotes (`href="#{{ id | safe }}"`). */
  id: string;
  /** The heading's text as HTML: its tags taken out, its entities kept, white space made single spaces. */
  html: string;
}

/**
 * An h2 or h3 from its `<`: attributes and content. Headings do not nest, so the first closing tag of the same level
 * ends one; a heading written without its closing tag is not listed.
 */
const HEADING = /<[hH]([23])(\s[^>]*)?>([\s\S]*?)<\/[hH]\1\s*>/y;
const START = /<h[23][\s>]/gi;
const ID = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const SKIP = /\sclass\s*=\s*["']?[^"'>]*\bdocgen-toc-skip\b/i;

/**
 * The headings of `page` (its HTML) that have an id, in order. A heading with the class `docgen-toc-skip` (`## Changelog
 * {.docgen-toc-skip}` in Markdown) is left out, and so is one with no text.
 */
export function tocEntries(page: string): TocEntry[] {
  return entriesOf(searchable(page))!;
}

/**
 * A new string holding the page, for searches to run on, never on the page itself. A page's content is usually a
 * rope of pieces, many shared with other pages (fields rendered once per build), and Eleventy keeps every page's
 * content until the build ends; a search flattens the string it runs on into one buffer, in place, which gave every
 * page a copy of its own for the whole build (Microsoft Graph's reference: 1,309 MiB at the peak, with the entries'
 * text copied, against 932-980 without the list; 1,331-1,383 MiB when the layout also searched the page for a
 * RequestExample). The new string's flat copy goes with it. Making it is most of a search's cost (Graph's 446
 * million characters of pages), so the layout's searches share one (see scanPage).
 */
function searchable(page: string): string {
  return `${page}\n`;
}

/** What the default layout reads from a page's HTML, from one copy of it (see searchable). */
export interface PageScan {
  /** Its "On this page" entries (none when `withToc` is false). */
  toc: TocEntry[];
  /** Whether it holds a RequestExample, which takes the column right of the page on wide screens. */
  requestExample: boolean;
  /** Whether it holds a ResponseExample, which does the same (inside a RequestExample or on its own). */
  responseExample: boolean;
}

/**
 * What a RequestExample and a ResponseExample render (shortcodes/request-example.njk, response-example.njk and
 * their markup), by which the layout finds them.
 */
const REQUEST_EXAMPLE = '<div class="docgen-request-example">';
const RESPONSE_EXAMPLE = '<div class="docgen-response-example">';

export function scanPage(page: string, withToc: boolean): PageScan {
  const html = searchable(page);
  return scanOf(withToc ? entriesOf(html)! : [], examplesIn(html));
}

/** A scan from its entries and examplesIn's flags. */
function scanOf(toc: TocEntry[], examples: number): PageScan {
  return { toc, requestExample: (examples & 1) !== 0, responseExample: (examples & 2) !== 0 };
}

/** What stands for a shared run's HTML in a page's outline (see scanOutline): Markdown's output never holds it. */
export const RUN_GAP = "\u0000";

/** Which of the two example blocks a piece of HTML holds, as scanOutline takes them: 1 a RequestExample, 2 a ResponseExample. */
export function examplesIn(html: string): number {
  return (html.includes(REQUEST_EXAMPLE) ? 1 : 0) | (html.includes(RESPONSE_EXAMPLE) ? 2 : 0);
}

/**
 * scanPage's answer (with its "On this page" entries) for a page known by its outline: the page with the HTML of each
 * shared run of fields it holds replaced by RUN_GAP, and `runExamples`, examplesIn of those runs together. The page
 * itself is a rope over the runs, which many pages share; searching it would copy all of it (scanPage makes a copy
 * for that), where the outline is the page's own part, often the smaller. Exact under what RunCache guarantees: no
 * run holds an h1-h6 start tag, and each run starts and ends after a tag or a line, so no match found here can
 * differ from one in the page but for a heading whose text reaches a gap; then, undefined, and the caller searches
 * the page.
 */
export function scanOutline(outline: string, runExamples: number): PageScan | undefined {
  const toc = entriesOf(outline, RUN_GAP);
  if (toc === undefined) return undefined;
  return scanOf(toc, runExamples | examplesIn(outline));
}

/**
 * Each page's scan as its Markdown render worked it out (see RunCache.finishScanned in index.ts), kept until the
 * layout asks for it (the docgenScan filter): by input path, with the content it was worked out for, which must be
 * the very content the layout is given. Eleventy renders every page's content before it renders their layouts.
 */
export class PageScans {
  private readonly byPath = new Map<string, { content: string; scan: PageScan }>();

  set(inputPath: string, content: string, scan: PageScan): void {
    this.byPath.set(inputPath, { content, scan });
  }

  /** The scan kept for `content` at `inputPath`, once; undefined when none was (or for other content). */
  take(inputPath: unknown, content: string): PageScan | undefined {
    if (typeof inputPath !== "string") return undefined;
    const kept = this.byPath.get(inputPath);
    if (kept === undefined) return undefined;
    this.byPath.delete(inputPath);
    // The same string when the layout got what Markdown rendered: a pointer comparison. Other text (a layout of the
    // site's between the page and this one) has another length, nearly always, and is told apart by it at once.
    return kept.content === content ? kept.scan : undefined;
  }

  clear(): void {
    this.byPath.clear();
  }
}

/** The page's entries; undefined when `gap` is given and a heading (or where one starts) reaches it. */
function entriesOf(html: string, gap?: string): TocEntry[] | undefined {
  const out: TocEntry[] = [];
  // One search for where an h2 or h3 starts, then the whole heading read from there: the few headings of a page's
  // many kilobytes are found in about the time of a plain search for "<h" (a regular expression for whole headings
  // run over all of it took twice as long, 2,000 GitHub pages in 28 ms against 12).
  START.lastIndex = 0;
  for (let found = START.exec(html); found !== null; found = START.exec(html)) {
    HEADING.lastIndex = found.index;
    const match = HEADING.exec(html);
    if (gap !== undefined && (match ? match[0].includes(gap) : html.includes(gap, found.index))) return undefined;
    if (!match) continue;
    START.lastIndex = HEADING.lastIndex;
    const entry = entryOf(match);
    if (entry) out.push(entry);
  }
  return out;
}

function entryOf(match: RegExpExecArray): TocEntry | undefined {
  const attrs = match[2] ?? "";
  const id = ID.exec(attrs);
  if (!id || SKIP.test(attrs)) return undefined;
  const html = match[3]!.replace(/<[^>]*>/g, "").replace(/[<>]/g, (c) => (c === "<" ? "&lt;" : "&gt;")).replace(/\s+/g, " ").trim();
  const value = id[1] ?? (id[2] ?? id[3]!).replace(/"/g, "&quot;");
  return html === "" || value === "" ? undefined : { level: Number(match[1]), id: own(value), html: own(html) };
}

/**
 * `text` in memory of its own. A part cut from a string (what a regular expression's groups, `slice` and an unchanged
 * `replace` give) may keep the whole string alive, and the layout's variables stay on each page's data for the whole
 * build: cut from the flattened page, the entries kept every page's copy (1,268-1,296 MiB at the peak on Microsoft
 * Graph's reference; 971-1,008 MiB with copies, against 932-980 without the list).
 */
function own(text: string): string {
  return `${text} `.slice(0, -1);
}

/**
 * Exactly what layouts/toc.njk renders for `entries` (a test keeps the two the same): the default layout renders it
 * here, on every page, unless the site overrides docgen/toc.njk. `title` is the site's onThisPage label, escaped.
 */
export function tocHtml(entries: readonly TocEntry[], title = DEFAULT_LABELS.onThisPage): string {
  let items = "";
  for (const entry of entries) items += `\n<li class="docgen-toc__h${entry.level}"><a href="#${entry.id}">${entry.html}</a></li>`;
  return `<nav class="docgen-toc" aria-label="${title}">\n<p class="docgen-toc__title" aria-hidden="true">${title}</p>\n<ul>${items}\n</ul>\n</nav>\n`;
}
