// The header's logo in Chromium (site configuration `logo`, `favicon`): the dark-mode image shows when the reader's
// system is dark, the image keeps its proportions at the header's height, and a wide logo with a long title leaves
// the header on one screen at phone width.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);
/** A 400 x 100 image: as wide as a wordmark. */
const svg = (fill) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100"><rect width="400" height="100" fill="${fill}"/></svg>`;
let site;

test.before(async () => {
  site = await serveBuiltSite(
    { "index.md": "# Home\n\nWelcome.\n", "public/logo.svg": svg("#123456"), "public/logo-dark.svg": svg("#abcdef"), "public/favicon.svg": svg("#000000") },
    { config: { title: "Acme Corporation Developer Documentation", logo: { src: "/logo.svg", dark: "/logo-dark.svg" }, favicon: "/favicon.svg" } },
  );
});
test.after.always(async () => {
  await site?.cleanup();
});

for (const [colorScheme, file] of [["light", "/logo.svg"], ["dark", "/logo-dark.svg"]]) {
  chrome.test(`${colorScheme} mode shows ${file}, loaded, 2rem tall and in proportion`, async (t) => {
    const context = await fencedContext(chrome.browser, site.server.origin, { colorScheme, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url("/"));
    // Both images are in the header; the stylesheet shows the one for the theme in use.
    t.is(await page.locator("img.docgen-header__logo").count(), 2);
    const logo = page.locator("img.docgen-header__logo:visible");
    t.is(await logo.count(), 1);
    await logo.evaluate((img) => (img.complete ? undefined : new Promise((done) => img.addEventListener("load", done, { once: true }))));
    const shown = await logo.evaluate((img) => ({ src: new URL(img.currentSrc).pathname, loaded: img.naturalWidth, width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height }));
    t.is(shown.src, file);
    t.is(shown.loaded, 400);
    t.is(shown.height, 32);
    t.is(shown.width, 128);
    // The favicon's link leads to the file on the site.
    t.deepEqual(await page.evaluate(() => fetch(document.querySelector('link[rel="icon"]').href).then((r) => [new URL(r.url).pathname, r.status])), ["/favicon.svg", 200]);
    await context.close();
  });
}

chrome.test("at 375px the logo and a long title stay inside the header, the title wrapping", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  const boxes = await page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    return { width: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth, title: box(document.querySelector(".docgen-header__title")), logo: box(document.querySelector(".docgen-header__logo--light")) };
  });
  t.true(boxes.scroll <= boxes.width, `the page scrolls sideways: ${boxes.scroll} > ${boxes.width}`);
  t.true(boxes.title.right <= boxes.width, `the title sticks out: ${boxes.title.right}`);
  t.true(boxes.logo.width > 0 && boxes.logo.height === 32, JSON.stringify(boxes.logo));
  await context.close();
});
