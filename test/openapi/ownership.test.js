// Owned regeneration (issue 5): the marker and its hash, writing only what changed, stale pages, hand edits,
// atomic writes, one writer per folder, and `--check`. Everything runs the built bin in temp folders. Tests that
// watch a running child are serial: the others block the event loop with spawnSync.
import test from "ava";
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ownership, stampHash } from "../../dist/openapi/output/marker.js";
import { LOCK_FILE, writeOutput } from "../../dist/openapi/output/write-output.js";
import { readTree, tempDir } from "../helpers/site.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");
const execFileAsync = promisify(execFile);

function run(cwd, ...args) {
  const r = spawnSync(process.execPath, [bin, "openapi", ...args], { cwd, encoding: "utf8", env: { ...process.env, CI: "1" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const ok = { responses: { 200: { description: "ok" } } };
const spec = (paths, title = "Shop") => JSON.stringify({ openapi: "3.0.3", info: { title, version: "1" }, paths });
/** A spec with `n` resources, each with a list and a get operation. */
function bigSpec(n, note = "") {
  const paths = {};
  for (let i = 0; i < n; i++) {
    paths[`/r${i}`] = { get: { summary: `List r${i}`, description: `All r${i}.${note}`, ...ok } };
    paths[`/r${i}/{id}`] = { get: { summary: `Get r${i}`, parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], ...ok } };
  }
  return spec(paths, "Big");
}

test("marker: every page says it is generated, from which operation, with a hash of its bytes", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "s.json"), spec({ "/books": { get: ok, post: ok }, "/books/{id}": { get: ok } }));
  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  const pages = readTree(path.join(cwd, "api"));
  t.deepEqual(Object.keys(pages).sort(), ["books/create.md", "books/get.md", "books/list.md", "index.md"]);
  for (const [file, text] of Object.entries(pages)) {
    t.regex(text, /^generator: docgen openapi$/m, file);
    t.regex(text, /^contentHash: sha256-[0-9a-f]{24}$/m, file);
    t.is(ownership(text), "generated", `${file} verifies against its own hash`);
  }
  t.regex(pages["books/create.md"], /^source: "POST \/books"$/m);
  t.regex(pages["books/get.md"], /^source: "GET \/books\/\{id\}"$/m);
  t.regex(pages["index.md"], /^source: "index"$/m);
});

test("ownership(): an edit anywhere, front matter included, is seen; no marker is hand-written; no hash is legacy", (t) => {
  const page = stampHash('---\ntitle: "T"\ngenerator: docgen openapi\nsource: "GET /a"\n---\n\n# T\n\nBody.\n');
  t.is(ownership(page), "generated");
  t.is(ownership(page.replace("Body.", "Body!")), "edited");
  t.is(ownership(page.replace('title: "T"', 'title: "U"')), "edited");
  t.is(ownership(`${page}\n`), "edited", "even one added newline");
  t.is(ownership(page.replace(/contentHash: sha256-[0-9a-f]+/, "contentHash: sha256-000000000000000000000000")), "edited");
  t.is(ownership(page.replace(/\ncontentHash: .*/, "")), "generated-unhashed");
  t.is(ownership("---\ntitle: mine\n---\n# Mine\n"), "hand-written");
  t.is(ownership("# generator: docgen openapi\n"), "hand-written");
});

test("a re-run with the same spec rewrites nothing; a changed operation rewrites only its pages", async (t) => {
  const cwd = await tempDir();
  const paths = { "/books": { get: { summary: "List books", ...ok } }, "/authors": { get: { summary: "List authors", ...ok } } };
  await writeFile(path.join(cwd, "s.json"), spec(paths));
  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  const mtimes = () => Object.fromEntries(Object.keys(readTree(path.join(cwd, "api"))).map((f) => [f, statSync(path.join(cwd, "api", f)).mtimeMs]));
  const before = mtimes();
  await new Promise((r) => setTimeout(r, 30));

  const same = run(cwd, "s.json", "-o", "api", "--json");
  t.is(same.code, 0);
  t.regex(same.stderr, /wrote 0 pages to api, 3 unchanged/);
  t.deepEqual(JSON.parse(same.stdout).written, []);
  t.deepEqual(mtimes(), before, "no file was touched");

  paths["/books"].get.description = "Now with a description.";
  await writeFile(path.join(cwd, "s.json"), spec(paths));
  const changed = run(cwd, "s.json", "-o", "api", "--json");
  t.is(changed.code, 0);
  const summary = JSON.parse(changed.stdout);
  t.deepEqual(summary.changed, ["books/list.md"]);
  t.is(summary.unchanged, 2);
  const after = mtimes();
  t.not(after["books/list.md"], before["books/list.md"]);
  t.is(after["authors/list.md"], before["authors/list.md"]);
  t.is(after["index.md"], before["index.md"]);
});

test("stale pages: removed and listed; a hand-edited one is reported and kept unless --force; hand-written ones stay", async (t) => {
  const cwd = await tempDir();
  const three = { "/books": { get: ok }, "/authors": { get: ok }, "/shops": { get: ok } };
  await writeFile(path.join(cwd, "s.json"), spec(three));
  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  const shops = path.join(cwd, "api/shops/list.md");
  await writeFile(shops, (await readFile(shops, "utf8")) + "\nOur note.\n");
  await writeFile(path.join(cwd, "api/authors/notes.md"), "# Notes about authors\n");

  await writeFile(path.join(cwd, "s.json"), spec({ "/books": { get: ok } }));
  const r = run(cwd, "s.json", "-o", "api", "--json");
  t.is(r.code, 0);
  t.regex(r.stderr, /^removed authors\/list\.md: no longer in the spec$/m);
  t.regex(r.stderr, /^kept shops\/list\.md: generated, then edited by hand; no longer in the spec \(--force deletes it\)$/m);
  t.regex(r.stderr, /removed 1 stale generated page, kept 1 hand-edited/);
  const summary = JSON.parse(r.stdout);
  t.deepEqual(summary.removed, ["authors/list.md"]);
  t.deepEqual(summary.edited, [{ file: "shops/list.md", stale: true }]);
  t.false(existsSync(path.join(cwd, "api/authors/list.md")));
  t.true(existsSync(path.join(cwd, "api/authors/notes.md")), "a hand-written page in the same folder stays, and so does its folder");
  t.regex(readFileSync(shops, "utf8"), /Our note\./);

  const forced = run(cwd, "s.json", "-o", "api", "--force");
  t.is(forced.code, 0);
  t.regex(forced.stderr, /^removed shops\/list\.md: no longer in the spec$/m);
  t.false(existsSync(path.join(cwd, "api/shops")), "the emptied folder goes too");
  t.true(existsSync(path.join(cwd, "api/authors/notes.md")));
});

test("a failure while writing leaves every page as it was and no temporary file behind", async (t) => {
  const root = await tempDir();
  const out = path.join(root, "api");
  const files = Array.from({ length: 300 }, (_, i) => ({ path: `g${i % 7}/p${i}.md`, text: stampHash(`---\ngenerator: docgen openapi\nsource: "p${i}"\n---\n\nv1 ${i}\n`) }));
  await writeOutput(out, files.map((f) => ({ path: f.path, render: () => f.text })), { overwrite: true });
  const before = readTree(out);
  t.is(Object.keys(before).length, 300);

  const failing = files.map((f, i) => ({
    path: i === 250 ? `new/p${i}.md` : f.path,
    render: () => {
      if (i === 250) throw new Error("disk full (simulated by the page source)");
      return f.text.replace("v1", "v2");
    },
  }));
  await t.throwsAsync(writeOutput(out, failing, { overwrite: true }), { message: /disk full/ });
  t.deepEqual(readTree(out), before, "no page changed, nothing added, no temporary file left");
  t.false(existsSync(path.join(out, "new")), "folders the failed run created are gone");
});

test.serial("a run killed mid-write leaves whole pages only; the next run clears its temporary files and its lock", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "s.json"), bigSpec(1500));
  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  await writeFile(path.join(cwd, "s.json"), bigSpec(1500, " Changed."));

  const child = spawn(process.execPath, [bin, "openapi", "s.json", "-o", "api"], { cwd, stdio: "ignore" });
  // Kill it as soon as it has staged a temporary file (or finished, on a very fast machine).
  const lock = path.join(cwd, "api", LOCK_FILE);
  for (let i = 0; i < 2000 && child.exitCode === null; i++) {
    const temps = readdirSync(path.join(cwd, "api", "r1")).filter((f) => f.endsWith(".docgen-tmp"));
    if (temps.length > 0) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  t.is(child.exitCode, null, "the run was still going when it was killed");
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
  t.true(readdirSync(path.join(cwd, "api", "r1")).some((f) => f.endsWith(".docgen-tmp")), "it died with temporary files staged");
  t.true(existsSync(lock), "and its lock left behind");

  for (const [file, text] of Object.entries(readTree(path.join(cwd, "api")))) {
    if (!file.endsWith(".md")) continue;
    t.is(ownership(text), "generated", `${file} is a whole page (old or new), not half-written`);
  }
  const next = run(cwd, "s.json", "-o", "api");
  t.is(next.code, 0, next.stderr);
  const left = Object.keys(readTree(path.join(cwd, "api")));
  t.deepEqual(left.filter((f) => f.endsWith(".docgen-tmp")), [], "temporary files of the killed run are removed");
  t.false(existsSync(lock), "the lock is released");
  t.is(run(cwd, "s.json", "-o", "api", "--check").code, 0, "the folder matches the spec");
});

test("two runs at once on one folder: one waits for the other, and the folder ends whole", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "a.json"), bigSpec(1200, " From A."));
  await writeFile(path.join(cwd, "b.json"), bigSpec(900, " From B."));
  const [a, b] = await Promise.all(
    ["a.json", "b.json"].map((s) => execFileAsync(process.execPath, [bin, "openapi", s, "-o", "api"], { cwd, env: { ...process.env, CI: "1" } })),
  );
  t.regex(a.stderr + b.stderr, /docgen openapi: wrote/);
  const checks = ["a.json", "b.json"].map((s) => run(cwd, s, "-o", "api", "--check").code);
  t.true(checks.includes(0), "the folder is exactly what one of the specs generates");
  for (const [file, text] of Object.entries(readTree(path.join(cwd, "api")))) t.is(ownership(text), "generated", file);
});

test.serial("a live lock makes a run wait; removing it lets the run finish; a dead holder's lock is taken over", async (t) => {
  const cwd = await tempDir();
  await mkdir(path.join(cwd, "api"));
  await writeFile(path.join(cwd, "s.json"), spec({ "/books": { get: ok } }));
  const lock = path.join(cwd, "api", LOCK_FILE);
  await writeFile(lock, `${process.pid} ${os.hostname()}\n`);
  const child = spawn(process.execPath, [bin, "openapi", "s.json", "-o", "api"], { cwd });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  for (let i = 0; i < 400 && !/waiting for another run/.test(stderr); i++) await new Promise((r) => setTimeout(r, 25));
  t.regex(stderr, new RegExp(`waiting for another run \\(process ${process.pid} `));
  t.false(existsSync(path.join(cwd, "api/books/list.md")), "nothing written while the lock is held");
  await import("node:fs/promises").then((fs) => fs.unlink(lock));
  const code = await new Promise((r) => child.once("exit", r));
  t.is(code, 0);
  t.true(existsSync(path.join(cwd, "api/books/list.md")));

  const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
  writeFileSync(lock, `${dead} ${os.hostname()}\n`);
  const r = run(cwd, "s.json", "-o", "api");
  t.is(r.code, 0);
  t.notRegex(r.stderr, /waiting/);
  t.false(existsSync(lock));
});

test("--check: exit 0 when up to date; exit 1 listing what would be added, changed, removed or was edited; writes nothing", async (t) => {
  const cwd = await tempDir();
  const paths = { "/books": { get: { summary: "List books", ...ok } }, "/authors": { get: ok } };
  await writeFile(path.join(cwd, "s.json"), spec(paths));

  const missing = run(cwd, "s.json", "-o", "api", "--check");
  t.is(missing.code, 1);
  t.regex(missing.stdout, /^ {2}add {4}books\/list\.md$/m);
  t.false(existsSync(path.join(cwd, "api")), "--check creates nothing");

  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  const clean = run(cwd, "s.json", "-o", "api", "--check");
  t.is(clean.code, 0, clean.stdout + clean.stderr);
  t.is(clean.stdout, "");
  t.regex(clean.stderr, /docgen openapi --check: api is up to date \(3 pages\)/);

  paths["/books"].get.summary = "All the books";
  delete paths["/authors"];
  paths["/shops"] = { get: ok };
  await writeFile(path.join(cwd, "s.json"), spec(paths));
  const before = readTree(path.join(cwd, "api"));
  const drift = run(cwd, "s.json", "-o", "api", "--check", "--verbose");
  t.is(drift.code, 1);
  t.regex(drift.stdout, /^ {2}remove authors\/list\.md$/m);
  t.regex(drift.stdout, /^ {2}change books\/list\.md$/m);
  t.regex(drift.stdout, /^ {2}change index\.md$/m);
  t.regex(drift.stdout, /^ {2}add {4}shops\/list\.md$/m);
  t.regex(drift.stdout, /^-title: "List books"$/m, "--verbose shows the diff");
  t.regex(drift.stdout, /^\+title: "All the books"$/m);
  t.regex(drift.stdout, /^To update: docgen openapi s\.json -o api$/m);
  t.regex(drift.stderr, /api is out of date: 1 to add, 2 to change, 1 to remove/);
  t.deepEqual(readTree(path.join(cwd, "api")), before, "--check wrote nothing");

  const json = run(cwd, "s.json", "-o", "api", "--check", "--json");
  t.is(json.code, 1);
  const summary = JSON.parse(json.stdout);
  t.is(summary.upToDate, false);
  t.deepEqual(summary.added, ["shops/list.md"]);

  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  t.is(run(cwd, "s.json", "-o", "api", "--check").code, 0);
  const page = path.join(cwd, "api/shops/list.md");
  writeFileSync(page, readFileSync(page, "utf8").replace("# ", "# Edited "));
  const edited = run(cwd, "s.json", "-o", "api", "--check");
  t.is(edited.code, 1);
  t.regex(edited.stdout, /^ {2}edited shops\/list\.md \(generated, then edited by hand\)$/m);
  t.regex(edited.stdout, /add --force to discard hand edits/);
});

test("--verbose without --check is a usage error", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "s.json"), spec({ "/a": { get: ok } }));
  const r = run(cwd, "s.json", "--verbose");
  t.is(r.code, 2);
  t.regex(r.stderr, /--verbose only applies with --check/);
});

test("a large API's index lists groups with a page each; when the API shrinks those pages go like any stale page", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "s.json"), bigSpec(300)); // 600 operations: over the split threshold (500)
  t.is(run(cwd, "s.json", "-o", "api").code, 0);
  const index = readFileSync(path.join(cwd, "api/index.md"), "utf8");
  t.regex(index, /600 operations in 300 groups/);
  t.regex(index, /^- \[R7\]\(r7\/\) \(2 operations\)$/m, "groups are labelled as the sidebar labels their folders");
  t.notRegex(index, /\(r7\/get\/\)/, "operations are listed on the group pages, not the index");
  const group = readFileSync(path.join(cwd, "api/r7/index.md"), "utf8");
  t.regex(group, /^source: "group R7"$/m);
  t.regex(group, /^- \[List r7\]\(\.\.\/r7\/list\/\) `GET \/r7`$/m);
  t.regex(group, /^- \[Get r7\]\(\.\.\/r7\/get\/\) `GET \/r7\/\{id\}`$/m);

  await writeFile(path.join(cwd, "s.json"), bigSpec(200)); // 400 operations: one index again
  const r = run(cwd, "s.json", "-o", "api", "--json");
  t.is(r.code, 0, r.stderr);
  const removed = JSON.parse(r.stdout).removed;
  t.true(removed.includes("r7/index.md"), "a group page is ours to remove, not mistaken for another spec's output");
  t.true(removed.includes("r250/list.md"));
  t.false(existsSync(path.join(cwd, "api/r250")));
  t.regex(readFileSync(path.join(cwd, "api/index.md"), "utf8"), /\(r7\/get\/\)/);
});
