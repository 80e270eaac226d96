// `docgen build` writes each page itself as it is finished (Eleventy runs dry and keeps none; see
// src/build/page-writer.ts). The site must be what Eleventy would have written, byte for byte.
import test from "ava";
import { existsSync } from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import Eleventy from "@11ty/eleventy";
import { buildSite } from "../../dist/build/site.js";
import { attachBuildContext } from "../../dist/build/context.js";
import { GATE, PageWriter, SLOTS, WRITER, WRITTEN } from "../../dist/build/page-writer.js";
import { readTree, tempDir, writeFiles } from "../helpers/site.js";

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(REPO, "dist/cli/bin.js");

const PAGES = 60;

function siteFiles() {
  const files = {
    "index.md": "---\ntitle: Home\n---\n\n# Welcome\n\nSee the [guide](guide/p0/).\n",
    "api.md": [
      "---\ntitle: Create a pet\n---\n",
      '{% Api method="post", path="/pets" %}Creates a pet.{% endApi %}',
      "",
      '{% ParamField name="name", type="string", required=true %}The pet\'s **name**.{% endParamField %}',
      "",
      '{% ResponseField name="id", type="integer" %}Its id.{% endResponseField %}',
      "",
    ].join("\n"),
    "feed.njk": "---\npermalink: /feed.xml\nlayout: false\n---\n<?xml version=\"1.0\"?>\n<feed>{% for p in collections.all %}<entry>{{ p.url }}</entry>{% endfor %}</feed>\n",
    "draft.md": "---\ntitle: Draft\npermalink: false\n---\n\nNot published.\n",
    "public/robots.txt": "User-agent: *\n",
    "public/.well-known/security.txt": "Contact: mailto:security@example.com\n",
    "public/img/dot.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  };
  for (let i = 0; i < PAGES; i++) files[`guide/p${i}.md`] = `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\nText of page ${i}.\n`;
  return files;
}

/** The same site built by Eleventy writing its own files, with docgen's config: the reference. */
async function buildByEleventy(input, output, site) {
  const elev = new Eleventy(input, output, {
    quietMode: true,
    configPath: path.join(REPO, ".eleventy.js"),
    config: (eleventyConfig) => attachBuildContext(eleventyConfig, { site, input }),
  });
  elev.disableLogger();
  await elev.write();
}

test("docgen build writes, file for file and byte for byte, what Eleventy itself would write", async (t) => {
  const root = await tempDir();
  const input = path.join(root, "docs");
  await writeFiles(input, siteFiles());
  const config = { title: "Pets", sidebar: [{ group: "Guide", autogenerate: { dir: "guide" } }] };

  const result = await buildSite({ input, output: path.join(root, "ours"), config });
  await buildByEleventy(input, path.join(root, "eleventy"), config);

  const ours = readTree(path.join(root, "ours"));
  const theirs = readTree(path.join(root, "eleventy"));
  t.deepEqual(Object.keys(ours), Object.keys(theirs));
  t.deepEqual(ours, theirs);

  // What the site must hold, whoever writes it.
  t.true("feed.xml" in ours && ours["feed.xml"].includes("<entry>/guide/p59/</entry>"), "a non-HTML page is written");
  t.false(Object.keys(ours).some((f) => f.startsWith("draft")), "permalink: false writes nothing");
  t.is(ours[".well-known/security.txt"], "Contact: mailto:security@example.com\n", "public/ is copied, dot folders too");
  t.true("img/dot.svg" in ours && "robots.txt" in ours);
  t.false(Object.values(ours).some((text) => text.includes(WRITTEN)), "no placeholder reaches a file");

  // Pages counted are the HTML pages written, the build's own 404 page among them; 63 pages went through at most
  // SLOTS at a time, and did queue.
  t.true("404.html" in ours);
  // (docgen's assets folder holds a page that is not one: where Try it's OAuth2 sign-in comes back.)
  t.is(result.pages, Object.keys(ours).filter((f) => f.endsWith(".html") && !f.startsWith("_docgen/")).length);
  t.is(result.pages, PAGES + 3);
  t.is(result.mostPagesHeld, SLOTS);
});

test("a file in public/ and a page written to the same place: the build fails before writing, naming both", async (t) => {
  const root = await tempDir();
  await writeFiles(path.join(root, "docs"), {
    "index.md": "# Home\n",
    "guide.md": "# Guide\n",
    "public/guide/index.html": "<p>static</p>\n",
  });
  const r = await run(process.execPath, [BIN, "build"], { cwd: root }).then(
    () => ({ code: 0, stderr: "" }),
    (e) => ({ code: e.code, stderr: e.stderr }),
  );
  t.is(r.code, 1, r.stderr);
  t.regex(r.stderr, /docs\/public\/guide\/index\.html and the page \S*docs\/guide\.md are both written to \/guide\/index\.html: rename or move one of them/);
  t.false(existsSync(path.join(root, "_site", "index.html")), "no page was written");
});

/** Records the transforms a PageWriter registers. */
function host() {
  const transforms = {};
  return { transforms, addTransform: (name, fn) => void (transforms[name] = fn) };
}

test("the gate lets SLOTS pages through, then one for each page written, in the order they came", async (t) => {
  const writer = new PageWriter();
  const h = host();
  writer.registerGate(h);
  h.addTransform("other", (c) => c);
  writer.registerWriter(h);
  t.notThrows(() => writer.checkOrder(h));

  const passed = [];
  const entered = Array.from({ length: SLOTS + 3 }, (_, i) => Promise.resolve(h.transforms[GATE](`page ${i}`)).then((c) => passed.push(c)));
  await new Promise((resolve) => setImmediate(resolve));
  t.is(passed.length, SLOTS, "the rest wait");

  // A page without an output path (permalink: false) frees its slot too.
  t.is(h.transforms[WRITER].call({ page: { outputPath: false } }, "x"), WRITTEN);
  await new Promise((resolve) => setImmediate(resolve));
  t.deepEqual(passed.slice(SLOTS), [`page ${SLOTS}`]);

  // A write that fails frees its slot as well (the build fails, and nothing waits forever).
  t.throws(() => h.transforms[WRITER].call({ page: { outputPath: "/nonexistent-dir/x.html" } }, 42), { message: /rendered to a number, not text/ });
  // A template that rendered nothing is not written (as Eleventy does), and frees its slot.
  t.is(h.transforms[WRITER].call({ page: { outputPath: "/nonexistent-dir/y.html" } }, undefined), WRITTEN);
  await Promise.all(entered);
  t.deepEqual(passed.slice(SLOTS), [`page ${SLOTS}`, `page ${SLOTS + 1}`, `page ${SLOTS + 2}`]);
  t.is(writer.mostHeld, SLOTS);
  t.is(writer.files, 0);
});

test("checkOrder refuses a transform after the writer, or one before the gate", (t) => {
  const after = host();
  const writer = new PageWriter();
  writer.registerGate(after);
  writer.registerWriter(after);
  after.addTransform("late", (c) => c);
  t.throws(() => writer.checkOrder(after), { message: /first and last, found docgen-write-gate, docgen-write, late/ });

  const before = host();
  before.addTransform("early", (c) => c);
  writer.registerGate(before);
  writer.registerWriter(before);
  t.throws(() => writer.checkOrder(before), { message: /first and last/ });
});
