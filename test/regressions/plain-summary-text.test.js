// Regression: front-matter descriptions (page meta description, sidebar tooltips) mangled plain text:
// `user_id` lost its underscore, `2*3` its star, "Price < 10 and > 5." its middle, autolinks vanished and
// `&amp;` was escaped a second time by the layout.
import test from "ava";
import { plainSummary } from "../../dist/openapi/pages/summary-text.js";

const cases = [
  ["Set the **user_id** field.", "Set the user_id field."],
  ["Returns 2*3 things.", "Returns 2*3 things."],
  ["Price < 10 and > 5.", "Price < 10 and > 5."],
  ["See <https://example.com/a> now.", "See https://example.com/a now."],
  ["Tom &amp; Jerry.", "Tom & Jerry."],
  ["<b>Bold</b> _em_ and ~~gone~~ text.", "Bold em and gone text."],
  ["Use `snake_case` here.", "Use snake_case here."],
  ["<!-- hidden --> Visible.", "Visible."],
];

for (const [markdown, expected] of cases) {
  test(`plainSummary(${JSON.stringify(markdown)})`, (t) => t.is(plainSummary(markdown), expected));
}
