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
