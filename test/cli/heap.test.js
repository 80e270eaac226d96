// docgen build runs in a child with a larger V8 heap unless the user chose one (src/cli/heap.ts).
import test from "ava";
import { spawnSync } from "node:child_process";
import path from "node:path";

const heapModule = path.resolve(import.meta.dirname, "../../dist/cli/heap.js");

function wanted(env, execArgv = []) {
  const code = `import(${JSON.stringify(heapModule)}).then((m) => process.stdout.write(String(m.wantedHeapMiB())))`;
  const r = spawnSync(process.execPath, [...execArgv, "-e", code], { encoding: "utf8", env: { PATH: process.env.PATH, ...env } });
  return r.stdout;
}

test("asks for 3/4 of memory (at most 16 GB) when that is well above V8's default", (t) => {
  const probe = spawnSync(process.execPath, ["-e", "process.stdout.write(JSON.stringify([require('os').totalmem()/2**20, require('v8').getHeapStatistics().heap_size_limit/2**20]))"], { encoding: "utf8" });
  const [total, current] = JSON.parse(probe.stdout);
  const target = Math.min(16384, Math.floor(total * 0.75));
  t.is(wanted({}), target > current * 1.25 ? String(target) : "undefined");
});

test("leaves a limit the user set alone, and never re-runs the child", (t) => {
  t.is(wanted({ NODE_OPTIONS: "--max-old-space-size=2048" }), "undefined");
  t.is(wanted({}, ["--max-old-space-size=3000"]), "undefined");
  t.is(wanted({ DOCGEN_HEAP_CHILD: "1" }), "undefined");
});

test("a site under LARGE_SITE_PAGES page files builds in-process; the count stops at the threshold", async (t) => {
  const { countPages, inputOf, LARGE_SITE_PAGES, wantedHeapMiB } = await import(heapModule);
  t.is(wantedHeapMiB(LARGE_SITE_PAGES - 1), undefined);
  const { mkdirSync, writeFileSync } = await import("node:fs");
  const { tempFolder } = await import("../helpers/temp.js");
  const dir = tempFolder("docgen-heap-");
  mkdirSync(path.join(dir, "api/a"), { recursive: true });
  mkdirSync(path.join(dir, "node_modules/x"), { recursive: true });
  for (let i = 0; i < 5; i++) writeFileSync(path.join(dir, "api/a", `p${i}.md`), "x");
  writeFileSync(path.join(dir, "index.njk"), "x");
  writeFileSync(path.join(dir, "logo.png"), "x");
  writeFileSync(path.join(dir, "node_modules/x/readme.md"), "x");
  t.is(countPages(dir), 6, "pages only, node_modules left out");
  t.is(countPages(dir, 3), 3, "stops counting at the threshold");
  t.is(countPages(path.join(dir, "missing")), undefined);
  t.is(inputOf(["-i", "site"]), "site");
  t.is(inputOf(["--input=site", "-o", "x"]), "site");
  t.is(inputOf(["-o", "x"]), "docs");
});

test("the large build's child gets the heap limit and a smaller heap growth, unless the user set a growth", async (t) => {
  const { childNodeArgs, LARGE_BUILD_HEAP_GROWING_PERCENT } = await import(heapModule);
  const growth = `--heap-growing-percent=${LARGE_BUILD_HEAP_GROWING_PERCENT}`;
  t.deepEqual(childNodeArgs(12000, []), ["--max-old-space-size=12000", growth]);
  t.deepEqual(childNodeArgs(12000, ["--enable-source-maps"], ""), ["--enable-source-maps", "--max-old-space-size=12000", growth], "the parent's own flags come first");
  t.deepEqual(childNodeArgs(12000, ["--heap-growing-percent=15"]), ["--heap-growing-percent=15", "--max-old-space-size=12000"], "a node flag");
  t.deepEqual(childNodeArgs(12000, ["--heap_growing_percent=50"]), ["--heap_growing_percent=50", "--max-old-space-size=12000"], "V8's underscore spelling");
  t.deepEqual(childNodeArgs(12000, [], " --heap-growing-percent=15 --trace-gc"), ["--max-old-space-size=12000"], "NODE_OPTIONS, which the child inherits");
  t.deepEqual(childNodeArgs(12000, [], "--heap-growing-percentage=1"), ["--max-old-space-size=12000", growth], "another flag is not the same flag");
});

test("node accepts the large build's child flags", (t) => {
  // A V8 flag node does not know makes it exit before running anything; this runs a child with exactly these flags.
  const code = `import(${JSON.stringify(heapModule)}).then((m) => { const r = require("node:child_process").spawnSync(process.execPath, [...m.childNodeArgs(512, []), "-e", "process.stdout.write('ran')"], { encoding: "utf8" }); process.stdout.write(r.stdout + r.status); })`;
  const r = spawnSync(process.execPath, ["-e", code], { encoding: "utf8" });
  t.is(r.stdout, "ran0", r.stderr);
});
