// The fast path for pages `docgen openapi` wrote. Their Nunjucks is a small, known subset: text, `{% raw %}`
// blocks, `{{ "{%" }}`, and docgen components with literal keyword arguments. A preprocessor renders those
// components here, with the same renderComponent (the same templates, overrides and validation), and hands
// Nunjucks one raw block, instead of letting Nunjucks compile every page and call thousands of shortcodes
// through Eleventy. Anything outside the subset (a page edited with other Nunjucks) makes it step aside, and
// the page renders the ordinary way. The output is byte-for-byte the same either way (tested).
import type { ComponentDefinition } from "./components/types.js";

/**
 * A component use: its children, and where it starts and ends in the page source. Its keyword arguments are
 * read from the source when asked for (see keywordsOf): most runs of a large reference are repeats, rendered from
 * the cache by their source text alone.
 */
interface ComponentNode {
  component: ComponentDefinition;
  source: string;
  children: Node[];
  start: number;
  end: number;
}

/** A component's keyword arguments, read from its opening tag (checked when the page was parsed). */
export function argumentsOf(node: ComponentNode): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  parseTag(node.source, node.start, { backslash: 0 }, args);
  return args;
}

/** The keyword arguments as the component's shortcode call gets them. */
function keywordsOf(node: ComponentNode): Record<string, unknown> {
  const args = argumentsOf(node);
  args.__keywords = true;
  return args;
}

/** A parsed page: text, or a component. */
export type Node = string | ComponentNode;

// Sticky expressions, matched where lastIndex says on the whole page: a slice per tag was most of what this
// parser allocated (about 100 MB over the GitHub reference).
const RAW_OPEN = /\{%\s*raw\s*%\}/y;
const RAW_CLOSE = /\{%\s*endraw\s*%\}/y;
const OPEN_BRACE_EXPR = /\{\{\s*"\{%"\s*\}\}/y;

/** The match of a sticky expression at `at`, or null. */
function matchAt(re: RegExp, source: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(source);
}

/** Parses the subset; undefined when the page uses anything else. */
export function parseGeneratedPage(source: string, components: ReadonlyMap<string, ComponentDefinition>): Node[] | undefined {
  const root: Node[] = [];
  const stack: { name: string; children: Node[]; node?: ComponentNode }[] = [{ name: "", children: root }];
  const top = () => stack[stack.length - 1]!.children;
  // Nunjucks fails on a comment end outside a comment: the ordinary path reports it. Only a page that has one
  // (in a raw block, as the generator writes it, or not) has its text searched for it.
  const commentEnds = source.includes("#}");
  const scan: Scan = { backslash: 0 };
  let at = 0;
  while (at < source.length) {
    const found = tagStart(source, at);
    const next = found === -1 ? source.length : found;
    if (next > at) {
      const text = source.slice(at, next);
      if (commentEnds && text.includes("#}")) return undefined;
      top().push(text);
    }
    if (found === -1) break;
    const second = source.charCodeAt(next + 1);
    if (second === 35 /* # */) return undefined;
    if (second === 123 /* { */) {
      const expr = matchAt(OPEN_BRACE_EXPR, source, next);
      if (!expr) return undefined;
      top().push("{%");
      at = next + expr[0].length;
      continue;
    }
    // Most tags are components: the expression runs only on a tag whose name starts with an r.
    const raw = source.charCodeAt(skipSpace(source, next + 2)) === 114 /* r */ ? matchAt(RAW_OPEN, source, next) : null;
    if (raw) {
      const bodyStart = next + raw[0].length;
      const end = source.indexOf("{%", bodyStart);
      if (end === -1) return undefined;
      const close = matchAt(RAW_CLOSE, source, end);
      if (!close) return undefined;
      top().push(source.slice(bodyStart, end));
      at = end + close[0].length;
      continue;
    }
    const tag = parseTag(source, next, scan);
    if (!tag) return undefined;
    if (tag.name.startsWith("end")) {
      const open = stack[stack.length - 1]!;
      if (stack.length === 1 || tag.name.length !== open.name.length + 3 || !tag.name.endsWith(open.name) || tag.count > 0) return undefined;
      stack.pop()!.node!.end = tag.end;
    } else {
      const component = components.get(tag.name);
      if (!component) return undefined;
      const node: ComponentNode = { component, source, children: [], start: next, end: -1 };
      top().push(node);
      stack.push({ name: tag.name, children: node.children, node });
    }
    at = tag.end;
  }
  return stack.length === 1 ? root : undefined;
}

/** Where the page's next backslash is, at or after where the parser last asked (-1: none left). */
interface Scan {
  backslash: number;
}

/**
 * `{% Name key="v", n=1, flag=true %}` from `start`; undefined for anything else (positional args, filters...).
 * The keyword arguments are stored in `args` when given; without it they are only checked.
 */
function parseTag(source: string, start: number, scan: Scan, args?: Record<string, unknown>): { name: string; count: number; end: number } | undefined {
  // {%, spaces, the name
  if (!source.startsWith("{%", start)) return undefined;
  const nameStart = skipSpace(source, start + 2);
  const nameEnd = identifierEnd(source, nameStart);
  if (nameEnd === nameStart) return undefined;
  const name = source.slice(nameStart, nameEnd);
  let i = nameEnd;
  for (let count = 0; ; count++) {
    i = skipSpace(source, i);
    if (source.charCodeAt(i) === 37 /* % */ && source.charCodeAt(i + 1) === 125 /* } */) return { name, count, end: i + 2 };
    if (count > 0) {
      if (source.charCodeAt(i) !== 44 /* , */) return undefined;
      i = skipSpace(source, i + 1);
    }
    const keyEnd = identifierEnd(source, i);
    if (keyEnd === i) return undefined;
    const key = args ? source.slice(i, keyEnd) : "";
    i = skipSpace(source, keyEnd);
    if (source.charCodeAt(i) !== 61 /* = */) return undefined;
    i = skipSpace(source, i + 1);
    const end = parseValue(source, i, args, key, scan);
    if (end === -1) return undefined;
    i = end;
  }
}

/**
 * True when Nunjucks (default delimiters) has something to read in `source`: a tag, an output or a comment
 * opening, or a comment's end, which its lexer refuses outside a comment. Without any it outputs the text as it
 * is, whatever its options: trimming applies only around tags.
 */
export function hasNunjucksSyntax(source: string): boolean {
  return tagStart(source, 0) !== -1 || source.includes("#}");
}

/** Where the next `{%`, `{{` or `{#` starts at or after `from`; -1 when there is none. */
function tagStart(source: string, from: number): number {
  for (let i = source.indexOf("{", from); i !== -1; i = source.indexOf("{", i + 1)) {
    const c = source.charCodeAt(i + 1);
    if (c === 37 /* % */ || c === 123 /* { */ || c === 35 /* # */) return i;
  }
  return -1;
}

function skipSpace(source: string, i: number): number {
  for (let c = source.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = source.charCodeAt(++i));
  return i;
}

/** Where the identifier (`[A-Za-z_]\w*`) at `i` ends; `i` when there is none. */
function identifierEnd(source: string, i: number): number {
  const first = source.charCodeAt(i);
  if (!(isLetter(first) || first === 95)) return i;
  let j = i + 1;
  while (isWordChar(source.charCodeAt(j))) j++;
  return j;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95;
}

/**
 * A Nunjucks literal at `i`: a double-quoted string (with Nunjucks' escapes), a number, true or false. Stores it
 * as `args[key]` (when there is `args`) and returns where it ends, or -1 for anything else.
 */
function parseValue(source: string, i: number, args: Record<string, unknown> | undefined, key: string, scan: Scan): number {
  if (source.charCodeAt(i) === 34 /* " */) {
    // Copied a stretch at a time, between escapes. indexOf finds the closing quote; the page's next backslash
    // is kept in `scan`, so no search for one runs past another.
    let out = "";
    let from = i + 1;
    for (;;) {
      const quote = source.indexOf('"', from);
      if (quote === -1) return -1;
      if (scan.backslash !== -1 && scan.backslash < from) scan.backslash = source.indexOf("\\", from);
      const escape = scan.backslash;
      if (escape === -1 || escape > quote) {
        if (args) args[key] = out + source.slice(from, quote);
        return quote + 1;
      }
      if (escape + 1 >= source.length) return -1;
      if (args) {
        const e = source[escape + 1]!;
        out += source.slice(from, escape) + (e === "n" ? "\n" : e === "t" ? "\t" : e === "r" ? "\r" : e);
      }
      from = escape + 2;
    }
  }
  let end = -1;
  let value: unknown;
  if (source.startsWith("true", i)) [end, value] = [i + 4, true];
  else if (source.startsWith("false", i)) [end, value] = [i + 5, false];
  else {
    // -?\d+(\.\d+)?
    let j = source.charCodeAt(i) === 45 /* - */ ? i + 1 : i;
    const digits = j;
    while (isDigit(source.charCodeAt(j))) j++;
    if (j === digits) return -1;
    if (source.charCodeAt(j) === 46 /* . */ && isDigit(source.charCodeAt(j + 1))) {
      j++;
      while (isDigit(source.charCodeAt(j))) j++;
    }
    end = j;
    if (args) value = Number(source.slice(i, j));
  }
  // The literal must end there: not run into a word or a further decimal point.
  const next = source.charCodeAt(end);
  if (isWordChar(next) || next === 46 /* . */) return -1;
  if (args) args[key] = value;
  return end;
}

export type RenderOne = (component: ComponentDefinition, content: string, keywords: Record<string, unknown>) => string;

/** A component of a run: its page source (a cache key), and what its shortcode call gets (see RenderOne). */
export interface RunMember {
  key: string;
  component: ComponentDefinition;
  content: string;
  keywords: Record<string, unknown>;
}

/**
 * Renders one run of components (see renderNodes) once for many pages: gets the run's page source as its key,
 * a function listing its members, and one rendering the whole run the ordinary way; returns the text standing
 * in for it.
 */
export type RunHook = (key: string, members: () => RunMember[], inline: () => string) => string;

/**
 * Renders parsed nodes; `render` is the shortcode call. With `runs`, each run of sibling components that contain
 * no components (the field lists of a generated page) and that stand as Markdown blocks of their own goes
 * through `runs.hook`: such a run renders the same wherever it is, so it can be rendered once per build.
 * A run stands on its own when it starts a line after a blank line, every enclosing component starts a line
 * too (so no list or blockquote prefix reaches it), and no code fence or raw HTML block (`<pre>`, a comment...)
 * is left open before it, at any level.
 */
export function renderNodes(nodes: Node[], render: RenderOne, runs?: { source: string; hook: RunHook }, clean = true): string {
  const open = runs && clean ? new OpenBlocks() : undefined;
  let out = "";
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (typeof node === "string") {
      out += node;
      continue;
    }
    if (runs && open && isLeaf(node) && afterBlankLine(out) && open.closedAfter(out)) {
      let last = i;
      for (let j = i + 1; j < nodes.length; j++) {
        const next = nodes[j]!;
        if (typeof next === "string") {
          if (/\S/.test(next)) break;
        } else if (isLeaf(next)) last = j;
        else break;
      }
      const run = nodes.slice(i, last + 1);
      // Asked for only when the run is new to the build: most runs of a large reference are repeats.
      const members = () =>
        run.filter((n): n is ComponentNode => typeof n !== "string").map((n) => ({
          key: runs.source.slice(n.start, n.end),
          component: n.component,
          content: (n.children as string[]).join(""),
          keywords: keywordsOf(n),
        }));
      out += runs.hook(runs.source.slice(node.start, (nodes[last] as ComponentNode).end), members, () => renderNodes(run, render));
      i = last;
      continue;
    }
    const childrenClean = Boolean(runs && open && (out === "" || out.endsWith("\n")) && open.closedAfter(out));
    out += render(node.component, renderNodes(node.children, render, runs, childrenClean), keywordsOf(node));
  }
  return out;
}

/** True when `text` is empty or ends with a blank line: the next text starts a line, at column 0, after it. */
function afterBlankLine(text: string): boolean {
  if (text === "") return true;
  let i = text.length - 1;
  if (text[i] !== "\n") return false;
  i--;
  while (i >= 0 && (text[i] === " " || text[i] === "\t")) i--;
  return i < 0 || text[i] === "\n";
}

function isLeaf(node: ComponentNode): boolean {
  return node.component.body === "markdown" && node.children.every((child) => typeof child === "string");
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** CommonMark HTML blocks that run past blank lines (types 1-5): how each starts, and what ends it. */
const RAW_HTML: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:pre|script|style|textarea)(?:[\s>]|$)/i, /<\/(?:pre|script|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/** A line of Markdown that opens an ATX heading (`## Example response`). */
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/gm;

/**
 * Whether `markdown` has a heading line outside its code fences and the raw HTML blocks OpenBlocks follows (`<pre>`,
 * a comment...), so that its HTML will hold a heading. Other headings (setext, raw `<h2>`, a plugin's) show only in
 * the HTML. A `#` line in a raw block that ends at a blank line (`<div>`) is read as a heading: the run cache then
 * leaves that member to its page, which costs it its sharing and nothing else.
 */
export function headingLineIn(markdown: string): boolean {
  if (!markdown.includes("#")) return false;
  // One reader over the text, each heading line's start further on than the last's.
  const blocks = new OpenBlocks();
  HEADING_LINE.lastIndex = 0;
  for (let line = HEADING_LINE.exec(markdown); line !== null; line = HEADING_LINE.exec(markdown)) {
    if (blocks.closedAfter(markdown.slice(0, line.index))) return true;
  }
  return false;
}

/**
 * Follows, line by line, whether text leaves a top-level block open that a blank line does not end: a code
 * fence or a raw HTML block. Fed incrementally: each call reads only what was appended since the last one.
 */
export class OpenBlocks {
  private fence: { char: string; length: number } | undefined;
  private htmlEnd: RegExp | undefined;
  private read = 0;

  /** True when nothing is open at the end of `text` (which extends the text of earlier calls). */
  closedAfter(text: string): boolean {
    let at = this.read;
    for (let nl = text.indexOf("\n", at); nl !== -1; nl = text.indexOf("\n", at)) {
      this.line(text.slice(at, nl));
      at = nl + 1;
    }
    this.read = at;
    if (at < text.length) {
      // A last line without its line break: judged on a copy of the state, and read again next time.
      const saved = { fence: this.fence, htmlEnd: this.htmlEnd };
      this.line(text.slice(at));
      const closed = !this.fence && !this.htmlEnd;
      ({ fence: this.fence, htmlEnd: this.htmlEnd } = saved);
      return closed;
    }
    return !this.fence && !this.htmlEnd;
  }

  private line(line: string): void {
    if (this.fence) {
      const close = FENCE.exec(line);
      if (close && close[1]![0] === this.fence.char && close[1]!.length >= this.fence.length && close[2]!.trim() === "") this.fence = undefined;
      return;
    }
    if (this.htmlEnd) {
      if (this.htmlEnd.test(line)) this.htmlEnd = undefined;
      return;
    }
    const fence = FENCE.exec(line);
    if (fence && !(fence[1]![0] === "`" && fence[2]!.includes("`"))) {
      this.fence = { char: fence[1]![0]!, length: fence[1]!.length };
      return;
    }
    for (const [start, end] of RAW_HTML) {
      const match = start.exec(line);
      if (match) {
        if (!end.test(line.slice(match[0].length))) this.htmlEnd = end;
        return;
      }
    }
  }
}
