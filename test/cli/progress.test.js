// Progress on a terminal: `docgen openapi` runs in a real pseudo-terminal (util-linux `script`), so stderr is a TTY.
import test from "ava";
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { tempDir } from "../helpers/site.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");

async function bigSpecDir(n) {
  const cwd = await tempDir();
  const paths = {};
  for (let i = 0; i < n; i++) paths[`/r${i}`] = { get: { summary: `List r${i}`, responses: { 200: { description: "ok" } } } };
  await writeFile(path.join(cwd, "s.json"), JSON.stringify({ openapi: "3.0.3", info: { title: "Big", version: "1" }, paths }));
  return cwd;
}

/** Runs the command on a pseudo-terminal; returns everything the terminal received. */
function onTerminal(cwd, args, env) {
  const command = [process.execPath, bin, ...args].map((a) => `'${a}'`).join(" ");
  const environment = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete environment[k];
  const r = spawnSync("script", ["-qec", command, "/dev/null"], { cwd, env: environment, encoding: "utf8" });
  if (r.error) throw r.error;
  return { code: r.status, out: r.stdout };
}

test("on a terminal, a long run shows pages done / total on one rewritten line, then the summary", async (t) => {
  const cwd = await bigSpecDir(400);
  const r = onTerminal(cwd, ["openapi", "s.json", "-o", "api"], { CI: undefined });
  t.is(r.code, 0, r.out);
  t.regex(r.out, /\r\x1b\[2Kdocgen openapi: writing \d+\/401 pages \(\d+%\)/);
  t.regex(r.out, /writing 401\/401 pages \(100%\)/);
  t.regex(r.out, /\r\x1b\[2Kdocgen openapi: wrote 401 pages to api/, "the progress line is cleared before the summary");
});

test("no progress in CI, with --json, or for a small run: one summary line", async (t) => {
  const cwd = await bigSpecDir(400);
  const ci = onTerminal(cwd, ["openapi", "s.json", "-o", "ci"], { CI: "true" });
  t.is(ci.code, 0);
  t.notRegex(ci.out, /writing \d+\//);
  t.regex(ci.out, /docgen openapi: wrote 401 pages to ci/);

  const json = onTerminal(cwd, ["openapi", "s.json", "-o", "json", "--json"], { CI: undefined });
  t.is(json.code, 0);
  t.notRegex(json.out, /writing \d+\//);

  const small = await bigSpecDir(20);
  const few = onTerminal(small, ["openapi", "s.json", "-o", "api"], { CI: undefined });
  t.is(few.code, 0);
  t.notRegex(few.out, /writing \d+\//);
});

test("without a terminal (piped), no progress line", async (t) => {
  const cwd = await bigSpecDir(400);
  const env = { ...process.env };
  delete env.CI;
  const r = spawnSync(process.execPath, [bin, "openapi", "s.json", "-o", "api"], { cwd, env, encoding: "utf8" });
  t.is(r.status, 0);
  t.is(r.stderr.split("\n").filter(Boolean).length, 1, r.stderr);
  t.notRegex(r.stderr, /\r|writing \d+\//);
});

/** A docs folder of `n` Markdown pages; the first holds a component with an unknown attribute (one build warning). */
async function bigSiteDir(n) {
  const cwd = await tempDir();
  await mkdir(path.join(cwd, "docs", "guide"), { recursive: true });
  for (let i = 0; i < n; i++) {
    const body = i === 0 ? '{% ParamField name="id", type="string", bogus="1" %}The id.{% endParamField %}' : `Page ${i} of the guide.`;
    await writeFile(path.join(cwd, "docs", "guide", `p${i}.md`), `---\ntitle: Page ${i}\n---\n\n${body}\n`);
  }
  return cwd;
}

test("docgen build on a terminal: pages read, rendered of the total, then written of the total; the line is cleared for warnings and the summary", async (t) => {
  const cwd = await bigSiteDir(240);
  const r = onTerminal(cwd, ["build"], { CI: undefined });
  t.is(r.code, 0, r.out);
  t.regex(r.out, /\r\x1b\[2Kdocgen build: reading \d+ pages/);
  // 240 pages and the build's own 404 page.
  t.regex(r.out, /\r\x1b\[2Kdocgen build: rendering \d+\/241 pages \(\d+%\)/);
  t.regex(r.out, /rendering 241\/241 pages \(100%\)/);
  t.regex(r.out, /\r\x1b\[2Kdocgen build: writing \d+\/241 pages \(\d+%\)/);
  t.regex(r.out, /writing 241\/241 pages \(100%\)/);
  // The warning, the start-page note (the folder has no page at /) and the summary each start a line of their
  // own: right after a cleared progress line or a line break, never after a count.
  const ownLine = (text) => {
    const at = r.out.indexOf(text);
    t.true(at > 0, `${text}: ${r.out}`);
    const before = r.out.slice(Math.max(r.out.lastIndexOf("\r", at), r.out.lastIndexOf("\n", at)) + 1, at);
    t.true(before === "" || before === "\x1b[2K", `text before "${text}" on its line: ${JSON.stringify(before)}`);
    return at;
  };
  const warning = ownLine("[docgen] docs/guide/p0.md:");
  t.true(r.out.includes('unknown attribute "bogus"', warning), r.out);
  ownLine("docgen: no page at /: _site/index.html leads to /guide/p0/ (Page 0)");
  const summary = ownLine("docgen: built 241 pages into _site");
  t.false(/\x1b\[2K/.test(r.out.slice(summary)), "nothing after the summary redraws the line");
  // Steps come in order: no reading after rendering began, no rendering after writing.
  const steps = [...r.out.matchAll(/docgen build: (reading|rendering|writing)/g)].map((m) => m[1]);
  t.deepEqual([...new Set(steps)], ["reading", "rendering", "writing"]);
  t.true(steps.lastIndexOf("reading") < steps.indexOf("rendering") && steps.lastIndexOf("rendering") < steps.indexOf("writing"), steps.join(" "));
});

test("docgen build: no progress in CI, when piped, or for a small site", async (t) => {
  const cwd = await bigSiteDir(240);
  const ci = onTerminal(cwd, ["build", "-o", "ci"], { CI: "true" });
  t.is(ci.code, 0, ci.out);
  t.notRegex(ci.out, /docgen build: (reading|rendering|writing)/);
  t.regex(ci.out, /docgen: built 241 pages into ci/);

  const env = { ...process.env };
  delete env.CI;
  const piped = spawnSync(process.execPath, [bin, "build", "-o", "piped"], { cwd, env, encoding: "utf8" });
  t.is(piped.status, 0, piped.stderr);
  t.notRegex(piped.stderr, /\r|docgen build: (reading|rendering|writing)/);
  t.regex(piped.stderr, /docgen: built 241 pages into piped/);

  const small = await bigSiteDir(20);
  const few = onTerminal(small, ["build"], { CI: undefined });
  t.is(few.code, 0, few.out);
  t.notRegex(few.out, /docgen build: (reading|rendering|writing)/);
  t.regex(few.out, /docgen: built 21 pages/);
});
