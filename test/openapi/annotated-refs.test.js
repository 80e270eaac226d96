// `allOf: [{ $ref: Named }, { description, ... }]`, the way 3.0 specs (which ignore a $ref's siblings) describe one
// use of a named schema, reads as the $ref with those siblings (src/openapi/normalize/schema.ts, annotatedRef): the
// field is typed by the schema, described by the annotation, lists the schema's fields and gets its example, as a
// 3.1 `$ref` with a `description` beside it does. A member that constrains the values keeps the merge.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { normalize } from "../../dist/openapi/normalize/index.js";

const OPTIONS = { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false };

function spec() {
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  return {
    version: "3.0",
    warnings: [],
    document: {
      openapi: "3.0.3",
      info: { title: "Annotated", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/things": {
          post: {
            summary: "Add a thing",
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      sibling: { ...ref("Flag"), description: "A $ref with a sibling (3.1)." },
                      flag: { allOf: [ref("Flag"), { description: "Whether it is on." }] },
                      item: { allOf: [ref("Item"), { description: "The item.", nullable: true }] },
                      items: { allOf: [ref("Items"), { description: "The items." }] },
                      own: { description: "The wrapper's own words win.", allOf: [ref("Flag"), { description: "Not these." }] },
                      given: { allOf: [ref("Item"), { example: { k: "given" } }] },
                      secret: { allOf: [ref("Flag"), { readOnly: true, description: "Set by the server." }] },
                      code: { allOf: [ref("Code"), { pattern: "^[A-Z]+$", description: "Constrained here." }] },
                      link: { allOf: [{ type: "object", description: "Shared links in general.", properties: { url: { type: "string" } } }, { description: "This file's shared link." }, { nullable: true }] },
                      stamp: { allOf: [ref("Flag"), ref("Code"), { readOnly: true, description: "Two references: a merge, annotated." }] },
                      shape: { oneOf: [{ title: "Short code", allOf: [ref("Code"), { description: "Titled." }] }, { title: "Item", allOf: [ref("Item"), { description: "Titled as its schema." }] }] },
                    },
                  },
                },
              },
            },
            responses: { 204: { description: "Done" } },
          },
        },
      },
      components: {
        schemas: {
          Flag: { type: "boolean", description: "A flag." },
          Item: { type: "object", description: "An item.", properties: { k: { type: "string", example: "kk" }, v: { type: "integer" } } },
          Items: { type: "array", items: ref("Item") },
          Code: { type: "string", example: "AB" },
          Alias: { allOf: [ref("Item"), { description: "Another name for an item." }] },
        },
      },
    },
  };
}

const page = () => generate(spec(), OPTIONS).files.find((f) => f.path === "things/create.md").content;
/** Each body field's name, type and description (its first line). */
function fields(text) {
  return Object.fromEntries([...text.matchAll(/\{% ParamField name="([^"]+)", type="([^"]*)"[^%]*%\}(?:\n\n([^\n]*)\n\n)?/g)].map((m) => [m[1], [m[2], m[3] ?? ""]]));
}

test("each annotated use is typed by its schema, described by its annotation, and lists the schema's fields; an annotated merge takes the annotation too", (t) => {
  const f = fields(page());
  t.deepEqual(f.sibling, ["Flag", "A $ref with a sibling (3.1)."], "the 3.1 form, for comparison");
  t.deepEqual(f.flag, ["Flag", "Whether it is on."]);
  t.deepEqual(f.item, ["Item | null", "The item."]);
  t.deepEqual(f["item.k"], ["string", "Example: `kk`."]);
  t.deepEqual(f["item.v"], ["integer", ""]);
  t.deepEqual(f.items, ["Items", "The items."]);
  t.deepEqual(f["items.k"], ["string", "Example: `kk`."], "a list's item fields under its name");
  t.deepEqual(f.own, ["Flag", "The wrapper's own words win."]);
  t.is(f.secret, undefined, "readOnly beside the reference: not in a request body");
  t.deepEqual(f.link, ["object | null", "This file's shared link."], "an inline object annotated the same way (Box's)");
  t.deepEqual(f["link.url"], ["string", ""]);
  t.is(f.stamp, undefined, "a merge's annotation member applies to the merge: readOnly, so not in a request body");
});

test("a member that constrains the values, or a title of its own, keeps the merge: not read as the named schema", (t) => {
  const { model } = normalize(spec());
  const body = model.operations[0].requestBody.content[0].schema;
  const code = body.properties.find((p) => p.name === "code").schema;
  t.false("ref" in code, "an inline schema, as before");
  t.is(code.allOf.length, 2);
  const [short, item] = body.properties.find((p) => p.name === "shape").schema.oneOf;
  t.is(short.title, "Short code", "a title of its own keeps the merge: it names the shape");
  t.deepEqual(item, { ref: "Item", siblings: { description: "Titled as its schema." } }, "a title that repeats the schema's name does not");
  const flag = body.properties.find((p) => p.name === "flag").schema;
  t.deepEqual(flag, { ref: "Flag", siblings: { description: "Whether it is on." } });
});

test("the example request: each use's example, the one given beside the reference first", (t) => {
  const body = JSON.parse(/-d '([\s\S]*?)'\n```/.exec(page())[1]);
  t.deepEqual(body, { sibling: true, flag: true, item: { k: "kk", v: 0 }, items: [{ k: "kk", v: 0 }], own: true, given: { k: "given" }, code: "AB", link: { url: "string" }, shape: { k: "kk", v: 0 } });
});

test("a named schema that is only an annotated reference keeps the annotation as its description", (t) => {
  const alias = generate(spec(), OPTIONS).files.find((f) => f.path === "schemas/Alias.md")?.content ?? "";
  t.true(alias.includes("Another name for an item."), alias.slice(0, 600));
});
