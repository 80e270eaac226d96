// Markdown copies of the pages (the site option `markdownPages`; src/plugin/markdown-pages.ts): beside each page
// built from Markdown, `index.html.md` holds its Markdown without front matter, docgen's components written as
// plain Markdown; the page links it (rel="alternate"), llms.txt links the copies and llms-full.txt holds them
// all, a page with other Nunjucks gets none, and nothing changes without the option. Real builds (docgen build's
// pipeline and the plugin in a plain Eleventy config); each copy is read back with markdown-it to check it says
// what the page says.
import test from "ava";
import MarkdownIt from "markdown-it";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { apiPages, buildDocs, buildError, buildWithPlugin, listFiles } from "../helpers/site.js";

const md = new MarkdownIt({ html: true });

const SPEC = {
  openapi: "3.0.3",
  info: { title: "Pets", version: "1" },
  servers: [{ url: "https://api.pets.example/v1/" }],
  components: {
    securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Api-Key" } },
    schemas: { Pet: { type: "object", required: ["name"], properties: { name: { type: "string", description: "What the pet answers to.", maxLength: 40 }, tags: { type: "array", items: { type: "string" } } } } },
  },
  security: [{ key: [] }],
  paths: {
    "/pets": {
      post: {
        summary: "Add a pet",
        parameters: [{ name: "dry_run", in: "query", schema: { type: "boolean", default: false }, description: "Check the pet without adding it." }],
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" }, example: { name: "Rex", tags: ["good"] } } } },
        responses: { 201: { description: "Added", content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } } },
      },
    },
  },
};

const GUIDE = [
  "---",
  "title: The guide",
  "---",
  "Intro text, [the API](../api/).",
  "",
  '{% Image src="/img/chart.png", alt="A chart", caption="Monthly totals" %}{% endImage %}',
  "",
  '{% Mermaid caption="Flow" %}',
  "graph TD",
  "  A --> B",
  "{% endMermaid %}",
  "",
  '{% Tree label="Project" %}',
  '{% Folder name="src", open=true %}',
  '{% File name="index.ts" %}{% endFile %}',
  "{% endFolder %}",
  '{% File name="package.json" %}{% endFile %}',
  "{% endTree %}",
  "",
  '{% YouTube id="dQw4w9WgXcQ", title="Intro video" %}{% endYouTube %}',
  "",
  '{% Field name="limit", type="integer", required=true, default=20 %}',
  "How many, `at most` 100.",
  "",
  "```json",
  '{ "limit": 20 }',
  "```",
  "{% endField %}",
  "",
  // A body indented in the source: the indentation its lines share is not the copy's.
  '{% Field name="filter", type="object" %}',
  "    Narrows the list.",
  "",
  "      Indented further.",
  "{% endField %}",
  "",
].join("\n");

const EXPECTED_GUIDE = [
  "# The guide",
  "",
  "Intro text, [the API](../api/).",
  "",
  "![A chart](/img/chart.png)",
  "",
  "Monthly totals",
  "",
  "```mermaid",
  "graph TD",
  "  A --> B",
  "```",
  "",
  "Flow",
  "",
  "**Project**",
  "",
  "- src/",
  "  - index.ts",
  "- package.json",
  "",
  "[Intro video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)",
  "",
  "- `limit` (integer, required, default: `20`)",
  "",
  "  How many, `at most` 100.",
  "",
  "  ```json",
  '  { "limit": 20 }',
  "  ```",
  "",
  "- `filter` (object)",
  "",
  "  Narrows the list.",
  "",
  "    Indented further.",
  "",
].join("\n");

function files() {
  return {
    ...apiPages(SPEC, { includeSchemas: true }),
    "guides/guide.md": GUIDE,
    // Other Nunjucks: its source is not what readers see, so it gets no copy.
    "guides/templated.md": "---\ntitle: Templated\nversion: 3\n---\n# Templated\n\nVersion {{ version }}.\n",
    // An address with a space and a non-ASCII letter: linked percent-encoded, its copy found on disk all the same.
    "guides/set up ü.md": "---\ntitle: Set up\n---\nSteps.\n",
    // Headings in the other forms Markdown has: the copy adds no second one. A title that reads as Markdown: escaped.
    "guides/setext.md": "---\ntitle: Setext\n---\nSetext\n======\n\nText.\n",
    "guides/html-heading.md": "---\ntitle: Html heading\n---\n<h1 class=\"big\">Html heading</h1>\n\nText.\n",
    "guides/second-level.md": "---\ntitle: Second\n---\nIntro\n-----\n\nText.\n",
    "guides/marked-up.md": "---\ntitle: \"*Not* <b>bold</b> & [x](y) #1\"\n---\nText.\n",
    "public/img/chart.png": "png",
  };
}

const copyOf = (site, page) => readFile(path.join(site.output, page, "index.html.md"), "utf8");

test("each Markdown page gets its copy beside it: components as plain Markdown, no front matter, no template syntax", async (t) => {
  const site = await buildDocs(files(), { config: { title: "Pets docs", url: "https://docs.pets.example", markdownPages: true } });
  t.teardown(() => site.cleanup());
  t.is(await copyOf(site, "guides/guide"), EXPECTED_GUIDE);

  // A generated operation page: its Api as method and URL, its credentials, its fields as list items, its code
  // samples and example as code blocks.
  const op = await copyOf(site, "api/pets/create");
  t.true(op.startsWith("# Add a pet\n\n`POST https://api.pets.example/v1/pets`\n\n"), op.slice(0, 200));
  t.false(/\{%|\{\{|^---$|generator:|contentHash/m.test(op), "no template syntax and no front matter");
  t.true(op.includes("- `X-Api-Key` (header, string, required)"), op);
  t.true(op.includes("- `dry_run` (query, boolean, optional, default: `false`)\n\n  Check the pet without adding it."), op);
  t.true(op.includes("- `name` (body, string, at most 40 characters, required)\n\n  What the pet answers to."), op);
  t.true(op.includes("- `tags` (body, array<string>, optional)"), op);
  t.regex(op, /```bash\ncurl -X POST 'https:\/\/api\.pets\.example\/v1\/pets/);
  // Read back as Markdown: the fields are list items, the curl command is a code block that sends the spec's example.
  const html = md.render(op);
  t.regex(html, /<li>\n?<p><code>name<\/code> \(body, string, at most 40 characters, required\)<\/p>/);
  const curl = /<code class="language-bash">([\s\S]*?)<\/code>/.exec(html)?.[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
  t.deepEqual(JSON.parse(/ -d '([\s\S]*)'\n$/.exec(curl)[1]), { name: "Rex", tags: ["good"] });
  // Its links are relative to the page's folder, as the page's are: the schema page it links exists from there.
  const link = /\(([^)]*schemas\/Pet\/)\)/.exec(op)?.[1];
  t.truthy(link, "the copy links the schema page");
  t.true(existsSync(path.join(site.output, "api/pets/create", link, "index.html")), link);

  // The page links its copy; the templated page has neither.
  t.true((await site.html("api/pets/create.md")).includes('<link rel="alternate" type="text/markdown" href="index.html.md">'));
  t.false(site.exists("guides/templated/index.html.md"));
  t.false((await site.html("guides/templated.md")).includes("text/markdown"));
  t.false(site.exists("404.html.md"), "the 404 page is made by the build, from no Markdown file of the docs");

  // llms.txt links each copy (absolute with url), and the templated page by its HTML address.
  const llms = await readFile(path.join(site.output, "llms.txt"), "utf8");
  t.true(llms.includes("](https://docs.pets.example/api/pets/create/index.html.md)"), llms);
  t.true(llms.includes("](https://docs.pets.example/guides/guide/index.html.md)"), llms);
  t.true(llms.includes("](https://docs.pets.example/guides/templated/)"), llms);
  // llms-full.txt: the title, then every copy in llms.txt's order, each after a rule and its page's address.
  const full = await readFile(path.join(site.output, "llms-full.txt"), "utf8");
  const order = [...llms.matchAll(/\]\(https:\/\/docs\.pets\.example(\/[^)]*index\.html\.md)\)/g)].map((m) => decodeURIComponent(m[1]));
  t.deepEqual(
    [...order].sort(),
    ["/api/index.html.md", "/api/pets/create/index.html.md", "/api/schemas/Pet/index.html.md", "/guides/guide/index.html.md", "/guides/html-heading/index.html.md", "/guides/marked-up/index.html.md", "/guides/second-level/index.html.md", "/guides/set up ü/index.html.md", "/guides/setext/index.html.md"],
    llms,
  );
  const copies = await Promise.all(order.map((u) => readFile(path.join(site.output, u), "utf8")));
  t.is(full, `# Pets docs\n${order.map((u, i) => `\n---\n\nSource: ${new URL(u.replace(/index\.html\.md$/, ""), "https://docs.pets.example").href}\n\n${copies[i]}`).join("")}`);
  t.is(copies[order.indexOf("/guides/set up ü/index.html.md")], "# Set up\n\nSteps.\n");
  t.is(await copyOf(site, "guides/setext"), "Setext\n======\n\nText.\n");
  t.is(await copyOf(site, "guides/html-heading"), '<h1 class="big">Html heading</h1>\n\nText.\n');
  t.is(await copyOf(site, "guides/second-level"), "# Second\n\nIntro\n-----\n\nText.\n", "a second-level heading is no title");
  const markedUp = await copyOf(site, "guides/marked-up");
  t.is(md.render(markedUp.split("\n")[0]), "<h1>*Not* &lt;b&gt;bold&lt;/b&gt; &amp; [x](y) #1</h1>\n", markedUp);
  // The sitemap lists pages, not copies.
  t.false((await readFile(path.join(site.output, "sitemap.xml"), "utf8")).includes(".md<"));
});

test("the same docs give the same copies, byte for byte", async (t) => {
  const one = await buildDocs(files(), { config: { markdownPages: true } });
  const two = await buildDocs(files(), { config: { markdownPages: true } });
  t.teardown(() => Promise.all([one.cleanup(), two.cleanup()]));
  const copies = listFiles(one.output).filter((f) => f.endsWith(".md"));
  t.deepEqual(copies, [
    "api/index.html.md",
    "api/pets/create/index.html.md",
    "api/schemas/Pet/index.html.md",
    "guides/guide/index.html.md",
    "guides/html-heading/index.html.md",
    "guides/marked-up/index.html.md",
    "guides/second-level/index.html.md",
    "guides/set up ü/index.html.md",
    "guides/setext/index.html.md",
  ]);
  t.deepEqual(listFiles(two.output).filter((f) => f.endsWith(".md")), copies);
  for (const f of [...copies, "llms-full.txt"]) t.is(await readFile(path.join(two.output, f), "utf8"), await readFile(path.join(one.output, f), "utf8"), f);
});

test("without the option: no copy, no link to one, llms.txt links the pages", async (t) => {
  const site = await buildDocs(files(), { config: {} });
  t.teardown(() => site.cleanup());
  t.deepEqual(listFiles(site.output).filter((f) => f.endsWith(".md")), []);
  t.false((await site.html("api/pets/create.md")).includes("text/markdown"));
  t.false((await readFile(path.join(site.output, "llms.txt"), "utf8")).includes(".md)"));
  t.false(site.exists("llms-full.txt"));
  const noLlms = await buildDocs(files(), { config: { markdownPages: true, llmsTxt: false } });
  t.teardown(() => noLlms.cleanup());
  t.false(noLlms.exists("llms-full.txt"), "llmsTxt: false writes neither file");
  t.true(noLlms.exists("guides/guide/index.html.md"));
});

test("the plugin in a plain Eleventy config writes the copies too, under a path prefix", async (t) => {
  const site = await buildWithPlugin(
    {
      "index.md": "---\nlayout: docgen/page.njk\ntitle: Home\n---\nHi, [guide](guide/).\n",
      "guide.md": GUIDE,
      // A site's own layout, no components: the page still gets docgen's script and stylesheet, for "Copy page".
      "_includes/own.njk": "<!doctype html><html><head><title>{{ title }}</title></head><body><main class=\"docgen-content\">{{ content | safe }}</main></body></html>",
      "bare.md": "---\nlayout: own.njk\ntitle: Bare\n---\n# Bare\n\nText.\n",
    },
    { options: { title: "Site", markdownPages: true }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } },
  );
  t.teardown(() => site.cleanup());
  t.is(await readFile(path.join(site.output, "index.html.md"), "utf8"), "# Home\n\nHi, [guide](guide/).\n");
  t.is(await readFile(path.join(site.output, "guide", "index.html.md"), "utf8"), EXPECTED_GUIDE);
  t.true((await readFile(path.join(site.output, "llms.txt"), "utf8")).includes("](/docs/guide/index.html.md)"));
  const bare = await readFile(path.join(site.output, "bare", "index.html"), "utf8");
  t.regex(bare, /<link rel="alternate" type="text\/markdown" href="index.html.md">/);
  t.true(bare.includes("_docgen/docgen.js") && bare.includes("_docgen/docgen.css"), bare);
});

test("markdownPages must be true or false", async (t) => {
  t.regex(await buildError({ "index.md": "# Home\n" }, { config: { markdownPages: "yes" } }), /option "markdownPages" must be true or false/);
});
