// CodeGroup and titled code blocks through real Eleventy builds: with `docgen build` and with the plugin in a site's
// own Eleventy config (whose Markdown plugins come in either order), with markdown-it-attrs, and overridden by a theme.
import test from "ava";
import markdownItAttrs from "markdown-it-attrs";
import { focusableCode } from "../../dist/index.js";
import { buildDocs, buildWithPlugin, mainOf } from "../helpers/site.js";

const GROUP = [
  "# Samples",
  "",
  '{% CodeGroup label="Client <libraries>" %}',
  "",
  "```python Python (requests)",
  "import requests",
  "```",
  "",
  '```js title="app.js"',
  "fetch('/pets')",
  "```",
  "",
  "```bash",
  "curl /pets",
  "```",
  "",
  "{% endCodeGroup %}",
  "",
  "{% CodeGroup %}",
  "",
  "```go Go",
  "client.List()",
  "```",
  "",
  "{% endCodeGroup %}",
  "",
].join("\n");

/** The group elements of a page: each one's data-label and the caption (or "-") and language of each code block in it. */
function groups(html) {
  return [...mainOf(html).matchAll(/<div class="docgen-code-group" data-docgen-code-group data-label="([^"]*)">([\s\S]*?)<\/div>/g)].map((m) => ({
    label: m[1],
    blocks: [...m[2].matchAll(/(?:<figcaption class="docgen-code-title">([^<]*)<\/figcaption>)?<pre tabindex="0"><code class="language-(\w+)">/g)].map((b) => `${b[1] ?? "-"} ${b[2]}`),
  }));
}

test("docgen build: a CodeGroup holds its code blocks, each titled one in a figure under its caption; the label is escaped", async (t) => {
  // In a Nunjucks page the component renders its Markdown body itself.
  const site = await buildDocs({ "index.md": GROUP, "page.njk": GROUP });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  for (const page of ["index.md", "page.njk"]) {
    const html = await site.html(page);
    t.deepEqual(groups(html), [
      { label: "Client &lt;libraries&gt;", blocks: ["Python (requests) python", "app.js js", "- bash"] },
      { label: "Code samples", blocks: ["Go go"] },
    ], page);
  }
});

test("a titled block outside a group is a figure too; a fence with only its language is left as it was", async (t) => {
  const site = await buildDocs({ "index.md": "# Code\n\n```yaml docgen.config.yaml\ntitle: x\n```\n\n```yaml\ntitle: y\n```\n" });
  t.teardown(site.cleanup);
  const main = mainOf(await site.html("index.md"));
  t.regex(main, /<figure class="docgen-code-titled"><figcaption class="docgen-code-title">docgen\.config\.yaml<\/figcaption><pre tabindex="0"><code class="language-yaml">title: x\n<\/code><\/pre><\/figure>/);
  t.regex(main, /<\/figure>\s*<pre tabindex="0"><code class="language-yaml">title: y\n<\/code><\/pre>/);
  t.is(main.match(/<figure/g).length, 1);
});

test("markdown-it-attrs' braces after the title set attributes and stay out of the title", async (t) => {
  const site = await buildDocs({ "index.md": "# Code\n\n```js app.js {.special}\nx()\n```\n" });
  t.teardown(site.cleanup);
  t.regex(mainOf(await site.html("index.md")), /<figcaption class="docgen-code-title">app\.js<\/figcaption><pre tabindex="0"><code class="special language-js">|<figcaption class="docgen-code-title">app\.js<\/figcaption><pre tabindex="0"><code class="language-js special">/);
});

// The plugin installs the titles itself. Eleventy runs plugins after the config function, in the order they were
// added: a site's own amendLibrary comes before the plugin's, and one in a plugin added after docgen comes after it.
// Either way focusableCode still makes the titled block a tab stop.
for (const order of ["before", "after"]) {
  test(`the plugin in a site's own Eleventy config: titled blocks and groups, focusableCode set up ${order} the plugin`, async (t) => {
    const markdownPlugins = (md) => md.use(markdownItAttrs).use(focusableCode);
    const site = await buildWithPlugin({ "index.md": GROUP }, {
      eleventyReturn: { markdownTemplateEngine: "njk" },
      amend: (eleventyConfig, addDocgen) => {
        if (order === "before") eleventyConfig.amendLibrary("md", markdownPlugins);
        addDocgen();
        if (order === "after") eleventyConfig.addPlugin((config) => config.amendLibrary("md", markdownPlugins));
      },
    });
    t.teardown(site.cleanup);
    t.deepEqual(site.warnings, []);
    t.deepEqual(groups(await site.html("index.md")).map((g) => g.blocks), [["Python (requests) python", "app.js js", "- bash"], ["Go go"]]);
  });
}

test("a theme's _includes/docgen/code-group.njk replaces the built-in template", async (t) => {
  const site = await buildDocs({
    "_includes/docgen/code-group.njk": '<section class="my-samples" aria-label="{{ label }}">\n\n    {{ body }}\n</section>\n',
    "index.md": GROUP,
  });
  t.teardown(site.cleanup);
  const main = mainOf(await site.html("index.md"));
  t.regex(main, /<section class="my-samples" aria-label="Client &lt;libraries&gt;">\s*<figure class="docgen-code-titled"><figcaption class="docgen-code-title">Python \(requests\)<\/figcaption>/);
  t.false(main.includes("docgen-code-group"));
});

test("an unknown CodeGroup attribute warns and is ignored", async (t) => {
  const site = await buildDocs({ "index.md": '{% CodeGroup lable="x" %}\n\n```go Go\nx\n```\n\n{% endCodeGroup %}\n' });
  t.teardown(site.cleanup);
  t.true(site.warnings.some((w) => /CodeGroup/.test(w) && /lable/.test(w) && /label/.test(w)), site.warnings.join("\n"));
  t.deepEqual(groups(await site.html("index.md")), [{ label: "Code samples", blocks: ["Go go"] }]);
});

test("with a site's own layout (no docgen.js in it), a page with a CodeGroup gets the script injected; a page without one does not", async (t) => {
  const site = await buildWithPlugin({ "index.md": GROUP, "plain.md": "# Plain\n\n```python Python\nx = 1\n```\n" });
  t.teardown(site.cleanup);
  t.regex(await site.html("index.md"), /<script src="(?:\.\/|\.\.\/)*_docgen\/docgen\.js" defer><\/script>/);
  const plain = await site.html("plain.md");
  t.false(plain.includes("_docgen/docgen.js"), "a titled block alone needs no script");
  t.true(plain.includes("_docgen/docgen.css"), "but the stylesheet, for its caption");
});
test("with a site's own layout, the injected script gets the site's words for it (labels) just before it, and only when some changed", async (t) => {
  const site = await buildWithPlugin({ "index.md": GROUP }, { options: { labels: { copy: "Copier", codeTab: "Code </script> {n}", onThisPage: "Sur cette page" } } });
  t.teardown(site.cleanup);
  const html = await site.html("index.md");
  const [, json] = /<script type="application\/json" id="docgen-labels">(.*?)<\/script>\n<script src="(?:\.\/|\.\.\/)*_docgen\/docgen\.js" defer><\/script>/.exec(html) ?? [];
  t.deepEqual(JSON.parse(json), { copy: "Copier", codeTab: "Code </script> {n}" }, "the script's words only, escaped in the element");
  const english = await buildWithPlugin({ "index.md": GROUP });
  t.teardown(english.cleanup);
  t.false((await english.html("index.md")).includes("docgen-labels"));
});

