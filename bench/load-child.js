// Child process for the benchmark: runs loadSpec alone on one spec and prints a JSON summary line.
import { loadSpec } from "../dist/openapi/load/index.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const started = performance.now();
const spec = await loadSpec(process.argv[2]);
const ms = performance.now() - started;
let operations = 0;
for (const group of [spec.document.paths, spec.document.webhooks]) {
  for (const item of Object.values(group ?? {})) {
    if (item && typeof item === "object") operations += METHODS.filter((m) => m in item).length;
  }
}
process.stdout.write(
  JSON.stringify({ version: spec.versionString, format: spec.format, operations, warnings: spec.warnings.length, loadMs: ms, maxRssKiB: process.resourceUsage().maxRSS }) + "\n",
);
