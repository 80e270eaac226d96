// Regression: a component inside a list item or blockquote ended the list (numbering restarted) because
// only the first line of its output carried the item's indentation.
import test from "ava";
import { buildDocs, mainOf } from "../helpers/site.js";

test("components stay inside list items and blockquotes, bodies and nesting included", async (t) => {
  const page = [
    "# Steps",
    "",
    "1. Open the dashboard.",
    "",
    '   {% Image src="/a.png", alt="Dashboard" %}{% endImage %}',
    "",
    "2. Call the API:",
    "",
    '   {% Api method="GET", path="/x" %}',
    "   Text in api.",
    "",
    "   ```js",
    "   const a = 1;",
    "",
    "   const b = 2;",
    "   ```",
    "",
    '   {% ParamField name="q" %}Query.{% endParamField %}',
    "   {% endApi %}",
    "3. Done.",
    "",
    '- {% Image src="/b.png", alt="On the marker line" %}{% endImage %}',
    "- second",
    "",
    "> Quote:",
    ">",
    '> {% Image src="/c.png", alt="Quoted" %}{% endImage %}',
    "",
    'Inline: see {% Image src="/d.png", alt="mid" %}{% endImage %} here.',
    "",
  ].join("\n");
  const site = await buildDocs({ "index.md": page });
  const main = mainOf(await site.html("index.md"));
  // One ordered list with three items: the components did not end it.
  t.is(main.match(/<ol/g)?.length, 1, main);
  t.false(main.includes('<ol start="2">'));
  const ol = /<ol>([\s\S]*?)<\/ol>/.exec(main)[1];
  t.is(ol.match(/<li>/g).length, 3);
  t.regex(ol, /<li>\s*<p>Open the dashboard\.<\/p>\s*<figure class="docgen-image">\s*<img src="\/a.png"[^>]*>\s*<\/figure>\s*<\/li>/);
  t.regex(ol, /<section class="docgen-api[\s\S]*<pre tabindex="0"><code class="language-js">const a = 1;\n\nconst b = 2;\n<\/code><\/pre>[\s\S]*<code class="docgen-field__name">q<\/code>[\s\S]*<\/section>\s*<\/li>/);
  // The bullet list keeps both items; the blockquote holds its image; a tag mid-paragraph starts a block.
  t.regex(main, /<ul>\s*<li>\s*<figure class="docgen-image">\s*<img src="\/b.png"[^>]*>\s*<\/figure>\s*<\/li>\s*<li>\s*<p>second<\/p>/);
  t.regex(main, /<blockquote>[\s\S]*<img src="\/c.png"[\s\S]*<\/blockquote>/);
  t.regex(main, /<p>Inline: see<\/p>\s*<figure class="docgen-image">\s*<img src="\/d.png"[^>]*>\s*<\/figure>\s*<p>here\.<\/p>/);
  t.deepEqual(site.warnings, []);
  await site.cleanup();
});
