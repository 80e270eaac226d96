// "Copy page" in Chromium (assets/docgen.js): on a site with markdownPages, each page with a Markdown copy gets a
// button under its title that puts the copy on the clipboard, byte for byte as the file the site serves; a copy
// that cannot be fetched is said so, with a link to it; "View as Markdown" links the copy, also without a clipboard;
// a site without the option has neither. Serial: the clipboard is the browser's, shared by every context.
import test from "ava";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fencedContext, serveBuiltSite, useBrowser, watchErrors } from "../helpers/browser.js";
import { apiPages } from "../helpers/site.js";

const chrome = useBrowser(test);

const SPEC = {
  openapi: "3.0.3",
  info: { title: "Shop", version: "1" },
  servers: [{ url: "https://api.shop.example" }],
  paths: { "/orders": { get: { summary: "List orders", parameters: [{ name: "limit", in: "query", schema: { type: "integer" }, description: "How many." }], responses: { 200: { description: "OK" } } } } },
};
const FILES = { ...apiPages(SPEC), "index.md": "# Home\n\nHello **world**, see [orders](api/orders/list/).\n", "gone.md": "# Gone\n\nIts copy is removed after the build.\n" };

let site;
let plain;
test.before(async () => {
  [site, plain] = await Promise.all([serveBuiltSite(FILES, { config: { markdownPages: true } }), serveBuiltSite(FILES, { config: {} })]);
  await rm(path.join(site.output, "gone", "index.html.md"));
});
test.after.always(async () => {
  await Promise.all([site?.server.close(), plain?.server.close(), site?.cleanup(), plain?.cleanup()]);
});

async function open(from, pagePath) {
  const context = await fencedContext(chrome.browser, from.server.origin);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: from.server.origin });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(from.server.url(pagePath));
  return { context, page, errors };
}

for (const [name, pagePath, copyFile] of [
  ["a hand-written page", "/", "index.html.md"],
  ["a generated operation page", "/api/orders/list/", "api/orders/list/index.html.md"],
]) {
  chrome.test.serial(`${name}: the button under the title copies the page's Markdown, as the site serves it`, async (t) => {
    const { context, page, errors } = await open(site, pagePath);
    const button = page.getByRole("button", { name: "Copy page" });
    t.is(await button.count(), 1);
    t.true(await button.evaluate((b) => b.closest(".docgen-page-actions").previousElementSibling.tagName === "H1"), "right under the title");
    t.is(await button.evaluate((b) => document.getElementById(b.getAttribute("aria-describedby")).textContent), "as Markdown");
    await page.evaluate(() => navigator.clipboard.writeText("before"));
    await button.click();
    await page.waitForFunction(() => document.querySelector(".docgen-page-actions__status").textContent !== "");
    t.is(await page.locator(".docgen-page-actions__status").textContent(), "Page copied as Markdown.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    t.is(copied, await readFile(path.join(site.output, copyFile), "utf8"));
    t.true(copied.includes("# ") && !copied.includes("{%"), copied);
    // "View as Markdown" beside it leads to the same copy.
    const view = page.getByRole("link", { name: "View as Markdown" });
    t.true(await view.evaluate((a) => a.closest(".docgen-page-actions") !== null));
    const viewed = await view.evaluate((a) => fetch(a.href).then(async (r) => [new URL(r.url).pathname, r.status, await r.text()]));
    t.deepEqual(viewed, [`/${copyFile}`, 200, copied]);
    t.deepEqual(errors, []);
    await context.close();
  });
}

chrome.test.serial("a copy that cannot be fetched: said so, with a link to it; the clipboard is left alone", async (t) => {
  const { context, page } = await open(site, "/gone/");
  await page.evaluate(() => navigator.clipboard.writeText("before"));
  await page.getByRole("button", { name: "Copy page" }).click();
  await page.waitForFunction(() => document.querySelector(".docgen-page-actions__status").textContent !== "");
  t.is(await page.locator(".docgen-page-actions__status").textContent(), "Could not copy the page. Open the Markdown.");
  t.is(await page.locator(".docgen-page-actions__status a").getAttribute("href"), `${site.server.origin}/gone/index.html.md`);
  t.is(await page.evaluate(() => navigator.clipboard.readText()), "before");
  t.false(await page.getByRole("button", { name: "Copy page" }).isDisabled(), "the button works again");
  await context.close();
});

chrome.test.serial("where the browser gives the page no clipboard (plain http): no button, the Markdown still linked", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin);
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url("/api/orders/list/"));
  await page.getByRole("link", { name: "View as Markdown" }).waitFor();
  t.is(await page.getByRole("button", { name: "Copy page" }).count(), 0);
  t.is(await page.getByRole("link", { name: "View as Markdown" }).getAttribute("href"), "index.html.md");
  t.true(await page.locator(".docgen-page-actions").evaluate((el) => el.previousElementSibling.tagName === "H1"));
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test.serial("without markdownPages there is no button and no link", async (t) => {
  const { context, page, errors } = await open(plain, "/api/orders/list/");
  t.is(await page.locator(".docgen-content h1").count(), 1);
  t.is(await page.getByRole("button", { name: "Copy page" }).count(), 0);
  t.is(await page.getByRole("link", { name: "View as Markdown" }).count(), 0);
  t.deepEqual(errors, []);
  await context.close();
});
