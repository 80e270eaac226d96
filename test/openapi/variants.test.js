// Bodies that are a choice of shapes (oneOf/anyOf). At the root of a body or schema page each shape's fields are
// listed apart under "Option N" headings, with the discriminator values that select it; deeper, the shapes stay
// one list whose rows name the shapes they belong to; generated examples take one shape, never a blend of all.
import test from "ava";
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { MAX_EXTENSION_SHAPES, MAX_ROWS, flattenFields, flattenVariants, listedExtensions, schemaLookup } from "../../dist/openapi/pages/fields.js";
import { sampleOf } from "../../dist/openapi/pages/sample.js";
import { buildSite } from "../../dist/build/site.js";
import { corpusRoot } from "./corpus-specs.js";
import { tempFolder } from "../helpers/temp.js";

function lookup(schemas) {
  const { model } = normalize({ version: "3.1", document: { openapi: "3.1.0", info: { title: "T", version: "1" }, paths: {}, components: { schemas } } });
  return schemaLookup(model);
}

const object = (properties, required = []) => ({ type: "object", properties, required });
const str = { type: "string" };

test("each shape keeps its own fields, its required ones and its nested fields of a shared name", (t) => {
  const schemas = lookup({
    NewPayment: {
      ...object({ amount: { type: "integer" } }, ["amount"]),
      oneOf: [
        { title: "Card", ...object({ source: object({ number: str, cvc: str }, ["number"]) }, ["source"]) },
        { title: "Bank transfer", ...object({ source: object({ iban: str }, ["iban"]) }, ["source"]) },
      ],
    },
  });
  const choice = flattenVariants(schemas, { ref: "NewPayment" });
  t.is(choice.kind, "oneOf");
  t.false(choice.ofItems);
  t.deepEqual(choice.common.map((r) => [r.name, r.required]), [["amount", true]]);
  t.deepEqual(choice.variants.map((v) => v.label), ["Card", "Bank transfer"]);
  t.deepEqual(choice.variants[0].rows.map((r) => [r.name, r.required]), [["source", true], ["source.number", true], ["source.cvc", false]]);
  // Merged into one list, the second shape's `source` was dropped as a repeat, and `source.iban` with it.
  t.deepEqual(choice.variants[1].rows.map((r) => [r.name, r.required]), [["source", true], ["source.iban", true]]);
  t.false(choice.truncated);
});

test("anyOf of named schemas and a shape without fields; the items of a root array", (t) => {
  const schemas = lookup({
    Payment: object({ id: str, status: str }),
    Deleted: { description: "What is left.", ...object({ id: str, deleted: { type: "boolean" } }) },
    Result: { anyOf: [{ $ref: "#/components/schemas/Payment" }, { $ref: "#/components/schemas/Deleted" }, { type: "string" }] },
    Results: { type: "array", items: { $ref: "#/components/schemas/Result" } },
  });
  const choice = flattenVariants(schemas, { ref: "Result" });
  t.is(choice.kind, "anyOf");
  t.deepEqual(choice.variants.map((v) => [v.label, v.type, v.hasFields, v.rows.map((r) => r.name)]), [
    ["Payment", "Payment", true, ["id", "status"]],
    ["Deleted", "Deleted", true, ["id", "deleted"]],
    [undefined, "string", false, []],
  ]);
  t.is(choice.variants[1].description, "What is left.");
  const items = flattenVariants(schemas, { ref: "Results" });
  t.true(items.ofItems);
  t.deepEqual(items.variants.map((v) => v.label), ["Payment", "Deleted", undefined]);
});

test("no choice, no variants: one shape with fields, only primitives, or a plain object", (t) => {
  const schemas = lookup({
    One: { oneOf: [object({ a: str }), { type: "string" }] },
    Primitives: { oneOf: [{ type: "string" }, { type: "integer" }] },
    Plain: object({ a: str }),
  });
  t.is(flattenVariants(schemas, { ref: "One" }), undefined);
  t.is(flattenVariants(schemas, { ref: "Primitives" }), undefined);
  t.is(flattenVariants(schemas, { ref: "Plain" }), undefined);
});

test("a shape that is the schema itself again is named, not entered", (t) => {
  const schemas = lookup({
    Node: { oneOf: [{ $ref: "#/components/schemas/Node" }, object({ x: str }), object({ y: str })] },
  });
  const choice = flattenVariants(schemas, { ref: "Node" });
  t.deepEqual(choice.variants.map((v) => [v.schema, v.hasFields, v.rows.length]), [["Node", false, 0], [undefined, true, 1], [undefined, true, 1]]);
});

test("the shapes share one bound on rows: later shapes are cut and the list says it was truncated", (t) => {
  const many = (prefix) => Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`${prefix}${i}`, str]));
  const schemas = lookup({ Big: { oneOf: [object(many("a")), object(many("b")), object(many("c"))] } });
  const choice = flattenVariants(schemas, { ref: "Big" });
  const total = choice.common.length + choice.variants.reduce((n, v) => n + v.rows.length, 0);
  t.is(total, MAX_ROWS);
  t.true(choice.truncated);
  t.deepEqual(choice.variants.map((v) => [v.rows.length, v.cut]), [[200, false], [MAX_ROWS - 200, false], [0, true]]);
});

test("the shapes' shared bound keeps every shape's top-level fields before any shape's nested ones", (t) => {
  const many = (prefix, n) => object(Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, str])));
  const schemas = lookup({
    Big: { oneOf: [object({ deep: object({ x: many("x", 150), y: many("y", 150) }), a: str }), object({ b: str, c: many("c", 5) })] },
    Base: { ...object({ kind: str, wide: object({ p: many("p", 200), q: many("q", 200) }) }), discriminator: { propertyName: "kind" } },
    Sub: { allOf: [{ $ref: "#/components/schemas/Base" }, object({ own: str })] },
  });
  const choice = flattenVariants(schemas, { ref: "Big" });
  t.false(choice.truncated);
  t.deepEqual(choice.variants[1].rows.map((r) => r.name), ["b", "c", "c.c0", "c.c1", "c.c2", "c.c3", "c.c4"]);
  const first = choice.variants[0].rows;
  t.deepEqual(first.filter((r) => !r.name.startsWith("deep.")).map((r) => r.name), ["deep", "a"]);
  // deep.x's 150 fit in the 250; deep.y's do not, so deep.y says its own are not listed.
  t.is(first.filter((r) => r.name.startsWith("deep.x.")).length, 150);
  t.is(first.filter((r) => r.name.startsWith("deep.y.")).length, 0);
  t.is(first.find((r) => r.name === "deep.y").deeper, "rows");
  t.is(first.find((r) => r.name === "deep.x").deeper, undefined);
  // Schemas that extend a base share the bound the same way: the shape's own field is kept.
  const extended = flattenVariants(schemas, { ref: "Base" });
  t.deepEqual(extended.variants.map((v) => v.rows.map((r) => r.name)), [["own"]]);
  t.deepEqual(extended.common.filter((r) => !r.name.startsWith("wide.")).map((r) => r.name), ["kind", "wide"]);
  t.is(extended.common.filter((r) => r.name.startsWith("wide.p.")).length, 200);
  t.is(extended.common.find((r) => r.name === "wide.q").deeper, "rows");
});

test("a nested choice stays one list, and each field of only some shapes names them", (t) => {
  const schemas = lookup({
    Card: object({ kind: str, last4: str, brand: str }, ["kind", "last4"]),
    Huge: object(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`h${i}`, str]))),
    Payment: object({
      id: str,
      method: {
        oneOf: [
          { $ref: "#/components/schemas/Card" },
          { title: "Bank", ...object({ kind: str, iban: str }, ["iban"]) },
          object({ kind: str, wallet: str }),
          { type: "string" },
        ],
      },
      other: { oneOf: [object({ x: str }), { type: "integer" }] },
      linked: { anyOf: [{ $ref: "#/components/schemas/Huge" }, object({ y: str }), object({ z: str })] },
    }),
  });
  const rows = flattenFields(schemas, { ref: "Payment" }, { linked: new Set(["Huge"]) });
  const notes = Object.fromEntries(rows.map((r) => [r.name, r.onlyIn && [r.onlyIn.map((s) => s.schema ?? (s.code ? `\`${s.label}\`` : s.label)), r.requiredInShapes ?? false]]));
  t.deepEqual(notes, {
    id: undefined,
    method: undefined,
    "method.kind": undefined, // in every shape with fields
    "method.last4": [["Card"], true],
    "method.brand": [["Card"], false],
    "method.iban": [["Bank"], true],
    "method.wallet": [["option 3 of 4"], false],
    other: undefined,
    "other.x": undefined, // one shape with fields: nothing to tell apart
    linked: undefined,
    // The linked shape is named on the row ("One of: Huge"), not merged, so it is not one of the shapes here.
    "linked.y": [["option 2 of 3"], false],
    "linked.z": [["option 3 of 3"], false],
  });
  t.deepEqual(rows.find((r) => r.name === "linked").variants, ["Huge"]);
  // The choice's own row names its shapes with fields; one shape with fields is no choice to name.
  const choiceOf = (name) => {
    const c = rows.find((r) => r.name === name).choice;
    return c && [c.kind, c.shapes.map((s) => s.label)];
  };
  t.deepEqual(choiceOf("method"), ["oneOf", ["Card", "Bank", "option 3 of 4"]]);
  t.deepEqual(choiceOf("linked"), ["anyOf", ["option 2 of 3", "option 3 of 3"]]);
  t.is(choiceOf("other"), undefined);
});

test("a field the shapes define differently lists every version's fields, each naming the shapes that have it", (t) => {
  // JSON:API's `included`: every shape has `attributes`, each its own (Apple's App Store Connect, GitHub's events).
  const schemas = lookup({
    App: object({ type: str, attributes: object({ name: str, bundleId: str }, ["name"]) }, ["type"]),
    Build: object({ type: str, attributes: object({ version: str, name: str, meta: object({ a: str }) }, ["version", "name"]) }),
    Beta: object({ type: str, attributes: object({ name: str, meta: object({ b: str }) }, ["name"]) }),
    Doc: object({ included: { type: "array", items: { oneOf: ["App", "Build", "Beta"].map((n) => ({ $ref: `#/components/schemas/${n}` })) } } }),
  });
  const rows = flattenFields(schemas, { ref: "Doc" });
  const shown = rows.map((r) => [r.name, r.type, r.required, r.onlyIn?.map((s) => s.label).join(" ") ?? "", r.requiredInShapes ?? false, r.byShape ?? false]);
  t.deepEqual(shown, [
    ["included", "array<App | Build | Beta>", false, "", false, false],
    ["included.type", "string", false, "", false, false],
    ["included.attributes", "object", false, "", false, true],
    // Every version requires it: it is there whenever `attributes` is.
    ["included.attributes.name", "string", true, "", false, false],
    ["included.attributes.bundleId", "string", false, "App", false, false],
    ["included.attributes.version", "string", false, "Build", true, false],
    // A field two versions define differently again: told apart one level further down.
    ["included.attributes.meta", "object", false, "Build Beta", false, true],
    ["included.attributes.meta.a", "string", false, "Build", false, false],
    ["included.attributes.meta.b", "string", false, "Beta", false, false],
  ]);
});

test("a version that is linked is named with its shapes; versions written alike are one; a version that is no object", (t) => {
  const many = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`h${i}`, str]));
  const comment = object({ id: str, body: str });
  const schemas = lookup({
    Huge: object(many),
    Event: object({
      payload: {
        oneOf: [
          { title: "A", ...object({ comment: { $ref: "#/components/schemas/Huge" }, target: str, same: object({ x: str }) }) },
          { title: "B", ...object({ comment, target: object({ url: str }), same: object({ x: str }) }) },
          // The same `comment` as B's, written out again: listed as one.
          { title: "C", ...object({ comment: object({ id: str, body: str }) }) },
        ],
      },
    }),
  });
  const rows = flattenFields(schemas, { ref: "Event" }, { linked: new Set(["Huge"]) });
  const row = (name) => rows.find((r) => r.name === name);
  t.is(row("payload.comment").type, "Huge | object");
  t.true(row("payload.comment").byShape);
  t.deepEqual(row("payload.comment").seeIn, [{ shapes: [{ label: "A" }], schema: "Huge", recursive: false }]);
  t.is(row("payload.comment").see, undefined);
  // Huge's own fields are on its page; they still count in telling the shapes apart: `id` is not one of them.
  t.deepEqual(row("payload.comment.id").onlyIn.map((s) => s.label), ["B", "C"]);
  t.false(rows.some((r) => r.name.startsWith("payload.comment.h")));
  // A string in one shape, an object in another: both named, the object's fields listed as its shape's.
  t.is(row("payload.target").type, "string | object");
  t.deepEqual(row("payload.target.url").onlyIn.map((s) => s.label), ["B"]);
  // Alike in every shape that has it: one version, listed as any field.
  t.is(row("payload.same").byShape, undefined);
  t.deepEqual(rows.filter((r) => r.name.startsWith("payload.same")).map((r) => [r.name, r.onlyIn]), [["payload.same", [{ label: "A" }, { label: "B" }]], ["payload.same.x", undefined]]);
});

test("discriminator: mapped values, a shape's own name without one, 2.0's bare property name", (t) => {
  const schemas = lookup({
    Full: object({ type: str, payment: str }),
    Partial: object({ type: str, amount: { type: "integer" } }),
    Refund: {
      oneOf: [{ $ref: "#/components/schemas/Full" }, { $ref: "#/components/schemas/Partial" }, object({ type: str, note: str })],
      discriminator: { propertyName: "type", mapping: { full: "#/components/schemas/Full", whole: "Full" } },
    },
  });
  t.deepEqual(schemas.get("Refund").discriminator, { propertyName: "type", mapping: [["full", "Full"], ["whole", "Full"]] });
  const choice = flattenVariants(schemas, { ref: "Refund" });
  t.is(choice.discriminator, "type");
  // Partial has no mapping entry, so its value is its name; an inline shape has none.
  t.deepEqual(choice.variants.map((v) => v.values), [["full", "whole"], ["Partial"], undefined]);
  const { model } = normalize({ version: "2.0", document: { swagger: "2.0", info: { title: "T", version: "1" }, paths: {}, definitions: { Pet: { type: "object", discriminator: "petType", properties: { petType: str } } } } });
  t.deepEqual(schemaLookup(model).get("Pet").discriminator, { propertyName: "petType", mapping: [] });
});

test("schemas that extend one with a discriminator (allOf) are its shapes: each adds its fields; nested, the row names them", (t) => {
  const pet = { ...object({ petType: str, name: str }, ["petType", "name"]), discriminator: { propertyName: "petType", mapping: { cat: "#/components/schemas/Cat" } } };
  const extend = (extra) => ({ allOf: [{ $ref: "#/components/schemas/Pet" }, ...extra] });
  const schemas = lookup({
    Pet: pet,
    Cat: { title: "House cat", ...extend([object({ indoor: { type: "boolean" } })]) },
    Dog: extend([object({ barks: { type: "boolean" } }, ["barks"])]),
    Fish: extend([]),
    Owner: object({ pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } } }),
    Pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
  });
  const choice = flattenVariants(schemas, { ref: "Pet" });
  t.is(choice.extends, "Pet");
  t.is(choice.discriminator, "petType");
  t.deepEqual(choice.common.map((r) => [r.name, r.required]), [["petType", true], ["name", true]]);
  // Each shape lists what it adds, not the base's fields again; the mapping's value, else the schema's name.
  t.deepEqual(choice.variants.map((v) => [v.label, v.values, v.hasFields, v.rows.map((r) => [r.name, r.required])]), [
    ["House cat", ["cat"], true, [["indoor", false]]],
    ["Dog", ["Dog"], true, [["barks", true]]],
    ["Fish", ["Fish"], false, []],
  ]);
  // The items of a root array.
  t.true(flattenVariants(schemas, { ref: "Pets" }).ofItems);
  // Nested: the row names the schemas that extend it.
  const rows = flattenFields(schemas, { ref: "Owner" });
  t.deepEqual(rows.find((r) => r.name === "pets").extendedBy, { schemas: ["Cat", "Dog", "Fish"], discriminator: "petType" });
  // A subtype is no choice of its own.
  t.is(flattenVariants(schemas, { ref: "Dog" }), undefined);
});

test("Swagger 2.0 polymorphism: x-ms-discriminator-value; past MAX_EXTENSION_SHAPES schemas are named, not listed", async (t) => {
  const many = Object.fromEntries(Array.from({ length: MAX_EXTENSION_SHAPES + 1 }, (_, i) => [`Sub${i}`, { allOf: [{ $ref: "#/definitions/Many" }, object({ [`f${i}`]: str })] }]));
  const { model } = normalize({
    version: "2.0",
    document: {
      swagger: "2.0",
      info: { title: "T", version: "1" },
      paths: {},
      definitions: {
        Channel: { ...object({ kind: str }, ["kind"]), discriminator: "kind" },
        Email: { allOf: [{ $ref: "#/definitions/Channel" }, object({ address: str })], "x-ms-discriminator-value": "EmailChannel" },
        Many: { ...object({ kind: str }), discriminator: "kind" },
        ...many,
      },
    },
  });
  const schemas = schemaLookup(model);
  t.deepEqual(flattenVariants(schemas, { ref: "Channel" }).variants.map((v) => [v.label, v.values]), [["Email", ["EmailChannel"]]]);
  t.is(flattenVariants(schemas, { ref: "Many" }), undefined);
  const named = listedExtensions(schemas, { ref: "Many" });
  t.is(named.schemas.length, MAX_EXTENSION_SHAPES + 1);
  t.is(named.discriminator, "kind");
});

test("a generated example gives the discriminator the value that selects its shape, and a base one of its extensions", (t) => {
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  const schemas = lookup({
    Refund: { oneOf: [ref("Full"), ref("Partial")], discriminator: { propertyName: "type", mapping: { whole: "#/components/schemas/Full" } } },
    Full: object({ type: str, payment: str }, ["type"]),
    Partial: object({ type: str, amount: { type: "integer" } }, ["type"]),
    Pet: { ...object({ petType: str, name: str }, ["petType"]), discriminator: { propertyName: "petType" } },
    // Adds nothing: an example of it would be the base's alone.
    Plain: { allOf: [ref("Pet")] },
    Cat: { allOf: [ref("Pet"), object({ indoor: { type: "boolean" } })] },
    Owner: object({ pet: ref("Pet") }),
    // Extends Pet through Cat: the base's discriminator still selects it, by its own name.
    Kitten: { allOf: [ref("Cat"), object({ age: { type: "integer" } })] },
  });
  t.deepEqual(sampleOf(schemas, { ref: "Refund" }), { type: "whole", payment: "string" });
  t.deepEqual(sampleOf(schemas, { ref: "Kitten" }), { petType: "Kitten", name: "string", indoor: true, age: 0 });
  // A base stands for its first extension that adds fields, with that extension's value (its name, unmapped).
  t.deepEqual(sampleOf(schemas, { ref: "Pet" }), { petType: "Cat", name: "string", indoor: true });
  t.deepEqual(sampleOf(schemas, { ref: "Plain" }), { petType: "Plain", name: "string" });
  t.deepEqual(sampleOf(schemas, { ref: "Owner" }), { pet: { petType: "Cat", name: "string", indoor: true } });
});

test("a generated example takes the first shape with fields, never every shape's fields at once", (t) => {
  const schemas = lookup({
    Pick: {
      ...object({ kind: str }),
      oneOf: [{ type: "string" }, object({ a: str, b: { type: "integer" } }), object({ c: str })],
    },
    // A computed key: `__proto__:` in an object literal would set the prototype instead.
    Odd: object({ ["__proto__"]: str, constructor: { type: "boolean" } }),
  });
  t.deepEqual(sampleOf(schemas, { ref: "Pick" }), { kind: "string", a: "string", b: 0 });
  const odd = sampleOf(schemas, { ref: "Odd" });
  t.deepEqual(Object.keys(odd), ["__proto__", "constructor"], "a property named __proto__ is kept as a property");
  t.is(JSON.stringify(odd), '{"__proto__":"string","constructor":true}');
});

/** Generates `spec` (path mode, with schema pages), builds it with no warning, and returns the HTML of page `url`. */
async function generateAndBuild(t, spec, url) {
  const { files } = generate(spec, { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false });
  const tmp = tempFolder("docgen-variants-");
  for (const f of files) {
    mkdirSync(path.dirname(path.join(tmp, "docs", f.path)), { recursive: true });
    writeFileSync(path.join(tmp, "docs", f.path), f.content);
  }
  const result = await buildSite({ input: path.join(tmp, "docs"), output: path.join(tmp, "_site") });
  t.deepEqual(result.warnings, []);
  return readFileSync(path.join(tmp, "_site", url, "index.html"), "utf8");
}

test("the generated page of a choice builds with Eleventy into one section per shape", async (t) => {
  const spec = await loadSpec(path.join(corpusRoot, "3.0/json/polymorphism.json"));
  const html = await generateAndBuild(t, spec, "anything/one-of-object-ref");
  // The page's own content (the On this page list before it names the same headings).
  const text = html.slice(html.indexOf("<main")).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  t.regex(text, /Exactly one of these 2 shapes applies \( oneOf \):/);
  // Each field appears once, under its own shape's heading, in the shapes' order.
  const order = ["Option 1: First type of object", " a string", " b string", "Option 2: Second type of object", " c string", " d string"].map((s) => text.indexOf(s));
  t.false(order.includes(-1), `every heading and field is there: ${order}`);
  t.deepEqual([...order].sort((x, y) => x - y), order);
  t.regex(html, /<h3 id="option-1-first-type-of-object"/);
  // The curl body is the first shape alone.
  const curl = /curl -X POST[\s\S]*?<\/code>/.exec(html)[0];
  t.regex(curl, /"a"/);
  t.notRegex(curl, /"c"/);
});

test("a field the shapes define differently builds with Eleventy: linked versions named, the rest merged with notes", async (t) => {
  const many = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`h${i}`, str]));
  const document = {
    openapi: "3.1.0",
    info: { title: "Events", version: "1" },
    paths: {
      "/events": {
        get: {
          summary: "List events",
          responses: { 200: { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Event" } } } } },
        },
      },
    },
    components: {
      schemas: {
        IssueComment: object(many),
        Event: object({
          id: str,
          payload: {
            oneOf: [
              { title: "IssueCommentEvent", ...object({ comment: { $ref: "#/components/schemas/IssueComment" } }, ["comment"]) },
              { title: "CommitCommentEvent", ...object({ comment: object({ id: str, commit_id: str }, ["commit_id"]) }, ["comment"]) },
              { title: "ReviewCommentEvent", ...object({ comment: object({ id: str, diff_hunk: str }) }) },
            ],
          },
        }),
      },
    },
  };
  const html = await generateAndBuild(t, { version: "3.1", versionString: "3.1.0", document, source: "events.json", warnings: [] }, "events/list");
  t.regex(html, /In IssueCommentEvent, see <a href="[^"]*schemas\/IssueComment\/">IssueComment<\/a>\./);
  // A field's name is its parent's and its own, in two elements: joined again here.
  const text = html.replace(/<span class="docgen-field__parent">([^<]*)<\/span>/g, "$1").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  t.regex(text, /Its fields differ by shape; each field below that only some shapes have says which\./);
  // Every version's fields, in order, each saying which shapes have it.
  const order = ["payload.comment.id", "Only in CommitCommentEvent and ReviewCommentEvent.", "payload.comment.commit_id", "Only in CommitCommentEvent, which requires it.", "payload.comment.diff_hunk", "Only in ReviewCommentEvent."].map((s) => text.indexOf(s));
  t.false(order.includes(-1), `every field and note is there: ${order}`);
  t.deepEqual([...order].sort((x, y) => x - y), order);
});
