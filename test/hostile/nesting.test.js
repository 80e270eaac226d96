// Deep nesting and cycles give bounded pages: a 40-level object, self, mutual (A -> B -> A), array-item,
// allOf/oneOf/anyOf, additionalProperties, alias ($ref to $ref) and pointer cycles, cycles through
// parameters, request bodies, responses and path items, and a 10x10x10 fan-out cycle. Every page stays under
// a size bound, recursion is shown as "Recursive, see <schema>" (linked when schema pages exist), and the
// site builds. No timing assertion: the test has ava's timeout, and the bounds are on output size.
import test from "ava";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MAX_FIELD_DEPTH, MAX_ROWS } from "../../dist/openapi/pages/fields.js";
import { builtPages, docgen, generateAndBuild, listFiles, mainOf, project, squash, visibleText } from "./helpers.js";

const MAX_PAGE_MARKDOWN = 200 * 1024;
const MAX_PAGE_HTML = 600 * 1024;

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const props = (prefix, n, target) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, ref(target)]));

function nested(levels) {
  let schema = { type: "string" };
  for (let i = levels; i >= 1; i--) schema = { type: "object", description: `level ${i}`, properties: { [`l${i}`]: schema, [`s${i}`]: { type: "string" } } };
  return schema;
}

const schemas = {
  Deep: nested(40),
  Self: { type: "object", properties: { id: { type: "string" }, self: ref("Self") } },
  A: { type: "object", properties: { b: ref("B") } },
  B: { type: "object", properties: { a: ref("A") } },
  Tree: { type: "object", properties: { children: { type: "array", items: ref("Tree") } } },
  ItemsSelf: { type: "array", items: ref("ItemsSelf") },
  AllOfSelf: { allOf: [ref("AllOfSelf"), { type: "object", properties: { x: { type: "string" } } }] },
  OneOfSelf: { oneOf: [ref("OneOfSelf"), { type: "object", properties: { y: { type: "string" } } }] },
  AnyOfA: { anyOf: [ref("AnyOfB")], properties: { q: { type: "string" } } },
  AnyOfB: { anyOf: [ref("AnyOfA")], properties: { r: ref("AnyOfA") } },
  Map: { type: "object", additionalProperties: ref("Map"), properties: { m: ref("Map") } },
  AliasA: ref("AliasB"),
  AliasB: ref("AliasA"),
  SelfAlias: ref("SelfAlias"),
  Pointer: { type: "object", properties: { inner: { type: "object", properties: { again: { $ref: "#/components/schemas/Pointer/properties/inner" } } } } },
  Wide: { type: "object", properties: props("w", 30, "Wide") },
  Fan: { type: "object", properties: props("f", 10, "Fan2") },
  Fan2: { type: "object", properties: props("g", 10, "Fan3") },
  Fan3: { type: "object", properties: props("h", 10, "Fan") },
};

function cyclicSpec() {
  const paths = {};
  for (const name of Object.keys(schemas)) {
    const body = { content: { "application/json": { schema: ref(name) } } };
    paths[`/${name.toLowerCase()}`] = { post: { operationId: `create${name}`, summary: `Create ${name}`, requestBody: body, responses: { 200: { description: "ok", ...body } } } };
  }
  // One tagged operation: tag mode files the others, untagged, in default/ (a spec without tags is filed by path).
  paths["/inline"] = { post: { summary: "Inline deep", tags: ["deep"], requestBody: { content: { "application/json": { schema: nested(40) } } }, responses: { 200: { description: "ok" } } } };
  paths["/loops"] = {
    get: { parameters: [{ $ref: "#/components/parameters/P" }], requestBody: { $ref: "#/components/requestBodies/R" }, responses: { 200: { $ref: "#/components/responses/S" } } },
  };
  paths["/self-item"] = { $ref: "#/paths/~1self-item" };
  return {
    openapi: "3.1.0",
    info: { title: "Cycles", version: "1" },
    paths,
    components: {
      schemas,
      parameters: { P: { $ref: "#/components/parameters/P" } },
      requestBodies: { R: { $ref: "#/components/requestBodies/R" } },
      responses: { S: { $ref: "#/components/responses/S" } },
    },
  };
}

const fieldCount = (md) => (md.match(/^\{% (Field|ParamField|ResponseField) /gm) ?? []).length;

test("deep nesting and every kind of cycle give bounded pages that show the recursion, and a site", async (t) => {
  const proj = await project(cyclicSpec());
  try {
    const { generated, build } = await generateAndBuild(proj);
    t.regex(build.stderr, /, 0 warnings/);
    // The non-schema loops are reported, not followed.
    const warned = generated.path.warnings.map((w) => w.message).join("\n");
    for (const loop of ["#/components/parameters/P", "#/components/requestBodies/R", "#/components/responses/S", "#/paths/~1self-item"]) t.true(warned.includes(loop), `warning for ${loop}`);

    for (const mode of ["path", "tag", "method"]) {
      const out = path.join(proj.root, "docs", mode);
      const files = await listFiles(out);
      t.true(files.length >= Object.keys(schemas).length * 2, `${mode}: ${files.length} files`);
      for (const f of files) {
        const md = await readFile(path.join(out, f), "utf8");
        t.true(md.length <= MAX_PAGE_MARKDOWN, `${mode}/${f}: ${md.length} bytes`);
        // A field list holds at most MAX_ROWS rows and says so when cut (its top level, or some fields' own fields);
        // a page has a request and a response list per operation (method mode puts one operation per path on these
        // pages).
        const cut = (md.match(/Only the first \d+ fields are shown; the schema has more\.|To keep this list within \d+ fields, some fields' own fields are not listed/g) ?? []).length;
        t.true(fieldCount(md) <= 2 * MAX_ROWS, `${mode}/${f}: ${fieldCount(md)} fields`);
        if (fieldCount(md) > MAX_ROWS) t.true(cut >= 1, `${mode}/${f}: a cut list says so`);
        // Nesting shown inline stops at MAX_FIELD_DEPTH levels, whatever the schema's depth.
        for (const m of md.matchAll(/^\{% \w*Field name="([^"]*)"/gm)) t.true(m[1].split(".").length <= MAX_FIELD_DEPTH, `${mode}/${f}: ${m[1]}`);
      }
    }

    const schemaPage = (name) => readFile(path.join(proj.root, "docs/path/schemas", `${name}.md`), "utf8");
    for (const [name, field, target] of [["Self", "self", "Self"], ["A", "b.a", "A"], ["B", "a.b", "B"], ["Tree", "children", "Tree"], ["Map", "m", "Map"], ["Wide", "w0", "Wide"]]) {
      const md = await schemaPage(name);
      const at = md.indexOf(`{% Field name="${field}"`);
      t.true(at >= 0, `${name}: field ${field}`);
      t.regex(md.slice(at, md.indexOf("{% endField %}", at)), new RegExp(`Recursive, see \\[${target}\\]\\(\\.\\./\\.\\./schemas/${target}/\\)\\.`), `${name}.${field}`);
    }
    // Composition cycles list their own properties once and stop.
    t.regex(await schemaPage("AllOfSelf"), /\{% Field name="x"/);
    t.regex(await schemaPage("OneOfSelf"), /\{% Field name="y"/);
    t.is(fieldCount(await schemaPage("Deep")), 2 * MAX_FIELD_DEPTH);

    // In the built site the recursion notes link to schema pages that exist.
    const site = path.join(proj.root, "_site");
    const pages = await builtPages(site);
    let recursive = 0;
    for (const { file, html } of pages) {
      t.true(html.length <= MAX_PAGE_HTML, `${file}: ${html.length} bytes`);
      for (const m of mainOf(html).matchAll(/Recursive, see <a href="([^"]+)">/g)) {
        t.true(existsSync(path.join(site, path.dirname(file), m[1], "index.html")), `${file}: ${m[1]}`);
        recursive++;
      }
    }
    t.true(recursive > 20, `${recursive} recursion links`);
    const self = pages.find((p) => p.file === "tag/default/create-self/index.html");
    t.truthy(self, pages.map((p) => p.file).join(" "));
    t.true(squash(visibleText(mainOf(self.html))).includes("Recursive, see Self."));
  } finally {
    await proj.cleanup();
  }
});

test("without schema pages the recursion is named in code, and the site builds", async (t) => {
  const proj = await project(cyclicSpec());
  try {
    const gen = await docgen(proj.root, "openapi", proj.spec, "-o", "docs", "--group-by", "tag");
    t.is(gen.code, 0, gen.stderr);
    const md = await readFile(path.join(proj.root, "docs/default/create-self.md"), "utf8");
    t.regex(md, /Recursive, see `Self`\./);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
    const html = await readFile(path.join(proj.root, "_site/default/create-self/index.html"), "utf8");
    t.regex(mainOf(html), /Recursive, see <code>Self<\/code>\./);
  } finally {
    await proj.cleanup();
  }
});
