// A path's or a method's group is described by the tag whose operations are exactly its own
// (src/openapi/pages/index-page.ts, describingTag): under its heading on index.md, or on its own page when the index
// is split; tag mode's Webhooks group too. A tag spread over groups, sharing one, or holding left-out operations
// describes none: it is a section of the index's Tags (looseTags; tested in tag-sections.test.js).
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const ok = { responses: { 200: { description: "OK" } } };
const tags = [
  { name: "Nodes", description: "Projects and their **components**.\n\n# Lifecycle\n\nNodes are never deleted.", externalDocs: { url: "https://docs.example/nodes" } },
  { name: "Users", description: "People (spread over two groups)." },
  { name: "Files", description: "Stored files (sharing their group)." },
  { name: "Uploads", description: "Uploading (sharing their group)." },
  { name: "Secret", description: "Also holds a left-out operation." },
  { name: "Events", description: "What we send you." },
];
const document = {
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  tags,
  paths: {
    "/nodes": { get: { summary: "List nodes", tags: ["Nodes"], ...ok }, post: { summary: "Create a node", tags: ["Nodes"], ...ok } },
    "/users": { get: { summary: "List users", tags: ["Users"], ...ok } },
    "/me": { get: { summary: "Who am I", tags: ["Users"], ...ok } },
    "/files": { get: { summary: "List files", tags: ["Files"], ...ok }, post: { summary: "Upload a file", tags: ["Uploads"], ...ok } },
    "/secret": { get: { summary: "Peek", tags: ["Secret"], "x-internal": true, ...ok }, post: { summary: "Poke", tags: ["Secret"], ...ok } },
  },
  webhooks: { nodeCreated: { post: { summary: "Node created", tags: ["Events"], ...ok } } },
};
const options = (groupBy) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false });
const pages = (groupBy, doc = document) => Object.fromEntries(generate({ version: "3.1", warnings: [], document: doc }, options(groupBy)).files.map((f) => [f.path, f.content]));

test("path mode: a group whose operations are exactly a tag's shows its description under its heading on index.md", (t) => {
  const index = pages("path")["index.md"];
  t.true(
    index.includes(
      "### Nodes\n\nProjects and their **components**.\n\n#### Lifecycle\n\nNodes are never deleted.\n\nSee also: [https://docs.example/nodes](https://docs.example/nodes).\n\n- [List nodes]",
    ),
    index,
  );
  t.true(index.includes("### Webhooks\n\nWhat we send you.\n\n- [Node created]"), index);
  // The others only under Tags, after every group.
  const groups = index.slice(0, index.indexOf("\n## Tags\n"));
  for (const other of tags.slice(1, 5)) t.false(groups.includes(other.description), other.name);
  t.true(index.includes("### Users\n\n- [List users]"), index);
});

test("method mode: no method's group is exactly a tag's here, so none is described", (t) => {
  const index = pages("method")["index.md"];
  const groups = index.slice(0, index.indexOf("\n## Tags\n"));
  for (const tag of tags.slice(0, 5)) t.false(groups.includes(tag.description.split("\n")[0]), tag.name);
  t.true(index.includes("### Webhooks\n\nWhat we send you."));
});

test("tag mode: the tag's own page as before, and the Webhooks group's page described by its tag", (t) => {
  const all = pages("tag");
  t.true(all["nodes/index.md"].includes("Projects and their **components**."));
  t.true(all["webhooks/index.md"].includes("of [Shop](../).\n\nWhat we send you.\n\n- [Node created]"), all["webhooks/index.md"]);
  t.regex(all["webhooks/index.md"], /^description: "What we send you\."$/m);
  t.false(all["index.md"].includes("What we send you."), "the index lists tags, each described on its page");
});

test("a split index: the group's own page carries the description, and its first sentence as the page's", (t) => {
  const paths = {};
  for (let i = 0; i < 501; i++) paths[`/bulk/item${i}`] = { get: { summary: `Item ${i}`, tags: ["Bulk"], ...ok } };
  paths["/other"] = { get: { summary: "Other", tags: ["Nodes"], ...ok } };
  const all = pages("path", { ...document, paths, webhooks: {}, tags: [{ name: "Bulk", description: "Bulk items. Many of them." }, tags[0]] });
  t.true(all["bulk/index.md"].includes("501 operations of [Shop](../).\n\nBulk items. Many of them.\n\n- [Item 0]"));
  t.regex(all["bulk/index.md"], /^description: "Bulk items\."$/m);
  t.true(all["other/index.md"].includes("Projects and their"));
  t.false(all["index.md"].includes("Bulk items."), "the split index lists groups only");
});
