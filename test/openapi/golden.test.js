// Golden files: test/fixtures/specs/<case>.options.json (+ its spec) -> <case>.expected/**. UPDATE_GOLDEN=1 rewrites them.
import test from "ava";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { generate } from "../../dist/openapi/generate.js";

const dir = fileURLToPath(new URL("../fixtures/specs/", import.meta.url));
const update = process.env.UPDATE_GOLDEN === "1";

function listTree(root, rel = "") {
  if (!existsSync(root)) return [];
  return readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? listTree(root, p) : [p];
  });
}

const cases = readdirSync(dir)
  .filter((f) => f.endsWith(".options.json"))
  .sort()
  .map((f) => {
    const name = f.replace(/\.options\.json$/, "");
    const options = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
    const spec = options.spec ?? readdirSync(dir).find((s) => s === `${name}.yaml` || s === `${name}.json`);
    return { name, spec, options };
  });

test("golden cases cover 2.0, 3.0, 3.1, YAML, JSON and every group-by mode", (t) => {
  const specs = cases.map((c) => c.spec);
  t.true(specs.some((s) => s.includes("2.0")) && specs.some((s) => s.includes("3.0")) && specs.some((s) => s.includes("3.1")));
  t.true(specs.some((s) => s.endsWith(".yaml")) && specs.some((s) => s.endsWith(".json")));
  t.deepEqual([...new Set(cases.map((c) => c.options.groupBy))].sort(), ["method", "path", "tag"]);
});

for (const c of cases) {
  test(`golden: ${c.name}`, async (t) => {
    const spec = await loadSpec(path.join(dir, c.spec));
    const { files, warnings, skipped } = generate(spec, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...c.options });
    const expectedDir = path.join(dir, `${c.name}.expected`);
    const report = JSON.stringify({ warnings, skipped }, null, 2) + "\n";
    if (update) {
      rmSync(expectedDir, { recursive: true, force: true });
      for (const f of [...files, { path: "_report.json", content: report }]) {
        mkdirSync(path.dirname(path.join(expectedDir, f.path)), { recursive: true });
        writeFileSync(path.join(expectedDir, f.path), f.content);
      }
      t.pass("golden files updated");
      return;
    }
    t.true(existsSync(expectedDir), `no expected output for ${c.name}: run UPDATE_GOLDEN=1 npm test`);
    t.deepEqual([...files.map((f) => f.path), "_report.json"].sort(), listTree(expectedDir).sort(), "the set of files differs");
    for (const f of files) t.is(f.content, readFileSync(path.join(expectedDir, f.path), "utf8"), `${f.path} differs`);
    t.is(report, readFileSync(path.join(expectedDir, "_report.json"), "utf8"), "warnings or skipped operations differ");
  });
}
