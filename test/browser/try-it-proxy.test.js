// Try it through a CORS proxy (the site's `tryItProxy`), in Chromium: the API on 127.0.0.1 sends no CORS headers
// at all, so a request from the docs site's origin is refused; the proxy (another port, another origin) allows the
// site and forwards to the URL it is given, the way cors-anywhere (the URL appended to its address) and Scalar's
// proxy (the URL in a query parameter, the `{url}` form) do. It proves the API receives exactly the request the form
// says (method, path, query, headers, type, body) by way of the proxy, in both forms; that the form says it went
// through the proxy; and that an unreachable proxy is named in the message, not the API. Real servers, no routes.
import test from "ava";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { docgen, serveStatic, useBrowser } from "../helpers/browser.js";
import { corsProxy, listen } from "../helpers/cors-proxy.js";
import { apiPages, buildDocs, buildError, tempDir } from "../helpers/site.js";

const chrome = useBrowser(test);
const BODY = { name: "Rex & <co>", tags: ["a", "b"] };

/** The API: records each request and answers JSON, with no CORS header of any kind (a preflight gets a bare 405). */
async function apiServer() {
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url, "http://x");
      requests.push({ method: req.method, path: url.pathname, query: [...url.searchParams], headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (req.method === "OPTIONS") return res.writeHead(405).end();
      res.writeHead(201, { "content-type": "application/json", "x-request-id": "r-1" }).end(JSON.stringify({ created: true, path: url.pathname }));
    });
  });
  return { requests, ...(await listen(server)) };
}

function spec(server) {
  return {
    openapi: "3.1.0",
    info: { title: "Proxied", version: "1" },
    servers: [{ url: `${server}/v1` }],
    components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Api-Key" } } },
    security: [{ key: [] }],
    paths: {
      "/pets/{petId}": {
        post: {
          summary: "Rename a pet",
          parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }, { name: "q", in: "query", schema: { type: "string" } }],
          requestBody: { content: { "application/json": { schema: { type: "object" }, example: BODY } } },
          responses: { 201: { description: "Renamed" } },
        },
      },
    },
  };
}

/** Builds the reference with `config` and serves it; returns the page's address. */
async function buildSite(config) {
  const root = await tempDir("docgen-try-proxy-");
  await writeFile(path.join(root, "spec.json"), JSON.stringify(spec(api.origin)));
  await writeFile(path.join(root, "docgen.config.json"), JSON.stringify(config));
  await docgen(["openapi", "spec.json", "-o", "docs/api"], root);
  await docgen(["build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], root);
  const server = await serveStatic(path.join(root, "_site"));
  return { server, url: server.url("/api/pets/post/") };
}

let api;
let proxy;
let unreachable;
const sites = {};

test.before(async () => {
  [api, proxy] = await Promise.all([apiServer(), corsProxy()]);
  const closed = await listen(http.createServer());
  unreachable = closed.origin;
  await closed.close();
  [sites.none, sites.appended, sites.query, sites.down] = await Promise.all([
    buildSite({ title: "T" }),
    // Without its trailing slash: the option adds it.
    buildSite({ title: "T", tryItProxy: proxy.origin }),
    buildSite({ title: "T", tryItProxy: `${proxy.origin}/fetch?target={url}` }),
    buildSite({ title: "T", tryItProxy: `${unreachable}/` }),
  ]);
});

test.after.always(async () => {
  await Promise.all([api?.close(), proxy?.close(), ...Object.values(sites).map((s) => s.server.close())]);
});

/** Opens the page, fills in the form for pet `id` and sends it; returns the status line once it settles. */
async function send(site, id) {
  const context = await chrome.browser.newContext();
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(site.url);
  const form = page.locator("form.docgen-try");
  await page.locator(".docgen-try__toggle").click();
  await form.getByLabel(/^petId( required)?$/).fill(id);
  await form.getByLabel(/^q( required)?$/).fill("a b&c");
  await form.getByLabel(/^X-Api-Key( required)?$/).fill("secret-1");
  // Every text the status line takes, in order: the "Sending ..." line lasts only as long as the request.
  await page.evaluate(() => {
    const line = document.querySelector(".docgen-try__status");
    window.__said = [];
    new MutationObserver(() => window.__said.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
  });
  await form.getByRole("button", { name: "Send" }).click();
  await page.waitForFunction(() => window.__said.length > 0 && !document.querySelector("form.docgen-try").hasAttribute("aria-busy"));
  const said = (await page.evaluate(() => window.__said)).find((text) => text.startsWith("Sending "));
  const status = await page.locator(".docgen-try__status").textContent();
  const shown = await form.locator(".docgen-try__result").textContent();
  await context.close();
  return { said, status, shown, errors };
}

/** What the API received for pet `id` (preflights aside). */
const received = (id) => api.requests.filter((r) => r.path === `/v1/pets/${id}` && r.method !== "OPTIONS");

chrome.test("without a proxy the API's missing CORS headers refuse the request: the browser never sends the POST", async (t) => {
  const { status, errors } = await send(sites.none, "direct");
  t.regex(status, new RegExp(`^No response from ${api.origin}\\.`));
  t.deepEqual(received("direct"), [], "the preflight failed, so the request itself was never sent");
  t.deepEqual(errors, []);
});

for (const [name, form, expected] of [
  ["the URL appended to the proxy's address (cors-anywhere's form)", "appended", (url) => `POST /${url}`],
  ["the URL in the proxy's query, {url} percent-encoded (Scalar's form)", "query", (url) => `POST /fetch?target=${encodeURIComponent(url)}`],
]) {
  chrome.test(`through the proxy, ${name}: the API receives the request the form says, and the answer is shown`, async (t) => {
    const id = `pet-${form}/1`;
    const { said, status, shown, errors } = await send(sites[form], id);
    const requestUrl = `${api.origin}/v1/pets/${encodeURIComponent(id)}?q=a+b%26c`;
    t.is(said, `Sending POST ${requestUrl} through the proxy at ${proxy.origin}…`);
    t.regex(status, /^201 Created in \d+ ms$/);
    t.true(proxy.seen.includes(expected(requestUrl)), proxy.seen.join("\n"));
    const got = api.requests.filter((r) => r.path === `/v1/pets/${encodeURIComponent(id)}`);
    t.is(got.length, 1, "one request reached the API, the POST itself (the proxy answered the preflight)");
    t.is(got[0].method, "POST");
    t.deepEqual(got[0].query, [["q", "a b&c"]]);
    t.is(got[0].headers["x-api-key"], "secret-1");
    t.is(got[0].headers["content-type"], "application/json");
    t.deepEqual(JSON.parse(got[0].body), BODY);
    t.true(shown.includes('"created": true'), shown);
    t.true(shown.includes("x-request-id"), "the headers the proxy exposes are shown");
    t.deepEqual(errors, []);
  });
}

chrome.test("an unreachable proxy is named in the message, not the API", async (t) => {
  const { status, errors } = await send(sites.down, "down");
  t.regex(status, new RegExp(`^No response from the proxy at ${unreachable}\\. The browser refused the request or could not reach the proxy`));
  t.deepEqual(received("down"), []);
  t.deepEqual(errors, []);
});

test("the page carries the proxy's address, a trailing slash added to a prefix; none without the option or with tryIt off", async (t) => {
  const files = apiPages(spec("https://api.example.com"));
  for (const [config, expected] of [
    [{}, undefined],
    [{ tryItProxy: "https://proxy.example.com/cors" }, "https://proxy.example.com/cors/"],
    [{ tryItProxy: "/cors-proxy" }, "/cors-proxy/"],
    [{ tryItProxy: " https://proxy.example.com/?url={url}&key=a " }, "https://proxy.example.com/?url={url}&amp;key=a"],
    [{ tryItProxy: "https://proxy.example.com/", tryIt: false }, undefined],
  ]) {
    const site = await buildDocs(files, { config });
    const section = /<section class="docgen-api[^>]*>/.exec(await site.html("api/pets/post.md"))?.[0] ?? "";
    await site.cleanup();
    t.is(/ data-docgen-proxy="([^"]*)"/.exec(section)?.[1], expected, `${JSON.stringify(config)}: ${section}`);
  }
});

const WRONG = [
  [{ tryItProxy: "proxy.example.com" }, /option "tryItProxy" must be an http\(s\) URL or a site path, got "proxy\.example\.com"/],
  [{ tryItProxy: "ftp://proxy.example.com/" }, /option "tryItProxy" must be an http\(s\) URL or a site path/],
  [{ tryItProxy: "//proxy.example.com/" }, /option "tryItProxy" must be an http\(s\) URL or a site path/],
  [{ tryItProxy: 'https://proxy.example.com/"x' }, /option "tryItProxy" must be an http\(s\) URL or a site path/],
  [{ tryItProxy: "https://proxy.example.com/?url=" }, /option "tryItProxy" has a query or fragment but no \{url\} to say where the request's URL goes/],
  [{ tryItProxy: "https://p.example.com/{url}?u={url}" }, /option "tryItProxy" holds \{url\} more than once/],
  [{ tryItProxy: true }, /option "tryItProxy" must be a string/],
];
for (const [config, message] of WRONG) {
  test(`a bad tryItProxy fails naming the option: ${JSON.stringify(config)}`, async (t) => {
    t.regex(await buildError({ "index.md": "# Home\n" }, { config }), message);
  });
}
