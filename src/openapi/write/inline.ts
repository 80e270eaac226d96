// Inline Markdown from plain text: escaped so that names and titles from the spec show literally.
import type { Inline } from "../pages/blocks.js";
import { nunjucksLiteral } from "./nunjucks.js";
import { escapeInline } from "../../markdown-text.js";

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

/** A code span that holds `text` whatever backticks it contains. */
export function codeSpan(text: string): string {
  // U+2028/U+2029 count as line breaks too: markdown-it would not strip the padding spaces around them.
  const oneLine = LINE_BREAK.test(text) ? text.replace(/[\r\n\u2028\u2029]+/g, " ") : text;
  // Markdown has no empty code span (two backticks are text): an empty value (`enum: [""]`) is an empty element.
  if (oneLine === "") return "<code></code>";
  const ticks = "`".repeat(longestRun(oneLine, "`") + 1);
  const pad = oneLine.startsWith("`") || oneLine.endsWith("`") || oneLine.startsWith(" ") ? " " : "";
  return nunjucksLiteral(`${ticks}${pad}${oneLine}${pad}${ticks}`);
}

export function renderInlines(inlines: Inline[]): string {
  return inlines
    .map((node) => {
      if ("code" in node) return codeSpan(node.code);
      if ("strong" in node) return `**${escapeInline(node.strong)}**`;
      if ("link" in node) return `[${escapeInline(node.link)}](${node.href})`;
      return escapeInline(node.text);
    })
    .join("");
}
