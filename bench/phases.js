// Where `docgen openapi`'s time goes, step by step, against the floor on the same spec: what "at most 3x the
// floor" would leave for docgen's own work. Each run is a fresh process that takes the steps the CLI takes (load,
// normalize, plan, then per page: build its model, write its text, stamp its hash, write a temporary file; then
// rename every file into place), timing each step, with the CLI's defaults (`--group-by path`). Left out: the
// CLI's argument parsing, output-folder lock and scan, the pages' folders (every page goes into one folder here),
// progress and the collection of kept site-relative links; so the steps add up to less than `docgen openapi`.
// It uses dist/ as built (`npm run build` first).
// Usage: node bench/phases.js [--runs N] [github|stripe|graph|petstore|figma|path/to/spec.json ...]
// Prints numbers and asserts nothing, like run.js.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureSpecs } from "./fetch-specs.js";
import { SPECS } from "./specs.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = (file) => new URL(`../dist/${file}`, import.meta.url).href;
const STEPS = ["load", "normalize", "plan", "build", "write", "hash", "files", "rename"];
/** Steps whose cost grows with docgen's own page work; the rest any full-page generator pays in some form. */
const CORE = new Set(["normalize", "plan", "build", "write"]);

async function child(spec, out) {
  // The same V8 flags `docgen openapi` sets for itself, before anything else is compiled (the module sets those of
  // the command in argv[2], here `--child`; the openapi command's are set over them).
  const { runtimeFlags } = await import(dist("cli/runtime-flags.js"));
  const { setFlagsFromString } = await import("node:v8");
  for (const flag of runtimeFlags(process.execArgv, process.env, "openapi")) setFlagsFromString(flag);
  const started = performance.now();
  const { loadSpec } = await import(dist("openapi/load/index.js"));
  const { normalize } = await import(dist("openapi/normalize/index.js"));
  const { planPages } = await import(dist("openapi/pages/index.js"));
  const { writePage, resetProseCache } = await import(dist("openapi/write/markdown.js"));
  const { stampHash } = await import(dist("openapi/output/marker.js"));
  const times = { modules: performance.now() - started };
  for (const step of STEPS) times[step] = 0;
  let at = performance.now();
  const lap = (step) => {
    const now = performance.now();
    times[step] += now - at;
    at = now;
  };
  resetProseCache();
  const loaded = await loadSpec(spec);
  lap("load");
  const { model } = normalize(loaded);
  lap("normalize");
  const { pages } = planPages(model, { groupBy: "path", includeSchemas: false, basePath: "" });
  lap("plan");
  let characters = 0;
  const temps = [];
  pages.forEach((page, i) => {
    const built = page.build();
    lap("build");
    const text = writePage(built);
    lap("write");
    const stamped = stampHash(text);
    lap("hash");
    const temp = join(out, `.${i}.tmp`);
    writeFileSync(temp, stamped, "utf8");
    temps.push([temp, join(out, `${i}.md`)]);
    characters += stamped.length;
    lap("files");
  });
  for (const [temp, target] of temps) renameSync(temp, target);
  lap("rename");
  process.stdout.write(`${JSON.stringify({ times, pages: pages.length, characters })}\n`);
}

function main() {
  const args = process.argv.slice(2);
  let runs = 3;
  const names = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--runs") runs = Number(args[++i]);
    else names.push(args[i]);
  }
  if (!Number.isInteger(runs) || runs < 1) fail("--runs takes a whole number of at least 1");
  if (!existsSync(join(root, "dist/openapi/generate.js"))) fail("dist/ is missing: run `npm run build` first");
  const specs = (names.length ? names : ["github", "stripe", "graph"]).map((name) => {
    const known = SPECS.find((s) => s.name === name);
    if (known) return ensureSpecs([known])[0];
    if (existsSync(name)) return { name, file: resolve(name) };
    return fail(`unknown spec "${name}": use ${SPECS.map((s) => s.name).join(", ")} or a file path`);
  });
  const base = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  const work = mkdtempSync(join(base, "docgen-phases-"));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  process.on("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  console.log(`docgen phases: ${runs} run(s) per command, medians; output in ${base}; Node ${process.version}`);
  for (const spec of specs) report(spec, runs, work);
}

function report(spec, runs, work) {
  const samples = [];
  const floors = [];
  const startups = [];
  for (let i = 0; i < runs; i++) {
    // Alternating: floor, bare start-up, docgen's steps; each in a fresh folder.
    floors.push(wall(["bench/floor.js", spec.file, fresh(work, "floor")]));
    startups.push(wall(["-e", "0"]));
    const out = fresh(work, "docgen");
    const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", spec.file, out], { cwd: root, encoding: "utf8", maxBuffer: 1 << 20 });
    if (result.status !== 0) fail(`docgen steps failed on ${spec.name}:\n${result.stderr}`);
    samples.push(JSON.parse(result.stdout.trim().split("\n").pop()));
  }
  const step = (name) => median(samples.map((s) => s.times[name]));
  const startup = median(startups);
  const floor = median(floors);
  const rows = [["node start-up", startup], ["loading docgen's modules", step("modules")], ...STEPS.map((s) => [LABELS[s], step(s)])];
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  const core = STEPS.filter((s) => CORE.has(s)).reduce((sum, s) => sum + step(s), 0);
  const fixed = total - core;
  const target = 3 * floor;
  const { pages, characters } = samples[0];
  console.log(`\n${spec.name}: ${pages} pages, ${characters.toLocaleString("en-US")} characters`);
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms${CORE.has(KEYS[label]) ? "  (page work)" : ""}`);
  console.log(`  ${"total".padEnd(34)} ${total.toFixed(0).padStart(6)} ms`);
  console.log(`  ${"the floor (bench/floor.js), wall".padEnd(34)} ${floor.toFixed(0).padStart(6)} ms; 3x is ${target.toFixed(0)} ms`);
  const left = target - fixed;
  console.log(
    left <= 0
      ? `  3x leaves nothing for the page work: the other steps alone take ${fixed.toFixed(0)} ms`
      : `  3x leaves ${left.toFixed(0)} ms for the page work, which takes ${core.toFixed(0)} ms: ${core <= left ? "it fits" : `${(core / left).toFixed(1)}x too slow`}`,
  );
}

const LABELS = {
  load: "read, parse, check references",
  normalize: "normalize",
  plan: "plan pages (names, links)",
  build: "build page models",
  write: "write page text",
  // The first pass over a page's text also joins its pieces into one string, which the write would do otherwise.
  hash: "join and hash (ownership marker)",
  files: "write temporary files",
  rename: "rename into place",
};
const KEYS = Object.fromEntries(Object.entries(LABELS).map(([k, v]) => [v, k]));

function fresh(work, name) {
  const dir = join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Wall-clock milliseconds of `node <args>`, which must succeed. */
function wall(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) fail(`node ${args.join(" ")} failed:\n${result.stderr}`);
  return performance.now() - started;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function fail(message) {
  process.stderr.write(`bench/phases: ${message}\n`);
  process.exit(1);
}

if (process.argv[2] === "--child") await child(process.argv[3], process.argv[4]);
else main();
