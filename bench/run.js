// `npm run bench`: measures docgen against floors, side by side in one run, and says which targets hold.
//   Generation: `docgen openapi <spec>` vs bench/floor.js (read + JSON.parse + one tiny file per operation).
//   Site build: `docgen build` of a generated reference vs plain Eleventy on as many plain Markdown pages
//   of the same average size.
// Usage: node bench/run.js [--runs N] [--quick] [--only name[,name]] [--no-memory-pass] [--no-wait] [extra spec paths...]
// Numbers only: nothing is asserted. Exit code 0 even when targets are missed; 1 when a command failed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheDir, ensureSpecs } from "./fetch-specs.js";
import { killRunning, measureNode } from "./measure.js";
import { writePlainPages } from "./plain-pages.js";
import { SPECS } from "./specs.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "dist", "cli", "bin.js");
const floor = join(root, "bench", "floor.js");
const eleventyBin = join(root, "node_modules", "@11ty", "eleventy", "cmd.cjs");

const MiB = 1024 * 1024;
const TARGETS = { ratio: 3, graphRssMiB: SPECS.find((s) => s.name === "graph").rssTargetMiB, pageBytes: 1 * MiB, buildRatio: 1.3, memoryMargin: 0.25 };

// ---- arguments -------------------------------------------------------------------------------------------
const args = process.argv.slice(2);
const flagValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runsArg = flagValue("--runs");
const runs = runsArg === undefined ? 3 : Number(runsArg);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs needs a whole number >= 1, got ${runsArg}`);
const quick = args.includes("--quick");
const memoryPassWanted = !args.includes("--no-memory-pass");
const waitForIdle = !args.includes("--no-wait");
const only = flagValue("--only")?.split(",");
const extra = args.filter((a, i) => !a.startsWith("--") && !["--runs", "--only"].includes(args[i - 1]));
for (const a of args) if (a.startsWith("--") && !["--runs", "--only", "--quick", "--no-memory-pass", "--no-wait"].includes(a)) usage(`unknown flag ${a}`);
if (only) for (const name of only) if (!SPECS.some((s) => s.name === name)) usage(`--only: no spec named ${name} (${SPECS.map((s) => s.name).join(", ")})`);
// The ~11,400-page Graph build pair takes minutes: once each unless --runs is given explicitly.
const bigBuildRuns = runsArg === undefined ? 1 : runs;

function usage(message) {
  process.stderr.write(`bench: ${message}\nusage: node bench/run.js [--runs N] [--quick] [--only name[,name]] [--no-memory-pass] [--no-wait] [spec paths...]\n`);
  process.exit(2);
}

// ---- temp folder, removed on every exit path -------------------------------------------------------------
const tmpRoot = mkdtempSync(join(tmpdir(), "docgen-bench-"));
// The same ratio targets measured a second time with every output in memory (tmpfs), where file creation costs
// next to nothing: there the ratios show docgen's own work. Only when the temp folder is on a disk.
const memoryRoot = memoryPassWanted && isTmpfs("/dev/shm") && !isTmpfs(tmpRoot) ? mkdtempSync(join("/dev/shm", "docgen-bench-")) : undefined;
const cleanup = () => {
  rmSync(tmpRoot, { recursive: true, force: true });
  if (memoryRoot) rmSync(memoryRoot, { recursive: true, force: true });
};
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    process.stderr.write(`\nbench: ${signal}, stopping the running command and removing ${tmpRoot}${memoryRoot ? ` and ${memoryRoot}` : ""}\n`);
    killRunning();
    process.exit(130); // runs the exit handler
  });
}

// Generation writes hundreds to thousands of files, and so does every baseline: the ratios depend on how fast
// this folder creates files. Measured before any command, and printed with its file system; measured again after
// the generation runs and after the builds in it, since a disk's speed moves within a run (see bench/README.md).
const outputFolder = probeOutputFolder(tmpRoot);
const memoryFolder = memoryRoot ? probeOutputFolder(memoryRoot) : undefined;

const started = Date.now();
// The commit whose dist/ is measured: read now, as `npm run bench` has just built it, since src/ may change during a
// run of a quarter of an hour without changing what runs.
const measuredCommit = gitHead();
const clock = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
};
const log = (line) => process.stderr.write(`bench [${clock()}] ${line}\n`);

const failures = [];
// 1-minute load average before each measured command: other work on the machine shows up here.
const loads = [];
let settled;
const genRows = [];
const buildRows = [];
const memGenRows = [];
const memBuildRows = [];

try {
  const selected = SPECS.filter((s) => !only || only.includes(s.name));
  const specs = [...ensureSpecs(selected), ...extra.map((p) => ({ name: p, label: p, file: p, ratioTarget: false }))];
  settled = await settle();
  loads.push(loadavg()[0]);

  for (const spec of specs) genRows.push(await generation(spec));
  outputFolder.createMsAfterGeneration = probeOutputFolder(tmpRoot).createMs;
  for (const spec of specs.filter((s) => s.build)) {
    if (spec.big && quick) {
      buildRows.push({ name: spec.name, kind: spec.build, skipped: "--quick" });
      continue;
    }
    buildRows.push(await buildPair(spec, spec.big ? bigBuildRuns : runs));
  }
  if (buildRows.some((r) => !r.skipped)) outputFolder.createMsAfterBuilds = probeOutputFolder(tmpRoot).createMs;
  if (memoryRoot) {
    // The memory target of the Graph build does not depend on the disk: not repeated here.
    for (const spec of specs.filter((s) => s.ratioTarget)) memGenRows.push(await generation(spec, memoryRoot));
    for (const spec of specs.filter((s) => s.build === "time")) memBuildRows.push(await buildPair(spec, runs, memoryRoot));
  }
} catch (error) {
  failures.push(`bench: ${error.message}`);
}

report();
process.exitCode = failures.length ? 1 : 0;

// ---- an idle machine first --------------------------------------------------------------------------------
// Started right after other work (a test run leaves the 1-minute load near 4 on two cores), the first commands
// share the CPUs and the ratios come out noisier. Waits, up to 3 minutes, for the 1-minute load to fall below
// 1; --no-wait starts at once. Returns what happened, for the report.
async function settle() {
  const limit = 1;
  const maxWaitMs = 180_000;
  const from = loadavg()[0];
  if (!waitForIdle || from < limit) return { waitedS: 0, from, to: from, limit, skipped: !waitForIdle };
  log(`1-min load ${from.toFixed(2)}: waiting up to ${maxWaitMs / 60_000} min for it to fall below ${limit} before measuring (--no-wait to start at once)`);
  const t = Date.now();
  while (loadavg()[0] >= limit && Date.now() - t < maxWaitMs) await new Promise((done) => setTimeout(done, 5000));
  const to = loadavg()[0];
  const waitedS = Math.round((Date.now() - t) / 1000);
  log(`1-min load ${to.toFixed(2)} after ${waitedS} s${to >= limit ? ": still busy, measuring anyway" : ""}`);
  return { waitedS, from, to, limit, skipped: false };
}

// ---- generation: floor vs docgen openapi -----------------------------------------------------------------
async function generation(spec, base = tmpRoot) {
  const row = { name: spec.name, label: spec.label, file: spec.file, specBytes: undefined, ratioTarget: spec.ratioTarget, rssTargetMiB: spec.rssTargetMiB, floor: [], docgen: [], failed: {} };
  row.runs = spec.big && quick ? 1 : runs;
  const where = base === tmpRoot ? "" : " (in memory)";
  const dir = join(base, `gen-${spec.name.replace(/[^\w.-]+/g, "_")}`);
  try {
    row.specBytes = statSync(spec.file).size;
    // One untimed floor run first: reads the spec into the file cache for both commands.
    log(`${spec.name}${where}: warm-up (floor, untimed)`);
    mustSucceed(await measureNode([floor, spec.file, join(dir, "warm")]), "floor");
    rmSync(join(dir, "warm"), { recursive: true, force: true });
    await alternate(row, ["floor", "docgen"], row.runs, `${spec.name}${where}`, async (which, i) => {
      const out = join(dir, `${which}-${i}`);
      try {
        if (which === "floor") {
          const r = mustSucceed(await measureNode([floor, spec.file, out]), "floor");
          row.operations = JSON.parse(r.stdout.trim().split("\n").pop()).operations;
          return r;
        }
        // Run from an empty folder, as a user would; default flags.
        mkdirSync(out, { recursive: true });
        const r = mustSucceed(await measureNode([bin, "openapi", spec.file, "-o", join("docs", "api")], { cwd: out }), "docgen openapi");
        const files = scan(join(out, "docs", "api"));
        row.pages = files.filter((f) => f.rel.endsWith(".md")).length;
        const largest = files.reduce((a, b) => (b.size > a.size ? b : a), { size: 0, rel: "-" });
        row.maxPageBytes = largest.size;
        row.maxPage = largest.rel;
        return r;
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  } catch (error) {
    fail(row, "setup", error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  summarize(row, ["floor", "docgen"]);
  if (row.floor.median && row.docgen.median && !row.failed.docgen) row.ratio = row.docgen.median / row.floor.median;
  if (row.floor.cpuMedian && row.docgen.cpuMedian && !row.failed.docgen) row.cpuRatio = row.docgen.cpuMedian / row.floor.cpuMedian;
  return row;
}

// ---- site build: docgen build vs plain Eleventy ------------------------------------------------------------
async function buildPair(spec, n, base = tmpRoot) {
  // The timed pair also builds the plain pages with docgen build: what docgen's layout, navigation and Markdown
  // plugins cost on hand-written pages, apart from the generated pages' components. Information, not a target.
  const sides = spec.build === "time" ? ["docgen", "plain", "handwritten"] : ["docgen", "plain"];
  const row = { name: spec.name, kind: spec.build, runs: n, docgen: [], plain: [], handwritten: [], failed: {} };
  const label = `${spec.name} build${base === tmpRoot ? "" : " (in memory)"}`;
  const dir = join(base, `build-${spec.name}`);
  const docgenDir = join(dir, "docgen");
  const plainDir = join(dir, "plain");
  try {
    log(`${label}: generating the reference once (docgen openapi)`);
    mkdirSync(docgenDir, { recursive: true });
    mustSucceed(await measureNode([bin, "openapi", spec.file, "-o", join("docs", "api")], { cwd: docgenDir }), "docgen openapi");
    writeFileSync(
      join(docgenDir, "docgen.config.json"),
      JSON.stringify({ title: spec.name === "github" ? "GitHub" : spec.label, sidebar: [{ group: "API", autogenerate: { dir: "api" } }] }),
    );
    // The baseline: every .md page of the generated docs (index pages included), same relative paths, each
    // page plain Markdown of the generated pages' average size.
    const md = scan(join(docgenDir, "docs")).filter((f) => f.rel.endsWith(".md"));
    row.pages = md.length;
    row.avgPageBytes = Math.round(md.reduce((s, f) => s + f.size, 0) / md.length);
    log(`${label}: writing ${row.pages} plain pages of ${row.avgPageBytes} bytes`);
    writePlainPages(join(plainDir, "docs"), md.map((f) => f.rel), row.avgPageBytes);

    const commands = {
      docgen: { cwd: docgenDir, args: [bin, "build", "-i", "docs", "-o", "_site", "-c", "docgen.config.json"], what: "docgen build" },
      plain: { cwd: plainDir, args: [eleventyBin, "--input=docs", "--output=_site", "--quiet"], what: "plain Eleventy" },
      handwritten: {
        cwd: plainDir,
        out: "_handwritten",
        args: [bin, "build", "-i", "docs", "-o", "_handwritten", "-c", join(docgenDir, "docgen.config.json")],
        what: "docgen build of the plain pages",
      },
    };
    await alternate(row, sides, n, label, async (which) => {
      const { cwd, args: cmd, what, out: outName = "_site" } = commands[which];
      const site = join(cwd, outName);
      rmSync(site, { recursive: true, force: true });
      try {
        const r = mustSucceed(await measureNode(cmd, { cwd }), what);
        if (row[which].length === 0) {
          const out = scan(site);
          const html = out.filter((f) => f.rel.endsWith(".html"));
          row[`${which}Html`] = html.length;
          row[`${which}SiteBytes`] = out.reduce((s, f) => s + f.size, 0);
          row[`${which}MaxHtmlBytes`] = html.reduce((m, f) => Math.max(m, f.size), 0);
        }
        return r;
      } finally {
        rmSync(site, { recursive: true, force: true }); // a Graph site is gigabytes: never keep two
      }
    });
  } catch (error) {
    fail(row, "setup", error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  summarize(row, sides);
  if (row.docgen.median && row.plain.median && !row.failed.docgen && !row.failed.plain) row.ratio = row.docgen.median / row.plain.median;
  if (row.handwritten.median && row.plain.median && !row.failed.handwritten && !row.failed.plain) row.handwrittenRatio = row.handwritten.median / row.plain.median;
  if (row.docgen.cpuMedian && row.plain.cpuMedian && !row.failed.docgen && !row.failed.plain) row.cpuRatio = row.docgen.cpuMedian / row.plain.cpuMedian;
  if (row.docgen.peakRssMiB && row.plain.peakRssMiB && !row.failed.plain) row.rssRatio = row.docgen.peakRssMiB / row.plain.peakRssMiB;
  return row;
}

// ---- helpers -----------------------------------------------------------------------------------------------
/**
 * Runs the two sides n times each in alternating order (A B, B A, A B, ...) so that drift on the machine hits
 * both alike. A side whose command fails is recorded (time and peak RSS of the failed run included) and not
 * run again; the other side goes on, so its numbers are still there to compare.
 */
async function alternate(row, sides, n, label, runOne) {
  for (let i = 0; i < n; i++) {
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    for (const which of order) {
      if (row.failed[which]) continue;
      loads.push(loadavg()[0]);
      try {
        const r = await runOne(which, i);
        row[which].push({ seconds: r.seconds, cpuSeconds: r.cpuSeconds, rssMiB: r.rssMiB, rssSource: r.rssSource });
        log(`${label}: ${which.padEnd(6)} run ${i + 1}/${n}: ${r.seconds.toFixed(2)} s, ${fmtMiB(r.rssMiB)}`);
      } catch (error) {
        fail(row, which, error);
        log(`${label}: ${which.padEnd(6)} run ${i + 1}/${n}: FAILED: ${error.message.split("\n").slice(0, 2).join(" ")}`);
      }
    }
  }
}

function fail(row, which, error) {
  const r = error.result;
  row.failed[which] = { message: error.message, seconds: r?.seconds, rssMiB: r?.rssMiB, rssSource: r?.rssSource };
  // A failed run's peak memory is still a measurement: it counts for the memory verdicts (max over runs).
  if (r?.rssMiB !== undefined && Array.isArray(row[which])) row[which].failedRssMiB = r.rssMiB;
  failures.push(`${row.name}${row.kind ? " build" : ""}: ${error.message}`);
}

function mustSucceed(result, what) {
  if (result.code !== 0) {
    // The error message, not the stack: V8's fatal line if any, else the last lines without frames.
    const lines = result.stderr.split("\n").filter((l) => l.trim() && !/^\s+at |^\s*\d+: 0x|^Node\.js v|^Command exited with|^Command terminated by/.test(l));
    const fatal = lines.find((l) => /FATAL ERROR/.test(l));
    const signal = /Command terminated by signal (\d+)/.exec(result.stderr)?.[1] ?? result.signal;
    const why = fatal ?? lines.slice(-4).join("\n    ");
    const rss = `${fmtMiB(result.rssMiB)}${result.rssSource === "proc" ? " (sampled from /proc: GNU time gave none)" : ""}`;
    const error = new Error(`${what} ${signal ? `killed by signal ${signal}` : `exited with ${result.code}`} after ${result.seconds.toFixed(1)} s, peak RSS ${rss}:\n    ${why}`);
    error.result = result;
    throw error;
  }
  return result;
}

/** Every file under dir: { rel, size }. */
function scan(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath ?? entry.path, entry.name);
    files.push({ rel: relative(dir, full), size: statSync(full).size });
  }
  return files;
}

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Adds `.median` (seconds) and `.peakRssMiB` (max over runs) to each sample array of the row. */
function summarize(row, keys) {
  for (const key of keys) {
    const samples = row[key];
    if (!samples.length && samples.failedRssMiB === undefined) continue;
    if (samples.length) samples.median = median(samples.map((s) => s.seconds));
    const cpu = samples.map((s) => s.cpuSeconds).filter((x) => x !== undefined);
    if (cpu.length) samples.cpuMedian = median(cpu);
    const rss = [...samples.map((s) => s.rssMiB), samples.failedRssMiB].filter((x) => x !== undefined);
    samples.peakRssMiB = rss.length ? Math.max(...rss) : undefined;
  }
}

/**
 * How far one run's verdict can be trusted: the ratio of each docgen run to the baseline run next to it (runs
 * alternate, so run i of each side ran back to back), their range, and how many are over the target. A median
 * near the target with pairs on both sides of it says more about the machine that minute than about docgen.
 */
function pairSpread(row, baseline, limit) {
  const n = Math.min(row.docgen.length, row[baseline].length);
  if (n < 2) return "";
  const ratios = Array.from({ length: n }, (_, i) => row.docgen[i].seconds / row[baseline][i].seconds);
  const over = ratios.filter((x) => x > limit).length;
  return `; run by run ${fmtX(Math.min(...ratios), limit)}-${fmtX(Math.max(...ratios), limit)}, ${over} of ${n} over ${limit}x`;
}

/** The plain pages built by docgen build (see buildPair): docgen's cost on hand-written pages. */
function handwrittenLine(r) {
  return `  ${r.name}: docgen build of the plain pages themselves (hand-written Markdown, no components): ${fmtS(r.handwritten.median)} s, ${fmtX(r.handwrittenRatio)} plain Eleventy (layout, navigation, Markdown plugins; not a target)`;
}

/** Median seconds; "FAILED" when the side failed before any run succeeded, marked when one run failed. */
function timeCell(row, side) {
  const failed = row.failed?.[side];
  if (!row[side].length) return failed ? "FAILED" : "-";
  return `${fmtS(row[side].median)}${failed ? " (+1 FAILED)" : ""}`;
}

/** Peak RSS over runs; a failed run's peak counts too (marked). */
function rssCell(row, side) {
  const failed = row.failed?.[side];
  return `${fmtMiB(row[side].peakRssMiB)}${failed && failed.rssMiB !== undefined ? " (at failure)" : ""}`;
}

function fmtMiB(value) {
  return value === undefined ? "-" : `${Math.round(value)} MiB`;
}

function fmtBytes(bytes) {
  if (bytes === undefined) return "-";
  if (bytes >= 1024 * MiB) return `${(bytes / (1024 * MiB)).toFixed(2)} GiB`;
  if (bytes >= MiB) return `${(bytes / MiB).toFixed(2)} MiB`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function fmtS(x) {
  return x === undefined ? "-" : x.toFixed(2);
}

/** A ratio, to two decimals; to three where two would round it onto `limit`, the target it is judged by (1.304x, not a missed 1.30x). */
function fmtX(x, limit) {
  if (x === undefined) return "-";
  const rounded = Number(x.toFixed(2));
  return `${x.toFixed(rounded === limit && rounded !== x ? 3 : 2)}x`;
}

function verdict(ok) {
  return ok ? "held" : "MISSED";
}

function table(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ").trimEnd();
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

// ---- report --------------------------------------------------------------------------------------------------
function report() {
  const targets = [];
  const target = (name, ok, detail) =>
    targets.push({ target: name, status: ok === undefined ? "not measured" : verdict(ok), detail: detail || (ok === undefined && only ? "(not selected by --only)" : "") });

  // Generation.
  const genLines = genRows.map((r) => {
    const v = [];
    if (r.ratioTarget) {
      if (r.ratio !== undefined) v.push(`<=${TARGETS.ratio}x ${verdict(r.ratio <= TARGETS.ratio)}`);
    } else if (r.ratio !== undefined) v.push("ratio info only");
    if (r.rssTargetMiB && r.docgen.peakRssMiB !== undefined) v.push(`RSS<=${r.rssTargetMiB}MiB ${verdict(!r.failed.docgen && r.docgen.peakRssMiB <= r.rssTargetMiB)}`);
    if (r.maxPageBytes !== undefined) v.push(`page<=1MiB ${verdict(r.maxPageBytes <= TARGETS.pageBytes)}`);
    for (const side of Object.keys(r.failed)) v.push(`${side} FAILED`);
    return [
      r.name,
      fmtBytes(r.specBytes),
      r.operations ?? "-",
      r.pages ?? "-",
      `${r.floor.length}/${r.docgen.length}`,
      timeCell(r, "floor"),
      timeCell(r, "docgen"),
      fmtX(r.ratio, TARGETS.ratio),
      fmtX(r.cpuRatio),
      rssCell(r, "floor"),
      rssCell(r, "docgen"),
      fmtBytes(r.maxPageBytes),
      v.join(", "),
    ];
  });

  const cpuList = cpus();
  const meta = {
    // When the measuring began (before waiting for the load to settle) and when it ended: `date` is the end.
    started: new Date(started).toISOString(),
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}/${process.arch}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model?.trim(),
    docgenCommit: measuredCommit,
    runs,
    graphBuildRuns: quick ? 0 : bigBuildRuns,
    quick,
    only: only ?? null,
    load1: { start: loads[0] ?? loadavg()[0], maxBeforeARun: Math.max(...loads, 0), end: loadavg()[0], settle: settled },
    outputFolder,
  };
  console.log(`docgen benchmark, ${meta.started} to ${meta.date}`);
  console.log(`node ${meta.node} on ${meta.platform}, ${meta.cpus} x ${meta.cpuModel}; docgen at commit ${meta.docgenCommit} (dist/ built by npm run bench)`);
  const graphNote = quick
    ? "; --quick: Graph generation once, Graph build pair skipped"
    : buildRows.some((r) => r.kind === "memory")
      ? `; Graph build pair: ${bigBuildRuns} run(s) each${runsArg === undefined ? " (default, it takes minutes; more with --runs N)" : ""}`
      : "";
  console.log(`runs: ${runs} per command (alternating order, medians)${graphNote}${only ? `; --only ${only.join(",")}` : ""}`);
  console.log(
    `output folder: ${outputFolder.path} (${outputFolder.fsType ?? "file system unknown"}), creating a file there took ${outputFolder.createMs.toFixed(3)} ms${createLater(outputFolder)}` +
      ` (median of 3 x 200 files; on a slow disk the floors are mostly file creation, so ratios come out lower than on a fast one${memoryRoot ? `; the ratio targets are measured again in memory, in ${memoryRoot}` : ""})`,
  );
  const busy = meta.load1.maxBeforeARun > meta.cpus;
  console.log(
    `machine load (1-min average): ${settledText(settled)}${meta.load1.start.toFixed(2)} at start, up to ${meta.load1.maxBeforeARun.toFixed(2)} before a run, ${meta.load1.end.toFixed(2)} at end${busy ? ` -- above ${meta.cpus} cores (the benchmark's own command counts ~1): other work shared the CPUs, wall-time ratios are noisier than on an idle machine` : ""}`,
  );
  console.log(
    [
      "units: s = wall seconds, median over runs; ratio = docgen / baseline on those medians (the targets' ratio)",
      "       cpu ratio = the same on median user+system CPU seconds (information: steadier when the machine is shared)",
      "       runs = successful runs, baseline/docgen; RSS = peak resident set size from /usr/bin/time -v, max over runs",
      "       MiB = 1024*1024 bytes; the issue's MB is read as MiB",
      "",
    ].join("\n"),
  );

  console.log("Generation: `docgen openapi <spec> -o docs/api` (default flags) vs floor (read + parse + one tiny file per operation)");
  console.log(table(["spec", "size", "ops", "pages", "runs", "floor s", "docgen s", "ratio", "cpu ratio", "floor RSS", "docgen RSS", "max page", "verdicts"], genLines));
  for (const r of genRows) for (const [side, f] of Object.entries(r.failed)) console.log(`  ${r.name}: ${side} FAILED: ${f.message}`);
  for (const r of genRows) if (r.maxPage && r.maxPageBytes > TARGETS.pageBytes) console.log(`  ${r.name}: largest page ${r.maxPage} (${fmtBytes(r.maxPageBytes)})`);
  if (genRows.some((r) => /\.ya?ml$/i.test(r.file))) console.log("  YAML specs (figma): the floor parses with js-yaml instead of JSON.parse; ratio for information only.");
  if (genRows.some((r) => r.name === "petstore")) console.log("  petstore: a tiny spec, mostly Node start-up and module loading; ratio for information only (the issue sets 3x on Graph, GitHub and Stripe).");

  // Builds.
  if (buildRows.length) {
    console.log("\nSite build: `docgen build` (sidebar autogenerated over api/) vs plain Eleventy (no config) on as many plain Markdown pages of the same average size");
    const lines = buildRows.map((r) => {
      if (r.skipped) return [r.name, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", `skipped (${r.skipped})`];
      const v = [];
      if (r.kind === "time" && r.ratio !== undefined) v.push(`<=${TARGETS.buildRatio}x ${verdict(r.ratio <= TARGETS.buildRatio)}`);
      if (r.kind === "memory" && r.rssRatio !== undefined) v.push(`RSS<=plainx${1 + TARGETS.memoryMargin} ${verdict(!r.failed.docgen && r.rssRatio <= 1 + TARGETS.memoryMargin)}`);
      for (const side of Object.keys(r.failed)) v.push(`${side} FAILED`);
      return [
        r.name,
        r.pages ?? "-",
        fmtBytes(r.avgPageBytes),
        `${r.plain.length}/${r.docgen.length}`,
        timeCell(r, "plain"),
        timeCell(r, "docgen"),
        fmtX(r.ratio, r.kind === "time" ? TARGETS.buildRatio : undefined),
        fmtX(r.cpuRatio),
        rssCell(r, "plain"),
        rssCell(r, "docgen"),
        fmtX(r.rssRatio, r.kind === "memory" ? 1 + TARGETS.memoryMargin : undefined),
        `${fmtBytes(r.plainSiteBytes)} / ${fmtBytes(r.docgenSiteBytes)}`,
        v.join(", "),
      ];
    });
    console.log(table(["reference", "pages", "avg page", "runs", "plain s", "docgen s", "ratio", "cpu ratio", "plain RSS", "docgen RSS", "RSS ratio", "site plain/docgen", "verdicts"], lines));
    for (const r of buildRows)
      if (r.docgenHtml !== undefined) console.log(`  ${r.name}: HTML pages written: plain ${r.plainHtml}, docgen ${r.docgenHtml}; largest docgen HTML page ${fmtBytes(r.docgenMaxHtmlBytes)}`);
    for (const r of buildRows) for (const [side, f] of Object.entries(r.failed ?? {})) console.log(`  ${r.name}: ${side} FAILED: ${f.message}`);
    for (const r of buildRows) if (r.handwrittenRatio !== undefined) console.log(handwrittenLine(r));
    console.log(`  "small margin" for memory = ${TARGETS.memoryMargin * 100}%: docgen build peak RSS <= plain Eleventy peak RSS x ${1 + TARGETS.memoryMargin}.`);
  }

  const memoryPass = memoryRoot && memGenRows.length + memBuildRows.length > 0;
  if (memoryPass) {
    console.log(`\nIn memory: the same ratio targets again with every output in ${memoryRoot} (tmpfs, ${memoryFolder.createMs.toFixed(3)} ms a file), where docgen's own work shows`);
    const lines = [
      ...memGenRows.map((r) => [`generation ${r.name}`, `${r.floor.length}/${r.docgen.length}`, timeCell(r, "floor"), timeCell(r, "docgen"), fmtX(r.ratio, TARGETS.ratio), fmtX(r.cpuRatio), r.ratio === undefined ? "-" : `<=${TARGETS.ratio}x ${verdict(r.ratio <= TARGETS.ratio)}`]),
      ...memBuildRows.map((r) => [`build ${r.name}`, `${r.plain.length}/${r.docgen.length}`, timeCell(r, "plain"), timeCell(r, "docgen"), fmtX(r.ratio, TARGETS.buildRatio), fmtX(r.cpuRatio), r.ratio === undefined ? "-" : `<=${TARGETS.buildRatio}x ${verdict(r.ratio <= TARGETS.buildRatio)}`]),
    ];
    console.log(table(["what", "runs", "baseline s", "docgen s", "ratio", "cpu ratio", "verdict"], lines));
    for (const r of [...memGenRows, ...memBuildRows]) for (const [side, f] of Object.entries(r.failed ?? {})) console.log(`  ${r.name} (in memory): ${side} FAILED: ${f.message}`);
    for (const r of memBuildRows) if (r.handwrittenRatio !== undefined) console.log(`${handwrittenLine(r)} (in memory)`);
  } else if (memoryPassWanted && !memoryRoot) {
    console.log(`\nNo in-memory pass: ${isTmpfs(tmpRoot) ? "the temp folder is already in memory" : "/dev/shm is not a tmpfs here"}.`);
  }

  // Targets. A target whose docgen command failed is MISSED; one whose baseline failed is not measured.
  const firstLine = (f) => f.message.split("\n").map((l) => l.trim()).filter(Boolean).slice(-1)[0];
  const judged = (name, row, baseline, ok, detail) => {
    if (!row) return target(name, undefined, row === null ? "" : "");
    if (row.skipped) return target(name, undefined, `skipped (${row.skipped})`);
    if (row.failed.docgen) {
      const f = row.failed.docgen;
      return target(name, false, `docgen FAILED after ${fmtS(f.seconds)} s at peak RSS ${fmtMiB(f.rssMiB)}: ${firstLine(f)}${detail ? `; ${detail}` : ""}`);
    }
    const broken = row.failed[baseline] ?? row.failed.setup;
    if (broken) return target(name, undefined, `${row.failed[baseline] ? baseline : "setup"} FAILED: ${firstLine(broken)}`);
    return target(name, ok, detail);
  };
  const ratioTargets = (gens, builds, where) => {
    for (const name of ["graph", "github", "stripe"]) {
      const r = gens.find((g) => g.name === name);
      judged(`Generation on ${name} <= ${TARGETS.ratio}x floor${where}`, r, "floor", r?.ratio <= TARGETS.ratio, r?.ratio === undefined ? "" : `${fmtX(r.ratio, TARGETS.ratio)} (docgen ${fmtS(r.docgen.median)} s vs floor ${fmtS(r.floor.median)} s${pairSpread(r, "floor", TARGETS.ratio)})`);
    }
    const gh = builds.find((r) => r.kind === "time");
    judged(
      `docgen build of the GitHub reference <= ${TARGETS.buildRatio}x plain Eleventy${where}`,
      gh,
      "plain",
      gh?.ratio <= TARGETS.buildRatio,
      gh?.ratio === undefined ? "" : `${fmtX(gh.ratio, TARGETS.buildRatio)} (docgen ${fmtS(gh.docgen.median)} s vs plain ${fmtS(gh.plain.median)} s, ${gh.pages} pages${pairSpread(gh, "plain", TARGETS.buildRatio)})`,
    );
  };
  ratioTargets(genRows, buildRows, "");
  if (memoryPass) ratioTargets(memGenRows, memBuildRows, " (in memory)");
  const graph = genRows.find((g) => g.name === "graph");
  judged(
    `Generation on graph peak RSS <= ${TARGETS.graphRssMiB} MiB`,
    graph,
    "none",
    graph?.docgen.peakRssMiB <= TARGETS.graphRssMiB,
    graph?.docgen.peakRssMiB === undefined ? "" : `${fmtMiB(graph.docgen.peakRssMiB)} (max over ${graph.docgen.length} run(s))`,
  );
  const paged = genRows.filter((r) => r.maxPageBytes !== undefined);
  const unpaged = genRows.filter((r) => r.maxPageBytes === undefined).map((r) => r.name);
  const worst = paged.reduce((a, b) => (b.maxPageBytes > (a?.maxPageBytes ?? -1) ? b : a), undefined);
  const over = paged.filter((r) => r.maxPageBytes > TARGETS.pageBytes);
  target(
    `No generated page over 1 MiB (${paged.map((r) => r.name).join(", ") || "no spec"})`,
    paged.length ? over.length === 0 : undefined,
    [
      worst ? `largest: ${worst.name} ${worst.maxPage} ${fmtBytes(worst.maxPageBytes)}` : "",
      over.length ? `over 1 MiB on: ${over.map((r) => r.name).join(", ")}` : "",
      unpaged.length ? `not measured on: ${unpaged.join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  );
  const big = buildRows.find((r) => r.kind === "memory");
  judged(
    `docgen build of the Graph reference peak RSS <= plain Eleventy x ${1 + TARGETS.memoryMargin}`,
    big,
    "plain",
    big?.rssRatio <= 1 + TARGETS.memoryMargin,
    big?.rssRatio === undefined
      ? ""
      : `${fmtMiB(big.docgen.peakRssMiB)} vs ${fmtMiB(big.plain.peakRssMiB)} = ${fmtX(big.rssRatio, 1 + TARGETS.memoryMargin)} (${big.pages} pages, ${big.runs} run(s) each)`,
  );

  console.log("\nTargets");
  const width = Math.max(...targets.map((t) => t.target.length));
  for (const t of targets) console.log(`  ${t.status.padEnd(12)} ${t.target.padEnd(width)}  ${t.detail}`);

  const wall = (Date.now() - started) / 1000;
  console.log(`\nbench wall time: ${Math.floor(wall / 60)} min ${Math.round(wall % 60)} s`);
  if (failures.length) {
    console.log("\nFAILED commands:");
    for (const f of failures) console.log(`  ${f}`);
  }

  const inMemory = memoryRoot ? { folder: memoryFolder, generation: memGenRows.map(plainRow), builds: memBuildRows.map(plainRow) } : null;
  const results = { meta: { ...meta, wallSeconds: wall }, targets, generation: genRows.map(plainRow), builds: buildRows.map(plainRow), inMemory, failures };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, "last-results.json"), JSON.stringify(results, null, 2) + "\n");
  console.log(`results as JSON: ${relative(root, join(cacheDir, "last-results.json"))}`);
}

/** Sample arrays carry .median/.peakRssMiB as properties: spell them out for JSON. */
function plainRow(row) {
  const out = {};
  for (const [k, v] of Object.entries(row)) out[k] = Array.isArray(v) ? { samples: [...v], median: v.median, cpuMedian: v.cpuMedian, peakRssMiB: v.peakRssMiB, failedRssMiB: v.failedRssMiB } : v;
  return out;
}

/** The temp folder's later file creation costs, for the header: " at the start, then 0.210 ms after the generation runs and ...". */
function createLater(folder) {
  const later = [];
  if (folder.createMsAfterGeneration !== undefined) later.push(`${folder.createMsAfterGeneration.toFixed(3)} ms after the generation runs`);
  if (folder.createMsAfterBuilds !== undefined) later.push(`${folder.createMsAfterBuilds.toFixed(3)} ms after the builds`);
  return later.length ? ` at the start, then ${later.join(" and ")}` : "";
}

/** The benchmark's temp folder, its file system type (Linux /proc/mounts) and the median cost of creating one small file there. */
function probeOutputFolder(dir) {
  const path = realpathSync(dir);
  const fsType = fileSystemOf(path);
  const samples = [];
  for (let round = 0; round < 3; round++) {
    const probe = join(dir, `probe-${round}`);
    mkdirSync(probe);
    const t = process.hrtime.bigint();
    for (let i = 0; i < 200; i++) writeFileSync(join(probe, `f${i}.md`), "x\n");
    samples.push(Number(process.hrtime.bigint() - t) / 1e6 / 200);
    rmSync(probe, { recursive: true, force: true });
  }
  return { path, fsType, createMs: median(samples) };
}

/** Linux's mount table, read once a run (throws elsewhere). Kept on the function: it is first asked before the
 * module's own top-level bindings below exist. */
function mounts() {
  mounts.table ??= readFileSync("/proc/mounts", "utf8").split("\n");
  return mounts.table;
}

/** The file system type of the mount holding `dir` (Linux /proc/mounts), or undefined. */
function fileSystemOf(dir) {
  let fsType;
  try {
    const path = realpathSync(dir);
    let best = "";
    for (const line of mounts()) {
      const [, mount, type] = line.split(" ");
      const under = mount === "/" || path === mount || path.startsWith(`${mount}/`);
      if (type && under && mount.length >= best.length) [best, fsType] = [mount, type];
    }
  } catch {
    // not Linux, or no such folder: unknown
  }
  return fsType;
}

/** The wait for an idle machine, as the report's load line tells it. */
function settledText(s) {
  if (!s || s.skipped || s.waitedS === 0) return "";
  return `${s.from.toFixed(2)} when the benchmark began, ${s.waitedS} s waited for it to fall below ${s.limit}, `;
}

function isTmpfs(dir) {
  return fileSystemOf(dir) === "tmpfs";
}

function gitHead() {
  try {
    const head = execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["-C", root, "status", "--porcelain", "--", "src"], { encoding: "utf8" }).trim();
    return dirty ? `${head} + uncommitted changes in src/` : head;
  } catch {
    return "unknown";
  }
}
