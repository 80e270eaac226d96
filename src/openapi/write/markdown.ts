// The Markdown writer: page model -> page text, through a table of small rules (one per block kind).
import type { Block, FragmentLinks, Page } from "../pages/blocks.js";
import { linkDepth } from "../pages/links.js";
import { writeFrontMatter } from "./front-matter.js";
import { escapeInline } from "../../markdown-text.js";
import { renderInlines } from "./inline.js";
import { longestRun } from "../../markdown-text.js";
import { closeTag, nunjucksLiteral, openTag } from "./nunjucks.js";
import { sanitizeProse } from "./prose.js";

type Rule<K extends Block["kind"]> = (block: Extract<Block, { kind: K }>) => string;

const rules: { [K in Block["kind"]]: Rule<K> } = {
  heading: (b) => `${"#".repeat(Math.min(6, Math.max(1, b.level)))} ${escapeInline(b.text)}`,
  prose: (b) => proseText(b.markdown, b.headingLevel, b.linkBase, b.fragments),
  paragraph: (b) => renderInlines(b.inlines),
  list: (b) =>
    b.items
      .map((item, i) => {
        const children = b.children?.[i];
        const line = `- ${renderInlines(item)}`;
        return children && children.length > 0 ? `${line}\n${children.map((child) => `  - ${renderInlines(child)}`).join("\n")}` : line;
      })
      .join("\n"),
  code: (b) => {
    const fence = "`".repeat(Math.max(3, longestRun(b.code, "`") + 1));
    const code = b.code.includes("\r") ? b.code.replace(/\r\n?/g, "\n") : b.code;
    const title = b.title === undefined ? "" : infoTitle(b.title);
    return nunjucksLiteral(`${fence}${b.lang.replace(/[^A-Za-z0-9+_-]/g, "")}${title ? ` ${title}` : ""}\n${code}\n${fence}`);
  },
  shared: (b) => {
    let text = b.cache.get(b.key);
    if (text === undefined) {
      text = writeBlocks(b.build());
      b.cache.set(b.key, text);
    }
    return text;
  },
  // Blank lines around the body: without them a Markdown body inside the component's HTML is not parsed.
  component: (b) => {
    const body = writeBlocks(b.body);
    return body === "" ? `${openTag(b.name, b.attrs)}${closeTag(b.name)}` : `${openTag(b.name, b.attrs)}\n\n${body}\n\n${closeTag(b.name)}`;
  },
};

/**
 * Sanitized spec prose, memoized: shared schemas repeat the same descriptions on thousands of pages
 * (Microsoft Graph: 11,400 pages), and sanitizing is the writer's most expensive rule.
 */
const proseCache = new Map<string, Map<string, { text: string; siteRelative: string[] }>>();

/** Starts a generation run with an empty prose cache, so a long-lived process does not keep every spec's text. */
export function resetProseCache(): void {
  proseCache.clear();
}

/** Where `collectSiteRelative` is gathering, while it runs. */
let collector: Set<string> | undefined;
/** The page writePage is writing: prose links resolved for it are relative to it. */
let writing: string | undefined;

/**
 * Runs `write`, adding to `into` each site-relative link target that the prose it writes keeps as written (no
 * link base): links meant for another site, which lead nowhere on this one unless it has such pages.
 */
export function collectSiteRelative<T>(into: Set<string>, write: () => T): T {
  collector = into;
  try {
    return write();
  } finally {
    collector = undefined;
  }
}

function proseText(markdown: string, headingLevel: number, linkBase: string | undefined, fragments: FragmentLinks | undefined): string {
  // Links resolved to other pages (see FragmentLinks) read the same from every page of one depth (see relativeUrl).
  const from = fragments === undefined ? undefined : writing;
  const depth = from === undefined ? -1 : linkDepth(from);
  // Keyed by the setting, then by the spec's own string: V8 keeps a string's hash once worked out, where a key
  // joined from the three would be copied and hashed again on every lookup.
  const setting = `${headingLevel}\u0000${linkBase ?? ""}\u0000${depth}`;
  let texts = proseCache.get(setting);
  if (texts === undefined) proseCache.set(setting, (texts = new Map()));
  let entry = texts.get(markdown);
  if (entry === undefined) {
    const siteRelative: string[] = [];
    const mapFragment = from === undefined ? undefined : (url: string) => fragments!.resolve(url, from);
    entry = { text: nunjucksLiteral(sanitizeProse(markdown.trim(), headingLevel, linkBase, (url) => siteRelative.push(url), mapFragment)), siteRelative };
    texts.set(markdown, entry);
  }
  if (collector) for (const url of entry.siteRelative) collector.add(url);
  return entry.text;
}

/**
 * A code block's title as the fence's info string carries it, read back by the plugin's fenceTitle exactly as
 * given (see code-titles.ts): on one line, and every character that would mean something there written as a reference
 * (a backtick would end a backtick fence's info string, braces are markdown-it-attrs' attributes, `=` could start
 * a `title=`, `&` and `\` are unescaped in an info string).
 */
function infoTitle(title: string): string {
  return title.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/[&\\`{}=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function writeBlock(block: Block): string {
  return (rules[block.kind] as Rule<typeof block.kind>)(block as never);
}

/** Blocks separated by blank lines; blocks that render blank are left out. */
export function writeBlocks(blocks: Block[]): string {
  let out = "";
  for (const block of blocks) {
    const text = writeBlock(block);
    // A component always renders its tags; testing its (large) text for blankness would only cost time.
    if (block.kind !== "component" && !/\S/.test(text)) continue;
    out = out === "" ? text : `${out}\n\n${text}`;
  }
  return out;
}

export function writePage(page: Page): string {
  writing = page.file;
  try {
    return `${writeFrontMatter(page.frontMatter)}\n${writeBlocks(page.blocks)}\n`;
  } finally {
    writing = undefined;
  }
}
