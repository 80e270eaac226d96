// Spec Markdown made safe to embed: headings demoted, HTML sanitized, links checked, `{` neutralized, code escaped.
import { httpUrl } from "../pages/links.js";
import { codeText, inertMarkdown, inlineCodeHtml, isDangerousUrl, sanitizeHtml } from "./html.js";

interface Segment {
  code: boolean;
  text: string;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/**
 * Sanitizes Markdown from the spec. `headingLevel` is the level a `#` heading in it becomes
 * (deeper ones shift with it, capped at 6), so the spec's headings sit below the page's own.
 *
 * Code is never left as Markdown for the page's renderer to find again: fenced code blocks, and code spans
 * holding `<`, `{` or `}`, are written as `<pre><code>` / `<code>` elements with their text escaped. Where
 * this sanitizer and markdown-it would read the structure differently (a fence inside an HTML block, a
 * `<pre>` block running past blank lines, a code span cut by a table cell, a link title or a blockquote),
 * escaped text stays text either way; left as Markdown, the "code" was raw HTML to markdown-it.
 */
export function sanitizeProse(markdown: string, headingLevel: number, linkBase?: string, onSiteRelative?: (url: string) => void, mapFragment?: (url: string) => string | undefined): string {
  const text = bumpCallouts(markdown);
  return isPlainProse(text) ? text : sanitizeMarkup(text, headingLevel, linkBase, onSiteRelative, mapFragment);
}

/** A character that may start something sanitizeMarkup changes: a fence, heading, tag, link, code span or `{`. */
const MARKUP_CHAR = /[\r\0`~#<{\]]/;
/** A line that may underline a setext heading. */
const SETEXT_LINE = /^ {0,3}(?:=+|-+)[ \t]*$/m;

/**
 * True when sanitizeMarkup would return `markdown` as it is: no character that starts a fence, heading, tag, link
 * or code span, no `{`, no carriage return or NUL, and no setext underline. Most descriptions are such plain
 * sentences (Microsoft Graph: 13,673 of its 13,901 distinct ones), and they skip the sanitizer's passes.
 */
export function isPlainProse(markdown: string): boolean {
  return !MARKUP_CHAR.test(markdown) && !SETEXT_LINE.test(markdown);
}

/**
 * A line that opens a fenced code block, as its FENCE match (indentation, fence, info string), or undefined. A
 * backtick fence's info string cannot hold a backtick (CommonMark): such a line is a paragraph.
 */
function fenceOpening(line: string): RegExpExecArray | undefined {
  const marker = FENCE.exec(line);
  return marker && !(marker[2]![0] === "`" && marker[3]!.includes("`")) ? marker : undefined;
}

/** Whether `line` closes the block `fence` opened: the same character, at least as many, nothing after but blanks. */
function closesFence(line: string, fence: string): boolean {
  const marker = FENCE.exec(line);
  return marker !== null && marker[2]![0] === fence[0] && marker[2]!.length >= fence.length && /^[ \t]*$/.test(marker[3]!);
}

/**
 * `markdown`'s lines in runs outside and inside fenced code blocks (a fenced run holds its opening and closing lines;
 * an unclosed fence runs to the end), fences read as sanitizeMarkup reads them: what a scan of spec prose for
 * headings or tags must pass over.
 */
export function fencedRuns(markdown: string): { lines: string[]; fenced: boolean }[] {
  const runs: { lines: string[]; fenced: boolean }[] = [];
  let fence: string | undefined;
  for (const line of markdown.split(/\r\n?|\n/)) {
    let fenced = true;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
    } else {
      const opening = fenceOpening(line);
      if (opening) fence = opening[2]!;
      else fenced = false;
    }
    const last = runs.at(-1);
    if (last && last.fenced === fenced) last.lines.push(line);
    else runs.push({ lines: [line], fenced });
  }
  return runs;
}

/** A Bump.sh call-out's first line: the quote marker, then the type alone. */
const CALLOUT_LINE = /^( {0,3}>[ \t]?)(info|warn|success|error)[ \t]*$/i;
/** The same anywhere in a text: whether there is anything to rewrite. */
const ANY_CALLOUT = /^ {0,3}>[ \t]?(?:info|warn|success|error)[ \t]*$/im;
const QUOTE_LINE = /^ {0,3}>/;
/** Bump's types as GitHub's alert kinds: `success` is the green one, `error` the red one. */
const CALLOUT_KINDS: Record<string, string> = { info: "NOTE", warn: "WARNING", success: "TIP", error: "CAUTION" };

/**
 * Bump.sh's call-outs as GitHub alerts: a quote whose first line is `info`, `warn`, `success` or `error` alone
 * (Bump's documented types; Train Travel's Payments tag writes `> warn`) is a call-out there, and was a quote that
 * began with the word "warn" here. That line becomes GitHub's marker (`[!NOTE]`, `[!WARNING]`, `[!TIP]`,
 * `[!CAUTION]`), which the docgen plugin shows as an alert and page descriptions pass over: only where it starts a
 * quote (the line before it is no quote line), outside fenced code. Text without one comes back as it is.
 */
export function bumpCallouts(markdown: string): string {
  if (!markdown.includes(">") || !ANY_CALLOUT.test(markdown)) return markdown;
  const lines = markdown.split("\n");
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const cr = lines[i]!.endsWith("\r") ? "\r" : "";
    const line = cr ? lines[i]!.slice(0, -1) : lines[i]!;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    const opening = fenceOpening(line);
    if (opening) {
      fence = opening[2]!;
      continue;
    }
    const callout = CALLOUT_LINE.exec(line);
    if (callout && (i === 0 || !QUOTE_LINE.test(lines[i - 1]!))) lines[i] = `${callout[1]}[!${CALLOUT_KINDS[callout[2]!.toLowerCase()]}]${cr}`;
  }
  return lines.join("\n");
}

/** sanitizeProse without the plain-text shortcut: every pass, whatever the text. */
export function sanitizeMarkup(markdown: string, headingLevel: number, linkBase?: string, onSiteRelative?: (url: string) => void, mapFragment?: (url: string) => string | undefined): string {
  const shift = Math.max(0, headingLevel - 1);
  const lines = markdown.replace(/\r\n?/g, "\n").replace(/\u0000/g, "\uFFFD").split("\n");
  const openTags: string[] = [];
  const out: string[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length > 0) out.push(sanitizeText(demoteHeadings(text.join("\n"), shift), shift, openTags, linkBase, onSiteRelative, mapFragment));
    text = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const open = fenceOpening(lines[i]!);
    if (!open) {
      text.push(lines[i]!);
      continue;
    }
    flush();
    const [, indent, fence, info] = open as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      if (closesFence(lines[j]!, fence)) break;
      // Content lines lose the opening fence's indentation, as CommonMark says.
      body.push(lines[j]!.replace(new RegExp(`^ {0,${indent.length}}`), ""));
    }
    out.push(`${indent}${codeBlockHtml(info, body)}`);
    i = j; // the closing line; an unclosed fence ends with the text
  }
  flush();
  let result = out.join("\n");
  if (openTags.length > 0) result += openTags.reverse().map((n) => `</${n}>`).join("");
  return result;
}

/**
 * A fenced code block as the HTML markdown-it would make of it, on one line (line breaks as `&#10;`): a
 * single line is one HTML block wherever it lands, inside a list item or after a paragraph alike.
 */
function codeBlockHtml(info: string, body: string[]): string {
  const lang = info.trim().split(/\s+/)[0]!.replace(/[^A-Za-z0-9+#._-]/g, "");
  const content = body.map((line) => `${codeText(line)}&#10;`).join("");
  return `<pre><code${lang ? ` class="language-${lang}"` : ""}>${content}</code></pre>`;
}

/** A code span (with its backticks) as a `<code>` element, normalized the way CommonMark does. */
function codeSpanHtml(span: string): string {
  return inlineCodeHtml(codeSpanText(span));
}

/** A code span's text, as CommonMark takes it: without its backticks, line breaks as spaces, one padding space off. */
function codeSpanText(span: string): string {
  const ticks = /^`+/.exec(span)![0].length;
  const content = span.slice(ticks, span.length - ticks).replace(/\n/g, " ");
  return /^ [\s\S]* $/.test(content) && content.trim() !== "" ? content.slice(1, -1) : content;
}

/** ATX and setext headings -> ATX headings `shift` levels deeper (at most h6). */
export function demoteHeadings(text: string, shift: number): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const atx = /^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$/.exec(line);
    if (atx) {
      out.push(`${"#".repeat(Math.min(6, atx[1]!.length + shift))}${atx[2]}`);
      continue;
    }
    const next = lines[i + 1];
    const prevBlank = out.length === 0 || out[out.length - 1]!.trim() === "";
    const setext = next === undefined ? undefined : /^ {0,3}(=+|-+)[ \t]*$/.exec(next);
    // A setext underline only makes a heading after a plain paragraph line (not a list item, quote or blank).
    if (setext && line.trim() !== "" && prevBlank && !/^ {0,3}([-*+>]|\d+[.)])\s/.test(line) && !/^ {4}/.test(line)) {
      const level = setext[1]![0] === "=" ? 1 : 2;
      out.push(`${"#".repeat(Math.min(6, level + shift))} ${line.trim()}`);
      i++;
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}

/** Outside fences: code spans kept verbatim, everything else through the HTML and link sanitizers. */
function sanitizeText(
  text: string,
  shift: number,
  openTags: string[],
  linkBase: string | undefined,
  onSiteRelative: ((url: string) => void) | undefined,
  mapFragment: ((url: string) => string | undefined) | undefined,
): string {
  // `{` as an entity, not `\{`: a backslash in the spec before it (`\\{`, or `\` then a dropped tag) would
  // escape the escape, and markdown-it-attrs would read `{onclick=...}` as attributes.
  // One mapping for every link destination, Markdown or HTML: resolved against the link base, or kept as written
  // and reported when site-relative.
  const keep = (url: string): string => {
    if (isSiteRelative(url)) onSiteRelative!(url.trim());
    return url;
  };
  const mapSite = linkBase !== undefined ? (url: string) => resolveSiteRelative(url, linkBase) : onSiteRelative ? keep : undefined;
  // Another renderer's in-page links (`#operation/addPet`: see redoc-links.ts) lead to the page docgen wrote for them.
  const mapUrl = mapFragment ? (url: string) => mapFragment(url) ?? (mapSite ? mapSite(url) : url) : mapSite;
  const mapText = (t: string) => sanitizeLinks(t, mapUrl).replace(/\{/g, "&#123;");
  const html = (t: string) => sanitizeHtml(t.includes("<") ? unbracketDestinations(t) : t, { shift, mapText, open: openTags, mapUrl });
  // Inside an HTML block Markdown is not parsed, so backticks there do not make code: sanitize all of it. Whether
  // markdown-it reads the sanitized chunk as an HTML block is decided by its first line: when that line is not one
  // (`<b>Note:</b> text`, or text left where a <script> element was), the chunk is a paragraph whose code spans
  // are code, so those holding an escaped `{` become <code> elements (see bracedCodeSpans).
  return text
    .split(/\n(?=[ \t]*\n)/)
    .map((chunk) => {
      if (/^\s*<[A-Za-z/!?]/m.test(chunk)) {
        const out = html(chunk);
        return opensHtmlBlock(out) ? out : bracedCodeSpans(out);
      }
      return unquotedDestinations(splitCodeSpans(chunk))
        .map((piece) => (!piece.code ? html(piece.text) : /[<{}]/.test(piece.text) ? codeSpanHtml(piece.text) : piece.text))
        .join("");
    })
    .join("\n");
}

/** CommonMark's (0.30, 4.6) block-level tag names: a line starting with one of them opens an HTML block. */
const BLOCK_TAGS = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
/** The seven ways a line opens an HTML block (CommonMark 0.30, 4.6), the seventh a whole tag alone on its line. */
const HTML_BLOCK_STARTS = [
  /^<(?:script|pre|style|textarea)(?=\s|>|$)/i,
  /^<!--/,
  /^<\?/,
  /^<![A-Za-z]/,
  /^<!\[CDATA\[/,
  new RegExp(`^</?(?:${BLOCK_TAGS})(?=\\s|/?>|$)`, "i"),
  /^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^"'=<>`\x00-\x20]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)\s*$/,
];

/** True when markdown-it reads `chunk` as an HTML block: its first line, indented by at most 3 spaces, opens one. */
function opensHtmlBlock(chunk: string): boolean {
  const first = /^ {0,3}(<.*)/.exec(chunk.split("\n", 1)[0]!)?.[1];
  return first !== undefined && HTML_BLOCK_STARTS.some((start) => start.test(first));
}

/**
 * In a sanitized chunk markdown-it reads as a paragraph, each code span holding an escaped `{` (`&#123;`, which a
 * code span would show as those six characters) as a <code> element whose text is the sanitized text, the
 * entity rendered as `{` and Markdown's punctuation kept from starting anything (see inlineCodeHtml).
 */
function bracedCodeSpans(chunk: string): string {
  if (!chunk.includes("`") || !chunk.includes("&#123;")) return chunk;
  return splitCodeSpans(chunk)
    .map((piece) => (piece.code && piece.text.includes("&#123;") ? `<code>${inertMarkdown(codeSpanText(piece.text))}</code>` : piece.text))
    .join("");
}

/**
 * A link whose destination is written in backticks, `[Fleets](\`https://x.example/fleets\`)` (Google's gkeonprem
 * spec has it): CommonMark reads the backticks as part of the URL, a broken relative link (`%60https://...%60`).
 * When a code span holding nothing but an http(s) URL sits between `](` and `)`, it is taken as the destination
 * without its backticks, joined with the text around it so the link sanitizers see it as any other.
 */
export function unquotedDestinations(pieces: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const previous = out[out.length - 1];
    const next = pieces[i + 1];
    if (piece.code && previous && !previous.code && previous.text.endsWith("](") && next && next.text.startsWith(")") && /^`https?:\/\/[^\s`<>()]+`$/.test(piece.text)) {
      previous.text += piece.text.slice(1, -1) + next.text;
      i++;
    } else {
      out.push(piece);
    }
  }
  return out;
}

/**
 * Splits a paragraph into text and code spans the way CommonMark finds them: a backslash escapes the
 * character after it outside code spans only (a backtick after a backslash opens nothing, but `\` closes
 * a span), and a run of n backticks opens a span that the next run of exactly n closes.
 */
export function splitCodeSpans(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] === "\\") {
      i += 2;
      continue;
    }
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let end = i;
    while (text[end] === "`") end++;
    const n = end - i;
    let close = -1;
    for (let k = end; k < text.length; ) {
      if (text[k] !== "`") {
        k++;
        continue;
      }
      let runEnd = k;
      while (text[runEnd] === "`") runEnd++;
      if (runEnd - k === n) {
        close = k;
        break;
      }
      k = runEnd;
    }
    if (close === -1) {
      i = end; // no closing run: these backticks are text
      continue;
    }
    out.push({ code: false, text: text.slice(last, i) });
    out.push({ code: true, text: text.slice(i, close + n) });
    last = i = close + n;
  }
  out.push({ code: false, text: text.slice(last) });
  return out;
}

/**
 * Link destinations in angle brackets (`[a](<x y.html>)`, `[r]: <x y>`), written without them: the HTML
 * sanitizer would take `<x y.html>` for a tag (escaping it, or dropping `</x y>` as a closing tag), and the link
 * sanitizers look for bare destinations. A backslash escape inside the brackets (`<a\>b>`, CommonMark's way to
 * write `>` there) is taken out first. Spaces, other characters a bare destination cannot hold, `<`, `>` and a
 * literal backslash are then percent-encoded, as markdown-it encodes them in the href anyway; parentheses stay
 * unless unbalanced.
 */
export function unbracketDestinations(text: string): string {
  const bare = (bracketed: string): string => {
    const destination = bracketed.replace(/\\([!-/:-@[-`{-~])/g, "$1");
    let depth = 0;
    for (const c of destination) if ((depth += c === "(" ? 1 : c === ")" ? -1 : 0) < 0) break;
    const encode = depth === 0 ? /[\x00-\x20\x7f<>\\]/g : /[\x00-\x20\x7f<>\\()]/g;
    return destination.replace(encode, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  };
  // Inside the brackets: no line break and no unescaped `<` or `>`; a backslash takes the character after it along.
  return text
    .replace(/\]\([ \t]*\n?[ \t]*<((?:[^<>\n\\]|\\[^\n])*)>/g, (whole, destination: string) => whole.slice(0, whole.length - destination.length - 2) + bare(destination))
    .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*)<((?:[^<>\n\\]|\\[^\n])+)>/gm, (_whole, head: string, destination: string) => head + bare(destination));
}

/**
 * Markdown link destinations, reference definitions and autolinks with a script URL point to `#` instead; every
 * other destination goes through `mapUrl` (see sanitizeText), and is replaced when that changes it.
 */
function sanitizeLinks(text: string, mapUrl: ((url: string) => string) | undefined): string {
  const destination = (url: string, whole: string, prefix: string): string => {
    const bare = url.replace(/^<|>$/g, "");
    if (isDangerousUrl(bare)) return `${prefix}#`;
    const mapped = mapUrl ? mapUrl(bare) : bare;
    return mapped === bare ? whole : `${prefix}${url.startsWith("<") ? `<${mapped}>` : mapped}`;
  };
  return text
    .replace(/\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)/g, (whole, url: string) => destination(url, whole, "]("))
    .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*)(\S+)/gm, (whole, head: string, url: string) => destination(url, whole, head));
}

/**
 * A site-relative URL (`/docs/x`, `guide.html`, `../a`) resolved against `base`, the site the spec's authors
 * wrote it for; a URL with a scheme, `//host`, `#fragment` or `?query` is returned as it is. Parentheses are
 * percent-encoded, so the result is one Markdown link destination.
 */
export function resolveSiteRelative(url: string, base: string): string {
  const trimmed = url.trim();
  if (!isSiteRelative(trimmed)) return url;
  // Only an http(s) result: the URL parser drops tabs and line breaks, so a "relative" `java\tscript:` could come
  // out with a scheme.
  const resolved = httpUrl(trimmed, base);
  return resolved === undefined ? url : resolved.replace(/\(/g, "%28").replace(/\)/g, "%29");
}

/** A URL that names a page of the site it sits on (`/docs/x`, `guide.html`, `../a`): no scheme, no `//host`, not only a `#fragment` or `?query`. */
export function isSiteRelative(url: string): boolean {
  const trimmed = url.trim();
  return !(trimmed === "" || /^[#?]/.test(trimmed) || trimmed.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(trimmed));
}
