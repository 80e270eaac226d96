// Parts of a spec reached from many places are worked out once: responses behind a `$ref` (normalized once per
// target, warned about once), parameters (once per object, or per plain text they are written as, unless they
// warn), the loader's walk over a JSON document (no "seen" set, since JSON.parse never shares an object) and the
// Nunjucks string fast path. Each must give what the long way gives.
import test from "ava";
import fc from "fast-check";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { walkRefs } from "../../dist/openapi/load/walk.js";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { nunjucksString } from "../../dist/openapi/write/nunjucks.js";
import { writeTemp } from "../openapi-load/helpers/tmp.js";

const info = { title: "T", version: "1" };

test("a response behind a $ref is the same on every operation, with each its own status, and warns once", (t) => {
  const shared = { description: "failed", headers: { "": { schema: { type: "string" } }, "X-Id": { schema: { type: "string" } } }, content: { "application/json": { schema: { type: "object", properties: { code: { type: "integer" } } } } } };
  const ref = { $ref: "#/components/responses/Failed" };
  const { model, warnings } = normalize({
    version: "3.0",
    document: { openapi: "3.0.0", info, components: { responses: { Failed: shared } }, paths: { "/a": { get: { responses: { 400: ref, 500: ref } }, post: { responses: { default: ref } } } } },
  });
  const responses = model.operations.flatMap((op) => op.responses);
  t.deepEqual(responses.map((r) => r.status), ["400", "500", "default"]);
  for (const r of responses) {
    t.is(r.description, "failed");
    t.deepEqual(r.headers.map((h) => h.name), ["X-Id"]);
    t.deepEqual(r.content[0].schema.properties.map((p) => p.name), ["code"]);
  }
  // The empty header name is one mistake in one place: one warning, where the spec has it.
  t.deepEqual(warnings, [{ pointer: "#/components/responses/Failed/headers/", message: "response header with an empty name; skipped" }]);
});

test("an inline response is normalized where it stands, even when it equals another", (t) => {
  const inline = () => ({ description: "ok", headers: { "": { schema: { type: "string" } } } });
  const { model, warnings } = normalize({ version: "3.0", document: { openapi: "3.0.0", info, paths: { "/a": { get: { responses: { 200: inline() } }, put: { responses: { 200: inline() } } } } } });
  t.is(model.operations.length, 2);
  t.deepEqual(warnings.map((w) => w.pointer), ["#/paths/~1a/get/responses/200/headers/", "#/paths/~1a/put/responses/200/headers/"]);
});

test("2.0: a shared response takes each operation's own `produces`", (t) => {
  const { model } = normalize({
    version: "2.0",
    document: {
      swagger: "2.0",
      info,
      produces: ["application/json"],
      responses: { Thing: { description: "a thing", schema: { type: "string" } } },
      paths: { "/a": { get: { responses: { 200: { $ref: "#/responses/Thing" } } }, put: { produces: ["application/xml", "text/csv"], responses: { 200: { $ref: "#/responses/Thing" } } } } },
    },
  });
  const [get, put] = model.operations;
  t.deepEqual(get.responses[0].content.map((c) => c.type), ["application/json"]);
  t.deepEqual(put.responses[0].content.map((c) => c.type), ["application/xml", "text/csv"]);
});

test("a parameter is normalized once for all its uses: behind a $ref, a path item's, and one written alike elsewhere", (t) => {
  const id = () => ({ name: "id", in: "path", required: true, description: "The thing's id.", schema: { type: "string" } });
  const ok = { 200: { description: "ok" } };
  const { model, warnings } = normalize({
    version: "3.0",
    document: {
      openapi: "3.0.0",
      info,
      components: { parameters: { Page: { name: "page", in: "query", schema: { type: "integer", minimum: 1 }, example: 2 } } },
      paths: {
        "/a/{id}": { parameters: [id()], get: { parameters: [{ $ref: "#/components/parameters/Page" }], responses: ok }, post: { responses: ok } },
        "/b/{id}": { get: { parameters: [id(), { $ref: "#/components/parameters/Page" }], responses: ok } },
        // Another description, another key order: not the same parameter, or not known to be.
        "/c/{id}": { get: { parameters: [{ ...id(), description: "Another id." }], responses: ok } },
        "/d/{id}": { get: { parameters: [{ schema: { type: "string" }, name: "id", in: "path", required: true, description: "The thing's id." }], responses: ok } },
      },
    },
  });
  t.deepEqual(warnings, []);
  const [aGet, aPost, bGet, cGet, dGet] = model.operations;
  const param = (op, name) => op.parameters.find((p) => p.name === name);
  t.is(param(aGet, "id"), param(aPost, "id"));
  t.is(param(aGet, "id"), param(bGet, "id"));
  t.is(param(aGet, "page"), param(bGet, "page"));
  t.not(param(cGet, "id"), param(aGet, "id"));
  t.is(param(cGet, "id").description, "Another id.");
  t.not(param(dGet, "id"), param(aGet, "id"));
  t.deepEqual(param(dGet, "id"), param(aGet, "id"));
  t.like(param(bGet, "page"), { name: "page", in: "query", required: false, examples: [{ value: 2 }] });
});

test("a parameter whose normalization warns is normalized at each use, and each warns where it is", (t) => {
  const dangling = () => ({ name: "q", in: "query", schema: { type: "string" }, examples: { a: { $ref: "#/nope" } } });
  const ok = { 200: { description: "ok" } };
  const shared = dangling();
  const { model, warnings } = normalize({
    version: "3.0",
    document: { openapi: "3.0.0", info, paths: { "/a": { parameters: [shared], get: { responses: ok }, put: { responses: ok } }, "/b": { get: { parameters: [dangling()], responses: ok } } } },
  });
  t.deepEqual(
    warnings.map((w) => w.pointer),
    ["#/paths/~1a/parameters/0/examples/a", "#/paths/~1a/parameters/0/examples/a", "#/paths/~1b/get/parameters/0/examples/a"],
  );
  const [aGet, aPut, bGet] = model.operations;
  t.not(aGet.parameters[0], aPut.parameters[0]);
  t.not(aGet.parameters[0], bGet.parameters[0]);
});

test("parameters are compared by their JSON text only when it says all of them: a Map, -0 or a large one is compared as an object", (t) => {
  const ok = { 200: { description: "ok" } };
  const op = (p) => ({ get: { parameters: [p], responses: ok } });
  const big = () => ({ name: "fields", in: "query", schema: { type: "string", enum: Array.from({ length: 500 }, (_, i) => `field${i}`) } });
  const { model, warnings } = normalize({
    version: "3.0",
    document: {
      openapi: "3.0.0",
      info,
      paths: {
        // A document built in code may hold any object: two Maps are both "{}" as JSON.
        "/a": op({ name: "since", in: "query", schema: { type: "string" }, example: new Map([["a", 1]]) }),
        "/b": op({ name: "since", in: "query", schema: { type: "string" }, example: new Map([["b", 2]]) }),
        // A YAML date is an object of a class too: compared as an object, never by its text.
        "/g": op({ name: "at", in: "query", schema: { type: "string" }, example: new Date("2020-01-01T00:00:00Z") }),
        "/h": op({ name: "at", in: "query", schema: { type: "string" }, example: new Date("2021-06-01T00:00:00Z") }),
        "/c": op({ name: "n", in: "query", schema: { type: "number", default: -0 } }),
        "/d": op({ name: "n", in: "query", schema: { type: "number", default: 0 } }),
        "/e": op(big()),
        "/f": op(big()),
      },
    },
  });
  t.deepEqual(warnings, []);
  const [a, b, g, h, c, d, e, f] = model.operations.map((o) => o.parameters[0]);
  t.not(a, b);
  t.is(b.examples[0].value.get("b"), 2);
  t.not(g, h);
  t.is(h.examples[0].value.getUTCFullYear(), 2021);
  t.not(c, d);
  t.true(Object.is(c.schema.default.value, -0));
  t.not(e, f);
  t.is(e.schema.enum.length, 500);
});

/** Every `$ref` the walk visits, with the path of keys it was reached by. */
function visited(doc, tree) {
  const out = [];
  walkRefs(doc, (ref, entry) => {
    const keys = [];
    for (let e = entry; e.parent; e = e.parent) keys.unshift(e.key);
    out.push(`${keys.join("/")} -> ${ref}`);
  }, tree);
  return out;
}

test("the loader's walk visits the same references with or without remembering where it has been, on a JSON tree", (t) => {
  const doc = JSON.parse(
    JSON.stringify({
      paths: { "/a": { get: { parameters: [{ $ref: "#/p/1" }, { name: "x", schema: { $ref: "#/s/X" } }], responses: { 200: { $ref: "#/r" } } } } },
      components: { schemas: { A: { properties: { b: { $ref: "#/s/B" }, c: { items: { $ref: "#/s/C" } } }, example: { $ref: "not a reference" } } } },
    }),
  );
  const tree = visited(doc, true);
  t.deepEqual(tree, visited(doc, false));
  t.deepEqual(tree, ["paths//a/get/parameters/0 -> #/p/1", "paths//a/get/parameters/1/schema -> #/s/X", "paths//a/get/responses/200 -> #/r", "components/schemas/A/properties/b -> #/s/B", "components/schemas/A/properties/c/items -> #/s/C"]);
});

test("a dangling reference: once when a YAML anchor puts it at two places, at each place in JSON", async (t) => {
  const yaml = await writeTemp(
    "anchor.yaml",
    "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200': &r {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Nope'}}}}\n        '201': *r\n",
  );
  const fromYaml = await loadSpec(yaml);
  t.deepEqual(fromYaml.warnings.map((w) => w.pointer), ["#/paths/~1a/get/responses/200/content/application~1json/schema"]);
  const response = { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Nope" } } } };
  const json = await writeTemp("twice.json", JSON.stringify({ openapi: "3.0.0", info, paths: { "/a": { get: { responses: { 200: response, 201: response } } } } }));
  const fromJson = await loadSpec(json);
  t.deepEqual(fromJson.warnings.map((w) => w.pointer), ["#/paths/~1a/get/responses/200/content/application~1json/schema", "#/paths/~1a/get/responses/201/content/application~1json/schema"]);
});

/** nunjucksString the long way: the three replaces, always. */
const slowString = (value) => `"${value.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

test("a Nunjucks string literal from the fast path equals the long way's", (t) => {
  t.is(nunjucksString("plain/{id}"), '"plain/{id}"');
  t.is(nunjucksString("a\tb\u2028c"), '"a b c"');
  fc.assert(
    fc.property(fc.array(fc.constantFrom("a", " ", "\\", '"', "\n", "\r\n", "\t", "\u2028", "\u2029", "{", "é", "'"), { maxLength: 12 }).map((parts) => parts.join("")), (value) => nunjucksString(value) === slowString(value)),
    { numRuns: 2000, seed: 4 },
  );
});
