// Under each page: the pages before and after it in the navigation's reading order (src/plugin/sidebar.ts, pagerOf)
// and, for hand-written pages of a site with `editUrl`, where to edit its source.
import test from "ava";
import { buildSidebarTree, pagerOf } from "../../dist/plugin/sidebar.js";
import { apiPages, buildDocs, buildError, buildWithPlugin } from "../helpers/site.js";

const page = (id, title, extra = {}) => ({ id, url: id === "index" ? "/" : `/${id.replace(/\/index$/, "")}/`, title, ...extra });
const PAGES = [
  page("index", "Home"),
  page("guides/install", "Install", { order: 1 }),
  page("guides/deep/tuning", "Tuning"),
  page("guides/upgrade", "Upgrade", { order: 2 }),
  page("api/list", "List pets", { order: 1 }),
  page("api/create", "Create a pet", { order: 2 }),
  page("orphan", "Not in the navigation"),
];
const CONFIG = [
  { group: "Start", pages: ["index", "guides/install"] },
  { group: "Guides", autogenerate: { dir: "guides" } },
  { group: "API", autogenerate: { dir: "api" } },
];
const labels = (pager) => pager && [pager.prev?.label, pager.next?.label];

test("reading order: depth first through every group, nested ones included; the ends have one side; a page outside the navigation none", (t) => {
  const tree = buildSidebarTree(CONFIG, PAGES);
  t.deepEqual(labels(pagerOf(tree, "/")), [undefined, "Install"]);
  // Install is listed twice (Start, then Guides): it counts where it first stands.
  t.deepEqual(labels(pagerOf(tree, "/guides/install/")), ["Home", "Upgrade"]);
  t.deepEqual(labels(pagerOf(tree, "/guides/upgrade/")), ["Install", "Tuning"]);
  t.deepEqual(labels(pagerOf(tree, "/guides/deep/tuning/")), ["Upgrade", "List pets"], "the nested group's page, then the next group");
  t.deepEqual(labels(pagerOf(tree, "/api/create/")), ["List pets", undefined]);
  t.deepEqual(pagerOf(tree, "/api/create/").prev, { url: "/api/list/", label: "List pets" });
  t.is(pagerOf(tree, "/orphan/"), undefined);
  t.is(pagerOf(tree, undefined), undefined);
  t.is(pagerOf(buildSidebarTree([{ group: "One", pages: ["index"] }], PAGES), "/"), undefined, "a navigation of one page");
});

test("a built site: each page links its neighbours by their labels; prev: false and next: false leave one out; pagination: false all", async (t) => {
  const files = {
    "index.md": "---\ntitle: Home\n---\nWelcome.\n",
    "guides/one.md": "---\ntitle: One <b>\norder: 1\n---\nFirst.\n",
    "guides/two.md": "---\ntitle: Two\norder: 2\nnext: false\n---\nSecond.\n",
    "guides/three.md": "---\ntitle: Three\norder: 3\nprev: false\n---\nThird.\n",
  };
  const config = { sidebar: [{ group: "Docs", pages: ["index"] }, { group: "Guides", autogenerate: { dir: "guides" } }] };
  const site = await buildDocs(files, { config });
  t.teardown(() => site.cleanup());
  const pager = (html) => [...html.matchAll(/<a class="docgen-pager__link docgen-pager__link--(prev|next)" href="([^"]+)" rel="\1"><span class="docgen-pager__hint">(?:Previous|Next)<\/span> <span class="docgen-pager__label">([^<]*)<\/span><\/a>/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
  t.deepEqual(pager(await site.html("index.md")), ["next /guides/one/ One &lt;b&gt;"]);
  t.deepEqual(pager(await site.html("guides/one.md")), ["prev / Home", "next /guides/two/ Two"]);
  t.deepEqual(pager(await site.html("guides/two.md")), ["prev /guides/one/ One &lt;b&gt;"], "next: false");
  t.deepEqual(pager(await site.html("guides/three.md")), [], "prev: false, and nothing after it");
  t.false((await site.html("guides/three.md")).includes("docgen-page-footer"), "no footer when there is nothing to put in it");

  const off = await buildDocs(files, { config: { ...config, pagination: false } });
  t.teardown(() => off.cleanup());
  t.false((await off.html("guides/one.md")).includes("docgen-pager"));
});

test("under a path prefix the links carry it (the plugin in a site's own Eleventy config)", async (t) => {
  const site = await buildWithPlugin(
    { "index.md": "---\nlayout: docgen/page.njk\ntitle: Home\n---\nHi.\n", "b.md": "---\nlayout: docgen/page.njk\ntitle: Bee\n---\nB.\n" },
    { options: { sidebar: [{ group: "All", pages: ["index", "b"] }] }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } },
  );
  t.teardown(() => site.cleanup());
  t.regex(await site.html("index.md"), /href="\/docs\/b\/" rel="next"><span class="docgen-pager__hint">Next<\/span> <span class="docgen-pager__label">Bee<\/span>/);
});

test("editUrl: each hand-written page links its source file there, path encoded; generated pages do not; a bad URL fails naming the option", async (t) => {
  const api = apiPages({
    openapi: "3.0.3",
    info: { title: "Pets", version: "1" },
    paths: { "/pets": { get: { summary: "List pets", responses: { 200: { description: "OK" } } } } },
  });
  const site = await buildDocs({ "index.md": "# Home\n", "guides/set up.md": "# Set up\n", ...api }, { config: { editUrl: "https://github.com/acme/docs/edit/main/docs" } });
  t.teardown(() => site.cleanup());
  t.regex(await site.html("index.md"), /<p class="docgen-edit"><a href="https:\/\/github.com\/acme\/docs\/edit\/main\/docs\/index.md">Edit this page<\/a><\/p>/);
  t.regex(await site.html("guides/set up.md"), /href="https:\/\/github.com\/acme\/docs\/edit\/main\/docs\/guides\/set%20up.md">Edit this page/);
  t.false((await site.html("api/pets/list.md")).includes("Edit this page"), "a generated page is edited through its spec");

  const without = await buildDocs({ "index.md": "# Home\n" });
  t.teardown(() => without.cleanup());
  t.false((await without.html("index.md")).includes("Edit this page"));

  const message = await buildError({ "index.md": "# Home\n" }, { config: { editUrl: "github.com/acme/docs" } });
  t.regex(message, /option "editUrl" must be an http\(s\) URL/);
});
