// The "On this page" list in Chromium: beside the page on wide screens and behind a toggle above it on narrow ones,
// the section being read marked as the reader scrolls and when they follow a link, and the page's column at full
// width on a site without navigation.
import test from "ava";
import { fencedContext, serveBuiltSite, tabTo, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);

const filler = (n) => Array.from({ length: n }, (_, i) => `Paragraph ${i + 1} of filler text, long enough to fill a line or two of the page.`).join("\n\n");
const GUIDE = `# Guide\n\n${filler(4)}\n\n## Install\n\n${filler(25)}\n\n### On Linux\n\n${filler(25)}\n\n## Configure\n\n${filler(25)}\n\n## Troubleshoot\n\nA short last section.\n\n## Support\n\nAnother.\n`;

let site;
let bare;
test.before(async () => {
  site = await serveBuiltSite({ "index.md": GUIDE, "other.md": "# Other\n\nText.\n" });
  bare = await serveBuiltSite({ "index.md": GUIDE }, { config: { sidebar: [] } });
});
test.after.always(async () => {
  await site?.cleanup();
  await bare?.cleanup();
});

const current = (page) => page.locator('.docgen-toc a[aria-current="location"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));

chrome.test("wide: the list stands right of the page and stays in view; scrolling marks the section being read", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1400, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/"));
  const toc = page.locator("nav.docgen-toc");
  t.true(await toc.isVisible());
  t.is(await toc.ariaSnapshot(), ['- navigation "On this page":', "  - list:", "    - listitem:", '      - link "Install":', '        - /url: "#install"', "    - listitem:", '      - link "On Linux":', '        - /url: "#on-linux"', "    - listitem:", '      - link "Configure":', '        - /url: "#configure"', "    - listitem:", '      - link "Troubleshoot":', '        - /url: "#troubleshoot"', "    - listitem:", '      - link "Support":', '        - /url: "#support"'].join("\n"));
  const main = await page.locator("main").boundingBox();
  const box = await toc.boundingBox();
  t.true(box.x >= main.x + main.width - 1, `the list (x ${box.x}) is right of the page (ends at ${main.x + main.width})`);
  t.true(main.width >= 700, `the page keeps a readable width (${main.width}px)`);
  t.deepEqual(await current(page), [], "nothing read yet at the top");

  await page.locator("#configure").evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 40));
  await page.waitForFunction(() => document.querySelector('.docgen-toc a[aria-current="location"]')?.getAttribute("href") === "#configure");
  t.deepEqual(await current(page), ["#configure"], "one link marked");
  const after = await toc.boundingBox();
  t.true(after.y >= -1 && after.y < 100, `the list stays in view (y ${after.y})`);

  // Halfway through the Linux section: still that section.
  await page.locator("#on-linux").evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY + 300));
  await page.waitForFunction(() => document.querySelector('.docgen-toc a[aria-current="location"]')?.getAttribute("href") === "#on-linux");
  t.pass();

  // The end of the page: the short closing sections can never reach the top, and the last one counts.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => document.querySelector('.docgen-toc a[aria-current="location"]')?.getAttribute("href") === "#support");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a link followed from the list lands on its section and is the one marked, even near the end of the page", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1400, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/"));
  await page.locator('.docgen-toc a[href="#troubleshoot"]').click();
  await page.waitForFunction(() => location.hash === "#troubleshoot");
  const top = await page.locator("#troubleshoot").evaluate((h) => h.getBoundingClientRect().top);
  t.true(top >= -1 && top < 800, `the section is on screen (heading at ${top}px)`);
  // The page cannot scroll Troubleshoot to the top, and Support is on screen too: the followed link stays marked.
  await page.waitForFunction(() => document.querySelector('.docgen-toc a[aria-current="location"]')?.getAttribute("href") === "#troubleshoot");
  await page.waitForTimeout(200);
  t.deepEqual(await current(page), ["#troubleshoot"]);
  // Scrolling by hand lets go of it.
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, -2500);
  await page.waitForFunction(() => document.querySelector('.docgen-toc a[aria-current="location"]')?.getAttribute("href") !== "#troubleshoot");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("below 76rem the list waits closed behind an On this page toggle above the page; a followed link closes it first", async (t) => {
  for (const width of [1000, 375]) {
    const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.url("/"));
    const toggle = page.locator("details.docgen-toc-toggle > summary");
    const list = page.locator("nav.docgen-toc");
    t.true(await toggle.isVisible(), `${width}px: the toggle is shown`);
    t.false(await list.isVisible(), `${width}px: the list starts closed`);
    const [bar, main] = await Promise.all([toggle.boundingBox(), page.locator("main").boundingBox()]);
    t.true(bar.y + bar.height <= main.y + 1, `${width}px: the toggle (y ${bar.y}) stands above the page (y ${main.y})`);
    t.true(Math.abs(bar.x - main.x) < 1 && Math.abs(bar.width - main.width) < 1, `${width}px: the toggle spans the page's column`);
    t.true(bar.y < 200, `${width}px: the toggle is near the top (y ${bar.y})`);
    t.is(await page.evaluate(() => document.documentElement.scrollWidth), width, `${width}px: nothing sticks out`);

    // By keyboard: Tab reaches the toggle before anything in the page, and Enter opens it.
    await tabTo(page, "details.docgen-toc-toggle > summary");
    t.false(await page.evaluate(() => document.activeElement.closest("main") !== null));
    await page.keyboard.press("Enter");
    await list.waitFor({ state: "visible" });
    t.is(await list.locator("a").count(), 5);

    // Following a link closes the list before the browser scrolls: the heading lands at the top, not the list's
    // height below it.
    await list.locator('a[href="#configure"]').click();
    await page.waitForFunction(() => location.hash === "#configure");
    t.false(await list.isVisible(), `${width}px: the list closed`);
    const top = await page.locator("#configure").evaluate((h) => h.getBoundingClientRect().top);
    t.true(top >= -1 && top < 40, `${width}px: the section's heading is at the top (${top}px)`);
    t.deepEqual(errors, []);
    await context.close();
  }
});

chrome.test("the list is open without JavaScript on a narrow screen, and shown beside the page once the window is wide again", async (t) => {
  const noJs = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto(site.url("/"));
  t.true(await page.locator("nav.docgen-toc").isVisible(), "open without JavaScript");
  await noJs.close();

  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1000, height: 800 } });
  const resized = await context.newPage();
  await resized.goto(site.url("/"));
  t.false(await resized.locator("nav.docgen-toc").isVisible());
  await resized.setViewportSize({ width: 1400, height: 800 });
  const toc = resized.locator("nav.docgen-toc");
  await toc.waitFor({ state: "visible" });
  t.false(await resized.locator("details.docgen-toc-toggle > summary").isVisible(), "no toggle on a wide screen");
  const [main, box] = await Promise.all([resized.locator("main").boundingBox(), toc.boundingBox()]);
  t.true(box.x >= main.x + main.width - 1, "the closed list is shown right of the page");
  await context.close();
});

chrome.test("a site without navigation gives the page its full width, with the list beside it or above it", async (t) => {
  const wide = await fencedContext(chrome.browser, bare.server.origin, { viewport: { width: 1400, height: 800 } });
  const bp = await wide.newPage();
  await bp.goto(bare.url("/"));
  t.is(await bp.locator("nav.docgen-sidebar").count(), 0, "no navigation");
  const main = await bp.locator("main").boundingBox();
  const toc = await bp.locator("nav.docgen-toc").boundingBox();
  t.true(main.width > 900, `the page takes the width the navigation would have had (${main.width}px)`);
  t.true(toc.x >= main.x + main.width - 1, "the list is right of the page");
  await wide.close();

  const plain = await fencedContext(chrome.browser, bare.server.origin, { viewport: { width: 1000, height: 800 } });
  const pp = await plain.newPage();
  await pp.goto(bare.url("/"));
  const only = await pp.locator("main").boundingBox();
  const bar = await pp.locator("details.docgen-toc-toggle > summary").boundingBox();
  t.true(only.width > 900, `without navigation the page spans the layout (${only.width}px)`);
  t.true(bar.y + bar.height <= only.y + 1 && Math.abs(bar.width - only.width) < 1, "the toggle stands above the page, as wide as it");
  await plain.close();
});
