// Search in Chromium on the example site: "/" focuses the box, matching pages are listed with the operation's method
// and path, arrow keys and Enter open one, Escape closes the list; titles from pages are shown as text; the box
// stays hidden without JavaScript.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser, useExampleSite, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);
const example = useExampleSite(test, { vendor: true, api: true });

const results = (page) => page.locator(".docgen-search__results a");

chrome.test("typing lists matching pages, best first; the keyboard moves through them and opens one", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(example.site.url("/guides/quickstart/"));
  const input = page.getByRole("searchbox", { name: "Search the documentation" });
  t.true(await input.isVisible(), "the script shows the box");

  // "/" from anywhere on the page focuses the box; so do Control+K and Command+K, selecting what the box holds so
  // that typing replaces it.
  await page.locator("main h1").click();
  await page.keyboard.press("/");
  t.true(await input.evaluate((el) => el === document.activeElement));
  for (const chord of ["Control+K", "Meta+K"]) {
    await input.fill("old words");
    await page.locator("main h1").click();
    t.false(await input.evaluate((el) => el === document.activeElement));
    await page.keyboard.press(chord);
    t.true(await input.evaluate((el) => el === document.activeElement), chord);
    t.deepEqual(await input.evaluate((el) => [el.selectionStart, el.selectionEnd]), [0, "old words".length], chord);
    // From inside a field (the box itself, its caret at the end): Command+K the same; Control+K is left to the
    // field, where on a Mac it deletes to the end of the line.
    await input.press("End");
    await page.keyboard.press(chord);
    const selected = await input.evaluate((el) => [el.selectionStart, el.selectionEnd]);
    t.deepEqual(selected, chord === "Meta+K" ? [0, "old words".length] : ["old words".length, "old words".length], `${chord} in a field`);
  }
  await input.fill("");

  await page.keyboard.type("book");
  await results(page).first().waitFor();
  const titles = await results(page).locator(".docgen-search__title").allTextContents();
  t.true(titles.length >= 5, titles.join(" | "));
  t.true(titles.every((title, i) => i > 0 || /book/i.test(title)), titles.join(" | "));
  t.regex(await page.locator(".docgen-search__status").textContent(), /^\d+ pages match\.$/);
  // The same words in the live region, outside the panel, so the count is announced as the panel opens.
  t.is(await page.getByRole("status").filter({ hasText: "match" }).textContent(), await page.locator(".docgen-search__status").textContent());
  t.is(await page.locator("#docgen-search-status").evaluate((el) => el.closest(".docgen-search__panel")), null);

  // Method and path words find an operation; its method and path are shown.
  await input.fill("post books");
  await page.waitForFunction(() => document.querySelector(".docgen-search__results a .docgen-method")?.textContent === "POST");
  const first = results(page).first();
  t.is(await first.locator(".docgen-search__title").textContent(), "POST Add a book");
  t.is(await first.locator(".docgen-search__detail").textContent(), "/books");

  // Down moves into the list, Up back to the box; Enter on a result opens it.
  await input.press("ArrowDown");
  t.true(await first.evaluate((el) => el === document.activeElement));
  await page.keyboard.press("ArrowUp");
  t.true(await input.evaluate((el) => el === document.activeElement));
  await page.keyboard.press("ArrowDown");
  await Promise.all([page.waitForURL(/\/api\/books\/create\/$/), page.keyboard.press("Enter")]);
  t.is(await page.locator("main h1").textContent(), "Add a book");

  // Enter in the box opens the first result; Escape closes the list and keeps the text.
  await page.getByRole("searchbox").fill("zzzz no such page");
  await page.locator(".docgen-search__status", { hasText: "No pages match." }).waitFor();
  t.is(await results(page).count(), 0);
  await page.keyboard.press("Escape");
  t.true(await page.locator(".docgen-search__panel").isHidden());
  await page.getByRole("searchbox").fill("list books");
  await page.locator(".docgen-search__status", { hasText: "match" }).waitFor();
  await Promise.all([page.waitForURL(/\/api\/books\/list\/$/), page.keyboard.press("Enter")]);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a parameter's or a body field's name finds its operation: the keywords docgen openapi writes", async (t) => {
  const context = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(example.site.url("/guides/quickstart/"));
  const input = page.getByRole("searchbox", { name: "Search the documentation" });
  // `genre`, a query parameter of List books, is in no title, path or description of the site.
  await input.fill("genre");
  await page.locator(".docgen-search__status", { hasText: "match" }).waitFor();
  t.is(await results(page).first().locator(".docgen-search__title").textContent(), "GET List books");
  // What found it, under its path: the keyword, as code.
  const matched = results(page).first().locator(".docgen-search__matched");
  t.is(await matched.textContent(), "Matches genre");
  t.is(await matched.locator("code").textContent(), "genre");
  // A word the title holds needs no such line; one the title lacks still gets it.
  await input.fill("list books");
  await page.locator(".docgen-search__status", { hasText: "match" }).waitFor();
  t.is(await results(page).first().locator(".docgen-search__matched").count(), 0);
  await input.fill("list genre");
  await page.waitForFunction(() => document.querySelector(".docgen-search__results a .docgen-search__matched")?.textContent === "Matches genre");
  t.is(await results(page).first().locator(".docgen-search__title").textContent(), "GET List books");
  // `isbn`, a field of the bodies of Add a book, Replace a book and the Book published webhook: those three, shorter
  // titles first (a schema page that lists it has no keywords: the field is not what the page is looked up by).
  await input.fill("isbn");
  await page.locator(".docgen-search__status", { hasText: "match" }).waitFor();
  t.deepEqual((await results(page).locator(".docgen-search__title").allTextContents()).slice(0, 3), ["POST Add a book", "PUT Replace a book", "POST Book published"]);
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a page title made of markup is shown as text; without JavaScript there is no box", async (t) => {
  const site = await serveBuiltSite({
    "index.md": "# Home\n",
    "evil.md": '---\ntitle: "<img src=x onerror=window.pwned=1> {{ 7 * 7 }}"\ndescription: "<b>bold</b> words"\n---\n\n# Evil\n',
  });
  const context = await fencedContext(chrome.browser, site.server.origin);
  const page = await context.newPage();
  await page.goto(site.url("/"));
  await page.getByRole("searchbox").fill("img");
  const first = results(page).first();
  await first.waitFor();
  t.is(await first.locator(".docgen-search__title").textContent(), "<img src=x onerror=window.pwned=1> {{ 7 * 7 }}");
  t.is(await first.locator(".docgen-search__detail").textContent(), "<b>bold</b> words");
  t.is(await page.locator(".docgen-search img, .docgen-search b").count(), 0);
  t.is(await page.evaluate(() => window.pwned), undefined);
  await context.close();

  const noScript = await fencedContext(chrome.browser, site.server.origin, { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(site.url("/"));
  t.is(await plain.getByRole("searchbox").count(), 0, "hidden, so no box that cannot work");
  await noScript.close();
  await site.cleanup();
});

for (const colorScheme of ["light", "dark"]) {
  chrome.test(`axe: no serious or critical violation with the results open (${colorScheme})`, async (t) => {
    const context = await fencedContext(chrome.browser, example.site.server.origin, { colorScheme });
    const page = await context.newPage();
    await page.goto(example.site.url("/"));
    await page.getByRole("searchbox").fill("book");
    await results(page).first().waitFor();
    await results(page).first().focus();
    const found = await new AxeBuilder({ page }).include(".docgen-search").setLegacyMode(true).analyze();
    const blocking = found.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
    t.deepEqual(blocking, []);
    t.true(found.passes.length > 0, "axe checked the box");
    await context.close();
  });
}

chrome.test("the key that focuses the box shows in it on wide screens while it is empty and unfocused; a phone's box fits its placeholder and shows no key", async (t) => {
  const key = (page) => page.locator(".docgen-search__key");
  const wide = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 1280, height: 800 } });
  const page = await wide.newPage();
  await page.goto(example.site.url("/guides/quickstart/"));
  const input = page.getByRole("searchbox", { name: "Search the documentation" });
  await input.waitFor();
  t.is(await input.getAttribute("aria-keyshortcuts"), "/ Control+K Meta+K");
  t.true(await key(page).isVisible(), "shown beside the empty box");
  // Inside the box, at its right, and not over the placeholder.
  const [box, kbd] = await Promise.all([input.boundingBox(), key(page).boundingBox()]);
  t.true(kbd.x > box.x + box.width / 2 && kbd.x + kbd.width <= box.x + box.width && kbd.y >= box.y && kbd.y + kbd.height <= box.y + box.height, JSON.stringify({ box, kbd }));
  await page.keyboard.press("/");
  t.true(await key(page).isHidden(), "hidden while the box has focus");
  await page.keyboard.type("book");
  await page.locator("main h1").click();
  t.true(await key(page).isHidden(), "hidden while the box holds text");
  await input.fill("");
  await page.locator("main h1").click();
  t.true(await key(page).isVisible(), "back when the box is empty again");
  for (const colorScheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme });
    const found = await new AxeBuilder({ page }).include(".docgen-header").setLegacyMode(true).analyze();
    t.deepEqual(found.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`), [], colorScheme);
  }
  await wide.close();

  const phone = await fencedContext(chrome.browser, example.site.server.origin, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const small = await phone.newPage();
  await small.goto(example.site.url("/guides/quickstart/"));
  const smallInput = small.getByRole("searchbox");
  await smallInput.waitFor();
  t.true(await key(small).isHidden(), "no key on a phone");
  // The placeholder is not cut: its text is narrower than the box's content.
  const fits = await smallInput.evaluate((el) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(el.placeholder).width, room };
  });
  t.true(fits.text < fits.room, JSON.stringify(fits));
  await phone.close();
});
