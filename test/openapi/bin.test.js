// The built `docgen openapi` bin in a temp folder: exit codes, summary line, --json, overwrite rules.
import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { tempFolder } from "../helpers/temp.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const fixtures = fileURLToPath(new URL("../fixtures/specs/", import.meta.url));

function run(cwd, ...args) {
  const r = spawnSync(process.execPath, [bin, "openapi", ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const tmp = () => tempFolder("docgen-bin-");

test("success: exit 0, pages written, one summary line on stderr, nothing on stdout", (t) => {
  const cwd = tmp();
  const r = run(cwd, path.join(fixtures, "bookshop-3.0.yaml"));
  t.is(r.code, 0, r.stderr);
  t.is(r.stdout, "");
  t.regex(r.stderr, /^docgen openapi: wrote 5 pages to docs\/api, skipped 0, 0 warnings, \d+\.\d\ds$/m);
  t.true(existsSync(path.join(cwd, "docs/api/index.md")));
  t.true(existsSync(path.join(cwd, "docs/api/books/list.md")));
});

test("an output folder that is a file, or under one: exit 1 naming it and the fix, no stack trace, the file kept", (t) => {
  const cwd = tmp();
  writeFileSync(path.join(cwd, "notes"), "keep me");
  const spec = path.join(fixtures, "bookshop-3.0.yaml");
  for (const [args, shown, call] of [
    [["-o", "notes"], "notes", "mkdir EEXIST"],
    [["-o", "notes", "--check"], "notes", "scandir ENOTDIR"],
    [["-o", "notes/api"], "notes/api", "mkdir ENOTDIR"],
  ]) {
    const r = run(cwd, spec, ...args);
    t.is(r.code, 1, args.join(" "));
    t.is(r.stderr, `docgen: ${shown}: is not a folder: it, or a folder above it, is a file (${call})\n  Choose a folder (docgen makes it when it is missing), or move the file.\n`);
  }
  t.is(readFileSync(path.join(cwd, "notes"), "utf8"), "keep me");
});

test("--json prints the summary on stdout", (t) => {
  const cwd = tmp();
  const r = run(cwd, path.join(fixtures, "petstore-2.0.json"), "--json", "-o", "out", "--skip-deprecated");
  t.is(r.code, 0, r.stderr);
  const summary = JSON.parse(r.stdout);
  t.is(summary.output, "out");
  t.true(summary.written.includes("pets/list.md"));
  t.false(summary.written.includes("pets/delete.md"));
  t.deepEqual(summary.leftOut, [{ operation: "DELETE /pets/{petId}", reason: "deprecated (--skip-deprecated)" }]);
  t.true(summary.warnings.some((w) => w.message.includes("missing responses")));
  t.regex(r.stderr, /left out DELETE \/pets\/\{petId\}: deprecated/);
});

test("usage errors exit 2: bad --group-by, missing <spec>, unknown option", (t) => {
  const cwd = tmp();
  t.is(run(cwd, path.join(fixtures, "bookshop-3.0.yaml"), "--group-by", "color").code, 2);
  t.is(run(cwd).code, 2);
  t.is(run(cwd, path.join(fixtures, "bookshop-3.0.yaml"), "--frobnicate").code, 2);
  t.deepEqual(readdirSync(cwd), [], "a failing run writes nothing");
});

test("a spec that cannot be read exits 1 and leaves no output", (t) => {
  const cwd = tmp();
  writeFileSync(path.join(cwd, "bad.yaml"), "openapi: 3.0.0\ninfo: [unclosed\n");
  writeFileSync(path.join(cwd, "old.yaml"), "swagger: '1.2'\n");
  for (const spec of ["missing.yaml", "bad.yaml", "old.yaml"]) {
    const r = run(cwd, spec, "-o", "out");
    t.is(r.code, 1, `${spec}: ${r.stderr}`);
    t.regex(r.stderr, /docgen: /);
  }
  t.false(existsSync(path.join(cwd, "out")));
});

test("re-run: identical pages untouched, hand-written never touched, hand edits kept until --force; --no-overwrite keeps existing files", (t) => {
  const cwd = tmp();
  const spec = path.join(fixtures, "bookshop-3.0.yaml");
  t.is(run(cwd, spec).code, 0);
  const list = path.join(cwd, "docs/api/books/list.md");
  const handWritten = path.join(cwd, "docs/api/books/get.md");
  writeFileSync(list, readFileSync(list, "utf8") + "\nmanual edit\n");
  writeFileSync(handWritten, "# My own page\n");
  mkdirSync(path.join(cwd, "docs/api/guides"), { recursive: true });
  writeFileSync(path.join(cwd, "docs/api/authentication.md"), "---\ntitle: Auth\n---\nHand-written.\n");

  const kept = run(cwd, spec, "--no-overwrite");
  t.is(kept.code, 0);
  t.regex(kept.stderr, /wrote 0 pages to docs\/api, 3 unchanged, skipped 2 \(1 existing, 1 hand-written\)/);
  t.regex(readFileSync(list, "utf8"), /manual edit/);

  const again = run(cwd, spec);
  t.is(again.code, 0);
  t.regex(again.stderr, /^kept books\/list\.md: generated, then edited by hand; the spec changed it \(--force replaces it\)$/m);
  t.regex(again.stderr, /wrote 0 pages to docs\/api, 3 unchanged, skipped 1 \(1 hand-written\), kept 1 hand-edited/);
  t.regex(readFileSync(list, "utf8"), /manual edit/, "a hand edit is not lost without --force");

  const forced = run(cwd, spec, "--force");
  t.is(forced.code, 0);
  t.regex(forced.stderr, /wrote 1 page to docs\/api, 3 unchanged, skipped 1 \(1 hand-written\)/);
  t.notRegex(readFileSync(list, "utf8"), /manual edit/);
  t.is(readFileSync(handWritten, "utf8"), "# My own page\n");
  t.is(readFileSync(path.join(cwd, "docs/api/authentication.md"), "utf8"), "---\ntitle: Auth\n---\nHand-written.\n");
});

test("--help leads with the options and examples", (t) => {
  const r = spawnSync(process.execPath, [bin, "openapi", "--help"], { encoding: "utf8" });
  t.is(r.status, 0);
  for (const flag of ["--output", "--group-by", "--include-schemas", "--base-path", "--no-overwrite", "--force", "--check", "--verbose", "--skip-deprecated", "--json", "Examples:"]) t.true(r.stdout.includes(flag), flag);
});

test("--samples: languages in the order given, all of them with all; an unknown one is a usage error that lists the choices; --check names it to update", (t) => {
  const cwd = tmp();
  const spec = path.join(fixtures, "bookshop-3.0.yaml");
  const bad = run(cwd, spec, "--samples", "curl,rust");
  t.is(bad.code, 2);
  t.regex(bad.stderr, /--samples "curl,rust" has "rust"\. Give a comma-separated list of curl, javascript, python, go, java, ruby, php, csharp \(e\.g\. --samples curl,python\), all or none/);
  t.is(run(cwd, spec, "--samples", " , ").code, 2);
  t.false(existsSync(path.join(cwd, "docs")), "nothing written");
  t.is(run(cwd, spec, "--samples", "Python, curl").code, 0);
  const page = readFileSync(path.join(cwd, "docs/api/books/list.md"), "utf8");
  t.deepEqual([...page.matchAll(/^```(\w+) (\w+)$/gm)].map((m) => m[2]), ["Python", "curl"]);
  t.is(run(cwd, spec, "--samples", "all").code, 0);
  const all = readFileSync(path.join(cwd, "docs/api/books/list.md"), "utf8");
  t.deepEqual([...all.matchAll(/^```(\w+) (\S+)$/gm)].map((m) => m[2]), ["curl", "JavaScript", "Python", "Go", "Java", "Ruby", "PHP", "C#"]);
  const check = run(cwd, spec, "--check", "--samples", "none");
  t.is(check.code, 1);
  t.regex(check.stdout, /To update: docgen openapi \S+ -o docs\/api --samples none/);
  t.is(run(cwd, spec, "--samples", "none").code, 0);
  t.false(readFileSync(path.join(cwd, "docs/api/books/list.md"), "utf8").includes("Example request"));
});
