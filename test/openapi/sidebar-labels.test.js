// Operation pages whose title and method a sibling page shares get front matter `sidebarLabel`, which tells them
// apart in the sidebar (Microsoft Graph's "Get the number of the resource", seven times in `users/`).
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const ok = { responses: { 200: { description: "ok" } } };
const get = (summary, extra = {}) => ({ get: { ...ok, summary, ...extra } });
const options = (groupBy) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false });
function run(paths, groupBy = "path") {
  return generate({ version: "3.0", warnings: [], document: { openapi: "3.0.3", info: { title: "T", version: "1" }, paths } }, options(groupBy));
}
/** path -> its page's sidebarLabel (undefined when it has none), for the GET operations. */
function labels(result) {
  const out = {};
  for (const file of result.files) {
    const source = /^source: "GET (.*)"$/m.exec(file.content)?.[1];
    if (source) out[source] = /^sidebarLabel: (".*")$/m.exec(file.content)?.[1] && JSON.parse(/^sidebarLabel: (".*")$/m.exec(file.content)[1]);
  }
  return out;
}

const count = "Get the number of the resource";

test("twins are told apart by the fixed segments only they have, else the parameters; the one with nothing of its own keeps its title", (t) => {
  const result = run({
    "/users": get("Get user"),
    "/users/{user-id}": get("Get user"),
    "/users/$count": get(count),
    "/users/{user-id}/people/$count": get(count),
    "/users/{user-id}/calendars/{calendar-id}/events/$count": get(count),
    "/users/{user-id}/manager": get("Get manager"),
  });
  t.deepEqual(labels(result), {
    "/users": undefined,
    "/users/{user-id}": "Get user (by user-id)",
    "/users/$count": undefined,
    "/users/{user-id}/people/$count": `${count} (people)`,
    "/users/{user-id}/calendars/{calendar-id}/events/$count": `${count} (calendars/events)`,
    "/users/{user-id}/manager": undefined,
  });
  // The title, the heading and the rest of the page are unchanged.
  const page = result.files.find((f) => f.content.includes('source: "GET /users/{user-id}/people/$count"')).content;
  t.regex(page, new RegExp(`^title: "${count}"$`, "m"));
  t.regex(page, new RegExp(`^# ${count}$`, "m"));
});

test("an OData function is named by its own name and its parameters' names; its bare call keeps the title", (t) => {
  const result = run({
    "/users/{user-id}/microsoft.graph.export()": get("Invoke function export"),
    "/users/{user-id}/microsoft.graph.export(skip={skip},top={top})": get("Invoke function export"),
    "/users/{user-id}/microsoft.graph.range(address='{address}')": get("Invoke function range"),
    "/users/{user-id}/tables/microsoft.graph.range()": get("Invoke function range"),
  });
  t.deepEqual(labels(result), {
    "/users/{user-id}/microsoft.graph.export()": undefined,
    "/users/{user-id}/microsoft.graph.export(skip={skip},top={top})": "Invoke function export (skip, top)",
    "/users/{user-id}/microsoft.graph.range(address='{address}')": "Invoke function range (range(address))",
    "/users/{user-id}/tables/microsoft.graph.range()": "Invoke function range (tables/range())",
  });
});

test("only twins in one folder with one method: other folders, other methods and method mode get no label", (t) => {
  const paths = {
    "/users/$count": get(count),
    "/groups/$count": get(count),
    "/pets": { get: { ...ok, summary: "Pets" }, post: { ...ok, summary: "Pets" } },
  };
  t.false(run(paths).files.some((f) => f.content.includes("sidebarLabel:")));
  t.false(run({ "/users/$count": get(count), "/users/{id}/people/$count": get(count) }, "method").files.some((f) => f.content.includes("sidebarLabel:")));
});

test("tag mode labels the twins of a tag's folder the same way", (t) => {
  const result = run(
    {
      "/users/$count": get(count, { tags: ["users"] }),
      "/users/{user-id}/people/$count": get(count, { tags: ["users"] }),
    },
    "tag",
  );
  t.deepEqual(labels(result), { "/users/$count": undefined, "/users/{user-id}/people/$count": `${count} (people)` });
});

test("the site's labels give the words", (t) => {
  const document = { openapi: "3.0.3", info: { title: "T", version: "1" }, paths: { "/a": get("Get a"), "/a/{id}": get("Get a") } };
  const result = generate({ version: "3.0", warnings: [], document }, { ...options("path"), labels: { sameTitleLabel: "{title} — {hint}", sameTitleParams: "par {params}" } });
  t.deepEqual(labels(result), { "/a": undefined, "/a/{id}": "Get a — par id" });
});

test("a segment is shared as often as every twin has it: a repeated one tells them apart", (t) => {
  const result = run({
    "/sets/{set-id}/children/{term-id}": get("Get children"),
    "/sets/{set-id}/children/{term-id}/children": get("Get children"),
  });
  t.deepEqual(labels(result), { "/sets/{set-id}/children/{term-id}": undefined, "/sets/{set-id}/children/{term-id}/children": "Get children (children)" });
});
