// Whether a Markdown page already shows a text as its title: `docgen openapi` writes each operation's title both
// as the page's `#` heading and as its `Api` block's `title`, and the block need not say it a second time.
import { escapeInline } from "../openapi/write/inline.js";

/**
 * True when `source` (a Markdown page's text) has a first-level ATX heading that reads `text`, as a writer would
 * type it or escaped the way `docgen openapi` writes headings. The heading's closing `#`s and trailing space do not
 * count, and a `#` line inside a fenced code block (a shell comment) is not a heading.
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
    if (!insideFence(source, lineStart)) return true;
  }
  return false;
}

/** Whether the line starting at `lineStart` is inside a fenced code block (``` or ~~~, CommonMark's rules). */
function insideFence(source: string, lineStart: number): boolean {
  let open: { char: string; length: number } | undefined;
  const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/gm;
  FENCE.lastIndex = 0;
  for (let m = FENCE.exec(source); m !== null && m.index < lineStart; m = FENCE.exec(source)) {
    const run = m[1]!;
    if (open === undefined) {
      if (run[0] === "`" && m[2]!.includes("`")) continue; // a backtick fence's info string has no backtick
      open = { char: run[0]!, length: run.length };
    } else if (run[0] === open.char && run.length >= open.length && m[2]!.trim() === "") open = undefined;
  }
  return open !== undefined;
}
