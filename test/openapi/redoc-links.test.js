// Redoc's deep links in spec prose (`#operation/addPet`, `#tag/pets`, `#section/Errors`...) lead to the pages and
// headings docgen writes (src/openapi/pages/redoc-links.ts). Checked on the built site: every link lands on a page,
// and on a heading of it, by the id the build gave it; links that name nothing are kept and reported.
import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { builtPages, decodeEntities, docgen, mainOf, project, startTags } from "../hostile/helpers.js";

const ok = { responses: { 200: { description: "OK" } } };
const spec = {
  openapi: "3.0.3",
  info: {
    title: "Pets",
    version: "1",
    description: [
      "Read [paging](#section/Introduction/Pagination), [errors](#section/Errors), [auth](#section/Authentication),",
      '[the key](#section/Authentication/api_key), <a href="#operation/addPet">adding</a> and [nowhere](#section/Nowhere).',
      "Under a parent Redoc names its own way: [by name](#section/Guide/Limits).",
      "The same name under another heading: [error pages](#section/Errors/Pagination).",
      "Written after ./ or ../, Redoc's page: [also paging](./#section/Introduction/Pagination), [also errors](../#section/Errors).",
      "One that names nothing there is a site-relative link like any other: [gone](./#section/Gone).",
      "Redoc at the site's root: [from the root](/#tag/pets/operation/addPet).",
      "Written as code it stays code: `[x](#operation/addPet)`.",
      "",
      "# Introduction",
      "",
      "## Pagination",
      "",
      "Pages of 20.",
      "",
      "Limits",
      "------",
      "",
      "100 a minute.",
      "",
      "# Errors",
      "",
      "Errors are JSON.",
      "",
      "## Pagination",
      "",
      "Errors are not paged.",
    ].join("\n"),
  },
  tags: [{ name: "pets" }, { name: "Store Front" }, { name: "Shared", description: "Spread over two groups." }],
  paths: {
    "/pets": {
      get: {
        operationId: "listPets",
        summary: "List pets",
        tags: ["pets", "Shared"],
        description: "Add one with [addPet](#operation/addPet). One pet: [getPet](#tag/pets/paths/~1pets~1%7BpetId%7D/get).",
        ...ok,
      },
      post: {
        operationId: "addPet",
        summary: "Add a pet",
        tags: ["pets"],
        description: "[listPets](#tag/pets/operation/listPets), [the pets](#tag/pets), [the store](#tag/Store-Front), [shared](#tag/Shared), [missing](#operation/missing).",
        ...ok,
      },
    },
    "/pets/{petId}": {
      get: {
        operationId: "getPet",
        summary: "Get a pet",
        tags: ["pets"],
        parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" }, description: "From [listPets](#operation/listPets)." }],
        ...ok,
      },
    },
    "/stores": { get: { operationId: "listStores", summary: "List stores", tags: ["Store Front", "Shared"], ...ok } },
  },
  components: { securitySchemes: { api_key: { type: "apiKey", in: "header", name: "X-Key" } } },
};

/** Generates (in `mode`) and builds; returns the CLI's stderr and each page's links as [text, href, page file]. */
async function site(t, mode) {
  const proj = await project(spec);
  t.teardown(() => proj.cleanup());
  const r = await docgen(proj.root, "openapi", proj.spec, "-o", "docs", "--group-by", mode);
  t.is(r.code, 0, r.stderr);
  const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
  t.is(built.code, 0, built.stderr);
  const root = path.join(proj.root, "_site");
  const links = [];
  for (const page of await builtPages(root)) {
    for (const [, open, inner] of mainOf(page.html).matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)) {
      const href = startTags(open)[0]?.attrs.find(([n]) => n === "href")?.[1];
      if (href !== undefined) links.push({ text: decodeEntities(inner.replace(/<[^>]*>/g, "")).trim(), href, page: page.file });
    }
  }
  return { stderr: r.stderr, links, root, docs: path.join(proj.root, "docs") };
}

/** The page a relative href leads to from `page` (a built `.../index.html`), and the id it names, when the page has it. */
function landing(root, page, href) {
  const [where, id] = href.split("#");
  const file = path.join(root, path.dirname(page), where, "index.html");
  if (!existsSync(file)) return { exists: false };
  const html = readFileSync(file, "utf8");
  return { exists: true, html, hasId: id === undefined || html.includes(` id="${id}"`) };
}

const title = (html) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]*>/g, "").trim();

for (const mode of ["path", "tag"]) {
  test(`--group-by ${mode}: Redoc's links lead to the operation, tag and heading they name on the built site`, async (t) => {
    const { stderr, links, root } = await site(t, mode);
    const byText = (text) => links.filter((l) => l.text === text);
    const land = (text) => {
      const [link] = byText(text);
      t.truthy(link, `a link "${text}"`);
      const to = landing(root, link.page, link.href);
      t.true(to.exists && to.hasId, `${link.page}: "${text}" -> ${link.href}`);
      return { ...to, href: link.href };
    };
    // Operations, by operationId, by tag and operationId, and by tag, path and method.
    t.is(title(land("addPet").html), "Add a pet");
    t.is(title(land("getPet").html), "Get a pet");
    t.is(title(land("adding").html), "Add a pet", "an HTML link too");
    t.is(title(land("from the root").html), "Add a pet", "after /, Redoc's page at the site's root");
    // Sections: the spec's headings on the index, under their parents, and docgen's own Authentication.
    t.regex(land("paging").href, /#pagination$/);
    t.regex(land("errors").href, /#errors$/);
    t.regex(land("also paging").href, /#pagination$/);
    t.regex(land("also errors").href, /#errors$/);
    t.regex(land("by name").href, /#limits$/, "a setext heading, under no Guide: found by its name, which one heading has");
    t.regex(land("error pages").href, /#pagination-2$/, "the second Pagination, under Errors");
    t.regex(land("auth").href, /#authentication$/);
    t.regex(land("the key").href, /#api-key$/);
    // Tags: their pages in tag mode; in path mode the index heading of the one group holding their operations, and
    // for a described tag spread over groups its section of the index's Tags. Shared has no page in tag mode (its
    // operations are filed under their first tags): its group on the index, described there.
    const pets = land("the pets");
    const store = land("the store");
    const shared = land("shared");
    if (mode === "tag") {
      t.is(title(pets.html), "pets");
      t.is(title(store.html), "Store Front");
      t.regex(shared.href, /^\.\.\/\.\.\/#shared$/);
      t.regex(shared.html, /<h3 id="shared">[\s\S]*?<\/h3>\s*<p>Spread over two groups\.<\/p>/);
    } else {
      t.regex(pets.href, /#pets-2$/, "the page's title, Pets, has the id pets");
      // The group of /stores goes by its tag's name: exactly its operations, and a word of its path.
      t.regex(store.href, /#store-front$/);
      t.regex(shared.href, /^\.\.\/\.\.\/#shared$/);
      t.regex(shared.html, /<h2 id="tags">[\s\S]*<h3 id="shared">/);
    }
    // A field's description (rendered once and shared by the build) too: the parameter's link, beside addPet's.
    const listing = byText("listPets");
    t.is(listing.length, 2);
    for (const l of listing) t.is(title(landing(root, l.page, l.href).html), "List pets", l.page);
    // What names nothing is kept as written, and reported once, with where it is.
    t.is(byText("nowhere")[0]?.href, "#section/Nowhere");
    t.is(byText("missing")[0]?.href, "#operation/missing");
    t.regex(stderr, /#\/info\/description: 2 Redoc-style links in the descriptions \(the first, "#section\/Nowhere", on index\.md\) kept as written/);
    t.is(byText("gone")[0]?.href, "./#section/Gone");
    t.regex(stderr, /1 site-relative link target in the descriptions \("\.\/#section\/Gone", on index\.md\) kept as written/);
    // No link of the site is left in Redoc's forms but those three.
    t.deepEqual(links.filter((l) => /#(operation|tag|section)\//.test(l.href)).map((l) => l.href).sort(), ["#operation/missing", "#section/Nowhere", "./#section/Gone"]);
  });
}

test("a Redoc link written as code stays code", async (t) => {
  const { docs } = await site(t, "path");
  const index = readFileSync(path.join(docs, "index.md"), "utf8");
  t.true(index.includes("`[x](#operation/addPet)`"));
});
