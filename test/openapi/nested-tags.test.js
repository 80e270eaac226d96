// OpenAPI 3.2's nested tags: a tag's `parent` names another tag. They gather tags as Redoc's x-tagGroups does: a tag
// at the top with tags under it is a group named as that tag is shown, holding it and every tag under it (depth
// first, in the spec's order); the navigation shows the group with its tags under it. A parent that is no tag, and
// a loop of parents, warn and leave the tag at the top; 3.1 specs and specs with x-tagGroups are read as before.
// The published spec keeps a left-out operations' tag that a kept tag names as its parent.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const OPTIONS = { groupBy: "tag", includeSchemas: false, basePath: "", skipDeprecated: false };
const get = (tag, extra = {}) => ({ get: { tags: [tag], summary: `List ${tag}`, responses: { 200: { description: "OK" } }, ...extra } });
const document = (extra = {}) => ({
  openapi: "3.2.0",
  info: { title: "Zoo", version: "1" },
  tags: [
    { name: "keepers" },
    { name: "animals", summary: "Animals" },
    { name: "cats", parent: "animals" },
    { name: "big-cats", parent: "cats", summary: "Big cats" },
    { name: "dogs", parent: "animals", kind: "nav" },
    { name: "tickets" },
  ],
  paths: { "/keepers": get("keepers"), "/animals": get("animals"), "/cats": get("cats"), "/lions": get("big-cats"), "/dogs": get("dogs"), "/tickets": get("tickets") },
  ...extra,
});
const run = (doc, options = {}) => generate({ version: doc.openapi.startsWith("3.2") ? "3.2" : "3.1", warnings: [], document: doc }, { ...OPTIONS, ...options });
const pagesOf = (result) => Object.fromEntries(result.files.map((f) => [f.path, f.content]));
const frontMatter = (text, key) => new RegExp(`^${key}: (.*)$`, "m").exec(text.slice(0, text.indexOf("\n---", 4)))?.[1];
const indexHeadings = (pages) => [...pages["index.md"].matchAll(/^(#{3,4}) (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`);

test("a tag with tags under it is a group of them all, in the spec's order, depth first; the others stay where they are", (t) => {
  const result = run(document());
  t.deepEqual(result.warnings, []);
  const pages = pagesOf(result);
  t.deepEqual(indexHeadings(pages), ["### keepers", "### Animals", "#### Animals", "#### cats", "#### Big cats", "#### dogs", "### tickets"]);
  const place = (folder) => [frontMatter(pages[`${folder}/index.md`], "groupSection"), frontMatter(pages[`${folder}/index.md`], "groupOrder")];
  t.deepEqual(place("keepers"), [undefined, "1"]);
  t.deepEqual(place("animals"), ['"Animals"', "2"]);
  t.deepEqual(place("cats"), ['"Animals"', "3"]);
  t.deepEqual(place("big-cats"), ['"Animals"', "4"], "a tag two levels down is in its top tag's group");
  t.deepEqual(place("dogs"), ['"Animals"', "5"]);
  t.deepEqual(place("tickets"), [undefined, "6"]);
  // Declared after its children, a parent still heads their group, where it stands.
  const late = run(document({ tags: [{ name: "cats", parent: "animals" }, { name: "keepers" }, { name: "animals" }] }));
  t.deepEqual(indexHeadings(pagesOf(late)).slice(0, 4), ["### keepers", "### animals", "#### animals", "#### cats"]);
});

test("a parent that is not a tag, a tag its own parent and a loop of parents warn at the tag's parent; the tag stays at the top", (t) => {
  const result = run(
    document({
      tags: [
        { name: "a", parent: "b" },
        { name: "b", parent: "a" },
        { name: "c", parent: "nowhere" },
        { name: "d", parent: "d" },
        { name: "e", parent: 7 },
        { name: "f", parent: "a" },
      ],
      paths: Object.fromEntries(["a", "b", "c", "d", "e", "f"].map((tag) => [`/${tag}`, get(tag)])),
    }),
  );
  t.deepEqual(
    result.warnings.map((w) => `${w.pointer}: ${w.message}`),
    [
      '#/tags/2/parent: tag "c": its parent "nowhere" is not another declared tag; the tag is listed at the top. Name a tag of `tags` as its parent, or remove `parent`',
      '#/tags/3/parent: tag "d": its parent "d" is not another declared tag; the tag is listed at the top. Name a tag of `tags` as its parent, or remove `parent`',
      '#/tags/4/parent: tag "e": its parent 7 is not another declared tag; the tag is listed at the top. Name a tag of `tags` as its parent, or remove `parent`',
      '#/tags/0/parent: tag "a": its parents lead back to it; the tag is listed at the top. Give one tag of the loop no `parent`',
    ],
  );
  // The loop broken at "a": b and f are under it.
  t.deepEqual(indexHeadings(pagesOf(result)), ["### a", "#### a", "#### b", "#### f", "### c", "### d", "### e"]);
});

test("a 3.1 spec's parent and a spec with x-tagGroups: read as before", (t) => {
  const flat = ["### keepers", "### Animals", "### cats", "### Big cats", "### dogs", "### tickets"];
  const older = run({ ...document(), openapi: "3.1.0" });
  t.deepEqual(indexHeadings(pagesOf(older)), ["### keepers", "### animals", "### cats", "### big-cats", "### dogs", "### tickets"], "3.1 reads no summary and no parent");
  const both = run(document({ "x-tagGroups": [{ name: "Staff", tags: ["keepers"] }] }));
  t.deepEqual(indexHeadings(pagesOf(both)), ["### Staff", "#### keepers", ...flat.slice(1)]);
  t.false(Object.values(pagesOf(run(document({ tags: document().tags.map(({ parent, ...tag }) => tag) })))).some((text) => text.includes("groupSection")));
});

test("the built site's navigation shows the group with every tag under it", async (t) => {
  const files = Object.fromEntries(Object.entries(pagesOf(run(document()))).map(([p, c]) => [`api/${p}`, c]));
  const site = await buildDocs(files, { config: { title: "T", sidebar: [{ group: "API", autogenerate: { dir: "api" } }] } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/cats/list-cats.md");
  const nav = html.slice(html.indexOf('class="docgen-sidebar'), html.indexOf("</nav>", html.indexOf('class="docgen-sidebar')));
  const text = nav.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  t.true(text.includes("keepers keepers GET List keepers Animals Animals Animals GET List animals cats cats GET List cats Big cats Big cats GET List big-cats dogs dogs GET List dogs tickets"), text);
});

test("the published spec keeps a left-out operations' tag that a kept tag names as its parent", (t) => {
  const doc = document({ paths: { "/animals": get("animals", { "x-internal": true }), "/cats": get("cats"), "/tickets": get("tickets", { "x-internal": true }) } });
  const published = JSON.parse(/^---[\s\S]*?\n---\n([\s\S]*)$/.exec(pagesOf(run(doc, { specDownload: true }))["openapi.json.md"])[1].replace(/^\{% raw %\}|\{% endraw %\}\s*$/g, ""));
  t.deepEqual(published.tags.map((tag) => tag.name), ["keepers", "animals", "cats", "big-cats", "dogs"], "tickets goes; animals stays as cats' parent");
});
