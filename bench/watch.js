// How long `docgen build --watch` takes to show an edit to one hand-written page of a large site: the reference
// `docgen openapi` writes for a spec, plus `guide.md`, edited in its text (front matter unchanged), then in its
// title. Timed from the write to the moment the page's HTML on disk shows the edit (the title: another page's
// navigation), with docgen's default rebuilds against `--full-rebuilds`, alternating. All in /dev/shm when it is a
// tmpfs. It uses dist/ as built (`npm run build` first). Prints numbers and asserts nothing, like run.js.
// Usage: node bench/watch.js [--runs N] [--warmup N] [github|graph|stripe|...]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureSpecs } from "./fetch-specs.js";
import { SPECS } from "./specs.js";

const bin = fileURLToPath(new URL("../dist/cli/bin.js", import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
const warmAt = args.indexOf("--warmup");
const warmups = warmAt === -1 ? 2 : Number(args[warmAt + 1]);
const names = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--runs" && args[i - 1] !== "--warmup");
const specs = ensureSpecs(SPECS.filter((s) => (names.length ? names : ["github"]).includes(s.name)));
const base = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

const guide = (title, text) => `---\ntitle: ${title}\n---\n\n# Guide\n\n${text}\n`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function waitUntil(check, what, ms = 120000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const readOr = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** One watch session: the first build, a probe edit until the watcher hears it, then the two timed edits. */
async function session(dir, full, n) {
  const site = join(dir, "_site");
  rmSync(site, { recursive: true, force: true });
  writeFileSync(join(dir, "docs/guide.md"), guide("Guide", "First text."));
  const child = spawn(process.execPath, [bin, "build", "--watch", ...(full ? ["--full-rebuilds"] : [])], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  try {
    await waitUntil(() => out.includes("Watching"), "the first build");
    // Eleventy says it is watching before its watcher listens: touch the page until a change is heard (waiting
    // two seconds for each, so as not to queue builds behind one another).
    for (let i = 0; !out.includes("File changed"); i++) {
      if (i > 30) throw new Error("the watcher never reported a change");
      writeFileSync(join(dir, "docs/guide.md"), guide("Guide", "First text."));
      for (let waited = 0; waited < 2000 && !out.includes("File changed"); waited += 50) await sleep(50);
    }
    // Idle: every change heard has a build that ended after it, and nothing new for a second. (A large site's
    // build prints nothing until it ends: quiet output alone does not mean idle.)
    const settle = async () => {
      let last = "";
      while (last !== out || out.lastIndexOf("File changed") > out.lastIndexOf("Wrote ")) {
        last = out;
        await sleep(1000);
      }
    };
    await settle();
    // Warm-up: full builds in either mode (a new title), untimed. A process's first few full builds get faster as
    // V8 compiles their code; without these, the timed title edit was the second full build of a default session
    // and the fourth of a --full-rebuilds one, and its time showed that difference more than docgen's.
    const other = join(site, "api/index.html");
    let title = "Guide";
    for (let w = 0; w < warmups; w++) {
      title = `Warm-up ${n}.${w}`;
      writeFileSync(join(dir, "docs/guide.md"), guide(title, "First text."));
      await waitUntil(() => readOr(other).includes(title), "a warm-up build");
      await settle();
    }
    let t = performance.now();
    writeFileSync(join(dir, "docs/guide.md"), guide(title, `Text ${n}.`));
    await waitUntil(() => readOr(join(site, "guide/index.html")).includes(`Text ${n}.`), "the edited text");
    const text = (performance.now() - t) / 1000;
    await settle();
    t = performance.now();
    writeFileSync(join(dir, "docs/guide.md"), guide(`Handbook ${n}`, `Text ${n}.`));
    await waitUntil(() => readOr(other).includes(`Handbook ${n}`), "the new title on another page");
    const retitled = (performance.now() - t) / 1000;
    await settle();
    return { text, title: retitled };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("close", resolve));
  }
}

for (const spec of specs) {
  const dir = mkdtempSync(join(base, `docgen-watch-${spec.name}-`));
  try {
    const gen = spawnSync(process.execPath, [bin, "openapi", spec.file, "-o", "docs/api"], { cwd: dir, encoding: "utf8" });
    if (gen.status !== 0) throw new Error(`docgen openapi failed: ${gen.stderr}`);
    const results = { default: [], full: [] };
    for (let i = 0; i < runs; i++) {
      for (const full of i % 2 === 0 ? [false, true] : [true, false]) {
        const r = await session(dir, full, i);
        results[full ? "full" : "default"].push(r);
        process.stderr.write(`${spec.name}: ${full ? "--full-rebuilds" : "default        "} run ${i + 1}/${runs}: text ${r.text.toFixed(2)} s, title ${r.title.toFixed(2)} s\n`);
      }
    }
    const pages = readdirCount(join(dir, "docs"));
    const line = (kind) => {
      const rs = results[kind];
      return `text edit ${median(rs.map((r) => r.text)).toFixed(2)} s, title edit ${median(rs.map((r) => r.title)).toFixed(2)} s`;
    };
    console.log(`${spec.name} (${pages} pages, ${base}), medians of ${runs}:`);
    console.log(`  default rebuilds   ${line("default")}`);
    console.log(`  --full-rebuilds    ${line("full")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readdirCount(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".md")).length;
}
