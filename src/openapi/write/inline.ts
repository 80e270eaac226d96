// Inline Markdown from plain text: escaped so that names and titles from the spec show literally.
import type { Inline } from "../pages/blocks.js";
import { nunjucksLiteral } from "./nunjucks.js";
import { escapeInline, markdownCodeSpan } from "../../markdown-text.js";

/** A code span that holds `text` whatever backticks it contains, safe from Nunjucks. */
export function codeSpan(text: string): string {
  return nunjucksLiteral(markdownCodeSpan(text));
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
