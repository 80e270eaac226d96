// Tags as the spec describes them, in `--group-by tag`: every tag's folder gets an index page with the tag's
// description and every operation carrying the tag; Redoc's `x-displayName` names the tag on pages and in the
// navigation (files stay named by the tag's name); the navigation lists tags in the spec's order.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const document = {
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  tags: [
    { name: "zebra", "x-displayName": " Zebra Crossings ", description: "Everything about **crossings**. More.\n\nA second paragraph with a [link](https://x.example/c)." },
    { name: "apple", description: "Apples." },
    { name: "unused", description: "No operation has it." },
  ],
  paths: {
    "/apples": { get: { summary: "List apples", tags: ["apple"], responses: ok } },
    "/zebras": {
      get: { summary: "List zebras", tags: ["zebra"], responses: ok },
      post: { summary: "Add a zebra", tags: ["zebra", "apple"], responses: ok },
    },
    "/misc": { get: { summary: "Misc", responses: ok } },
  },
  webhooks: { newZebra: { post: { summary: "New zebra", responses: ok } } },
};
const options = (groupBy) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false });
const pages = (groupBy, doc = document) => Object.fromEntries(generate({ version: "3.1", warnings: [], document: doc }, options(groupBy)).files.map((f) => [f.path, f.content]));
const front = (text) => Object.fromEntries(/^---\n([\s\S]*?)\n---/.exec(text)[1].split("\n").map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 2)]));

test("x-displayName is read (trimmed) when it is a text that is not blank", (t) => {
  const tags = (list) => normalize({ version: "3.1", document: { openapi: "3.1.0", info: { title: "T", version: "1" }, tags: list, paths: {} } }).model.tags;
  t.deepEqual(tags(document.tags).map((x) => x.displayName), ["Zebra Crossings", undefined, undefined]);
  t.deepEqual(tags([{ name: "a", "x-displayName": "  " }, { name: "b", "x-displayName": 3 }]).map((x) => "displayName" in x), [false, false]);
});

test("tag mode: an index page per tag folder, with the tag's description, its every operation and the sidebar's label and place", (t) => {
  const all = pages("tag");
  t.deepEqual(Object.keys(all).sort(), ["apple/index.md", "apple/list-apples.md", "default/index.md", "default/misc.md", "index.md", "webhooks/index.md", "webhooks/new-zebra.md", "zebra/add-a-zebra.md", "zebra/index.md", "zebra/list-zebras.md"]);
  const zebra = all["zebra/index.md"];
  t.like(front(zebra), { title: '"Zebra Crossings"', description: '"Everything about crossings."', source: '"group Zebra Crossings"', order: "0", groupLabel: '"Zebra Crossings"', groupOrder: "1" });
  t.true(zebra.includes("# Zebra Crossings\n\n2 operations of [Shop](../).\n\nEverything about **crossings**. More.\n\nA second paragraph with a [link](https://x.example/c).\n\n- [List zebras](../zebra/list-zebras/) `GET /zebras`\n- [Add a zebra](../zebra/add-a-zebra/) `POST /zebras`\n"), zebra);
  // A page for every operation with the tag: "Add a zebra" lives in zebra/ and is listed under apple too.
  const apple = all["apple/index.md"];
  t.like(front(apple), { title: '"apple"', description: '"Apples."', groupLabel: '"apple"', groupOrder: "2" });
  t.true(apple.includes("2 operations of [Shop](../).\n\nApples.\n\n- [Add a zebra](../zebra/add-a-zebra/) `POST /zebras`\n- [List apples](../apple/list-apples/) `GET /apples`\n"), apple);
  t.like(front(all["default/index.md"]), { title: '"Other operations"', description: '"1 operation: Other operations."', groupOrder: "3" });
  t.like(front(all["webhooks/index.md"]), { title: '"Webhooks"', groupOrder: "4" });
  // The overview names the tag by its display name.
  t.true(all["index.md"].includes("### Zebra Crossings\n\n- [List zebras](zebra/list-zebras/)"));
  t.false(all["index.md"].includes("### zebra"));
});

test("path mode keeps its pages: no folder index pages under 500 operations, and groupLabel only from a tag", (t) => {
  const all = pages("path");
  t.false(Object.keys(all).some((p) => p.endsWith("/index.md")));
  // `zebra`, exactly the operations of /zebras, names its folder by its display name (see tag-named-folders).
  t.deepEqual(
    Object.entries(all).filter(([, text]) => text.includes("groupLabel")).map(([file, text]) => [file, /^groupLabel: (.*)$/m.exec(text)[1]]),
    [["zebras/list.md", '"Zebra Crossings"'], ["zebras/create.md", '"Zebra Crossings"']],
  );
});

test("the built site: the navigation shows the tags by their display names, in the spec's order, each tag's page first", async (t) => {
  const files = Object.fromEntries(Object.entries(pages("tag")).map(([p, c]) => [`api/${p}`, c]));
  const site = await buildDocs(files, { config: { title: "T", sidebar: [{ group: "API", autogenerate: { dir: "api" } }] } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/zebra/list-zebras.md");
  const nav = html.slice(html.indexOf('class="docgen-sidebar'), html.indexOf("</nav>", html.indexOf('class="docgen-sidebar')));
  const text = nav.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  t.true(text.includes("API Shop Zebra Crossings Zebra Crossings GET List zebras POST Add a zebra apple apple GET List apples Other operations Other operations GET Misc Webhooks Webhooks POST New zebra"), text);
  const page = mainOf(await site.html("api/zebra/index.md"));
  t.true(page.includes("<strong>crossings</strong>"));
  t.true(page.includes('<a href="https://x.example/c">link</a>'));
});

test("over 500 operations, the index's count for each tag is the count its page lists", (t) => {
  const paths = {};
  for (let i = 0; i < 501; i++) paths[`/r${i}`] = { get: { summary: `Op ${i}`, tags: i === 0 ? ["a", "b"] : [i % 2 ? "a" : "b"], responses: ok } };
  const all = pages("tag", { openapi: "3.1.0", info: { title: "Big", version: "1" }, tags: [{ name: "a" }, { name: "b" }], paths });
  const index = all["index.md"];
  t.true(index.includes("- [a](a/) (251 operations)"), index.slice(0, 800));
  t.true(index.includes("- [b](b/) (251 operations)"), "Op 0, filed under a, counts for b too");
  t.true(all["b/index.md"].includes("251 operations of [Big](../)."));
  t.true(all["b/index.md"].includes("- [Op 0](../a/op-0/)"));
});
