// OpenAPI 3.2's discriminator `defaultMapping`: the schema that applies when the discriminator field is missing or
// holds a value nothing maps. A shape of the choice it names says so beside its own values; one the choice does not
// list gets a line after the shapes. Not read in a 3.1 spec. Before, defaultMapping was not read at all.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false, samples: [] };
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

function pageOf(openapi, body, extra = {}) {
  const document = {
    openapi,
    info: { title: "T", version: "1" },
    paths: { "/pets": { post: { summary: "Add a pet", requestBody: { content: { "application/json": { schema: body } } }, responses: { 204: { description: "Done" } } } } },
    components: {
      schemas: {
        Dog: { type: "object", properties: { kind: { type: "string" }, barks: { type: "boolean" } } },
        Cat: { type: "object", properties: { kind: { type: "string" }, purrs: { type: "boolean" } } },
        Pet: { type: "object", properties: { kind: { type: "string" }, name: { type: "string" } } },
        ...extra,
      },
    },
  };
  return generate({ version: openapi.slice(0, 3), warnings: [], document }, OPTIONS).files.find((f) => f.path === "pets/create.md").content;
}

/** Each "When ..." line under the request body. */
const whens = (page) => [...page.slice(page.indexOf("## Request body")).matchAll(/^When .*$/gm)].map((m) => m[0]);

test("a shape defaultMapping names: also for a missing field or a value nothing maps", (t) => {
  const body = { oneOf: [ref("Dog"), ref("Cat"), ref("Pet")], discriminator: { propertyName: "kind", mapping: { dog: "#/components/schemas/Dog", cat: "Cat" }, defaultMapping: "#/components/schemas/Pet" } };
  t.deepEqual(whens(pageOf("3.2.0", body)), [
    "When `kind` is `dog`.",
    "When `kind` is `cat`.",
    "When `kind` is `Pet`, any value no other shape takes, or missing.",
  ]);
  t.deepEqual(whens(pageOf("3.1.0", body)), ["When `kind` is `dog`.", "When `kind` is `cat`.", "When `kind` is `Pet`."], "3.1: not read");
});

test("a defaultMapping the choice does not list: a line after the shapes, linked to its page", (t) => {
  const body = { oneOf: [ref("Dog"), ref("Cat")], discriminator: { propertyName: "kind", mapping: { dog: "Dog", cat: "Cat" }, defaultMapping: "Pet" } };
  t.deepEqual(whens(pageOf("3.2.0", body)), ["When `kind` is `dog`.", "When `kind` is `cat`.", "When `kind` is missing or holds a value no shape takes: [Pet](../../schemas/Pet/)."]);
});

test("schemas that extend a base (allOf) with defaultMapping on the base", (t) => {
  const page = pageOf("3.2.0", ref("Animal"), {
    Animal: { type: "object", required: ["kind"], properties: { kind: { type: "string" } }, discriminator: { propertyName: "kind", defaultMapping: "Generic" } },
    Lion: { allOf: [ref("Animal"), { type: "object", properties: { roars: { type: "boolean" } } }] },
    Generic: { allOf: [ref("Animal"), { type: "object", properties: { note: { type: "string" } } }] },
  });
  t.deepEqual(whens(page), ["When `kind` is `Lion`.", "When `kind` is `Generic`, any value no other shape takes, or missing."]);
});
