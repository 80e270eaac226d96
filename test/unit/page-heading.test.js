// hasFirstLevelHeading (src/plugin/page-heading.ts) decides whether an Api block's title repeats its page's `#`
// heading. markdown-it is the oracle: on any page made of headings, fences, quotes, indented code and text, the
// answer is whether markdown-it finds a top-level `#` heading whose text is the title (as typed or escaped).
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { hasFirstLevelHeading } from "../../dist/plugin/page-heading.js";
import { escapeInline } from "../../dist/markdown-text.js";

const md = new MarkdownIt();

function oracle(source, title) {
  const wanted = new Set([title.trim(), escapeInline(title.trim())]);
  const tokens = md.parse(source, {});
  return tokens.some((tok, i) => tok.type === "heading_open" && tok.tag === "h1" && tok.markup === "#" && tok.level === 0 && wanted.has(tokens[i + 1].content));
}

const titles = fc.constantFrom("Add a toy", "List *toys*", "Get `id`", "a", "Toys {x}", "Add a\ntoy");
const line = (title) =>
  fc.oneof(
    fc.constantFrom("", "text", "```", "```bash", "~~~", "````", "~~~~", "``` x`y", "# Other", "## " + title, "    # " + title, "> # " + title, "#" + title),
    fc.constantFrom("# ", "  # ", "#\t", "    ").map((p) => p + title),
    fc.constantFrom("# ", " # ").map((p) => p + escapeInline(title)),
    fc.constantFrom(" ##", " #", "  ", "\r").map((s) => "# " + title + s),
  );
const pages = titles.chain((title) => fc.tuple(fc.constant(title), fc.array(line(title), { maxLength: 8 })));

test("any page: a first-level heading reading the title, exactly when markdown-it sees one", (t) => {
  fc.assert(
    fc.property(pages, ([title, lines]) => {
      const source = lines.join("\n");
      return hasFirstLevelHeading(source, title) === oracle(source, title);
    }),
    { numRuns: 3000 },
  );
  t.pass();
});

test("cases by hand", (t) => {
  t.true(hasFirstLevelHeading("# Add a toy\n\nText", "Add a toy"));
  t.true(hasFirstLevelHeading("intro\n# List \\*toys\\*\n", "List *toys*"), "escaped as docgen openapi writes it");
  t.false(hasFirstLevelHeading("## Add a toy\n", "Add a toy"), "a second-level heading");
  t.false(hasFirstLevelHeading("```\n# Add a toy\n```\n", "Add a toy"), "a comment in a fence");
  t.false(hasFirstLevelHeading("<pre>\n# Add a toy\n</pre>\n", "Add a toy"), "a line of a raw <pre> block");
  t.true(hasFirstLevelHeading("<pre>x</pre>\n# Add a toy\n", "Add a toy"), "after a closed <pre>");
  t.false(hasFirstLevelHeading("# Add a toy today\n", "Add a toy"), "a longer heading");
  t.false(hasFirstLevelHeading("# Add a toy\n", "  "), "a blank title");
  t.false(hasFirstLevelHeading("# Add a\ntoy\n", "Add a\ntoy"), "a title over two lines is not a heading and a paragraph");
  t.true(hasFirstLevelHeading("# Add a toy\n", "Add a\ntoy"), "the generator writes its line break as a space");
});
