// Try it in Chromium, on pages `docgen openapi` writes from a spec whose server is a real API on 127.0.0.1 (another
// port, so another origin: the browser applies CORS, preflights included, as it would to a real API). It proves:
// the toggle (aria-expanded, aria-controls, focus on the first empty required field) and a form built from the
// page's parameters before "Responses" (path, query, header and credentials; not the response headers); the request
// the API receives (method, path values encoded, query, headers, content type, the page's example as the body) and
// what the panel shows (status, time, the headers the API exposes and no other, JSON indented, a busy form while it
// waits); required fields left empty (no request, aria-invalid, named, focused); a refusal (no CORS headers, or no
// server) said as "No response from <origin>"; the Server field (http(s) only, an edited one used, kept with the
// header values for the tab's session and not for a new context); form-encoded bodies, multipart parts and files
// (chosen from disk, sent as parts the API receives), a body of bytes, an answer of bytes saved as a file, the
// multipart note without samples; cookie notes; a
// hostile response shown as text, a long one cut (its Copy button copying all of it); the tryIt option, no JavaScript and print; the keyboard; axe in
// light and dark; the header count, 204 and HEAD; a GET with a documented body (sent without it, and said so); a
// body without an example of the spec's taken from the page's curl command (or, without one, from the example
// built from the schema); a path placeholder the spec does not
// declare (a field, sent encoded); lists in the query, typed comma-separated and sent as their style says; OpenAPI
// 3.2's QUERY, sent with its body after the preflight.
//
// The network fence is a context proxy that refuses everything (127.0.0.1 alone bypasses it), plus a check that the
// page requested nothing but the site and the APIs. fencedContext's route() is not used: while a route is set,
// Playwright answers CORS preflights itself, and the API's own preflight answers would go untested.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import { readdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { docgen, serveStatic, tabTo, useBrowser } from "../helpers/browser.js";
import { tempDir } from "../helpers/site.js";

const chrome = useBrowser(test);
const BLOCKING = new Set(["serious", "critical"]);
const MAX_SHOWN = 200000;

const TOY = { name: "Ball & <bell>", squeaky: true, sizes: [1, 2] };
const FORM = { a: "b c", n: 2, nested: { x: 1 }, tags: ["t1", "t2"] };
const TOY_ANSWER = { id: 7, tags: ["a", "b"], nested: { ok: true } };
const HOSTILE_HTML = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
const HOSTILE_JSON = { html: '<img src=x onerror="window.__pwned=3">', list: ['</code></pre><img src=x onerror="window.__pwned=4">'] };
const HOSTILE_REASON = "<img src=x onerror=window.__pwned=5>";
const HOSTILE_HEADER = "<img src=x onerror=window.__pwned=6>";
const BIG = "0123456789".repeat(25000);
const PDF = Buffer.from("%PDF-1.4\r\n\u0000\u00ff\u00fe <script>window.__pwned=7</script>\n", "latin1");

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*" };

/** An API on 127.0.0.1 that records every request (OPTIONS preflights too) and lets `answer` reply. */
async function apiServer(answer) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url, "http://x");
      const record = { method: req.method, url: req.url, path: decodeURIComponent(url.pathname), query: [...url.searchParams], headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(record);
      answer(record, res);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    requests,
    /** The requests to `/v1<route>` (or starting so, with `prefix`), OPTIONS left out unless `options`. */
    to: (route, { prefix = false, options = false } = {}) => requests.filter((r) => (prefix ? r.path.startsWith(`/v1${route}`) : r.path === `/v1${route}`) && (options || r.method !== "OPTIONS")),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

const json = (res, status, value, headers = {}) => res.writeHead(status, { ...CORS, "content-type": "application/json", ...headers }).end(JSON.stringify(value));

// The happy path's POST waits for the test to look at the busy form.
let releaseToy;
const toyGate = new Promise((resolve) => { releaseToy = resolve; });

/** The main API: one route per test, so tests running at once read their own requests. */
function answerMain(record, res) {
  const route = record.path.replace(/^\/v1/, "");
  if (route === "/refuse") return res.writeHead(200, { "content-type": "application/json" }).end('{"refused":false}'); // no CORS header
  if (record.method === "OPTIONS") return res.writeHead(204, CORS).end();
  if (route.startsWith("/pets/") && route.endsWith("/toys")) {
    return void toyGate.then(() => json(res, 201, TOY_ANSWER, { "x-rate": "42", "x-secret": "hidden", "access-control-expose-headers": "X-Rate" }));
  }
  if (route.startsWith("/axe/")) return json(res, 201, TOY_ANSWER, { "x-rate": "42", "access-control-expose-headers": "X-Rate" });
  if (route === "/hostile/html") {
    return res.writeHead(200, HOSTILE_REASON, { ...CORS, "content-type": "text/html; charset=utf-8", "x-evil": HOSTILE_HEADER, "access-control-expose-headers": "x-evil" }).end(HOSTILE_HTML);
  }
  if (route === "/hostile/json") return json(res, 200, HOSTILE_JSON);
  if (route === "/big") return res.writeHead(200, { ...CORS, "content-type": "text/plain" }).end(BIG);
  if (route === "/headers") {
    return res.writeHead(200, { ...CORS, "content-type": "application/json", "content-language": "en", "x-one": "1", "x-two": "2", "x-hidden": "3", "access-control-expose-headers": "x-one, x-two" }).end('{"ok":true}');
  }
  if (route.startsWith("/things/")) return res.writeHead(204, CORS).end();
  if (route === "/ping") return res.writeHead(200, { ...CORS, "content-type": "text/plain", "content-length": "5" }).end();
  if (route === "/download") return res.writeHead(200, { ...CORS, "content-type": "application/pdf" }).end(PDF);
  if (route === "/forms" || route === "/upload" || route === "/upload-raw" || route === "/bare-upload") return res.writeHead(200, { ...CORS, "content-type": "text/plain" }).end("received");
  return json(res, 200, { server: "main", route });
}

/** The second API, the sandbox a reader points Server at: answers everything, CORS allowed. */
function answerSecond(record, res) {
  if (record.method === "OPTIONS") return res.writeHead(204, CORS).end();
  return json(res, 200, { server: "second", route: record.path });
}

/** A proxy that refuses everything: the context's way out to anything but 127.0.0.1. */
async function refusingProxy() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url);
    res.writeHead(403).end();
  });
  server.on("connect", (req, socket) => {
    socket.on("error", () => {}); // the browser may reset it first
    seen.push(`CONNECT ${req.url}`);
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, seen, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

/** The spec: one operation per test (its own route on the API), servers[0] the main API with a trailing slash. */
function spec(server) {
  const str = { type: "string" };
  const param = (name, where, required = false, schema = str) => ({ name, in: where, required, schema });
  const ok = { 200: { description: "OK" } };
  const get = (summary, extra = {}) => ({ get: { summary, responses: ok, ...extra } });
  const key = [{ key: [] }];
  const toy = (summary) => ({
    summary,
    security: key,
    parameters: [param("petId", "path", true), param("color", "query", true), param("limit", "query", false, { type: "integer", default: 10, minimum: 1, maximum: 100 }), param("session", "cookie")],
    requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { name: str, squeaky: { type: "boolean" } } }, example: TOY } } },
    responses: { 201: { description: "Created", headers: { "X-Rate": { schema: { type: "integer" } } }, content: { "application/json": { schema: { type: "object" }, example: { id: 1 } } } } },
  });
  return {
    // 3.2 for its QUERY method; the rest is 3.1 as well.
    openapi: "3.2.0",
    info: { title: "Try it", version: "1" },
    servers: [{ url: `${server}/v1/` }],
    components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Api-Key" } } },
    paths: {
      "/pets/{petId}/toys": { post: toy("Add a toy") },
      "/axe/{petId}/toys": { post: toy("Add a toy for axe") },
      "/required/{id}": get("Required fields", { security: key, parameters: [param("id", "path", true), param("q", "query", true), param("note", "query")] }),
      "/refuse": get("Refused"),
      "/session/a": get("Session A", { security: key }),
      "/session/b": get("Session B", { security: key }),
      "/forms": { post: { summary: "Send a form", requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, example: FORM, encoding: { nested: { style: "deepObject", explode: true } } } } }, responses: ok } },
      "/sampled": { post: { summary: "Send a sampled body", requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: str, note: { type: "string", example: "it's 'quoted'" }, age: { type: "integer" } } } } } }, responses: ok } },
      "/sampled-form": { post: { summary: "Send a sampled form", requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { a: str, n: { type: "integer" } } } } } }, responses: ok } },
      "/upload": { post: { summary: "Upload", requestBody: { content: { "multipart/form-data": { schema: { type: "object", required: ["file"], properties: {
        file: { type: "string", format: "binary" },
        caption: { type: "string", example: "A 'quoted' @caption" },
        tags: { type: "array", items: str, example: ["t1", "t2"] },
        pages: { type: "array", items: { contentMediaType: "image/png" } },
        meta: { type: "object", properties: { k: { type: "string", example: 'a;b "q"' } } },
      } } } } }, responses: ok } },
      "/upload-raw": { put: { summary: "Upload raw", requestBody: { content: { "image/png": {} } }, responses: ok } },
      "/download": get("Download", { responses: { 200: { description: "The report", content: { "application/pdf": {} } } } }),
      "/cookie": get("Cookie", { parameters: [param("session", "cookie"), param("page", "query")] }),
      "/hostile/html": get("Hostile HTML"),
      "/hostile/json": get("Hostile JSON"),
      "/big": get("Big"),
      "/keyboard/{id}": get("Keyboard", { parameters: [param("id", "path", true), param("term", "query", true)] }),
      "/headers": get("Headers"),
      "/things/{id}": { delete: { summary: "Delete a thing", parameters: [param("id", "path", true)], responses: { 204: { description: "Deleted" } } } },
      "/ping": { head: { summary: "Ping", responses: ok } },
      "/undeclared/{id}/{part}": get("Undeclared", { parameters: [param("id", "path", true)] }),
      "/lists": get("Lists", { parameters: [
        param("tags", "query", false, { type: "array", items: str }),
        { ...param("ids", "query", false, { type: "array", items: { type: "integer" }, default: [3, 4] }), explode: false },
        { ...param("kinds", "query", false, { type: "array", items: str }), style: "pipeDelimited" },
        { ...param("filter", "query", false, { type: "object" }), style: "deepObject" },
        { ...param("expand", "query", false, { type: "array", items: str }), style: "deepObject" },
      ] }),
      "/search": get("Search with a body", { requestBody: { content: { "application/json": { schema: { type: "object" }, example: { q: "x" } } } } }),
      "/find": { query: { summary: "Find with QUERY", requestBody: { content: { "application/json": { schema: { type: "object" }, example: { q: "y" } } } }, responses: ok } },
    },
    webhooks: { petAdopted: { post: { summary: "Pet adopted", requestBody: { content: { "application/json": { schema: { type: "object" }, example: { id: 1 } } } }, responses: ok } } },
  };
}

/** Writes the spec and config into a temp folder, runs `docgen openapi` and `docgen build` there, serves _site. */
async function buildSite(config) {
  const root = await tempDir("docgen-try-it-");
  await writeFile(path.join(root, "spec.json"), JSON.stringify(spec(api.origin), null, 2));
  await writeFile(path.join(root, "docgen.config.json"), JSON.stringify(config));
  await docgen(["openapi", "spec.json", "-o", "docs/api"], root);
  // A reference without request samples: a body without an example is shown built from the schema instead.
  const bare = { openapi: "3.1.0", info: { title: "Bare", version: "1" }, servers: [{ url: `${api.origin}/v1` }], paths: {
    "/bare": { post: { summary: "No samples", requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string", example: "Rex" }, age: { type: "integer" } } } } } }, responses: { 200: { description: "OK" } } } },
    "/bare-upload": { post: { summary: "Upload without samples", requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } } } }, responses: { 200: { description: "OK" } } } },
  } };
  await writeFile(path.join(root, "bare.json"), JSON.stringify(bare));
  await docgen(["openapi", "bare.json", "-o", "docs/bare", "--samples", "none"], root);
  await docgen(["build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], root);
  const output = path.join(root, "_site");
  // Each operation's page, found by its Api section's label ("POST /pets/{petId}/toys").
  const pages = {};
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.name === "index.html") {
        const label = /<section class="docgen-api [^"]*" aria-label="([^"]+)"/.exec(await readFile(file, "utf8"))?.[1];
        if (label) pages[label.replace(/&#123;|&#x7b;/gi, "{").replace(/&#125;|&#x7d;/gi, "}")] = `/${path.relative(output, path.dirname(file)).split(path.sep).join("/")}/`;
      }
    }
  };
  await walk(output);
  const server = await serveStatic(output);
  return { root, output, pages, server, url: (label) => server.url(pages[label]) };
}

let api;
let second;
let proxy;
let site;
let off;
let closedOrigin;

test.before(async () => {
  [api, second, proxy] = await Promise.all([apiServer(answerMain), apiServer(answerSecond), refusingProxy()]);
  // A port nothing listens on: connection refused.
  const closed = await apiServer(() => {});
  closedOrigin = closed.origin;
  await closed.close();
  [site, off] = await Promise.all([buildSite({ title: "T" }), buildSite({ title: "T", tryIt: false })]);
});

test.after.always(async () => {
  releaseToy();
  await Promise.all([api?.close(), second?.close(), proxy?.close(), site?.server.close(), off?.server.close()]);
});

/**
 * A context whose requests to anything but 127.0.0.1 go to the refusing proxy; `outside()` lists what the pages
 * requested beyond the site and the APIs (to assert it is nothing).
 */
async function newContext(options = {}) {
  const context = await chrome.browser.newContext({ ...options, proxy: { server: proxy.origin, bypass: "127.0.0.1" } });
  context.setDefaultTimeout(15000);
  const requested = [];
  context.on("request", (request) => requested.push(request.url()));
  const allowed = [site.server.origin, off.server.origin, api.origin, second.origin, closedOrigin];
  context.outside = () => requested.filter((url) => !allowed.some((origin) => url === origin || url.startsWith(`${origin}/`)));
  return context;
}

/** Opens the page of operation `label` in a new tab of `context`; `pageErrors` collects uncaught errors. */
async function open(context, label, from = site) {
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  if (!from.pages[label]) throw new Error(`no page for ${label}; pages: ${Object.keys(from.pages).join(", ")}`);
  await page.goto(from.url(label));
  return { page, pageErrors, ...panel(page) };
}

/** The panel's parts on `page`. */
function panel(page) {
  const form = page.locator("form.docgen-try");
  return {
    toggle: page.locator(".docgen-try__toggle"),
    form,
    server: form.getByLabel("Server", { exact: true }),
    field: (name) => form.getByLabel(new RegExp(`^${name}( required)?$`)),
    body: form.locator("textarea"),
    send: form.getByRole("button", { name: "Send" }),
    status: form.locator(".docgen-try__status"),
    result: form.locator(".docgen-try__result"),
  };
}

/** Waits until the panel's status line matches `re`; returns its text (or fails saying what it says). */
async function statusMatching(page, re) {
  const said = () => page.evaluate(() => document.querySelector(".docgen-try__status")?.textContent ?? "(no status line)");
  try {
    await page.waitForFunction(([source, flags]) => new RegExp(source, flags).test(document.querySelector(".docgen-try__status")?.textContent ?? ""), [re.source, re.flags], { timeout: 10000 });
  } catch {
    throw new Error(`the status line never matched ${re}; it says: ${await said()}`);
  }
  return said();
}

const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? null);
const idOf = (locator) => locator.getAttribute("id");
const DONE = /^\d{3}\b.* in \d+ ms$/;

async function finish(t, context, pageErrors = []) {
  t.deepEqual(pageErrors, [], "no uncaught error on the page");
  t.deepEqual(context.outside(), [], "nothing requested beyond the site and the APIs");
  await context.close();
}

test("the built page: the Api section carries the spec's first server without its trailing slash and the body's media type", async (t) => {
  const html = await readFile(path.join(site.output, site.pages["POST /pets/{petId}/toys"].slice(1), "index.html"), "utf8");
  t.true(html.includes(`data-docgen-try="${api.origin}/v1" data-request-type="application/json">`), /<section class="docgen-api[^>]*>/.exec(html)?.[0]);
  const get = await readFile(path.join(site.output, site.pages["GET /refuse"].slice(1), "index.html"), "utf8");
  t.regex(get, new RegExp(`<section class="docgen-api docgen-api--get" aria-label="GET /refuse" data-docgen-try="${api.origin}/v1">`), "no request type without a body");
  t.false(html.includes("docgen-try__toggle"), "the button comes from the script only");
  const webhook = await readFile(path.join(site.output, site.pages["POST petAdopted"].slice(1), "index.html"), "utf8");
  t.regex(webhook, /<section class="docgen-api docgen-api--post" aria-label="POST petAdopted">/, "a webhook is sent by the API, not tried from the page");
});

chrome.test("happy path: the form has the page's parameters, and the API receives exactly the request the form says", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, form, server, field, body, send, status, result } = await open(context, "POST /pets/{petId}/toys");
  t.is(await toggle.count(), 1);
  t.is(await toggle.textContent(), "Try it");
  t.is(await toggle.getAttribute("aria-expanded"), "false");
  t.is(await toggle.getAttribute("aria-controls"), await idOf(form));
  t.true(await toggle.evaluate((el) => el.parentElement.matches(".docgen-api__head")), "the toggle sits in the head, beside method and path");
  t.true(await form.evaluate((el) => el.previousElementSibling.matches(".docgen-api__head")), "the form follows the head");
  t.true(await form.isHidden());

  await toggle.click();
  t.is(await toggle.getAttribute("aria-expanded"), "true");
  t.true(await form.isVisible());
  t.is(await form.getAttribute("aria-label"), "Try POST /pets/{petId}/toys");
  t.is(await focusedId(page), await idOf(field("petId")), "focus on the first empty required field");

  // The form: Server, then path, query and header groups from the ParamFields before Responses (the credential
  // among the headers, not the response's X-Rate), a note for the cookie, the body with the page's example.
  t.is(await server.inputValue(), `${api.origin}/v1`);
  t.deepEqual(await form.locator("legend").allTextContents(), ["Path parameters", "Query parameters", "Headers"]);
  const labels = await form.locator("fieldset label").allTextContents();
  t.deepEqual(labels, ["petId required", "color required", "limit", "X-Api-Key required"]);
  t.deepEqual(await form.locator("fieldset input").evaluateAll((inputs) => inputs.map((i) => i.getAttribute("aria-required"))), ["true", "true", null, "true"]);
  t.is(await field("limit").inputValue(), "10", "a default is filled in");
  t.is(await field("limit").getAttribute("placeholder"), "integer, 1 to 100", "the placeholder gives the type and the field's constraints");
  t.is(await field("color").getAttribute("placeholder"), "string");
  t.deepEqual(await form.locator(".docgen-try__note").allTextContents(), ["A page cannot set cookies: session is not sent."]);
  const example = JSON.stringify(TOY, null, 2);
  t.is(await body.inputValue(), example, "the body is the page's request example");
  t.is(await form.getByLabel("Body application/json").count(), 1);

  await field("petId").fill("a/b? c");
  await field("color").fill("red & blue");
  await field("X-Api-Key").fill("secret-key");
  await send.click();

  // While the API holds its answer: the form is busy, Send disabled, the status says what is sent.
  const href = `${api.origin}/v1/pets/a%2Fb%3F%20c/toys?color=red+%26+blue&limit=10`;
  t.is(await statusMatching(page, /^Sending /), `Sending POST ${href}…`);
  t.true(await send.isDisabled());
  t.is(await form.getAttribute("aria-busy"), "true");
  releaseToy();
  const line = await statusMatching(page, DONE);

  // What the API received: a real preflight, then the request.
  const [preflight] = api.to("/pets/a/b? c/toys", { options: true }).filter((r) => r.method === "OPTIONS");
  t.truthy(preflight, "the browser asked the API first (CORS preflight)");
  t.is(preflight?.headers["access-control-request-method"], "POST");
  t.is(preflight?.headers["access-control-request-headers"], "content-type,x-api-key");
  t.is(preflight?.headers.origin, site.server.origin);
  const received = api.to("/pets/a/b? c/toys");
  t.is(received.length, 1);
  const [request] = received;
  t.is(request.method, "POST");
  t.is(request.url, "/v1/pets/a%2Fb%3F%20c/toys?color=red+%26+blue&limit=10", "the path value encoded, '/' and '?' included");
  t.is(request.path, "/v1/pets/a/b? c/toys");
  t.deepEqual(request.query, [["color", "red & blue"], ["limit", "10"]]);
  t.is(request.headers["x-api-key"], "secret-key");
  t.is(request.headers["content-type"], "application/json");
  t.is(request.headers.cookie, undefined);
  t.is(request.body, example);
  t.deepEqual(JSON.parse(request.body), TOY);

  // What the panel shows.
  t.regex(line, /^201 Created in \d+ ms$/);
  t.true(await status.evaluate((el) => el.classList.contains("docgen-sr-only")), "the status line is for screen readers once the result shows it");
  t.false(await send.isDisabled());
  t.is(await form.getAttribute("aria-busy"), null);
  t.true(await result.isVisible());
  const code = result.locator(".docgen-try__code");
  t.regex(await code.textContent(), /^201 Created · \d+ ms$/);
  t.is(await code.locator("strong").textContent(), "201");
  t.true(await code.evaluate((el) => el.classList.contains("docgen-try__code--2xx")));
  t.is(await result.locator("summary").textContent(), "Response headers (2)");
  t.deepEqual(await result.locator(".docgen-try__headers dt").allTextContents(), ["content-type", "x-rate"], "the exposed header; not x-secret");
  t.deepEqual(await result.locator(".docgen-try__headers dd").allTextContents(), ["application/json", "42"]);
  t.false((await result.textContent()).includes("hidden"), "a header the API does not expose is not shown");
  t.is(await result.locator("pre.docgen-try__response").textContent(), JSON.stringify(TOY_ANSWER, null, 2), "JSON indented");
  await finish(t, context, pageErrors);
});

chrome.test("required fields left empty: no request, each marked invalid and named, focus on the first; then Send works", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, field, send, status } = await open(context, "GET /required/{id}");
  await toggle.click();
  const invalid = () => page.locator("form.docgen-try input").evaluateAll((inputs) => inputs.filter((i) => i.getAttribute("aria-invalid") === "true").map((i) => i.labels[0].textContent));

  await send.click();
  t.is(await statusMatching(page, /^Fill in/), "Fill in id (path), q (query), X-Api-Key (header).");
  t.deepEqual(await invalid(), ["id required", "q required", "X-Api-Key required"]);
  t.is(await focusedId(page), await idOf(field("id")));
  t.false(await status.evaluate((el) => el.classList.contains("docgen-sr-only")), "the message is shown");

  // Some filled, one only spaces: the rest are still named, the first of them focused.
  await field("id").fill("42");
  await field("q").fill("   ");
  await send.click();
  t.is(await statusMatching(page, /^Fill in q/), "Fill in q (query), X-Api-Key (header).");
  t.deepEqual(await invalid(), ["q required", "X-Api-Key required"], "a field filled in is no longer invalid");
  t.is(await focusedId(page), await idOf(field("q")));
  t.deepEqual(api.to("/required/42"), [], "nothing was sent");

  await field("q").fill("cats");
  await field("X-Api-Key").fill("k");
  await send.click();
  await statusMatching(page, DONE);
  t.deepEqual(await invalid(), []);
  const received = api.to("/required/42");
  t.is(received.length, 1, "one request: the one sent with every required field");
  t.is(received[0]?.url, "/v1/required/42?q=cats");
  t.is(received[0]?.headers["x-api-key"], "k");
  await finish(t, context, pageErrors);
});

chrome.test("a refused request (no CORS header) and an unreachable server: No response from the origin, Send enabled again", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, server, send, form, result } = await open(context, "GET /refuse");
  await toggle.click();

  // First a response from the sandbox, so the refusal that follows has a result to hide.
  await server.fill(`${second.origin}/v1`);
  await send.click();
  await statusMatching(page, DONE);
  t.true(await result.isVisible());

  await server.fill(`${api.origin}/v1`);
  await send.click();
  const refused = await statusMatching(page, /^No response/);
  t.true(refused.startsWith(`No response from ${api.origin}. `), refused);
  t.regex(refused, /CORS/);
  t.true(await result.isHidden(), "the previous result is gone");
  t.false(await send.isDisabled());
  t.is(await form.getAttribute("aria-busy"), null);
  const received = api.to("/refuse", { options: true });
  t.deepEqual(received.map((r) => r.method), ["GET"], "the API answered (a simple request: no preflight); the browser kept the answer from the page");

  await server.fill(`${closedOrigin}/v1`);
  await send.click();
  const unreachable = await statusMatching(page, new RegExp(`^No response from ${closedOrigin.replace(/[.]/g, "\\.")}\\. `));
  t.true(unreachable.startsWith(`No response from ${closedOrigin}. `), unreachable);
  t.false(await send.isDisabled());
  await finish(t, context, pageErrors);
});

chrome.test("Server: only http(s) is sent; an edited server and header values are kept for the tab, and a new context starts clean", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, server, field, send } = await open(context, "GET /session/a");
  await toggle.click();
  t.is(await focusedId(page), await idOf(field("X-Api-Key")));
  await field("X-Api-Key").fill("k-123");
  const original = `${api.origin}/v1`;

  for (const value of ["ftp://127.0.0.1/v1", "javascript:window.__pwned=1//", "", "not a url"]) {
    await server.fill(value);
    await page.evaluate(() => { document.querySelector(".docgen-try__status").textContent = ""; });
    await send.click();
    t.is(await statusMatching(page, /^Enter/), "Enter the API's address in Server, starting with https:// or http://.", value);
    t.is(await server.getAttribute("aria-invalid"), "true", value);
    t.is(await focusedId(page), await idOf(server), value);
  }
  t.is(await page.evaluate(() => window.__pwned), undefined);

  // A header value HTTP cannot carry: said, nothing sent, nothing kept.
  await server.fill(`${second.origin}/v1`);
  await field("X-Api-Key").fill("ключ");
  await send.click();
  t.is(await statusMatching(page, /^The value of/), "The value of X-Api-Key holds a character HTTP does not allow in a header (a line break, or a letter outside Latin-1).");
  t.is(await field("X-Api-Key").getAttribute("aria-invalid"), "true");
  t.is(await focusedId(page), await idOf(field("X-Api-Key")));
  t.deepEqual(await page.evaluate(() => ({ ...sessionStorage })), {});
  await field("X-Api-Key").fill("k-123");

  // The sandbox: a trailing slash is dropped from the address; the main API gets nothing.
  await server.fill(`${second.origin}/v1/`);
  await send.click();
  await statusMatching(page, DONE);
  t.is(await server.getAttribute("aria-invalid"), null);
  t.deepEqual(second.to("/session/a").map((r) => [r.url, r.headers["x-api-key"]]), [["/v1/session/a", "k-123"]]);
  t.deepEqual(api.to("/session/", { prefix: true, options: true }), [], "no request reached the spec's server");
  t.deepEqual(await page.evaluate(() => ({ ...sessionStorage })), {
    [`docgen-try-server:${original}`]: `${second.origin}/v1/`,
    "docgen-try-header:x-api-key": "k-123",
  });

  // The next page in the same tab has them; every required field is filled in, so focus goes to Server.
  await page.goto(site.url("GET /session/b"));
  const b = panel(page);
  await b.toggle.click();
  t.is(await b.server.inputValue(), `${second.origin}/v1/`);
  t.is(await b.field("X-Api-Key").inputValue(), "k-123");
  t.is(await focusedId(page), await idOf(b.server));
  await b.send.click();
  await statusMatching(page, DONE);
  t.deepEqual(second.to("/session/b").map((r) => [r.url, r.headers["x-api-key"]]), [["/v1/session/b", "k-123"]]);

  // A new context (another reader, another session): the spec's server, no header value.
  const fresh = await newContext();
  const other = await open(fresh, "GET /session/b");
  await other.toggle.click();
  t.is(await other.server.inputValue(), original);
  t.is(await other.field("X-Api-Key").inputValue(), "");
  t.deepEqual(await other.page.evaluate(() => ({ ...sessionStorage })), {});
  await finish(t, fresh, other.pageErrors);

  // Back to the spec's server: it is no longer kept (the header value is).
  await b.server.fill(original);
  await b.send.click();
  await statusMatching(page, DONE);
  t.deepEqual(api.to("/session/b").map((r) => [r.url, r.headers["x-api-key"]]), [["/v1/session/b", "k-123"]]);
  t.deepEqual(await page.evaluate(() => ({ ...sessionStorage })), { "docgen-try-header:x-api-key": "k-123" });
  await finish(t, context, pageErrors);
});

chrome.test("bodies: a form-encoded example is sent as its encoding says, a=b&nested[x]=1..., cookies get a note", async (t) => {
  const context = await newContext();
  const forms = await open(context, "POST /forms");
  await forms.toggle.click();
  // As the curl command sends it: the encoding's deepObject in brackets, a list as the name repeated (form, explode).
  const encoded = "a=b+c&n=2&nested[x]=1&tags=t1&tags=t2";
  t.is(await forms.body.inputValue(), encoded);
  t.is(await forms.form.getByLabel("Body application/x-www-form-urlencoded").count(), 1);
  t.is(await focusedId(forms.page), await idOf(forms.server), "no required field: focus on Server");
  await forms.send.click();
  await statusMatching(forms.page, DONE);
  const [sent] = api.to("/forms");
  t.is(sent?.method, "POST");
  t.is(sent?.headers["content-type"], "application/x-www-form-urlencoded");
  t.is(sent?.body, encoded);
  t.deepEqual([...new URLSearchParams(sent?.body)], [["a", "b c"], ["n", "2"], ["nested[x]", "1"], ["tags", "t1"], ["tags", "t2"]]);
  t.is(await forms.result.locator("pre").textContent(), "received", "a text answer as it came");

  const cookie = await open(context, "GET /cookie");
  await cookie.toggle.click();
  t.deepEqual(await cookie.form.locator(".docgen-try__note").allTextContents(), ["A page cannot set cookies: session is not sent."]);
  t.deepEqual(await cookie.form.locator("fieldset label").allTextContents(), ["page"], "no field for the cookie");
  t.is(await cookie.body.count(), 0, "no body without a request body");
  await finish(t, context, [...forms.pageErrors, ...cookie.pageErrors]);
});

/** A multipart body as received: each part's name and its text, or its file's name, type and text. */
async function partsOf(request) {
  const form = await new Response(Buffer.from(request.body, "utf8"), { headers: { "content-type": request.headers["content-type"] } }).formData();
  const parts = [];
  for (const [name, value] of form) parts.push(typeof value === "string" ? [name, value] : [name, { file: value.name, type: value.type, text: await value.text() }]);
  return parts;
}

chrome.test("files: a multipart body is a field per part the curl command sends, files chosen from disk; a body of bytes is a file, an answer of bytes a file to save; without samples, a note", async (t) => {
  const context = await newContext();
  const upload = await open(context, "POST /upload");
  await upload.toggle.click();
  const fieldset = upload.form.locator("fieldset", { hasText: "Body multipart/form-data" });
  t.deepEqual(await fieldset.locator("label").allTextContents(), ["file file required", "caption", "tags", "tags", "pages files", "meta (application/json)"]);
  t.deepEqual(await fieldset.locator("input[type=text]").evaluateAll((inputs) => inputs.map((i) => i.value)), ["A 'quoted' @caption", "t1", "t2", '{"k":"a;b \\"q\\""}'], "text parts filled in as the curl command sends them, a quoted word unquoted");
  t.is(await fieldset.locator("input[type=file][multiple]").count(), 1, "a list of files takes several");
  t.is(await upload.body.count(), 0, "no textarea");
  t.is(await focusedId(upload.page), await fieldset.locator("input[type=file]").first().getAttribute("id"), "focus on the required file");

  // The required file left out: no request, and it is named.
  await upload.send.click();
  t.is(await statusMatching(upload.page, /^Fill in/), "Fill in file (body).");
  t.is(await fieldset.locator("input[type=file]").first().getAttribute("aria-invalid"), "true");
  t.is(api.to("/upload").length, 0);

  await fieldset.getByLabel("file file required").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("photo bytes") });
  await fieldset.getByLabel("pages files").setInputFiles([
    { name: "one.txt", mimeType: "text/plain", buffer: Buffer.from("page one") },
    { name: "two.txt", mimeType: "text/plain", buffer: Buffer.from("page two") },
  ]);
  await fieldset.locator("input[type=text]").nth(2).fill("");
  await upload.send.click();
  await statusMatching(upload.page, DONE);
  const [sent] = api.to("/upload");
  t.regex(sent?.headers["content-type"] ?? "", /^multipart\/form-data; boundary=/, "the browser's own content type, with the boundary");
  t.deepEqual(await partsOf(sent), [
    ["file", { file: "photo.png", type: "image/png", text: "photo bytes" }],
    ["caption", "A 'quoted' @caption"],
    ["tags", "t1"],
    ["pages", { file: "one.txt", type: "text/plain", text: "page one" }],
    ["pages", { file: "two.txt", type: "text/plain", text: "page two" }],
    // A part of a declared type (JSON, OpenAPI's default for an object) goes as a Blob of that type.
    ["meta", { file: "blob", type: "application/json", text: '{"k":"a;b \\"q\\""}' }],
  ], "an emptied optional part is left out");

  const raw = await open(context, "PUT /upload-raw");
  await raw.toggle.click();
  const chooser = raw.form.getByLabel("Body image/png file");
  t.is(await chooser.getAttribute("type"), "file");
  await chooser.setInputFiles({ name: "pic.png", mimeType: "image/png", buffer: Buffer.from("png bytes") });
  await raw.send.click();
  await statusMatching(raw.page, DONE);
  const [bytes] = api.to("/upload-raw");
  t.is(bytes?.body, "png bytes");
  t.is(bytes?.headers["content-type"], "image/png");

  // An answer of bytes is not shown as text: its size and type, and a link that saves it byte for byte.
  const pdf = await open(context, "GET /download");
  await pdf.toggle.click();
  await pdf.send.click();
  await statusMatching(pdf.page, DONE);
  t.is(await pdf.result.locator(".docgen-try__note").textContent(), `${PDF.length} bytes of application/pdf: save the file.`);
  t.is(await pdf.result.locator("pre").count(), 0, "no text of the bytes");
  const link = pdf.result.getByRole("link", { name: "save the file" });
  t.is(await link.getAttribute("download"), "response.pdf");
  const [saved] = await Promise.all([pdf.page.waitForEvent("download"), link.click()]);
  t.deepEqual(await readFile(await saved.path()), PDF, "the file saved is the answer's bytes");
  t.is(await pdf.page.evaluate(() => window.__pwned), undefined);

  // A reference without request samples has no parts to go by: a note, and the request goes without the body.
  const bare = await open(context, "POST /bare-upload");
  await bare.toggle.click();
  t.deepEqual(await bare.form.locator(".docgen-try__note").allTextContents(), ["The body (multipart/form-data) cannot be sent from here: use the request samples."]);
  await bare.send.click();
  await statusMatching(bare.page, DONE);
  const [none] = api.to("/bare-upload");
  t.is(none?.body, "", "sent without a body");
  t.is(none?.headers["content-type"], undefined);
  await finish(t, context, [...upload.pageErrors, ...raw.pageErrors, ...pdf.pageErrors, ...bare.pageErrors]);
});

chrome.test("a hostile response is shown as text: HTML, JSON strings, status text and a header value create no element", async (t) => {
  const context = await newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.origin });
  const html = await open(context, "GET /hostile/html");
  await html.toggle.click();
  await html.send.click();
  t.regex(await statusMatching(html.page, DONE), new RegExp(`^200 ${HOSTILE_REASON.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} in \\d+ ms$`));
  t.is(await html.result.locator("pre").textContent(), HOSTILE_HTML);
  t.regex(await html.result.locator(".docgen-try__code").textContent(), /^200 <img src=x onerror=window\.__pwned=5> · \d+ ms$/);
  t.deepEqual(await html.result.locator("dt").allTextContents(), ["content-type", "x-evil"]);
  t.is(await html.result.locator("dd").nth(1).textContent(), HOSTILE_HEADER);
  t.is(await html.result.locator("img, script, b").count(), 0);
  t.is(await html.page.locator("img[src=x]").count(), 0);

  const hostile = await open(context, "GET /hostile/json");
  await hostile.toggle.click();
  await hostile.send.click();
  await statusMatching(hostile.page, DONE);
  t.is(await hostile.result.locator("pre").textContent(), JSON.stringify(HOSTILE_JSON, null, 2));
  t.is(await hostile.result.locator("pre").count(), 1, "the body's </pre> closes nothing");
  await hostile.page.evaluate(() => navigator.clipboard.writeText("before"));
  await hostile.result.locator("button.docgen-copy").click();
  t.is(await hostile.page.evaluate(() => navigator.clipboard.readText()), JSON.stringify(HOSTILE_JSON, null, 2), "Copy: the JSON as shown");
  t.is(await hostile.page.locator("img[src=x]").count(), 0);

  for (const { page } of [html, hostile]) t.is(await page.evaluate(() => window.__pwned), undefined);
  await finish(t, context, [...html.pageErrors, ...hostile.pageErrors]);
});

chrome.test("a body over 200,000 characters is cut, with a note; its Copy button copies all of it", async (t) => {
  const context = await newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.origin });
  const { page, pageErrors, toggle, send, result } = await open(context, "GET /big");
  await toggle.click();
  await send.click();
  await statusMatching(page, DONE);
  const shown = await result.locator("pre").textContent();
  t.is(shown.length, MAX_SHOWN);
  t.true(shown === BIG.slice(0, MAX_SHOWN), "the first characters");
  t.deepEqual(await result.locator(".docgen-try__note").allTextContents(), ["The first 200,000 of 250,000 characters are shown (Copy copies them all)."]);
  const copy = result.locator(".docgen-code > pre.docgen-try__response + button.docgen-copy");
  t.is(await copy.textContent(), "Copy response", "its name: Copy, and 'response' for screen readers");
  // What the status line says, recorded as it changes (it is cleared 2 s later, which a busy machine can pass).
  await page.evaluate(() => {
    const status = document.querySelector("body > p.docgen-sr-only[role=status]");
    window.__said = [];
    new MutationObserver(() => window.__said.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await copy.click();
  t.true((await page.evaluate(() => navigator.clipboard.readText())) === BIG, "the whole body, not the part shown");
  await page.waitForFunction(() => window.__said.length > 0);
  t.is(await page.evaluate(() => window.__said[0]), "Response copied to the clipboard");
  // Sent again: one response, one button.
  await send.click();
  await page.waitForFunction(() => document.querySelector(".docgen-copy[data-name=response]")?.textContent === "Copy response");
  t.is(await result.locator("button.docgen-copy").count(), 1);
  await finish(t, context, pageErrors);
});

chrome.test('off switches: "tryIt": false, no JavaScript, print', async (t) => {
  const label = "POST /pets/{petId}/toys";
  const html = await readFile(path.join(off.output, off.pages[label].slice(1), "index.html"), "utf8");
  t.false(html.includes("data-docgen-try"), "tryIt false: no data-docgen-try");
  t.false(html.includes("data-request-type"));

  const context = await newContext();
  const disabled = await open(context, label, off);
  t.true(await disabled.page.locator(".docgen-copy").first().isVisible(), "docgen.js ran (Copy buttons)");
  t.is(await disabled.toggle.count(), 0, "no toggle with tryIt false");
  t.is(await disabled.form.count(), 0);

  const noScript = await newContext({ javaScriptEnabled: false });
  const plain = await open(noScript, label);
  t.is(await plain.page.locator(`section[data-docgen-try="${api.origin}/v1"]`).count(), 1, "the section is there");
  t.is(await plain.toggle.count(), 0, "no toggle without JavaScript");
  t.is(await plain.form.count(), 0, "no form without JavaScript");
  t.true((await plain.page.locator("main").textContent()).includes("curl --globoff -X POST"), "the request sample stays");
  await finish(t, noScript, plain.pageErrors);

  const printed = await open(context, label);
  await printed.toggle.click();
  t.true(await printed.toggle.isVisible());
  t.true(await printed.form.isVisible());
  await printed.page.emulateMedia({ media: "print" });
  t.false(await printed.toggle.isVisible(), "no toggle on paper");
  t.false(await printed.form.isVisible(), "no form on paper");
  t.deepEqual(await printed.page.locator(".docgen-try, .docgen-try__toggle").evaluateAll((els) => els.map((el) => getComputedStyle(el).display)), ["none", "none"]);
  await printed.page.emulateMedia({ media: "screen" });
  t.true(await printed.form.isVisible(), "back on screen");
  await finish(t, context, [...disabled.pageErrors, ...printed.pageErrors]);
});

chrome.test("keyboard: Tab reaches the toggle, Enter and Space open and close it, Enter in a field sends", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, form, field } = await open(context, "GET /keyboard/{id}");
  await tabTo(page, ".docgen-try__toggle", 120);
  await page.keyboard.press("Space");
  t.is(await toggle.getAttribute("aria-expanded"), "true");
  t.true(await form.isVisible());
  t.is(await focusedId(page), await idOf(field("id")));
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  t.true(await toggle.evaluate((el) => el === document.activeElement), "Shift+Tab from the first field: Server, then the toggle");
  await page.keyboard.press("Enter");
  t.is(await toggle.getAttribute("aria-expanded"), "false");
  t.true(await form.isHidden());
  await page.keyboard.press("Enter");
  t.is(await toggle.getAttribute("aria-expanded"), "true");
  t.is(await focusedId(page), await idOf(field("id")));

  await page.keyboard.type("k 1");
  await page.keyboard.press("Tab");
  t.is(await focusedId(page), await idOf(field("term")));
  await page.keyboard.type("sea shells");
  await page.keyboard.press("Enter");
  await statusMatching(page, DONE);
  t.deepEqual(api.to("/keyboard/k 1").map((r) => r.url), ["/v1/keyboard/k%201?term=sea+shells"]);
  await finish(t, context, pageErrors);
});

for (const colorScheme of ["light", "dark"]) {
  chrome.test(`axe: no serious or critical violation in the open panel, with errors and with a response (${colorScheme})`, async (t) => {
    const context = await newContext({ colorScheme });
    const { page, pageErrors, toggle, field, send, result } = await open(context, "POST /axe/{petId}/toys");
    t.is(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), colorScheme === "dark");
    await toggle.click();
    const failures = [];
    const check = async (state) => {
      const found = await new AxeBuilder({ page }).include("section.docgen-api").setLegacyMode(true).analyze();
      failures.push(...found.violations.filter((v) => BLOCKING.has(v.impact)).map((v) => `${state}: ${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(" | ")}`));
      t.true(found.passes.length > 0, `axe checked the section (${state})`);
    };
    await send.click();
    await statusMatching(page, /^Fill in/);
    await check("required fields missing");
    await field("petId").fill("1");
    await field("color").fill("red");
    await field("X-Api-Key").fill("k");
    await send.click();
    await statusMatching(page, DONE);
    await result.locator("summary").click();
    t.true(await result.locator("dl").isVisible());
    await result.locator("pre").focus();
    await check("response shown");
    t.deepEqual(failures, []);
    await finish(t, context, pageErrors);
  });
}

chrome.test("the headers' count in the summary, and No body. for a 204 and a HEAD", async (t) => {
  const context = await newContext();
  const headers = await open(context, "GET /headers");
  await headers.toggle.click();
  await headers.send.click();
  await statusMatching(headers.page, DONE);
  const names = await headers.result.locator("dt").allTextContents();
  t.deepEqual(names, ["content-language", "content-type", "x-one", "x-two"], "the safelisted and exposed headers, not x-hidden");
  t.is(await headers.result.locator("summary").textContent(), `Response headers (${names.length})`);
  t.true(await headers.result.locator("dl").isHidden(), "the list is closed until asked for");
  await headers.result.locator("summary").click();
  t.true(await headers.result.locator("dl").isVisible());

  const deleted = await open(context, "DELETE /things/{id}");
  await deleted.toggle.click();
  await deleted.field("id").fill("9");
  await deleted.send.click();
  t.regex(await statusMatching(deleted.page, DONE), /^204 No Content in \d+ ms$/);
  t.deepEqual(api.to("/things/9").map((r) => r.method), ["DELETE"]);
  t.deepEqual(await deleted.result.locator(".docgen-try__note").allTextContents(), ["No body."]);
  t.is(await deleted.result.locator("pre").count(), 0);
  t.is(await deleted.result.locator("summary").textContent(), "Response headers (0)");

  const head = await open(context, "HEAD /ping");
  await head.toggle.click();
  await head.send.click();
  t.regex(await statusMatching(head.page, DONE), /^200 OK in \d+ ms$/);
  t.deepEqual(api.to("/ping").map((r) => r.method), ["HEAD"]);
  t.deepEqual(await head.result.locator(".docgen-try__note").allTextContents(), ["No body."]);
  t.deepEqual(await head.result.locator("dt").allTextContents(), ["content-length", "content-type"]);
  await finish(t, context, [...headers.pageErrors, ...deleted.pageErrors, ...head.pageErrors]);
});

// A GET with a request body (OpenAPI 3.1 allows one; docgen writes its requestType): fetch cannot send a body with
// GET, so the form has no body field, says why, and sends the GET without it.
chrome.test("a GET with a documented body: no body field, a note saying why, and the GET is sent without it", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, form, body, send } = await open(context, "GET /search");
  await toggle.click();
  t.is(await body.count(), 0, "no body field");
  t.deepEqual(await form.locator(".docgen-try__note").allTextContents(), ["A browser cannot send a body with GET: the request goes without the body (application/json) the spec describes."]);
  await send.click();
  t.regex(await statusMatching(page, DONE), /^2\d\d\b/);
  t.deepEqual(api.to("/search").map((r) => [r.method, r.body]), [["GET", ""]], "the API received the GET, without a body");
  await finish(t, context, pageErrors);
});

chrome.test("QUERY (OpenAPI 3.2): the body is a field, and the API receives QUERY with it, after its preflight", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, form, body, send } = await open(context, "QUERY /find");
  await toggle.click();
  t.is(await body.count(), 1, "a body field");
  t.deepEqual(await form.locator(".docgen-try__note").allTextContents(), [], "no note: QUERY takes a body");
  await send.click();
  t.regex(await statusMatching(page, DONE), /^200\b/);
  const seen = api.to("/find", { options: true }).map((r) => [r.method, r.method === "OPTIONS" ? r.headers["access-control-request-method"] : JSON.parse(r.body)]);
  t.deepEqual(seen, [["OPTIONS", "QUERY"], ["QUERY", { q: "y" }]]);
  await finish(t, context, pageErrors);
});

// A spec that names {part} in the path but declares no parameter for it: docgen lists it (with a warning), so the
// form asks for it and the request carries it encoded, never the placeholder itself.
chrome.test("a path placeholder the spec does not declare gets a required field and is sent encoded", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, form, field, send } = await open(context, "GET /undeclared/{id}/{part}");
  await toggle.click();
  t.deepEqual(await form.locator("fieldset label").allTextContents(), ["id required", "part required"]);
  await field("id").fill("7");
  await send.click();
  t.is(await statusMatching(page, /^Fill in/), "Fill in part (path).");
  await field("part").fill("x y/z");
  await send.click();
  await statusMatching(page, DONE);
  t.deepEqual(api.to("/undeclared/7/x y/z").map((r) => r.url), ["/v1/undeclared/7/x%20y%2Fz"]);
  await finish(t, context, pageErrors);
});

// A list in the query is typed comma-separated and sent as its style says: the name repeated (OpenAPI's default),
// one comma-separated value (explode: false), pipes (pipeDelimited), `name[]` for each (deepObject, as docgen's
// samples write it). A list's default is filled in as typed.
chrome.test("query lists: typed comma-separated, sent as each one's style says", async (t) => {
  const context = await newContext();
  const { page, pageErrors, toggle, field, send } = await open(context, "GET /lists");
  await toggle.click();
  t.is(await field("tags").getAttribute("placeholder"), "array<string>, comma-separated");
  t.is(await field("ids").inputValue(), "3, 4", "the default, as a list is typed");
  await field("tags").fill("a b, c,,");
  await field("kinds").fill("x, y");
  await field("filter").fill("as typed, here");
  await field("expand").fill("customer, invoice");
  await send.click();
  await statusMatching(page, DONE);
  const [received] = api.to("/lists");
  t.deepEqual(received?.query, [["tags", "a b"], ["tags", "c"], ["ids", "3,4"], ["kinds", "x|y"], ["filter", "as typed, here"], ["expand[]", "customer"], ["expand[]", "invoice"]]);
  await finish(t, context, pageErrors);
});

// Without an example of the spec's, the body is the one the page's curl command sends (docgen builds it from the
// schema), unquoted from the shell: a JSON body with a quote in it, and a form body.
chrome.test("a body without an example of the spec's: the curl command's body, unquoted, for JSON and for a form; without curl, the built example", async (t) => {
  const context = await newContext();
  const json = await open(context, "POST /sampled");
  await json.toggle.click();
  const text = await json.body.inputValue();
  t.deepEqual(JSON.parse(text), { name: "string", note: "it's 'quoted'", age: 0 });
  await json.send.click();
  await statusMatching(json.page, DONE);
  const [sent] = api.to("/sampled");
  t.is(sent?.body, text);
  t.is(sent?.headers["content-type"], "application/json");
  const form = await open(context, "POST /sampled-form");
  await form.toggle.click();
  t.is(await form.body.inputValue(), "a=string&n=0");
  // With --samples none there is no curl command: the body built from the schema, shown as the request example.
  const bare = await open(context, "POST /bare");
  t.is(await bare.page.locator("pre code.language-bash").count(), 0, "no curl command on the page");
  await bare.toggle.click();
  t.deepEqual(JSON.parse(await bare.body.inputValue()), { name: "Rex", age: 0 });
  await bare.send.click();
  await statusMatching(bare.page, DONE);
  t.deepEqual(api.to("/bare").map((r) => JSON.parse(r.body)), [{ name: "Rex", age: 0 }]);
  await finish(t, context, [...json.pageErrors, ...form.pageErrors, ...bare.pageErrors]);
});
