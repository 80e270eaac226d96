// Try it's body, in Chromium, when the spec gives several examples of it: a list above the body (each example by
// its summary) fills the body with the one picked, which is what Send sends to a real API on 127.0.0.1. One example,
// or a form body (filled in with the curl command's encoding of the first), gets no list.
import test from "ava";
import http from "node:http";
import { closeServer, openTryIt, serveSpec, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*" };

let api;
let site;

test.before(async () => {
  const bodies = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (req.method !== "OPTIONS") bodies.push(body);
      res.writeHead(req.method === "OPTIONS" ? 204 : 200, { ...CORS, "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = { server, bodies, origin: `http://127.0.0.1:${server.address().port}` };
  const schema = { type: "object", properties: { name: { type: "string" }, kind: { type: "string" } } };
  const examples = { dog: { summary: "A dog", value: { name: "Rex", kind: "dog" } }, cat: { summary: "A cat", value: { name: "Tom", kind: "cat" } } };
  const spec = {
    openapi: "3.0.3",
    info: { title: "Examples", version: "1" },
    servers: [{ url: api.origin }],
    paths: {
      "/pets": {
        post: { summary: "Add a pet", requestBody: { content: { "application/json": { schema, examples } } }, responses: { 201: { description: "ok" } } },
        put: { summary: "Replace pets", requestBody: { content: { "application/json": { schema, example: { name: "Rex" } } } }, responses: { 200: { description: "ok" } } },
        patch: { summary: "Update pets", requestBody: { content: { "application/x-www-form-urlencoded": { schema, examples } } }, responses: { 200: { description: "ok" } } },
      },
    },
  };
  ({ site } = await serveSpec(spec, "docgen-try-examples-"));
});

test.after.always(async () => {
  await Promise.all([closeServer(api?.server), site?.close()]);
});

async function open(t, slug) {
  return (await openTryIt(t, chrome.browser, site.url(`/api/pets/${slug}/`))).form;
}

chrome.test("several examples: a list above the body; the one picked fills it and is sent", async (t) => {
  const form = await open(t, "create");
  const list = form.getByRole("combobox", { name: "Examples of the body" });
  const body = form.getByLabel("Body application/json");
  t.deepEqual(await list.locator("option").allTextContents(), ["A dog", "A cat"]);
  t.deepEqual(JSON.parse(await body.inputValue()), { name: "Rex", kind: "dog" });
  await list.selectOption({ label: "A cat" });
  t.deepEqual(JSON.parse(await body.inputValue()), { name: "Tom", kind: "cat" });
  await form.getByRole("button", { name: "Send" }).click();
  await form.locator(".docgen-try__result:not([hidden])").waitFor();
  t.deepEqual(JSON.parse(api.bodies.at(-1)), { name: "Tom", kind: "cat" });
});

chrome.test("one example, or a form body: no list", async (t) => {
  const one = await open(t, "replace");
  t.is(await one.locator("select").count(), 0);
  t.deepEqual(JSON.parse(await one.getByLabel("Body application/json").inputValue()), { name: "Rex" });
  const formBody = await open(t, "patch-all");
  t.is(await formBody.locator("select").count(), 0);
  t.is(await formBody.getByLabel("Body application/x-www-form-urlencoded").inputValue(), "name=Rex&kind=dog");
});
