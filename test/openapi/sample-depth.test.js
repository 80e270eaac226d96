// How deep a sample built from a schema goes (src/openapi/pages/sample.ts): every object and list to three levels,
// then on to six while the sample holds fewer than 120 fields. Three levels alone left GitHub's webhook examples
// with `"package": {}` and `"cvss": {}`; six everywhere would multiply Microsoft Graph's entity samples.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

/** An object nested `levels` deep: { a: { a: ... { leaf: "string" } } }. */
const nested = (levels) => (levels === 0 ? { type: "object", properties: { leaf: { type: "string" } } } : { type: "object", properties: { a: nested(levels - 1) } });
/** `count` fields, each nested `levels` deep. */
const wide = (count, levels) => ({ type: "object", properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, nested(levels)])) });

function sent(schema) {
  const document = {
    openapi: "3.0.3",
    info: { title: "Depth", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: { "/things": { post: { requestBody: { content: { "application/json": { schema } } }, responses: { 204: { description: "Done" } } } } },
  };
  const page = generate({ version: "3.0", warnings: [], document }, OPTIONS).files.find((f) => f.path === "things/create.md").content;
  return JSON.parse(/-d '([\s\S]*?)'\n```/.exec(page)[1]);
}

test("a small body is built to six levels; the seventh is an empty object", (t) => {
  t.deepEqual(sent(nested(4)), { a: { a: { a: { a: { leaf: "string" } } } } }, "five levels, whole");
  t.deepEqual(sent(nested(7)), { a: { a: { a: { a: { a: { a: {} } } } } } });
});

test("past three levels, a large body stops where it has 120 fields; the first three levels are always whole", (t) => {
  const body = sent(wide(50, 4));
  const keys = Object.keys(body);
  t.is(keys.length, 50, "every field of the top level");
  const depthOf = (value) => (value && typeof value === "object" && Object.keys(value).length > 0 ? 1 + Math.max(...Object.values(value).map(depthOf)) : 0);
  t.is(depthOf(body.f0), 5, "the first fields whole");
  t.is(depthOf(body.f49), 2, "the last ones stop at the third level: an empty object there");
  t.deepEqual(body.f49, { a: { a: {} } });
  // Deterministic: the same body again, byte for byte.
  t.deepEqual(sent(wide(50, 4)), body);
});
