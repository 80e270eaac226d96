// Whether a Markdown page already shows a text as its title: `docgen openapi` writes each operation's title both
// as the page's `#` heading and as its `Api` block's `title`, and the block need not say it a second time.
import { escapeInline } from "../markdown-text.js";
import { OpenBlocks } from "./generated-pages.js";

/**
 * True when `source` (a Markdown page's text) has a first-level ATX heading that reads `text`, as a writer would
 * type it or escaped the way `docgen openapi` writes headings. The heading's closing `#`s and trailing space do not
 * count, and a `#` line inside a fenced code block or a raw HTML block is not a heading.
 */
export function hasFirstLevelHeading(source: string, text: string): boolean {
  const plain = text.trim();
  if (plain === "") return false;
  const escaped = escapeInline(plain);
  // A heading is one line: a title with a line break can only match as the generator writes it (a space for it).
  const oneLine = !/[\r\n]/.test(plain);
  return (oneLine && headingAt(source, plain)) || (escaped !== plain && headingAt(source, escaped));
}

function headingAt(source: string, heading: string): boolean {
  for (let at = source.indexOf(heading); at !== -1; at = source.indexOf(heading, at + 1)) {
    const lineStart = source.lastIndexOf("\n", at - 1) + 1;
    const lineEnd = source.indexOf("\n", at + heading.length);
    if (!/^ {0,3}#[ \t]+$/.test(source.slice(lineStart, at))) continue;
    if (!/^(?:[ \t]+#+)?[ \t]*\r?$/.test(source.slice(at + heading.length, lineEnd === -1 ? source.length : lineEnd))) continue;
    // A `#` line inside a fenced code block (a shell comment) or a raw HTML block such as `<pre>` is no heading.
    if (new OpenBlocks().closedAfter(source.slice(0, lineStart))) return true;
  }
  return false;
}
