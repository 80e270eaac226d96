// The fast path for generated pages (src/plugin/generated-pages.ts) must change speed only: the same bytes as
// Nunjucks calling every shortcode, for every corpus spec and every fixture, hostile ones included. Pages it
// cannot handle (edited with other Nunjucks, or broken) take the ordinary path, errors and all.
import test from "ava";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Eleventy from "@11ty/eleventy";
import { buildSite } from "../../dist/build/site.js";
import docgen from "../../dist/index.js";
import { compactCopy } from "../../dist/plugin/latin1.js";
import { generate } from "../../dist/openapi/generate.js";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { parseGeneratedPage } from "../../dist/plugin/generated-pages.js";
import { components } from "../../dist/plugin/components/index.js";
import { readTree, tempDir, writeFiles } from "../helpers/site.js";
import { storage } from "../helpers/strings.js";
import { corpusSpecs } from "./corpus-specs.js";

const fixtures = fileURLToPath(new URL("../fixtures/specs/", import.meta.url));
const byName = new Map(components.map((c) => [c.name, c]));

/** Generated files as the path -> content map writeFiles takes. */
const asTree = (files) => Object.fromEntries(files.map((f) => [f.path, f.content]));
const bodyOf = (text) => text.replace(/^---\n[\s\S]*?\n---\n/, "");

test("every corpus and fixture spec: the fast path takes every generated page, and the site is byte-identical to the shortcode path", async (t) => {
  const root = await tempDir();
  const docs = path.join(root, "docs");
  const specs = [
    ...corpusSpecs().filter((f) => f.endsWith(".json")),
    ...readdirSync(fixtures).filter((f) => /\.(json|ya?ml)$/.test(f) && !f.endsWith(".options.json")).map((f) => path.join(fixtures, f)),
  ];
  const modes = ["path", "tag", "method"];
  let pages = 0;
  for (const [i, file] of specs.entries()) {
    const spec = await loadSpec(file);
    const { files } = generate(spec, { groupBy: modes[i % 3], includeSchemas: true, basePath: "", skipDeprecated: false });
    for (const f of files) {
      t.truthy(parseGeneratedPage(bodyOf(f.content), byName), `${path.basename(file)} ${f.path}: the fast path understands it`);
      pages++;
    }
    await writeFiles(path.join(docs, `s${i}`), asTree(files));
  }
  t.true(pages > 500, `${pages} pages`);
  const fast = await buildSite({ input: docs, output: path.join(root, "fast"), config: { title: "x" } });
  const slow = await buildSite({ input: docs, output: path.join(root, "slow"), config: { title: "x", fastGeneratedPages: false } });
  t.is(fast.fastPages, pages, "docgen build took the fast path for every generated page");
  t.is(slow.fastPages, 0);
  t.true(fast.sharedRuns > 100 && fast.reusedRuns > 100, `field runs rendered once and reused: ${fast.sharedRuns} shared, ${fast.reusedRuns} reused`);
  t.is(slow.sharedRuns, 0);
  t.true(fast.directMembers > 100, `fields laid out without a Markdown pass over their HTML: ${fast.directMembers}`);
  t.true(fast.plainBodies > 100, `field bodies of plain words rendered without a Markdown call: ${fast.plainBodies}`);
  t.is(slow.plainBodies, 0);
  t.true(fast.headingMembers > 100, `response examples (a heading, then JSON) left to their pages without a Markdown call first: ${fast.headingMembers}`);
  t.true(fast.outlineScans > pages / 2, `pages whose headings and examples were read from their outline, not from a copy: ${fast.outlineScans} of ${pages}`);
  t.deepEqual(fast.warnings, []);
  t.deepEqual(slow.warnings, []);
  const a = readTree(path.join(root, "fast"));
  const b = readTree(path.join(root, "slow"));
  t.deepEqual(Object.keys(a).sort(), Object.keys(b).sort());
  const differing = Object.keys(a).filter((k) => a[k] !== b[k]);
  t.deepEqual(differing, [], "every file is byte-identical");
});

test("the parser refuses anything outside the generated subset", (t) => {
  const refused = [
    "{{ title }}",
    "{# note #}",
    "{% if x %}a{% endif %}",
    '{% Api method="GET" %}unclosed',
    '{% Api method="GET" %}{% endParamField %}',
    "{% Api method=title %}{% endApi %}",
    '{% Api "GET" %}{% endApi %}',
    '{% Api method="GET" | upper %}{% endApi %}',
    "{% raw %}a{% if %}{% endraw %}",
    "{% raw %}never closed",
    '{{ "{%" | safe }}',
    "{% Unknown %}{% endUnknown %}",
    '{% endApi %}',
    "a lone #} comment end",
  ];
  for (const source of refused) t.is(parseGeneratedPage(source, byName), undefined, source);
  t.truthy(parseGeneratedPage('text {% raw %}{{ x }}{% endraw %}{{ "{%" }} {% Api method="GET", path="/a \\"b\\" \\\\ c", n=-1.5, deprecated=false %}body{% endApi %}', byName));
});

test("a generated page edited with other Nunjucks renders the ordinary way; a broken one fails with its location", async (t) => {
  const root = await tempDir();
  const spec = await loadSpec(path.join(fixtures, "bookshop-3.0.yaml"));
  const { files } = generate(spec, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  await writeFiles(path.join(root, "docs"), asTree(files));
  const page = path.join(root, "docs/books/list.md");
  writeFileSync(page, readFileSync(page, "utf8").replace(/\n# (.*)\n/, "\n# $1\n\nSum: {{ 40 + 2 }}.\n"));
  await buildSite({ input: path.join(root, "docs"), output: path.join(root, "_site") });
  const html = readFileSync(path.join(root, "_site/books/list/index.html"), "utf8");
  t.regex(html, /Sum: 42\./, "the user's Nunjucks ran");
  t.regex(html, /class="docgen-api/, "and the components still rendered");

  // A separate folder: Eleventy caches what it read per path within one process.
  await writeFiles(path.join(root, "broken"), asTree(files));
  const withParams = path.join(root, "broken/books/get.md");
  const text = readFileSync(withParams, "utf8");
  t.regex(text, /\{% ParamField name="/);
  writeFileSync(withParams, text.replace(/\{% ParamField name="[^"]*", /, "{% ParamField "));
  const error = await t.throwsAsync(buildSite({ input: path.join(root, "broken"), output: path.join(root, "_site2") }));
  t.regex(error.message, /books\/get\.md:\d+:\d+: .*ParamField.* is missing the required attribute "name"/);
});

test("shared field runs: pages whose Markdown reaches across a run render it in place, and every page matches the shortcode path", async (t) => {
  const root = await tempDir();
  const front = "---\ntitle: T\ngenerator: docgen openapi\ntemplateEngineOverride: njk,md\n---\n";
  const field = (name, body = "") => `{% ResponseField name="${name}", type="string" %}${body}{% endResponseField %}`;
  const run = `${field("a", "\n\nFirst *field*.\n\n")}\n\n${field("b")}`;
  const api = (inner) => `{% Api method="GET", path="/x", title="X" %}\n\n${inner}\n\n{% endApi %}\n`;
  const pages = {
    // the same run on two plain pages: rendered once, reused once
    "one.md": `${front}# One\n\n${api(`## Fields\n\n${run}`)}`,
    "two.md": `${front}# Two\n\n${api(`Intro.\n\n${run}\n\nAfter.`)}`,
    // an unclosed fence before the run swallows it (Markdown shows the components' HTML as code)
    "fence.md": `${front}# Fence\n\n${api(`\`\`\`\ncode\n\n${run}`)}`,
    // an open <pre> block: the run's output passes through raw, bodies unrendered
    "pre.md": `${front}# Pre\n\n${api(`<pre>\n\n${run}\n\n</pre>`)}`,
    // a reference definition elsewhere on the page reaches into the run
    "refs.md": `${front}# Refs\n\n${api(`${field("c", "\n\nSee [the guide][g].\n\n")}\n\n[g]: https://example.com/guide`)}`,
    // a heading inside a run takes a page-wide id: "Fields" above makes it fields-2
    "heading.md": `${front}# Heading\n\n${api(`## Fields\n\n${field("d", "\n\n## Fields\n\n")}`)}`,
    // a run inside a list item is indented by the item
    "list.md": `${front}# List\n\n- item\n\n  ${field("e", "\n\nIn a list.\n\n")}\n`,
  };
  await writeFiles(path.join(root, "docs"), pages);
  const fast = await buildSite({ input: path.join(root, "docs"), output: path.join(root, "fast"), config: { title: "x" } });
  const slow = await buildSite({ input: path.join(root, "docs"), output: path.join(root, "slow"), config: { title: "x", fastGeneratedPages: false } });
  t.is(fast.fastPages, Object.keys(pages).length);
  t.is(fast.sharedRuns, 1, "only the run on one.md and two.md could be shared");
  t.is(fast.reusedRuns, 1);
  const a = readTree(path.join(root, "fast"));
  const b = readTree(path.join(root, "slow"));
  // Inside the fence the components' HTML is text, nesting markers included; their numbers follow render order.
  const numbers = (html) => html.replace(/docgen:\d+/g, "docgen:N");
  for (const name of Object.keys(pages)) {
    const file = `${name.replace(/\.md$/, "")}/index.html`;
    t.is(numbers(a[file]), numbers(b[file]), file);
  }
  t.regex(a["fence/index.html"], /<pre tabindex="0"><code>code\n\n&lt;!--docgen:\d+--&gt;\n&lt;div class="docgen-field/, "the fence holds the run as text");
  t.regex(a["refs/index.html"], /<a href="https:\/\/example.com\/guide">the guide<\/a>/);
  t.regex(a["heading/index.html"], /id="fields-2"/);
  t.notRegex(a["one/index.html"], /docgen-run/, "no placeholder is left");
});

test("a field run first rendered on a page holding a wide character leaves the pages that share it one byte per character", async (t) => {
  const wide = "Wide \u2019 title".slice(0, 6); // cut from a two-byte string: "Wide \u2019"
  t.is(storage(compactCopy(wide.slice(0, 4))), "one byte");
  t.is(compactCopy(wide), wide);

  const root = await tempDir();
  const front = "---\ntitle: T\ngenerator: docgen openapi\ntemplateEngineOverride: njk,md\n---\n";
  const field = (name, body = "") => `{% ResponseField name="${name}", type="string" %}${body}{% endResponseField %}`;
  const run = `${field("id", "\n\nThe book's id.\n\n")}\n\n${field("title")}`;
  const api = (inner) => `{% Api method="GET", path="/x", title="X" %}\n\n${inner}\n\n{% endApi %}\n`;
  // The wide page comes first, so the run is rendered from its (two-byte) source.
  await writeFiles(path.join(root, "src"), {
    "a-wide.md": `${front}# Caf\u00e9 \u2019 books\n\n${api(`## Fields\n\n${run}`)}`,
    "b-plain.md": `${front}# Plain books\n\n${api(`## Fields\n\n${run}`)}`,
  });
  writeFileSync(path.join(root, "eleventy.config.mjs"), `export default function () { return { markdownTemplateEngine: "njk" }; }\n`);
  const elev = new Eleventy(path.join(root, "src"), path.join(root, "out"), {
    quietMode: true,
    configPath: path.join(root, "eleventy.config.mjs"),
    config: (eleventyConfig) => eleventyConfig.addPlugin(docgen, { onWarning: () => {} }),
  });
  elev.disableLogger();
  const results = (await elev.write()).flat(3).filter((r) => r?.outputPath?.endsWith(".html"));
  const page = (name) => results.find((r) => r.outputPath.includes(name)).content;
  t.true(page("b-plain").includes("The book&#39;s id.") || page("b-plain").includes("The book's id."), "the shared run is on the plain page");
  t.is(storage(page("a-wide")), "two bytes");
  t.is(storage(page("b-plain")), "one byte");
});

/**
 * The bookshop fixture's generated pages (or `specFile`'s) in a plugin site (plain Eleventy with `addPlugin(docgen)`): returns
 * `build(out, fastGeneratedPages, amend)`, which builds into `out` and reads the tree. `eleventyReturn` is what
 * the site's config file returns; `amend` gets the markdown-it instance.
 */
async function pluginSite(eleventyReturn, specFile = path.join(fixtures, "bookshop-3.0.yaml")) {
  const root = await tempDir();
  const spec = await loadSpec(specFile);
  const { files } = generate(spec, { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false });
  await writeFiles(path.join(root, "src"), asTree(files));
  writeFileSync(path.join(root, "eleventy.config.mjs"), `export default function () { return ${JSON.stringify(eleventyReturn)}; }\n`);
  return async (out, fastGeneratedPages, amend) => {
    const elev = new Eleventy(path.join(root, "src"), path.join(root, out), {
      quietMode: true,
      configPath: path.join(root, "eleventy.config.mjs"),
      config(eleventyConfig) {
        eleventyConfig.addPlugin(docgen, { fastGeneratedPages, onWarning: () => {} });
        if (amend) eleventyConfig.amendLibrary("md", amend);
      },
    });
    elev.disableLogger();
    await elev.write();
    return readTree(path.join(root, out));
  };
}

test("a site whose Markdown renders HTML blocks its own way: fields render as it does, and pages match the shortcode path", async (t) => {
  // Nunjucks for Markdown, as docgen build sets it: the fast path needs the Nunjucks engine ready.
  const build = await pluginSite({ markdownTemplateEngine: "njk" });
  const rules = {
    // every HTML block: caught by the probe, so field runs render with their pages
    every: (content) => `<!--block-->${content}`,
    // only the fields' own HTML: passes the probe, caught by the check of the first field rendered both ways
    fields: (content) => (content.includes("docgen-field") ? `<!--block-->${content}` : content),
    // only fields without a body: caught by the check of the first such field
    bare: (content) => (content.includes("docgen-field") && !content.includes("docgen-field__body") ? `<!--block-->${content}` : content),
  };
  for (const [name, rule] of Object.entries(rules)) {
    const amend = (md) => {
      md.renderer.rules.html_block = (tokens, idx) => rule(tokens[idx].content);
    };
    const fast = await build(`${name}-fast`, true, amend);
    const slow = await build(`${name}-slow`, false, amend);
    const pages = Object.keys(slow).filter((f) => f.endsWith(".html"));
    t.true(pages.length > 5);
    t.deepEqual(Object.keys(fast).sort(), Object.keys(slow).sort());
    const withFields = pages.filter((f) => slow[f].includes('<!--block--><div class="docgen-field'));
    t.true(withFields.length > 3, `${name}: the custom rule shapes the fields' HTML`);
    t.deepEqual(pages.filter((f) => fast[f] !== slow[f]), [], `${name}: every page is byte-identical`);
  }
});

test("a site whose Markdown renders plain words its own way: field bodies take the Markdown call, and pages match the shortcode path", async (t) => {
  // The example site's spec: its fields have descriptions ("The book's id.").
  const build = await pluginSite({ markdownTemplateEngine: "njk" }, fileURLToPath(new URL("../../site-example/openapi.yaml", import.meta.url)));
  const setups = {
    // "The book's id." becomes "The book’s id."
    typographer: [(md) => md.set({ typographer: true }), /book\u2019s/],
    // another plugin's rule that rewrites text
    plugin: [(md) => md.core.ruler.push("shout", (state) => state.tokens.forEach((tok) => tok.children?.forEach((c) => c.type === "text" && (c.content = c.content.replace(/book/g, "BOOK"))))), /The BOOK/],
  };
  for (const [name, [amend, shows]] of Object.entries(setups)) {
    const fast = await build(`${name}-fast`, true, amend);
    const slow = await build(`${name}-slow`, false, amend);
    const pages = Object.keys(slow).filter((f) => f.endsWith(".html"));
    t.true(pages.some((f) => shows.test(slow[f]) && slow[f].includes("docgen-field__body")), `${name}: the setup shows in field bodies`);
    t.deepEqual(Object.keys(fast).sort(), Object.keys(slow).sort());
    t.deepEqual(pages.filter((f) => fast[f] !== slow[f]), [], `${name}: every page is byte-identical`);
  }
});

test("plugin users on Eleventy's default Liquid for Markdown: generated pages build, byte-identical to the fast path turned off", async (t) => {
  const build = await pluginSite({});
  const fast = await build("fast", true);
  const slow = await build("slow", false);
  const pages = Object.keys(slow).filter((f) => f.endsWith(".html"));
  t.true(pages.some((f) => slow[f].includes('class="docgen-field')), "components rendered");
  t.deepEqual(Object.keys(fast).sort(), Object.keys(slow).sort());
  t.deepEqual(pages.filter((f) => fast[f] !== slow[f]), [], "every page is byte-identical");
});
