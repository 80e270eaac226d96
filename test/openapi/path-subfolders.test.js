// Path mode splits a folder of more than 50 operations by sub-resource: GitHub's `repos/` held 520 pages in one group
// of the sidebar, and Microsoft Graph's `users/` 1,968. Each sub-resource of 4 operations or more gets a subfolder
// (`repos/hooks/get.md`), split again in turn, four folder levels deep at most; the rest stay where they were, named
// as before. A folder with subfolders gets a page of its own, listing its operations and subfolders, which gives the
// sidebar its place.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const ok = { responses: { 200: { description: "OK" } } };
const params = (path) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
/** A path item with one operation per method, summarised `<method> <path>` without braces. */
const item = (path, methods) => Object.fromEntries(methods.map((m) => [m, { summary: `${m} ${path.replace(/[{}]/g, "")}`, parameters: params(path), ...ok }]));

const ACTIONS = ["artifacts", "caches", "jobs", "runners", "runs", "secrets", "variables", "workflows", "permissions", "environments", "deployments"];

function spec(extra = {}) {
  const paths = {
    "/repos/{owner}/{repo}": item("/repos/{owner}/{repo}", ["get", "patch", "delete"]),
    // Two operations: fewer than a subfolder needs.
    "/repos/{owner}/{repo}/topics": item("/repos/{owner}/{repo}/topics", ["get", "put"]),
    "/repos/{owner}/{repo}/hooks": item("/repos/{owner}/{repo}/hooks", ["get", "post"]),
    "/repos/{owner}/{repo}/hooks/{hook_id}": item("/repos/{owner}/{repo}/hooks/{hook_id}", ["get", "patch", "delete"]),
    "/repos/{owner}/{repo}/hooks/{hook_id}/pings": item("/repos/{owner}/{repo}/hooks/{hook_id}/pings", ["post"]),
    // A resource of one (no items, not plural): its operations are an item's.
    "/repos/{owner}/{repo}/automation": item("/repos/{owner}/{repo}/automation", ["get", "put", "patch", "delete"]),
    "/repos/{owner}/{repo}/actions/cache/usage": item("/repos/{owner}/{repo}/actions/cache/usage", ["get"]),
  };
  for (const name of ACTIONS) {
    // A version before a sub-resource is no sub-resource: `actions/v2/deployments` is filed under `deployments`.
    const base = `/repos/{owner}/{repo}/actions/${name === "deployments" ? "v2/" : ""}${name}`;
    paths[base] = item(base, ["get", "post"]);
    paths[`${base}/{id}`] = item(`${base}/{id}`, ["get", "patch", "delete"]);
  }
  paths["/users"] = item("/users", ["get"]);
  return { openapi: "3.0.3", info: { title: "Git host", version: "1" }, paths: { ...paths, ...extra } };
}

function files(document, options = {}) {
  const out = generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...options }).files;
  return Object.fromEntries(out.map((f) => [f.path, f.content]));
}
const front = (content, key) => [...content.split("\n---\n")[0].matchAll(/^(\w+): (.*)$/gm)].find((m) => m[1] === key)?.[2];
const source = (content) => JSON.parse(front(content, "source"));

test("a folder of more than 50 operations is split by sub-resource, and its pages are named within their subfolders", (t) => {
  const pages = files(spec());
  const where = Object.fromEntries(Object.entries(pages).filter(([file]) => !file.endsWith("index.md")).map(([file, content]) => [source(content), file]));
  t.like(where, {
    "GET /repos/{owner}/{repo}": "repos/get.md",
    "PATCH /repos/{owner}/{repo}": "repos/patch.md",
    "DELETE /repos/{owner}/{repo}": "repos/delete.md",
    "GET /repos/{owner}/{repo}/topics": "repos/topics-list.md",
    "PUT /repos/{owner}/{repo}/topics": "repos/topics-replace.md",
    "GET /repos/{owner}/{repo}/hooks": "repos/hooks/list.md",
    "POST /repos/{owner}/{repo}/hooks": "repos/hooks/create.md",
    "GET /repos/{owner}/{repo}/hooks/{hook_id}": "repos/hooks/get.md",
    "PATCH /repos/{owner}/{repo}/hooks/{hook_id}": "repos/hooks/patch.md",
    "DELETE /repos/{owner}/{repo}/hooks/{hook_id}": "repos/hooks/delete.md",
    "POST /repos/{owner}/{repo}/hooks/{hook_id}/pings": "repos/hooks/pings-create.md",
    "GET /repos/{owner}/{repo}/automation": "repos/automation/get.md",
    "PUT /repos/{owner}/{repo}/automation": "repos/automation/update.md",
    "PATCH /repos/{owner}/{repo}/automation": "repos/automation/patch.md",
    "DELETE /repos/{owner}/{repo}/automation": "repos/automation/delete.md",
    // One operation: it stays in actions/, named by the segments after it.
    "GET /repos/{owner}/{repo}/actions/cache/usage": "repos/actions/cache-usage.md",
    // actions/ holds 56 operations: split again.
    "GET /repos/{owner}/{repo}/actions/runs": "repos/actions/runs/list.md",
    "POST /repos/{owner}/{repo}/actions/runs": "repos/actions/runs/create.md",
    "GET /repos/{owner}/{repo}/actions/runs/{id}": "repos/actions/runs/get.md",
    "DELETE /repos/{owner}/{repo}/actions/secrets/{id}": "repos/actions/secrets/delete.md",
    "GET /repos/{owner}/{repo}/actions/v2/deployments": "repos/actions/deployments/list.md",
    "DELETE /repos/{owner}/{repo}/actions/v2/deployments/{id}": "repos/actions/deployments/delete.md",
    "GET /users": "users/list.md",
  });
  const operations = Object.keys(where).length;
  t.is(operations, 72);
  // A folder with subfolders has a page of its own (this API is small enough for the index to list every
  // operation, so no other folder has one).
  t.deepEqual(Object.keys(pages).filter((f) => f.endsWith("index.md")).sort(), ["index.md", "repos/actions/index.md", "repos/index.md"]);
  t.is(front(pages["repos/index.md"], "title"), '"Repos"');
  t.is(front(pages["repos/actions/index.md"], "title"), '"Repos » Actions"');
  // It lists its own operations and its subfolders, each with its count, in spec order; a subfolder leads to its
  // page when it has one, else to its first operation's.
  const items = (content) => content.split("\n").filter((line) => line.startsWith("- "));
  t.deepEqual(items(pages["repos/index.md"]), [
    "- [get /repos/owner/repo](../repos/get/) `GET /repos/{owner}/{repo}`",
    "- [patch /repos/owner/repo](../repos/patch/) `PATCH /repos/{owner}/{repo}`",
    "- [delete /repos/owner/repo](../repos/delete/) `DELETE /repos/{owner}/{repo}`",
    "- [get /repos/owner/repo/topics](../repos/topics-list/) `GET /repos/{owner}/{repo}/topics`",
    "- [put /repos/owner/repo/topics](../repos/topics-replace/) `PUT /repos/{owner}/{repo}/topics`",
    "- [Hooks](../repos/hooks/list/) (6 operations)",
    "- [Automation](../repos/automation/get/) (4 operations)",
    "- [Actions](../repos/actions/) (56 operations)",
  ]);
  t.deepEqual(items(pages["repos/actions/index.md"]), [
    "- [get /repos/owner/repo/actions/cache/usage](../../repos/actions/cache-usage/) `GET /repos/{owner}/{repo}/actions/cache/usage`",
    ...ACTIONS.map((name) => `- [${name[0].toUpperCase()}${name.slice(1)}](../../repos/actions/${name}/list/) (5 operations)`),
  ]);
  t.regex(pages["repos/actions/index.md"], /^56 operations of \[Git host\]\(\.\.\/\.\.\/\)\.$/m);
  // The overview still lists the groups' operations under the groups' headings.
  t.deepEqual([...pages["index.md"].matchAll(/^### (.*)$/gm)].map((m) => m[1]), ["Repos", "Users"]);
  t.is([...pages["index.md"].matchAll(/^- \[.*`$/gm)].length, 72);
});

test("entries are numbered in spec order, pages and subfolders alike, for the sidebar", (t) => {
  const pages = files(spec());
  const facts = (file) => ({ order: front(pages[file], "order"), groupOrder: front(pages[file], "groupOrder"), groupLabel: front(pages[file], "groupLabel") });
  // repos/: get 1, patch 2, delete 3, topics 4 and 5, hooks/ 6, automation/ 7, actions/ 8; repos is the first group.
  t.deepEqual(facts("repos/get.md"), { order: "1", groupOrder: "1", groupLabel: undefined });
  t.deepEqual(facts("repos/topics-replace.md"), { order: "5", groupOrder: "1", groupLabel: undefined });
  t.deepEqual(facts("repos/index.md"), { order: "0", groupOrder: "1", groupLabel: undefined });
  t.deepEqual(facts("repos/hooks/list.md"), { order: "1", groupOrder: "6", groupLabel: undefined });
  t.deepEqual(facts("repos/hooks/pings-create.md"), { order: "6", groupOrder: "6", groupLabel: undefined });
  t.deepEqual(facts("repos/automation/get.md"), { order: "1", groupOrder: "7", groupLabel: undefined });
  t.deepEqual(facts("repos/actions/index.md"), { order: "0", groupOrder: "8", groupLabel: undefined });
  // actions/: cache-usage 1, then its subfolders in spec order from 2.
  t.deepEqual(facts("repos/actions/cache-usage.md"), { order: "1", groupOrder: "8", groupLabel: undefined });
  t.deepEqual(facts("repos/actions/artifacts/list.md"), { order: "1", groupOrder: "2", groupLabel: undefined });
  t.deepEqual(facts("repos/actions/deployments/delete.md"), { order: "5", groupOrder: "12", groupLabel: undefined });
  t.deepEqual(facts("users/list.md"), { order: "1", groupOrder: "2", groupLabel: undefined });
});

test("a segment every operation shares is passed over, and folders go four levels deep at most", (t) => {
  const deep = {};
  const add = (path, methods) => (deep[path] = item(path, methods));
  add("/a", ["get"]);
  add("/a/{x}/b", ["get"]);
  add("/a/{x}/b/{y}/c", ["get"]);
  add("/a/{x}/b/{y}/c/{z}/d", ["get"]);
  for (let k = 1; k <= 13; k++) add(`/a/{x}/b/{y}/c/{z}/d/{w}/e${String(k).padStart(2, "0")}`, ["get", "post", "patch", "delete"]);
  // Every operation of drives/items/ is under `workbook/worksheets/{w}`: its subfolders are the sheets' parts.
  add("/drives", ["get"]);
  for (const part of ["charts", "tables", "names", "cells", "ranges", "pivots", "shapes", "images", "notes", "links", "rows", "cols", "views"]) {
    add(`/drives/{d}/items/{i}/workbook/worksheets/{w}/${part}`, ["get", "post"]);
    add(`/drives/{d}/items/{i}/workbook/worksheets/{w}/${part}/{p}`, ["get", "delete"]);
  }
  const pages = files({ openapi: "3.0.3", info: { title: "Deep", version: "1" }, paths: deep });
  const dirs = (prefix) => [...new Set(Object.keys(pages).filter((f) => f.startsWith(prefix)).map((f) => f.slice(0, f.lastIndexOf("/"))))].sort();
  t.deepEqual(dirs("a/"), ["a", "a/b", "a/b/c", "a/b/c/d"]);
  t.is(Object.keys(pages).filter((f) => f.startsWith("a/b/c/d/") && !f.endsWith("index.md")).length, 53, "53 operations at the fourth level, not split");
  t.true("a/b/c/d/e01-get.md" in pages && "a/b/c/d/e13-delete.md" in pages);
  t.deepEqual(dirs("drives/"), ["drives", "drives/items", ...["cells", "charts", "cols", "images", "links", "names", "notes", "pivots", "ranges", "rows", "shapes", "tables", "views"].map((p) => `drives/items/${p}`)]);
  t.true("drives/items/charts/list.md" in pages && "drives/items/charts/get.md" in pages && "drives/list.md" in pages);
});

test("tag and method modes, and folders of 50 operations or fewer, are not split", (t) => {
  // Every operation tagged: tag mode over a spec without tags files by path (see untagged-spec.test.js).
  const tagged = spec();
  for (const item of Object.values(tagged.paths)) for (const op of Object.values(item)) op.tags = ["repos"];
  for (const groupBy of ["tag", "method"]) {
    const pages = files(groupBy === "tag" ? tagged : spec(), { groupBy });
    t.deepEqual(Object.keys(pages).filter((f) => f.split("/").length > 2), [], groupBy);
  }
  const small = spec();
  for (const path of Object.keys(small.paths)) if (path.startsWith("/repos/{owner}/{repo}/actions/") && !/\/actions\/(artifacts|caches)/.test(path)) delete small.paths[path];
  // 25 operations in repos/: named as before.
  const pages = files(small);
  t.deepEqual(Object.keys(pages).filter((f) => f.split("/").length > 2), []);
  t.true("repos/hooks-list.md" in pages && "repos/actions-artifacts-list.md" in pages && "repos/automation.md" in pages);
});

test("an API too large for one index: the groups' pages as before, and a page for each folder with subfolders", (t) => {
  const paths = spec().paths;
  for (let i = 0; i < 440; i++) paths[`/things${i}`] = item(`/things${i}`, ["get"]);
  const pages = files({ openapi: "3.0.3", info: { title: "Big", version: "1" }, paths });
  t.true("users/index.md" in pages && "things0/index.md" in pages, "every group has its page");
  t.is(Object.keys(pages).filter((f) => f === "repos/index.md").length, 1);
  t.is(front(pages["repos/index.md"], "groupOrder"), "1");
  t.is(front(pages["repos/actions/index.md"], "groupOrder"), "8");
  t.is(front(pages["repos/get.md"], "groupOrder"), undefined, "the group's page gives its place");
  t.is(front(pages["repos/hooks/get.md"], "groupOrder"), "6", "a subfolder's pages give theirs");
});

test("a split group a tag names, with no page of its own but in subfolders, is named on its folder's page", (t) => {
  const paths = {};
  for (const part of ["rules", "pools", "certs", "zones", "ports", "hosts", "paths", "routes", "checks", "logs", "keys", "tags", "users"]) {
    const tagged = (path, methods) => Object.fromEntries(Object.entries(item(path, methods)).map(([m, op]) => [m, { ...op, tags: ["Load Balancers"] }]));
    paths[`/load_balancers/{id}/${part}`] = tagged(`/load_balancers/{id}/${part}`, ["get", "post"]);
    paths[`/load_balancers/{id}/${part}/{key}`] = tagged(`/load_balancers/{id}/${part}/{key}`, ["get", "delete"]);
  }
  for (const extra of [0, 460]) {
    for (let i = 0; i < extra; i++) paths[`/things${i}`] = item(`/things${i}`, ["get"]);
    const pages = files({ openapi: "3.0.3", info: { title: "Cloud", version: "1" }, paths });
    t.deepEqual(Object.keys(pages).filter((f) => /^load-balancers\/[^/]+$/.test(f)), ["load-balancers/index.md"], "no operation of its own");
    t.is(front(pages["load-balancers/index.md"], "groupLabel"), '"Load Balancers"', `${52 + extra} operations`);
    t.is(front(pages["load-balancers/index.md"], "groupOrder"), "1");
    t.is(front(pages["load-balancers/rules/list.md"], "groupLabel"), undefined, "a subfolder is named by its segment");
  }
});

test("deterministic, and built: the sidebar nests the subfolders in spec order", async (t) => {
  t.deepEqual(files(spec()), files(spec()));
  const site = await buildDocs(Object.fromEntries(Object.entries(files(spec())).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/repos/actions/runs/get.md");
  const groups = [...html.matchAll(/<summary>([^<]*)<\/summary>/g)].map((m) => m[1]).filter((label) => !["Menu", "On this page"].includes(label));
  t.deepEqual(groups, ["API", "Repos", "Hooks", "Automation", "Actions", ...ACTIONS.map((a) => a[0].toUpperCase() + a.slice(1)), "Users"]);
  // Links from a page three folders down reach the overview and the folder's page.
  t.true(html.includes('href="/api/repos/actions/"'));
  t.true(html.includes('href="/api/repos/actions/runs/list/"'));
});
