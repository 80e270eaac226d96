// `docgen build --watch`: an edit to one page's text rebuilds that page alone; a change another page can show (a
// title, a new page, a data file, several files at once) rebuilds the site. Real watch runs of the built bin on
// small sites; "written again" is read from each HTML file's modification time.
import test from "ava";
import { spawn } from "node:child_process";
import { readFileSync, statSync, utimesSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { isDocsPage } from "../../dist/site-files.js";
import { readFrontMatter } from "../../dist/build/watch-rebuilds.js";
import { frontMatterOf } from "../../dist/plugin/front-matter.js";
import { listFiles, tempDir, writeFiles } from "../helpers/site.js";

const bin = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");
const OLD = new Date("2000-01-01T00:00:00Z");

const page = (title, text) => `---\ntitle: ${title}\n---\n\n${text}\n`;

/** Starts `docgen build --watch` in `root` (extra flags after it), stopped when the test ends; resolves once it is watching. */
async function watch(t, root, flags = []) {
  const child = spawn(process.execPath, [bin, "build", "--watch", ...flags], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout.on("data", (d) => (printed += d));
  child.stderr.on("data", (d) => (printed += d));
  t.teardown(() => child.kill("SIGTERM"));
  const run = { output: () => printed, builds: () => (printed.match(/\[11ty\] Wrote /g) ?? []).length };
  await until(() => printed.includes("Watching"), run, "the first build");
  // Eleventy says it is watching before its watcher listens: rewrite a page as it is until a change is heard,
  // then wait for the build that starts.
  const probe = path.join(root, "docs/index.md");
  const text = readFileSync(probe, "utf8");
  for (let attempt = 1; !printed.includes("File changed"); attempt++) {
    if (attempt > 60) throw new Error(`the watcher never reported a change\n--- docgen output ---\n${printed}`);
    await writeFile(probe, text);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await until(() => run.builds() >= 2, run, "the probe's build");
  await new Promise((resolve) => setTimeout(resolve, 500));
  return run;
}

async function until(check, run, what, ms = 30000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}\n--- docgen output ---\n${run.output()}`);
}

/** Every HTML file of the site, set to an old modification time; returns a function listing those written since. */
function markSite(site) {
  const files = listFiles(site).filter((f) => f.endsWith(".html"));
  for (const f of files) utimesSync(path.join(site, f), OLD, OLD);
  return () => files.filter((f) => statSync(path.join(site, f)).mtimeMs > OLD.getTime()).sort();
}

const read = (root, file) => {
  try {
    return readFileSync(path.join(root, "_site", file), "utf8");
  } catch {
    return "";
  }
};

/** The titles the site's search index lists, in its order (by URL). */
const searchTitles = (root) => JSON.parse(read(root, "_docgen/search.json") || '{"pages":[]}').pages.map((p) => p.t);

/** The titles llms.txt links to, in its order. */
const llmsTitles = (root) => [...read(root, "llms.txt").matchAll(/^- \[(.+?)\]\(/gm)].map((m) => m[1]);

/** Waits for `builds` more builds to end, then a moment for any further one to start. */
async function afterBuilds(run, count, what) {
  await until(() => run.builds() >= count, run, what);
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

async function site(files = {}) {
  const root = await tempDir();
  await writeFiles(root, {
    "docs/index.md": page("Home", "# Home\n\nWelcome."),
    "docs/guide.md": page("Guide", "# Guide\n\nFirst text."),
    "docs/more/notes.md": page("Notes", '# Notes\n\n{% ParamField name="id", type="string" %}The id.{% endParamField %}'),
    ...files,
  });
  return root;
}

/** The bookshop fixture's reference, as `docgen openapi` writes it, under `docs/api`. */
async function writeBookshop(root) {
  const { loadSpec } = await import("../../dist/openapi/load/index.js");
  const { generate } = await import("../../dist/openapi/generate.js");
  const spec = await loadSpec(path.resolve(import.meta.dirname, "../fixtures/specs/bookshop-3.0.yaml"));
  const { files } = generate(spec, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  await writeFiles(path.join(root, "docs/api"), Object.fromEntries(files.map((f) => [f.path, f.content])));
}

test("one page's text edited: that page alone is written again, and it shows the edit", async (t) => {
  const root = await site();
  const run = await watch(t, root);
  const written = markSite(path.join(root, "_site"));
  const builds = run.builds();
  await writeFile(path.join(root, "docs/guide.md"), page("Guide", "# Guide\n\nSecond text."));
  await until(() => read(root, "guide/index.html").includes("Second text."), run, "the edited page");
  await afterBuilds(run, builds + 1, "the rebuild");
  t.deepEqual(written(), ["guide/index.html"], run.output());
  t.is(run.builds(), builds + 1, "one build, not a second full one after it");
  t.regex(read(root, "index.html"), /docgen-sidebar[\s\S]*Guide/, "other pages keep their navigation");
  t.deepEqual(searchTitles(root), ["Home", "Guide", "Notes"], "the search index still lists every page");
  t.deepEqual(llmsTitles(root), ["Home", "Guide", "Notes"], "so does llms.txt");
});

test("with --full-rebuilds, the same edit writes every page again", async (t) => {
  const root = await site();
  const run = await watch(t, root, ["--full-rebuilds"]);
  const written = markSite(path.join(root, "_site"));
  await writeFile(path.join(root, "docs/guide.md"), page("Guide", "# Guide\n\nSecond text."));
  await until(() => read(root, "guide/index.html").includes("Second text."), run, "the edited page");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  t.deepEqual(written(), ["404.html", "guide/index.html", "index.html", "more/notes/index.html"], "the build's 404 page too");
});

test("a page's title edited: every page's navigation shows the new title", async (t) => {
  const root = await site();
  const run = await watch(t, root);
  const builds = run.builds();
  await writeFile(path.join(root, "docs/guide.md"), page("Handbook", "# Guide\n\nFirst text."));
  await until(() => /docgen-sidebar[\s\S]*Handbook/.test(read(root, "more/notes/index.html")), run, "the new title in another page's navigation");
  await afterBuilds(run, builds + 1, "the rebuild");
  t.is(run.builds(), builds + 1, "the front matter changed: one full build, no single-page build before it");
  t.notRegex(read(root, "index.html"), /<span>Guide<\/span>/);
  t.regex(read(root, "index.html"), /<span>Handbook<\/span>/);
  t.deepEqual(searchTitles(root), ["Home", "Handbook", "Notes"], "the search index has the new title");
  t.deepEqual(llmsTitles(root), ["Home", "Handbook", "Notes"], "llms.txt has the new title");
});

test("a title that changes only in a directory data file counts too: the site is built again", async (t) => {
  const root = await site({ "docs/more/plain.md": "# Plain\n\nNo front matter.\n", "docs/more/more.json": JSON.stringify({ order: 1 }) });
  const run = await watch(t, root);
  const written = markSite(path.join(root, "_site"));
  const builds = run.builds();
  await writeFile(path.join(root, "docs/more/more.json"), JSON.stringify({ order: 1, title: "From data" }));
  await until(() => /<span>From data<\/span>/.test(read(root, "index.html")), run, "the data file's title in the navigation");
  await afterBuilds(run, builds + 1, "the rebuild");
  t.deepEqual(written(), ["404.html", "guide/index.html", "index.html", "more/notes/index.html", "more/plain/index.html"]);
});

test("a title computed from the page's text: an edit that changes it rebuilds every page", async (t) => {
  // Front matter unchanged, so the build starts as one page's; its data then differs, and the site is built again.
  const compute = 'module.exports = { eleventyComputed: { title: (data) => (/Beta/.test(data.page.rawInput ?? "") ? "Beta notes" : "Alpha notes") } };\n';
  const root = await site({ "docs/computed/plain.md": "# Plain\n\nAlpha.\n", "docs/computed/computed.11tydata.js": compute });
  const run = await watch(t, root);
  t.regex(read(root, "index.html"), /<span>Alpha notes<\/span>/);
  await writeFile(path.join(root, "docs/computed/plain.md"), "# Plain\n\nBeta.\n");
  // Every page written again (the pages are written one after another: under load, more/notes came after the others).
  const pages = ["index.html", "guide/index.html", "more/notes/index.html"];
  await until(() => pages.every((page) => /<span>Beta notes<\/span>/.test(read(root, page))), run, "the computed title in every navigation");
  for (const page of pages) t.notRegex(read(root, page), /Alpha notes/, page);
});

test("a page added: every page's navigation lists it", async (t) => {
  const root = await site();
  const run = await watch(t, root);
  await writeFile(path.join(root, "docs/faq.md"), page("Questions", "# FAQ\n\nAsk."));
  // The new page itself may be written after the others' navigation is (it failed once so, read empty): wait for it too.
  await until(() => /<span>Questions<\/span>/.test(read(root, "guide/index.html")) && /<span>Questions<\/span>/.test(read(root, "more/notes/index.html")) && read(root, "faq/index.html") !== "", run, "the new page in every navigation");
  t.regex(read(root, "faq/index.html"), /Ask\./);
});

test("two pages changed at once: both show their edits", async (t) => {
  const root = await site();
  const run = await watch(t, root);
  await Promise.all([
    writeFile(path.join(root, "docs/guide.md"), page("Guide", "# Guide\n\nGuide edited.")),
    writeFile(path.join(root, "docs/index.md"), page("Home", "# Home\n\nHome edited.")),
  ]);
  await until(() => read(root, "guide/index.html").includes("Guide edited.") && read(root, "index.html").includes("Home edited."), run, "both edits");
  t.pass();
});

test("a generated page edited: it is rebuilt with its fields, the other generated pages are not written again", async (t) => {
  const root = await site();
  await writeBookshop(root);
  const run = await watch(t, root);
  const fields = (html) => (html.match(/docgen-field__name/g) ?? []).length;
  const before = read(root, "api/books/get/index.html");
  t.true(fields(before) > 3);
  const written = markSite(path.join(root, "_site"));
  const builds = run.builds();
  const source = path.join(root, "docs/api/books/get.md");
  // The body only: the front matter (and with it the navigation) stays as it was.
  await writeFile(source, readFileSync(source, "utf8").replace(/\n## /, "\nAn added paragraph.\n\n## "));
  await until(() => read(root, "api/books/get/index.html").includes("An added paragraph."), run, "the edited generated page");
  await afterBuilds(run, builds + 1, "the rebuild");
  const after = read(root, "api/books/get/index.html");
  t.is(fields(after), fields(before));
  t.notRegex(after, /docgen-run/);
  t.deepEqual(written(), ["api/books/get/index.html"]);
  t.is(run.builds(), builds + 1);
});

test("a template override edited: the generated pages' shared fields render with the new template", async (t) => {
  // A change outside the pages: nothing rendered before may be kept (the shared field HTML above all).
  const override = (mark) => `<div class="custom-field" data-mark="${mark}">{{ name }}: {{ body }}</div>\n`;
  const root = await site({ "docs/_includes/docgen/response-field.njk": override("one") });
  await writeBookshop(root);
  const run = await watch(t, root);
  const marks = (html, mark) => (html.match(new RegExp(`data-mark="${mark}"`, "g")) ?? []).length;
  const before = read(root, "api/books/get/index.html");
  t.true(marks(before, "one") > 0);
  const builds = run.builds();
  await writeFile(path.join(root, "docs/_includes/docgen/response-field.njk"), override("two"));
  await until(() => marks(read(root, "api/books/get/index.html"), "two") > 0, run, "the new template on a generated page");
  await afterBuilds(run, builds + 1, "the rebuild");
  const after = read(root, "api/books/get/index.html");
  t.is(marks(after, "one"), 0);
  t.is(marks(after, "two"), marks(before, "one"));
  t.is(marks(read(root, "api/books/list/index.html"), "one"), 0);
});

test("the page test: Markdown pages of the docs folder, outside `_` folders and public/", (t) => {
  t.true(isDocsPage("./docs/guide.md", "./docs/"));
  t.true(isDocsPage("./docs/api/books/get.md", "docs"));
  t.false(isDocsPage("./docs/_includes/docgen/field.md", "./docs/"));
  t.false(isDocsPage("./docs/more/_data/x.md", "./docs/"));
  t.false(isDocsPage("./docs/public/readme.md", "./docs/"));
  t.false(isDocsPage("./docs/page.njk", "./docs/"));
  t.false(isDocsPage("./other/guide.md", "./docs/"));
});

test("front matter as compared between builds: the block to its closing line, or nothing", (t) => {
  t.is(frontMatterOf("---\ntitle: A\n---\n\n# A\n"), "---\ntitle: A\n---\n");
  t.is(frontMatterOf("---\r\ntitle: A\r\n---\r\nbody"), "---\r\ntitle: A\r\n---\r\n");
  t.is(frontMatterOf("# No front matter\n---\n"), "");
  t.is(frontMatterOf("---\ntitle: A\n---"), "---\ntitle: A\n---");
  t.is(frontMatterOf("---\ntitle: unclosed\n"), "---\ntitle: unclosed\n");
  // Where Eleventy's parser (gray-matter) ends the block: not at a YAML `...` line, and at any line starting `---`.
  t.is(frontMatterOf("---\nnote: |\n  a\n...\ntitle: B\n---\nbody"), "---\nnote: |\n  a\n...\ntitle: B\n---\n");
  t.is(frontMatterOf("---\ntitle: A\n--- \nbody"), "---\ntitle: A\n--- \n");
});

test("front matter read from a file: from its first 4 KB, or the whole file when the block runs past them", async (t) => {
  const root = await tempDir();
  const long = `---\ntitle: Long\ndescription: "${"x".repeat(6000)}"\nlast: here\n---\n\n# Long\n`;
  const short = page("Short", `# Short\n\n${"y".repeat(6000)}`);
  await writeFiles(root, { "long.md": long, "short.md": short, "none.md": `# None\n\n${"z".repeat(5000)}\n` });
  t.is(readFrontMatter(path.join(root, "long.md")), frontMatterOf(long));
  t.true(readFrontMatter(path.join(root, "long.md")).endsWith("last: here\n---\n"));
  t.is(readFrontMatter(path.join(root, "short.md")), "---\ntitle: Short\n---\n");
  t.is(readFrontMatter(path.join(root, "none.md")), "");
  t.is(readFrontMatter(path.join(root, "missing.md")), undefined);
});
