// `npm run bench`: loads and generates real large specs, printing wall time and peak RSS beside the targets.
// Usage: node bench/run.js [--all] [--only <name>] [extra spec paths...]
// Numbers only: nothing here is asserted; tests never depend on timing.
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureSpec } from "./fetch-specs.js";
import { measureNode } from "./measure.js";
import { SPECS } from "./specs.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "dist", "cli", "bin.js");
const loadChild = join(root, "bench", "load-child.js");

const args = process.argv.slice(2);
const all = args.includes("--all");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const extra = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--only");

const jobs = [
  ...SPECS.filter((s) => !only || s.name === only).map((s) => ({ ...s, path: ensureSpec(s) })),
  ...extra.map((path) => ({ name: path, label: path, path, full: true })),
];

const rows = [];
for (const job of jobs) {
  process.stderr.write(`bench: ${job.name}: loadSpec ...\n`);
  const row = { name: job.name, size: (await stat(job.path)).size, targets: job.targets };
  const load = await measureNode([loadChild, job.path], { cwd: root });
  if (load.code === 0) {
    const info = JSON.parse(load.stdout.trim().split("\n").pop());
    Object.assign(row, { version: info.version, format: info.format, operations: info.operations, warnings: info.warnings });
    row.loadSeconds = load.seconds;
    row.loadSpecSeconds = info.loadMs / 1000;
    row.loadRss = load.rssMiB ?? info.maxRssKiB / 1024;
  } else {
    row.loadError = firstLine(load.stderr);
  }
  if (job.full || all) {
    process.stderr.write(`bench: ${job.name}: docgen openapi ...\n`);
    const out = await mkdtemp(join(tmpdir(), "docgen-bench-"));
    try {
      const full = await measureNode([bin, "openapi", job.path, "-o", join(out, "api")], { cwd: out });
      if (full.code === 0) {
        row.fullSeconds = full.seconds;
        row.fullRss = full.rssMiB;
        row.pages = await countPages(join(out, "api"));
      } else {
        row.fullError = `exit ${full.code}: ${firstLine(full.stderr)}`;
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }
  rows.push(row);
}

printTable(rows);

function printTable(rows) {
  const header = ["spec", "size", "version", "ops", "loadSpec s", "load s", "load RSS", "full s", "full RSS", "pages", "target (full)"];
  const lines = rows.map((r) => [
    r.name,
    mib(r.size),
    r.version ? `${r.version} ${r.format}` : "-",
    r.operations ?? "-",
    r.loadError ? "FAILED" : r.loadSpecSeconds.toFixed(2),
    r.loadError ? "FAILED" : r.loadSeconds.toFixed(2),
    r.loadRss ? `${Math.round(r.loadRss)} MiB` : "-",
    r.fullSeconds !== undefined ? r.fullSeconds.toFixed(2) : r.fullError ? "FAILED" : "-",
    r.fullRss ? `${Math.round(r.fullRss)} MiB` : "-",
    r.pages ?? "-",
    r.targets ? `< ${r.targets.seconds} s, < ${r.targets.rssMiB / 1024} GB${verdict(r)}` : "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ").trimEnd();
  console.log(fmt(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(fmt(l));
  console.log(`\nnode ${process.version}, ${process.platform}/${process.arch}; loadSpec s = the call alone; load s / load RSS = a child process that only runs loadSpec (node start-up included); full = \`docgen openapi <spec> -o <tmp>\`; RSS = peak resident set size.`);
  for (const r of rows) {
    if (r.loadError) console.log(`${r.name}: loadSpec failed: ${r.loadError}`);
    if (r.fullError) console.log(`${r.name}: docgen openapi failed: ${r.fullError}`);
    if (r.warnings) console.log(`${r.name}: ${r.warnings} loader warning(s)`);
  }
}

function verdict(r) {
  if (r.fullSeconds === undefined || !r.targets) return "";
  const ok = r.fullSeconds < r.targets.seconds && (r.fullRss === undefined || r.fullRss < r.targets.rssMiB);
  return ok ? " (met)" : " (MISSED)";
}

async function countPages(dir) {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".md")) count++;
  }
  return count;
}

function mib(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function firstLine(text) {
  return (text.trim().split("\n").find((l) => l.trim()) ?? "").slice(0, 200);
}
