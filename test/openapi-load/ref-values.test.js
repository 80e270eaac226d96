// The loader's quick pass over a parsed spec (refValues) must see exactly the `$ref`s its full walk (walkRefs)
// visits, literal data skipped alike, and scanRefs must report the same whichever pass it takes.
import test from "ava";
import fc from "fast-check";
import { refValues, walkRefs } from "../../dist/openapi/load/walk.js";
import { scanRefs } from "../../dist/openapi/load/check-refs.js";

// Keys the walks treat specially (literal data, Example Objects, `$ref`) among ordinary ones.
const key = fc.constantFrom("$ref", "example", "examples", "value", "enum", "const", "default", "a", "b", "items", "properties", "schema");
const refValue = fc.constantFrom("#/a", "#/b", "#/a/b", "#/missing", "#/examples/0", "other.yaml#/x", "#", "no-hash", 5, null, true);
const tree = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, refValue, tie("object"), tie("array")),
  object: fc.dictionary(key, tie("node"), { maxKeys: 5 }),
  array: fc.array(tie("node"), { maxLength: 4 }),
})).object;
/** As JSON.parse gives it: a tree (no object at two places), own keys only. */
const parsedTree = tree.map((value) => JSON.parse(JSON.stringify(value)));

function walked(doc) {
  const refs = new Set();
  walkRefs(doc, (ref) => refs.add(ref), true);
  return refs;
}

test("property: the quick pass finds the same references as the full walk", (t) => {
  let withRefs = 0;
  fc.assert(
    fc.property(parsedTree, (doc) => {
      const full = walked(doc);
      if (full.size > 0) withRefs++;
      const quick = refValues(doc);
      return quick.size === full.size && [...full].every((ref) => quick.has(ref));
    }),
    { numRuns: 5000 },
  );
  t.true(withRefs > 1000, `${withRefs} documents with references`);
});

test("property: scanRefs reports the same on a tree with or without the quick pass", (t) => {
  let warned = 0;
  let clean = 0;
  fc.assert(
    fc.property(parsedTree, (doc) => {
      const quick = scanRefs(doc, true);
      const full = scanRefs(doc, false); // no tree promise: always the full walk
      if (quick.warnings.length > 0) warned++;
      else if (walked(doc).size > 0) clean++;
      return JSON.stringify(quick) === JSON.stringify(full);
    }),
    { numRuns: 5000 },
  );
  t.true(warned > 200 && clean > 200, `${warned} with warnings, ${clean} with references and none`);
});

test("references in literal data are skipped by both passes, anywhere else found", (t) => {
  const doc = {
    components: {
      schemas: {
        A: { $ref: "#/x", example: { $ref: "#/ex" }, enum: [{ $ref: "#/en" }], default: { $ref: "#/de" }, const: { $ref: "#/co" }, examples: [{ value: { $ref: "#/arr" } }] },
      },
      examples: { E: { value: { $ref: "#/val" }, other: { $ref: "#/other" } } },
    },
    list: [{ $ref: "#/in-array" }, [{ $ref: "#/nested-array" }]],
  };
  const expected = ["#/x", "#/other", "#/in-array", "#/nested-array"].sort();
  t.deepEqual([...refValues(doc)].sort(), expected);
  t.deepEqual([...walked(doc)].sort(), expected);
});
