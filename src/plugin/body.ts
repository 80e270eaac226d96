// Prepares a component's body so Markdown inside it renders as Markdown, in .md and non-.md pages alike.
//
// In a Markdown page Eleventy runs Nunjucks first and Markdown second, so a component's output is
// Markdown source. CommonMark ends an HTML block such as <div> at the first blank line, and four spaces
// of indentation make a code block. So components emit unindented markup and put their body between
// blank lines, letting Eleventy's own Markdown pass (with the user's plugins) render it.
// In other pages (.njk, .html) there is no Markdown pass, so the body is rendered here with the same
// markdown-it instance.

/** The markdown-it subset we use. */
export interface MarkdownRenderer {
  render(src: string, env?: object): string;
}

export interface PageLike {
  inputPath?: string;
  templateSyntax?: string;
}

/** True when Eleventy will run Markdown over this page's output after Nunjucks. */
export function pageIsMarkdown(page: PageLike | undefined): boolean {
  const syntax = page?.templateSyntax;
  if (!syntax) return Boolean(page?.inputPath?.endsWith(".md"));
  // Asked for every component of every page, of a handful of distinct values ("njk,md", "md", "njk"...).
  let markdown = markdownSyntaxes.get(syntax);
  if (markdown === undefined) {
    markdown = syntax.split(",").map((s) => s.trim()).includes("md");
    if (markdownSyntaxes.size < 64) markdownSyntaxes.set(syntax, markdown);
  }
  return markdown;
}

const markdownSyntaxes = new Map<string, boolean>();

/**
 * Removes the indentation shared by the body's lines, so `{% Api %}` bodies can be indented in the source
 * without becoming code blocks. Nested components' output (between the markers of markNested) is already
 * unindented and does not count.
 */
export function dedent(text: string): string {
  return dedentAtColumnZero(text) ?? dedentLines(text);
}

/**
 * Whether a space or tab ends a line of `text`: its last character, then one search for a blank before a line break.
 * An expression with `$` in it (`/[ \t](?:\n|$)/`) stops at every space, and a body's JSON example is mostly
 * indentation (45 ms of the GitHub reference's build); two plain searches, one per blank, took a third longer than
 * this one over the GitHub reference's bodies.
 */
function hasTrailingBlank(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last === 32 || last === 9 || BLANK_BEFORE_BREAK.test(text);
}

const BLANK_BEFORE_BREAK = /[ \t]\n/;

/** Every run of spaces and tabs at a line's end (without the m flag: `$` is the text's end only). */
const TRAILING_RUNS = /[ \t]+(?=\n|$)/g;

/**
 * dedent's answer without splitting every line, for the usual body (a generated page's): its first line that is not
 * blank starts at column 0, so no indentation is shared, and what is left to do is to drop the blank lines around
 * it and the spaces at its lines' ends. Nested components' output (see markNested) can only follow that line, and
 * with nothing shared it loses what every line loses. Undefined when the first line is indented.
 */
function dedentAtColumnZero(text: string): string | undefined {
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  // Blank as String#trim has it, as trimBlankLines does: odd spaces (U+00A0, U+2028...) too.
  let start = 0;
  for (;;) {
    const next = text.indexOf("\n", start);
    if ((next === -1 ? text.slice(start) : text.slice(start, next)).trim() !== "") break;
    if (next === -1) return "";
    start = next + 1;
  }
  const first = text.charCodeAt(start);
  if (first === 32 || first === 9) return undefined;
  let end = text.length;
  for (;;) {
    const previous = text.lastIndexOf("\n", end - 1);
    if (text.slice(previous + 1, end).trim() !== "") break;
    end = previous;
  }
  const body = start === 0 && end === text.length ? text : text.slice(start, end);
  return hasTrailingBlank(body) ? body.replace(TRAILING_RUNS, "") : body;
}

/** dedent, line by line. Exported for the test that holds the two paths to the same answers. */
export function dedentLines(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  const lines = normalized.split("\n");
  // Lines of a nested component's output are already unindented (its Markdown body too): they neither count
  // towards the shared indentation nor lose any.
  const nested = nestedLines(normalized);
  let shared = Infinity;
  for (const [i, line] of lines.entries()) {
    if (nested[i] || line.trim() === "") continue;
    const indent = /^[ \t]*/.exec(line)![0].length;
    shared = Math.min(shared, indent);
  }
  if (!Number.isFinite(shared) || shared === 0) return trimBlankLines(lines).join("\n");
  const strip = new RegExp(`^[ \\t]{0,${shared}}`);
  return trimBlankLines(lines.map((line, i) => (nested[i] ? line : line.replace(strip, "")))).join("\n");
}

/** Flags the lines after the opening marker of each nested component's output (see markNested). One pass. */
function nestedLines(text: string): boolean[] {
  const flags: boolean[] = [];
  let line = 0;
  let at = 0;
  const countLines = (from: number, to: number) => {
    for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) line++;
  };
  for (const match of text.matchAll(NESTED)) {
    countLines(at, match.index);
    const first = line;
    countLines(match.index, match.index + match[0].length);
    for (let i = first + 1; i <= line; i++) flags[i] = true;
    at = match.index + match[0].length;
  }
  return flags;
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === "") start++;
  while (end > start && lines[end - 1]!.trim() === "") end--;
  return lines.slice(start, end).map((l) => l.replace(/[ \t]+$/, ""));
}

/** Verbatim bodies (diagram source) lose only the line breaks next to the tags and trailing blank lines. */
export function trimVerbatim(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/^[ \t]*\n/, "").replace(/\n[ \t]*$/, "").replace(/\s+$/, "");
}

let nestedCounter = 0;
const NESTED = /<!--docgen:(\d+)-->[\s\S]*?<!--\/docgen:\1-->/g;

/**
 * Wraps a component's HTML so an enclosing component can tell it apart from its own body: `dedent` leaves it
 * alone, and in non-Markdown pages `renderBodyHtml` keeps it out of markdown-it.
 */
export function markNested(html: string): string {
  const id = ++nestedCounter;
  return `<!--docgen:${id}-->${html}<!--/docgen:${id}-->`;
}

/** Renders a body in a page without a Markdown pass, keeping nested components' HTML untouched. */
export function renderBodyHtml(body: string, md: MarkdownRenderer): string {
  const kept: string[] = [];
  const protectedBody = body.replace(NESTED, (block) => {
    kept.push(block);
    // An HTML comment on its own line is a CommonMark HTML block: markdown-it passes it through.
    return `\n\n<!--docgen-keep:${kept.length - 1}-->\n\n`;
  });
  const html = md.render(protectedBody);
  return html.replace(/<!--docgen-keep:(\d+)-->\n?/g, (_, i: string) => kept[Number(i)]!);
}

/** Removes the markers markNested adds (an HTML comment on a line of its own goes with its line break). */
export function stripNestedMarkers(html: string): string {
  return rewriteComments(html, (at) => {
    const end = nestedMarkerEnd(html, at);
    return end === -1 ? undefined : { end, insert: "" };
  });
}

/**
 * Replaces some HTML comments in one pass: `replace` gets the index of each `<!--` and says where the comment it
 * takes ends and what goes in its place (undefined leaves it). The line break after a replaced comment goes too.
 * The result is a rope over the inserted strings (shared, not copied), or `html` itself when nothing changed.
 * (A hand-written scan: on large references a regex over every page showed in profiles.) With `outline`, each piece
 * of a second text goes to it in order, the same but with a replacement's `outline` (when it gives one) for its
 * insert; it gets nothing when nothing changed.
 */
export function rewriteComments(
  html: string,
  replace: (at: number) => { end: number; insert: string; outline?: string } | undefined,
  outline?: (piece: string) => void,
): string {
  let out = "";
  let last = 0;
  for (let at = html.indexOf("<!--"); at !== -1; ) {
    const found = replace(at);
    if (!found) {
      at = html.indexOf("<!--", at + 4);
      continue;
    }
    const end = html.charCodeAt(found.end) === 10 /* \n */ ? found.end + 1 : found.end;
    const kept = html.slice(last, at);
    out = out + kept + found.insert;
    outline?.(kept + (found.outline ?? found.insert));
    last = end;
    at = html.indexOf("<!--", end);
  }
  if (last === 0) return html;
  const rest = html.slice(last);
  outline?.(rest);
  return out + rest;
}

/** Where the `<!--docgen:N-->` or `<!--/docgen:N-->` marker starting at `at` ends, or -1 when there is none. */
export function nestedMarkerEnd(html: string, at: number): number {
  let i = at + 4;
  if (html.charCodeAt(i) === 47 /* / */) i++;
  if (!html.startsWith("docgen:", i)) return -1;
  i += 7;
  const digits = i;
  while (html.charCodeAt(i) >= 48 && html.charCodeAt(i) <= 57) i++;
  if (i === digits || !html.startsWith("-->", i)) return -1;
  return i + 3;
}

const MARKER = /<!--(\/?)docgen:(\d+)-->/g;

/**
 * Runs on a Markdown page's source before block parsing. A component's output spans several lines, but only
 * its first line sits where the tag was: `   {% Image %}` inside a list item leaves the rest at column 0,
 * which would end the list. Each line inside a component's markers gets the container prefix of the line
 * its opening marker is on (spaces for list indentation and list markers, `>` for blockquotes), nested
 * components adding their own. An opening marker after other text on its line starts a new block.
 */
export function indentNestedOutput(src: string): string {
  if (!src.includes("<!--docgen:") || everyMarkerAtLineStart(src)) return src;
  const open: { id: string; prefix: string }[] = [];
  const out: string[] = [];
  for (const rawLine of src.split("\n")) {
    const inherited = open.length === 0 ? "" : open.map((o) => o.prefix).join("");
    let line = rawLine === "" ? "" : inherited + rawLine;
    if (!rawLine.includes("docgen:")) {
      out.push(line);
      continue;
    }
    for (const match of rawLine.matchAll(MARKER)) {
      const [, closing, id] = match as unknown as [string, string, string];
      if (closing) {
        const at = open.map((o) => o.id).lastIndexOf(id);
        if (at !== -1) open.splice(at);
        continue;
      }
      const before = rawLine.slice(0, match.index);
      const container = /^(?:[ \t]|>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))*/.exec(before)![0];
      if (container.length < before.length) {
        // Text precedes the tag on its line: end that paragraph so the component starts a block of its own.
        const cut = inherited.length + match.index!;
        line = `${line.slice(0, cut)}\n\n${inherited}${continuation(container)}${line.slice(cut)}`;
      }
      open.push({ id, prefix: continuation(container) });
    }
    out.push(line);
  }
  return out.join("\n");
}

/**
 * True when every opening marker starts its line: then no component sits in a list, a blockquote or after text,
 * every prefix is empty and indentNestedOutput would return the source as it is (generated pages: one scan
 * instead of splitting every line).
 */
function everyMarkerAtLineStart(src: string): boolean {
  for (let at = src.indexOf("<!--docgen:"); at !== -1; at = src.indexOf("<!--docgen:", at + 11)) {
    if (at > 0 && src.charCodeAt(at - 1) !== 10 /* \n */) return false;
  }
  return true;
}

/** The prefix continuation lines need: list markers become spaces of the same width, `>` stays. */
function continuation(container: string): string {
  return container.replace(/[-*+]|\d{1,9}[.)]/g, (m) => " ".repeat(m.length));
}

/**
 * markdown-it's `normalize` rule, skipped when it would change nothing: the stock rule rewrites every line break
 * (\n into \n) and so copies the whole source on every render, though only \r and NUL change anything (GitHub
 * reference: 57 ms and a copy of each page's source per build). Installed with `md.core.ruler.at("normalize", ...)`.
 */
export function normalizeSource(state: { src: string }): void {
  if (!state.src.includes("\r") && !state.src.includes("\0")) return;
  state.src = state.src.replace(/\r\n?|\n/g, "\n").replace(/\0/g, "\uFFFD");
}
