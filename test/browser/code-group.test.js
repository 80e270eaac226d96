// CodeGroup in Chromium: titled code blocks in a group become tabs (names, roles, aria attributes, one panel shown),
// the mouse and the keyboard (arrows wrapping, Home, End) choose a tab, choosing one chooses the same title in the
// page's other groups and on the next pages (localStorage), refused storage breaks nothing, a lone block gets no
// tabs, an untitled block is named by its language, a title made of markup stays text, Copy copies the shown
// panel, axe finds nothing serious in light or dark, print or no JavaScript shows every block with its title, and a
// tab in code is four columns wide.
// Operations with x-codeSamples get a group of their samples and the generated curl command (none when a sample of
// the spec's runs curl), as on the example site's POST /books and GET /books/{bookId}.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { docgen, fencedContext, serveBuiltSite, tabTo, useBrowser, useExampleSite, watchErrors } from "../helpers/browser.js";
import { tempDir } from "../helpers/site.js";

const chrome = useBrowser(test);
const example = useExampleSite(test, { vendor: true, api: true });
const BLOCKING = new Set(["serious", "critical"]);
const KEY = "docgen-code-tab";

const CODE = {
  JavaScript: 'fetch("/pets");',
  Python: 'requests.get("/pets")',
  Ruby: 'Net::HTTP.get(URI("/pets"))',
};
const HOSTILE = "<img src=x onerror=alert(1)>";
const QUOTED = 'A "quoted" & <b>bold</b> name';
const HOSTILE_LABEL = 'x" autofocus onfocus="alert(3)';

const MANY = ["201 (application/json)", ...["400", "401", "404", "409", "429", "500"].flatMap((status) => [`${status} (application/problem+json)`, `${status} (application/problem+xml)`])];

const STATUSES = Array.from({ length: 13 }, (_, i) => String(200 + i));

const fence = (info, code) => ["", `\`\`\`${info}`, code, "```", ""];
const group = (attrs, ...blocks) => [`{% CodeGroup${attrs ? ` ${attrs}` : ""} %}`, ...blocks.flat(), "{% endCodeGroup %}", ""];

let site;
test.before(async () => {
  site = await serveBuiltSite({
    // One group, titles written both ways (words after the language, title="...").
    "index.md": [
      "# Tabs",
      "",
      ...group('label="Request samples"', fence("js JavaScript", CODE.JavaScript), fence('python title="Python"', CODE.Python), fence("ruby Ruby", CODE.Ruby)),
    ].join("\n"),
    // Three groups: the second shares "Python" and "JavaScript" (in another order), the third has no "Python".
    "sync.md": [
      "# Sync",
      "",
      ...group('label="First"', fence("js JavaScript", "first.js()"), fence("python Python", "first_py()"), fence("ruby Ruby", "first_rb")),
      "Between the groups.",
      "",
      ...group('label="Second"', fence("go Go", "second.Go()"), fence("js JavaScript", "second.js()"), fence("python Python", "second_py()")),
      "And again.",
      "",
      ...group('label="Third"', fence("js JavaScript", "third.js()"), fence("bash Shell", "echo third")),
    ].join("\n"),
    // Code indented with tabs, as gofmt writes Go (the generated Go samples).
    "indent.md": ["# Indent", "", ...fence("go", "func main() {\n\tx()\n    y()\n}")].join("\n"),
    // A group of one block; a group with untitled blocks (one with a language, one without) and a paragraph.
    "single.md": [
      "# Single and untitled",
      "",
      ...group("", fence("python Python", 'print("alone")')),
      ...group('label="Untitled"', ["", "Pick one:", ""], fence("ruby", 'puts "ruby"'), fence("bash Shell", "echo shell"), fence("", "plain text")),
    ].join("\n"),
    // Titles and a label made of markup.
    // Titles that differ, languages that match: the choice follows the language where its title is missing.
    "languages.md": [
      "# Languages",
      "",
      ...group('label="Samples"', fence("python Python (requests)", "requests.get()"), fence("bash curl", "curl /a")),
      ...group('label="Generated"', fence("bash curl", "curl /b"), fence("python Python", "requests.get()"), fence("python Python SDK", "client.get()")),
    ].join("\n"),
    // A group whose tabs are its own (docgen openapi's examples by status), between two groups that share a title.
    "own.md": [
      "# Own",
      "",
      ...group('label="Samples"', fence("bash curl", "curl /a"), fence("python Python", "requests.get()")),
      ...group('label="Response examples", sync=false', fence("json 200", '{"ok": true}'), fence("json Python", '{"python": 1}'), fence("json 404", '{"error": "gone"}')),
      ...group('label="More samples"', fence("bash curl", "curl /b"), fence("python Python", "requests.post()")),
    ].join("\n"),
    // Thirteen examples by status and media type (Train Travel's create booking), then a shared group.
    "many.md": [
      "# Many",
      "",
      ...group('label="Response examples", sync=false', ...MANY.map((title, i) => fence(`json ${title}`, `{"example": ${i}}`))),
      ...group('label="Statuses", sync=false', ...STATUSES.map((title) => fence(`json ${title}`, `{"status": ${title}}`))),
      ...group('label="Samples"', fence("bash curl", "curl /many"), fence("python Python", "requests.get()")),
    ].join("\n"),
    "languages-next.md": ["# Next", "", ...group('label="Next"', fence("bash curl", "curl /c"), fence("ruby Ruby", "x"), fence("python Python SDK", "client.get()"))].join("\n"),
    "hostile.md": [
      "# Hostile",
      "",
      ...group(`label='${HOSTILE_LABEL}'`, fence(`js ${HOSTILE}`, "one()"), fence(`js ${QUOTED}`, "two()")),
    ].join("\n"),
  });
});
test.after.always(() => site?.cleanup());

/** The state of the `index`-th code group of the page: its tabs, the selected, tabbable and focused ones, the panels shown. */
function groupState(page, index = 0) {
  return page.locator(".docgen-code-group").nth(index).evaluate((group) => {
    const tabs = [...group.querySelectorAll("[role=tab]")];
    const panels = [...group.querySelectorAll(":scope > [role=tabpanel]")];
    return {
      tabs: tabs.map((tab) => tab.textContent),
      selected: tabs.filter((tab) => tab.getAttribute("aria-selected") === "true").map((tab) => tab.textContent),
      tabbable: tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent),
      shown: panels.filter((panel) => panel.checkVisibility()).map((panel) => document.getElementById(panel.getAttribute("aria-labelledby"))?.textContent),
      focused: tabs.includes(document.activeElement) ? document.activeElement.textContent : null,
    };
  });
}

/** What `groupState` says when `name` is the selected tab: selected, the only tab in the Tab order, its panel alone shown. */
const on = (name) => ({ selected: [name], tabbable: [name], shown: [name] });

async function open(context, url) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  return { page, errors };
}

test("the built HTML: titled fences are figures with their captions, a group is a labelled div, and no tabs", async (t) => {
  const html = await readFile(path.join(site.output, "index.html"), "utf8");
  t.true(html.includes('<div class="docgen-code-group" data-docgen-code-group data-label="Request samples">'), "the group and its label");
  t.true(html.includes('<figure class="docgen-code-titled"><figcaption class="docgen-code-title">JavaScript</figcaption><pre tabindex="0"><code class="language-js">'), "words after the language");
  t.true(html.includes('<figure class="docgen-code-titled"><figcaption class="docgen-code-title">Python</figcaption><pre tabindex="0"><code class="language-python">'), 'title="..."');
  t.false(/docgen-tab|role="tab/.test(html), "tabs come from the script only");
  const single = await readFile(path.join(site.output, "single", "index.html"), "utf8");
  t.true(single.includes('<div class="docgen-code-group" data-docgen-code-group data-label="Code samples">'), "the default label");
  t.true(single.includes('data-label="Untitled"'));
  t.true(single.includes('<pre tabindex="0"><code class="language-ruby">'), "an untitled fence stays a plain block");
  const hostile = await readFile(path.join(site.output, "hostile", "index.html"), "utf8");
  t.true(hostile.includes('<figcaption class="docgen-code-title">&lt;img src=x onerror=alert(1)&gt;</figcaption>'));
  t.false(hostile.includes("<img src=x"));
  t.true(hostile.includes('data-label="x&quot; autofocus onfocus=&quot;alert(3)"'));
});

test("generated pages: the spec's samples then the generated curl, unless a shell sample of the spec runs curl", async (t) => {
  const root = await tempDir("docgen-code-group-");
  t.teardown(() => rm(root, { recursive: true, force: true }));
  const sample = (lang, label, source) => `        - { lang: ${JSON.stringify(lang)},${label ? ` label: ${JSON.stringify(label)},` : ""} source: ${JSON.stringify(source)} }`;
  const operation = (route, id, samples) => [`  ${route}:`, "    get:", `      summary: ${id}`, `      operationId: ${id}`, "      x-codeSamples:", ...samples, '      responses: { "200": { description: OK } }'];
  await writeFile(path.join(root, "openapi.yaml"), [
    "openapi: 3.0.3",
    "info: { title: Samples, version: '1' }",
    "servers: [{ url: 'https://api.example.com' }]",
    "paths:",
    ...operation("/own-curl", "ownCurl", [sample("Shell", "cURL", "curl https://api.example.com/own-curl"), sample("Python", "", "print('{{ token }}')")]),
    ...operation("/no-curl", "noCurl", [sample("Shell", "HTTPie", "http GET https://api.example.com/no-curl"), sample("Go", "Go", "get()")]),
  ].join("\n"));
  await writeFile(path.join(root, "docgen.config.json"), "{}");
  await docgen(["openapi", "openapi.yaml", "-o", "docs/api"], root);
  await docgen(["build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], root);
  // Each operation's page (an untagged operation is filed under its path's first segment): its Example request group.
  const exampleRequest = async (segment) => {
    const html = await readFile(path.join(root, "_site", "api", segment, "list", "index.html"), "utf8");
    const start = html.indexOf('id="example-request"');
    const group = start === -1 ? "" : html.slice(start, html.indexOf("</div>", start));
    return { group, captions: [...group.matchAll(/<figcaption class="docgen-code-title">([^<]*)<\/figcaption>/g)].map((m) => m[1]) };
  };
  const own = await exampleRequest("own-curl");
  t.true(own.group.includes('<div class="docgen-code-group" data-docgen-code-group data-label="Request samples">'), own.group);
  t.deepEqual(own.captions, ["cURL", "Python"], "no generated command beside the spec's own");
  t.true(own.group.includes("print('{{ token }}')"), "the sample's text as written, braces and all");
  const added = await exampleRequest("no-curl");
  t.deepEqual(added.captions, ["HTTPie", "Go", "curl"], "a shell sample that is not curl: the generated command is added, last");
  t.true(added.group.includes("curl -X GET 'https://api.example.com/no-curl'"), added.group);
});

chrome.test("without JavaScript every block of a group shows under its caption, and there is no tab list", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { javaScriptEnabled: false });
  let page = await context.newPage();
  for (const [url, captions] of [["/", ["JavaScript", "Python", "Ruby"]], ["/sync/", ["JavaScript", "Python", "Ruby", "Go", "JavaScript", "Python", "JavaScript", "Shell"]]]) {
    await page.goto(site.url(url));
    t.is(await page.locator("[role=tablist], [role=tab], .docgen-tabs").count(), 0, url);
    const figures = page.locator(".docgen-code-group > figure.docgen-code-titled");
    t.is(await figures.count(), captions.length, url);
    for (let i = 0; i < captions.length; i++) {
      t.true(await figures.nth(i).isVisible(), `${url}: block ${i + 1}`);
      t.true(await figures.nth(i).locator("pre").isVisible(), `${url}: code ${i + 1}`);
      t.true(await figures.nth(i).locator("figcaption").isVisible(), `${url}: caption ${i + 1}`);
    }
    t.deepEqual(await figures.locator("figcaption").allTextContents(), captions, url);
    t.is(await page.locator(".docgen-code-group [hidden]").count(), 0, url);
  }
  // The untitled blocks show too.
  await page.goto(site.url("/single/"));
  t.is(await page.locator(".docgen-code-group pre").count(), 4);
  for (const pre of await page.locator(".docgen-code-group pre").all()) t.true(await pre.isVisible());
  await context.close();

  // The example site's operation page: the spec's samples and the generated curl, each under its title.
  const exampleContext = await fencedContext(chrome.browser, example.site.server.origin, { javaScriptEnabled: false });
  page = await exampleContext.newPage();
  await page.goto(example.site.url("/api/books/create/"));
  t.is(await page.locator("[role=tablist]").count(), 0);
  const group = page.locator("h2#example-request + .docgen-code-group");
  t.is(await group.getAttribute("data-label"), "Request samples");
  t.deepEqual(await group.locator(":scope > figure > figcaption").allTextContents(), ["JavaScript (fetch)", "Python (requests)", "curl"]);
  for (const pre of await group.locator("pre").all()) t.true(await pre.isVisible());
  await exampleContext.close();
});

chrome.test("a group's blocks become tabs: names, roles and aria attributes; a click shows one panel; the keyboard moves and selects", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/"));
  const list = page.getByRole("tablist", { name: "Request samples" });
  await list.waitFor();
  t.is(await page.locator("[role=tablist]").count(), 1);
  t.deepEqual(await list.getByRole("tab").allTextContents(), ["JavaScript", "Python", "Ruby"]);
  t.true(await list.evaluate((el) => el.matches("div.docgen-tabs") && el.parentElement.matches(".docgen-code-group") && el.nextElementSibling === el.parentElement.querySelector("figure")), "before the first block, in the group");

  // Each tab controls its panel, which it names; the panels' own captions are hidden.
  const wiring = await page.locator(".docgen-code-group").evaluate((group) =>
    [...group.querySelectorAll("[role=tab]")].map((tab) => {
      const panel = document.getElementById(tab.getAttribute("aria-controls"));
      return {
        button: tab.matches("button.docgen-tab[type=button]"),
        panel: panel?.matches(".docgen-code-group > figure[role=tabpanel]") ?? false,
        labelledBy: panel?.getAttribute("aria-labelledby") === tab.id && tab.id !== "",
        captionHidden: panel?.querySelector("figcaption").hidden ?? false,
      };
    }),
  );
  t.deepEqual(wiring, Array(3).fill({ button: true, panel: true, labelledBy: true, captionHidden: true }));
  t.is(await page.getByRole("tabpanel", { name: "JavaScript" }).count(), 1, "the panel's accessible name is its tab's");
  t.is(await page.evaluate(() => new Set([...document.querySelectorAll("[id]")].map((el) => el.id)).size === document.querySelectorAll("[id]").length), true, "ids are unique");

  // The first tab is selected; only its panel shows.
  t.deepEqual(await list.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => [tab.getAttribute("aria-selected"), tab.tabIndex])), [["true", 0], ["false", -1], ["false", -1]]);
  t.like(await groupState(page), on("JavaScript"));
  t.true(await page.getByText(CODE.JavaScript).isVisible());
  t.false(await page.getByText(CODE.Python).isVisible());
  t.false(await page.locator("figcaption", { hasText: "JavaScript" }).isVisible());

  // A click selects a tab and shows its panel alone.
  await list.getByRole("tab", { name: "Python" }).click();
  t.like(await groupState(page), on("Python"));
  t.deepEqual(await list.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => [tab.getAttribute("aria-selected"), tab.tabIndex])), [["false", -1], ["true", 0], ["false", -1]]);
  t.true(await page.getByText(CODE.Python).isVisible());
  t.false(await page.getByText(CODE.JavaScript).isVisible());
  await list.getByRole("tab", { name: "Ruby" }).click();
  t.like(await groupState(page), on("Ruby"));
  await list.getByRole("tab", { name: "Python" }).click();

  // The keyboard: Tab reaches the selected tab only (then the shown panel's code); the keys move focus and selection.
  await page.evaluate(() => document.activeElement?.blur());
  await tabTo(page, "[role=tab]");
  t.is(await groupState(page).then((s) => s.focused), "Python", "Tab lands on the selected tab");
  await page.keyboard.press("Tab");
  t.true(await page.evaluate(() => document.activeElement.closest("[role=tabpanel]")?.getAttribute("aria-labelledby") === document.querySelector("[role=tab][aria-selected=true]").id), "the next Tab leaves the tab list for the shown panel");
  await page.keyboard.press("Shift+Tab");
  t.is(await groupState(page).then((s) => s.focused), "Python");

  for (const [key, name] of [["ArrowRight", "Ruby"], ["ArrowRight", "JavaScript"], ["ArrowLeft", "Ruby"], ["Home", "JavaScript"], ["ArrowLeft", "Ruby"], ["End", "Ruby"], ["Home", "JavaScript"], ["End", "Ruby"], ["ArrowLeft", "Python"]]) {
    await page.keyboard.press(key);
    t.like(await groupState(page), { ...on(name), focused: name }, `${key} -> ${name}`);
  }
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("choosing a tab chooses the same title in the page's other groups, and leaves a group without it alone", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/sync/"));
  await page.locator("[role=tablist]").nth(2).waitFor();
  t.deepEqual((await groupState(page, 0)).tabs, ["JavaScript", "Python", "Ruby"]);
  t.deepEqual((await groupState(page, 1)).tabs, ["Go", "JavaScript", "Python"]);
  t.deepEqual((await groupState(page, 2)).tabs, ["JavaScript", "Shell"]);
  t.like(await groupState(page, 1), on("Go"), "each group opens on its first tab");

  const first = page.getByRole("tablist", { name: "First" });
  const second = page.getByRole("tablist", { name: "Second" });
  const third = page.getByRole("tablist", { name: "Third" });

  await first.getByRole("tab", { name: "Python" }).click();
  t.like(await groupState(page, 0), { ...on("Python"), focused: "Python" });
  t.like(await groupState(page, 1), on("Python"), "the second group follows, though Python is its third tab");
  t.like(await groupState(page, 2), on("JavaScript"), "the third has no Python: unchanged");
  t.is(await page.evaluate((key) => localStorage.getItem(key), KEY), "Python");

  await third.getByRole("tab", { name: "Shell" }).click();
  t.like(await groupState(page, 2), on("Shell"));
  t.like(await groupState(page, 0), on("Python"), "no Shell in the first: unchanged");
  t.like(await groupState(page, 1), on("Python"));

  // The keyboard chooses too; the other groups follow without taking the focus.
  await second.getByRole("tab", { name: "Python" }).focus();
  await page.keyboard.press("ArrowLeft");
  t.like(await groupState(page, 1), { ...on("JavaScript"), focused: "JavaScript" });
  t.like(await groupState(page, 0), { ...on("JavaScript"), focused: null });
  t.like(await groupState(page, 2), { ...on("JavaScript"), focused: null }, "Shell -> JavaScript, which it has");
  await page.keyboard.press("Home");
  t.like(await groupState(page, 1), { ...on("Go"), focused: "Go" });
  t.like(await groupState(page, 0), on("JavaScript"), "no Go: unchanged");
  t.like(await groupState(page, 2), on("JavaScript"));
  t.is(await page.evaluate((key) => localStorage.getItem(key), KEY), "Go");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a group with sync=false keeps its choice: it follows no other group, leads none, and is not remembered", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/own/"));
  await page.locator("[role=tablist]").nth(2).waitFor();
  t.is(await page.locator("[data-docgen-code-group]").nth(1).getAttribute("data-docgen-sync"), "false");
  const samples = page.getByRole("tablist", { name: "Samples", exact: true });
  const examples = page.getByRole("tablist", { name: "Response examples" });
  await samples.getByRole("tab", { name: "Python" }).click();
  t.like(await groupState(page, 2), on("Python"), "a shared group follows");
  t.like(await groupState(page, 1), on("200"), "the examples' own tab named Python is not chosen");
  await examples.getByRole("tab", { name: "404" }).click();
  t.like(await groupState(page, 1), on("404"));
  t.like(await groupState(page, 0), on("Python"), "the samples keep the reader's language");
  t.is(await page.evaluate((key) => localStorage.getItem(key), KEY), "Python", "404 is not remembered");
  await examples.getByRole("tab", { name: "Python" }).click();
  t.like(await groupState(page, 0), on("Python"));
  await samples.getByRole("tab", { name: "curl" }).click();
  t.like(await groupState(page, 1), on("Python"), "unchanged by another group's choice");
  // A new page opens it on its first tab, whatever was chosen.
  await page.reload();
  await page.locator("[role=tablist]").nth(2).waitFor();
  t.like(await groupState(page, 0), on("curl"));
  t.like(await groupState(page, 1), on("200"));
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("tabs that would take more than two rows become one menu of the same choices, and tabs again when there is room", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/many/"));
  await page.setViewportSize({ width: 400, height: 800 });
  const menu = page.getByRole("combobox", { name: "Response examples" });
  const statusMenu = page.getByRole("combobox", { name: "Statuses" });
  await statusMenu.waitFor();
  const examples = page.locator(".docgen-code-group").first();
  t.false(await examples.locator(".docgen-tabs").isVisible(), "the tab list gives way");
  t.deepEqual(await menu.locator("option").allTextContents(), MANY, "every tab is an option, in order");
  t.is(await menu.inputValue(), "0");
  t.like(await groupState(page, 0), on(MANY[0]));
  await menu.selectOption({ label: "404 (application/problem+xml)" });
  t.like(await groupState(page, 0), on("404 (application/problem+xml)"), "choosing an option shows its panel alone");
  t.is((await examples.locator("[role=tabpanel]:visible code").textContent()).trim(), '{"example": 6}');
  // The two-tab group fits on one row: it keeps its tabs.
  t.true(await page.getByRole("tablist", { name: "Samples" }).isVisible());
  t.is(await page.locator(".docgen-tabs-menu:visible").count(), 2);
  // A wider column: thirteen short titles fit on two rows at most and are tabs again, on the same choice, while the
  // long ones still need the menu. The layout decides, not the number of tabs.
  await statusMenu.selectOption({ label: "205" });
  await page.setViewportSize({ width: 1440, height: 800 });
  const statuses = page.getByRole("tablist", { name: "Statuses" });
  await statuses.waitFor();
  t.false(await statusMenu.isVisible());
  t.true(await menu.isVisible(), "thirteen long titles still need the menu");
  t.like(await groupState(page, 1), on("205"));
  const rows = await statuses.getByRole("tab").evaluateAll((tabs) => new Set(tabs.map((tab) => tab.offsetTop)).size);
  t.true(rows <= 2, `${rows} rows`);
  await statuses.getByRole("tab", { name: "211" }).click();
  await page.setViewportSize({ width: 400, height: 800 });
  await statusMenu.waitFor();
  t.is(await statusMenu.inputValue(), String(STATUSES.indexOf("211")), "the menu shows the tab chosen");
  t.like(await groupState(page, 1), on("211"));
  // Printed, neither shows, and every example is there under its title.
  await page.emulateMedia({ media: "print" });
  t.false(await menu.isVisible());
  t.is(await examples.locator("[role=tabpanel]:visible").count(), MANY.length);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("the chosen title is remembered across the example site's operation pages", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin);
  const { page, errors } = await open(context, example.site.url("/api/books/create/"));
  const list = page.getByRole("tablist", { name: "Request samples" });
  await list.waitFor();
  t.deepEqual(await list.getByRole("tab").allTextContents(), ["JavaScript (fetch)", "Python (requests)", "curl"]);
  t.like(await groupState(page), on("JavaScript (fetch)"));
  t.true(await page.locator("h2#example-request + .docgen-code-group > .docgen-tabs").isVisible(), "under Example request");
  await list.getByRole("tab", { name: "Python (requests)" }).click();
  t.like(await groupState(page), on("Python (requests)"));
  t.is(await page.evaluate((key) => localStorage.getItem(key), KEY), "Python (requests)");

  await page.goto(example.site.url("/api/books/get/"));
  await list.waitFor();
  t.deepEqual(await list.getByRole("tab").allTextContents(), ["JavaScript (fetch)", "Python (requests)", "curl"]);
  t.like(await groupState(page), on("Python (requests)"), "opens on the remembered tab");
  t.true(await page.getByRole("tabpanel", { name: "Python (requests)" }).getByText("requests.get(").isVisible());

  await list.getByRole("tab", { name: "curl" }).click();
  await page.goto(example.site.url("/api/books/create/"));
  await list.waitFor();
  t.like(await groupState(page), on("curl"));
  t.true(await page.getByRole("tabpanel", { name: "curl" }).getByText("curl -X POST").isVisible());
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a page whose groups lack the remembered title opens them on their first tab, and keeps the title", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/sync/"));
  await page.getByRole("tablist", { name: "First" }).getByRole("tab", { name: "Python" }).click();

  await page.goto(site.url("/single/"));
  await page.getByRole("tablist", { name: "Untitled" }).waitFor();
  t.like(await groupState(page, 1), on("ruby"), "no Python here: the first tab");
  t.is(await page.evaluate((key) => localStorage.getItem(key), KEY), "Python", "opening a page does not choose for the reader");

  await page.goto(site.url("/"));
  await page.getByRole("tablist").waitFor();
  t.like(await groupState(page), on("Python"));

  await page.goto(site.url("/sync/"));
  await page.locator("[role=tablist]").nth(2).waitFor();
  t.like(await groupState(page, 0), on("Python"));
  t.like(await groupState(page, 1), on("Python"));
  t.like(await groupState(page, 2), on("JavaScript"), "the group without Python: its first tab");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("where a group has no tab of the chosen title, it takes the first in the chosen language, on this page and the next", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/languages/"));
  await page.locator("[role=tablist]").nth(1).waitFor();
  await page.getByRole("tablist", { name: "Samples" }).getByRole("tab", { name: "Python (requests)" }).click();
  t.like(await groupState(page, 1), on("Python"), "the first Python tab of the other group");
  t.deepEqual(await page.evaluate(() => [localStorage.getItem("docgen-code-tab"), localStorage.getItem("docgen-code-lang")]), ["Python (requests)", "python"]);

  await page.goto(site.url("/languages-next/"));
  await page.getByRole("tablist", { name: "Next" }).waitFor();
  t.like(await groupState(page), on("Python SDK"), "no such title here: the first tab in Python");

  // A title found wins over the language: curl is chosen, and the group whose curl is second opens on it.
  await page.getByRole("tablist", { name: "Next" }).getByRole("tab", { name: "curl" }).click();
  await page.goto(site.url("/languages/"));
  await page.locator("[role=tablist]").nth(1).waitFor();
  t.like(await groupState(page, 0), on("curl"));
  t.like(await groupState(page, 1), on("curl"));
  t.deepEqual(errors, []);
  await context.close();
});

const REFUSALS = {
  "reading localStorage throws": () => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
  },
  "getItem and setItem throw": () => {
    Storage.prototype.getItem = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  },
};

for (const [refusal, script] of Object.entries(REFUSALS)) {
  chrome.test(`storage refused (${refusal}): the tabs still work, with no error`, async (t) => {
    const context = await fencedContext(chrome.browser, site.server.origin);
    await context.addInitScript(script);
    const { page, errors } = await open(context, site.url("/sync/"));
    t.is(await page.evaluate((key) => {
      try {
        localStorage.setItem(key, "x");
        return "stored";
      } catch {
        return "refused";
      }
    }, KEY), "refused", "the refusal is in place");
    await page.locator("[role=tablist]").nth(2).waitFor();
    t.like(await groupState(page, 0), on("JavaScript"));

    await page.getByRole("tablist", { name: "First" }).getByRole("tab", { name: "Python" }).click();
    t.like(await groupState(page, 0), { ...on("Python"), focused: "Python" });
    t.like(await groupState(page, 1), on("Python"), "the page's groups still follow");
    await page.keyboard.press("ArrowRight");
    t.like(await groupState(page, 0), { ...on("Ruby"), focused: "Ruby" });
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    t.like(await groupState(page, 0), { ...on("JavaScript"), focused: "JavaScript" });
    t.like(await groupState(page, 1), on("JavaScript"));

    await page.reload();
    await page.locator("[role=tablist]").nth(2).waitFor();
    t.like(await groupState(page, 0), on("JavaScript"), "nothing remembered: the first tab");
    t.deepEqual(errors, []);
    await context.close();
  });
}

chrome.test("a tab in code is four columns wide, not the browser's eight: gofmt indents Go with tabs", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/indent/"));
  const pre = page.locator("pre").first();
  await pre.waitFor();
  t.is(await pre.evaluate((el) => getComputedStyle(el).tabSize), "4");
  // Measured: a line indented by a tab starts where one indented by four spaces does (within half a character).
  const [x, y, char] = await pre.evaluate((el) => {
    const nodes = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode);
    const box = (text) => {
      const range = document.createRange();
      range.selectNodeContents(nodes.find((n) => n.textContent === text));
      return range.getBoundingClientRect();
    };
    return [box("x").left, box("y").left, box("y").width];
  });
  t.true(char > 0 && Math.abs(x - y) < char / 2, `x() at ${x}px, y() at ${y}px, a character ${char}px`);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a group of one block gets no tabs; an untitled block is named by its language, else by its place", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const { page, errors } = await open(context, site.url("/single/"));
  const untitled = page.getByRole("tablist", { name: "Untitled" });
  await untitled.waitFor();

  const lone = page.locator(".docgen-code-group").first();
  t.is(await lone.getAttribute("data-label"), "Code samples", "the default label");
  t.is(await lone.locator("[role=tablist], [role=tab], [role=tabpanel]").count(), 0, "no tabs for one block");
  t.is(await page.locator("[role=tablist]").count(), 1);
  t.true(await lone.locator("figcaption").isVisible(), "its caption shows");
  t.is(await lone.locator("figcaption").textContent(), "Python");
  t.true(await lone.getByText('print("alone")').isVisible());
  t.is(await lone.locator("button.docgen-copy").count(), 1, "it has its Copy button as any block");

  t.deepEqual(await untitled.getByRole("tab").allTextContents(), ["ruby", "Shell", "Code 3"]);
  t.true(await page.getByText("Pick one:").isVisible(), "the group's text is no panel and stays");
  t.true(await untitled.evaluate((el) => el.previousElementSibling?.matches("select.docgen-tabs-menu[hidden]") && el.previousElementSibling.previousElementSibling?.tagName === "P"), "the tab list (after its menu, hidden) goes before the first block, after the text");
  t.deepEqual(
    await page.locator(".docgen-code-group").nth(1).locator(":scope > [role=tabpanel]").evaluateAll((panels) => panels.map((p) => p.tagName + (p.className ? `.${p.className}` : ""))),
    ["DIV.docgen-code", "FIGURE.docgen-code-titled", "DIV.docgen-code"],
    "an untitled block's panel is its Copy wrapper",
  );
  t.like(await groupState(page, 1), on("ruby"));
  await untitled.getByRole("tab", { name: "Code 3" }).click();
  t.like(await groupState(page, 1), on("Code 3"));
  t.true(await page.getByText("plain text").isVisible());
  t.false(await page.getByText('puts "ruby"').isVisible());
  t.false(await page.getByText("echo shell").isVisible());
  t.true(await page.getByText('print("alone")').isVisible(), "the lone block is no part of it");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a title or label made of markup is text in the tab list; nothing runs", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const page = await context.newPage();
  const dialogs = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  const errors = watchErrors(page);
  await page.goto(site.url("/hostile/"));
  const list = page.getByRole("tablist");
  await list.waitFor();
  t.deepEqual(await list.getByRole("tab").allTextContents(), [HOSTILE, QUOTED]);
  t.is(await list.getAttribute("aria-label"), HOSTILE_LABEL, "the label, as text");
  t.is(await page.locator(".docgen-code-group img, .docgen-code-group b").count(), 0, "no element made of a title");
  t.false(await page.locator(".docgen-code-group").evaluate((group) => group.hasAttribute("onfocus") || group.hasAttribute("autofocus")));

  await list.getByRole("tab", { name: QUOTED }).click();
  t.like(await groupState(page), on(QUOTED));
  t.is(await page.evaluate((key) => localStorage.getItem(key), KEY), QUOTED);
  await page.reload();
  await list.waitFor();
  t.like(await groupState(page), on(QUOTED), "the stored title is matched as text");
  await tabTo(page, "[role=tab]"); // focus moves through the page: no onfocus handler may run
  await page.keyboard.press("Home");
  t.like(await groupState(page), { ...on(HOSTILE), focused: HOSTILE });
  t.is(await page.locator("img").count(), 0);
  t.deepEqual(dialogs, []);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("Copy copies the selected panel's code, by mouse and keyboard, titled or untitled", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.origin });
  const { page, errors } = await open(context, site.url("/"));
  const list = page.getByRole("tablist", { name: "Request samples" });
  await list.waitFor();
  t.is(await page.locator(".docgen-code-group figure > .docgen-code > button.docgen-copy").count(), 3, "one button per block, in its panel");

  await list.getByRole("tab", { name: "Python" }).click();
  const python = page.getByRole("tabpanel", { name: "Python" });
  await python.hover();
  const button = python.getByRole("button", { name: "Copy code" });
  t.true(await button.isVisible());
  t.is(await page.locator("figure[hidden] .docgen-copy").count(), 2);
  for (const hidden of await page.locator("figure[hidden] .docgen-copy").all()) t.false(await hidden.isVisible(), "the other panels' buttons are hidden with them");
  await button.click();
  t.is(await page.evaluate(() => navigator.clipboard.readText()), CODE.Python);

  // From the selected tab, Tab goes to the shown panel's code, then its button.
  await list.getByRole("tab", { name: "Ruby" }).click();
  t.is(await tabTo(page, "[role=tabpanel]:not([hidden]) .docgen-copy"), 2);
  await page.keyboard.press("Enter");
  t.is(await page.evaluate(() => navigator.clipboard.readText()), CODE.Ruby);

  // An untitled block: its panel is the Copy wrapper itself.
  await page.goto(site.url("/single/"));
  const untitled = page.getByRole("tablist", { name: "Untitled" });
  await untitled.waitFor();
  await untitled.getByRole("tab", { name: "Code 3" }).click();
  const plain = page.getByRole("tabpanel", { name: "Code 3" });
  await plain.hover();
  await plain.getByRole("button", { name: "Copy code" }).click();
  t.is(await page.evaluate(() => navigator.clipboard.readText()), "plain text");
  t.deepEqual(errors, []);
  await context.close();
});

for (const colorScheme of ["light", "dark"]) {
  chrome.test(`axe: no serious or critical violation in code groups with tabs (${colorScheme})`, async (t) => {
    const failures = [];
    for (const [served, url] of [[site, "/sync/"], [site, "/single/"], [example.site, "/api/books/create/"]]) {
      const context = await fencedContext(chrome.browser, served.server.origin, { colorScheme });
      const page = await context.newPage();
      await page.goto(served.url(url));
      await page.locator("[role=tablist]").first().waitFor();
      t.is(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), colorScheme === "dark");
      // A tab other than the first selected and focused, so selected, focused and plain tabs are all checked.
      await page.locator("[role=tab]").nth(1).click();
      await page.locator("[role=tab]").nth(1).focus();
      const found = await new AxeBuilder({ page }).include(".docgen-code-group").setLegacyMode(true).analyze();
      failures.push(...found.violations.filter((v) => BLOCKING.has(v.impact)).map((v) => `${url} ${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(" | ")}`));
      t.true(found.passes.length > 0, `axe checked the groups of ${url}`);
      await context.close();
    }
    // The menu that stands for thirteen tabs in a narrow column, focused.
    const context = await fencedContext(chrome.browser, site.server.origin, { colorScheme, viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url("/many/"));
    await page.locator(".docgen-tabs-menu:visible").first().focus();
    const found = await new AxeBuilder({ page }).include(".docgen-code-group").setLegacyMode(true).analyze();
    failures.push(...found.violations.filter((v) => BLOCKING.has(v.impact)).map((v) => `/many/ ${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(" | ")}`));
    t.true(found.passes.length > 0, "axe checked the menu");
    await context.close();
    t.deepEqual(failures, []);
  });
}

chrome.test("printed, every panel shows with its caption and the tab list is hidden", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const page = await context.newPage();
  const display = (selector) => page.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
  for (const [url, count] of [["/", 3], ["/single/", 3]]) {
    await page.goto(site.url(url));
    await page.locator("[role=tablist]").first().waitFor();
    t.is((await display("[role=tabpanel]")).filter((d) => d === "none").length, count - 1, `${url}: on screen, one panel shows`);
    await page.emulateMedia({ media: "print" });
    t.deepEqual(await display(".docgen-tabs"), ["none"], `${url}: no tab list on paper`);
    const panels = await display("[role=tabpanel]");
    t.is(panels.length, count, url);
    t.false(panels.includes("none"), `${url}: every panel prints (${panels.join(", ")})`);
    for (const panel of await page.locator("[role=tabpanel]").all()) t.true(await panel.locator("pre").isVisible(), `${url}: its code shows`);
    const captions = await display(".docgen-code-group--tabs figcaption");
    t.true(captions.length > 0 && !captions.includes("none"), `${url}: every caption prints (${captions.join(", ")})`);
    await page.emulateMedia({ media: "screen" });
    t.deepEqual(await display(".docgen-tabs"), ["flex"], `${url}: back on screen, the tab list`);
    t.is((await display("[role=tabpanel]")).filter((d) => d === "none").length, count - 1);
  }
  await context.close();
});
