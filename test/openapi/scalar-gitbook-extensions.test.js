// Scalar's and GitBook's extensions that say what a page is: `x-scalar-ignore: true` leaves an operation out as
// `x-internal` does (named, kept by --include-internal, and out of the published spec), `x-scalar-stability` marks it
// deprecated or experimental, and GitBook's `x-page-title` names a tag where Redoc's `x-displayName` does not.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { specDownloadJson } from "../../dist/openapi/pages/spec-download.js";

const ok = { 200: { description: "OK" } };
const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  tags: [{ name: "users", "x-page-title": "User accounts" }, { name: "teams", "x-displayName": "Teams", "x-page-title": "Not this" }],
  paths: {
    "/users": {
      get: { summary: "List users", tags: ["users"], "x-scalar-stability": "stable", responses: ok },
      post: { summary: "Create a user", tags: ["users"], "x-scalar-stability": "experimental", responses: ok },
      delete: { summary: "Remove all users", tags: ["users"], "x-scalar-ignore": true, responses: ok },
      put: { summary: "Replace users", tags: ["users"], "x-scalar-stability": "deprecated", responses: ok },
    },
    "/teams": { get: { summary: "List teams", tags: ["teams"], responses: ok } },
  },
};
const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const run = (extra = {}) => generate({ version: "3.1", warnings: [], document }, { ...options, ...extra });
const files = (result) => Object.fromEntries(result.files.map((f) => [f.path, f.content]));

test("x-scalar-ignore leaves the operation out, named, unless --include-internal; the published spec leaves it out too", (t) => {
  const result = run();
  t.deepEqual(result.skipped, [{ operation: "DELETE /users", reason: "excluded (x-scalar-ignore: true; --include-internal keeps it)", kind: "internal", pointer: "#/paths/~1users/delete" }]);
  t.false(Object.keys(files(result)).some((p) => p.includes("delete")));
  t.false("delete" in JSON.parse(specDownloadJson(document, result.skipped.map((s) => s.pointer))).paths["/users"]);
  t.truthy(files(run({ includeInternal: true }))["users/delete-all.md"]);
});

test("x-scalar-stability: deprecated is deprecated (front matter, note, --skip-deprecated), experimental says so, stable nothing", (t) => {
  const pages = files(run());
  t.regex(pages["users/replace.md"], /\ndeprecated: true\n/);
  t.regex(pages["users/replace.md"], /\*\*Deprecated:\*\* this operation may be removed in a future version\./);
  t.regex(pages["users/create.md"], /\n\*\*Experimental:\*\* this operation may still change, or be removed\.\n/);
  t.false(/Experimental|Deprecated|deprecated: true/.test(pages["users/list.md"]));
  t.deepEqual(run({ skipDeprecated: true }).skipped.map((s) => s.operation), ["DELETE /users", "PUT /users"]);
});

test("x-page-title names a tag (its page in tag mode) where x-displayName does not", (t) => {
  const pages = files(run({ groupBy: "tag" }));
  t.regex(pages["users/index.md"], /\n# User accounts\n/);
  t.regex(pages["teams/index.md"], /\n# Teams\n/);
});
