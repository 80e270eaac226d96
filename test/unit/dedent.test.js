// dedent has a fast path for bodies that start at column 0 (src/plugin/body.ts): it must give the line-by-line
// answer for any text, indentation, trailing spaces, blank lines, odd whitespace and nested markers included.
import test from "ava";
import fc from "fast-check";
import { dedent, dedentLines } from "../../dist/plugin/body.js";

test("any text: dedent and the line-by-line dedent agree", (t) => {
  const piece = fc.constantFrom("a", "b c", " ", "  ", "\t", "\n", "\n\n", "\r\n", "\u00a0", "\u2028", "- item", "<!--docgen:1-->", "<!--/docgen:1-->", "<!--docgen-run-x:3-->", "```", "{", "#");
  fc.assert(fc.property(fc.array(piece, { maxLength: 25 }), (parts) => dedent(parts.join("")) === dedentLines(parts.join(""))), { numRuns: 5000 });
  t.pass();
});

test("the usual cases", (t) => {
  t.is(dedent("\n\nIntro.\n\n## Fields\n\n  indented code\n\n"), "Intro.\n\n## Fields\n\n  indented code");
  t.is(dedent("\n  Indented body.\n  Second line.\n"), "Indented body.\nSecond line.");
  t.is(dedent("Trailing  \nspaces\t\n"), "Trailing\nspaces");
});
