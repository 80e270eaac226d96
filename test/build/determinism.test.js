// Same input, same bytes: the example site, generated and built twice, is identical file for file.
import test from "ava";
import { execFile } from "node:child_process";
import { cp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { tempDir } from "../helpers/site.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const bin = path.join(repo, "dist/cli/bin.js");

async function files(dir, base = dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(full, base)));
    else out.push(path.relative(base, full));
  }
  return out.sort();
}

async function generateAndBuild(root, name) {
  await run(process.execPath, [bin, "openapi", "openapi.yaml", "-o", `docs-${name}/api`, "--include-schemas"], { cwd: root });
  await cp(path.join(root, "docs"), path.join(root, `docs-${name}`), { recursive: true });
  await run(process.execPath, [bin, "build", "-i", `docs-${name}`, "-o", `site-${name}`, "-c", "docgen.config.json"], { cwd: root });
  return path.join(root, `site-${name}`);
}

test("generating and building the example site twice gives byte-identical sites", async (t) => {
  const root = await tempDir("docgen-determinism-");
  await cp(path.join(repo, "site-example"), root, {
    recursive: true,
    filter: (src) => !/[\\/](_site|api|vendor)$/.test(src),
  });
  const first = await generateAndBuild(root, "a");
  const second = await generateAndBuild(root, "b");
  const names = await files(first);
  t.deepEqual(await files(second), names);
  t.true(names.filter((n) => n.endsWith(".html")).length >= 15, `expected the whole site, got ${names.length} files`);
  for (const name of names) {
    const [a, b] = await Promise.all([readFile(path.join(first, name)), readFile(path.join(second, name))]);
    t.true(a.equals(b), `${name} differs between two builds`);
  }
  // Build-time bookkeeping must not leak into pages.
  const page = await readFile(path.join(first, "guides/quickstart/index.html"), "utf8");
  t.false(page.includes("<!--docgen:"), "nested-component markers left in the page");
  await rm(root, { recursive: true, force: true });
});
