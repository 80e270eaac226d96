// docgen build's "Page not found" page (src/build/not-found.ts): 404.html in the site's layout, in no collection
// (navigation, search, llms.txt, sitemap, previous/next), no edit link, links that work at any depth; a docs folder's
// own 404 page wins. Real builds with docgen build's pipeline.
import test from "ava";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../../dist/build/site.js";
import { tempDir, writeFiles } from "../helpers/site.js";

const PAGES = {
  "index.md": "---\ntitle: Home\n---\n# Home\n",
  "guides/start.md": "---\ntitle: Getting started\n---\n# Getting started\n",
};

async function build(files, config = {}) {
  const root = await tempDir("docgen-404-");
  await writeFiles(path.join(root, "docs"), files);
  const output = path.join(root, "_site");
  const result = await buildSite({ input: path.join(root, "docs"), output, config });
  const read = (file) => readFile(path.join(output, file), "utf8");
  return { result, output, read, cleanup: () => rm(root, { recursive: true, force: true }) };
}

test("404.html: the site's layout, a way home and to search, every link a site path; counted among the pages built", async (t) => {
  const site = await build(PAGES, { title: "Acme", editUrl: "https://github.com/acme/docs/edit/main/docs/" });
  t.teardown(site.cleanup);
  const html = await site.read("404.html");
  t.regex(html, /<title>Page not found · Acme<\/title>/);
  t.regex(html, /<h1[^>]*>Page not found<\/h1>/);
  t.regex(html, /<a href="\/">Go to the home page<\/a>, or search the documentation above\./);
  t.true(html.includes('class="docgen-search"'), "the header's search box");
  t.true(html.includes('<nav class="docgen-sidebar"'), "the navigation");
  t.false(html.includes("Edit this page"), "made by the build: nothing to edit");
  t.false(html.includes("docgen-pager"), "no previous and next");
  // Served for any missing address, at any depth: no relative link or asset.
  for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) t.regex(url, /^(\/|#|https?:)/, url);
  t.is(site.result.pages, 3, "the two pages of the docs folder and 404.html");
});

test("in no collection: not in the navigation, the search index, llms.txt or the sitemap", async (t) => {
  const site = await build(PAGES, { title: "Acme", url: "https://docs.example.com" });
  t.teardown(site.cleanup);
  t.true(existsSync(path.join(site.output, "404.html")));
  const home = await site.read("index.html");
  t.false(home.includes("Page not found"), "the navigation");
  t.false((await site.read("_docgen/search.json")).includes("404"), "the search index");
  t.false((await site.read("llms.txt")).includes("404"), "llms.txt");
  t.false((await site.read("sitemap.xml")).includes("404"), "the sitemap");
  t.regex(await site.read("guides/start/index.html"), /rel="prev"/, "the pager still links the site's own pages");
});

test("without search, the page does not point at it", async (t) => {
  const site = await build(PAGES, { search: false });
  t.teardown(site.cleanup);
  t.regex(await site.read("404.html"), /<a href="\/">Go to the home page<\/a>\.<\/p>/);
});

test("a docs folder with only an API reference: index.html still leads to the reference, not to 404.html", async (t) => {
  const site = await build({ "api/index.md": "---\ntitle: Bookshop API\n---\n# Bookshop API\n" });
  t.teardown(site.cleanup);
  t.deepEqual(site.result.startPage, { url: "/api/", label: "Bookshop API" });
  t.true(existsSync(path.join(site.output, "404.html")));
});

for (const [file, content, expected] of [
  ["404.md", "---\ntitle: Lost\npermalink: /404.html\n---\n# Lost in the docs\n", /Lost in the docs/],
  ["404.html", "---\npermalink: /404.html\n---\n<h1>Our own 404</h1>\n", /Our own 404/],
  ["public/404.html", "<!doctype html><title>Static</title><h1>Static 404</h1>\n", /Static 404/],
]) {
  test(`a 404 page of the docs folder's own wins: ${file}`, async (t) => {
    const site = await build({ ...PAGES, [file]: content });
    t.teardown(site.cleanup);
    const html = await site.read("404.html");
    t.regex(html, expected);
    t.false(html.includes("There is no page at this address"));
  });
}

test("a 404 page of the docs folder's own that lands elsewhere (a Markdown page's /404/) is kept, and the build says how to fix it", async (t) => {
  const site = await build({ ...PAGES, "404.md": "---\ntitle: Lost\n---\n# Lost in the docs\n" });
  t.teardown(site.cleanup);
  t.regex(await site.read("404/index.html"), /Lost in the docs/);
  t.false(existsSync(path.join(site.output, "404.html")));
  t.true(site.result.warnings.some((w) => /the 404 page at the docs root was not written to \/404\.html.*add "permalink: \/404\.html" to its front matter/.test(w)), site.result.warnings.join("\n"));
});

test("a file named 404 that is no template (an image at the docs root) does not stand for a 404 page", async (t) => {
  const site = await build({ ...PAGES, "404.png": "not really a png" });
  t.teardown(site.cleanup);
  t.regex(await site.read("404.html"), /There is no page at this address/);
  t.deepEqual(site.result.warnings, []);
});
