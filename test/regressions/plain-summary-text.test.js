// Regression: front-matter descriptions (page meta description, sidebar tooltips) mangled plain text:
// `user_id` lost its underscore, `2*3` its star, "Price < 10 and > 5." its middle, autolinks vanished and
// `&amp;` was escaped a second time by the layout. GitHub's alert markers (`> [!NOTE]`) led 29 of its pages' descriptions.
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
  // GitHub alerts are asides: the summary skips them, and only an alert with nothing around it speaks, unmarked.
  ["> [!NOTE]\n> You can also use the route `/repositories/:id`.\n\nDelete a reaction to a comment.", "Delete a reaction to a comment."],
  ["> [!NOTE]\n> This endpoint is in public preview and is subject to change.", "This endpoint is in public preview and is subject to change."],
  ["> [!warning]\n> - Careful. Really.\n> - Second item.\n", "Careful."],
  ["Before.\n\n> [!TIP]\n> Later.", "Before."],
  ["> [!NOTE] on one line stays as written.", "[!NOTE] on one line stays as written."],
  // The first paragraph bounds the sentence; a heading is skipped unless nothing else is there.
  ["Returns a task by ID\n### Fine-grained access tokens\n\nThis endpoint works with tokens.", "Returns a task by ID"],
  ["## Overview\n\nLists the pets. More text.", "Lists the pets."],
  ["## Only a heading", "Only a heading"],
  ["First line\nwraps here.\n\nSecond paragraph.", "First line wraps here."],
];

for (const [markdown, expected] of cases) {
  test(`plainSummary(${JSON.stringify(markdown)})`, (t) => t.is(plainSummary(markdown), expected));
}
