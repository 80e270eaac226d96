// Build errors: the reason on one line, a code frame kept as drawn below it.
import test from "ava";
import { buildError } from "../helpers/site.js";

test("broken front matter names the page and the reason, with the YAML code frame below", async (t) => {
  const message = await buildError({ "index.md": '---\ntitle: "unclosed\norder: [1\n---\n# Hi\n' });
  const [summary, ...frame] = message.split("\n");
  t.regex(summary, /build failed: Having trouble reading front matter from template .*index\.md — unexpected end of the stream within a double quoted scalar \(4:1\)$/);
  t.true(frame.some((l) => /^ {4}\s*2 \| title: "unclosed$/.test(l)), message);
  t.true(frame.some((l) => /-\^/.test(l)), message);
});

test("a Nunjucks syntax error keeps the page, the position and the reason on one line", async (t) => {
  const message = await buildError({ "index.md": "# Hi\n\n{% if %}\n" });
  t.regex(message, /build failed in .*index\.md: .*\[Line 3, Column \d+\] unexpected token: %\}/);
  t.false(message.includes("\n"));
});
