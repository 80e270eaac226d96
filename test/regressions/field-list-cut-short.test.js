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

// Regression: the list was walked in order and cut at 250 rows, so one large first field spent every row and the
// fields after it were never listed (GitHub's `issues` webhooks listed `changes` and lost `issue`, `repository` and
// `sender`). Whole levels come first now: every top-level field, then each field's own fields while all of them fit.
const wide = (prefix, n) => ({ type: "object", properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { type: "string" }])) });

function responseOf(schema) {
  const document = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths: { "/thing": { get: { responses: { 200: { description: "ok", content: { "application/json": { schema } } } } } } },
  };
  const result = generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  return result.files.find((f) => f.path === "thing/list.md").content;
}

const fieldNames = (md) => [...md.matchAll(/\{% ResponseField name="([^"]*)"/g)].map((m) => m[1]);

test("a list over 250 rows keeps every top-level field and each field's own fields while all of them fit", (t) => {
  const big = { type: "object", properties: { a: wide("a", 100), b: wide("b", 100), c: wide("c", 100) } };
  const md = responseOf({ type: "object", properties: { big, id: { type: "string" }, owner: wide("o", 5), name: { type: "string" } } });
  const names = fieldNames(md);
  t.is(names.length, 4 + 3 + 5 + 200);
  for (const name of ["big", "id", "owner", "name", "owner.o4", "big.a", "big.b", "big.c", "big.a.a99", "big.b.b0"]) t.true(names.includes(name), name);
  t.false(names.includes("big.c.c0"));
  // In the page's order, not the order they were kept in.
  t.deepEqual(names.slice(0, 5), ["big", "big.a", "big.a.a0", "big.a.a1", "big.a.a2"]);
  t.is(names.at(-1), "name");
  const c = md.slice(md.indexOf('{% ResponseField name="big.c"'), md.indexOf("{% endResponseField %}", md.indexOf('{% ResponseField name="big.c"')));
  t.regex(c, /Its own fields are not listed, to keep this list within 250 fields\./);
  t.regex(md, /To keep this list within 250 fields, some fields' own fields are not listed; each of those fields says so\./);
  t.false(md.includes("Only the first 250 fields"));
  t.is(md.match(/Its own fields are not listed/g).length, 1);
});

test("a fan-out too large to walk whole is walked fewer levels deep, and still keeps every top-level field", (t) => {
  // 20 fields of 20 fields of 20 of 20: 168,420 rows at four levels, more than a walk makes (WALK_ROWS).
  let schema = { type: "string" };
  for (let level = 0; level < 4; level++) schema = { type: "object", properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, schema])) };
  const md = responseOf(schema);
  const names = fieldNames(md);
  t.true(names.length <= 250, `${names.length} rows`);
  for (let i = 0; i < 20; i++) t.true(names.includes(`p${i}`), `p${i}`);
  t.true(names.includes("p0.p19"));
  t.regex(md, /To keep this list within 250 fields/);
  t.false(md.includes("Only the first 250 fields"));
});

test("on each level the fields with the fewest own fields are listed whole first; the largest is the one left folded", (t) => {
  const md = responseOf({ type: "object", properties: { first: wide("a", 150), small: wide("s", 5), second: wide("b", 120) } });
  const names = fieldNames(md);
  t.is(names.length, 3 + 5 + 120);
  t.true(names.includes("small.s4"));
  t.true(names.includes("second.b119"));
  t.false(names.includes("first.a0"));
  t.deepEqual(names.slice(0, 3), ["first", "small", "small.s0"]);
  const first = md.slice(md.indexOf('{% ResponseField name="first"'), md.indexOf("{% endResponseField %}", md.indexOf('{% ResponseField name="first"')));
  t.regex(first, /Its own fields are not listed/);
});
