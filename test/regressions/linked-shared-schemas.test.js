// Regression: a large named schema was expanded in full wherever it was nested. Stripe's `error` schema put
// 67 KB under each of 452 operations (30 MB of 49 MB), its `account` 70 KB on each of its pages. Such schemas
// now get one page of their own (with or without --schemas) and every field list that nests them links there,
// variants (oneOf/anyOf) included.
import test from "ava";
import path from "node:path";
import { buildSite } from "../../dist/build/site.js";
import { generate } from "../../dist/openapi/generate.js";
import { LINK_ABOVE_PROPERTIES } from "../../dist/openapi/pages/fields.js";
import { readTree, tempDir, writeFiles } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const props = (prefix, n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { type: "string", description: `${prefix} ${i}.` }]));
const json = (schema) => ({ content: { "application/json": { schema } } });
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

function spec() {
  return {
    openapi: "3.0.3",
    info: { title: "Linked", version: "1" },
    components: {
      schemas: {
        // large and nested: linked
        Account: { type: "object", properties: props("acct", LINK_ABOVE_PROPERTIES + 1) },
        // small and nested: expanded
        Money: { type: "object", properties: props("money", LINK_ABOVE_PROPERTIES) },
        // large, used only at the root of a body: listed there, no page
        Settings: { type: "object", properties: props("setting", LINK_ABOVE_PROPERTIES + 5) },
        // large and only a variant of a nested field: linked
        Card: { type: "object", properties: props("card", LINK_ABOVE_PROPERTIES + 2) },
        Error: { type: "object", properties: { message: { type: "string" }, account: ref("Account") } },
        Invoice: {
          type: "object",
          properties: {
            id: { type: "string" },
            account: ref("Account"),
            total: ref("Money"),
            source: { oneOf: [ref("Card"), { type: "object", properties: { iban: { type: "string" } } }] },
          },
        },
      },
    },
    paths: {
      "/invoices": {
        get: { responses: { 200: { description: "ok", ...json(ref("Invoice")) }, default: { description: "error", ...json(ref("Error")) } } },
        post: { requestBody: json({ type: "object", properties: { fee: ref("Money") } }), responses: { 201: { description: "made", ...json(ref("Invoice")) } } },
      },
      // the large schema at the root of a body is listed, not linked
      "/accounts/{id}": { get: { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { 200: { description: "ok", ...json(ref("Account")) } } } },
      "/settings": { put: { requestBody: json(ref("Settings")), responses: { 204: { description: "done" } } } },
    },
  };
}

const fieldBody = (content, name) => /\{% (?:ResponseField|ParamField|Field) name="([^"]*)"[^%]*%\}([\s\S]*?)\{% end/g;
function fields(content) {
  return new Map([...content.matchAll(fieldBody())].map((m) => [m[1], m[2]]));
}

test("a large schema nested in a field list is linked, not expanded, and gets a page without --schemas", (t) => {
  const { files } = generate({ version: "3.0", warnings: [], document: spec() }, options);
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  t.deepEqual([...byPath.keys()].filter((p) => p.startsWith("schemas/")), ["schemas/Account.md", "schemas/Card.md"], "only the linked schemas have a page");
  const list = fields(byPath.get("invoices/list.md"));
  t.regex(list.get("account"), /See \[Account\]\(\.\.\/\.\.\/schemas\/Account\/\)\./);
  t.false([...list.keys()].some((n) => n.startsWith("account.")), "Account's fields are not repeated");
  t.true(list.has("total.money0") && list.has(`total.money${LINK_ABOVE_PROPERTIES - 1}`), "a small schema is expanded");
  t.regex(list.get("source"), /One of: \[Card\]\(\.\.\/\.\.\/schemas\/Card\/\)\./, "a linked variant is named and linked");
  t.true(list.has("source.iban"), "an unnamed variant is still merged in");
  t.false(list.has("source.card0"), "the linked variant's fields are not");
  t.false(list.has("error.account.acct0"));
  const settings = fields(byPath.get("settings/replace.md"));
  t.true(settings.has(`setting${LINK_ABOVE_PROPERTIES + 4}`), "a large schema only ever at the root of a body is listed there");
  const root = fields(byPath.get("accounts/get.md"));
  t.is(root.size, 1 + LINK_ABOVE_PROPERTIES + 1, "the path parameter and every Account field, at the root of the response");
  const page = fields(byPath.get("schemas/Account.md"));
  t.is(page.size, LINK_ABOVE_PROPERTIES + 1, "the schema page lists the fields");
});

test("with --schemas every schema has a page, under the same file name the linked one had", (t) => {
  const { files } = generate({ version: "3.0", warnings: [], document: spec() }, { ...options, includeSchemas: true });
  const schemaPages = files.map((f) => f.path).filter((p) => p.startsWith("schemas/")).sort();
  t.deepEqual(schemaPages, ["schemas/Account.md", "schemas/Card.md", "schemas/Error.md", "schemas/Invoice.md", "schemas/Money.md", "schemas/Settings.md"]);
  const list = fields(files.find((f) => f.path === "invoices/list.md").content);
  t.regex(list.get("account"), /See \[Account\]\(\.\.\/\.\.\/schemas\/Account\/\)\./);
});

test("in a built site every link to a linked schema lands on its page", async (t) => {
  const root = await tempDir();
  const { files } = generate({ version: "3.0", warnings: [], document: spec() }, options);
  await writeFiles(path.join(root, "docs/api"), Object.fromEntries(files.map((f) => [f.path, f.content])));
  await buildSite({ input: path.join(root, "docs"), output: path.join(root, "_site"), config: { title: "x" } });
  const site = readTree(path.join(root, "_site"));
  const html = site["api/invoices/list/index.html"];
  const href = /See <a href="([^"]+)">Account<\/a>/.exec(html);
  t.truthy(href, "the field links to the schema page");
  const target = path.posix.join("api/invoices/list/", href[1]);
  t.truthy(site[`${target.replace(/\/$/, "")}/index.html`], `${target} exists`);
  t.regex(site["api/schemas/Account/index.html"], /acct12/);
});

test("an error schema that several operations return is linked from their error responses, not listed on every page", (t) => {
  const problem = { type: "object", properties: { code: { type: "string" }, detail: { type: "object", properties: { reason: { type: "string" } } } } };
  const ok = { description: "ok", ...json({ type: "object", properties: { id: { type: "string" } } }) };
  const document = {
    openapi: "3.0.3",
    info: { title: "Errors", version: "1" },
    components: { schemas: { Problem: problem, Solo: problem } },
    paths: {
      "/a": { get: { responses: { 200: ok, "4XX": { description: "client error", ...json(ref("Problem")) }, 500: { description: "server error", ...json(ref("Problem")) } } } },
      "/b": { get: { responses: { 200: { description: "the problem itself", ...json(ref("Problem")) }, default: { description: "error", ...json(ref("Problem")) } } } },
      "/c": { get: { responses: { 200: ok, 404: { description: "missing", ...json(ref("Solo")) } } } },
    },
  };
  const { files } = generate({ version: "3.0", warnings: [], document }, options);
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  t.true(byPath.has("schemas/Problem.md"), "the shared error schema gets its page");
  t.false(byPath.has("schemas/Solo.md"), "an error schema of one operation does not");
  const a = byPath.get("a/list.md");
  t.regex(a, /### 4XX\n\nclient error\n\nMedia type: `application\/json`\. Schema: \[Problem\]\(\.\.\/\.\.\/schemas\/Problem\/\)\.\n\n(?:###|\{% endApi)/);
  t.false(fields(a).has("code"), "its fields are not repeated under the error responses");
  const b = fields(byPath.get("b/list.md"));
  t.true(b.has("code") && b.has("detail.reason"), "as a success body it is still listed");
  const c = fields(byPath.get("c/list.md"));
  t.true(c.has("code"), "an error schema used by one operation is listed there");
  t.true(fields(byPath.get("schemas/Problem.md")).has("detail.reason"));
});
