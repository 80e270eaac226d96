// Regression: chained YAML anchors (or `$ref`s to pointers outside the reusable schemas), each level naming the
// one below twice, made normalization exponential: 24 levels in a 1.5 KB file ran out of memory. Expansion is
// now capped per schema (MAX_SCHEMA_NODES), with a warning.
import test from "ava";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { generate } from "../../dist/openapi/generate.js";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { MAX_SCHEMA_NODES } from "../../dist/openapi/normalize/schema.js";
import { tempDir } from "../helpers/site.js";

const LEVELS = 26; // 2^26 nodes if expanded in full
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

test("chained YAML anchors: bounded generation, a warning, and pages that stay small", async (t) => {
  const lines = ["openapi: 3.0.3", "info: {title: Anchors, version: '1'}", "x-defs:", "  a0: &a0 {type: object, properties: {v: {type: string}}}"];
  for (let i = 1; i <= LEVELS; i++) lines.push(`  a${i}: &a${i} {type: object, properties: {x: *a${i - 1}, y: *a${i - 1}}}`);
  lines.push("paths:", "  /things:", "    post:", "      requestBody:", "        content:", "          application/json:", `            schema: *a${LEVELS}`, "      responses: {'200': {description: ok}}");
  const dir = await tempDir();
  const file = path.join(dir, "anchors.yaml");
  await writeFile(file, `${lines.join("\n")}\n`);
  const result = generate(await loadSpec(file), options);
  t.true(result.warnings.some((w) => w.message.includes(`more than ${MAX_SCHEMA_NODES} nodes`)), JSON.stringify(result.warnings));
  for (const f of result.files) t.true(f.content.length < 200_000, `${f.path}: ${f.content.length} bytes`);
});

test("$refs to pointers outside components/schemas, each level twice: the same bound", (t) => {
  const defs = { a0: { type: "object", properties: { v: { type: "string" } } } };
  for (let i = 1; i <= LEVELS; i++) defs[`a${i}`] = { type: "object", properties: { x: { $ref: `#/x-defs/a${i - 1}` }, y: { $ref: `#/x-defs/a${i - 1}` } } };
  const document = {
    openapi: "3.0.3",
    info: { title: "Refs", version: "1" },
    "x-defs": defs,
    paths: { "/things": { get: { responses: { 200: { description: "ok", content: { "application/json": { schema: { $ref: `#/x-defs/a${LEVELS}` } } } } } } } },
  };
  const result = generate({ version: "3.0", warnings: [], document }, options);
  t.true(result.warnings.some((w) => w.message.includes(`more than ${MAX_SCHEMA_NODES} nodes`)));
  const page = result.files.find((f) => f.path === "things/list.md");
  t.truthy(page);
  t.regex(page.content, /name="x\.x\.x"/, "the first levels are still shown");
});
