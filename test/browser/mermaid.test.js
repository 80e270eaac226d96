// Mermaid in Chromium, offline: the vendored script renders flowchart, sequence and class diagrams with every
// request to anything but the local server aborted; pages without a diagram load no mermaid; the default is the CDN.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);
const mermaidMajor = createRequire(import.meta.url)("mermaid/package.json").version.split(".")[0];

const PAGES = {
  "diagrams.md": [
    "# Diagrams",
    "",
    '{% Mermaid caption="Request flow" %}',
    "flowchart LR",
    '    client(["Client app"]) -->|"HTTPS, JSON"| gw[API gateway]',
    "",
    "    gw --> books[Books service]",
    "    gw -.-> cache{Cache?}",
    "{% endMermaid %}",
    "",
    "A hexagon, written the way the README says (inside raw):",
    "",
    "{% Mermaid %}{% raw %}",
    "graph TD",
    "    hex{{Hexagon node}} --> done[Done]",
    "{% endraw %}{% endMermaid %}",
    "",
    '{% Mermaid caption="Login", theme="dark" %}',
    "sequenceDiagram",
    "    participant U as User",
    "    participant S as Server",
    "    U->>S: POST /login",
    "",
    "    S-->>U: 200 OK (token)",
    "{% endMermaid %}",
    "",
    "{% Mermaid %}",
    "classDiagram",
    "    class Book {",
    "      +int id",
    "      +string title",
    "    }",
    "    class Author",
    '    Author "1" --> "*" Book : writes',
    "{% endMermaid %}",
    "",
  ].join("\n"),
  "plain.md": "# No diagrams here\n\nJust text.\n",
};

let offline;
let cdn;
test.before(async () => {
  [offline, cdn] = await Promise.all([
    serveBuiltSite(PAGES, { vendor: true, config: { components: { mermaid: { scriptUrl: "/vendor/mermaid.min.js" } } } }),
    serveBuiltSite(PAGES),
  ]);
});
test.after.always(async () => {
  await offline?.cleanup();
  await cdn?.cleanup();
});

chrome.test("flowchart (and a {% raw %} hexagon), sequence and class diagrams render to SVG from the vendored script with the network blocked", async (t) => {
  const context = await fencedContext(chrome.browser, offline.server.origin);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(offline.url("/diagrams/"));
  await page.waitForSelector("html[data-docgen-mermaid-done]", { timeout: 30_000 });

  const diagrams = await page.locator("pre[data-docgen-mermaid]").evaluateAll((nodes) =>
    nodes.map((pre) => {
      const svg = pre.querySelector("svg");
      const labels = svg?.cloneNode(true);
      labels?.querySelectorAll("style").forEach((style) => style.remove());
      return {
        svg: Boolean(svg),
        role: svg?.getAttribute("aria-roledescription"),
        text: labels?.textContent.replace(/\s+/g, " ") ?? "",
        error: pre.getAttribute("data-docgen-mermaid-error"),
        width: svg?.getBoundingClientRect().width ?? 0,
      };
    }),
  );
  t.is(diagrams.length, 4);
  t.true(diagrams.every((d) => d.svg && d.width > 0 && !d.error), JSON.stringify(diagrams, null, 2));
  t.regex(diagrams[0].role ?? "", /flowchart/);
  t.regex(diagrams[0].text, /Client app/);
  t.regex(diagrams[0].text, /HTTPS, JSON/);
  t.regex(diagrams[0].text, /Cache\?/);
  t.regex(diagrams[1].role ?? "", /flowchart/);
  t.regex(diagrams[1].text, /Hexagon node/);
  t.regex(diagrams[2].role ?? "", /sequence/);
  t.regex(diagrams[2].text, /POST \/login/);
  t.regex(diagrams[2].text, /200 OK \(token\)/);
  t.regex(diagrams[3].role ?? "", /class/);
  t.regex(diagrams[3].text, /Book/);
  t.regex(diagrams[3].text, /writes/);
  // Mermaid reports bad syntax by drawing an error diagram, not by throwing.
  t.false(diagrams.some((d) => /Syntax error/i.test(d.text)));

  t.true(offline.server.requests.some((r) => r.path === "/vendor/mermaid.min.js" && r.status === 200), "the local copy was served");
  t.deepEqual(context.blocked, [], "nothing outside the local server was requested");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a page without a diagram loads no mermaid script", async (t) => {
  const context = await fencedContext(chrome.browser, offline.server.origin);
  const page = await context.newPage();
  const scripts = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(offline.url("/plain/"));
  await page.waitForLoadState("load");
  t.deepEqual(scripts.filter((url) => /mermaid/i.test(url)), []);
  t.is(await page.locator('script[src*="mermaid"]').count(), 0);
  t.false(await page.evaluate(() => "mermaid" in window));
  t.deepEqual(context.blocked, []);
  await context.close();
});

chrome.test("with the default configuration the script comes from the CDN, pinned to mermaid's major version", async (t) => {
  const html = await readFile(`${cdn.output}/diagrams/index.html`, "utf8");
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]*mermaid[^"]*)"/g)].map((m) => m[1]);
  const expected = `https://cdn.jsdelivr.net/npm/mermaid@${mermaidMajor}/dist/mermaid.min.js`;
  t.true(srcs.includes(expected), `script srcs: ${srcs.join(", ")}`);
  t.notRegex(await readFile(`${cdn.output}/plain/index.html`, "utf8"), /mermaid/);

  // In the browser (CDN blocked, never fetched), the diagrams stay readable as their source.
  const context = await fencedContext(chrome.browser, cdn.server.origin);
  const page = await context.newPage();
  await page.goto(cdn.url("/diagrams/"));
  await page.waitForLoadState("load");
  t.true(context.blocked.includes(expected), `blocked: ${context.blocked.join(", ")}`);
  const first = page.locator("pre[data-docgen-mermaid]").first();
  t.is(await first.getAttribute("data-docgen-mermaid-error"), "mermaid script did not load");
  t.regex(await first.innerText(), /flowchart LR\n\s+client\(\["Client app"\]\) -->\|"HTTPS, JSON"\| gw\[API gateway\]\n\n\s+gw --> books/);
  await context.close();
});

chrome.test("in dark mode, diagrams use mermaid's dark theme with edge labels that meet WCAG AA contrast", async (t) => {
  // Regression: mermaid's dark theme draws edge labels #ccc on #585858 (4.43:1); mermaid-init.js darkens the label box.
  const context = await fencedContext(chrome.browser, offline.server.origin, { colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto(offline.url("/diagrams/"));
  await page.waitForSelector("html[data-docgen-mermaid-done]", { timeout: 30_000 });
  const flowchart = page.locator("pre[data-docgen-mermaid] svg").first();
  t.regex((await flowchart.locator("style").textContent()) ?? "", /edgeLabel/);
  const results = await new AxeBuilder({ page }).include("pre[data-docgen-mermaid]").withRules(["color-contrast"]).setLegacyMode(true).analyze();
  t.true(results.passes.length + results.incomplete.length > 0, "axe looked at the diagram labels");
  t.deepEqual(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`)), []);
  await context.close();
});
