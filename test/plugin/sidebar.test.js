// The sidebar builder as a pure function of plain objects, and the default layout's aria-current in a real build.
import test from "ava";
import path from "node:path";
import { buildSidebar, buildSidebarTree, pagesFromCollection } from "../../dist/index.js";
import { apiPages, buildDocs } from "../helpers/site.js";

const page = (id, title, extra = {}) => ({ id, url: id === "index" ? "/" : `/${id.replace(/\/index$/, "")}/`, title, ...extra });

const PAGES = [
  page("index", "Home"),
  page("guides/install", "Install"),
  page("guides/quickstart", "Quickstart"),
  page("guides/advanced/tuning", "Tuning"),
  page("api/index", "API overview", { order: 0 }),
  page("api/pets/list", "List pets", { order: 2, method: "get" }),
  page("api/pets/create", "Create a pet", { order: 1, method: "post" }),
  page("api/pets/delete", "Delete a pet", { method: "delete", deprecated: true }),
  page("api/pets/archive", "Archive", {}),
  page("api/stores/index", "Stores", { order: 5 }),
  page("api/stores/get", "Get a store", { method: "get" }),
  page("api/auth/token", "Token", {}),
  page("api/zebra", "Zebra"),
  page("api/alpha", "Alpha", { order: 10 }),
];

const labels = (items) => items.map((i) => (i.type === "group" ? { group: i.label, items: labels(i.items) } : i.label));

test("pages are listed in the configured order, not the pages' order", (t) => {
  const [group] = buildSidebar([{ group: "Guides", pages: ["guides/quickstart", "index", "guides/install"] }], PAGES);
  t.is(group.type, "group");
  t.is(group.label, "Guides");
  t.deepEqual(labels(group.items), ["Quickstart", "Home", "Install"]);
  t.deepEqual(
    group.items.map((i) => [i.type, i.url]),
    [
      ["link", "/guides/quickstart/"],
      ["link", "/"],
      ["link", "/guides/install/"],
    ],
  );
});

test("index ids: `index`, `api/index` and `api` (folder index) resolve", (t) => {
  const [group] = buildSidebar([{ group: "G", pages: ["index", "api/index", "api/stores"] }], PAGES);
  t.deepEqual(group.items.map((i) => i.url), ["/", "/api/", "/api/stores/"]);
});

test("an unknown page id throws naming the id and where it is in the configuration", (t) => {
  const error = t.throws(() => buildSidebar([{ group: "A", pages: ["index"] }, { group: "B", pages: ["guides/install", "guides/instal"] }], PAGES));
  const text = `${error.message} ${error.location ?? ""} ${error.hint ?? ""}`;
  t.true(text.includes("guides/instal"), text);
  t.regex(text, /sidebar\[1\]\.pages\[1\]/, "the location names group 1, page 1");
  t.regex(text, /guides\/install/, "suggests the closest id");
});

test("autogenerate lists a directory; subfolders become nested groups; by order, then title", (t) => {
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], PAGES);
  t.is(api.label, "API");
  t.deepEqual(labels(api.items), [
    "API overview", // order 0
    { group: "Stores", items: ["Stores", "Get a store"] }, // the folder takes order 5 from its index page
    "Alpha", // order 10
    // No order: folders and pages together, by title.
    { group: "Auth", items: ["Token"] },
    { group: "Pets", items: ["Create a pet", "List pets", "Archive", "Delete a pet"] },
    "Zebra",
  ]);
  const pets = api.items.find((i) => i.label === "Pets");
  const del = pets.items.find((i) => i.label === "Delete a pet");
  t.is(del.method, "DELETE", "the method badge is upper-cased");
  t.true(del.deprecated);
  t.false(pets.items.find((i) => i.label === "Archive").deprecated);
  t.is(pets.items.find((i) => i.label === "Archive").method, undefined);
});

test("autogenerate: the folder's index page leads the groups whose index pages share its order", (t) => {
  // As `docgen openapi` writes a reference of over 500 operations: every group folder has an index page with
  // order 0, like the reference's overview.
  const pages = [
    page("api/index", "Zeta API", { order: 0 }),
    page("api/alpha/index", "alpha", { order: 0 }),
    page("api/alpha/get", "Get alpha", { order: 1 }),
    page("api/omega/index", "omega", { order: 0 }),
    page("api/notes", "Notes"),
    page("api/early", "Early", { order: -1 }),
  ];
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], pages);
  t.deepEqual(labels(api.items), [
    "Early", // a lower order still comes first
    "Zeta API",
    { group: "Alpha", items: ["alpha", "Get alpha"] },
    { group: "Omega", items: ["omega"] },
    "Notes",
  ]);
  const [root] = buildSidebar([{ group: "All", autogenerate: { dir: "" } }], [page("index", "Welcome", { order: 3 }), page("a/index", "A", { order: 3 }), page("b", "Already", { order: 3 })]);
  t.deepEqual(labels(root.items), ["Welcome", { group: "A", items: ["A"] }, "Already"], "at the docs root too");
});

test("autogenerate: a folder's index page names and places its group with groupLabel and groupOrder", (t) => {
  // As `docgen openapi --group-by tag` writes a reference: each tag's folder index carries the tag's name as the
  // spec shows it and the tag's place in the spec's order, and leads its own folder (order 0).
  const pages = [
    page("api/index", "Shop", { order: 0 }),
    page("api/zebra/index", "Zebra Crossings", { order: 0, groupLabel: "Zebra Crossings", groupOrder: 1 }),
    page("api/zebra/list", "List zebras", { order: 1 }),
    page("api/apple/index", "apple", { order: 0, groupLabel: "apple", groupOrder: 2 }),
    page("api/apple/list", "List apples", { order: 1 }),
    page("api/plain/index", "A plain folder's own title"),
    page("api/schemas/pet", "Pet", { order: 1 }),
  ];
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], pages);
  t.deepEqual(labels(api.items), [
    "Shop",
    { group: "Zebra Crossings", items: ["Zebra Crossings", "List zebras"] },
    { group: "apple", items: ["apple", "List apples"] },
    // Without groupLabel a folder is named from its name; without groupOrder or order it follows the ordered ones.
    { group: "Plain", items: ["A plain folder's own title"] },
    { group: "Schemas", items: ["Pet"] },
  ]);
});

test("autogenerate: a folder without an index page takes its place from the lowest groupOrder of a page directly in it", (t) => {
  // As `docgen openapi` writes a path-mode reference: each operation page carries its folder's place in the spec's
  // order (Train Travel's stations, trips, bookings), the webhooks and the schemas after them.
  const pages = [
    page("api/index", "Train Travel API", { order: 0 }),
    page("api/bookings/list", "List bookings", { order: 1, groupOrder: 3 }),
    page("api/bookings/create", "Create a booking", { order: 2, groupOrder: 3 }),
    page("api/stations/list", "List stations", { order: 1, groupOrder: 1 }),
    page("api/trips/list", "List trips", { order: 1, groupOrder: 2 }),
    page("api/schemas/Trip", "Trip", { order: 1, groupOrder: 5 }),
    page("api/webhooks/new-booking", "New booking", { order: 1, groupOrder: 4 }),
    // A page further down does not place the folder above it; a folder's index page does, whatever its pages say.
    page("api/zones/deep/list", "Deep", { groupOrder: 0 }),
    page("api/areas/index", "Areas", { order: 0, groupOrder: 6 }),
    page("api/areas/list", "List areas", { order: 1, groupOrder: 0 }),
    // Pages that disagree: the lowest wins, whatever their order in the list.
    page("api/mixed/b", "B", { order: 2, groupOrder: 7 }),
    page("api/mixed/a", "A", { order: 1, groupOrder: 2.5 }),
  ];
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], pages);
  t.deepEqual(labels(api.items).map((i) => (typeof i === "string" ? i : i.group)), ["Train Travel API", "Stations", "Trips", "Mixed", "Bookings", "Webhooks", "Schemas", "Areas", "Zones"]);
});

test("autogenerate: folders naming one groupSection are gathered under a group of that name, where the first stands", (t) => {
  // As a reference with Redoc's x-tagGroups is written: each tag's folder index names its tag group.
  const pages = [
    page("api/index", "Shop", { order: 0 }),
    page("api/misc/index", "misc", { order: 0, groupLabel: "misc", groupOrder: 5 }),
    page("api/charges/index", "charges", { order: 0, groupLabel: "charges", groupOrder: 1, groupSection: "Payments" }),
    page("api/charges/list", "List charges", { order: 1 }),
    page("api/customers/index", "customers", { order: 0, groupLabel: "customers", groupOrder: 3, groupSection: "People" }),
    page("api/refunds/index", "Refunds", { order: 0, groupLabel: "Refunds", groupOrder: 2, groupSection: "Payments" }),
    page("api/accounts/index", "accounts", { order: 0, groupLabel: "accounts", groupOrder: 4, groupSection: "People" }),
  ];
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], pages, "/api/charges/list/");
  t.deepEqual(labels(api.items), [
    "Shop",
    { group: "Payments", items: [{ group: "charges", items: ["charges", "List charges"] }, { group: "Refunds", items: ["Refunds"] }] },
    { group: "People", items: [{ group: "customers", items: ["customers"] }, { group: "accounts", items: ["accounts"] }] },
    { group: "misc", items: ["misc"] },
  ]);
  const payments = api.items[1];
  t.is(payments.linkCount, 3);
  t.is(payments.firstUrl, "/api/charges/");
  t.true(payments.containsCurrent, "a section holding the current page is marked as holding it");
  t.false(api.items[2].containsCurrent);
  // Read from front matter like groupLabel: a text that is not blank.
  const read = (data) => pagesFromCollection([{ inputPath: "./docs/t/index.md", url: "/t/", data: { title: "T", ...data } }], "docs")[0].groupSection;
  t.is(read({ groupSection: "Payments" }), "Payments");
  t.is(read({ groupSection: " " }), undefined);
  t.is(read({ groupSection: 3 }), undefined);
});

test("autogenerate nests subfolders at every depth and accepts ./dir/ forms", (t) => {
  const pages = [
    page("guides/b", "B"),
    page("guides/a", "A"),
    page("guides/advanced/tuning", "Tuning"),
    page("guides/advanced/deep/deeper/x", "X"),
    page("guides-extra/no", "Not under guides/"),
    page("other/y", "Y"),
  ];
  const [guides] = buildSidebar([{ group: "Guides", autogenerate: { dir: "./guides/" } }], pages);
  t.deepEqual(labels(guides.items), ["A", { group: "Advanced", items: [{ group: "Deep", items: [{ group: "Deeper", items: ["X"] }] }, "Tuning"] }, "B"]);
});

test('autogenerate "." (and "./", "/", "") lists the whole docs root; a folder without pages is an empty group with a warning naming it', (t) => {
  const pages = [page("index", "Home"), page("guides/a", "A"), page("api/x", "X")];
  for (const dir of [".", "./", "/", "", " . "]) {
    const warnings = [];
    const [all] = buildSidebarTree([{ group: "All", autogenerate: { dir } }], pages, (w) => warnings.push(w));
    t.deepEqual(labels(all.items), ["Home", { group: "API", items: ["X"] }, { group: "Guides", items: ["A"] }], JSON.stringify(dir));
    t.deepEqual(warnings, [], JSON.stringify(dir));
  }
  const warnings = [];
  const tree = buildSidebarTree([{ group: "Guides", autogenerate: { dir: "guides" } }, { group: "API", autogenerate: { dir: "apis" } }], pages, (w) => warnings.push(w));
  t.deepEqual(tree.map((g) => g.items.length), [1, 0]);
  t.deepEqual(warnings, ['sidebar[1] ("API"): no page in the folder "apis" of the docs root, so the group is empty. Name a folder that holds pages ("api"), or "." for the whole docs root']);
});

test("front matter sidebar: false leaves a page out of autogenerated groups, not out of a group that lists it; a folder of such pages does not warn", (t) => {
  const [read] = pagesFromCollection([{ inputPath: "./docs/secret.md", url: "/secret/", data: { title: "Secret", sidebar: false } }], "docs");
  t.true(read.hidden);
  const pages = [page("guides/a", "A"), page("guides/secret", "Secret", { hidden: true }), page("drafts/x", "X", { hidden: true })];
  const warnings = [];
  const tree = buildSidebarTree([{ group: "Guides", autogenerate: { dir: "guides" } }, { group: "Drafts", autogenerate: { dir: "drafts" } }, { group: "Listed", pages: ["guides/secret"] }], pages, (w) => warnings.push(w));
  t.deepEqual(tree.map((g) => labels(g.items)), [["A"], [], ["Secret"]]);
  t.deepEqual(warnings, []);
});

test("a real build warns once about an autogenerated group without pages", async (t) => {
  const site = await buildDocs({ "index.md": "---\ntitle: Home\n---\nHome.\n", "guide.md": "---\ntitle: Guide\n---\nG.\n" }, { config: { sidebar: [{ group: "All", autogenerate: { dir: "." } }, { group: "API", autogenerate: { dir: "api" } }] } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings.filter((w) => w.includes("sidebar[")), ['sidebar[1] ("API"): no page in the folder "api" of the docs root, so the group is empty. Name a folder that holds pages ("api"), or "." for the whole docs root']);
  t.regex(await site.html("guide.md"), /<a [^>]*href="\/guide\/"[^>]*>/);
});

test("ordering by title is numeric-aware, case- and accent-insensitive, then by id", (t) => {
  const pages = ["Step 10", "step 2", "Step 1", "apple", "Banana", "Éclair", "eclair", "Eclairs"].map((title, i) => page(`d/p${i}`, title));
  const [g] = buildSidebar([{ group: "D", autogenerate: { dir: "d" } }], pages);
  // "Éclair" and "eclair" compare equal: their ids (d/p5, d/p6) decide.
  t.deepEqual(labels(g.items), ["apple", "Banana", "Éclair", "eclair", "Eclairs", "Step 1", "step 2", "Step 10"]);
});

test("current and containsCurrent mark the current page and every group holding it", (t) => {
  const groups = buildSidebar(
    [
      { group: "Guides", pages: ["index", "guides/install"] },
      { group: "API", autogenerate: { dir: "api" } },
    ],
    PAGES,
    "/api/pets/list/",
  );
  const [guides, api] = groups;
  t.false(guides.containsCurrent);
  t.true(guides.items.every((i) => i.current === false));
  t.true(api.containsCurrent);
  const pets = api.items.find((i) => i.label === "Pets");
  const stores = api.items.find((i) => i.label === "Stores");
  t.true(pets.containsCurrent);
  t.false(stores.containsCurrent);
  const current = [];
  const walk = (items) => items.forEach((i) => (i.type === "group" ? walk(i.items) : i.current && current.push(i.url)));
  walk(groups);
  t.deepEqual(current, ["/api/pets/list/"], "exactly one link is current");

  const none = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], PAGES);
  t.false(none[0].containsCurrent, "no current URL: nothing is current");
});

test("the result is deterministic: the same for any input order, and inputs are not mutated", (t) => {
  const config = [
    { group: "Guides", pages: ["guides/quickstart", "guides/install"] },
    { group: "API", autogenerate: { dir: "api" } },
  ];
  const frozenConfig = JSON.parse(JSON.stringify(config));
  const frozenPages = JSON.parse(JSON.stringify(PAGES));
  const first = buildSidebar(config, PAGES, "/guides/install/");
  t.deepEqual(buildSidebar(config, PAGES, "/guides/install/"), first);
  t.deepEqual(buildSidebar(config, [...PAGES].reverse(), "/guides/install/"), first);
  const shuffled = [...PAGES].sort((a, b) => (a.title.length % 3) - (b.title.length % 3) || b.id.localeCompare(a.id));
  t.deepEqual(buildSidebar(config, shuffled, "/guides/install/"), first);
  t.deepEqual(config, frozenConfig);
  t.deepEqual(PAGES, frozenPages);
});

test("pagesFromCollection: ids relative to the docs root, titles, order, method; permalink:false pages skipped", (t) => {
  const items = [
    { inputPath: "./docs/index.md", url: "/", data: { title: "Home" } },
    { inputPath: "./docs/guides/getting-started.md", url: "/guides/getting-started/", data: {} },
    { inputPath: "./docs/api/pets/list.njk", url: "/api/pets/list/", data: { title: "List", order: 3, method: "get", deprecated: true } },
    { inputPath: "./docs/hidden.md", url: false, data: { title: "Hidden" } },
  ];
  const expected = [
    { id: "index", url: "/", title: "Home" },
    { id: "guides/getting-started", url: "/guides/getting-started/", title: "Getting started" },
    { id: "api/pets/list", url: "/api/pets/list/", title: "List", order: 3, method: "get", deprecated: true },
  ];
  t.deepEqual(pagesFromCollection(items, "./docs/"), expected);
  t.deepEqual(pagesFromCollection(items, "docs"), expected);
  // Eleventy reports an input folder outside the working directory as an absolute path, inputPaths as relative.
  t.deepEqual(pagesFromCollection(items, path.resolve("docs")), expected);
  const outside = items.map((i) => ({ ...i, inputPath: i.inputPath.replace("./docs/", "../../tmp/site/docs/") }));
  t.deepEqual(pagesFromCollection(outside, path.resolve("../../tmp/site/docs")), expected);
  t.deepEqual(pagesFromCollection(outside, "../../tmp/site/docs/"), expected);
  // The whole project as the docs root.
  t.deepEqual(pagesFromCollection([{ inputPath: "./a/b.md", url: "/a/b/", data: {} }], "./").map((p) => p.id), ["a/b"]);
  // A folder index's groupLabel (a text that is not blank) and groupOrder (a number); anything else is left out.
  const group = (data) => pagesFromCollection([{ inputPath: "./docs/t/index.md", url: "/t/", data: { title: "T", ...data } }], "docs")[0];
  t.deepEqual(group({ groupLabel: "Zebra Crossings", groupOrder: 2 }), { id: "t/index", url: "/t/", title: "T", groupLabel: "Zebra Crossings", groupOrder: 2 });
  t.deepEqual(group({ groupLabel: "  ", groupOrder: "2" }), { id: "t/index", url: "/t/", title: "T" });
});

test("front matter badge: a word or a list of them, trimmed, on the page and its link; nothing when it holds no word", (t) => {
  const badgesOf = (badge) => pagesFromCollection([{ inputPath: "./docs/a.md", url: "/a/", data: { title: "A", badge } }], "docs")[0].badges;
  t.deepEqual(badgesOf("New"), ["New"]);
  t.deepEqual(badgesOf([" Beta ", 2, "", null, { a: 1 }]), ["Beta", "2"]);
  t.is(badgesOf("  "), undefined);
  t.is(badgesOf([]), undefined);
  t.is(badgesOf(true), undefined);
  const sidebar = buildSidebar([{ group: "G", pages: ["a"] }], [{ id: "a", url: "/a/", title: "A", badges: ["New"] }], "/");
  t.deepEqual(sidebar[0].items[0].badges, ["New"]);
  t.false("badges" in buildSidebar([{ group: "G", pages: ["a"] }], [{ id: "a", url: "/a/", title: "A" }], "/")[0].items[0]);
});

test("an empty configuration gives an empty sidebar", (t) => {
  t.deepEqual(buildSidebar([], PAGES, "/"), []);
});

test("the default layout marks the current page aria-current=page, and nothing else", async (t) => {
  const site = await buildDocs(
    {
      "index.md": "---\ntitle: Home\n---\nHome.\n",
      "guides/install.md": "---\ntitle: Install\n---\nInstall.\n",
      "guides/quickstart.md": "---\ntitle: Quickstart\n---\nQuick.\n",
      "api/pets.md": "---\ntitle: Pets\nmethod: get\n---\nPets.\n",
      "api/stores/get.md": "---\ntitle: Get a store\n---\nStore.\n",
    },
    { config: { sidebar: [{ group: "Guides", pages: ["index", "guides/install", "guides/quickstart"] }, { group: "API", autogenerate: { dir: "api" } }] } },
  );
  try {
    const expectations = [
      ["index.md", "/"],
      ["guides/install.md", "/guides/install/"],
      ["api/stores/get.md", "/api/stores/get/"],
    ];
    for (const [file, url] of expectations) {
      const html = await site.html(file);
      const nav = /<nav class="docgen-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      t.regex(nav, /Quickstart/, `${file}: the sidebar is rendered`);
      const currents = [...html.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
      t.is(currents.length, 1, `${file}: exactly one aria-current`);
      const href = /href="([^"]*)"/.exec(currents[0] ?? "")?.[1];
      t.is(new URL(href ?? "x", `https://site.example${url}`).pathname, url, `${file}: the current link points at the page itself`);
      // Outside scripts (the layout's script that scrolls the navigation to the current link looks for it).
      t.is((html.replace(/<script\b[\s\S]*?<\/script>/g, "").match(/aria-current/g) ?? []).length, 1, `${file}: no other aria-current anywhere`);
    }
    // The nested API group holding the current page is open; the others are not.
    const store = await site.html("api/stores/get.md");
    t.regex(store, /<details open[^>]*>\s*<summary>Stores<\/summary>/);
    const home = await site.html("index.md");
    t.regex(home, /<details>\s*<summary>Stores<\/summary>/);
    t.regex(await site.html("api/pets.md"), /docgen-method--get[^>]*>GET</, "front-matter method shows as a badge");
  } finally {
    await site.cleanup();
  }
});

test("docgenSidebar is page data when a template in the includes folder mentions it or sidebarData is true; the default navigation is the same either way", async (t) => {
  const pages = {
    "index.md": "---\ntitle: Home\n---\nHome, {{ 'with' if docgenSidebar is defined else 'without' }} sidebar data.\n",
    "guides/install.md": "---\ntitle: Install\n---\nInstall.\n",
  };
  const partial = { "_includes/partials/count.njk": "{{ docgenSidebar | length }}" };
  const sidebar = [{ group: "Guides", pages: ["index", "guides/install"] }];
  const cases = [
    ["no template mentions it", {}, {}, "without"],
    ["a partial in _includes mentions it", partial, {}, "with"],
    ["sidebarData: true", {}, { sidebarData: true }, "with"],
    ["sidebarData: false wins over a mention", partial, { sidebarData: false }, "without"],
  ];
  const navs = [];
  for (const [label, extra, options, expected] of cases) {
    const site = await buildDocs({ ...pages, ...extra }, { config: { sidebar, ...options } });
    try {
      t.regex(await site.html("index.md"), new RegExp(`Home, ${expected} sidebar data\\.`), label);
      const nav = /<nav class="docgen-sidebar"[\s\S]*?<\/nav>/.exec(await site.html("guides/install.md"))?.[0] ?? "";
      t.regex(nav, /<a href="[^"]*install\/" aria-current="page">/, `${label}: the default layout marks the current page`);
      navs.push(nav);
    } finally {
      await site.cleanup();
    }
  }
  t.true(navs.every((nav) => nav === navs[0]), "the same navigation markup with and without the data");
});

test("folder names become labels: words joined, first letter up, acronyms spelled as written (api is API)", (t) => {
  const pages = ["api/a", "oauth-apps/b", "rest-api2/c", "rapid-ids/d", "getting_started/e", "My-Api/f", "café-id/g", "identity/h"].map((id) => page(id, id.split("/")[1].toUpperCase()));
  const groups = buildSidebar([{ group: "All", autogenerate: { dir: "" } }], pages);
  t.deepEqual(
    groups[0].items.map((item) => item.label),
    ["API", "Café ID", "Getting started", "Identity", "My Api", "OAuth apps", "Rapid IDs", "REST api2"],
  );
  // A page without a title is named after its file the same way.
  const [untitled] = pagesFromCollection([{ inputPath: "./docs/guides/json-api-faq.md", url: "/guides/json-api-faq/", data: {} }], "docs");
  t.is(untitled.title, "JSON API FAQ");
});

test("docgen openapi labels a path group as the sidebar labels its folder", (t) => {
  const paths = Object.fromEntries(["/codes_of_conduct", "/oauth-apps/{id}", "/pets"].map((p) => [p, { get: { summary: `Get ${p}`, responses: { 200: { description: "ok" } } } }]));
  const pages = apiPages({ openapi: "3.0.3", info: { title: "T", version: "1" }, paths });
  const index = pages["api/index.md"];
  const ops = Object.keys(pages).filter((f) => f !== "api/index.md").map((f) => page(f.replace(/\.md$/, ""), f));
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], ops);
  t.deepEqual(api.items.map((g) => g.label), ["Codes of conduct", "OAuth apps", "Pets"]);
  for (const group of api.items) t.regex(index, new RegExp(`^### ${group.label}$`, "m"), `the index names the ${group.label} group as the sidebar does`);
});

test("a real build: a hand-written page's badge (YAML's word or list) beside its link, escaped", async (t) => {
  const site = await buildDocs(
    {
      "guides/a.md": "---\ntitle: Alpha\nbadge: New\n---\n# Alpha\n",
      "guides/b.md": "---\ntitle: Beta\nbadge:\n  - Preview\n  - <2.0>\n---\n# Beta\n",
      "guides/c.md": "---\ntitle: Gamma\n---\n# Gamma\n",
    },
    { config: { sidebar: [{ group: "Guides", autogenerate: { dir: "guides" } }] } },
  );
  t.teardown(site.cleanup);
  const html = await site.html("guides/c.md");
  t.regex(html, /<span>Alpha<\/span> <span class="docgen-sidebar__badge">New<\/span><\/a>/);
  t.regex(html, /<span>Beta<\/span> <span class="docgen-sidebar__badge">Preview<\/span> <span class="docgen-sidebar__badge">&lt;2\.0&gt;<\/span><\/a>/);
  t.regex(html, /<span>Gamma<\/span><\/a>/);
});

test("front matter sidebarLabel is the link's label and what it is sorted by, in place of the title; blank is ignored", (t) => {
  const pages = pagesFromCollection(
    [
      { inputPath: "./docs/api/a.md", url: "/api/a/", data: { title: "Get the number", sidebarLabel: "Get the number (people)" } },
      { inputPath: "./docs/api/b.md", url: "/api/b/", data: { title: "Get the number" } },
      { inputPath: "./docs/api/c.md", url: "/api/c/", data: { title: "Another", sidebarLabel: "Zulu" } },
      { inputPath: "./docs/api/d.md", url: "/api/d/", data: { title: "Delta", sidebarLabel: "  " } },
    ],
    "docs",
  );
  t.is(pages[0].label, "Get the number (people)");
  t.is(pages[3].label, undefined);
  const [api] = buildSidebar([{ group: "API", autogenerate: { dir: "api" } }], pages);
  t.deepEqual(labels(api.items), ["Delta", "Get the number", "Get the number (people)", "Zulu"]);
  t.deepEqual(api.items.map((i) => i.url), ["/api/d/", "/api/b/", "/api/a/", "/api/c/"]);
});

test("a real build: generated pages whose titles repeat in a folder are told apart in the sidebar, each page keeping its title", async (t) => {
  const count = "Get the number of the resource";
  const site = await buildDocs(
    apiPages({
      openapi: "3.0.3",
      info: { title: "T", version: "1" },
      paths: {
        "/users": { get: { summary: "Get user", responses: { 200: { description: "ok" } } } },
        "/users/{user-id}": { get: { summary: "Get user", responses: { 200: { description: "ok" } } } },
        "/users/$count": { get: { summary: count, responses: { 200: { description: "ok" } } } },
        "/users/{user-id}/people/$count": { get: { summary: count, responses: { 200: { description: "ok" } } } },
      },
    }),
    { config: { sidebar: [{ group: "API", autogenerate: { dir: "api" } }] } },
  );
  t.teardown(site.cleanup);
  const html = await site.html("api/users/get.md");
  const nav = html.slice(html.indexOf("<nav"), html.indexOf("</nav>"));
  const links = [...nav.matchAll(/<span>([^<]*)<\/span><\/a>/g)].map((m) => m[1]);
  t.deepEqual(links.filter((l) => l.startsWith("Get")).sort(), ["Get the number of the resource", "Get the number of the resource (people)", "Get user", "Get user (by user-id)"]);
  t.regex(html, /<h1[^>]*>Get user<\/h1>/, "the page's own heading is its title");
});
