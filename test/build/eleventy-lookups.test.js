// docgen build indexes Eleventy 3.1's template lookups (src/build/eleventy-lookups.ts): the index must give the
// answers of Eleventy's linear search, be in place on the pinned Eleventy, and change no byte of a site.
import test from "ava";
import fc from "fast-check";
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite } from "../../dist/build/site.js";
import { indexedLookup } from "../../dist/build/eleventy-lookups.js";
import { apiPages, readTree, tempDir, writeFiles } from "../helpers/site.js";

const BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const ROOT = "/work/site";
const absolutePath = (p) => path.posix.join(ROOT, p);

/** Eleventy 3.1's own method, as its source has it. */
function linear(inputPath) {
  const absoluteInputPath = absolutePath(inputPath);
  return this.map.find((entry) => entry.inputPath === inputPath || entry.inputPath === absoluteInputPath);
}

test("the index answers as the linear search does: first match in map order, relative or absolute, as the map grows or is replaced", (t) => {
  const name = fc.constantFrom("./docs/a.md", "./docs/b.md", "docs/a.md", "/work/site/docs/a.md", "/work/site/./docs/a.md", "./docs/c.md", "");
  const step = fc.oneof(
    fc.record({ add: name }),
    fc.record({ ask: name }),
    fc.record({ replace: fc.array(name, { maxLength: 4 }) }),
  );
  fc.assert(
    fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      const lookup = indexedLookup(absolutePath);
      const templateMap = { map: [] };
      for (const s of steps) {
        if (s.add !== undefined) templateMap.map.push({ inputPath: s.add, id: templateMap.map.length });
        else if (s.replace) templateMap.map = s.replace.map((inputPath, id) => ({ inputPath, id }));
        else if (lookup.call(templateMap, s.ask) !== linear.call(templateMap, s.ask)) return false;
      }
      return true;
    }),
    { numRuns: 2000 },
  );
  t.pass();
});

function build(cwd, env) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BIN, "build", "-i", "docs", "-o", "_site"], { cwd, env: { ...process.env, ...env }, timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stderr),
    );
  });
}

test("docgen build on the pinned Eleventy uses the index, and the site is byte-identical to Eleventy's own lookups", async (t) => {
  const root = await tempDir();
  const spec = {
    openapi: "3.0.3",
    info: { title: "Lookups", version: "1" },
    paths: Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`/things/${i}`, { get: { summary: `Get thing ${i}`, tags: [`group ${i % 4}`], responses: { 200: { description: "OK" } } } }]),
    ),
  };
  await writeFiles(path.join(root, "docs"), { ...apiPages(spec), "index.md": "# Home\n", "guide/start.md": "---\ntitle: Start\n---\n# {{ title }}\n" });
  const direct = await buildSite({ input: path.join(root, "docs"), output: path.join(root, "direct"), config: { title: "x" } });
  t.true(direct.indexedLookups, "the pinned Eleventy's lookup was replaced");

  const a = path.join(root, "a");
  const b = path.join(root, "b");
  for (const dir of [a, b]) await writeFiles(dir, Object.fromEntries(Object.entries(readTree(path.join(root, "docs"))).map(([k, v]) => [`docs/${k}`, v])));
  await build(a, {});
  await build(b, { DOCGEN_ELEVENTY_LOOKUPS: "linear" });
  const indexed = readTree(path.join(a, "_site"));
  const own = readTree(path.join(b, "_site"));
  t.true(Object.keys(indexed).length > 30);
  t.deepEqual(Object.keys(indexed).sort(), Object.keys(own).sort());
  t.deepEqual(Object.keys(indexed).filter((k) => indexed[k] !== own[k]), [], "every file is byte-identical");
});
