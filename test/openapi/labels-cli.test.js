// `docgen openapi` reads the site configuration's labels (`-c`, or docgen.config.* in the current folder) and writes
// the generated pages in its words; a bad label fails before anything is written; `--check` compares in those words;
// and the build of such pages takes the same file without a warning, Try it finding its way by the same words.
import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tempFolder } from "../helpers/temp.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const spec = fileURLToPath(new URL("../fixtures/specs/bookshop-3.0.yaml", import.meta.url));

function run(cwd, ...args) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", CI: "1" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const FRENCH = { lang: "fr", labels: { responses: "Réponses", requestBody: "Corps de la requête", bodyRequired: "Obligatoire.", onThisPage: "Sur cette page" } };

test("-c gives the pages the configuration's words; without it, English", (t) => {
  const cwd = tempFolder("docgen-labels-cli-");
  writeFileSync(path.join(cwd, "site.json"), JSON.stringify(FRENCH));
  const r = run(cwd, "openapi", spec, "-o", "fr", "-c", "site.json");
  t.is(r.code, 0, r.stderr);
  t.notRegex(r.stderr, /warning:/, "the pages' own labels (onThisPage) are known, not warned about");
  const page = readFileSync(path.join(cwd, "fr/books/create.md"), "utf8");
  t.regex(page, /^## Réponses$/m);
  t.regex(page, /^## Corps de la requête$/m);
  t.regex(page, /Obligatoire\./);
  t.notRegex(page, /^## Responses$/m);
  t.is(run(cwd, "openapi", spec, "-o", "en").code, 0);
  t.regex(readFileSync(path.join(cwd, "en/books/create.md"), "utf8"), /^## Responses$/m);
  // --check with the same words: up to date; in English: every page with the words differs.
  t.is(run(cwd, "openapi", spec, "-o", "fr", "-c", "site.json", "--check").code, 0);
  const drift = run(cwd, "openapi", spec, "-o", "fr", "--check", "--json");
  t.is(drift.code, 1);
  t.true(JSON.parse(drift.stdout).changed.includes("books/create.md"));
});

test("docgen.config.json in the current folder is read as docgen build reads it", (t) => {
  const cwd = tempFolder("docgen-labels-cli-");
  writeFileSync(path.join(cwd, "docgen.config.json"), JSON.stringify(FRENCH));
  const r = run(cwd, "openapi", spec, "-o", "docs/api");
  t.is(r.code, 0, r.stderr);
  t.regex(readFileSync(path.join(cwd, "docs/api/books/create.md"), "utf8"), /^## Réponses$/m);
});

test("a label that is not a string fails naming the file and the label, and writes nothing", (t) => {
  const cwd = tempFolder("docgen-labels-cli-");
  writeFileSync(path.join(cwd, "site.json"), JSON.stringify({ labels: { responses: 3 } }));
  const r = run(cwd, "openapi", spec, "-o", "out", "-c", "site.json");
  t.is(r.code, 1);
  t.regex(r.stderr, /site\.json/);
  t.regex(r.stderr, /labels\.responses/);
  t.false(existsSync(path.join(cwd, "out")));
  writeFileSync(path.join(cwd, "list.json"), JSON.stringify({ labels: ["Réponses"] }));
  const list = run(cwd, "openapi", spec, "-o", "out", "-c", "list.json");
  t.is(list.code, 1);
  t.regex(list.stderr, /"labels" must be an object/);
  t.false(existsSync(path.join(cwd, "out")));
});

test("a label name docgen does not know is warned about and the run goes on", (t) => {
  const cwd = tempFolder("docgen-labels-cli-");
  writeFileSync(path.join(cwd, "site.json"), JSON.stringify({ labels: { respnses: "Réponses" } }));
  const r = run(cwd, "openapi", spec, "-o", "out", "-c", "site.json");
  t.is(r.code, 0, r.stderr);
  t.regex(r.stderr, /warning: .*site\.json: "labels\.respnses" is not a label docgen knows/);
  t.regex(readFileSync(path.join(cwd, "out/books/create.md"), "utf8"), /^## Responses$/m);
});

test("a missing -c file fails with exit 1, naming it", (t) => {
  const cwd = tempFolder("docgen-labels-cli-");
  const r = run(cwd, "openapi", spec, "-o", "out", "-c", "nowhere.json");
  t.is(r.code, 1);
  t.regex(r.stderr, /nowhere\.json/);
  t.false(existsSync(path.join(cwd, "out")));
});

test("docgen build takes the generator's labels in the same file without a warning", (t) => {
  const cwd = tempFolder("docgen-labels-cli-");
  writeFileSync(path.join(cwd, "docgen.config.json"), JSON.stringify(FRENCH));
  mkdirSync(path.join(cwd, "docs"));
  t.is(run(cwd, "openapi", spec, "-o", "docs/api").code, 0);
  const r = run(cwd, "build", "-i", "docs", "-o", "_site");
  t.is(r.code, 0, r.stderr);
  t.regex(r.stderr, / 0 warnings/);
  t.notRegex(r.stderr, /warning:|not a label|unknown/i);
  const html = readFileSync(path.join(cwd, "_site/api/books/create/index.html"), "utf8");
  t.regex(html, /<h2 id="réponses">.*Réponses/);
  t.regex(html, /Sur cette page/);
  // The page script gets the shared words it reads the page by.
  t.regex(html, /"responses":"Réponses"/);
  t.regex(html, /"requestBody":"Corps de la requête"/);
});
