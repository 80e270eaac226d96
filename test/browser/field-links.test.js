// Fields link to themselves in Chromium: each ParamField, ResponseField and Field gets an id from its section and
// its name (unique in the page) and a # link; a link to a field scrolls to it and marks it, on opening the page and
// within it.
import test from "ava";
import { fencedContext, serveBuiltSite, tabTo, useBrowser, watchErrors } from "../helpers/browser.js";

const chrome = useBrowser(test);

const filler = (n) => Array.from({ length: n }, (_, i) => `Paragraph ${i + 1}, long enough to fill a line of the page or most of one.`).join("\n\n");
const PAGE = [
  "# Orders",
  "",
  "{% ParamField name=\"id\", paramType=\"path\", type=\"string\" %}No section yet.{% endParamField %}",
  "",
  "## Query parameters",
  "",
  "{% ParamField name=\"limit\", paramType=\"query\", type=\"integer\" %}How many.{% endParamField %}",
  "{% ParamField name=\"limit\", paramType=\"query\", type=\"integer\" %}The same name twice in a section.{% endParamField %}",
  "",
  "## Request body",
  "",
  "{% ParamField name=\"customer\", paramType=\"body\", type=\"object\" %}",
  "The buyer.",
  "",
  "{% Field name=\"email\", type=\"string\" %}Inside the customer field.{% endField %}",
  "{% endParamField %}",
  "",
  filler(30),
  "",
  "## Responses",
  "",
  "### 200",
  "",
  "{% ResponseField name=\"customer.email\", type=\"string\" %}Dotted, as generated pages write nested fields.{% endResponseField %}",
  "",
  filler(30),
  "",
].join("\n");

let site;
test.before(async () => {
  site = await serveBuiltSite({ "index.md": "# Home\n\nHi.\n", "orders.md": PAGE });
});
test.after.always(async () => site?.cleanup());

chrome.test("every field gets an id from its section and name, unique in the page, and a # link to it", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1300, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/orders/"));
  const ids = await page.locator("main .docgen-field").evaluateAll((els) => els.map((el) => el.id));
  t.deepEqual(ids, ["id", "query-parameters-limit", "query-parameters-limit-2", "request-body-customer", "request-body-customer.email", "200-customer.email"]);
  const links = await page.locator(".docgen-field__anchor").evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("aria-label"), a.textContent]));
  t.deepEqual(links[2], ["#query-parameters-limit-2", "Link to limit", "#"]);
  t.deepEqual(links[4], ["#request-body-customer.email", "Link to email", "#"]);
  t.is(links.length, ids.length, "one link per field");

  // Shown on keyboard focus, hidden otherwise (it shows on hover too).
  const anchor = page.locator('.docgen-field__anchor[href="#query-parameters-limit"]');
  t.is(await anchor.evaluate((a) => getComputedStyle(a).opacity), "0");
  await tabTo(page, '.docgen-field__anchor[href="#query-parameters-limit"]', 80);
  t.is(await anchor.evaluate((a) => getComputedStyle(a).opacity), "1");

  // Following it moves to the field and marks it.
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => location.hash === "#query-parameters-limit");
  t.is(await page.locator(".docgen-field--target").getAttribute("id"), "query-parameters-limit");
  t.deepEqual(errors, []);
  await context.close();
});

chrome.test("a link to a field opens the page at that field, marked, though the field gets its id in the page", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1300, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url("/orders/#200-customer.email"));
  const field = page.locator('[id="200-customer.email"]');
  await page.waitForFunction(() => document.querySelector(".docgen-field--target") !== null);
  t.is(await field.evaluate((el) => el.classList.contains("docgen-field--target")), true);
  const top = await field.evaluate((el) => el.getBoundingClientRect().top);
  t.true(top >= 0 && top < 60, `the field is at the top of the window (${top}px)`);
  t.true(await page.evaluate(() => window.scrollY) > 1000, "the page scrolled down to it");
  t.not(await field.evaluate((el) => getComputedStyle(el).backgroundColor), "rgba(0, 0, 0, 0)", "marked by a background");
  t.deepEqual(errors, []);
  await context.close();
});
