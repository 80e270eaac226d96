// js-yaml is loaded on the first YAML text only: a JSON spec's run never pays for loading it.
import test from "ava";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Loads `spec` in a fresh process; returns whether js-yaml's CommonJS build was loaded, and the spec's format. */
function loadIn(spec) {
  const script = `
    import { createRequire } from "node:module";
    const { loadSpec } = await import(${JSON.stringify(`${root}dist/openapi/load/index.js`)});
    const loaded = await loadSpec(${JSON.stringify(spec)});
    const cache = createRequire(import.meta.url).cache;
    const yaml = Object.keys(cache).some((path) => /[\\\\/]js-yaml[\\\\/]/.test(path));
    process.stdout.write(JSON.stringify({ yaml, format: loaded.format }));`;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" }));
}

test("a JSON spec loads without js-yaml; a YAML spec loads it", (t) => {
  t.deepEqual(loadIn("test/fixtures/specs/events-3.1.json"), { yaml: false, format: "json" });
  t.deepEqual(loadIn("test/fixtures/specs/bookshop-3.0.yaml"), { yaml: true, format: "yaml" });
});
