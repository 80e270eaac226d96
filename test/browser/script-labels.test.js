// The page script's words in the site's language (labels): a site whose labels replace every word docgen.js writes
// with a marker, in Chromium. Each part of the script is used (the theme button, copy buttons, a CodeGroup tab
// without a title, search, Copy page, a zoomed image, field links and folds, Try it with its notes, a missing field, an
// answer, a refusal), and what it shows and names (text, aria-label, title, placeholder) holds the markers and
// none of the English words. A site without labels writes no JSON, and shows the English words.
import test from "ava";
import http from "node:http";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { serveBuiltSite, useBrowser } from "../helpers/browser.js";
import { apiPages } from "../helpers/site.js";
import { DEFAULT_LABELS, SCRIPT_LABEL_NAMES } from "../../dist/plugin/labels.js";

const chrome = useBrowser(test);
const MARKED = Object.fromEntries(SCRIPT_LABEL_NAMES.map((name) => [name, `«${name}${/\{(\w+)\}/.test(DEFAULT_LABELS[name]) ? ` ${[...DEFAULT_LABELS[name].matchAll(/\{\w+\}/g)].join(" ")}` : ""}»`]));

let api;
let site;
test.before(async () => {
  api = http.createServer((req, res) => {
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*" };
    if (req.method === "OPTIONS") return res.writeHead(204, cors).end();
    res.writeHead(200, { ...cors, "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise((resolve) => api.listen(0, "127.0.0.1", resolve));
  const server = `http://127.0.0.1:${api.address().port}`;
  const document = {
    openapi: "3.0.3",
    info: { title: "Pets", version: "1" },
    servers: [{ url: server }],
    components: { securitySchemes: { basic: { type: "http", scheme: "basic" } } },
    paths: {
      "/pets/{id}": {
        post: {
          summary: "Update a pet",
          security: [{ basic: [] }],
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
            { name: "session", in: "cookie", schema: { type: "string" } },
          ],
          requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } }, example: { name: "Rex" } } } },
          // Fields of fields, folded under a button: two under `owner`, one under `tag`.
          responses: { 200: { description: "ok", content: { "application/json": { schema: { type: "object", properties: { ok: { type: "boolean" }, owner: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } }, tag: { type: "object", properties: { id: { type: "integer" } } } } } } } } },
        },
      },
    },
  };
  const files = {
    ...apiPages(document, { samples: ["curl", "python"] }),
    "index.md": "# Home\n\n{% CodeGroup %}\n```\nplain one\n```\n\n```\nplain two\n```\n{% endCodeGroup %}\n\n" + '{% Image src="/dot.svg", alt="A dot", zoom=true %}{% endImage %}\n',
    "public/dot.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="5"/></svg>\n',
  };
  site = {
    marked: await serveBuiltSite(files, { config: { markdownPages: true, labels: MARKED } }),
    english: await serveBuiltSite(files, { config: { markdownPages: true } }),
  };
});
test.after.always(async () => {
  await site?.marked.cleanup();
  await site?.english.cleanup();
  await new Promise((resolve) => api?.close(resolve));
});

/** Every text a reader meets on the page: its visible text, and the names and hints elements carry. */
const words = (page) =>
  page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll("[aria-label], [title], [placeholder]")].flatMap((el) => [el.getAttribute("aria-label"), el.getAttribute("title"), el.getAttribute("placeholder")])].filter(Boolean).join("\n"));

/**
 * Clicks a Copy button and returns what the copy script's status line said. The clipboard answers asynchronously and
 * the line is cleared 2 s later: reading the page at once after the click missed it on a busy machine (a CI run),
 * and so did polling for it on a machine busier still. A MutationObserver set before the click records every text
 * the line is given.
 */
async function copyAnnounced(page, button) {
  await page.evaluate(() => {
    window.__announced = [];
    const record = () => {
      for (const p of document.querySelectorAll("body > p.docgen-sr-only[role=status]")) if (p.textContent !== "") window.__announced.push(p.textContent);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await button.click();
  await page.waitForFunction(() => window.__announced.length > 0);
  return page.evaluate(() => window.__announced.join("\n"));
}

/** Uses every part of the script on the site's two pages; returns what the reader met, along the way. */
async function walk(browser, built) {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: built.server.origin });
  const seen = [];
  const page = await context.newPage();
  await page.goto(built.url("/"));
  await page.locator(".docgen-zoom-trigger").click();
  seen.push(await words(page));
  await page.keyboard.press("Escape");
  await page.locator("[data-docgen-theme-toggle]").click();
  await page.locator(".docgen-search__input").fill("zzzz-nothing");
  await page.waitForSelector(".docgen-search__panel:not([hidden])");
  seen.push(await words(page));
  await page.locator(".docgen-search__input").fill("");
  const url = built.url(new URL((await page.locator(".docgen-sidebar a[href*='/api/pets/']").first().getAttribute("href")), built.server.origin).pathname);
  await page.goto(url);
  seen.push(await words(page));
  for (const toggle of await page.locator(".docgen-field__toggle").all()) await toggle.click();
  seen.push(await words(page));
  await page.locator(".docgen-copy-page").click();
  await page.locator(".docgen-code").first().hover();
  seen.push(await copyAnnounced(page, page.locator(".docgen-copy").first()));
  seen.push(await words(page));
  await page.locator(".docgen-try__toggle").click();
  // Send without the path's value: the missing field is named.
  await page.locator(".docgen-try__send").click();
  seen.push(await words(page));
  for (const input of await page.locator(".docgen-try input[aria-required=true]").all()) await input.fill("7");
  await page.locator(".docgen-try__send").click();
  await page.waitForSelector(".docgen-try__result:not([hidden])");
  seen.push(await words(page));
  seen.push(await copyAnnounced(page, page.locator(".docgen-try__result .docgen-copy")));
  seen.push(await words(page));
  await context.close();
  return seen.join("\n");
}

chrome.test("every word the page script writes comes from the site's labels; none is left in English", async (t) => {
  const html = await readFile(path.join(site.marked.output, "index.html"), "utf8");
  t.regex(html, /<script type="application\/json" id="docgen-labels">\{"themeButton":"«themeButton \{theme\} \{next\}»"/);
  const met = await walk(chrome.browser, site.marked);
  // The words these pages show; the rest (other notes and errors of Try it) are checked by name below.
  const shown = ["themeButton", "themeTitle", "zoomImageNamed", "zoomedImageNamed", "close", "closeZoomedImage", "copy", "copied", "copyCode", "copyResponse", "copiedCode", "copiedResponse", "codeTab", "codeSamples", "searchNone", "copyPage", "copyPageNote", "viewAsMarkdown", "pageCopied", "fieldLink", "showFields", "hideFields", "showField", "hideField", "tryIt", "tryItForm", "server", "pathParameters", "queryParameters", "headers", "commaSeparated", "schemeNoteBasic", "cookieNote", "body", "send", "fillIn", "answered", "milliseconds", "responseHeaders", "responseBody", "required"];
  for (const name of shown) t.true(met.includes(`«${name}`), `${name}: its marker is on the page`);
  // The theme button's {theme} and {next} take the marked theme names.
  t.regex(met, /«themeButton «theme(System|Light|Dark)» «theme(System|Light|Dark)»»/);
  // English words left would show; those the built pages hold themselves (headings docgen openapi writes, such as
  // "Path parameters") are not the script's.
  const pages = (await readdir(site.marked.output, { recursive: true })).filter((file) => file.endsWith(".html"));
  const built = (await Promise.all(pages.map((file) => readFile(path.join(site.marked.output, file), "utf8")))).join("\n");
  for (const name of shown) {
    const english = DEFAULT_LABELS[name].split(/\{\w+\}/).map((part) => part.trim()).filter((part) => part.length >= 12 && !built.includes(part));
    for (const part of english) t.false(met.includes(part), `${name}: "${part}" is not shown in English`);
  }
});

chrome.test("a site without labels writes no JSON and its pages read English", async (t) => {
  const html = await readFile(path.join(site.english.output, "index.html"), "utf8");
  t.false(html.includes("docgen-labels"));
  const met = await walk(chrome.browser, site.english);
  for (const text of ["Copy page", "View as Markdown", "Code copied to the clipboard", "Response copied to the clipboard", "Path parameters", "No pages match.", "Zoom image: A dot", "Code 1"]) t.true(met.includes(text), text);
});
