// The example a spec gives on a body's schema (its own `example`, or one beside its `$ref`) is the spec's example of
// that body when its media type gives none (src/openapi/pages/operation-page.ts, givenExamples): shown by default
// under a response, without the fields the direction leaves out, and never labelled as built. A media type's own
// examples win; an XML body and an error shape documented on its own page show none.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { columnExample } from "../helpers/column.js";

const pet = {
  type: "object",
  properties: { id: { type: "integer", readOnly: true }, name: { type: "string" }, password: { type: "string", writeOnly: true } },
  example: { id: 7, name: "Rex", password: "hunter2" },
};
const error = { type: "object", properties: { message: { type: "string" } }, example: { message: "Not found" } };
const json = (schema, extra = {}) => ({ content: { "application/json": { schema, ...extra } } });
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/pets/{id}": {
      get: {
        summary: "Get a pet",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { 200: { description: "The pet", ...json({ $ref: "#/components/schemas/Pet" }) }, 404: { description: "No such pet", ...json({ $ref: "#/components/schemas/Error" }) } },
      },
      put: {
        summary: "Replace a pet",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: json({ $ref: "#/components/schemas/Pet" }),
        responses: {
          200: { description: "Beside the reference", ...json({ $ref: "#/components/schemas/Pet", example: { id: 8, name: "Beside" } }) },
          201: { description: "The media type's own", ...json({ $ref: "#/components/schemas/Pet" }, { example: { name: "Media" } }) },
          202: { description: "XML", content: { "application/xml": { schema: { $ref: "#/components/schemas/Pet" } } } },
          404: { description: "No such pet", ...json({ $ref: "#/components/schemas/Error" }) },
        },
      },
    },
  },
  webhooks: { petAdded: { post: { summary: "Pet added", requestBody: json({ $ref: "#/components/schemas/Pet" }), responses: { 200: { description: "OK" } } } } },
  components: { schemas: { Pet: pet, Error: error } },
};
const pages = (more = {}) =>
  Object.fromEntries(generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...more }).files.map((f) => [f.path, f.content]));
const section = (text, from, to) => text.slice(text.indexOf(from), to === undefined ? undefined : text.indexOf(to, text.indexOf(from) + from.length));
const jsonBlock = (value, title) => `\`\`\`json${title ? ` ${title}` : ""}\n${JSON.stringify(value, null, 2)}\n\`\`\``;

test("a response whose schema gives the example shows it by default, as the API sends it (no writeOnly field)", (t) => {
  const get = pages()["pets/get.md"];
  const ok = columnExample(get, 200);
  t.true(ok.startsWith(`\n\n${jsonBlock({ id: 7, name: "Rex" }, "200 (application/json)")}`), ok);
  t.false(ok.includes("Built from the schema"));
  t.false(ok.includes("hunter2"));
});

test("the example beside the reference wins over the schema's, the media type's over both; XML and the shared error show none", (t) => {
  const put = pages()["pets/update.md"];
  // Two statuses' examples, each a code block alone: the tabs of one group, named by status.
  t.true(columnExample(put, 200).includes(jsonBlock({ id: 8, name: "Beside" }, "200")));
  const media = columnExample(put, 201);
  t.true(media.includes(jsonBlock({ name: "Media" }, "201")), media);
  t.false(media.includes('"Rex"'));
  t.is(columnExample(put, 202), "");
  t.is(columnExample(put, 404), "");
  t.false(section(put, "\n### 404\n").includes("Not found"), "the error shape is documented on its own page");
});

test("a webhook's body with the schema's example is the spec's example, not one built", (t) => {
  const hook = pages()["webhooks/pet-added.md"];
  t.true(hook.includes(`## Example request\n\n${jsonBlock({ id: 7, name: "Rex" }, "Request body (application/json)")}`), hook);
  t.false(hook.includes("Built from the schema"));
});

test("--response-examples: the schema's example is not labelled as built either", (t) => {
  const ok = columnExample(pages({ responseExamples: true })["pets/get.md"], 200);
  t.true(ok.includes(jsonBlock({ id: 7, name: "Rex" }, "200 (application/json)")), ok);
  t.false(ok.includes("Built from the schema"));
});
