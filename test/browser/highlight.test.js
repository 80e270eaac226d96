// Syntax highlighting in Chromium: docgen.js loads _docgen/prism.js once, only on a page with a code block in a
// language, and only when such a block comes near the screen; it colours those blocks without changing their text,
// leaves blocks without a grammar, blocks already marked up and diagram sources as they are, colours a block in a tab
// panel once the panel is shown, and keeps Copy copying plain text. axe finds the colours readable in light and
// dark; without JavaScript nothing is coloured.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fencedContext, serveBuiltSite, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);
const BLOCKING = new Set(["serious", "critical"]);

const JSON_BODY = '{\n  "name": "Rex",\n  "age": 3,\n  "vaccinated": true,\n  "owner": null\n}';
const PYTHON = 'import requests\n\n# list the pets\npets = requests.get("https://api.example.com/pets").json()';
const MARKED = '<pre><code class="language-js"><span class="mine">already</span> coloured</code></pre>';
const filler = Array.from({ length: 120 }, (_, i) => `Paragraph ${i + 1} of filler text, to push the last block far below the screen.`).join("\n\n");

let site;
test.before(async () => {
  site = await serveBuiltSite({
    "index.md": [
      "# Code",
      "",
      "```json",
      JSON_BODY,
      "```",
      "",
      "```python Python",
      PYTHON,
      "```",
      "",
      "```objectivec",
      "[pets list];",
      "```",
      "",
      "```",
      "no language at all",
      "```",
      "",
      MARKED,
      "",
      '{% Mermaid %}graph TD; A-->B{% endMermaid %}',
      "",
      "{% CodeGroup %}",
      "",
      "```bash curl",
      "curl -s https://api.example.com/pets",
      "```",
      "",
      "```ruby Ruby",
      'pets = Pets.list(limit: 10) # first ten',
      "```",
      "",
      "{% endCodeGroup %}",
      "",
      filler,
      "",
      "```yaml",
      "far: below",
      "```",
      "",
    ].join("\n"),
    "plain.md": "# Plain\n\n```\nno language\n```\n\n    indented code\n",
  }, { vendor: true, config: { components: { mermaid: { scriptUrl: "/vendor/mermaid.min.js" } } } });
});
test.after.always(() => site?.cleanup());

/** The page opened in a fresh context, with the requests it made for prism.js counted. */
async function open(url, options = {}) {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const prismRequests = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/_docgen/prism.js")) prismRequests.push(request.url());
  });
  await page.goto(url);
  return { context, page, errors, prismRequests };
}

const code = (page, lang) => page.locator(`pre > code.language-${lang}`).first();

test("the build ships Prism as one asset, and the page itself holds no colours", async (t) => {
  const prism = await readFile(path.join(site.output, "_docgen", "prism.js"), "utf8");
  t.regex(prism, /^\/\* Prism 1\.\d+\.\d+ \(MIT, https:\/\/prismjs\.com\): core and markup, clike, javascript/);
  t.true(prism.includes("Prism.languages.python") && prism.includes("Prism.languages.json"));
  const html = await readFile(path.join(site.output, "index.html"), "utf8");
  t.false(html.includes('class="token'), "colours come from the script");
  t.false(html.includes("prism.js"), "and so does the script tag");
});

chrome.test("blocks in a language are coloured, their text unchanged; Prism is loaded once", async (t) => {
  const { context, page, errors, prismRequests } = await open(site.url("/"));
  await page.locator("pre > code.language-json .token").first().waitFor();
  t.is(await code(page, "json").textContent(), `${JSON_BODY}\n`);
  t.deepEqual(await code(page, "json").locator(".token.property").allTextContents(), ['"name"', '"age"', '"vaccinated"', '"owner"']);
  await page.locator("pre > code.language-python .token.comment").waitFor();
  t.is(await code(page, "python").textContent(), `${PYTHON}\n`);
  t.is(await code(page, "python").locator(".token.string").first().textContent(), '"https://api.example.com/pets"');
  t.is(await code(page, "json").locator(".token.boolean").textContent(), "true");
  t.not(
    await code(page, "json").locator(".token.property").first().evaluate((el) => getComputedStyle(el).color),
    await code(page, "json").evaluate((el) => getComputedStyle(el).color),
    "a token has a colour of its own",
  );
  t.is(prismRequests.length, 1);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a block without a grammar, one already marked up, and a diagram's source are left as they are", async (t) => {
  const { context, page, errors } = await open(site.url("/"));
  await page.locator("pre > code.language-json .token").first().waitFor();
  t.is(await code(page, "objectivec").evaluate((el) => el.innerHTML), "[pets list];\n");
  t.is(await page.locator("pre > code:not([class])").first().evaluate((el) => el.innerHTML), "no language at all\n");
  t.is(await page.locator("code.language-js").evaluate((el) => el.innerHTML), '<span class="mine">already</span> coloured');
  t.is(await page.locator("pre[data-docgen-mermaid] .token").count(), 0);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a block far below the screen is coloured only once it comes near; one in a hidden tab once the tab is shown", async (t) => {
  const { context, page, errors } = await open(site.url("/"));
  await page.locator("pre > code.language-json .token").first().waitFor();
  t.is(await code(page, "yaml").locator(".token").count(), 0, "not yet: it is far below");
  await code(page, "yaml").scrollIntoViewIfNeeded();
  await page.locator("pre > code.language-yaml .token").first().waitFor();
  t.is(await code(page, "yaml").textContent(), "far: below\n");

  await page.getByRole("tab", { name: "curl" }).scrollIntoViewIfNeeded();
  t.is(await code(page, "ruby").locator(".token").count(), 0, "the Ruby panel is hidden");
  await page.getByRole("tab", { name: "Ruby" }).click();
  await page.locator("pre > code.language-ruby .token.comment").waitFor();
  t.is(await code(page, "ruby").textContent(), "pets = Pets.list(limit: 10) # first ten\n");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a page whose code has no language loads no highlighter", async (t) => {
  const { context, page, errors, prismRequests } = await open(site.url("/plain/"));
  await page.locator("button.docgen-copy").first().waitFor();
  t.deepEqual(prismRequests, []);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("Copy copies a coloured block's plain text", async (t) => {
  const { context, page, errors } = await open(site.url("/"));
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.origin });
  await page.locator("pre > code.language-python .token").first().waitFor();
  const block = page.locator(".docgen-code", { has: page.locator("code.language-python") });
  await block.hover();
  await block.locator("button.docgen-copy").click();
  t.is(await page.evaluate(() => navigator.clipboard.readText()), PYTHON);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("without JavaScript no block is coloured", async (t) => {
  const { context, page } = await open(site.url("/"), { javaScriptEnabled: false });
  t.is(await code(page, "json").textContent(), `${JSON_BODY}\n`);
  t.is(await page.locator(".token").count(), 0);
  await context.close();
});

for (const colorScheme of ["light", "dark"]) {
  chrome.test(`axe: coloured code reads well enough (${colorScheme}): no serious or critical violation`, async (t) => {
    const { context, page, errors } = await open(site.url("/"), { colorScheme });
    await page.locator("pre > code.language-python .token.comment").waitFor();
    await page.locator("pre > code.language-json .token").first().waitFor();
    const found = await new AxeBuilder({ page }).include("pre").setLegacyMode(true).analyze();
    const blocking = found.violations.filter((v) => BLOCKING.has(v.impact));
    t.deepEqual(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), []);
    t.true(found.passes.some((p) => p.id === "color-contrast"), "axe checked the colours");
    t.deepEqual(errors, []);
    await context.close();
  });
}
