// Markdown text that `docgen openapi` writes and the docgen plugin reads, shared by both (like words.ts), so the
// plugin recognizes what the generator wrote without importing the generator.

/** The kinds of GitHub's alerts (`> [!NOTE]`), as a pattern for an alternation: `note|tip|...`. */
export const ALERT_KINDS = ["note", "tip", "important", "warning", "caution"].join("|");

/** Anything escapeInline would change. */
const NEEDS_ESCAPE = /[\r\n\\`*_[\]|~!#&<>{}]|^[+\-=]|^\d+[.)]/;

/**
 * Escapes text for Markdown and Nunjucks: `{`/`}` become entities (no Nunjucks tag, no markdown-it-attrs
 * block), `<`/`&` entities (no HTML), Markdown punctuation a backslash.
 */
export function escapeInline(text: string): string {
  // Most text (titles, headings, sentences) needs none of the replacements below: one test instead of nine.
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[\\`*_[\]|~!#]/g, "\\$&")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\{/g, "&#123;")
    .replace(/\}/g, "&#125;")
    // A leading `+`/`-`/`=` or `1.`/`1)` would start a list or underline a heading: escape the punctuation
    // (`1\.`; a backslash before the digit, `\1.`, is no escape and would show).
    .replace(/^([+\-=])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** The length of the longest run of `char` in `text` (0 when there is none). */
export function longestRun(text: string, char: string): number {
  let longest = 0;
  for (let at = text.indexOf(char); at !== -1; ) {
    let end = at + 1;
    while (text[end] === char) end++;
    if (end - at > longest) longest = end - at;
    at = text.indexOf(char, end);
  }
  return longest;
}

/** A Markdown code span that holds `text` whatever backticks it contains, on one line. */
export function markdownCodeSpan(text: string): string {
  // U+2028/U+2029 count as line breaks too: markdown-it would not strip the padding spaces around them.
  const oneLine = LINE_BREAK.test(text) ? text.replace(/[\r\n\u2028\u2029]+/g, " ") : text;
  // Markdown has no empty code span (two backticks are text): an empty value (`enum: [""]`) is an empty element.
  if (oneLine === "") return "<code></code>";
  const ticks = "`".repeat(longestRun(oneLine, "`") + 1);
  const pad = oneLine.startsWith("`") || oneLine.endsWith("`") || oneLine.startsWith(" ") ? " " : "";
  return `${ticks}${pad}${oneLine}${pad}${ticks}`;
}
