// JSON Schema's keywords beyond types and fields (OpenAPI 3.1; `not` in 3.0 too). `patternProperties` lists a
// `{key}` row for each pattern, with the fields of its value under it, and one for any other key when
// `additionalProperties` gives those a schema; `unevaluatedProperties` makes a map as `additionalProperties` does.
// `propertyNames`, `not`, `dependentRequired`, `contains` and `if`/`then`/`else` are a sentence each, on the field
// or before a body's fields. Before, every one of them was dropped without a word (Redoc #1983, Scalar #3911).
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: [] };
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

function filesOf(body, { openapi = "3.1.0", schemas = {}, ...options } = {}) {
  const document = {
    openapi,
    info: { title: "T", version: "1" },
    paths: { "/x": { post: { summary: "X", requestBody: { content: { "application/json": { schema: body } } }, responses: { 204: { description: "Done" } } } } },
    components: { schemas },
  };
  return Object.fromEntries(generate({ version: openapi.slice(0, 3), warnings: [], document }, { ...OPTIONS, ...options }).files.map((f) => [f.path, f.content]));
}

const pageOf = (body, options) => filesOf(body, options)["x/create.md"];

/** The request body's section: from its heading to the responses. */
const bodyOf = (page) => page.slice(page.indexOf("## Request body"), page.indexOf("## Responses"));

/** Each body field: "name: type", then its notes paragraph(s) joined, as the page writes them. */
function fieldsOf(page) {
  return [...bodyOf(page).matchAll(/\{% ParamField name="([^"]*)", type="([^"]*)"[^%]*%\}([\s\S]*?)\{% endParamField %\}/g)].map((m) => {
    const notes = m[3].trim().replace(/\n\n/g, " | ");
    return notes ? `${m[1]}: ${m[2]} — ${notes}` : `${m[1]}: ${m[2]}`;
  });
}

/** The paragraph between the body's "Media type" line and its first field. */
function bodyLead(page) {
  const section = bodyOf(page);
  const start = section.indexOf("\n\n", section.indexOf("Media type"));
  const end = section.indexOf("{% ParamField");
  return section.slice(start, end === -1 ? undefined : end).trim();
}

test("patternProperties: a {key} row for each pattern, its value's fields under it, and one for any other key", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      labels: {
        type: "object",
        description: "Labels.",
        patternProperties: { "^x-": { type: "string", description: "An extension." }, "^n_": { type: "integer" }, "": { type: "boolean" } },
        additionalProperties: false,
      },
      sizes: { type: "object", patternProperties: { "^[a-z]+$": { type: "object", properties: { size: { type: "integer" }, unit: { type: "string" } } } } },
      flags: { type: "object", patternProperties: { "^f_": { type: "boolean" } }, additionalProperties: { type: "string", description: "Anything." } },
    },
  });
  t.deepEqual(fieldsOf(page), [
    "labels: object — Labels.",
    "labels.{key}: string — An extension. | For each key matching `^x-`.",
    "labels.{key}: integer — For each key matching `^n_`.",
    "labels.{key}: boolean — For every key.",
    "sizes: object",
    "sizes.{key}: object — For each key matching `^[a-z]+$`.",
    "sizes.{key}.size: integer",
    "sizes.{key}.unit: string",
    // additionalProperties beside patterns is the other keys' row, not a `map<string>` type.
    "flags: object",
    "flags.{key}: boolean — For each key matching `^f_`.",
    "flags.{key}: string — Anything. | For any other key.",
  ]);
});

test("patternProperties at a body's root, and from an allOf member, are listed too", (t) => {
  t.deepEqual(fieldsOf(pageOf({ type: "object", patternProperties: { "^[0-9]+$": ref("Item") } }, { schemas: { Item: { type: "object", properties: { id: { type: "string" } } } } })), [
    "{key}: Item — For each key matching `^[0-9]+$`.",
    "{key}.id: string",
  ]);
  const merged = pageOf({ allOf: [ref("Base"), { type: "object", properties: { own: { type: "string" } } }] }, { schemas: { Base: { type: "object", properties: { base: { type: "string" } }, patternProperties: { "^m_": { type: "number" } } } } });
  t.deepEqual(fieldsOf(merged), ["base: string", "own: string", "{key}: number — For each key matching `^m_`."]);
});

test("unevaluatedProperties with a schema makes a map, as additionalProperties does; false says nothing", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      counts: { type: "object", unevaluatedProperties: { type: "integer" } },
      closed: { type: "object", properties: { a: { type: "string" } }, unevaluatedProperties: false },
    },
  });
  t.deepEqual(fieldsOf(page), ["counts: map<integer>", "closed: object", "closed.a: string"]);
});

test("propertyNames: what every key must be", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      tags: { type: "object", propertyNames: { pattern: "^[a-z_]+$", maxLength: 63 }, additionalProperties: { type: "string" } },
      byColour: { type: "object", propertyNames: { enum: ["red", "green", "blue"] }, additionalProperties: { type: "integer" } },
      byId: { type: "object", propertyNames: { format: "uuid" }, additionalProperties: { type: "string" } },
      byCode: { type: "object", propertyNames: ref("Code"), additionalProperties: { type: "string" } },
      loose: { type: "object", propertyNames: {}, additionalProperties: { type: "string" } },
    },
  }, { schemas: { Code: { type: "string" } } });
  t.deepEqual(fieldsOf(page), [
    "tags: map<string> — Each key: at most 63 characters, matching `^[a-z_]+$`.",
    "byColour: map<integer> — Each key is `red`, `green` or `blue`.",
    "byId: map<string> — Each key: format `uuid`.",
    "byCode: map<string> — Each key is a `Code`.",
    "loose: map<string>",
  ]);
});

test("not: the values, the fields, the range or the type a value must not be, else the schema it must not match", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      kind: { type: "string", not: { const: "legacy" } },
      colour: { type: "string", not: { enum: ["red", "blue"] } },
      port: { type: "integer", not: { minimum: 800, maximum: 899 } },
      alone: { type: "object", properties: { a: { type: "string" } }, not: { required: ["a"] } },
      pair: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, not: { required: ["a", "b"] } },
      value: { not: { type: "null" } },
      text: { not: { type: ["string", "null"] } },
      filter: { type: "object", not: ref("Filter") },
      shape: { type: "object", not: { type: "object", properties: { x: { type: "string" } } } },
      many: { type: "string", not: { enum: Array.from({ length: 12 }, (_, i) => `v${i}`) } },
    },
  }, { schemas: { Filter: { type: "object", properties: { field: { type: "string" } } } } });
  t.deepEqual(fieldsOf(page), [
    "kind: string — Must not be `legacy`.",
    "colour: string — Must not be `red` or `blue`.",
    "port: integer — Must not be 800 to 899.",
    "alone: object — Must not have `a`.",
    "alone.a: string",
    "pair: object — Must not have both `a` and `b`.",
    "pair.a: string",
    "pair.b: string",
    "value: any — Must not be `null`.",
    "text: any — Must not be of type `string | null`.",
    "filter: object — Must not match `Filter` (`not`).",
    "shape: object — Must not match `object` (`not`).",
    "many: string — Must not be `v0`, `v1`, `v2`, `v3`, `v4`, `v5`, `v6`, `v7`, `v8` or 3 more.",
  ]);
});

test("dependentRequired (and draft 7's dependencies): on a field, and before a body's fields", (t) => {
  const page = pageOf({
    type: "object",
    dependentRequired: { card: ["cvv", "expiry"] },
    properties: {
      card: { type: "string" },
      cvv: { type: "string" },
      expiry: { type: "string" },
      billing: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, dependencies: { a: ["b"], b: { properties: { c: { type: "string" } } } } },
    },
  });
  t.is(bodyLead(page), "When `card` is given, `cvv` and `expiry` are required too.");
  t.true(fieldsOf(page).includes("billing: object — When `a` is given, `b` is required too. When `b` is given, further rules apply (`dependentSchemas`), not shown here."));
});

test("dependentSchemas: what applies with a property, in words where it is required fields or values", (t) => {
  const page = pageOf({
    type: "object",
    properties: { card: { type: "string" }, cvv: { type: "string" }, kind: { type: "string" } },
    dependentSchemas: { card: { required: ["cvv"], properties: { kind: { const: "credit" } } }, kind: { properties: { cvv: { minLength: 3 } } } },
  });
  t.is(bodyLead(page), "When `card` is given, `cvv` is required and `kind`, if given, must be `credit`. When `kind` is given, further rules apply (`dependentSchemas`), not shown here.");
});

test("contains: how many items must be what", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      tags: { type: "array", items: { type: "string" }, contains: { const: "primary" } },
      two: { type: "array", items: { type: "string" }, contains: { enum: ["a", "b"] }, minContains: 2 },
      few: { type: "array", items: {}, contains: { type: "integer" }, minContains: 0, maxContains: 3 },
      span: { type: "array", items: ref("Tag"), contains: ref("Tag"), minContains: 1, maxContains: 2 },
    },
  }, { schemas: { Tag: { type: "object", properties: { n: { type: "string" } } } } });
  const rows = fieldsOf(page);
  t.true(rows.includes("tags: array<string> — At least one item is `primary`."));
  t.true(rows.includes("two: array<string> — At least 2 items are one of `a` or `b`."));
  t.true(rows.includes("few: array<any> — At most 3 items are of type `integer`."));
  t.true(rows.includes("span: array<Tag> — 1 to 2 items are a `Tag`."), rows.join("\n"));
});

test("if/then/else: a condition on values with required fields or values in words; anything else named, not dropped", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      shipping: {
        type: "object",
        required: ["country"],
        properties: { country: { type: "string" }, postcode: { type: "string" }, vat: { type: "string" }, mode: { type: "string" } },
        // The schema requires country: the condition needs no "or not given".
        if: { properties: { country: { const: "US" } } },
        then: { required: ["postcode"] },
        else: { required: ["vat"], properties: { mode: { enum: ["eu", "row"] } } },
      },
      given: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, if: { required: ["a"] }, then: { required: ["b"] } },
      unless: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, if: { properties: { a: { enum: ["x", "y"] } } }, else: { required: ["b"] } },
      tricky: { type: "object", properties: { a: { type: "string" } }, if: { properties: { a: { minLength: 3 } } }, then: { required: ["a"] } },
      idle: { type: "object", if: { required: ["a"] } },
    },
  });
  const rows = fieldsOf(page);
  t.true(rows.includes("shipping: object — When `country` is `US`, `postcode` is required; otherwise `vat` is required and `mode`, if given, must be one of `eu` or `row`."), rows.join("\n"));
  t.true(rows.includes("given: object — When `a` is given, `b` is required."));
  // An if without `required` holds when its properties are missing too, as JSON Schema reads it.
  t.true(rows.includes("unless: object — Unless `a` is not given or is `x` or `y`, `b` is required."), rows.join("\n"));
  t.true(rows.includes("tricky: object — Further rules depend on its values (`if`/`then`), not shown here."));
  t.true(rows.includes("idle: object"), "an if with neither then nor else says nothing");
});

test("the built request example keeps to contains and to a not of required fields", (t) => {
  const page = pageOf({
    type: "object",
    properties: {
      tags: { type: "array", items: { type: "string" }, contains: { const: "primary" } },
      pair: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, not: { required: ["a", "b"] } },
    },
  }, { samples: ["curl"] });
  const body = JSON.parse(/-d '([\s\S]*?)'\n/.exec(page)[1]);
  t.deepEqual(body, { tags: ["primary"], pair: { a: "string" } });
});

test("a 3.0 spec's not is said too, and a schema page says a named schema's rules before its fields", (t) => {
  const files = filesOf(ref("Payment"), {
    openapi: "3.0.3",
    includeSchemas: true,
    schemas: { Port: { type: "integer", not: { minimum: 8080, maximum: 8080 }, example: 80 }, Payment: { type: "object", properties: { method: { type: "string", not: { enum: ["cash"] } }, card: { type: "string" }, cvv: { type: "string" } }, dependentRequired: { card: ["cvv"] } } },
  });
  t.true(fieldsOf(files["x/create.md"]).includes("method: string — Must not be `cash`."));
  t.is(bodyLead(files["x/create.md"]), "When `card` is given, `cvv` is required too.");
  // On its own page, under the "Type:" line: a scalar's rule has no "Properties" heading to stand under.
  // (Then the object's example, beside the fields.)
  t.regex(files["schemas/Payment.md"], /\nType: `object`\.\n\nWhen `card` is given, `cvv` is required too\.\n\n\{% ResponseExample %\}[\s\S]*?\{% endResponseExample %\}\n\n## Properties\n\n\{% Field name="method"/);
  t.regex(files["schemas/Port.md"], /\nType: `integer`\.\n\nMust not be 8080\.\n\n## Example\n/);
  t.false(files["schemas/Port.md"].includes("## Properties"));
});

test("a field shown as a link to its schema's page, or as a recursion, leaves the schema's rules to that page", (t) => {
  const big = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${i}`, { type: "string" }]));
  const page = pageOf({ type: "object", properties: { node: ref("Node"), big: ref("Big") } }, {
    includeSchemas: true,
    schemas: {
      Node: { type: "object", properties: { a: { type: "string" }, next: ref("Node") }, dependentRequired: { a: ["next"] } },
      Big: { type: "object", properties: big, not: { required: ["f0", "f1"] } },
    },
  });
  const rows = fieldsOf(page);
  t.true(rows.includes("node: Node — When `a` is given, `next` is required too."), "expanded here: its rules here");
  t.true(rows.includes("node.next: Node — Recursive, see [Node](../../schemas/Node/)."), rows.join("\n"));
  t.true(rows.includes("big: Big — See [Big](../../schemas/Big/)."), rows.join("\n"));
});

test("built with Eleventy: {key} rows keep their braces and rule values stay text", async (t) => {
  const files = filesOf({
    type: "object",
    properties: {
      labels: { type: "object", patternProperties: { "^{{x}}-": { type: "string" } } },
      kind: { type: "string", not: { const: "{% raw %}<b>x</b>" } },
    },
  });
  const { html } = await buildDocs(files);
  const main = mainOf(await html("x/create.md"));
  t.regex(main, /<span class="docgen-field__parent">labels\.<\/span>\{key\}<\/code>/);
  t.true(main.includes("For each key matching <code>^{{x}}-</code>."), "the pattern as written");
  t.true(main.includes("Must not be <code>{% raw %}&lt;b&gt;x&lt;/b&gt;</code>."), "the value as written, escaped");
});
