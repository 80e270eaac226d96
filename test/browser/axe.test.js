// axe-core on every page of the built example site (API pages generated from its openapi.yaml), in light and
// dark colour schemes: no serious or critical violation. Diagrams are rendered before the scan.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, useExampleSite, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);
const BLOCKING = new Set(["serious", "critical"]);

const example = useExampleSite(test, { vendor: true, api: true });

test("the example site has its guides, reference and generated API pages", (t) => {
  for (const expected of ["/", "/guides/quickstart/", "/guides/media/", "/reference/errors/", "/api/"]) t.true(example.pages.includes(expected), expected);
  t.true(example.pages.filter((p) => p.startsWith("/api/")).length > 3, `API pages: ${example.pages.join(", ")}`);
});

/** One readable line per failing node: rule, impact, page, target and axe's summary of what to fix. */
function describe(url, violations) {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.impact} ${v.id} on ${url}: ${n.target.join(" ")}\n    ${v.help} (${v.helpUrl})\n    ${(n.failureSummary ?? "").replace(/\n/g, "\n    ")}\n    ${n.html.slice(0, 200)}`),
  );
}

for (const colorScheme of ["light", "dark"]) {
  chrome.test(`axe: no serious or critical violation on any example page (${colorScheme})`, async (t) => {
    const context = await fencedContext(chrome.browser, example.site.server.origin, { colorScheme });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const failures = [];
    const minor = [];
    for (const url of example.pages) {
      await page.goto(example.site.url(url));
      await page.waitForLoadState("load");
      if (await page.locator("pre[data-docgen-mermaid]").count()) {
        await page.waitForSelector("html[data-docgen-mermaid-done]", { timeout: 30_000 });
        t.is(await page.locator("pre[data-docgen-mermaid] svg").count(), await page.locator("pre[data-docgen-mermaid]").count(), `${url}: every diagram rendered`);
      }
      t.is(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), colorScheme === "dark");
      // The players' iframes are third-party and blocked (offline), so they are left out; legacy mode runs axe
      // in the page itself instead of opening a helper page per scan for cross-frame results (3x faster).
      const results = await new AxeBuilder({ page }).exclude("iframe").setLegacyMode(true).analyze();
      failures.push(...describe(url, results.violations.filter((v) => BLOCKING.has(v.impact))));
      minor.push(...results.violations.filter((v) => !BLOCKING.has(v.impact)).map((v) => `${v.impact} ${v.id} on ${url} (${v.nodes.length})`));
    }
    if (minor.length) t.log(`minor/moderate findings (not failing):\n${minor.join("\n")}`);
    t.deepEqual(failures, [], `${failures.length} serious/critical violations (${colorScheme}):\n\n${failures.join("\n\n")}`);
    t.deepEqual(errors, [], "no script errors");
    const thirdParty = context.blocked.filter((u) => !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(u));
    t.deepEqual(thirdParty, [], "the site requests nothing else from outside");
    await context.close();
  });
}

chrome.test("axe: at phone width, with the Menu and the On this page toggles open, no serious or critical violation", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const failures = [];
  let toggles = 0;
  for (const url of example.pages) {
    await page.goto(example.site.url(url));
    await page.waitForLoadState("load");
    if (await page.locator("pre[data-docgen-mermaid]").count()) await page.waitForSelector("html[data-docgen-mermaid-done]", { timeout: 30_000 });
    // Opened as a reader would, so that what they hold is scanned as shown.
    for (const summary of await page.locator("details.docgen-nav-toggle > summary, details.docgen-toc-toggle > summary").all()) {
      await summary.tap();
      toggles++;
    }
    const results = await new AxeBuilder({ page }).exclude("iframe").setLegacyMode(true).analyze();
    failures.push(...describe(url, results.violations.filter((v) => BLOCKING.has(v.impact))));
  }
  t.true(toggles > example.pages.length, `the Menu on every page and On this page on some (${toggles} toggles)`);
  t.deepEqual(failures, [], failures.join("\n\n"));
  await context.close();
});

chrome.test("axe: a code block wider than its column can be scrolled from the keyboard (scrollable-region-focusable)", async (t) => {
  // A generated page's curl command is often this wide; so is code a spec writes in a description.
  const long = `curl -X POST 'https://api.example.com/v1/customers/{customer}/cash_balance_transactions' ${"-H 'X-Header: value' ".repeat(12)}`;
  const site = await serveBuiltSite({
    "index.md": `# Wide code\n\n\`\`\`bash\n${long}\n\`\`\`\n\n<pre><code>${long}</code></pre>\n`,
  });
  t.teardown(() => site.cleanup());
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  const wide = await page.evaluate(() => [...document.querySelectorAll("main pre")].map((pre) => pre.scrollWidth > pre.clientWidth));
  t.deepEqual(wide, [true, true], "both blocks scroll sideways");
  const results = await new AxeBuilder({ page }).withRules(["scrollable-region-focusable"]).setLegacyMode(true).analyze();
  t.deepEqual(describe("/", results.violations), []);
  await page.keyboard.press("Tab");
  let reached = false;
  for (let i = 0; i < 60 && !reached; i++) {
    reached = await page.evaluate(() => document.activeElement?.matches("main pre") ?? false);
    if (!reached) await page.keyboard.press("Tab");
  }
  t.true(reached, "Tab reaches a code block");
  await context.close();
});
