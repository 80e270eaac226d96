// A response header's schema may be written in a `content` map instead of `schema` (OpenAPI 3.x allows either, as
// for parameters; VTEX's specs give 645 headers that way): its type and examples are read from the first media
// type, as a parameter's are. Before, such a header read `any`.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { normalize } from "../../dist/openapi/normalize/index.js";

const document = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  paths: {
    "/a": {
      get: {
        responses: {
          200: {
            description: "OK",
            headers: {
              "Cache-Control": { content: { "text/plain": { schema: { type: "string" }, example: "no-cache" } } },
              "X-Rate": { schema: { type: "integer" }, examples: { low: { value: 1 }, high: { value: 100 } } },
              "X-Empty": { content: {} },
            },
          },
        },
      },
    },
  },
};

test("a header's schema from its content, its examples from both", (t) => {
  const { model, warnings } = normalize({ version: "3.0", document });
  t.deepEqual(warnings, []);
  const headers = model.operations[0].responses[0].headers;
  t.deepEqual(headers.map((h) => [h.name, h.schema.types]), [["Cache-Control", ["string"]], ["X-Rate", ["integer"]], ["X-Empty", []]]);
  t.deepEqual(headers[0].examples.map((e) => e.value), ["no-cache"]);
  t.deepEqual(headers[1].examples.map((e) => e.value), [1, 100], "the examples map is read, as a parameter's is");
  const page = generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.find((f) => f.path === "a/list.md").content;
  t.true(page.includes('{% ParamField name="Cache-Control", type="string", paramType="header" %}'));
  t.true(page.includes('{% ParamField name="X-Rate", type="integer", paramType="header" %}'));
});

test("a 2.0 header keeps the example specs write on it", (t) => {
  const swagger = { swagger: "2.0", info: { title: "T", version: "1" }, paths: { "/a": { get: { responses: { 200: { description: "OK", headers: { "X-Id": { type: "string", example: "abc" } } } } } } } };
  const header = normalize({ version: "2.0", document: swagger }).model.operations[0].responses[0].headers[0];
  t.deepEqual([header.schema.types, header.examples.map((e) => e.value)], [["string"], ["abc"]]);
});
