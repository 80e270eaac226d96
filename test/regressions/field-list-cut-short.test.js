// Regression: a schema with more than 250 fields was cut to 250 rows with no word to the reader; an enum of
// more than 100 values likewise.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

test("a field list cut at 250 rows says so, on operation and schema pages; a long enum says how many are left out", (t) => {
  const properties = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, { type: "string" }]));
  const colour = { type: "string", enum: Array.from({ length: 130 }, (_, i) => `c${i}`) };
  const document = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths: { "/wide": { get: { responses: { 200: { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Wide" } } } } } } } },
    components: { schemas: { Wide: { type: "object", properties }, Colour: colour } },
  };
  const result = generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false });
  const op = result.files.find((f) => f.path === "wide/list.md").content;
  t.is(op.match(/\{% ResponseField /g).length, 250);
  t.regex(op, /Only the first 250 fields are shown; the schema has more\./);
  const schema = result.files.find((f) => f.path === "schemas/Wide.md").content;
  t.regex(schema, /Only the first 250 fields are shown/);
  const enumPage = result.files.find((f) => f.path === "schemas/Colour.md").content;
  t.regex(enumPage, /`c99`, and 30 more\./);
  t.false(enumPage.includes("`c100`"));
});
