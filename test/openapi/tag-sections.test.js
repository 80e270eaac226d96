// The index's Tags section (src/openapi/pages/index-page.ts, looseTags and tagSectionBlocks): in path and method
// mode, a described tag that describes no group (spread over several, or sharing one) and is no documentation tag is
// a section of its own after the operations, with its description and the operations it holds; on a split index,
// the groups they are in with a count each. Before, such a tag's description was shown nowhere in those modes
// (40 of GitHub's 49 tags). In tag mode, a described tag whose operations are all filed under another of theirs has
// no page: it is described on the index, under its group when the index lists operations, else under Tags.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const ok = { responses: { 200: { description: "OK" } } };
const document = {
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  tags: [
    { name: "Guide", description: "Read me first.", "x-traitTag": true },
    { name: "Nodes", description: "Projects.\n\n# Lifecycle\n\nNodes are never deleted.", externalDocs: { url: "https://docs.example/nodes" } },
    { name: "Users", description: "People, spread over two groups." },
    { name: "Files", "x-displayName": "Stored files", description: "Files, sharing their group." },
    { name: "Uploads", description: "Uploading, sharing their group." },
    { name: "Plain" },
    { name: "Hidden", description: "Only on a left-out operation." },
    { name: "Events", description: "What we send you." },
  ],
  paths: {
    "/nodes": { get: { summary: "List nodes", tags: ["Nodes"], ...ok }, post: { summary: "Create a node", tags: ["Nodes"], ...ok } },
    "/users": { get: { summary: "List users", tags: ["Users", "Plain"], ...ok } },
    "/me": { get: { summary: "Who am I", tags: ["Users"], ...ok } },
    "/files": { get: { summary: "List files", tags: ["Files"], ...ok }, post: { summary: "Upload a file", tags: ["Uploads"], ...ok } },
    "/secret": { get: { summary: "Peek", tags: ["Hidden"], "x-internal": true, ...ok }, post: { summary: "Poke", ...ok } },
  },
  webhooks: { nodeCreated: { post: { summary: "Node created", tags: ["Events", "Users"], ...ok } } },
};
const options = (groupBy) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false });
const pages = (groupBy, doc = document) => Object.fromEntries(generate({ version: "3.1", warnings: [], document: doc }, options(groupBy)).files.map((f) => [f.path, f.content]));
/** The index's text from `## Tags` to the next h2 or its end; undefined without one. */
const tagSection = (index) => {
  const at = index.indexOf("\n## Tags\n");
  if (at === -1) return undefined;
  const next = index.indexOf("\n## ", at + 1);
  return index.slice(at + 1, next === -1 ? undefined : next + 1);
};

test("path mode: the tags no group shows, after the operations, each with its description and operations", (t) => {
  const index = pages("path")["index.md"];
  const section = tagSection(index);
  t.is(
    section,
    [
      "## Tags",
      "### Users",
      "People, spread over two groups.",
      "- [List users](users/list/) `GET /users`\n- [Who am I](me/list/) `GET /me`\n- [Node created](webhooks/node-created/) `POST nodeCreated`",
      "### Stored files",
      "Files, sharing their group.",
      "- [List files](files/list/) `GET /files`",
      "### Uploads",
      "Uploading, sharing their group.",
      "- [Upload a file](files/create/) `POST /files`\n",
    ].join("\n\n"),
    index,
  );
  t.true(index.indexOf("## Operations") < index.indexOf("## Tags"));
  // Shown elsewhere once: the trait tag as a section of its own, Nodes and Events over their groups.
  for (const once of ["Read me first.", "Projects.", "What we send you."]) t.is(index.split(once).length, 2, once);
});

test("method mode: a tag that is exactly a path's operations has a section too, its headings under its own", (t) => {
  const section = tagSection(pages("method")["index.md"]);
  t.true(
    section.startsWith(
      "## Tags\n\n### Nodes\n\nProjects.\n\n#### Lifecycle\n\nNodes are never deleted.\n\nSee also: [https://docs.example/nodes](https://docs.example/nodes).\n\n- [List nodes](get/nodes/) `GET /nodes`\n- [Create a node](post/nodes/) `POST /nodes`\n\n### Users",
    ),
    section,
  );
  t.false(section.includes("What we send you."), "Events is exactly the Webhooks group's");
});

test("left out: tags without a description, tags of left-out operations only, and tag mode's tags with pages", (t) => {
  const section = tagSection(pages("path")["index.md"]);
  t.false(section.includes("Plain"));
  t.false(section.includes("Only on a left-out operation."));
  t.is(tagSection(pages("tag")["index.md"]), undefined);
  // Published, it shares its group with an untagged operation.
  const published = pages("path", { ...document, paths: { ...document.paths, "/secret": { ...document.paths["/secret"], get: { summary: "Peek", tags: ["Hidden"], ...ok } } } });
  t.true(tagSection(published["index.md"]).includes("### Hidden\n\nOnly on a left-out operation.\n\n- [Peek](secret/list/)"));
});

test("no section when every described tag is shown already", (t) => {
  const doc = { ...document, tags: document.tags.filter((tag) => ["Guide", "Nodes", "Events"].includes(tag.name)) };
  t.is(tagSection(pages("path", doc)["index.md"]), undefined);
});

test("a split index names the groups a tag's operations are in, with a count each, not the operations", (t) => {
  const paths = {};
  for (let i = 0; i < 300; i++) paths[`/boxes/item${i}`] = { get: { summary: `Box ${i}`, tags: ["Bulk"], ...ok } };
  for (let i = 0; i < 201; i++) paths[`/crates/item${i}`] = { get: { summary: `Crate ${i}`, tags: i < 2 ? ["Bulk", "Few"] : ["Other"], ...ok } };
  const doc = { ...document, paths, webhooks: {}, tags: [{ name: "Bulk", description: "Bulk items." }, { name: "Few", description: "Just two." }] };
  const index = pages("path", doc)["index.md"];
  t.is(
    tagSection(index),
    "## Tags\n\n### Bulk\n\nBulk items.\n\n302 operations, in [Boxes](boxes/) (300), [Crates](crates/) (2).\n\n### Few\n\nJust two.\n\n2 operations, in [Crates](crates/) (2).\n",
  );
  t.false(index.includes("[Box 0]"), "the split index links no operation");
});

test("past 500 links in all, an index that lists operations names each tag's groups, as text: they are headings above", (t) => {
  const paths = {};
  for (let i = 0; i < 150; i++) {
    paths[`/apples/item${i}`] = { get: { summary: `Apple ${i}`, tags: ["Fruit", "Food"], ...ok } };
    paths[`/pears/item${i}`] = { get: { summary: `Pear ${i}`, tags: ["Fruit", "Food"], ...ok } };
  }
  // One operation neither tag holds: a tag on every operation is said in a line (see the test below).
  paths["/stones"] = { get: { summary: "Stones", ...ok } };
  const doc = { ...document, paths, webhooks: {}, tags: [{ name: "Fruit", description: "Fruit." }, { name: "Food", description: "Food." }] };
  const index = pages("path", doc)["index.md"];
  t.is(tagSection(index), "## Tags\n\n### Fruit\n\nFruit.\n\n300 operations, in Apples (150), Pears (150).\n\n### Food\n\nFood.\n\n300 operations, in Apples (150), Pears (150).\n");
  t.true(index.includes("### Apples\n\n- [Apple 0]"), "the index lists operations");
  // One tag fewer, 300 links: listed.
  const one = pages("path", { ...doc, tags: doc.tags.slice(0, 1) })["index.md"];
  t.true(tagSection(one).startsWith("## Tags\n\n### Fruit\n\nFruit.\n\n- [Apple 0]"));
});

test("tag mode: a tag with no page of its own is described under its group on an index that lists operations", (t) => {
  const doc = {
    ...document,
    tags: [{ name: "Pets", description: "Animals." }, { name: "Cats", description: "Only on operations filed under Pets." }],
    paths: { "/pets": { get: { summary: "List pets", tags: ["Pets", "Cats"], ...ok } }, "/cats": { get: { summary: "List cats", tags: ["Pets", "Cats"], ...ok } } },
    webhooks: {},
  };
  const all = pages("tag", doc);
  t.false("cats/index.md" in all, "no page for Cats");
  const index = all["index.md"];
  t.true(index.includes("### Cats\n\nOnly on operations filed under Pets.\n\n- [List pets](pets/list-pets/) `GET /pets`\n- [List cats]"), index);
  t.false(index.includes("Animals."), "Pets is described on its page");
  t.true(all["pets/index.md"].includes("Animals."));
  t.is(tagSection(index), undefined);
});

test("tag mode, a split index: a tag with no page of its own is under Tags, with the tag pages its operations are on", (t) => {
  const paths = {};
  for (let i = 0; i < 501; i++) paths[`/pets/item${i}`] = { get: { summary: `Pet ${i}`, tags: i < 3 ? ["Pets", "Cats"] : ["Pets"], ...ok } };
  const doc = { ...document, paths, webhooks: {}, tags: [{ name: "Pets", description: "Animals." }, { name: "Cats", description: "Some of them." }] };
  const all = pages("tag", doc);
  t.false("cats/index.md" in all);
  t.is(tagSection(all["index.md"]), "## Tags\n\n### Cats\n\nSome of them.\n\n3 operations, in [Pets](pets/) (3).\n");
});

test("a tag on every operation is described with a line, not a second list of them all", (t) => {
  // OpenAI's spec tags each of its operations "OpenAI" ("The OpenAI REST API"): the section listed all of them again.
  const all = { name: "OpenAI", description: "The OpenAI REST API" };
  const doc = {
    openapi: "3.1.0",
    info: { title: "OpenAI API", version: "1" },
    tags: [all],
    paths: {
      "/models": { get: { summary: "List models", tags: ["OpenAI"], ...ok } },
      "/files": { get: { summary: "List files", tags: ["OpenAI"], ...ok }, post: { summary: "Upload a file", tags: ["OpenAI"], ...ok } },
    },
  };
  for (const groupBy of ["path", "method"]) {
    const section = tagSection(pages(groupBy, structuredClone(doc))["index.md"]);
    t.is(section, "## Tags\n\n### OpenAI\n\nThe OpenAI REST API\n\nEvery operation of this API (3) has this tag.\n", groupBy);
  }
  // One it does not hold: listed as before.
  doc.paths["/health"] = { get: { summary: "Health", ...ok } };
  const section = tagSection(pages("path", structuredClone(doc))["index.md"]);
  t.true(section.includes("- [List models](models/list/) `GET /models`"), section);
  t.false(section.includes("Every operation"));
});
