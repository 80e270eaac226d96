// A site with no page at `/` gets an index.html that leads to the first page of its navigation (start-page.ts);
// any page of the site at `/`, or public/index.html, wins. Real builds with docgen build's pipeline and its bin.
import test from "ava";
import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { buildSite } from "../../dist/build/site.js";
import { startPageHtml } from "../../dist/build/start-page.js";
import { tempDir, writeFiles } from "../helpers/site.js";

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");

const API = {
  "api/index.md": "---\ntitle: Bookshop API\norder: 0\n---\n# Bookshop API\n",
  "api/books/list.md": "---\ntitle: List books\norder: 1\n---\n# List books\n",
};

async function build(files, config = {}) {
  const root = await tempDir("docgen-start-");
  await writeFiles(path.join(root, "docs"), files);
  const result = await buildSite({ input: path.join(root, "docs"), output: path.join(root, "_site"), config });
  const index = await readFile(path.join(root, "_site", "index.html"), "utf8").catch(() => undefined);
  return { root, result, index, cleanup: () => rm(root, { recursive: true, force: true }) };
}

test("docs holding only an API reference: index.html leads to the first page of the navigation", async (t) => {
  const site = await build(API);
  t.teardown(site.cleanup);
  t.deepEqual(site.result.startPage, { url: "/api/", label: "Bookshop API" });
  t.is(site.result.pages, 3, "two pages and 404.html: the start page is not counted as a page of the site");
  t.is(site.index, startPageHtml({ url: "/api/", label: "Bookshop API" }));
  t.true(site.index.includes('<meta http-equiv="refresh" content="0; url=api/">'), "relative, so a path prefix is kept");
  t.true(site.index.includes('<p><a href="api/">Bookshop API</a></p>'));
  t.true(site.index.includes('<meta name="robots" content="noindex">'));
});

test("with a sidebar in the configuration, the first page it lists", async (t) => {
  const site = await build({ ...API, "guides/start.md": "---\ntitle: Getting started\n---\n# Getting started\n" }, { sidebar: [{ group: "Guides", pages: ["guides/start"] }, { group: "API", autogenerate: { dir: "api" } }] });
  t.teardown(site.cleanup);
  t.deepEqual(site.result.startPage, { url: "/guides/start/", label: "Getting started" });
  t.true(site.index.includes('url=guides/start/"'));
});

test("a page of the site at /, from index.md or any permalink, is the home page: nothing is written", async (t) => {
  for (const files of [{ ...API, "index.md": "# Home\n" }, { ...API, "welcome.md": "---\npermalink: /\n---\n# Welcome\n" }]) {
    const site = await build(files);
    t.teardown(site.cleanup);
    t.is(site.result.startPage, undefined);
    t.false(site.index.includes("http-equiv"), site.index.slice(0, 200));
    t.regex(site.index, /<h1[^>]*>(Home|Welcome)<\/h1>/);
  }
});

test("public/index.html is copied as it is, not replaced", async (t) => {
  const site = await build({ ...API, "public/index.html": "<!doctype html><p>My own landing page</p>\n" });
  t.teardown(site.cleanup);
  t.is(site.result.startPage, undefined);
  t.is(site.index, "<!doctype html><p>My own landing page</p>\n");
});

test("labels and URLs are escaped in the page", (t) => {
  const html = startPageHtml({ url: '/a&b/"x"/', label: "<Tom & Jerry>" });
  t.true(html.includes("<title>&lt;Tom &amp; Jerry&gt;</title>"));
  t.true(html.includes('<a href="a&amp;b/&quot;x&quot;/">&lt;Tom &amp; Jerry&gt;</a>'));
});

test("the bin says so, before its summary line", async (t) => {
  const root = await tempDir("docgen-start-bin-");
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await writeFiles(path.join(root, "docs"), API);
  const { stderr } = await run(process.execPath, [BIN, "build"], { cwd: root, env: { ...process.env, CI: "true" } });
  const lines = stderr.trim().split("\n");
  t.is(lines.at(-2), "docgen: no page at /: _site/index.html leads to /api/ (Bookshop API); add an index page to docs for a home page of your own");
  t.regex(lines.at(-1), /^docgen: built 3 pages into _site in /);
});

test("watch mode (what --serve builds) writes it too", async (t) => {
  const root = await tempDir("docgen-start-watch-");
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await writeFiles(path.join(root, "docs"), API);
  const result = await buildSite({ input: path.join(root, "docs"), output: path.join(root, "_site"), watch: true });
  try {
    t.is(await readFile(path.join(root, "_site", "index.html"), "utf8"), startPageHtml({ url: "/api/", label: "Bookshop API" }));
  } finally {
    await result.close();
  }
});
