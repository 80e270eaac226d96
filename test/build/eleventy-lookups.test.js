// docgen build indexes Eleventy 3.1's template lookups, searches one end of its dependency graph's edges and
// remembers the paths it normalizes (src/build/eleventy-lookups.ts): each must give the answers of what it replaces,
// be in place on the pinned Eleventy, and change no byte of a site.
import test from "ava";
import fc from "fast-check";
import { execFile } from "node:child_process";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite } from "../../dist/build/site.js";
import { addDependencyShorterSide, indexedLookup, memoizedNormalize, memoizedWorkingDir, NORMALIZED_PATHS } from "../../dist/build/eleventy-lookups.js";
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

test("an input path's absolute form is worked out once, and again after the working folder changes", async (t) => {
  const asked = [];
  const fromCwd = (p) => {
    asked.push(p);
    return path.join(process.cwd(), p);
  };
  const lookup = indexedLookup(fromCwd);
  const start = process.cwd();
  const one = realpathSync(await tempDir());
  const two = realpathSync(await tempDir());
  try {
    process.chdir(one);
    const templateMap = { map: [{ inputPath: path.join(process.cwd(), "docs/a.md") }, { inputPath: path.join(two, "docs/a.md") }] };
    t.is(lookup.call(templateMap, "docs/a.md"), templateMap.map[0]);
    t.is(lookup.call(templateMap, "docs/a.md"), templateMap.map[0]);
    t.deepEqual(asked, ["docs/a.md"], "once while the folder stays");
    process.chdir(two);
    t.is(lookup.call(templateMap, "docs/a.md"), templateMap.map[1], "resolved against the new working folder");
    t.deepEqual(asked, ["docs/a.md", "docs/a.md"]);
  } finally {
    process.chdir(start);
  }
});

/** dependency-graph 1.0.0's own addDependency, as its source has it. */
function bothEnds(from, to) {
  if (!this.hasNode(from)) throw new Error("Node does not exist: " + from);
  if (!this.hasNode(to)) throw new Error("Node does not exist: " + to);
  if (this.outgoingEdges.get(from).indexOf(to) === -1) this.outgoingEdges.get(from).push(to);
  if (this.incomingEdges.get(to).indexOf(from) === -1) this.incomingEdges.get(to).push(from);
  return true;
}

test("adding an edge by its shorter list leaves the graph as searching both lists does, through removals too", (t) => {
  // The package Eleventy uses, resolved as Eleventy resolves it.
  const { DepGraph } = createRequire(createRequire(import.meta.url).resolve("@11ty/eleventy"))("dependency-graph");
  const node = fc.constantFrom("a", "b", "c", "d", "__collection:all");
  const op = fc.oneof(
    { arbitrary: fc.record({ addNode: node }), weight: 2 },
    { arbitrary: fc.record({ add: fc.tuple(node, node) }), weight: 6 },
    { arbitrary: fc.record({ removeDependency: fc.tuple(node, node) }), weight: 1 },
    { arbitrary: fc.record({ removeNode: node }), weight: 1 },
  );
  const state = (g) => JSON.stringify([[...g.nodes.keys()], [...g.outgoingEdges], [...g.incomingEdges]]);
  const attempt = (fn) => {
    try {
      return fn();
    } catch (error) {
      return `threw ${error.message}`;
    }
  };
  fc.assert(
    fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
      const ours = new DepGraph({ circular: true });
      const theirs = new DepGraph({ circular: true });
      for (const o of ops) {
        for (const [g, add] of [[ours, addDependencyShorterSide], [theirs, bothEnds]]) {
          if (o.addNode) g.addNode(o.addNode);
          else if (o.removeNode) g.removeNode(o.removeNode);
          else if (o.removeDependency) g.removeDependency(...o.removeDependency);
        }
        if (o.add && attempt(() => addDependencyShorterSide.call(ours, ...o.add)) !== attempt(() => bothEnds.call(theirs, ...o.add))) return false;
        if (state(ours) !== state(theirs)) return false;
      }
      return attempt(() => JSON.stringify(ours.overallOrder())) === attempt(() => JSON.stringify(theirs.overallOrder()));
    }),
    { numRuns: 3000 },
  );
  t.pass();
});

/** @11ty/eleventy-utils' TemplatePath, the object Eleventy's own modules use. */
function eleventyTemplatePath() {
  const src = path.dirname(realpathSync(createRequire(import.meta.url).resolve("@11ty/eleventy")));
  return createRequire(path.join(src, "TemplateMap.js"))("@11ty/eleventy-utils").TemplatePath;
}

test("the remembered normalize answers as Eleventy's own does, asked again and again, and throws as it does", (t) => {
  // The pinned package's own function, as it was before any build replaced it.
  const own = (thePath) => {
    const filePath = path.normalize(thePath).split(path.sep).join("/");
    return filePath !== "/" && filePath.endsWith("/") ? filePath.slice(0, -1) : filePath;
  };
  const segment = fc.constantFrom("docs", "api", ".", "..", "", "a b", "index.md", "_site", "é", "./", "//");
  const aPath = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 6 })).map(([absolute, parts]) => `${absolute ? "/" : ""}${parts.join("/")}`);
  fc.assert(
    fc.property(fc.array(aPath, { minLength: 1, maxLength: 40 }), (paths) => {
      const normalize = memoizedNormalize(own);
      // Each path twice: the second answer comes from memory.
      return [...paths, ...paths].every((p) => normalize(p) === own(p));
    }),
    { numRuns: 500 },
  );
  const normalize = memoizedNormalize(own);
  t.throws(() => normalize(undefined), { instanceOf: TypeError });
  // Past NORMALIZED_PATHS it starts afresh, and still answers right.
  for (let i = 0; i <= NORMALIZED_PATHS; i++) normalize(`docs/${i}/../page-${i}.md`);
  t.is(normalize("docs/1/../page-1.md"), "docs/page-1.md");
  t.is(normalize("./docs/api/"), "docs/api");
});

// Serial: it changes the working folder, which the other tests' builds resolve their paths against.
test.serial("the remembered working folder follows process.chdir", async (t) => {
  let calls = 0;
  const workingDir = memoizedWorkingDir(() => {
    calls++;
    return path.resolve(".").split(path.sep).join("/");
  });
  const start = process.cwd();
  const other = realpathSync(await tempDir());
  t.is(workingDir(), start.split(path.sep).join("/"));
  t.is(workingDir(), start.split(path.sep).join("/"));
  t.is(calls, 1, "asked once while the folder stays");
  try {
    process.chdir(other);
    t.is(workingDir(), other.split(path.sep).join("/"));
  } finally {
    process.chdir(start);
  }
  t.is(workingDir(), start.split(path.sep).join("/"));
});

function build(cwd, env) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BIN, "build", "-i", "docs", "-o", "_site"], { cwd, env: { ...process.env, ...env }, timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stderr),
    );
  });
}

test("docgen build on the pinned Eleventy uses both, and the site is byte-identical to Eleventy's own searches", async (t) => {
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
  t.true(direct.indexedLookups, "the pinned Eleventy's lookup and its dependency graph's edge search were replaced");
  const templatePath = eleventyTemplatePath();
  t.false(templatePath.normalize.toString().includes("path.sep"), "TemplatePath.normalize is docgen's remembering one");
  t.false(templatePath.getWorkingDir.toString().includes("path.resolve"), "so is getWorkingDir");
  t.is(templatePath.normalize("./docs/api/../guide/"), "docs/guide");
  t.is(templatePath.getWorkingDir(), process.cwd().split(path.sep).join("/"));

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
