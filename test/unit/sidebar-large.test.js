// Large sidebars: one shared tree per build, per-page copies of the current path only, collapsed far groups.
import test from "ava";
import { buildSidebar, buildSidebarTree, markCurrent } from "../../dist/index.js";
import { buildDocs } from "../helpers/site.js";

/** `folders` folders of `per` pages each under api/. */
function apiPages(folders, per) {
  const pages = [];
  for (let f = 0; f < folders; f++) {
    for (let p = 0; p < per; p++) pages.push({ id: `api/f${f}/p${p}`, url: `/api/f${f}/p${p}/`, title: `F${f} page ${p}`, order: p });
  }
  return pages;
}
const config = [{ group: "API", autogenerate: { dir: "api" } }];

test("markCurrent copies only the path to the current page and shares every other branch", (t) => {
  const tree = buildSidebarTree(config, apiPages(5, 4));
  const marked = markCurrent(tree, "/api/f2/p1/");
  const [api] = marked;
  t.not(api, tree[0]);
  t.true(api.containsCurrent);
  const f2 = api.items.find((g) => g.label === "F2");
  t.true(f2.containsCurrent);
  t.true(f2.items.find((l) => l.url === "/api/f2/p1/").current);
  t.is(f2.items.filter((l) => l.current).length, 1);
  // Groups away from the current page are the very same objects as in the shared tree.
  for (const name of ["F0", "F1", "F3", "F4"]) t.is(api.items.find((g) => g.label === name), tree[0].items.find((g) => g.label === name));
  // The shared tree is untouched.
  t.false(tree[0].containsCurrent);
  t.false(tree[0].items.some((g) => g.items.some((l) => l.current)));
});

test("small sidebars keep every group expanded; over 300 links, nested groups away from the current page collapse to a link", (t) => {
  const small = buildSidebar(config, apiPages(10, 10), "/api/f3/p0/");
  t.true(small[0].items.every((g) => g.expanded));

  const large = buildSidebar(config, apiPages(40, 10), "/api/f3/p0/");
  const groups = large[0].items;
  t.true(large[0].expanded, "top-level groups are always expanded");
  t.true(groups.find((g) => g.label === "F3").expanded);
  const f7 = groups.find((g) => g.label === "F7");
  t.false(f7.expanded);
  t.is(f7.firstUrl, "/api/f7/p0/");
  t.is(f7.linkCount, 10);
  t.is(groups.filter((g) => g.expanded).length, 1);
});

test("a built page of a large site links each far group once instead of listing its pages", async (t) => {
  const files = {};
  for (let f = 0; f < 35; f++) for (let p = 0; p < 10; p++) files[`api/g${f}/p${p}.md`] = `---\ntitle: G${f} P${p}\norder: ${p}\n---\nx\n`;
  const site = await buildDocs(files, { config: { sidebar: config } });
  const html = await site.html("api/g5/p3.md");
  const nav = /<nav[\s\S]*<\/nav>/.exec(html)[0];
  t.regex(nav, /<a href="\/api\/g5\/p3\/" aria-current="page">/);
  t.regex(nav, /<a class="docgen-sidebar__collapsed" href="\/api\/g9\/p0\/"><span>G9<\/span>/);
  t.false(nav.includes('href="/api/g9/p4/"'), "pages of a collapsed group are not listed");
  const links = nav.match(/<a /g).length;
  t.true(links < 60, `expected about 44 links (34 groups + 10 pages), got ${links}`);
  await site.cleanup();
});

test("in a large sidebar, a group of over 60 items shows the first item and 20 each side of the current page; each run left out is one entry", (t) => {
  const pages = [...apiPages(3, 400)];
  const [api] = buildSidebar(config, pages, "/api/f1/p200/");
  const f1 = api.items.find((g) => g.label === "F1");
  t.true(f1.expanded);
  const links = f1.items.filter((i) => i.type === "link");
  t.is(links.length, 1 + 41, "the first page, and 20 either side of the current one");
  t.is(links[0].url, "/api/f1/p0/");
  t.deepEqual([links[1].url, links.at(-1).url], ["/api/f1/p180/", "/api/f1/p220/"]);
  t.true(links.find((l) => l.url === "/api/f1/p200/").current);
  const runs = f1.items.filter((i) => i.type === "group");
  t.deepEqual(runs.map((r) => [r.label, r.linkCount, r.firstUrl, r.expanded]), [
    ["More in F1", 179, "/api/f1/p1/", false],
    ["More in F1", 179, "/api/f1/p221/", false],
  ]);
  t.is(links.length + runs.reduce((n, r) => n + r.linkCount, 0), 400, "every page is either shown or counted");

  // Near the start there is no leading run; small sidebars are never windowed.
  const [start] = buildSidebar(config, pages, "/api/f0/p3/");
  t.is(start.items.find((g) => g.label === "F0").items.filter((i) => i.type === "group").length, 1);
  const [small] = buildSidebar(config, apiPages(1, 200), "/api/f0/p100/");
  t.is(small.items[0].items.length, 200);
});

test("sidebar labels, URLs and methods are stored one byte per character when they can be (they repeat on every page)", async (t) => {
  const { pagesFromCollection } = await import("../../dist/plugin/sidebar.js");
  const v8 = await import("node:v8");
  const twoByte = (s) => String.fromCharCode(v8.serialize(s)[2]) === "c";
  // A front-matter title sliced out of a file that holds a character past U+00FF is stored two bytes per character.
  const file = "title: Get users\nmethod: GET\nnote: \u2013 dash\n";
  const title = file.slice(7, 16);
  t.true(twoByte(title), "precondition: the slice is two-byte");
  const [page] = pagesFromCollection([{ inputPath: "./docs/api/users/list.md", url: "/api/users/list/", data: { title, method: file.slice(25, 28) } }], "docs");
  t.is(page.title, "Get users");
  t.false(twoByte(page.title));
  t.false(twoByte(page.method));
  const [wide] = pagesFromCollection([{ inputPath: "./docs/x.md", url: "/x/", data: { title: "Caf\u00e9 \u2013 menu" } }], "docs");
  t.is(wide.title, "Caf\u00e9 \u2013 menu", "text past U+00FF is kept as is");
});
