// Progress on a terminal: `docgen openapi` runs in a real pseudo-terminal (util-linux `script`), so stderr is a TTY.
import test from "ava";
import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
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
