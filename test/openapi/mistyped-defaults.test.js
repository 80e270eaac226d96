// A default of another type than its schema's is not used as the sample value: OpenAI's spec gives
// `max_tokens: { type: integer, default: inf }`, and the built request body sent `"max_tokens": "inf"`, a string
// for an integer. A default whose text is a value of the type is read as one (remove.bg's `"false"` for a
// boolean). The field still shows the default as the spec writes it. Defaults of the right type are used as
// before, `null` only for a nullable field.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

const document = {
  openapi: "3.0.3",
  info: { title: "Completions", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/completions": {
      post: {
        summary: "Create a completion",
        parameters: [
          { name: "limit", in: "query", required: true, schema: { type: "integer", default: "all" } },
          { name: "page", in: "query", required: true, schema: { type: "integer", default: 2 } },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  max_tokens: { type: "integer", default: "inf" },
                  temperature: { type: "number", default: 1 },
                  n: { type: "integer", default: 1.5 },
                  stop: { type: "string", default: null },
                  logit_bias: { type: "object", nullable: true, default: null },
                  echo: { type: "boolean", default: "false" },
                  retries: { type: "integer", default: " 3" },
                  level: { type: "string", enum: ["none", "1", "2"], default: 1 },
                  mode: { type: "string", enum: ["a", "b"], default: 7 },
                  type_level: { type: "string", enum: ["none", 1, 2, "latest"], default: 1 },
                  ratio: { type: "integer", default: "0.5" },
                  suffix: { type: "string", default: "\n" },
                  anything: { default: [1, 2] },
                },
              },
            },
          },
        },
        responses: { 204: { description: "Done" } },
      },
    },
  },
};

const page = () => generate({ version: "3.0", warnings: [], document: structuredClone(document) }, OPTIONS).files.find((f) => f.path === "completions/create.md").content;

test("a built body uses a default only where it is of the field's type", (t) => {
  const sent = JSON.parse(/-d '([\s\S]*?)'\n```/.exec(page())[1]);
  t.deepEqual(sent, {
    max_tokens: 0,
    temperature: 1,
    n: 0,
    stop: "string",
    logit_bias: null,
    echo: false,
    retries: 3,
    level: "1",
    mode: "a",
    type_level: 1,
    ratio: 0,
    suffix: "\n",
    anything: [1, 2],
  });
});

test("a query parameter's sample value too; the fields still show each default as written", (t) => {
  const content = page();
  // A parameter with no value of its type to send is a placeholder, as one without a default.
  t.regex(content, /curl -X POST 'https:\/\/api\.example\.com\/completions\?limit=<limit>&page=2'/);
  t.regex(content, /\{% ParamField name="limit", type="integer", paramType="query", required=true, default="all" %\}/);
  t.regex(content, /\{% ParamField name="max_tokens", type="integer", paramType="body", default="inf" %\}/);
});
