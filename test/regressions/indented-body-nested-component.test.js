// Regression: in a .md page, an indented Api body whose nested ParamField had its own body lost its fenced
// code, list and heading (dedent counted the nested, unindented body lines, found no shared indentation, and
// Eleventy's markdown-it, which has indented code blocks disabled, turned the 4-space lines into paragraphs).
import test from "ava";
import { buildDocs, mainOf } from "../helpers/site.js";

test("an indented Api body keeps its fence and list when a nested ParamField has a body", async (t) => {
  const page = [
    '{% Api method="GET", path="/x" %}',
    "    ## Example",
    "",
    "    - a",
    "    - b",
    "",
    "    ```sh",
    "    curl /x",
    "",
    "    curl /y",
    "    ```",
    "",
    '    {% ParamField name="id" %}',
    "        The id.",
    "    {% endParamField %}",
    "{% endApi %}",
  ].join("\n");
  const site = await buildDocs({ "p.md": page });
  try {
    const html = mainOf(await site.html("p.md"));
    t.regex(html, /<h2[^>]*>(<a class="docgen-heading-link" href="#example">)?Example(<\/a>)?<\/h2>/);
    t.regex(html, /<ul>\s*<li>a<\/li>\s*<li>b<\/li>\s*<\/ul>/);
    t.regex(html, /<pre tabindex="0"><code class="language-sh">curl \/x\n\ncurl \/y\n<\/code><\/pre>/);
    t.regex(html, /docgen-field__body">\s*<p>The id\.<\/p>/);
  } finally {
    await site.cleanup();
  }
});
