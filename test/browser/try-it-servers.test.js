// Try it's choice of the spec's servers, in Chromium: a spec with two servers (two real APIs on 127.0.0.1) gives the
// Server field a list of both; picking one sends there, typing follows in the list, and an address of the reader's
// own shows no choice. One server: no list.
import test from "ava";
import http from "node:http";
import { closeServer, openTryIt, serveSpec, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*" };

const apis = [];
let site;

async function api(name) {
  const hits = [];
  const server = http.createServer((req, res) => {
    if (req.method !== "OPTIONS") hits.push(req.url);
    res.writeHead(req.method === "OPTIONS" ? 204 : 200, { ...CORS, "content-type": "application/json" }).end(JSON.stringify({ name }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { hits, server, origin: `http://127.0.0.1:${server.address().port}` };
}

test.before(async () => {
  apis.push(await api("production"), await api("sandbox"));
  const spec = {
    openapi: "3.0.3",
    info: { title: "Servers", version: "1" },
    servers: [{ url: `${apis[0].origin}/v1` }, { url: `${apis[1].origin}/v1`, description: "Sandbox" }],
    paths: {
      "/pets": { get: { summary: "List pets", responses: { 200: { description: "ok" } } } },
      "/one": { get: { summary: "One server", servers: [{ url: `${apis[0].origin}/v1` }], responses: { 200: { description: "ok" } } } },
    },
  };
  ({ site } = await serveSpec(spec, "docgen-try-servers-"));
});

test.after.always(async () => {
  await Promise.all([...apis.map((a) => closeServer(a.server)), site?.close()]);
});

chrome.test("two servers: a list beside the field; picking one sends there; typing follows; an address of one's own shows none", async (t) => {
  const { page, form } = await openTryIt(t, chrome.browser, site.url("/api/pets/list/"));
  const list = form.getByRole("combobox", { name: "The spec's servers" });
  const field = form.getByLabel("Server", { exact: true });
  t.deepEqual(await list.locator("option").allTextContents(), [`${apis[0].origin}/v1`, `${apis[1].origin}/v1`]);
  t.is(await list.inputValue(), `${apis[0].origin}/v1`);
  await list.selectOption(`${apis[1].origin}/v1`);
  t.is(await field.inputValue(), `${apis[1].origin}/v1`);
  await form.getByRole("button", { name: "Send" }).click();
  await form.locator(".docgen-try__result:not([hidden])").waitFor();
  t.deepEqual(apis[1].hits, ["/v1/pets"]);
  t.deepEqual(apis[0].hits, []);
  t.regex(await form.locator(".docgen-try__response").textContent(), /"sandbox"/);
  await field.fill(`${apis[0].origin}/v1/`);
  t.is(await list.inputValue(), `${apis[0].origin}/v1`, "the list follows what is typed");
  await field.fill("https://elsewhere.example.com");
  t.is(await list.evaluate((select) => select.selectedIndex), -1, "no choice shown for an address of the reader's own");
  // The chosen server is kept for the tab, as before: the next page starts with it, the list showing it.
  await field.fill(`${apis[1].origin}/v1`);
  await form.getByRole("button", { name: "Send" }).click();
  await page.waitForFunction(() => !document.querySelector("form.docgen-try").hasAttribute("aria-busy"));
  await page.reload();
  await page.locator(".docgen-try__toggle").click();
  t.is(await field.inputValue(), `${apis[1].origin}/v1`);
  t.is(await list.inputValue(), `${apis[1].origin}/v1`);
});

chrome.test("one server: no list", async (t) => {
  const { form } = await openTryIt(t, chrome.browser, site.url("/api/one/list/"));
  t.is(await form.locator("select").count(), 0);
  t.is(await form.getByLabel("Server", { exact: true }).inputValue(), `${apis[0].origin}/v1`);
});
