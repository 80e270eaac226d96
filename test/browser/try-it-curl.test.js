// Try it's "Copy as curl", in Chromium: the command copied runs in a real shell with the real curl against a real
// API on 127.0.0.1 and sends what Send sent from the browser: the method, the path and query with what the reader
// filled in, each header by its name (a credential with its scheme), and the body (JSON with a quote in it, a
// multipart body's text, typed and file parts, with the file where the command runs). A missing field is said, as
// Send says it, and nothing is copied. Serial: the API's log of requests is shared.
import test from "ava";
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { closeServer, openTryIt, serveSpec, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);
const run = promisify(execFile);
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*, Authorization", "access-control-allow-methods": "*" };

let api;
let site;
let root;

test.before(async () => {
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "OPTIONS") requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(req.method === "OPTIONS" ? 204 : 200, { ...CORS, "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = { server, requests, origin: `http://127.0.0.1:${server.address().port}` };
  const spec = {
    openapi: "3.0.3",
    info: { title: "Curl", version: "1" },
    servers: [{ url: `${api.origin}/v1` }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    security: [{ bearer: [] }],
    paths: {
      "/pets/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        put: {
          summary: "Replace a pet",
          parameters: [
            { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
            { name: "filter", in: "query", style: "deepObject", schema: { type: "array", items: { type: "string" } } },
            { name: "X-Trace", in: "header", schema: { type: "string" } },
          ],
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" }, example: { name: "Rex" } } } },
          responses: { 200: { description: "ok" } },
        },
      },
      "/uploads": {
        post: {
          summary: "Upload",
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: { type: "object", required: ["title"], properties: { title: { type: "string" }, meta: { type: "object", properties: { a: { type: "integer" } } }, file: { type: "string", format: "binary" } } },
                encoding: { meta: { contentType: "application/json" } },
              },
            },
          },
          responses: { 200: { description: "ok" } },
        },
      },
    },
  };
  ({ root, site } = await serveSpec(spec, "docgen-try-curl-"));
  await writeFile(path.join(root, "photo.txt"), "the file's bytes\n");
});

test.after.always(async () => {
  await Promise.all([closeServer(api?.server), site?.close()]);
});

async function open(t, slug) {
  const { context, page, form } = await openTryIt(t, chrome.browser, site.url(`/api/${slug}/`));
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
  /** Sends from the browser, then runs the copied command; returns both requests as the API saw them. */
  const both = async () => {
    await form.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(() => !document.querySelector("form.docgen-try").hasAttribute("aria-busy") && document.querySelector(".docgen-try__result:not([hidden])"));
    const sent = api.requests.at(-1);
    await form.getByRole("button", { name: "Copy as curl" }).click();
    await form.getByText("Copied: the request as a curl command, with what you filled in.").waitFor();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    await run("sh", ["-c", `${command} --silent --show-error --output /dev/null`], { cwd: root });
    return { sent, ran: api.requests.at(-1), command };
  };
  return { page, form, both };
}

const HEADERS = ["authorization", "x-trace", "content-type"];
const pick = (headers) => Object.fromEntries(HEADERS.filter((h) => h in headers).map((h) => [h, headers[h]]));

chrome.test.serial("JSON body, query lists, a header and a credential: the command sends what Send sent", async (t) => {
  const { form, both } = await open(t, "pets/update");
  await form.getByLabel("id required").fill("a b/c");
  await form.getByLabel("tags").fill("x, it's");
  await form.getByLabel("filter").fill("p, q");
  await form.getByLabel("X-Trace").fill("trace 'one'");
  await form.getByLabel("Authorization required").fill("tok'en");
  await form.getByLabel("Body application/json").fill('{ "name": "Rex\'s \\"best\\"", "n": "@home" }');
  const { sent, ran, command } = await both();
  t.is(ran.method, "PUT");
  t.is(ran.url, sent.url);
  t.is(sent.url, "/v1/pets/a%20b%2Fc?tags=x&tags=it%27s&filter%5B%5D=p&filter%5B%5D=q");
  t.deepEqual(pick(ran.headers), pick(sent.headers));
  t.is(ran.headers.authorization, "Bearer tok'en");
  t.is(ran.body, sent.body);
  t.regex(command, /^curl -X PUT '/);
  t.regex(command, / \\\n  -H 'X-Trace: trace '\\''one'\\'''/);
});

chrome.test.serial("a multipart body: its text, typed and file parts, the file where the command runs", async (t) => {
  const { form, both } = await open(t, "uploads/create");
  await form.getByLabel("Authorization required").fill("t");
  await form.getByLabel(/^title/).fill("Holiday");
  await form.getByLabel(/^meta/).fill('{"a":1}');
  await form.getByLabel(/^file/).setInputFiles(path.join(root, "photo.txt"));
  const { sent, ran, command } = await both();
  t.is(ran.method, "POST");
  t.regex(ran.headers["content-type"], /^multipart\/form-data; boundary=/);
  // The parts, without the boundaries (the browser's and curl's differ).
  // (A typed part goes from the browser as a Blob of its type, which the browser names "blob"; curl names it not.)
  const parts = (body) =>
    body
      .split(/\r\n--[^\r\n]+/)
      .map((p) => p.replace(/^--[^\r\n]+\r\n/, "").replace('; filename="blob"', "").trim())
      .filter((p) => p && p !== "--")
      .sort();
  t.deepEqual(parts(ran.body), parts(sent.body));
  t.true(parts(ran.body).some((p) => p.includes('name="file"; filename="photo.txt"') && p.endsWith("the file's bytes")));
  t.regex(command, /-F 'file=@photo\.txt'/);
});

chrome.test.serial("a required field left empty: said as Send says it, nothing copied", async (t) => {
  const { page, form } = await open(t, "pets/update");
  await page.evaluate(() => navigator.clipboard.writeText("before"));
  await form.getByRole("button", { name: "Copy as curl" }).click();
  t.regex(await form.locator(".docgen-try__actions [role=status]").textContent(), /^Fill in id \(path\), Authorization \(header\)\.$/);
  t.is(await page.evaluate(() => navigator.clipboard.readText()), "before");
});
