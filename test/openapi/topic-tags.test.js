// Documentation-only tags (src/openapi/pages/index-page.ts, topicTags): a tag with a description that no operation
// carries, or one Redoc marks `x-traitTag`, is a section of the index page in every mode, as Redoc shows it. A trait
// tag groups no operations; a tag of left-out operations stays unpublished. Redoc's `#tag/...` links lead to the
// section, and `#section/...` links to the headings of its description, on the built site.
import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "../../dist/openapi/generate.js";
import { builtPages, docgen, mainOf, project, startTags } from "../hostile/helpers.js";

const ok = { responses: { 200: { description: "OK" } } };
const document = {
  openapi: "3.1.0",
  info: { title: "Shop", version: "1", description: "Start with [the introduction](#tag/Introduction), then [limits](#section/Rate-limits/Bursts)." },
  servers: [{ url: "https://api.shop.example" }],
  tags: [
    { name: "Introduction", description: "Welcome to the **Shop** API.\n\n# Rate limits\n\n100 a minute.\n\n## Bursts\n\nUp to 20 at once." },
    { name: "orders", description: "Orders you placed." },
    { name: "Paging", "x-traitTag": true, "x-displayName": "Paging lists", description: "Lists come in pages of 20.", externalDocs: { url: "https://shop.example/paging" } },
    { name: "secret", description: "Internal tooling." },
    { name: "bare" },
    { name: "blank", description: "  " },
    { name: "Authentication", description: "Ask us for a key." },
  ],
  paths: {
    "/orders": {
      get: { summary: "List orders", tags: ["Paging", "orders"], ...ok },
      post: { summary: "Place an order", tags: ["orders"], ...ok },
    },
    "/carts": { get: { summary: "List carts", tags: ["Paging"], ...ok } },
    "/tools": { get: { summary: "Run a tool", tags: ["secret"], "x-internal": true, ...ok } },
  },
  components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } },
  security: [{ key: [] }],
};
const options = (groupBy, more = {}) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false, ...more });
const pages = (groupBy, more) => Object.fromEntries(generate({ version: "3.1", warnings: [], document }, options(groupBy, more)).files.map((f) => [f.path, f.content]));
const headings = (text) => [...text.matchAll(/^(#{2,6}) (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`);

for (const mode of ["path", "tag", "method"]) {
  test(`--group-by ${mode}: documentation-only and trait tags are sections of the index, before docgen's own`, (t) => {
    const index = pages(mode)["index.md"];
    const shown = headings(index);
    // In the spec's order, named by x-displayName; the description's headings under the section's.
    t.deepEqual(shown.slice(0, 6), ["## Introduction", "### Rate limits", "#### Bursts", "## Paging lists", "## Authentication", "## Servers"], index);
    t.true(index.includes("## Introduction\n\nWelcome to the **Shop** API.\n\n### Rate limits\n\n100 a minute."), index);
    t.true(index.includes("## Paging lists\n\nLists come in pages of 20.\n\nSee also: [https://shop.example/paging](https://shop.example/paging).\n\n## Authentication\n\nAsk us for a key.\n\n## Servers"), index);
    // A tag operations carry is not a section; nor is one without a description, nor one of a left-out operation.
    for (const name of ["orders", "bare", "blank", "secret"]) t.false(shown.includes(`## ${name}`), name);
    t.false(index.includes("Internal tooling"));
    // docgen's own Authentication comes after, and the operations are all listed.
    t.is(shown.filter((h) => h === "## Authentication").length, 2);
    for (const summary of ["List orders", "Place an order", "List carts"]) t.true(index.includes(`[${summary}]`), summary);
  });
}

test("a trait tag groups no operations: in tag mode no folder, the operation filed under its next tag", (t) => {
  const all = pages("tag");
  t.deepEqual(Object.keys(all).sort(), ["default/index.md", "default/list-carts.md", "index.md", "orders/index.md", "orders/list-orders.md", "orders/place-an-order.md"]);
  t.false(headings(all["index.md"]).some((h) => /^###+ Paging/.test(h)), "no list of operations under the trait tag");
  t.true(all["orders/index.md"].includes("2 operations of"));
});

test("a tag of left-out operations is no section; published with them (--include-internal), it describes their group", (t) => {
  const index = pages("path")["index.md"];
  t.false(index.includes("Internal tooling"));
  t.false(index.includes("[Run a tool]"));
  const published = pages("path", { includeInternal: true })["index.md"];
  t.false(headings(published).includes("## secret"));
  t.true(published.includes("### Tools\n\nInternal tooling.\n\n- [Run a tool]"), published);
});

test("Redoc's links to a documentation tag and to its headings land on the index page's sections", async (t) => {
  for (const mode of ["path", "tag"]) {
    const proj = await project(document);
    t.teardown(() => proj.cleanup());
    const r = await docgen(proj.root, "openapi", proj.spec, "-o", "docs", "--group-by", mode);
    t.is(r.code, 0, r.stderr);
    t.false(r.stderr.includes("Redoc-style"), r.stderr);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
    const root = path.join(proj.root, "_site");
    const index = (await builtPages(root)).find((p) => p.file === "index.html");
    const hrefs = Object.fromEntries(
      [...mainOf(index.html).matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)].map(([, open, inner]) => [inner.replace(/<[^>]*>/g, "").trim(), startTags(open)[0].attrs.find(([n]) => n === "href")[1]]),
    );
    for (const [text, id] of [["the introduction", "introduction"], ["limits", "bursts"]]) {
      const [page, anchor] = hrefs[text].split("#");
      t.is(anchor, id, `${mode}: ${text}`);
      const file = path.join(root, page, "index.html");
      t.true(existsSync(file), `${mode}: ${hrefs[text]}`);
      t.true(readFileSync(file, "utf8").includes(` id="${id}"`), `${mode}: ${hrefs[text]}`);
    }
  }
});
