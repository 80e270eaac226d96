// headingLineIn (src/plugin/generated-pages.ts) tells, before any Markdown call, that a member of a field run will
// render with a heading, so the run cache leaves it to its page instead of rendering it twice. markdown-it, as
// Eleventy sets it up (HTML on), is the oracle: on Markdown made of ATX headings, fences, indented code, raw HTML
// blocks that end at a closing tag, and text, headingLineIn answers exactly whether the HTML holds a heading.
import test from "ava";
import fc from "fast-check";
import { headingLineIn } from "../../dist/plugin/generated-pages.js";
import { EleventyMarkdownIt } from "../helpers/site.js";

const md = new EleventyMarkdownIt({ html: true });

test("any such Markdown: a heading line outside code and raw HTML, exactly when the HTML holds a heading", (t) => {
  // Raw HTML blocks come whole (`<pre>` to `</pre>`, a comment): a closing tag on its own opens a block that ends at a
  // blank line (CommonMark's kind 7), which headingLineIn does not follow; it then says "heading" where there is
  // none, which costs that member its sharing and nothing else.
  const piece = fc.constantFrom("# a", "## Example response", "###### six", "####### seven", "#tag", " # spaced", "    # indented", "text", "```", "```json", "~~~", '{"#": 1}', "<pre>\n# in pre\n</pre>", "<!--\n# in a comment\n-->", "#", "\t# tab");
  let headings = 0;
  fc.assert(
    fc.property(fc.array(fc.tuple(piece, fc.constantFrom("\n", "\n\n")), { maxLength: 12 }), (lines) => {
      const source = lines.map(([text, end]) => text + end).join("");
      const expected = /<h[1-6][\s>]/.test(md.render(source));
      if (expected) headings++;
      return headingLineIn(source) === expected;
    }),
    { numRuns: 5000 },
  );
  t.true(headings > 500, `${headings} sources with a heading: the property is not vacuous`);
});

test("the cases the run cache meets", (t) => {
  t.true(headingLineIn('## Example response\n\n```json 200 (application/json)\n{\n  "id": 1\n}\n```'), "a response example");
  t.false(headingLineIn('```bash\n# a shell comment\ncurl -X GET "/x"\n```'), "a comment in a code sample");
  t.false(headingLineIn("The `#` sign, and #hashtags.\n\nPossible values: `#fff`, `#000`."), "a field's description");
  t.true(headingLineIn("Intro.\n\n```\ncode\n```\n\n### After the code"), "a heading after a fence");
  t.false(headingLineIn(""));
});
