// Image zoom in Chromium: keyboard open/close with focus restored, and a plain image with JavaScript off.
import test from "ava";
import { fencedContext, serveBuiltSite, tabTo, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" fill="#0b5cad"/></svg>\n';

let site;
test.before(async () => {
  site = await serveBuiltSite({
    "public/images/shot.svg": SVG,
    "index.md": [
      "# Zoom",
      "",
      "Read the [settings](#settings) first.",
      "",
      '{% Image src="/images/shot.svg", alt="The settings screen", caption="Settings", zoom=true %}{% endImage %}',
      "",
      '{% Image src="/images/shot.svg", alt="A plain screenshot" %}{% endImage %}',
      "",
      "## Settings {id=settings}",
      "",
    ].join("\n"),
  });
});
test.after.always(() => site?.cleanup());

chrome.test("the zoom trigger is reached with Tab, Enter opens the dialog, Escape closes it and focus returns", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/"));

  // The script wraps only the zoomable image in a button; the other image stays an image.
  const trigger = page.locator("button.docgen-zoom-trigger");
  await t.notThrowsAsync(trigger.waitFor());
  t.is(await trigger.count(), 1);
  t.is(await trigger.getAttribute("aria-haspopup"), "dialog");
  t.is(await trigger.getAttribute("aria-label"), "Zoom image: The settings screen");
  t.is(await trigger.locator("img").getAttribute("alt"), "The settings screen");
  t.is(await page.locator('img[alt="A plain screenshot"]').evaluate((img) => img.parentElement.tagName), "FIGURE");

  const dialog = page.locator("dialog.docgen-zoom-dialog");
  t.false(await dialog.evaluate((d) => d.open));

  await tabTo(page, "button.docgen-zoom-trigger");
  await page.keyboard.press("Enter");
  t.true(await dialog.evaluate((d) => d.open), "Enter on the trigger opens the dialog");
  t.true(await dialog.evaluate((d) => d.matches(":modal")), "the dialog is modal");
  t.is(await dialog.getAttribute("aria-label"), "Zoomed image: The settings screen");
  const big = dialog.locator("img");
  t.regex((await big.getAttribute("src")) ?? "", /\/images\/shot\.svg$/);
  t.is(await big.getAttribute("alt"), "The settings screen");
  t.true(await big.isVisible());
  t.true(await page.evaluate(() => document.querySelector("dialog.docgen-zoom-dialog").contains(document.activeElement)), "focus moves into the dialog");

  await page.keyboard.press("Escape");
  t.false(await dialog.evaluate((d) => d.open), "Escape closes the dialog");
  t.true(await page.evaluate(() => document.activeElement?.matches("button.docgen-zoom-trigger") ?? false), "focus is back on the trigger");

  // Space opens it too (it is a real button), and the Close button closes it.
  await page.keyboard.press("Space");
  t.true(await dialog.evaluate((d) => d.open));
  await page.keyboard.press("Enter"); // focus is on the Close button
  t.false(await dialog.evaluate((d) => d.open));
  t.true(await page.evaluate(() => document.activeElement?.matches("button.docgen-zoom-trigger") ?? false));

  t.deepEqual(errors, []);
  t.deepEqual(context.blocked, [], "no third-party requests");
  await context.close();
});

chrome.test("a click opens the zoom and a click on the zoomed image closes it", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  const page = await context.newPage();
  await page.goto(site.url("/"));
  const dialog = page.locator("dialog.docgen-zoom-dialog");
  await page.locator("button.docgen-zoom-trigger").click();
  t.true(await dialog.evaluate((d) => d.open));
  await dialog.locator("img").click();
  t.false(await dialog.evaluate((d) => d.open));
  await context.close();
});

chrome.test("with JavaScript disabled the zoomable image is a plain image: no button, no dialog", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  const img = page.locator('img[alt="The settings screen"]');
  t.true(await img.isVisible());
  t.is(await img.evaluate((el) => el.parentElement.tagName), "FIGURE");
  t.true(await img.evaluate((el) => el.complete && el.naturalWidth > 0), "the image loads");
  t.is(await page.locator("button:visible").count(), 0, "no zoom button (the theme button is hidden without JavaScript too)");
  t.is(await page.locator("dialog").count(), 0);
  // Keyboard focus skips the image (it is not interactive without JS).
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  t.false(await page.evaluate(() => document.activeElement?.tagName === "IMG"));
  t.deepEqual(context.blocked, []);
  await context.close();
});
