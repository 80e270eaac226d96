// The default layout in Chromium on the example site: the current page in the sidebar, the phone-width menu,
// and no horizontal overflow at 375px on any page.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, useExampleSite } from "../helpers/browser.js";
import { apiPages } from "../helpers/site.js";

const chrome = useBrowser(test);
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

const example = useExampleSite(test, { vendor: true, api: true });

/** The page's scroll width against the viewport, and up to five elements sticking out of it. */
function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Inside a scroll container (code blocks, tables) content may be wider: that container scrolls.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === "auto" || o === "scroll" || o === "hidden") return false;
        }
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && !el.closest(".docgen-sr-only, .docgen-skip");
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (${Math.round(el.getBoundingClientRect().right)}px)`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}

chrome.test("the current page's sidebar link, and only it, has aria-current=page, inside an open group", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const url of example.pages) {
    await page.goto(example.site.url(url));
    const current = page.locator('nav.docgen-sidebar a[aria-current="page"]');
    const count = await current.count();
    // The build's "Page not found" page is in no navigation: nothing is current there.
    if (url === "/404.html") {
      t.is(count, 0, `${url}: no current link`);
      continue;
    }
    t.is(count, 1, `${url}: one current link`);
    const href = await current.evaluate((a) => new URL(a.href).pathname);
    t.is(href, url, `${url}: the current link points at the page`);
    t.true(await current.isVisible(), `${url}: the current link is visible (its groups are open)`);
  }
  t.true(example.pages.includes("/guides/media/") && example.pages.includes("/reference/errors/") && example.pages.includes("/404.html") && example.pages.some((u) => u.startsWith("/api/books/")), example.pages.join(", "));
  await context.close();
});

chrome.test("at 375px the sidebar sits behind a Menu toggle that works by touch and keyboard", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, PHONE);
  const page = await context.newPage();
  await page.goto(example.site.url("/guides/quickstart/"));
  const menu = page.locator("details.docgen-nav-toggle > summary");
  const nav = page.getByRole("navigation", { name: "Documentation" });

  t.true(await menu.isVisible(), "the Menu toggle is shown");
  t.false(await nav.isVisible(), "the menu starts closed, so the page starts with its content");
  t.true(await page.locator("main h1").isVisible());

  await menu.tap();
  t.true(await nav.isVisible(), "tapping Menu shows the sidebar");
  const link = nav.getByRole("link", { name: "Diagrams, screenshots and videos" });
  t.true(await link.isVisible());
  t.is(await nav.locator('a[aria-current="page"]').textContent(), "Quickstart");
  await menu.tap();
  t.false(await nav.isVisible(), "tapping again hides it");

  // Keyboard, from a fresh load: Tab reaches the toggle (after the skip link and the site title), Enter opens it.
  await page.reload();
  let reached = false;
  for (let i = 0; i < 5 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => document.activeElement?.matches("details.docgen-nav-toggle > summary") ?? false);
  }
  t.true(reached, "Tab reaches the Menu toggle");
  await page.keyboard.press("Enter");
  t.true(await nav.isVisible(), "Enter opens the menu");

  // Following a link from the menu navigates; the new page starts with the menu closed again.
  await link.tap();
  await page.waitForURL(/\/guides\/media\/$/);
  t.false(await nav.isVisible());
  t.deepEqual(context.blocked.filter((u) => !/youtube-nocookie|player\.vimeo/.test(u)), []);
  await context.close();
});

chrome.test("at 375px with JavaScript off the menu is open, so the sidebar is still reachable", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(example.site.url("/"));
  const nav = page.getByRole("navigation", { name: "Documentation" });
  t.true(await nav.isVisible());
  t.true(await nav.getByRole("link", { name: "Quickstart" }).isVisible());
  await page.locator("details.docgen-nav-toggle > summary").click();
  t.false(await nav.isVisible(), "and it still closes without JavaScript");
  await context.close();
});

chrome.test("on a wide screen the sidebar is always shown and the Menu toggle is hidden", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(example.site.url("/guides/media/"));
  t.true(await page.getByRole("navigation", { name: "Documentation" }).isVisible());
  t.false(await page.locator("details.docgen-nav-toggle > summary").isVisible());
  const [nav, main] = await Promise.all([
    page.locator("nav.docgen-sidebar").boundingBox(),
    page.locator("main").boundingBox(),
  ]);
  t.true(nav.x + nav.width <= main.x + 1, "sidebar and content sit side by side");
  await context.close();
});

chrome.test("a window widened after loading narrow shows the sidebar (the closed Menu does not hide it), and closes it again when it narrows", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  await page.goto(example.site.url("/guides/media/"));
  const nav = page.locator("nav.docgen-sidebar");
  t.false(await nav.isVisible(), "closed on a narrow screen");
  await page.setViewportSize({ width: 1280, height: 900 });
  await nav.waitFor({ state: "visible", timeout: 5000 });
  t.false(await page.locator("details.docgen-nav-toggle > summary").isVisible());
  await page.setViewportSize({ width: 600, height: 900 });
  await nav.waitFor({ state: "hidden", timeout: 5000 });
  t.true(await page.locator("main h1").isVisible());
  await context.close();
});

chrome.test("at 375px no page overflows horizontally (menu closed and open)", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, PHONE);
  const page = await context.newPage();
  const overflowing = [];
  for (const url of example.pages) {
    await page.goto(example.site.url(url));
    if (await page.locator("pre[data-docgen-mermaid]").count()) await page.waitForSelector("html[data-docgen-mermaid-done]", { timeout: 30_000 });
    for (const state of ["closed", "open"]) {
      if (state === "open") await page.locator("details.docgen-nav-toggle").evaluate((d) => { d.open = true; });
      const report = await overflow(page);
      if (report.scrollWidth > report.width || report.wide.length) overflowing.push(`${url} (menu ${state}): page ${report.scrollWidth}px > ${report.width}px; ${report.wide.join(", ")}`);
    }
  }
  t.deepEqual(overflowing, []);
  await context.close();
});

chrome.test("at 375px long unbreakable content does not push the page sideways", async (t) => {
  const long = "x".repeat(80);
  const wide = await serveBuiltSite({
    "index.md": [
      "# Long things",
      "",
      "Inline code: `https://sandbox.bookshop.example/v2/a/very/long/path/that/does/not/break/anywhere/at/all`.",
      "",
      `A bare URL: <https://example.com/${long}>.`,
      "",
      `| Column | ${long} |`,
      "| --- | --- |",
      `| cell | ${long} |`,
      "",
      "```",
      `const ${long} = "${long}";`,
      "```",
      "",
      `{% Api method="DELETE", path="/organisations/{organisationId}/projects/{projectId}/environments/{environmentId}", title="Remove" %}`,
      `{% ParamField name="${long}", type="string", paramType="path", required=true, default="${long}" %}Long.{% endParamField %}`,
      // A type named after a long schema (Stripe has 120-character ones), alone and inside array<...>.
      `{% ParamField name="funded", type="${long}", paramType="body" %}{% endParamField %}`,
      `{% ResponseField name="list", type="array<${long}>" %}{% endResponseField %}`,
      "{% endApi %}",
      "",
    ].join("\n"),
  });
  t.teardown(() => wide.cleanup());
  const context = await fencedContext(chrome.browser, wide.server.origin, PHONE);
  const page = await context.newPage();
  await page.goto(wide.url("/"));
  const report = await overflow(page);
  t.is(report.scrollWidth, report.width, report.wide.join(", "));
  t.deepEqual(report.wide, []);
  await context.close();
});

chrome.test("in the sidebar, long operation labels wrap inside it and every method badge holds its method", async (t) => {
  // Operations without a summary are labelled by their operationId: one long word each (as in Stripe's spec).
  const operation = (operationId) => ({ operationId, responses: { 200: { description: "ok" } } });
  const site = await serveBuiltSite(
    apiPages({
      openapi: "3.0.3",
      info: { title: "Long labels", version: "1" },
      paths: {
        "/customers/{customer}/cash_balance_transactions/{transaction}": {
          get: operation("GetCustomersCustomerCashBalanceTransactionsTransaction"),
          delete: operation("DeleteCustomersCustomerCashBalanceTransactionsTransaction"),
          patch: operation("PatchCustomersCustomerCashBalanceTransactionsTransaction"),
          options: operation("OptionsCustomersCustomerCashBalanceTransactionsTransaction"),
        },
      },
    }),
  );
  t.teardown(() => site.cleanup());
  for (const options of [{ viewport: { width: 1280, height: 900 } }, PHONE]) {
    const context = await fencedContext(chrome.browser, site.server.origin, options);
    const page = await context.newPage();
    await page.goto(site.url("/api/customers/cash-balance-transactions-get/"));
    await page.locator("details.docgen-nav-toggle").evaluate((d) => { d.open = true; });
    const report = await page.evaluate(() => {
      const nav = document.querySelector("nav.docgen-sidebar");
      const links = [...nav.querySelectorAll("a")].filter((a) => a.querySelector(".docgen-method"));
      return {
        links: links.length,
        navScrolls: nav.scrollWidth > nav.clientWidth,
        outside: links.filter((a) => a.getBoundingClientRect().right > nav.getBoundingClientRect().right + 1).map((a) => a.textContent),
        squeezed: [...nav.querySelectorAll(".docgen-method")].filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
      };
    });
    const label = `${options.viewport.width}px`;
    t.is(report.links, 4, label);
    t.false(report.navScrolls, `${label}: the sidebar does not scroll sideways`);
    t.deepEqual(report.outside, [], `${label}: no link reaches past the sidebar`);
    t.deepEqual(report.squeezed, [], `${label}: no badge is narrower than its method`);
    await context.close();
  }
});

chrome.test("in a large sidebar, a collapsed group's page count stays on one line beside a long, wrapping name", async (t) => {
  // Over 300 links, groups away from the current page collapse to one link with their page count (Microsoft
  // Graph's sidebar showed "30" over "2" beside "Identity governance").
  const files = {};
  for (let g = 0; g < 12; g++) {
    const folder = `api/${g === 0 ? "identity-governance-and-access-reviews" : `group-${g}`}`;
    for (let p = 0; p < 30; p++) files[`${folder}/p${p}.md`] = `---\ntitle: Operation ${p}\norder: ${p}\nmethod: get\n---\n# Operation ${p}\n`;
  }
  const site = await serveBuiltSite(files);
  t.teardown(() => site.cleanup());
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url("/api/group-5/p3/"));
  const counts = await page.evaluate(() =>
    [...document.querySelectorAll("nav.docgen-sidebar .docgen-sidebar__count")].map((count) => {
      const link = count.closest("a");
      const name = link.querySelector("span:not(.docgen-sidebar__count)");
      return { name: name.textContent, lines: count.getClientRects().length, countHeight: count.getBoundingClientRect().height, nameHeight: name.getBoundingClientRect().height, fontSize: parseFloat(getComputedStyle(count).fontSize) };
    }),
  );
  t.true(counts.length >= 10, `${counts.length} collapsed groups`);
  const long = counts.find((c) => c.name.startsWith("Identity governance"));
  t.truthy(long);
  const oneLine = counts.find((c) => c.name === "Group 1").nameHeight;
  t.true(long.nameHeight > oneLine * 1.5, "the long name wraps (the case that squeezed the count)");
  for (const c of counts) t.true(c.lines === 1 && c.countHeight < c.fontSize * 2, `${c.name}: count on one line (${c.countHeight}px)`);
  await context.close();
});

chrome.test("the authentication note's padlock is drawn by CSS, not an emoji that needs a colour-emoji font", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(example.site.url("/api/books/create/"));
  const note = page.locator(".docgen-api__auth");
  t.is(await note.count(), 1);
  const icon = await note.evaluate((el) => {
    const before = getComputedStyle(el, "::before");
    return { mask: before.maskImage || before.webkitMaskImage, width: parseFloat(before.width), height: parseFloat(before.height), background: before.backgroundColor, color: getComputedStyle(el).color, text: el.textContent };
  });
  t.true(icon.mask.startsWith('url("data:image/svg+xml'), icon.mask);
  t.true(icon.width > 8 && icon.height > 8, `${icon.width} x ${icon.height}`);
  t.is(icon.background, icon.color, "in the text colour");
  t.false(/[\u{1F000}-\u{1FFFF}]/u.test(icon.text), "no emoji left in the text");
  t.true(icon.text.startsWith("Requires authentication: Bearer token"), icon.text);
  await context.close();
});

chrome.test("a site with no page at / sends the browser on to the first page of its navigation", async (t) => {
  const site = await serveBuiltSite({ "api/index.md": "---\ntitle: Bookshop API\n---\n# Bookshop API\n", "api/books/list.md": "---\ntitle: List books\n---\n# List books\n" });
  t.teardown(() => site.cleanup());
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  await page.waitForURL(/\/api\/$/);
  t.is(await page.locator("main h1").textContent(), "Bookshop API");
  t.deepEqual(context.blocked, []);
  await context.close();
});

chrome.test("the current page's link shows in the navigation on load, scrolled to where it is when the list is longer than the window", async (t) => {
  // One group of 80 pages: the navigation scrolls on its own on a wide screen, and the last pages' links are far
  // below the first window of it. (GitHub's "Create a review comment for a pull request" sat 60 links down.)
  const files = {};
  for (let p = 0; p < 80; p++) files[`api/p${String(p).padStart(2, "0")}.md`] = `---\ntitle: Operation ${p}\norder: ${p}\nmethod: get\n---\n# Operation ${p}\n`;
  const site = await serveBuiltSite(files);
  t.teardown(() => site.cleanup());
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const state = () =>
    page.evaluate(() => {
      const nav = document.querySelector("nav.docgen-sidebar");
      const link = nav.querySelector('[aria-current="page"]').getBoundingClientRect();
      const box = nav.getBoundingClientRect();
      return { scrollTop: nav.scrollTop, scrolls: nav.scrollHeight > nav.clientHeight, shown: link.top >= box.top && link.bottom <= Math.min(box.bottom, innerHeight), windowY: scrollY };
    });
  for (const [path, scrolled] of [["/api/p75/", true], ["/api/p40/", true], ["/api/p01/", false]]) {
    await page.goto(site.url(path));
    const s = await state();
    t.true(s.scrolls, `${path}: the navigation scrolls on its own`);
    t.true(s.shown, `${path}: the current page's link is in view`);
    t.is(s.scrollTop > 0, scrolled, `${path}: ${scrolled ? "scrolled to it" : "left at the top, where it shows"}`);
    t.is(s.windowY, 0, `${path}: the page itself does not move`);
  }
  await context.close();
  // On a phone the navigation is behind the Menu: nothing moves on load. Opened, it is a panel of at most 70% of the
  // window that scrolls on its own, scrolled to the current page's link; the page stays where it was.
  const phone = await fencedContext(chrome.browser, site.server.origin, PHONE);
  const small = await phone.newPage();
  const panel = () =>
    small.evaluate(() => {
      const nav = document.querySelector("nav.docgen-sidebar");
      const box = nav.getBoundingClientRect();
      const link = nav.querySelector('[aria-current="page"]').getBoundingClientRect();
      return { scrollTop: nav.scrollTop, height: box.height, shown: link.top >= box.top && link.bottom <= box.bottom, windowY: scrollY };
    });
  for (const [path, scrolled] of [["/api/p75/", true], ["/api/p01/", false]]) {
    await small.goto(site.url(path));
    t.deepEqual(await small.evaluate(() => [document.querySelector("nav.docgen-sidebar").scrollTop, scrollY]), [0, 0], `${path}: nothing moves on load`);
    await small.locator("details.docgen-nav-toggle > summary").tap();
    await small.waitForFunction(() => document.querySelector("details.docgen-nav-toggle").open);
    await small.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const s = await panel();
    t.true(s.height <= 740 * 0.7 + 1, `${path}: the open menu is at most 70% of the window high (${s.height})`);
    t.true(s.shown, `${path}: the current page's link shows in the open menu`);
    t.is(s.scrollTop > 0, scrolled, `${path}: ${scrolled ? "scrolled to it" : "left at the top, where it shows"}`);
    t.is(s.windowY, 0, `${path}: the page itself does not move`);
  }
  await phone.close();
});
