// Section headings that link to themselves, in Chromium: the heading's name stays its text, the # shows on hover
// and keyboard focus only, and following the link lands on the section.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);

let site;
test.before(async () => {
  const filler = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of filler text.`).join("\n\n");
  site = await serveBuiltSite({ "index.md": `# Guide\n\n${filler}\n\n## Request body\n\nThe body.\n\n${filler}\n` });
});
test.after.always(() => site?.cleanup());

chrome.test("the heading is named by its text, shows # on hover and focus, and its link lands on the section", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/"));
  const heading = page.locator("h2#request-body");
  t.is(await heading.ariaSnapshot(), '- heading "Request body" [level=2]:\n  - link "Request body":\n    - /url: "#request-body"');
  t.is(await page.locator("h1").ariaSnapshot(), '- heading "Guide" [level=1]', "the page title is not a link");

  const link = heading.locator("a.docgen-heading-link");
  const mark = () => link.evaluate((a) => getComputedStyle(a, "::after").opacity);
  t.is(await mark(), "0");
  await link.hover();
  t.is(await mark(), "1", "hover shows the #");
  await page.mouse.move(0, 0);
  t.is(await link.evaluate((a) => getComputedStyle(a).color), await heading.evaluate((h) => getComputedStyle(h).color), "the heading keeps its colour");

  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => location.hash === "#request-body");
  const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
  // Within a pixel: the page scrolls by whole pixels, and what sits above the heading may be a fraction tall.
  t.true(top > -1 && top < 50, `the section is scrolled to the top (heading at ${top}px)`);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("headings shrink level by level but none below the body text (a spec's deep headings end up h5 and h6)", async (t) => {
  const levels = [1, 2, 3, 4, 5, 6].map((n) => `${"#".repeat(n)} Level ${n}\n\nText under level ${n}.`).join("\n\n");
  const deep = await serveBuiltSite({ "index.md": `${levels}\n` });
  t.teardown(() => deep.cleanup());
  const context = await fencedContext(chrome.browser, deep.server.origin, { viewport: { width: 1280, height: 700 } });
  const page = await context.newPage();
  await page.goto(deep.url("/"));
  const size = (selector) => page.locator(selector).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  const body = await size("main p");
  const sizes = [];
  for (let n = 1; n <= 6; n++) sizes.push(await size(`main h${n}`));
  for (let n = 1; n < 6; n++) t.true(sizes[n - 1] >= sizes[n], `h${n} ${sizes[n - 1]}px is not smaller than h${n + 1} ${sizes[n]}px`);
  t.true(sizes[5] >= body, `h6 ${sizes[5]}px against the body's ${body}px`);
  const colour = (selector) => page.locator(selector).first().evaluate((e) => getComputedStyle(e).color);
  t.not(await colour("main h6"), await colour("main h5"), "h6 is told apart from h5");
  await context.close();
});
