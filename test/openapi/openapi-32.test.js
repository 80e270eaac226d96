// OpenAPI 3.2 specs are read as what they are, 3.1 with more: its QUERY method, and the registered methods of
// additionalOperations (PURGE, LINK...), get pages, samples and Try it as any method does; a tag's `summary` names
// it, a response's `summary` stands in for a missing description, an example's `dataValue` is its value, and a query
// string written as a form (`in: querystring`) is its properties as query parameters, and a content entry may be a
// `$ref` to a reusable media type. What docgen does not document
// (another query string, a method outside IANA's registry) is named in a warning at its place, never dropped
// silently. The same fields in a 3.1 spec mean nothing and change nothing.
import test from "ava";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { generate } from "../../dist/openapi/generate.js";
import { recordingServer } from "../helpers/recorder.js";
import { buildDocs } from "../helpers/site.js";

const execFileAsync = promisify(execFile);
const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const ok204 = { 204: { description: "Done" } };

function document(openapi, origin = "https://api.example.com") {
  return {
    openapi,
    info: { title: "Search", version: "1" },
    servers: [{ url: origin }],
    tags: [{ name: "search", summary: "Searching", description: "Finding items." }],
    paths: {
      "/items": {
        query: {
          summary: "Search items",
          tags: ["search"],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { type: "object", properties: { q: { type: "string" } } }, examples: { shoes: { summary: "Shoes", dataValue: { q: "shoes" } } } } },
          },
          responses: { 200: { summary: "The matching items" } },
        },
        get: {
          summary: "List items",
          tags: ["search"],
          parameters: [{ name: "filter", in: "querystring", content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } } }],
          responses: { 200: { description: "OK" } },
        },
        additionalOperations: {
          PURGE: { summary: "Purge the cache", responses: { 204: { description: "Purged" } } },
          FROB: { responses: { 204: { description: "?" } } },
          POST: { responses: { 204: { description: "?" } } },
        },
      },
    },
  };
}

const run = (doc, options = {}) => generate({ version: doc.openapi.startsWith("3.2") ? "3.2" : "3.1", warnings: [], document: doc }, { ...OPTIONS, ...options });
const files = (result) => Object.fromEntries(result.files.map((f) => [f.path, f.content]));

test("a 3.2 spec: the QUERY operation's page, the tag's summary, the response's summary, the example's dataValue; warnings for what is not documented", (t) => {
  const result = run(document("3.2.0"));
  const pages = files(result);
  t.deepEqual(Object.keys(pages).sort(), ["index.md", "items/list.md", "items/purge.md", "items/query.md"]);
  t.regex(pages["items/purge.md"], /\{% Api method="PURGE", path="\/items", title="Purge the cache", [^\n]*%\}/);
  const query = pages["items/query.md"];
  t.regex(query, /\{% Api method="QUERY", path="\/items", title="Search items", [^\n]*requestType="application\/json" %\}/);
  t.regex(query, /\n```json Request body: Shoes \(application\/json\)\n\{\n {2}"q": "shoes"\n\}\n```/);
  t.regex(query, /### 200\n\nThe matching items\n/);
  t.regex(query, /curl -X QUERY 'https:\/\/api\.example\.com\/items' \\\n {2}-H 'Content-Type: application\/json' \\\n {2}-d '\{/);
  t.regex(pages["index.md"], /\[Search items\]\(items\/query\/\) `QUERY \/items`/);
  t.deepEqual(
    result.warnings.map((w) => `${w.pointer}: ${w.message}`),
    [
      '#/paths/~1items/get/parameters/0: in: "querystring" ("filter"): its schema lists no properties; skipped. docgen documents a query string written as a form (application/x-www-form-urlencoded) of an object\'s properties',
      "#/paths/~1items/additionalOperations/FROB: FROB is not in IANA's HTTP Method Registry (nor PURGE): not documented, as docgen's pages take a registered method only",
      "#/paths/~1items/additionalOperations/POST: POST has a field of its own in the path item (post); additionalOperations may not hold it: not documented",
    ],
  );
  // With --group-by tag, the tag's page is named by its summary.
  t.regex(files(run(document("3.2.0"), { groupBy: "tag" }))["search/index.md"], /\n# Searching\n/);
});

test("the same fields in a 3.1 spec are not 3.1's: no QUERY page, the tag's name, no summary or dataValue read", (t) => {
  const result = run(document("3.1.0"), { groupBy: "tag" });
  const pages = files(result);
  t.false(Object.keys(pages).some((p) => p.endsWith("query.md")), Object.keys(pages).join(" "));
  t.regex(pages["search/index.md"], /\n# search\n/);
  t.false(JSON.stringify(pages).includes("QUERY"));
  t.deepEqual(result.warnings.map((w) => w.message), ['unknown parameter location in: "querystring" for "filter"; skipped']);
});

test("the QUERY and PURGE samples send QUERY with the body, and PURGE (curl and JavaScript run against a server on 127.0.0.1); the pages build", async (t) => {
  const { received, origin } = await recordingServer(t, (record, res) => res.writeHead(200, { "content-type": "application/json" }).end("[]"));
  const generated = files(run(document("3.2.0", origin), { samples: ["curl", "javascript"] }));
  for (const name of ["items/query.md", "items/purge.md"]) {
    const blocks = Object.fromEntries([...generated[name].matchAll(/^```(\S+) (.+)\n([\s\S]*?)\n```$/gm)].map((m) => [m[2], m[3]]));
    await execFileAsync("bash", ["-c", blocks.curl]);
    await execFileAsync(process.execPath, ["--input-type=module", "-e", blocks.JavaScript]);
  }
  t.deepEqual(
    received.map((r) => [r.method, r.url, r.type, r.text && JSON.parse(r.text)]),
    [
      ["QUERY", "/items", "application/json", { q: "shoes" }],
      ["QUERY", "/items", "application/json", { q: "shoes" }],
      ["PURGE", "/items", "", ""],
      ["PURGE", "/items", "", ""],
    ],
  );
  const site = await buildDocs(Object.fromEntries(Object.entries(files(run(document("3.2.0")))).map(([p, c]) => [`api/${p}`, c])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  t.regex(await site.html("api/items/query.md"), /<span class="docgen-method docgen-method--query">QUERY<\/span>/);
});

test("in: querystring as a form: each property a query parameter, a ParamField on the page (which Try it reads) and in the samples (run against a server); another media type warns", async (t) => {
  const { received, origin } = await recordingServer(t, (record, res) => res.writeHead(200, { "content-type": "application/json" }).end("[]"));
  const doc = document("3.2.0", origin);
  doc.components = { schemas: { Search: { type: "object", required: ["q"], properties: { q: { type: "string", description: "What to look for.", example: "red shoes" }, tags: { type: "array", items: { type: "string" }, example: ["a", "b"] }, page: { type: "integer", minimum: 1 } } } } };
  doc.paths["/items"].get.parameters = [
    { name: "search", in: "querystring", description: "Which items to list.", content: { "application/x-www-form-urlencoded": { schema: { $ref: "#/components/schemas/Search" }, encoding: { tags: { style: "form", explode: false } } } } },
    { name: "raw", in: "querystring", content: { "application/json": { schema: { type: "object" } } } },
  ];
  const result = run(doc, { samples: ["curl", "javascript"] });
  t.deepEqual(
    result.warnings.filter((w) => w.pointer.includes("/get/")).map((w) => `${w.pointer}: ${w.message}`),
    ['#/paths/~1items/get/parameters/1: in: "querystring" ("raw"): its media type is application/json; skipped. docgen documents a query string written as a form (application/x-www-form-urlencoded) of an object\'s properties'],
  );
  const page = files(result)["items/list.md"];
  t.regex(page, /## Query parameters\n\nWhich items to list\.\n\n\{% ParamField name="q", type="string", paramType="query", required=true %\}\n\nWhat to look for\.\n\nExample: `red shoes`\.\n\n\{% endParamField %\}/);
  t.regex(page, /\{% ParamField name="tags", type="array<string>", paramType="query", explode=false %\}\n\nSent as `tags=a,b` in the query\./);
  t.regex(page, /\{% ParamField name="page", type="integer", constraints="at least 1", paramType="query" %\}/);
  const blocks = Object.fromEntries([...page.matchAll(/^```(\S+) (.+)\n([\s\S]*?)\n```$/gm)].map((m) => [m[2], m[3]]));
  await execFileAsync("bash", ["-c", blocks.curl]);
  await execFileAsync(process.execPath, ["--input-type=module", "-e", blocks.JavaScript]);
  t.deepEqual(received.map((r) => [r.method, r.url]), [["GET", "/items?q=red%20shoes"], ["GET", "/items?q=red%20shoes"]], "the required one, with its example");
  // The same parameter in a 3.1 spec is an unknown location.
  t.true(run({ ...doc, openapi: "3.1.0" }).warnings.some((w) => w.message === 'unknown parameter location in: "querystring" for "search"; skipped'));
});

test("reusable media types (components.mediaTypes): a content entry's $ref is followed for bodies, responses and parameters; a broken one warns; the published spec keeps them", (t) => {
  const doc = {
    openapi: "3.2.0",
    info: { title: "Items", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    components: {
      mediaTypes: {
        Item: { schema: { type: "object", properties: { id: { type: "integer", description: "The item's id." } } }, example: { id: 7 } },
        Filter: { schema: { type: "object", properties: { color: { type: "string" } } } },
      },
    },
    paths: {
      "/items": {
        post: {
          summary: "Add an item",
          parameters: [
            { name: "where", in: "querystring", content: { "application/x-www-form-urlencoded": { $ref: "#/components/mediaTypes/Filter" } } },
            { name: "X-Item", in: "header", content: { "application/json": { $ref: "#/components/mediaTypes/Item" } } },
          ],
          requestBody: { content: { "application/json": { $ref: "#/components/mediaTypes/Item" } } },
          responses: { 201: { description: "Added", content: { "application/json": { $ref: "#/components/mediaTypes/Item" } } }, 400: { description: "No", content: { "application/json": { $ref: "#/components/mediaTypes/Nope" } } } },
        },
      },
    },
  };
  const result = run(doc, { specDownload: true });
  t.deepEqual(result.warnings.map((w) => w.pointer), ["#/paths/~1items/post/responses/400/content/application~1json"], result.warnings.map((w) => w.message).join("\n"));
  const page = files(result)["items/create.md"];
  t.regex(page, /## Request body\n\nMedia type: `application\/json`\.[\s\S]*\{% ParamField name="id", type="integer", paramType="body" %\}\n\nThe item's id\./);
  t.regex(page, /-d '\{\n {2}"id": 7\n\}'/, "the sample sends the media type's example");
  t.regex(page, /### 201\n\nAdded\n\nMedia type: `application\/json`\.[\s\S]*\{% ResponseField name="id", type="integer" %\}/);
  t.regex(page, /\{% ParamField name="color", type="string", paramType="query" %\}/, "a query string's form from a reusable media type");
  t.regex(page, /\{% ParamField name="X-Item", type="object", paramType="header" %\}/, "a header's schema from a reusable media type");
  const published = files(result)["openapi.json.md"];
  t.true(published.includes('"mediaTypes"') && published.includes('"Filter"'), "the reusable media types stay in the published spec");
  // In a 3.1 spec the same $ref is not followed: no fields.
  const older = files(run({ ...doc, openapi: "3.1.0" }))["items/create.md"];
  t.regex(older, /## Request body/);
  t.false(older.includes('name="id"'));
});

test("a 3.2 streamed body (itemSchema): each item's fields, said to be a stream's; in a 3.1 spec no schema is read", (t) => {
  const streaming = (openapi) => ({
    openapi,
    info: { title: "Chat", version: "1" },
    paths: {
      "/chat": {
        post: {
          summary: "Chat",
          responses: {
            200: {
              description: "The answer, as it is written",
              content: {
                "text/event-stream": {
                  itemSchema: { type: "object", required: ["delta"], properties: { delta: { type: "string", description: "The next piece of text." }, done: { type: "boolean" } } },
                },
              },
            },
          },
        },
      },
    },
  });
  const page = files(run(streaming("3.2.0")))["chat/create.md"];
  t.regex(page, /Media type: `text\/event-stream`\. A stream; each item: `object`\./);
  t.regex(page, /\{% ResponseField name="delta", type="string" %\}\n\nThe next piece of text\.\n\n\{% endResponseField %\}/);
  t.regex(page, /\{% ResponseField name="done", type="boolean" %\}/);
  const old = files(run(streaming("3.1.0")))["chat/create.md"];
  t.false(/ResponseField|A stream/.test(old));
});

test("3.2's security additions on the index: the device authorization flow and its URL, the metadata URL, a deprecated scheme; not in 3.1", (t) => {
  const secured = (openapi) => ({
    openapi,
    info: { title: "Devices", version: "1" },
    paths: {},
    components: {
      securitySchemes: {
        oauth: {
          type: "oauth2",
          oauth2MetadataUrl: "https://auth.example.com/.well-known/oauth-authorization-server",
          flows: { deviceAuthorization: { deviceAuthorizationUrl: "https://auth.example.com/device", tokenUrl: "https://auth.example.com/token", scopes: { read: "Read things" } } },
        },
        legacyKey: { type: "apiKey", in: "header", name: "X-Key", deprecated: true },
      },
    },
  });
  const index = files(run(secured("3.2.0")))["index.md"];
  t.regex(index, /### oauth\n\nOAuth2\.\n\n- Authorization server metadata: `https:\/\/auth\.example\.com\/\.well-known\/oauth-authorization-server`\n\n#### Device authorization flow\n\n- Device authorization URL: `https:\/\/auth\.example\.com\/device`\n- Token URL: `https:\/\/auth\.example\.com\/token`\n/);
  t.regex(index, /### legacyKey\n\nAPI key in header X-Key\. \*\*Deprecated\.\*\*\n/);
  const old = files(run(secured("3.1.0")))["index.md"];
  t.false(/metadata|Device authorization URL|Deprecated/.test(old), old);
});

test("--spec-download of a 3.2 spec: a left-out operation of additionalOperations goes, the map with its last one, the path item with its last operation", async (t) => {
  const { specDownloadJson } = await import("../../dist/openapi/pages/spec-download.js");
  const doc = {
    openapi: "3.2.0",
    info: { title: "Cache", version: "1" },
    paths: {
      "/cache": { additionalOperations: { PURGE: { "x-internal": true, responses: ok204 }, LINK: { responses: ok204 } } },
      "/secret": { additionalOperations: { PURGE: { "x-internal": true, responses: ok204 } } },
      "/mixed": { get: { responses: ok204 }, additionalOperations: { PURGE: { "x-internal": true, responses: ok204 } } },
    },
  };
  const result = run(doc);
  t.deepEqual(result.skipped.map((s) => s.pointer), ["#/paths/~1cache/additionalOperations/PURGE", "#/paths/~1secret/additionalOperations/PURGE", "#/paths/~1mixed/additionalOperations/PURGE"]);
  const published = JSON.parse(specDownloadJson(doc, result.skipped.map((s) => s.pointer)));
  t.deepEqual(published.paths, { "/cache": { additionalOperations: { LINK: { responses: ok204 } } }, "/mixed": { get: { responses: ok204 } } });
});
