// Regression: a front-matter description cut after a link whose URL holds parentheses kept a stray ")".
import test from "ava";
import { plainSummary } from "../../dist/openapi/pages/summary-text.js";

test("links lose their targets, parentheses in the URL included; reference links keep their text", (t) => {
  t.is(plainSummary("Uses [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601_(date)) dates. More."), "Uses ISO 8601 dates.");
  t.is(plainSummary("See the [guide][1] first.\n\n[1]: https://x.example"), "See the guide first.");
  t.is(plainSummary("Plain [link](https://x.example/a) here."), "Plain link here.");
});
