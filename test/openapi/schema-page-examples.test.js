// A schema page shows an example of the whole object beside its fields (a ResponseExample: the column on a wide
// screen, before the fields on a phone), as Stripe's reference shows each object: the spec's example of the schema,
// else one built from it as a response carries it (write-only fields left out), which says so. A schema without
// fields (a string, an enum) shows its own example, if any, under its type, as before.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: { "/x": { get: { summary: "X", responses: { 200: { description: "OK" } } } } },
  components: {
    schemas: {
      Pet: {
        type: "object",
        properties: { id: { type: "integer", readOnly: true, example: 7 }, name: { type: "string", example: "Rex" }, password: { type: "string", writeOnly: true }, owner: { $ref: "#/components/schemas/Owner" } },
      },
      Owner: { type: "object", properties: { name: { type: "string" } }, example: { name: "Ann" } },
      Color: { type: "string", enum: ["red", "green"], example: "red" },
    },
  },
};
const pages = () => Object.fromEntries(generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false }).files.map((f) => [f.path, f.content]));
const body = (page) => page.slice(page.indexOf("\n---\n") + 5);

test("built from the schema: beside the fields, as returned (read-only kept, write-only left out), saying so", (t) => {
  const pet = body(pages()["schemas/Pet.md"]);
  t.true(pet.startsWith("\n# Pet\n\nType: `object`.\n\n{% ResponseExample %}\n\n## Example\n\nBuilt from the schema, as the API returns it: the spec gives no example.\n\n```json\n"), pet);
  const json = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(pet)[1]);
  t.deepEqual(json, { id: 7, name: "Rex", owner: { name: "Ann" } });
  t.true(pet.indexOf("{% endResponseExample %}") < pet.indexOf("## Properties"), "before the fields, which it stands beside");
});

test("the spec's example of the schema: in the column, not labelled as built; a schema without fields keeps its example under its type", (t) => {
  const all = pages();
  const owner = body(all["schemas/Owner.md"]);
  t.true(owner.includes('{% ResponseExample %}\n\n## Example\n\n```json\n{\n  "name": "Ann"\n}\n```\n\n{% endResponseExample %}\n\n## Properties'), owner);
  t.false(owner.includes("Built from the schema"));
  const color = body(all["schemas/Color.md"]);
  t.false(color.includes("ResponseExample"));
  t.true(color.endsWith("## Example\n\n```text\nred\n```\n"), color);
});

test("built: the example stands in the page's examples column", async (t) => {
  const site = await buildDocs(Object.fromEntries(Object.entries(pages()).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/schemas/Pet.md"));
  t.regex(html, /<div class="docgen-response-example">\s*<h2 id="example">[\s\S]*?<pre tabindex="0"><code class="language-json">/);
});
