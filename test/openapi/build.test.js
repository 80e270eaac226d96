// Generated pages build with the docgen plugin: every oas-examples spec and the hostile spec, no warnings, no script.
import test from "ava";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { corpusSpecs } from "./corpus-specs.js";
import { tempFolder } from "../helpers/temp.js";

const fixtures = fileURLToPath(new URL("../fixtures/specs/", import.meta.url));

async function importBuild() {
  try {
    return (await import("../../dist/build/site.js")).buildSite;
  } catch {
    return (await import("../../dist/build.js")).buildSite;
  }
}

function writeFiles(root, files) {
  for (const f of files) {
    const target = path.join(root, f.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.content);
  }
}

function htmlFiles(root, rel = "") {
  return readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = path.join(rel, e.name);
    return e.isDirectory() ? htmlFiles(root, p) : e.name.endsWith(".html") ? [p] : [];
  });
}

test("the hostile spec builds, and nothing from it runs as script or Nunjucks", async (t) => {
  const buildSite = await importBuild();
  const tmp = tempFolder("docgen-hostile-");
  const spec = await loadSpec(path.join(fixtures, "hostile.yaml"));
  for (const groupBy of ["tag", "path"]) {
    writeFiles(path.join(tmp, "docs", groupBy), generate(spec, { groupBy, includeSchemas: true, basePath: "", skipDeprecated: false }).files);
  }
  const result = await buildSite({ input: path.join(tmp, "docs"), output: path.join(tmp, "_site") });
  t.deepEqual(result.warnings, []);
  const pages = htmlFiles(path.join(tmp, "_site"));
  t.true(pages.length >= 10);
  const all = pages.map((p) => readFileSync(path.join(tmp, "_site", p), "utf8")).join("\n");
  t.notRegex(all, /<script>alert|<script>fenced/i, "no script element from the spec");
  // A tag whose attributes (quoted values skipped) include an on* handler.
  t.notRegex(all, /<[a-z][a-z0-9-]*(?:\s+[^\s=>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*\s+on[a-z]+\s*=/i, "no event handler attribute");
  t.notRegex(all, /(href|src)="\s*(javascript|vbscript|data):/i, "no script URL");
  t.notRegex(all, /<iframe|<style>body/i, "no iframe or style from the spec");
  t.regex(all, /\{\{ x \}\}/, "the literal {{ x }} is shown");
  t.regex(all, /\{% raw %\}/, "the literal {% raw %} is shown");
  t.regex(all, /&lt;script&gt;in code&lt;\/script&gt;/, "a <script> in a code span is kept as code");
  t.regex(all, /<b>bold stays<\/b>/, "ordinary inline HTML is kept");
  // Nothing escaped the site: every file is under _site.
  t.false(pages.some((p) => p.startsWith("..")));
  assertTitleOnce(t, tmp, pages);
});

/**
 * Each operation page shows its title once, as its h1: the Api block's title repeats the page's own heading, so
 * it is not printed again (whatever Markdown punctuation, braces or HTML the title holds). A page of several
 * operations (`--group-by method`) keeps each block's title, which differs from its heading.
 */
function assertTitleOnce(t, tmp, pages) {
  const text = (html) => html.replace(/<[^>]+>/g, "").trim();
  let single = 0;
  for (const p of pages) {
    const html = readFileSync(path.join(tmp, "_site", p), "utf8");
    const blocks = html.split('<section class="docgen-api ').length - 1;
    if (blocks === 0) continue;
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    t.truthy(h1, `${p}: has an h1`);
    const titles = [...html.matchAll(/<p class="docgen-api__title">([\s\S]*?)<\/p>/g)].map((m) => text(m[1]));
    t.false(titles.includes(text(h1[1])), `${p}: no Api block repeats the page's title`);
    if (blocks === 1 && titles.length === 0) single++;
  }
  t.true(single >= 10, `${single} one-operation pages show their title once`);
}

test("every oas-examples spec generates into one docs folder that builds without warnings", async (t) => {
  const buildSite = await importBuild();
  const tmp = tempFolder("docgen-corpus-build-"); // 38 MB a run

  const specs = corpusSpecs().filter((f) => f.endsWith(".json") || !readdirSync(path.dirname(f).replace(/yaml$/, "json")).includes(path.basename(f).replace(/\.ya?ml$/, ".json")));
  const modes = ["path", "tag", "method"];
  let i = 0;
  for (const file of specs) {
    const spec = await loadSpec(file);
    const groupBy = modes[i++ % modes.length];
    const name = `${path.basename(path.dirname(path.dirname(file)))}-${path.basename(file).replace(/\.[^.]+$/, "")}`.replace(/[^A-Za-z0-9-]/g, "-");
    writeFiles(path.join(tmp, "docs", name), generate(spec, { groupBy, includeSchemas: true, basePath: "", skipDeprecated: false }).files);
  }
  const result = await buildSite({ input: path.join(tmp, "docs"), output: path.join(tmp, "_site") });
  t.deepEqual(result.warnings, []);
  const pages = htmlFiles(path.join(tmp, "_site"));
  t.true(pages.length > specs.length);
  assertTitleOnce(t, tmp, pages);
});
