// The generator's allocation-free paths give what the general code gives: the longest backtick run (code spans
// and fences), the properties of a schema (their names, places and required flags; own ones returned as they are
// when nothing is merged in), type labels,
// and shortened examples whose keys include `__proto__`.
import test from "ava";
import fc from "fast-check";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { discriminatorValues, propertiesOf, schemaLookup } from "../../dist/openapi/pages/fields.js";
import { exampleText } from "../../dist/openapi/pages/example-text.js";
import { typeLabel } from "../../dist/openapi/pages/type-label.js";
import { longestRun } from "../../dist/markdown-text.js";

const RUNS = { numRuns: 2000, includeErrorInReport: true };

test("longestRun: the longest run of backticks, as a regular expression finds it", (t) => {
  const text = fc.array(fc.constantFrom("`", "``", "```", "a", " ", "\n", "é", "😀"), { maxLength: 40 }).map((parts) => parts.join(""));
  fc.assert(
    fc.property(text, (s) => longestRun(s, "`") === Math.max(0, ...(s.match(/`+/g) ?? []).map((run) => run.length))),
    RUNS,
  );
  t.is(longestRun("a ``` b `` c", "`"), 3);
  t.is(longestRun("no ticks", "`"), 0);
});

/**
 * The general merge's names, written out plainly: own properties, then allOf members', then oneOf/anyOf variants'
 * (not required); a name already listed keeps its place, and when both listings are not a variant's it is
 * required if either requires it (its definitions are merged: see test/openapi/allof-refinement.test.js); a named
 * schema already on the stack is not entered again.
 */
function reference(schemas, schema, stack, level = 0, out = [], seen = new Map(), optional = false, linked = undefined, leftOut = []) {
  for (const p of schema.properties) {
    const at = seen.get(p.name);
    if (at !== undefined) {
      if (!at.optional && !optional) out[at.index] = { name: p.name, required: out[at.index].required || p.required };
      continue;
    }
    seen.set(p.name, { index: out.length, optional });
    out.push({ name: p.name, required: optional ? false : p.required });
  }
  if (level > 8) return out;
  const enter = (member, opt) => {
    if ("cycle" in member) return;
    if ("ref" in member) {
      if (stack.includes(member.ref)) return;
      const target = schemas.get(member.ref);
      if (target) reference(schemas, target, [...stack, member.ref], level + 1, out, seen, opt, linked, leftOut);
      return;
    }
    reference(schemas, member, stack, level + 1, out, seen, opt, linked, leftOut);
  };
  for (const m of schema.allOf) enter(m, optional);
  for (const m of [...schema.oneOf, ...schema.anyOf]) {
    // A variant that is a linked schema is named, not merged in (see propertiesOf).
    if (linked && "ref" in m && linked.has(m.ref)) {
      if (!leftOut.includes(m.ref)) leftOut.push(m.ref);
    } else enter(m, true);
  }
  return out;
}

const NAMES = ["A", "B", "C"];
const propName = fc.constantFrom("id", "name", "kind", "__proto__", "", "a.b");
const rawSchema = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ type: fc.constantFrom("string", "integer") }),
    fc.constantFrom(...NAMES).map((n) => ({ $ref: `#/components/schemas/${n}` })),
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(propName, tie("schema"), { maxKeys: 4 }),
        required: fc.subarray(["id", "name", "kind"]),
        allOf: fc.array(tie("schema"), { maxLength: 2 }),
        oneOf: fc.array(tie("schema"), { maxLength: 2 }),
        anyOf: fc.array(tie("schema"), { maxLength: 2 }),
      },
      { requiredKeys: ["type"] },
    ),
  ),
})).schema;

test("propertiesOf: the same list as the general merge, for schemas with and without members to merge", (t) => {
  let own = 0;
  fc.assert(
    fc.property(fc.array(rawSchema, { minLength: 3, maxLength: 3 }), (list) => {
      const components = Object.fromEntries(NAMES.map((n, i) => [n, list[i]]));
      const { model } = normalize({ version: "3.0", document: { openapi: "3.0.3", info: { title: "T", version: "1" }, paths: {}, components: { schemas: components } } });
      const schemas = schemaLookup(model);
      for (const { name, schema } of model.schemas) {
        if (schema.allOf.length + schema.oneOf.length + schema.anyOf.length === 0) own++;
        const got = propertiesOf(schemas, schema, [name]);
        const want = reference(schemas, schema, [name]);
        if (JSON.stringify(got.map((p) => ({ name: p.name, required: p.required }))) !== JSON.stringify(want)) return false;
        // Nothing to merge: the schema's own list itself, each property as normalized.
        if (schema.allOf.length + schema.oneOf.length + schema.anyOf.length === 0 && got !== schema.properties) return false;
      }
      return true;
    }),
    { ...RUNS, numRuns: 500 },
  );
  t.true(own > 100, `the own-properties path was taken ${own} times`);
});

test("propertiesOf: a merge worked out once serves later walks, whatever ancestors and linked variants they have", (t) => {
  // Each schema is asked again and again, as the pages' walks ask, with ancestors that may hold the schemas its
  // merge enters (an allOf cycle through A, B and C is then cut short) and linked variants to leave out.
  const names = fc.subarray(NAMES);
  let reused = 0;
  let cut = 0;
  fc.assert(
    fc.property(fc.array(rawSchema, { minLength: 3, maxLength: 3 }), fc.array(fc.tuple(names, fc.option(names, { nil: undefined })), { minLength: 1, maxLength: 8 }), (list, asks) => {
      const components = Object.fromEntries(NAMES.map((n, i) => [n, list[i]]));
      const { model } = normalize({ version: "3.0", document: { openapi: "3.0.3", info: { title: "T", version: "1" }, paths: {}, components: { schemas: components } } });
      const schemas = schemaLookup(model);
      const linkedSets = new Map();
      for (const [ancestors, linkedNames] of asks) {
        // One set per choice of names, as a run has one: the cache knows a linked set by its identity.
        const key = linkedNames?.join() ?? "none";
        if (!linkedSets.has(key)) linkedSets.set(key, linkedNames && new Set(linkedNames));
        const linked = linkedSets.get(key);
        for (const { schema } of model.schemas) {
          const leftOut = ["Z"];
          const got = propertiesOf(schemas, schema, ancestors, linked, leftOut);
          const wantLeftOut = ["Z"];
          const want = reference(schemas, schema, ancestors, 0, [], new Map(), false, linked, wantLeftOut);
          if (JSON.stringify(got.map((p) => ({ name: p.name, required: p.required }))) !== JSON.stringify(want)) return false;
          if (JSON.stringify(leftOut) !== JSON.stringify(wantLeftOut)) return false;
          if (schema.allOf.length + schema.oneOf.length + schema.anyOf.length === 0) continue;
          if (propertiesOf(schemas, schema, ancestors, linked) === got) reused++;
          else cut++;
        }
      }
      return true;
    }),
    { ...RUNS, numRuns: 500 },
  );
  // Both ways were taken: the list worked out before, and a merge of its own where the ancestors cut it short.
  t.true(reused > 500, `a merge was reused ${reused} times`);
  t.true(cut > 20, `a merge was worked out again ${cut} times`);
});

test("discriminatorValues: each schema's values from an index of the mapping, as a search of the whole mapping finds them", (t) => {
  const target = fc.constantFrom("Cat", "Dog", "Bird", "Fish");
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.string({ maxLength: 3 }), target), { maxLength: 12 }), fc.array(target, { minLength: 1, maxLength: 8 }), fc.option(fc.string({ maxLength: 3 }), { nil: undefined }), (mapping, asks, own) => {
      const discriminator = { propertyName: "kind", mapping };
      // The same discriminator asked again and again, as a reference's pages ask.
      return asks.every((named) => {
        const mapped = mapping.filter(([, to]) => to === named).map(([value]) => value);
        const want = mapped.length > 0 ? mapped : [own ?? named];
        return JSON.stringify(discriminatorValues(discriminator, named, { discriminatorValue: own })) === JSON.stringify(want);
      });
    }),
    RUNS,
  );
  t.is(discriminatorValues(undefined, "Cat", undefined), undefined);
  t.is(discriminatorValues({ propertyName: "kind", mapping: [] }, undefined, undefined), undefined);
});

test("normalize: a 2.0 form field named twice is one field, the first (property names are unique)", (t) => {
  const { model } = normalize({
    version: "2.0",
    document: {
      swagger: "2.0",
      info: { title: "T", version: "1" },
      paths: { "/a": { post: { consumes: ["multipart/form-data"], parameters: [
        { name: "f", in: "formData", type: "string", description: "first" },
        { name: "g", in: "formData", type: "integer" },
        { name: "f", in: "formData", type: "file", description: "second" },
      ], responses: { 200: { description: "ok" } } } } },
    },
  });
  const schema = model.operations[0].requestBody.content[0].schema;
  t.deepEqual(schema.properties.map((p) => [p.name, p.schema.description]), [["f", "first"], ["g", undefined]]);
});

test("typeLabel: one type, several, formats, arrays, maps, variants and references", (t) => {
  const { model } = normalize({ version: "3.1", document: { openapi: "3.1.0", info: { title: "T", version: "1" }, paths: {}, components: { schemas: {
    Pet: { type: "object", properties: { id: { type: "integer" } } },
    S: { type: "string", format: "date-time" },
    Multi: { type: ["string", "integer", "null"] },
    List: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
    Map: { type: "object", additionalProperties: { type: "integer" } },
    AnyMap: { type: "object", additionalProperties: true },
    Either: { oneOf: [{ $ref: "#/components/schemas/Pet" }, { type: "string" }, { type: "string" }] },
    Wrapped: { allOf: [{ $ref: "#/components/schemas/Pet" }] },
    Merged: { allOf: [{ $ref: "#/components/schemas/Pet" }, { properties: { x: { type: "string" } } }] },
    Bare: {},
  } } } });
  const schemas = schemaLookup(model);
  const label = (name) => typeLabel(schemas.get(name), schemas);
  t.deepEqual(
    ["Pet", "S", "Multi", "List", "Map", "AnyMap", "Either", "Wrapped", "Merged", "Bare"].map(label),
    ["object", "string(date-time)", "string | integer", "array<Pet>", "map<integer>", "map<any>", "Pet | string", "Pet", "object", "any"],
  );
});

test("exampleText: a shortened example keeps a `__proto__` key as a key", (t) => {
  const value = JSON.parse(`{"__proto__": {"polluted": true}, "items": [${Array.from({ length: 400 }, (_, i) => `"${"x".repeat(100)}${i}"`).join(",")}]}`);
  const shown = exampleText(value, 4000);
  t.truthy(shown.cut, "the example was shortened");
  const parsed = JSON.parse(shown.text);
  t.true(Object.hasOwn(parsed, "__proto__"), shown.text.slice(0, 200));
  t.deepEqual(parsed.__proto__, { polluted: true });
  t.is(parsed.items.length, 3);
  t.is({}.polluted, undefined);
});
