// Every spec of @readme/oas-examples (2.0, 3.0, 3.1; JSON and YAML) generates in every mode, deterministically.
import test from "ava";
import path from "node:path";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { corpusRoot as root, corpusSpecs } from "./corpus-specs.js";

const specs = corpusSpecs();

test("the corpus is there", (t) => {
  t.true(specs.length > 100, `found ${specs.length} specs`);
});

for (const file of specs) {
  const name = path.relative(root, file);
  test(`corpus: ${name} generates in every mode, same bytes twice`, async (t) => {
    const spec = await loadSpec(file);
    for (const groupBy of ["path", "tag", "method"]) {
      const options = { groupBy, includeSchemas: true, basePath: "/v9", skipDeprecated: false };
      const first = generate(spec, options);
      const second = generate(structuredClone(spec), options);
      t.deepEqual(first.files, second.files, `${groupBy}: output differs between two runs`);
      t.true(first.files.some((f) => f.path === "index.md"));
      const paths = first.files.map((f) => f.path.toLowerCase());
      t.is(new Set(paths).size, paths.length, `${groupBy}: two files share a name`);
      // Every operation is on some page (its Api component), or left out with a reason.
      const apiCount = first.files.reduce((n, f) => n + (f.content.match(/\{% Api /g) ?? []).length, 0);
      t.is(apiCount, first.operations, `${groupBy}: ${apiCount} Api components for ${first.operations} operations`);
    }
  });
}
