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
