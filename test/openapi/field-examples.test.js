// A field's example in its notes (src/openapi/pages/field-blocks.ts, exampleInlines): "Example: `octocat`.", as
// Redoc, Mintlify and Stoplight show one under each field. GitHub's spec gives 17,059 of them, which the pages
// left out. Only what fits on a line: a long or multi-line example is in the body's example instead.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

const long = "x".repeat(101);
const document = {
  openapi: "3.1.0",
  info: { title: "Examples", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/repos/{owner}": {
      get: {
        parameters: [
          { name: "owner", in: "path", required: true, schema: { type: "string" }, example: "octocat" },
          { name: "per_page", in: "query", schema: { type: "integer", default: 30, example: 30 } },
          { name: "since", in: "query", schema: { type: "string", examples: ["2024-01-01"] } },
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } }, example: ["a", "b"] },
        ],
        responses: {
          200: {
            description: "OK",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    full_name: { type: "string", example: "octocat/Hello-World" },
                    stars: { type: "integer", example: 80 },
                    private: { type: "boolean", example: false },
                    topics: { type: "array", items: { type: "string" }, example: ["api", "docs"] },
                    license: { $ref: "#/components/schemas/License", example: { key: "mit" } },
                    plain: { $ref: "#/components/schemas/License" },
                    readme: { type: "string", example: long },
                    notes: { type: "string", example: "line one\nline two" },
                    code: { type: "string", example: "a `tick` here" },
                    blank: { type: "string", example: " " },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { License: { type: "object", properties: { key: { type: "string" } }, example: { key: "apache-2.0" } } } },
};

const page = () => generate({ version: "3.1", warnings: [], document }, OPTIONS).files.find((f) => f.path === "repos/get.md").content;
/** The text of one field, from its tag to its end tag. */
const field = (text, component, name) => {
  const start = text.indexOf(`{% ${component} name="${name}",`);
  if (start < 0) throw new Error(`no field ${name}`);
  return text.slice(start, text.indexOf(`{% end${component} %}`, start));
};
const exampleOf = (text) => /Example: (`+)(.*?)\1\./.exec(text)?.[2];

test("a field's example that fits on a line is in its notes: a string as it is, anything else as JSON", (t) => {
  const text = page();
  const shown = (name) => exampleOf(field(text, "ResponseField", name));
  t.is(shown("full_name"), "octocat/Hello-World");
  t.is(shown("stars"), "80");
  t.is(shown("private"), "false");
  t.is(shown("topics"), '["api","docs"]');
  t.is(shown("license"), '{"key":"mit"}', "the example beside the $ref wins over its schema's");
  t.is(shown("plain"), '{"key":"apache-2.0"}', "else the schema's own");
  t.is(shown("code"), "a `tick` here", "backticks inside are kept, in a longer code span");
});

test("no example note for what does not fit on a line, for a blank one, or for one that is the default", (t) => {
  const text = page();
  for (const name of ["readme", "notes", "blank"]) t.false(field(text, "ResponseField", name).includes("Example:"), name);
  t.false(field(text, "ParamField", "per_page").includes("Example:"), "30 is the default, shown already");
});

test("a parameter's example: its own, else its schema's; a list's is in its Sent as note instead", (t) => {
  const text = page();
  t.is(exampleOf(field(text, "ParamField", "owner")), "octocat");
  t.is(exampleOf(field(text, "ParamField", "since")), "2024-01-01");
  const tags = field(text, "ParamField", "tags");
  t.false(tags.includes("Example:"));
  t.true(tags.includes("Sent as `tags=a&tags=b` in the query."));
});

test("an object's example goes the way its list goes: a request's without the read-only fields, a response's without the write-only ones", (t) => {
  const owner = {
    type: "object",
    properties: { id: { type: "integer", readOnly: true }, name: { type: "string" }, secret: { type: "string", writeOnly: true }, tags: { type: "array", items: { $ref: "#/components/schemas/Tag" } } },
    example: { id: 7, name: "Ada", secret: "s3", tags: [{ id: 1, label: "x" }] },
  };
  const doc = {
    openapi: "3.1.0",
    info: { title: "Owners", version: "1" },
    paths: {
      "/pets": {
        post: {
          requestBody: { content: { "application/json": { schema: { type: "object", properties: { owner } } } } },
          responses: { 200: { description: "OK", content: { "application/json": { schema: { type: "object", properties: { owner } } } } } },
        },
      },
    },
    components: { schemas: { Tag: { type: "object", properties: { id: { type: "integer", readOnly: true }, label: { type: "string" } } } } },
  };
  const text = generate({ version: "3.1", warnings: [], document: doc }, OPTIONS).files.find((f) => f.path === "pets/create.md")?.content ?? "";
  t.is(exampleOf(field(text, "ParamField", "owner")), '{"name":"Ada","secret":"s3","tags":[{"label":"x"}]}', "the request's: no id, at any level");
  t.is(exampleOf(field(text, "ResponseField", "owner")), '{"id":7,"name":"Ada","tags":[{"id":1,"label":"x"}]}', "the response's: no secret");
  t.deepEqual(owner.example, { id: 7, name: "Ada", secret: "s3", tags: [{ id: 1, label: "x" }] }, "the spec's value is untouched");
});
