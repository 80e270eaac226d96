// A schema's own example serves responses and requests alike; the request samples send it without the fields the
// schema marks readOnly (src/openapi/pages/sample.ts, withoutReadOnly), at every level, and never change the spec's
// value. An example written for the request itself (the media type's) is sent as written.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const EXAMPLE = JSON.parse('{"id": "t1", "name": "Table1", "owner": {"uid": 5, "nick": "ann"}, "legs": [{"n": 1, "h": 0.7}, {"n": 2, "h": 0.8}], "extra": true, "__proto__": {"kept": 1}}');

function spec(mediaExample) {
  const table = { $ref: "#/components/schemas/Table" };
  return {
    version: "3.0",
    warnings: [],
    document: {
      openapi: "3.0.3",
      info: { title: "RO", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/tables": {
          post: {
            summary: "Create a table",
            requestBody: { content: { "application/json": { schema: table, ...(mediaExample ? { example: mediaExample } : {}) } } },
            responses: { 200: { description: "OK", content: { "application/json": { schema: table } } } },
          },
        },
        "/chairs": { post: { summary: "Add a chair", requestBody: { content: { "application/json": { schema: { type: "object", properties: { table: { allOf: [table, { description: "Its table." }] }, spare: { ...table, example: { id: "x", name: "Spare" } } } } } } }, responses: { 204: { description: "Done" } } } },
      },
      components: {
        schemas: {
          Table: {
            type: "object",
            properties: {
              id: { type: "string", readOnly: true },
              name: { type: "string" },
              owner: { type: "object", properties: { uid: { type: "integer", readOnly: true }, nick: { type: "string" } } },
              legs: { type: "array", items: { type: "object", properties: { n: { type: "integer", readOnly: true }, h: { type: "number" } } } },
            },
            example: EXAMPLE,
          },
        },
      },
    },
  };
}

const bodyOf = (s, page) => JSON.parse(/-d '([\s\S]*?)'\n```/.exec(generate(s, OPTIONS).files.find((f) => f.path === page).content)[1]);

test("the schema's example is sent without its readOnly fields, nested ones and list items' included; other keys stay", (t) => {
  const s = spec();
  const sent = bodyOf(s, "tables/create.md");
  t.deepEqual(Object.keys(sent), ["name", "owner", "legs", "extra", "__proto__"]);
  t.deepEqual(sent, JSON.parse('{"name": "Table1", "owner": {"nick": "ann"}, "legs": [{"h": 0.7}, {"h": 0.8}], "extra": true, "__proto__": {"kept": 1}}'));
  t.deepEqual(s.document.components.schemas.Table.example, EXAMPLE, "the spec's value is untouched");
  t.is(s.document.components.schemas.Table.example.legs[0].n, 1);
});

test("an example beside a reference is pruned the same way; one written for the request is sent as written", (t) => {
  const chairs = bodyOf(spec(), "chairs/create.md");
  t.deepEqual(chairs.table, JSON.parse('{"name": "Table1", "owner": {"nick": "ann"}, "legs": [{"h": 0.7}, {"h": 0.8}], "extra": true, "__proto__": {"kept": 1}}'));
  t.deepEqual(chairs.spare, { name: "Spare" });
  const written = { id: "mine", name: "As written" };
  t.deepEqual(bodyOf(spec(written), "tables/create.md"), written);
});
