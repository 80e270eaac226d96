// Large sidebars: one shared tree per build, per-page copies of the current path only, collapsed far groups.
import test from "ava";
import fc from "fast-check";
import { buildSidebar, buildSidebarTree, markCurrent } from "../../dist/index.js";
import { ANCESTOR_WINDOW, ANCESTOR_WINDOW_ABOVE, COLLAPSE_ABOVE, WINDOW, WINDOW_ABOVE } from "../../dist/plugin/sidebar.js";
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

test("a folder that holds the current page in a subfolder shows the first item and 5 each side of that subfolder", (t) => {
  const pages = [];
  for (let f = 0; f < 3; f++) {
    for (let p = 0; p < 100; p++) pages.push({ id: `api/f${f}/p${p}`, url: `/api/f${f}/p${p}/`, title: `F${f} page ${p}`, order: p });
    for (let p = 0; p < 30; p++) pages.push({ id: `api/f${f}/s/p${p}`, url: `/api/f${f}/s/p${p}/`, title: `S page ${p}`, order: p });
  }
  const [api] = buildSidebar(config, pages, "/api/f1/s/p2/");
  const f1 = api.items.find((g) => g.label === "F1");
  const shown = (items) => items.map((i) => (i.type === "link" ? i.url.split("/").at(-2) : `[${i.label}${i.linkCount ? ` ${i.linkCount}` : ""}]`));
  // The subfolder S sorts last (after the pages by order): p0, a run of 94, p95-p99, and S expanded.
  t.deepEqual(shown(f1.items), ["p0", "[More in F1 94]", "p95", "p96", "p97", "p98", "p99", "[S 30]"]);
  const s = f1.items.at(-1);
  t.true(s.expanded && s.containsCurrent);
  t.is(s.items.length, 30, "the page's own folder, of 60 items or fewer, in full");
  // The configuration's group lists its folders in full, as before.
  t.deepEqual(api.items.map((i) => i.label), ["F0", "F1", "F2"]);
  // In F1 itself, a page of the folder gets the wider window.
  const [again] = buildSidebar(config, pages, "/api/f1/p50/");
  t.is(again.items.find((g) => g.label === "F1").items.filter((i) => i.type === "link").length, 1 + 41);
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

/** markCurrent the plain way (every item of each group on the path mapped): what the windowed one must equal. */
function referenceMarkCurrent(tree, currentUrl) {
  const urls = (group) => group.items.flatMap((item) => (item.type === "link" ? [item.url] : urls(item)));
  const large = tree.reduce((n, g) => n + g.linkCount, 0) > COLLAPSE_ABOVE;
  const mark = (group, depth) => {
    if (currentUrl === undefined || !urls(group).includes(currentUrl)) return group;
    let items = group.items.map((item) => (item.type === "group" ? mark(item, depth + 1) : item.url === currentUrl ? { ...item, current: true } : item));
    const at = items.findIndex((item) => (item.type === "link" ? item.current : item.containsCurrent));
    // A folder that holds the page in a folder of its own, below the configuration's groups: the narrower window.
    const ancestor = depth > 0 && items[at].type === "group";
    if (large && items.length > (ancestor ? ANCESTOR_WINDOW_ABOVE : WINDOW_ABOVE)) {
      const size = ancestor ? ANCESTOR_WINDOW : WINDOW;
      const from = Math.max(1, at - size);
      const to = Math.min(items.length, at + size + 1);
      const run = (list) => {
        if (list.length === 0) return [];
        const first = list[0];
        const linkCount = list.reduce((n, item) => n + (item.type === "link" ? 1 : item.linkCount), 0);
        return [{ type: "group", label: `More in ${group.label}`, items: [], containsCurrent: false, linkCount, firstUrl: first.type === "link" ? first.url : first.firstUrl, expanded: false }];
      };
      items = [items[0], ...run(items.slice(1, from)), ...items.slice(from, to), ...run(items.slice(to))];
    }
    return { ...group, items, containsCurrent: true, expanded: true };
  };
  return tree.map((group) => mark(group, 0));
}

test("markCurrent equals the plain item-by-item marking on any tree, large or small, with pages listed twice", (t) => {
  // One page in four is in a subfolder.
  const sub = fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 1 }), weight: 1 });
  const page = fc.record({ folder: fc.integer({ min: 0, max: 2 }), sub, n: fc.nat(5000), order: fc.option(fc.nat(50), { nil: undefined }) });
  const distinct = (size) => fc.uniqueArray(page, { selector: (p) => `${p.folder}/${p.sub}/${p.n}`, maxLength: 700, size });
  let windowed = 0;
  let ancestors = 0;
  fc.assert(
    fc.property(fc.oneof(distinct("small"), distinct("max")), fc.array(fc.nat(), { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 6 }), (specs, pinned, picks) => {
      const pages = specs.map(({ folder, sub, n, order }) => {
        const id = `api/f${folder}${sub === undefined ? "" : `/s${sub}`}/p${n}`;
        return { id, url: `/${id}/`, title: `Page ${n}`, order };
      });
      const groups = [{ group: "API", autogenerate: { dir: "api" } }];
      // A hand-listed group naming some pages, one of them twice.
      if (pages.length > 0 && pinned.length > 0) {
        const ids = pinned.map((i) => pages[i % pages.length].id);
        groups.unshift({ group: "Pinned", pages: [...ids, ids[0]] });
      }
      const tree = buildSidebarTree(groups, pages);
      const urls = [undefined, "/nowhere/", ...picks.map((i) => pages[i % Math.max(1, pages.length)]?.url)];
      if (tree.reduce((n, g) => n + g.linkCount, 0) > COLLAPSE_ABOVE && tree.some((g) => g.items.some((i) => i.type === "group" && i.items.length > WINDOW_ABOVE))) windowed++;
      // A folder past the narrower window's size, holding a subfolder with a page picked as the current one.
      const inSub = urls.some((url) => url && /\/s\d\//.test(url));
      if (tree.reduce((n, g) => n + g.linkCount, 0) > COLLAPSE_ABOVE && inSub && tree.some((g) => g.items.some((i) => i.type === "group" && i.items.length > ANCESTOR_WINDOW_ABOVE))) ancestors++;
      return urls.every((url) => JSON.stringify(markCurrent(tree, url)) === JSON.stringify(referenceMarkCurrent(tree, url)));
    }),
    // Shrinking trees of hundreds of pages takes minutes: a failure is reported as found.
    { numRuns: 300, endOnFailure: true },
  );
  t.true(windowed > 50, `large trees with windowed groups were tried: ${windowed} of 300`);
  t.true(ancestors > 20, `large trees with the current page in a subfolder were tried: ${ancestors} of 300`);
});
