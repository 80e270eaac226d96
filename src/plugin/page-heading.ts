// Whether a Markdown page already shows a text as its title: `docgen openapi` writes each operation's title both
// as the page's `#` heading and as its `Api` block's `title`, and the block need not say it a second time.
import { escapeInline } from "../openapi/write/inline.js";

/** An ATX first-level heading line: up to three spaces, one `#`, a space or tab, the text. */
const FIRST_LEVEL = /^ {0,3}#[ \t]+(.*)$/gm;

/**
 * True when `source` (a Markdown page's text) has a first-level heading that reads `text`, as a writer would
 * type it or escaped the way `docgen openapi` writes headings. The heading's closing `#`s and trailing space do not
 * count. A `#` line inside a code block can match too; that only hides a repeated title, it loses nothing.
 */
export function hasFirstLevelHeading(source: string, text: string): boolean {
  const plain = text.trim();
  if (plain === "" || !source.includes("#")) return false;
  const escaped = escapeInline(plain);
  for (const match of source.matchAll(FIRST_LEVEL)) {
    const heading = match[1]!.replace(/\r$/, "").replace(/(?:[ \t]+#+)?[ \t]*$/, "");
    if (heading === plain || heading === escaped) return true;
  }
  return false;
}
