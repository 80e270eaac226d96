// Pure layers with plain objects: normalize, naming, fields, prose sanitizing and the Markdown writer.
import test from "ava";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { slugify, safeName, uniqueNames } from "../../dist/openapi/pages/naming.js";
import { actionName, resourceOf } from "../../dist/openapi/pages/layout.js";
import { flattenFields, schemaLookup } from "../../dist/openapi/pages/fields.js";
import { relativeUrl } from "../../dist/openapi/pages/links.js";
import { sanitizeProse } from "../../dist/openapi/write/prose.js";
import { nunjucksLiteral, nunjucksString, openTag } from "../../dist/openapi/write/nunjucks.js";
import { isGenerated, writeFrontMatter } from "../../dist/openapi/write/front-matter.js";

test("normalize: 2.0 body, formData, x-nullable and 3.1 type arrays end in one model", (t) => {
  const v2 = normalize({ version: "2.0", document: { swagger: "2.0", info: { title: "T", version: "1" }, consumes: ["application/json"], paths: { "/a": { post: {
    parameters: [{ name: "b", in: "body", schema: { type: "object", properties: { x: { type: "string", "x-nullable": true } } } }],
    responses: { 200: { description: "ok" } } }, put: { consumes: ["multipart/form-data"], parameters: [{ name: "f", in: "formData", type: "file", required: true }], responses: { 200: { description: "ok" } } } } } } });
  const [post, put] = v2.model.operations;
  t.is(post.requestBody.content[0].type, "application/json");
  t.true(post.requestBody.content[0].schema.properties[0].schema.nullable);
  t.is(put.requestBody.content[0].type, "multipart/form-data");
  t.deepEqual(put.requestBody.content[0].schema.properties[0].schema.format, "binary");
  const v31 = normalize({ version: "3.1", document: { openapi: "3.1.0", info: { title: "T", version: "1" }, paths: {}, webhooks: { hook: { post: { responses: { 200: { description: "ok" } } } } },
    components: { schemas: { A: { type: ["string", "null"] }, B: { oneOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }] }, C: { type: "null" }, D: { type: "integer" }, E: { type: 7 } } } } });
  t.true(v31.model.schemas[0].schema.nullable);
  t.deepEqual(v31.model.schemas[0].schema.types, ["string"]);
  t.true(v31.model.schemas[1].schema.nullable);
  // One type as a string (the common case) reads as the one-item list would.
  t.deepEqual(v31.model.schemas.slice(2).map(({ schema }) => [schema.types, schema.nullable]), [[[], true], [["integer"], false], [[], false]]);
  t.deepEqual(put.requestBody.content[0].schema.properties[0].schema.types, ["string"], "a 2.0 file is a string (binary)");
  t.is(v31.model.webhooks[0].kind, "webhook");
});

test("normalize: every schema has the same keys, whatever the spec gave (one shape for V8)", (t) => {
  const { model } = normalize({ version: "3.1", document: { openapi: "3.1.0", info: { title: "T", version: "1" }, paths: {}, components: { schemas: {
    A: { type: "object", title: "A", description: "d", default: {}, enum: [{}], properties: { x: { type: "array", items: { type: "string", format: "uuid" } } }, additionalProperties: { type: "integer" } },
    B: { oneOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }] },
    C: { $ref: "#/components/schemas/A" },
    D: {},
  } } } });
  const keys = (schema) => Object.keys(schema).sort().join(",");
  const all = [];
  const collect = (s) => {
    if (!s || s === true || "ref" in s || "cycle" in s) return;
    all.push(s);
    for (const p of s.properties) collect(p.schema);
    collect(s.items);
    collect(s.additionalProperties);
  };
  for (const { schema } of model.schemas) collect(schema);
  t.true(all.length >= 7);
  t.deepEqual([...new Set(all.map(keys))], [keys(all.at(-1))]);
});

test("normalize: dangling $ref and unknown `in` warn with a JSON pointer; generation goes on", (t) => {
  const { model, warnings } = normalize({ version: "3.0", document: { openapi: "3.0.0", info: { title: "T", version: "1" }, paths: { "/a/{id}": { get: {
    parameters: [{ name: "id", in: "path", schema: { $ref: "#/components/schemas/Nope" } }, { name: "z", in: "body2" }] } } } } });
  t.is(model.operations.length, 1);
  t.deepEqual(warnings.map((w) => w.pointer).sort(), ["#/paths/~1a~1{id}/get/parameters/0/schema", "#/paths/~1a~1{id}/get/parameters/1", "#/paths/~1a~1{id}/get/responses"].sort());
  t.true(model.operations[0].parameters[0].required, "path parameters are always required");
});

test("security: [] means no authentication; global security applies otherwise", (t) => {
  const { model } = normalize({ version: "3.0", document: { openapi: "3.0.0", info: { title: "T", version: "1" }, security: [{ k: [] }],
    components: { securitySchemes: { k: { type: "apiKey", in: "header", name: "X-Key" } } },
    paths: { "/a": { get: { security: [], responses: { 200: { description: "ok" } } }, post: { responses: { 200: { description: "ok" } } } } } } });
  t.deepEqual(model.operations[0].security, []);
  t.deepEqual(model.operations[1].security, [[{ scheme: "k", scopes: [] }]]);
});

test("fields: recursion by ancestor stack; a schema used twice is expanded twice", (t) => {
  const { model } = normalize({ version: "3.0", document: { openapi: "3.0.0", info: { title: "T", version: "1" }, paths: {}, components: { schemas: {
    Node: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/components/schemas/Node" } } } },
    P: { type: "object", properties: { home: { $ref: "#/components/schemas/Addr" }, work: { $ref: "#/components/schemas/Addr" } } },
    Addr: { type: "object", properties: { city: { type: "string" } } } } } } });
  const lookup = schemaLookup(model);
  const node = flattenFields(lookup, { ref: "Node" });
  t.deepEqual(node.map((r) => [r.name, r.type, r.see]), [["kids", "array<Node>", { schema: "Node", recursive: true }]]);
  t.deepEqual(flattenFields(lookup, { ref: "P" }).map((r) => r.name), ["home", "home.city", "work", "work.city"]);
});

test("naming: slugs are safe ASCII, bounded, never reserved", (t) => {
  t.is(slugify("../../x"), "x");
  t.is(slugify("Get / a .. pet {{ x }}"), "get-a-pet-x");
  t.is(slugify("findByStatus", { camel: true }), "find-by-status");
  t.is(slugify("Crème brûlée"), "creme-brulee");
  t.is(slugify("con"), "con-x");
  t.true(slugify("word ".repeat(40)).length <= 60);
  t.is(safeName("Pet.V2/../x", "schema"), "Pet-V2-x");
  t.is(safeName("...", "schema"), "schema");
});

test("naming: collisions resolved without regard to case, deterministically", (t) => {
  const names = uniqueNames([{ key: 1, base: "list", disambiguator: "get" }, { key: 2, base: "List", disambiguator: "post" }, { key: 3, base: "index" }, { key: 4, base: "a" }, { key: 5, base: "A" }]);
  t.is(names.get(1), "list-get");
  t.is(names.get(2), "List-post");
  t.is(names.get(4), "a");
  t.is(names.get(5), "A-2");
  t.is(uniqueNames([{ key: "i", base: "index" }], ["index"]).get("i"), "index-2");
});

test("path mode: resources skip version prefixes; actions are named by the rules", (t) => {
  t.deepEqual(resourceOf("/v1/customers/{id}"), { resource: "customers", rest: ["{id}"], isRoot: false, verb: undefined });
  t.deepEqual(resourceOf("/"), { resource: "root", rest: [], isRoot: true, verb: undefined });
  t.deepEqual(resourceOf("/root/{id}"), { resource: "root", rest: ["{id}"], isRoot: false, verb: undefined }, "a segment named root is no root");
  // A custom method (Google's `:verb`) is an action on the path before it.
  t.deepEqual(resourceOf("/v1/{parent}/clusters:restore"), { resource: "clusters", rest: [], isRoot: false, verb: "restore" });
  t.deepEqual(resourceOf("/{name}:cancel"), { resource: "root", rest: ["{name}"], isRoot: true, verb: "cancel" });
  t.is(actionName("POST", ["{id}"], new Set(), 0, "restart"), "restart");
  t.is(actionName("GET", ["{id}", "instances", "{iid}"], new Set(), 0, "getIamPolicy"), "instances-get-iam-policy");
  t.is(actionName("DELETE", [], new Set(), 0, "purge"), "purge-delete");
  t.is(actionName("GET", []), "list");
  t.is(actionName("POST", []), "create");
  t.is(actionName("GET", ["{id}"]), "get");
  t.is(actionName("PUT", ["{id}"]), "update");
  t.is(actionName("DELETE", ["{id}"]), "delete");
  t.is(actionName("PATCH", ["{id}"]), "patch");
  t.is(actionName("GET", ["{id}", "reviews"]), "reviews-list");
  t.is(actionName("GET", ["{id}", "reviews", "{rid}"]), "reviews-get");
  t.is(actionName("GET", ["findByStatus"]), "find-by-status");
  t.is(actionName("PUT", ["login"]), "login-put");
});

test("links: relative to Eleventy's default permalinks", (t) => {
  t.is(relativeUrl("pets/list.md", "schemas/Pet.md"), "../../schemas/Pet/");
  t.is(relativeUrl("index.md", "pets/list.md"), "pets/list/");
  t.is(relativeUrl("pets/list.md", "index.md"), "../../");
});

test("nunjucks: a literal never opens or closes a raw block; strings are escaped on one line", (t) => {
  for (const text of ["{{ x }}", "{% raw %}", "{% endraw %}", "{#", "{%- endraw -%}", "a {", "{%%}"]) {
    const out = nunjucksLiteral(text);
    const inside = out.split(/\{% endraw %\}\{\{ "\{%" \}\}\{% raw %\}/).map((s) => s.replace(/^\{% raw %\}|\{% endraw %\}$/g, ""));
    t.false(inside.some((s) => s.includes("{%")), `${text} -> ${out}`);
  }
  t.is(nunjucksString('a "b" \\ c\nd'), '"a \\"b\\" \\\\ c d"');
  t.is(openTag("ParamField", [["name", "id"], ["required", true], ["default", 10]]), '{% ParamField name="id", required=true, default=10 %}');
});

test("prose: scripts, handlers and script URLs go; inline HTML and code stay; headings are demoted", (t) => {
  const out = sanitizeProse("# H\n\n<script>x()</script><b onclick=\"y()\">b</b> <a href=\"javascript:z()\">a</a> [l](javascript:w())\n\nText `<script>code</script>`\n\n```\n<script>fence()</script>\n```\n\n</div>", 3);
  t.regex(out, /^### H$/m);
  t.notRegex(out, /x\(\)|onclick|javascript:/);
  t.regex(out, /<b>b<\/b>/);
  // Code keeps its text, escaped in <code> / <pre><code> elements (hostile/markdown-safety.test.js says why).
  t.regex(out, /<code>&lt;script&gt;code&lt;\/script&gt;<\/code>/);
  t.regex(out, /<pre><code>&lt;script&gt;fence\(\)&lt;\/script&gt;&#10;<\/code><\/pre>/);
  t.notRegex(out, /<\/div>/, "a stray closing tag is dropped");
  t.regex(sanitizeProse("<div>\n`<script>a()</script>`\n</div>", 1), /^<div>\n``\n<\/div>$/, "inside an HTML block backticks are not code");
});

test("front matter: the generator marker tells generated files from hand-written ones", (t) => {
  const fm = writeFrontMatter({ title: 'A "title": yes', description: "d", source: "GET /a", order: 2, method: "GET" });
  t.true(isGenerated(fm + "\n# x\n"));
  t.regex(fm, /^title: "A \\"title\\": yes"$/m);
  t.regex(fm, /^templateEngineOverride: njk,md$/m);
  t.regex(fm, /^source: "GET \/a"$/m, "the marker says which operation the page documents");
  t.false(isGenerated("---\ntitle: mine\n---\n"));
  t.false(isGenerated("# generator: docgen openapi\n"));
});
