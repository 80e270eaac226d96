// The header's theme button in Chromium, on the example site (its logo has a dark image, its media page a diagram):
// it goes from the system's theme to light to dark and back; the choice is kept across pages and tabs and applied
// by the layout's inline script before the stylesheet (so with docgen.js blocked too); the logo, the colours and a
// "default" Mermaid diagram follow it; without JavaScript there is no button and the system's setting holds; axe
// finds no contrast problem in a theme chosen against the system's.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, useExampleSite, watchErrors } from "../helpers/browser.js";
import { buildError } from "../helpers/site.js";

const chrome = useBrowser(test);
const example = useExampleSite(test, { vendor: true, api: true });

const LIGHT_BG = "rgb(255, 255, 255)";
const DARK_BG = "rgb(13, 17, 23)";

/** What the page shows: its background, the logo image on screen, the choice on <html> and in storage. */
function state(page) {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    logo: [...document.querySelectorAll("img.docgen-header__logo")].filter((img) => img.getBoundingClientRect().width > 0).map((img) => new URL(img.src).pathname),
    chosen: document.documentElement.getAttribute("data-docgen-theme"),
    stored: localStorage.getItem("docgen-theme"),
  }));
}

async function context(colorScheme, options = {}) {
  return fencedContext(chrome.browser, example.site.server.origin, { colorScheme, viewport: { width: 1280, height: 800 }, ...options });
}

chrome.test("the button goes from the system's theme to light, dark and back; the choice holds on the next page, even before docgen.js runs", async (t) => {
  const ctx = await context("light");
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(example.site.url("/guides/quickstart/"));
  const button = page.locator("[data-docgen-theme-toggle]");
  await button.waitFor();
  t.is(await button.getAttribute("aria-label"), "Theme: system (switch to light)");
  t.deepEqual(await state(page), { background: LIGHT_BG, logo: ["/images/logo.svg"], chosen: null, stored: null });

  await button.click();
  t.is(await button.getAttribute("aria-label"), "Theme: light (switch to dark)");
  t.deepEqual(await state(page), { background: LIGHT_BG, logo: ["/images/logo.svg"], chosen: "light", stored: "light" });

  await button.click();
  t.is(await button.getAttribute("aria-label"), "Theme: dark (switch to system)");
  t.deepEqual(await state(page), { background: DARK_BG, logo: ["/images/logo-dark.svg"], chosen: "dark", stored: "dark" });

  // The next page opens dark on a light system.
  await page.goto(example.site.url("/api/books/create/"));
  t.deepEqual(await state(page), { background: DARK_BG, logo: ["/images/logo-dark.svg"], chosen: "dark", stored: "dark" });
  t.is(await page.locator("[data-docgen-theme-toggle]").getAttribute("aria-label"), "Theme: dark (switch to system)");
  // Printed, it is dark text on white paper all the same, with the light logo.
  await page.emulateMedia({ media: "print" });
  t.deepEqual(await state(page), { background: LIGHT_BG, logo: ["/images/logo.svg"], chosen: "dark", stored: "dark" });
  t.is(await page.evaluate(() => getComputedStyle(document.body).color), "rgb(27, 31, 36)");
  await page.emulateMedia({ media: "screen" });

  // With docgen.js never loading, the layout's own script has applied the choice.
  t.deepEqual(errors, []);
  await ctx.route("**/_docgen/docgen.js", (route) => route.abort("blockedbyclient"));
  await page.goto(example.site.url("/reference/errors/"));
  t.deepEqual(await state(page), { background: DARK_BG, logo: ["/images/logo-dark.svg"], chosen: "dark", stored: "dark" });
  t.true(await page.locator("[data-docgen-theme-toggle]").isHidden(), "no working button without the page script");
  await ctx.unroute("**/_docgen/docgen.js");
  t.true(errors.length > 0 && errors.every((e) => e.includes("ERR_BLOCKED_BY_CLIENT")), errors.join("\n"));
  errors.length = 0;

  await page.goto(example.site.url("/guides/quickstart/"));
  await page.locator("[data-docgen-theme-toggle]").click();
  t.deepEqual(await state(page), { background: LIGHT_BG, logo: ["/images/logo.svg"], chosen: null, stored: null }, "back to the system's, the choice forgotten");
  t.deepEqual(errors, []);
  await ctx.close();
});

chrome.test("a choice made against the system's setting: light on a dark system; a change in one tab reaches the others", async (t) => {
  const ctx = await context("dark");
  const one = await ctx.newPage();
  const two = await ctx.newPage();
  await one.goto(example.site.url("/"));
  await two.goto(example.site.url("/guides/quickstart/"));
  t.is((await state(one)).background, DARK_BG);
  await one.locator("[data-docgen-theme-toggle]").click();
  t.deepEqual(await state(one), { background: LIGHT_BG, logo: ["/images/logo.svg"], chosen: "light", stored: "light" });
  await two.waitForFunction(() => document.documentElement.getAttribute("data-docgen-theme") === "light");
  t.deepEqual(await state(two), { background: LIGHT_BG, logo: ["/images/logo.svg"], chosen: "light", stored: "light" });
  t.is(await two.locator("[data-docgen-theme-toggle]").getAttribute("aria-label"), "Theme: light (switch to dark)");
  await ctx.close();
});

chrome.test("a default-theme diagram is drawn again in the theme chosen; one with a theme of its own is left alone", async (t) => {
  const ctx = await context("light");
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(example.site.url("/guides/media/"));
  await page.waitForSelector("html[data-docgen-mermaid-done]");
  const diagram = page.locator("pre[data-docgen-mermaid]").first();
  t.is(await diagram.getAttribute("data-theme"), "default");
  // A diagram node's fill: mermaid's default theme paints nodes #ECECFF, its dark theme #1f2020.
  const fill = () => diagram.evaluate((pre) => getComputedStyle(pre.querySelector("svg .node rect, svg .node polygon, svg .node path")).fill);
  const light = await fill();
  const own = page.locator('pre[data-docgen-mermaid][data-theme="neutral"]');
  t.is(await own.count(), 1);
  await own.evaluate((pre) => (window.ownSvg = pre.querySelector("svg")));
  const button = page.locator("[data-docgen-theme-toggle]");
  await button.click(); // light: the theme in use does not change, nothing is drawn again
  t.is(await page.evaluate(() => document.documentElement.getAttribute("data-docgen-mermaid-theme")), "light");
  await button.click(); // dark
  await page.waitForFunction(() => document.documentElement.getAttribute("data-docgen-mermaid-theme") === "dark");
  const dark = await fill();
  t.not(dark, light);
  t.is(await diagram.locator("svg").count(), 1, "drawn once, not twice");
  t.true(await own.evaluate((pre) => pre.querySelector("svg") === window.ownSvg), "the neutral diagram is not drawn again");
  await button.click(); // the system's: light again
  await page.waitForFunction(() => document.documentElement.getAttribute("data-docgen-mermaid-theme") === "light");
  t.is(await fill(), light);
  t.deepEqual(errors, []);
  await ctx.close();
});

chrome.test("without JavaScript: no button, and the system's setting decides", async (t) => {
  const ctx = await context("dark", { javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(example.site.url("/guides/quickstart/"));
  t.true(await page.locator("[data-docgen-theme-toggle]").isHidden());
  t.deepEqual(await state(page), { background: DARK_BG, logo: ["/images/logo-dark.svg"], chosen: null, stored: null });
  await ctx.close();
});

for (const [system, chosen] of [
  ["light", "dark"],
  ["dark", "light"],
]) {
  chrome.test(`axe: no serious or critical violation with ${chosen} chosen on a ${system} system`, async (t) => {
    const ctx = await context(system);
    await ctx.addInitScript((value) => localStorage.setItem("docgen-theme", value), chosen);
    const page = await ctx.newPage();
    for (const url of ["/api/books/create/", "/guides/media/"]) {
      await page.goto(example.site.url(url));
      await page.waitForSelector("html[data-docgen-mermaid-done], html:not(:has(pre[data-docgen-mermaid]))");
      t.is(await page.evaluate(() => document.documentElement.getAttribute("data-docgen-theme")), chosen);
      const found = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const blocking = found.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
      t.deepEqual(blocking, [], url);
    }
    await ctx.close();
  });
}

chrome.test("a site's own stylesheet that sets the dark colours on :root under the media query still wins on a dark system; a choice of dark is dark on a light one", async (t) => {
  const own = ":root { --docgen-bg: rgb(250, 250, 240); } @media (prefers-color-scheme: dark) { :root { --docgen-bg: rgb(1, 2, 3); } }";
  const dark = await context("dark");
  const page = await dark.newPage();
  await page.goto(example.site.url("/guides/quickstart/"));
  await page.addStyleTag({ content: own });
  t.is((await state(page)).background, "rgb(1, 2, 3)");
  await dark.close();

  const light = await context("light");
  await light.addInitScript(() => localStorage.setItem("docgen-theme", "dark"));
  const other = await light.newPage();
  await other.goto(example.site.url("/guides/quickstart/"));
  await other.addStyleTag({ content: own });
  t.is((await state(other)).background, DARK_BG, "the site's light colour does not show through the reader's dark");
  await light.close();
});

chrome.test("colorScheme: dark opens every page dark whatever the system, without JavaScript too; the button starts there, and choosing dark again forgets the choice", async (t) => {
  const site = await serveBuiltSite({ "index.md": "# Home\n\nWelcome.\n", "next.md": "# Next\n" }, { config: { title: "Dark", colorScheme: "dark" } });
  t.teardown(() => site.cleanup());
  t.regex(await (await fetch(site.url("/"))).text(), /<html lang="en" data-docgen-theme="dark">/);
  const ctx = await fencedContext(chrome.browser, site.server.origin, { colorScheme: "light" });
  const page = await ctx.newPage();
  await page.goto(site.url("/"));
  const button = page.locator("[data-docgen-theme-toggle]");
  await button.waitFor();
  const shown = () => page.evaluate(() => [getComputedStyle(document.body).backgroundColor, document.documentElement.getAttribute("data-docgen-theme"), localStorage.getItem("docgen-theme")]);
  t.deepEqual(await shown(), [DARK_BG, "dark", null]);
  t.is(await button.getAttribute("aria-label"), "Theme: dark (switch to system)");
  // The system's (light here) is a choice now, kept, and applied on the next page before the stylesheet.
  await button.click();
  t.deepEqual(await shown(), [LIGHT_BG, null, "system"]);
  await page.goto(site.url("/next/"));
  t.deepEqual(await shown(), [LIGHT_BG, null, "system"]);
  await page.locator("[data-docgen-theme-toggle]").click(); // light
  await page.locator("[data-docgen-theme-toggle]").click(); // dark: the site's own, so no choice is kept
  t.deepEqual(await shown(), [DARK_BG, "dark", null]);
  await ctx.close();

  const noScript = await fencedContext(chrome.browser, site.server.origin, { colorScheme: "light", javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(site.url("/"));
  t.is(await plain.evaluate(() => getComputedStyle(document.body).backgroundColor), DARK_BG);
  await noScript.close();
});

chrome.test("themeSwitch: false: no button and no stored choice applied, the site's colorScheme or the system's holds", async (t) => {
  const site = await serveBuiltSite({ "index.md": "# Home\n" }, { config: { title: "Fixed", themeSwitch: false } });
  t.teardown(() => site.cleanup());
  const html = await (await fetch(site.url("/"))).text();
  t.false(html.includes("data-docgen-theme-toggle"));
  t.false(html.includes('localStorage.getItem("docgen-theme")'));
  const ctx = await fencedContext(chrome.browser, site.server.origin, { colorScheme: "light" });
  await ctx.addInitScript(() => localStorage.setItem("docgen-theme", "dark"));
  const page = await ctx.newPage();
  await page.goto(site.url("/"));
  await page.waitForLoadState("load");
  t.is(await page.locator("[data-docgen-theme-toggle]").count(), 0);
  t.is(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), LIGHT_BG, "the stored dark is not applied");
  await ctx.close();
});

test("a colorScheme other than system, light or dark, or a themeSwitch that is not true or false, fails naming the option", async (t) => {
  t.regex(await buildError({ "index.md": "# Home\n" }, { config: { colorScheme: "auto" } }), /option "colorScheme" must be "system", "light" or "dark", got "auto"/);
  t.regex(await buildError({ "index.md": "# Home\n" }, { config: { themeSwitch: "no" } }), /option "themeSwitch" must be true or false, got "no"/);
});
