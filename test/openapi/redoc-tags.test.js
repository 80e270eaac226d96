// Redoc's component tags in the descriptions it shows as sections (src/openapi/pages/redoc-tags.ts): a line
// `<SchemaDefinition schemaRef="..." />` becomes the schema's fields, `<SecurityDefinitions />` and
// `<security-definitions />` go (the index lists the schemes under Authentication). Before, each was an unknown HTML
// element: an empty "data model" section, or an element left open around the rest of the introduction.
import test from "ava";
import { readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "../../dist/openapi/generate.js";
import { docgen, mainOf, project } from "../hostile/helpers.js";

const ok = { responses: { 200: { description: "OK" } } };
const pet = {
  type: "object",
  required: ["name"],
  properties: { name: { type: "string", description: "What it answers to." }, tag: { $ref: "#/components/schemas/Tag" } },
};
const document = {
  openapi: "3.0.3",
  info: {
    title: "Pets",
    version: "1",
    description: "Welcome.\n\n# Authentication\n\nSend a key.\n\n<SecurityDefinitions />\n\nThen call us.\n\n<security-definitions/>\n\nThe end.",
  },
  tags: [
    { name: "pets", description: "Pets." },
    { name: "pet_model", "x-displayName": "The Pet model", description: "A pet, as we store it.\n\n<SchemaDefinition schemaRef=\"#/components/schemas/Pet\" />\n" },
    { name: "quoted", description: "<SchemaDefinition schemaRef='#/components/schemas/Tag' showReadOnly={true}></SchemaDefinition>" },
    { name: "missing", description: "Before.\n\n<SchemaDefinition schemaRef=\"#/components/schemas/Nope\" />\n\nAfter." },
    { name: "fenced", description: "As Redoc writes it:\n\n```html\n<SchemaDefinition schemaRef=\"#/components/schemas/Pet\" />\n```" },
  ],
  paths: { "/pets": { get: { summary: "List pets", tags: ["pets"], ...ok } } },
  components: {
    schemas: { Pet: pet, Tag: { type: "object", properties: { label: { type: "string" } } } },
    securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } },
  },
};
const index = (doc = document, includeSchemas = false) =>
  generate({ version: doc.swagger ? "2.0" : "3.0", warnings: [], document: doc }, { groupBy: "path", includeSchemas, basePath: "", skipDeprecated: false }).files.find((f) => f.path === "index.md").content;
/** A documentation tag's section of the index: from its `##` heading to the next. */
const section = (text, heading) => {
  const at = text.indexOf(`\n## ${heading}\n`);
  if (at === -1) return undefined;
  const next = text.indexOf("\n## ", at + 1);
  return text.slice(at + 1, next === -1 ? undefined : next);
};

test("a SchemaDefinition line is the schema's fields, where the description puts it", (t) => {
  const text = section(index(), "The Pet model");
  t.regex(text, /^## The Pet model\n\nA pet, as we store it\.\n\n\{% Field name="name", type="string", required=true %\}\n\nWhat it answers to\./, text);
  t.regex(text, /\{% Field name="tag", type="Tag" %\}[\s\S]*\{% Field name="tag\.label", type="string" %\}/);
  t.false(/schemadefinition/i.test(text));
  // Single quotes, a Redoc property and a closing tag of its own.
  t.regex(section(index(), "quoted"), /^## quoted\n\n\{% Field name="label", type="string" %\}/);
});

test("with schema pages, the fields follow a link to the schema's page", (t) => {
  t.regex(section(index(document, true), "The Pet model"), /A pet, as we store it\.\n\nSchema: \[Pet\]\(schemas\/Pet\/\)\.\n\n\{% Field name="name"/);
});

test("a SchemaDefinition naming no schema of the spec shows nothing; one in a code fence stays code", (t) => {
  t.is(section(index(), "missing"), "## missing\n\nBefore.\n\nAfter.\n");
  t.true(section(index(), "fenced").includes('<code class="language-html">&lt;SchemaDefinition schemaRef=&quot;#/components/schemas/Pet&quot; /&gt;'));
});

test("SecurityDefinitions, in either spelling, goes: the schemes are under Authentication", (t) => {
  const text = index();
  t.false(/securitydefinitions|security-definitions/i.test(text), text);
  t.true(text.includes("Send a key.\n\nThen call us.\n\nThe end."), text);
  t.regex(text, /\n## Authentication\n\n### key\n/);
});

test("Swagger 2.0: #/definitions/ names the schema", (t) => {
  const doc = {
    swagger: "2.0",
    info: { title: "Pets", version: "1" },
    tags: [{ name: "model", description: '<SchemaDefinition schemaRef="#/definitions/Pet" />' }],
    paths: { "/pets": { get: { summary: "List pets", ...ok } } },
    definitions: { Pet: { type: "object", properties: { name: { type: "string" } } } },
  };
  t.regex(section(index(doc), "model"), /^## model\n\n\{% Field name="name", type="string" %\}/);
});

test("built: the fields render in the section, and no unknown element is left in the page", async (t) => {
  const proj = await project(document);
  t.teardown(() => proj.cleanup());
  const r = await docgen(proj.root, "openapi", proj.spec, "-o", "docs");
  t.is(r.code, 0, r.stderr);
  const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
  t.is(built.code, 0, built.stderr);
  const main = mainOf(readFileSync(path.join(proj.root, "_site", "index.html"), "utf8"));
  t.false(/<\/?(schemadefinition|securitydefinitions|security-definitions)\b/i.test(main));
  const model = main.slice(main.indexOf(">The Pet model<"));
  t.regex(model, /^[\s\S]*?A pet, as we store it\.[\s\S]*?docgen-field[\s\S]*?>name<[\s\S]*?What it answers to\./);
});
