// The search index and box: one entry per HTML page with its title, description and (API pages) method and path,
// written to _docgen/search.json in URL order; the layout's box; `search: false` turns both off.
import test from "ava";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildDocs, buildWithPlugin } from "../helpers/site.js";

const generated = (title, source, description, method) =>
  `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\ngenerator: docgen openapi\nsource: ${JSON.stringify(source)}\nmethod: ${method}\n---\n\n# ${title}\n`;

const FILES = {
  "index.md": "---\ntitle: Home\ndescription: Start here.\n---\n\n# Home\n",
  "guides/install.md": `---\ntitle: Install\ndescription: "${"Long words. ".repeat(30)}"\n---\n\n# Install\n`,
  "guides/untitled.md": "# No title in front matter\n",
  "api/pets/create.md": generated("Add a pet", "POST /pets", "Adds a pet to the store.", "POST"),
  "api/pets/get.md": generated("GET /pets/{petId}", "GET /pets/{petId}", "GET /pets/{petId}", "GET"),
  "api/hooks/new-pet.md": generated("newPet", "webhook newPet (POST)", "A pet was added.", "POST"),
  "drafts/hidden.md": "---\ntitle: Hidden\npermalink: false\n---\n\nNot a page.\n",
  "feed.njk": "---\npermalink: /feed.xml\ntitle: Feed\n---\n<feed></feed>\n",
};

test("the index lists every HTML page by URL, with method and path for API pages, descriptions cut short", async (t) => {
  const site = await buildDocs(FILES);
  t.deepEqual(site.warnings, []);
  const text = await readFile(path.join(site.output, "_docgen/search.json"), "utf8");
  const { version, pages } = JSON.parse(text);
  t.is(version, 1);
  t.deepEqual(
    pages.map((p) => [p.u, p.t, p.m, p.p]),
    [
      ["/", "Home", undefined, undefined],
      ["/api/hooks/new-pet/", "newPet", "POST", undefined],
      ["/api/pets/create/", "Add a pet", "POST", "/pets"],
      ["/api/pets/get/", "GET /pets/{petId}", "GET", "/pets/{petId}"],
      ["/guides/install/", "Install", undefined, undefined],
      ["/guides/untitled/", "Untitled", undefined, undefined],
    ],
  );
  const byUrl = Object.fromEntries(pages.map((p) => [p.u, p]));
  t.is(byUrl["/api/pets/create/"].d, "Adds a pet to the store.");
  // A description that only repeats the method and path is not said twice.
  t.is(byUrl["/api/pets/get/"].d, undefined);
  t.true(byUrl["/guides/install/"].d.length <= 160 && byUrl["/guides/install/"].d.endsWith("…"), byUrl["/guides/install/"].d);
  // Same site, same bytes.
  const again = await buildDocs(FILES);
  t.is(await readFile(path.join(again.output, "_docgen/search.json"), "utf8"), text);
  // The box, labelled, hidden until the script shows it.
  const html = await site.html("index.md");
  t.regex(html, /<div class="docgen-search" role="search" data-docgen-search hidden>/);
  t.regex(html, /<label class="docgen-sr-only" for="docgen-search-input">Search the documentation<\/label>/);
  await site.cleanup();
  await again.cleanup();
});

test("keywords: a page's front matter list (or comma-separated text) is in the index; one on too many pages is left out", async (t) => {
  const withKeywords = (title, keywords) => `---\ntitle: ${title}\nkeywords: ${keywords}\n---\n\n# ${title}\n`;
  const files = {
    "index.md": withKeywords("Home", "[passenger_name, trip_id, \"  two  words \", \"\", 7, {a: 1}, trip_id]"),
    "guides/retries.md": withKeywords("Retries", '"idempotency, backoff ,, retry-after"'),
    "guides/none.md": withKeywords("None", "[]"),
  };
  // `per_page` on 11 of the 14 pages: more than 10 pages and more than 5% of them, so it tells none apart.
  for (let i = 0; i < 9; i++) files[`api/list-${i}.md`] = withKeywords(`List ${i}`, i === 0 ? "[per_page, cursor]" : "[per_page]");
  files["guides/paging.md"] = withKeywords("Paging", "[per_page]");
  files["guides/more.md"] = withKeywords("More", "[per_page]");
  const site = await buildDocs(files);
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const { pages } = JSON.parse(await readFile(path.join(site.output, "_docgen/search.json"), "utf8"));
  const keys = Object.fromEntries(pages.map((p) => [p.u, p.k]));
  t.is(keys["/"], "passenger_name trip_id two words 7");
  t.is(keys["/guides/retries/"], "idempotency backoff retry-after");
  t.is(keys["/guides/none/"], undefined);
  t.is(keys["/api/list-0/"], "cursor", "per_page is on 11 of 14 pages: left out");
  t.is(keys["/api/list-1/"], undefined);
});

test("search: false writes no index and no box; the plugin in a user's own Eleventy config writes the index too", async (t) => {
  const off = await buildDocs({ "index.md": "# Home\n" }, { config: { search: false } });
  t.false(off.exists("_docgen/search.json"));
  t.notRegex(await off.html("index.md"), /docgen-search/);
  await off.cleanup();
  const plugin = await buildWithPlugin({ "index.md": "---\ntitle: Home\n---\n\nHello\n", "about.md": "---\ntitle: About us\n---\n\nHi\n" });
  const { pages } = JSON.parse(await readFile(path.join(plugin.output, "_docgen/search.json"), "utf8"));
  t.deepEqual(pages.map((p) => p.t), ["Home", "About us"]);
  await plugin.cleanup();
});
