// Try it's credential fields, in Chromium, against an API on 127.0.0.1 (another origin, CORS allowed): where the
// page's curl command writes a credential as a scheme and a placeholder (`Authorization: Bearer <token>`, `Basic
// <credentials>`), the form shows the scheme before the field and the field takes what follows it, so a reader who
// pastes a bare token sends `Bearer <it>`, and one who pastes the whole `Bearer ...` value sends it as it is. An API
// key (`X-Api-Key: <X-Api-Key>`, no scheme) is sent as typed. Basic takes `user:password` and encodes it. Real
// servers, no routes.
import AxeBuilder from "@axe-core/playwright";
import test from "ava";
import http from "node:http";
import { closeServer, serveSpec, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*" };

let api;
let site;

test.before(async () => {
  const requests = [];
  const server = http.createServer((req, res) => {
    if (req.method !== "OPTIONS") requests.push({ path: req.url, headers: req.headers });
    res.writeHead(req.method === "OPTIONS" ? 204 : 200, { ...CORS, "content-type": "application/json" }).end("{}");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = { requests, origin: `http://127.0.0.1:${server.address().port}`, server };
  const spec = {
    openapi: "3.0.3",
    info: { title: "Credentials", version: "1" },
    servers: [{ url: `${api.origin}/v1` }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        basic: { type: "http", scheme: "basic" },
        key: { type: "apiKey", in: "header", name: "X-Api-Key" },
      },
    },
    paths: {
      "/me": { get: { summary: "Who am I", security: [{ bearer: [] }], responses: { 200: { description: "ok" } } } },
      "/login": { get: { summary: "Log in", security: [{ basic: [] }], responses: { 200: { description: "ok" } } } },
      "/keys": { get: { summary: "List keys", security: [{ key: [] }], responses: { 200: { description: "ok" } } } },
    },
  };
  ({ site } = await serveSpec(spec, "docgen-try-credentials-"));
});

test.after.always(async () => {
  await Promise.all([closeServer(api?.server), site?.close()]);
});

/** Opens the operation's page in `context` and its Try it form; returns the page, the form and a send(). */
async function open(context, page, slug) {
  const tab = page ?? (await context.newPage());
  await tab.goto(site.url(`/api/${slug}/`));
  const form = tab.locator("form.docgen-try");
  await tab.locator(".docgen-try__toggle").click();
  const send = async (where) => {
    const before = api.requests.length;
    await form.getByRole("button", { name: "Send" }).click();
    await tab.waitForFunction(() => !document.querySelector("form.docgen-try").hasAttribute("aria-busy") && document.querySelector(".docgen-try__result:not([hidden])"));
    const sent = api.requests.slice(before).filter((r) => r.path.startsWith(`/v1/${where}`));
    return sent.at(-1)?.headers;
  };
  return { page: tab, form, send };
}

chrome.test("a bearer credential: the scheme before the field, a bare token sent after it, a whole value sent as it is", async (t) => {
  const context = await chrome.browser.newContext();
  const { page, form, send } = await open(context, null, "me/list");
  const field = form.getByLabel("Authorization required");
  t.is(await field.getAttribute("placeholder"), "<token>");
  const row = field.locator("xpath=..");
  t.is(await row.locator(".docgen-try__scheme").textContent(), "Bearer");
  t.true(await row.locator(".docgen-try__scheme").isVisible());
  // Beside the field, on its left, on one line.
  const [scheme, input] = await Promise.all([row.locator(".docgen-try__scheme").boundingBox(), field.boundingBox()]);
  t.true(scheme.x + scheme.width <= input.x + 1 && Math.abs(scheme.y - input.y) < 2, JSON.stringify({ scheme, input }));
  t.regex(await field.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby")).textContent), /^Sent after "Bearer "/);

  await field.fill("eyJ.abc");
  t.is((await send("me")).authorization, "Bearer eyJ.abc");
  await field.fill("Bearer eyJ.def");
  t.is((await send("me")).authorization, "Bearer eyJ.def", "not Bearer Bearer");
  await field.fill("bearer eyJ.ghi");
  t.is((await send("me")).authorization, "bearer eyJ.ghi", "the scheme in any case counts");
  // Kept for the tab as typed, and sent the same way on the next page load.
  await page.reload();
  await page.locator(".docgen-try__toggle").click();
  t.is(await form.getByLabel("Authorization required").inputValue(), "bearer eyJ.ghi");

  for (const colorScheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme });
    const found = await new AxeBuilder({ page }).include("form.docgen-try").setLegacyMode(true).analyze();
    t.deepEqual(found.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`), [], colorScheme);
  }
  await context.close();
});

chrome.test("basic credentials get their scheme too, user:password encoded; an API key has none and is sent as typed", async (t) => {
  const context = await chrome.browser.newContext();
  const basic = await open(context, null, "login/list");
  const credentials = basic.form.getByLabel("Authorization required");
  t.is(await credentials.getAttribute("placeholder"), "user:password");
  t.is(await basic.form.locator(".docgen-try__scheme").textContent(), "Basic");
  // user:password is encoded (Base64 of its UTF-8); an encoded value, which has no colon, is sent as it is.
  await credentials.fill("ann:s3cret ü");
  const sent = (await basic.send("login")).authorization;
  t.is(sent, `Basic ${Buffer.from("ann:s3cret ü", "utf8").toString("base64")}`);
  t.is(Buffer.from(sent.slice("Basic ".length), "base64").toString("utf8"), "ann:s3cret ü");
  await credentials.fill("dXNlcjpwdw==");
  t.is((await basic.send("login")).authorization, "Basic dXNlcjpwdw==");
  await credentials.fill("Basic dXNlcjpwdw==");
  t.is((await basic.send("login")).authorization, "Basic dXNlcjpwdw==");

  const key = await open(context, null, "keys/list");
  const field = key.form.getByLabel("X-Api-Key required");
  t.is(await key.form.locator(".docgen-try__scheme").count(), 0);
  t.is(await field.getAttribute("placeholder"), "string");
  await field.fill("k-123");
  t.is((await key.send("keys"))["x-api-key"], "k-123");
  await context.close();
});
