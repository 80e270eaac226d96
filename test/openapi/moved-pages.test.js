// A regeneration that writes a page at a new path says where it went: the page an earlier run wrote is removed
// with "now <new path>" instead of "no longer in the spec", matched by the `source` in its front matter. A
// `--group-by` change, a tag renamed in tag mode, or a docgen that names pages otherwise (path mode's subfolders)
// moved every page and reported each as gone from the spec.
import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { tempDir } from "../helpers/site.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");
function run(cwd, ...args) {
  const r = spawnSync(process.execPath, [bin, "openapi", ...args], { cwd, encoding: "utf8", env: { ...process.env, CI: "1" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const op = (summary, tag) => ({ summary, tags: [tag], responses: { 200: { description: "ok" } } });
const spec = (paths) => JSON.stringify({ openapi: "3.0.3", info: { title: "Shop", version: "1" }, paths });

test("pages written at a new path are reported as moved; a page whose operation is gone, as gone", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "s.json"), spec({ "/pets": { get: op("List pets", "pets"), post: op("Add a pet", "pets") }, "/stores": { get: op("List stores", "stores") } }));
  t.is(run(cwd, "s.json", "-o", "api", "--group-by", "tag").code, 0);
  t.true(existsSync(path.join(cwd, "api/pets/list-pets.md")));

  // The same operations in path mode, but for the stores operation, gone.
  await writeFile(path.join(cwd, "s.json"), spec({ "/pets": { get: op("List pets", "pets"), post: op("Add a pet", "pets") } }));
  const r = run(cwd, "s.json", "-o", "api", "--json");
  t.is(r.code, 0, r.stderr);
  t.regex(r.stderr, /^removed pets\/list-pets\.md: now pets\/list\.md$/m);
  t.regex(r.stderr, /^removed pets\/add-a-pet\.md: now pets\/create\.md$/m);
  t.regex(r.stderr, /^removed stores\/list-stores\.md: no longer in the spec$/m);
  t.regex(r.stderr, /removed 5 stale generated pages \(2 written at a new path\)/);
  const summary = JSON.parse(r.stdout);
  t.deepEqual(summary.moved, [
    { file: "pets/add-a-pet.md", to: "pets/create.md" },
    { file: "pets/list-pets.md", to: "pets/list.md" },
  ]);
  // The tag pages (pets/index.md, stores/index.md) and stores/list-stores.md are gone with nothing in their place.
  t.deepEqual(summary.removed, ["pets/add-a-pet.md", "pets/index.md", "pets/list-pets.md", "stores/index.md", "stores/list-stores.md"]);
});

test("--check lists a moved page's new path beside it", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "s.json"), spec({ "/pets": { get: op("List pets", "pets") } }));
  t.is(run(cwd, "s.json", "-o", "api", "--group-by", "tag").code, 0);
  // A tag renamed: the page's folder follows it.
  await writeFile(path.join(cwd, "s.json"), spec({ "/pets": { get: op("List pets", "animals") } }));
  const r = run(cwd, "s.json", "-o", "api", "--group-by", "tag", "--check");
  t.is(r.code, 1);
  t.regex(r.stdout, /^ {2}remove pets\/list-pets\.md \(now animals\/list-pets\.md\)$/m);
  t.regex(r.stdout, /^ {2}add {4}animals\/list-pets\.md$/m);
  t.regex(r.stdout, /^ {2}remove pets\/index\.md$/m, "a tag's page whose tag is gone: no new path");
});
