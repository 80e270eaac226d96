// The floor for `docgen openapi`: the least any generator must do on the same spec. Reads the spec,
// JSON.parses it, counts operations (paths x HTTP methods, plus webhooks: 3.1's, else the `x-webhooks` of 3.0 specs
// such as GitHub's, which docgen documents the same way) and writes one tiny file per
// operation. Usage: node bench/floor.js <spec.json> <outdir>
// A .yaml/.yml spec is parsed with js-yaml instead (the parser docgen itself uses); that floor is slower
// than JSON.parse, so the benchmark shows its ratio for information only.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const [file, outdir] = process.argv.slice(2);
if (!file || !outdir) {
  process.stderr.write("usage: node bench/floor.js <spec.json> <outdir>\n");
  process.exit(2);
}

const text = readFileSync(file, "utf8");
let doc;
if (/\.ya?ml$/i.test(file)) {
  const yaml = await import("js-yaml");
  doc = yaml.load(text);
} else {
  doc = JSON.parse(text);
}

mkdirSync(outdir, { recursive: true });
let n = 0;
for (const group of [doc.paths, doc.webhooks ?? doc["x-webhooks"]]) {
  for (const [key, item] of Object.entries(group ?? {})) {
    if (!item || typeof item !== "object") continue;
    for (const method of METHODS) {
      if (!(method in item)) continue;
      n++;
      writeFileSync(join(outdir, `op-${n}.md`), `# ${method} ${key}\n`);
    }
  }
}
process.stdout.write(JSON.stringify({ operations: n }) + "\n");
