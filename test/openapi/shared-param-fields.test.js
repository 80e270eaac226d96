// A parameter's field is written once per run for every page that shows it at the same heading level and link
// depth (sharedParamField in operation-page.ts; the parameter itself is shared by normalization, see shared-parts).
// Its text depends on both: a link in its description is relative to the page, and a heading in it is placed under
// the section that holds the field.
import test from "ava";
import path from "node:path";
import { generate } from "../../dist/openapi/generate.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

function pages(document) {
  return generate({ version: "3.0", warnings: [], document }, options).files.filter((f) => !f.path.endsWith("index.md"));
}

test("a shared parameter's link leads to its target from pages at every folder depth", (t) => {
  const ok = { responses: { 200: { description: "OK" } } };
  const owner = { $ref: "#/components/parameters/Owner" };
  const item = (p, methods) =>
    Object.fromEntries(methods.map((m) => [m, { summary: `${m} ${p}`, parameters: [owner, ...[...p.matchAll(/\{(\w+)\}/g)].filter((x) => x[1] !== "owner").map((x) => ({ name: x[1], in: "path", required: true, schema: { type: "string" } }))], ...ok }]));
  // More than 50 operations under /repos: path mode files them in subfolders (repos/actions/jobs/...).
  const paths = {};
  for (const name of ["artifacts", "caches", "jobs", "runners", "runs", "secrets", "variables", "workflows", "permissions", "environments", "deployments"]) {
    const base = `/repos/{owner}/{repo}/actions/${name}`;
    paths[base] = item(base, ["get", "post"]);
    paths[`${base}/{id}`] = item(`${base}/{id}`, ["get", "patch", "delete"]);
  }
  paths["/repos/{owner}/{repo}"] = item("/repos/{owner}/{repo}", ["get"]);
  paths["/repos/{owner}/{repo}"].get.operationId = "getRepo";
  const document = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths,
    components: { parameters: { Owner: { name: "owner", in: "path", required: true, description: "The account that owns the [repository](#operation/getRepo).", schema: { type: "string" } } } },
  };
  const depths = new Set();
  let links = 0;
  for (const page of pages(document)) {
    const link = /The account that owns the \[repository\]\(([^)]+)\)/.exec(page.content)?.[1];
    if (link === undefined) continue;
    links++;
    depths.add(page.path.split("/").length);
    const url = `/${page.path.replace(/\.md$/, "")}/`;
    t.is(path.posix.join(url, link), "/repos/get/", `${page.path}: ${link}`);
  }
  t.is(links, 56);
  t.true(depths.size >= 2, `pages at ${[...depths].join(", ")} folder levels`);
});

test("a shared response header's heading sits under the section that holds it, on each page", (t) => {
  const limited = { $ref: "#/components/responses/Limited" };
  const document = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths: {
      "/a": {
        post: {
          operationId: "a",
          responses: { 429: limited },
          callbacks: { done: { "{$request.body#/url}": { post: { requestBody: { content: { "application/json": { schema: { type: "object" } } } }, responses: { 429: limited } } } } },
        },
      },
      "/b": { get: { operationId: "b", responses: { 429: limited } } },
    },
    components: { responses: { Limited: { description: "Too many.", headers: { "X-Wait": { description: "How long to wait.\n\n# Why\n\nBecause.", schema: { type: "integer" } } } } } },
  };
  const byPath = Object.fromEntries(pages(document).map((p) => [p.path, p.content]));
  const headings = (content) => content.split("\n").filter((line) => /^#+ (Why|429)$/.test(line));
  // The operation's 429 under its Responses (h3), the callback's under "Your server's response" (h5).
  t.deepEqual(headings(byPath["a/create.md"]), ["### 429", "##### Why", "##### 429", "###### Why"]);
  t.deepEqual(headings(byPath["b/list.md"]), ["### 429", "##### Why"]);
});
