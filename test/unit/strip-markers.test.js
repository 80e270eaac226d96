// stripNestedMarkers is a hand-written scan (faster than a regex on large references); it must remove exactly
// what the pattern /<!--\/?docgen:\d+-->\n?/g describes, for any text.
import test from "ava";
import fc from "fast-check";
import { stripNestedMarkers } from "../../dist/plugin/body.js";

const reference = (html) => html.replace(/<!--\/?docgen:\d+-->\n?/g, "");
const pieces = ["<!--", "-->", "docgen:", "/", "1", "23", "x", "\n", " ", "<!--docgen:4-->", "<!--/docgen:4-->", "<", "!", "-"];

test("removes exactly the nested-output markers (and one line break after each)", (t) => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join("")), (html) => stripNestedMarkers(html) === reference(html)),
    { numRuns: 5000 },
  );
  t.is(stripNestedMarkers("a<!--docgen:1-->\nb<!--/docgen:1-->\nc"), "abc");
  t.is(stripNestedMarkers("no markers"), "no markers");
});
