// Fields of fields fold away in Chromium: a field with deeper fields right after it (an object's, as generated
// pages write them) gets a button that shows or hides them, each level on its own; folded fields are
// hidden="until-found" (find in page opens them), a link to one opens the fields above it, print and pages without
// JavaScript show them all, and a page with no such field gets no button.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser } from "../helpers/browser.js";
import { apiPages } from "../helpers/site.js";

const chrome = useBrowser(test);

const USER = {
  type: "object",
  properties: {
    id: { type: "integer" },
    // Two levels: the address's fields fold under it, and it under `owner` in the response.
    address: { type: "object", properties: { city: { type: "string", description: "The city, written out." }, zip: { type: "string" } } },
    tags: { type: "array", items: { type: "object", properties: { label: { type: "string" } } } },
  },
};
const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Pets", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/pets": {
      post: {
        summary: "Add a pet",
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" }, owner: USER } } } } },
        responses: { 201: { description: "ok", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" }, owner: USER } } } } } },
      },
      get: { summary: "List pets", parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }], responses: { 200: { description: "ok" } } },
    },
    // Everything wrapped in one field, twice over: `data`, then `pet`.
    "/pets/{id}": {
      get: {
        summary: "Get a pet",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { 200: { description: "ok", content: { "application/json": { schema: { type: "object", properties: { data: { type: "object", properties: { pet: { type: "object", properties: { name: { type: "string" }, owner: USER } } } } } } } } } },
      },
    },
  },
};

let site;
test.before(async () => {
  site = await serveBuiltSite(apiPages(DOCUMENT));
});
test.after.always(() => site?.cleanup());

/** Each field of the 201 response, in order: [id, shown, the button's text and state under it]. */
const responseFields = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".docgen-field")]
      .filter((f) => f.id.startsWith("201-"))
      .map((f) => {
        const button = f.querySelector(":scope > .docgen-field__toggle");
        return [f.id, f.getBoundingClientRect().height > 0, button ? `${button.textContent} ${button.getAttribute("aria-expanded")}` : null];
      }),
  );

chrome.test("fields of fields start folded under a button; each level opens and closes on its own", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url("/api/pets/create/"));
  t.deepEqual(await responseFields(page), [
    ["201-id", true, null],
    ["201-owner", true, "Show 3 fields false"],
    ["201-owner.id", false, null],
    ["201-owner.address", false, "Show 2 fields false"],
    ["201-owner.address.city", false, null],
    ["201-owner.address.zip", false, null],
    ["201-owner.tags", false, "Show 1 field false"],
    ["201-owner.tags.label", false, null],
  ]);
  t.is(await page.locator('[id="201-owner"] > .docgen-field__toggle').getAttribute("aria-controls"), "201-owner.id 201-owner.address 201-owner.tags");
  t.is(await page.locator('[id="201-owner.address.city"]').getAttribute("hidden"), "until-found");
  await page.locator('[id="201-owner"] > .docgen-field__toggle').click();
  t.deepEqual((await responseFields(page)).map(([id, shown]) => [id, shown]).slice(1), [
    ["201-owner", true],
    ["201-owner.id", true],
    ["201-owner.address", true],
    ["201-owner.address.city", false],
    ["201-owner.address.zip", false],
    ["201-owner.tags", true],
    ["201-owner.tags.label", false],
  ]);
  t.is(await page.locator('[id="201-owner"] > .docgen-field__toggle').textContent(), "Hide 3 fields");
  await page.locator('[id="201-owner.address"] > .docgen-field__toggle').click();
  t.true(await page.locator('[id="201-owner.address.city"]').isVisible());
  // Closing owner hides every field under it; opening it again shows the address's fields as they were left.
  await page.locator('[id="201-owner"] > .docgen-field__toggle').click();
  t.deepEqual((await responseFields(page)).filter(([, shown]) => shown).map(([id]) => id), ["201-id", "201-owner"]);
  await page.locator('[id="201-owner"] > .docgen-field__toggle').press("Enter");
  t.deepEqual((await responseFields(page)).filter(([, shown]) => !shown).map(([id]) => id), ["201-owner.tags.label"]);
  // The request body's fields fold the same way, on their own.
  t.false(await page.locator('[id="request-body-owner.id"]').isVisible());
  // A page without fields of fields has no button.
  await page.goto(site.url("/api/pets/list/"));
  t.is(await page.locator(".docgen-field__toggle").count(), 0);
  await context.close();
});

chrome.test("a field alone at its level starts open, and so on down while each holds one field", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url("/api/pets/get/"));
  const shown = await page.evaluate(() => [...document.querySelectorAll(".docgen-field")].filter((f) => f.id.startsWith("200-") && f.getBoundingClientRect().height > 0).map((f) => f.id));
  t.deepEqual(shown, ["200-data", "200-data.pet", "200-data.pet.name", "200-data.pet.owner"]);
  t.is(await page.locator('[id="200-data"] > .docgen-field__toggle').textContent(), "Hide 1 field");
  t.is(await page.locator('[id="200-data.pet.owner"] > .docgen-field__toggle').textContent(), "Show 3 fields");
  await context.close();
});

chrome.test("a link to a folded field opens the fields above it and scrolls to it; find in page's beforematch does too", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 600 } });
  const page = await context.newPage();
  await page.goto(site.url("/api/pets/create/#201-owner.address.city"));
  const target = page.locator('[id="201-owner.address.city"]');
  t.true(await target.isVisible());
  t.true(await target.evaluate((el) => el.classList.contains("docgen-field--target")));
  t.true(await target.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), "scrolled into view");
  t.is(await page.locator('[id="201-owner"] > .docgen-field__toggle').getAttribute("aria-expanded"), "true");
  t.is(await page.locator('[id="201-owner.address"] > .docgen-field__toggle').getAttribute("aria-expanded"), "true");
  t.false(await page.locator('[id="201-owner.tags.label"]').isVisible(), "the other folds stay closed");
  // A link followed on the page, to a field still folded.
  await page.evaluate(() => { location.hash = "#request-body-owner.tags.label"; });
  await page.waitForFunction(() => document.getElementById("request-body-owner.tags.label").classList.contains("docgen-field--target"));
  t.true(await page.locator('[id="request-body-owner.tags.label"]').isVisible());
  // Find in page: the browser shows the folded field holding the match and fires beforematch on it.
  await page.goto(site.url("/api/pets/create/"));
  await page.locator('[id="201-owner.address.zip"]').evaluate((el) => { el.removeAttribute("hidden"); el.dispatchEvent(new Event("beforematch")); });
  t.true(await page.locator('[id="201-owner.address"]').isVisible(), "the field above it opens");
  t.is(await page.locator('[id="201-owner.address"] > .docgen-field__toggle').getAttribute("aria-expanded"), "true");
  await context.close();
});

chrome.test("print shows every field and no button; without JavaScript every field shows", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url("/api/pets/create/"));
  await page.emulateMedia({ media: "print" });
  t.deepEqual((await responseFields(page)).filter(([, shown]) => !shown), []);
  t.false(await page.locator('[id="201-owner"] > .docgen-field__toggle').isVisible());
  await context.close();
  const plain = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const still = await plain.newPage();
  await still.goto(site.url("/api/pets/create/"));
  t.is(await still.locator(".docgen-field[hidden]").count(), 0);
  t.true(await still.locator(".docgen-field", { hasText: "The city, written out." }).last().isVisible());
  await plain.close();
});
