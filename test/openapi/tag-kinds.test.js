// OpenAPI 3.2's tag `kind`: `nav` (or none) groups operations; any other kind (`badge`, `audience`, a word of the
// spec's own) marks them instead. Such a tag makes no group, folder or sidebar entry, its description is a section
// of the index (as Redoc's `x-traitTag`), and each operation's page shows its marks under the title: badges in bold,
// other kinds named; badges are beside the page's link in the sidebar too (front matter `badge`). Scalar's `x-badges` are badges too. Before, `kind` was not read: a "Beta" badge tag was a
// folder of its own in tag mode, and an operation tagged only "Beta" was filed there.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const OPTIONS = { groupBy: "tag", includeSchemas: false, basePath: "", skipDeprecated: false, samples: [] };
const ok = { 200: { description: "OK" } };

function filesOf(openapi, extra = {}) {
  const document = {
    openapi,
    info: { title: "K", version: "1" },
    tags: [
      { name: "pets", summary: "Pets", kind: "nav" },
      { name: "beta", summary: "Beta", kind: "badge", description: "Beta operations may change without notice." },
      { name: "partners", summary: "Partners", kind: "audience" },
      { name: "internal-tools", kind: "audience" },
      { name: "stores" },
    ],
    paths: {
      "/pets": { get: { summary: "List pets", tags: ["pets", "beta", "partners", "internal-tools"], "x-badges": [{ name: "New", color: "green" }], responses: ok } },
      "/stores": { get: { summary: "List stores", tags: ["beta"], responses: ok } },
      "/orders": { get: { summary: "List orders", tags: ["stores"], responses: ok } },
    },
    ...extra,
  };
  const version = openapi.slice(0, 3);
  return Object.fromEntries(generate({ version, warnings: [], document }, OPTIONS).files.map((f) => [f.path, f.content]));
}

/** The lines between the page's Api tag and its first section. */
const marksOf = (page) => {
  const start = page.indexOf("%}\n\n", page.indexOf("{% Api")) + 2;
  return page.slice(start, page.indexOf("\n## ", start)).trim();
};

test("3.2: only navigation tags make groups; a badge- or audience-only operation is among the other operations", (t) => {
  const files = filesOf("3.2.0");
  t.deepEqual(Object.keys(files).filter((f) => f !== "index.md").sort(), ["default/index.md", "default/list-stores.md", "pets/index.md", "pets/list-pets.md", "stores/index.md", "stores/list-orders.md"]);
  const index = files["index.md"];
  t.regex(index, /\n## Beta\n\nBeta operations may change without notice\.\n/, "the badge tag's description is a section of the index");
  t.false(/### (Partners|internal-tools|Beta)\n/.test(index), "no group of operations for a tag that marks");
});

test("3.2: the page shows its marks under the title, badges in bold (x-badges among them) and other kinds named", (t) => {
  const files = filesOf("3.2.0");
  t.is(marksOf(files["pets/list-pets.md"]), "**Beta** · **New**\n\nAudience: Partners, internal-tools.");
  t.is(marksOf(files["default/list-stores.md"]), "**Beta**");
  t.is(marksOf(files["stores/list-orders.md"]), "", "a navigation tag is no mark");
});

test("3.2: badges are the page's front matter `badge`, which the sidebar shows beside its link; other kinds are not", async (t) => {
  const files = filesOf("3.2.0");
  t.regex(files["pets/list-pets.md"], /\nbadge: \["Beta", "New"\]\n/);
  t.regex(files["default/list-stores.md"], /\nbadge: \["Beta"\]\n/);
  t.false(files["stores/list-orders.md"].includes("badge:"));
  const site = await buildDocs(Object.fromEntries(Object.entries(files).map(([file, text]) => [`api/${file}`, text])));
  t.teardown(site.cleanup);
  const sidebar = /<nav[^>]*docgen-sidebar[\s\S]*?<\/nav>/.exec(await site.html("api/stores/list-orders.md"))[0];
  const linkOf = (title) => new RegExp(`<a [^>]*>(?:(?!</a>).)*${title}(?:(?!</a>).)*</a>`).exec(sidebar)?.[0];
  t.regex(linkOf("List pets"), /<span>List pets<\/span> <span class="docgen-sidebar__badge">Beta<\/span> <span class="docgen-sidebar__badge">New<\/span><\/a>$/);
  t.regex(linkOf("List stores"), /<span>List stores<\/span> <span class="docgen-sidebar__badge">Beta<\/span><\/a>$/);
  t.notRegex(linkOf("List orders"), /docgen-sidebar__badge/);
  t.false(sidebar.includes("Partners"), "an audience is no badge");
});

test("3.1: kind is not read (every tag groups), and x-badges still are badges", (t) => {
  const files = filesOf("3.1.0");
  t.truthy(files["beta/list-stores.md"], "beta is a group, as before 3.2");
  t.is(marksOf(files["pets/list-pets.md"]), "**New**");
});

test("a badge named with template syntax stays text in the built page", async (t) => {
  const document = { openapi: "3.2.0", info: { title: "K", version: "1" }, tags: [{ name: "b", summary: "{{ x }} <i>y</i>", kind: "badge" }], paths: { "/a": { get: { summary: "A", tags: ["b"], responses: ok } } } };
  const built = Object.fromEntries(generate({ version: "3.2", warnings: [], document }, OPTIONS).files.map((f) => [f.path, f.content]));
  const { html } = await buildDocs(built);
  // A badge groups nothing: tag mode over a spec with no other tag files its pages by path.
  const page = await html("a/list.md");
  t.true(mainOf(page).includes("<strong>{{ x }} &lt;i&gt;y&lt;/i&gt;</strong>"));
  t.true(page.includes('<span class="docgen-sidebar__badge">{{ x }} &lt;i&gt;y&lt;/i&gt;</span>'), "and in the sidebar");
});
