// Stoplight's `x-examples` on a schema (named examples, which an OpenAPI 3.0 schema has no place for) is the schema's
// example when it gives no `example` of its own (src/openapi/normalize/schema.ts, namedExamples): under a response,
// in a field's notes and in the built request body. Left out: a map keyed by media types, values of another type,
// empty ones and editors' placeholders ("string", additionalProp1).
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { columnExample } from "../helpers/column.js";

const json = (schema) => ({ content: { "application/json": { schema } } });
const document = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/restaurants": {
      get: {
        summary: "Search restaurants",
        responses: {
          200: {
            description: "Found",
            ...json({
              type: "object",
              properties: { name: { type: "string" }, rating: { type: "number", "x-examples": { "example-1": 4.5 } } },
              "x-examples": { "example-1": { name: "Pizza Place", rating: 4 }, "example-2": { name: "Second" } },
            }),
          },
          201: { description: "As Example Objects", ...json({ type: "object", properties: { name: { type: "string" } }, "x-examples": { first: { summary: "The first", value: { name: "Wrapped" } } } }) },
          202: { description: "Own example wins", ...json({ type: "object", properties: { name: { type: "string" } }, example: { name: "Own" }, "x-examples": { a: { name: "Named" } } }) },
        },
      },
      post: {
        summary: "Add a restaurant",
        requestBody: json({ $ref: "#/components/schemas/Restaurant" }),
        responses: {
          200: { description: "Placeholder", ...json({ type: "object", properties: { file: { type: "string" } }, "x-examples": { "example-1": { file: "string" } } }) },
          201: { description: "By media type", ...json({ type: "object", properties: { name: { type: "string" } }, "x-examples": { "application/json": { name: "Media" } } }) },
          202: { description: "JSON in a string, and empty", ...json({ type: "object", properties: { name: { type: "string" } }, "x-examples": { a: '{"name":"Text"}', b: {} } }) },
          203: { description: "Swagger UI's map", ...json({ type: "object", additionalProperties: { type: "array", items: { type: "string" } }, "x-examples": { a: { additionalProp1: ["x"] } } }) },
        },
      },
    },
  },
  components: {
    schemas: {
      Restaurant: { type: "object", properties: { id: { type: "string", "x-examples": ["R-17", "R-18"] }, city: { type: "string" } }, "x-examples": { main: { id: "R-1", city: "Oslo" } } },
    },
  },
};
const pages = () => Object.fromEntries(generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.map((f) => [f.path, f.content]));
const section = (text, from, to) => text.slice(text.indexOf(from), to === undefined ? undefined : text.indexOf(to, text.indexOf(from) + from.length));
const jsonBlock = (value, title) => `\`\`\`json${title ? ` ${title}` : ""}\n${JSON.stringify(value, null, 2)}\n\`\`\``;

test("a schema's first named example is the response's example; an Example Object gives its value; the schema's own example wins", (t) => {
  const get = pages()["restaurants/list.md"];
  const ok = columnExample(get, 200);
  // Three statuses' examples, each a code block alone: the tabs of one group, named by status.
  t.true(ok.startsWith(`\n\n${jsonBlock({ name: "Pizza Place", rating: 4 }, "200")}`), ok);
  t.false(ok.includes("Second"), "one example: the first");
  t.regex(section(get, "\n### 200\n", "\n### 201\n"), /name="rating"[^]*?Example: `4\.5`/, "a field's named example is its example");
  t.true(columnExample(get, 201).includes(jsonBlock({ name: "Wrapped" }, "201")));
  const own = columnExample(get, 202);
  t.true(own.includes(jsonBlock({ name: "Own" }, "202")));
  t.false(own.includes("Named"));
});

test("the request body's sample and its fields use the named examples", (t) => {
  const post = pages()["restaurants/create.md"];
  t.true(post.includes('"city": "Oslo"'), "the body's named example");
  t.regex(post, /ParamField name="id"[^]*?Example: `R-17`/, "a list of examples gives its first");
});

test("placeholders, media-type maps, values of another type and empty ones are not examples", (t) => {
  const post = pages()["restaurants/create.md"];
  for (const [status, next, word] of [
    [200, 201, '"file": "string"'],
    [201, 202, '"Media"'],
    [202, 203, "Text"],
    [203, undefined, "additionalProp1"],
  ]) {
    const part = section(post, `\n### ${status}\n`, next && `\n### ${next}\n`);
    t.false(part.includes(word), `${status}: ${word} is not shown under the response`);
    t.false(part.includes("```json"), `${status}: no example under the response`);
    const example = columnExample(post, status);
    t.false(example.includes(word), `${status}: ${word} is not shown in the column`);
    t.false(/```json[^\n]*\n\{\}/.test(example), `${status}: no empty example`);
  }
});
