// Regression: on GitHub's spec 22 path-mode pages got numeric names (`keys-2`, `get-2`) because plural
// segments not preceded by a parameter were read as actions, and nested items had no name of their own.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const ok = { responses: { 200: { description: "ok" } } };
function spec(paths) {
  return { version: "3.0", warnings: [], document: { openapi: "3.0.3", info: { title: "T", version: "1" }, paths } };
}
function fileFor(result, method, path) {
  const file = result.files.find((f) => f.content.includes(`{% Api method="${method}", path="${path}"`));
  return file?.path;
}

test("a segment that the spec also uses before a {param} is a collection: GET lists, POST creates, DELETE deletes all", (t) => {
  const result = generate(
    spec({
      "/user/keys": { get: ok, post: ok },
      "/user/keys/{key_id}": { get: ok, delete: ok },
      "/repos/{owner}/{repo}/actions/caches": { delete: ok },
      "/repos/{owner}/{repo}/actions/caches/{cache_id}": { delete: ok },
      "/pet/findByStatus": { get: ok },
      "/pet/findByTags": { get: ok },
      "/user/emails": { get: ok, post: ok },
    }),
    { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false },
  );
  t.is(fileFor(result, "GET", "/user/keys"), "user/keys-list.md");
  t.is(fileFor(result, "POST", "/user/keys"), "user/keys-create.md");
  t.is(fileFor(result, "GET", "/user/keys/{key_id}"), "user/keys-get.md");
  t.is(fileFor(result, "DELETE", "/repos/{owner}/{repo}/actions/caches"), "repos/actions-caches-delete-all.md");
  t.is(fileFor(result, "DELETE", "/repos/{owner}/{repo}/actions/caches/{cache_id}"), "repos/actions-caches-delete.md");
  // An action with no {param} sibling stays an action.
  t.is(fileFor(result, "GET", "/pet/findByStatus"), "pet/find-by-status.md");
  // A camelCase segment is a verb even when it ends in "s"; a lower-case plural is a collection.
  t.is(fileFor(result, "GET", "/pet/findByTags"), "pet/find-by-tags.md");
  t.is(fileFor(result, "GET", "/user/emails"), "user/emails-list.md");
  t.is(fileFor(result, "POST", "/user/emails"), "user/emails-create.md");
});

test("colliding names are told apart by the parameters only some of the paths have", (t) => {
  const result = generate(
    spec({
      "/gists/{gist_id}": { get: ok },
      "/gists/{gist_id}/{sha}": { get: ok },
      "/repos/{owner}/{repo}/issues/comments": { get: ok },
      "/repos/{owner}/{repo}/issues/{issue_number}/comments": { get: ok },
    }),
    { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false },
  );
  t.is(fileFor(result, "GET", "/gists/{gist_id}"), "gists/get.md");
  t.is(fileFor(result, "GET", "/gists/{gist_id}/{sha}"), "gists/get-by-sha.md");
  t.is(fileFor(result, "GET", "/repos/{owner}/{repo}/issues/comments"), "repos/issues-comments-list.md");
  t.is(fileFor(result, "GET", "/repos/{owner}/{repo}/issues/{issue_number}/comments"), "repos/issues-comments-list-by-issue-number.md");
  t.false(result.files.some((f) => /-\d+\.md$/.test(f.path)), "no numeric fallback names");
});

test("tag mode: equal summaries are named by the whole summary, else by operationId", (t) => {
  const result = generate(
    spec({
      "/orgs/{org}/docker/conflicts": { get: { ...ok, tags: ["packages"], operationId: "packages/conflicts-for-org", summary: "Get list of conflicting packages during Docker migration for organization" } },
      "/users/{u}/docker/conflicts": { get: { ...ok, tags: ["packages"], operationId: "packages/conflicts-for-user", summary: "Get list of conflicting packages during Docker migration for user" } },
      "/compare/{basehead}": { get: { ...ok, tags: ["repos"], operationId: "repos/compare-commits", summary: "Compare two commits" } },
      "/compare/{base}...{head}": { get: { ...ok, tags: ["repos"], operationId: "repos/compare-commits-with-basehead", summary: "Compare two commits" } },
    }),
    { groupBy: "tag", includeSchemas: false, basePath: "", skipDeprecated: false },
  );
  t.is(fileFor(result, "GET", "/orgs/{org}/docker/conflicts"), "packages/get-list-of-conflicting-packages-during-docker-migration-for-organization.md");
  t.is(fileFor(result, "GET", "/users/{u}/docker/conflicts"), "packages/get-list-of-conflicting-packages-during-docker-migration-for-user.md");
  t.is(fileFor(result, "GET", "/compare/{basehead}"), "repos/repos-compare-commits.md");
  t.is(fileFor(result, "GET", "/compare/{base}...{head}"), "repos/repos-compare-commits-with-basehead.md");
});

test("tag mode: equal summaries where some operations have no operationId are named one by one, never numbered", (t) => {
  // Microsoft Graph's 1,483 untagged `$count` operations share one summary; 50 of them have no operationId, which
  // had left the whole group to the `-2`... numbering (get-the-number-of-the-resource-1007.md).
  const count = "Get the number of the resource";
  const result = generate(
    spec({
      "/users/$count": { get: { ...ok, operationId: "Get.Count.users-1a2b", summary: count } },
      "/groups/$count": { get: { ...ok, operationId: "Get.Count.groups-3c4d", summary: count } },
      "/sites/$count": { get: { ...ok, summary: count } },
      "/sites/{site-id}/lists/$count": { get: { ...ok, summary: count } },
      // Graph tags its other operations: a spec without tags would be filed by path.
      "/me": { get: { ...ok, tags: ["me"], summary: "Get me" } },
    }),
    { groupBy: "tag", includeSchemas: false, basePath: "", skipDeprecated: false },
  );
  t.is(fileFor(result, "GET", "/users/$count"), "default/get-count-users-1a2b.md");
  t.is(fileFor(result, "GET", "/groups/$count"), "default/get-count-groups-3c4d.md");
  t.is(fileFor(result, "GET", "/sites/$count"), "default/get-sites-count.md");
  t.is(fileFor(result, "GET", "/sites/{site-id}/lists/$count"), "default/get-sites-site-id-lists-count.md");
});

test("tag mode: a name made of a long path keeps the path's last words", (t) => {
  // Visual Studio's spec: no summaries, no operationIds, paths of 150 characters that differ only at the end.
  const base = "/api/v1/subscriptions/{subscriptionId}/resourceGroups/{resourceGroup}/providers/GitHub.Network/{resourceType}/{resourceName}";
  const result = generate(
    spec({
      [`${base}/resourceCreationCompleted`]: { post: { ...ok, tags: ["net"], summary: "Notify" } },
      [`${base}/resourceDeletionCompleted`]: { post: { ...ok, tags: ["net"], summary: "Notify" } },
    }),
    { groupBy: "tag", includeSchemas: false, basePath: "", skipDeprecated: false },
  );
  const created = fileFor(result, "POST", `${base}/resourceCreationCompleted`);
  const deleted = fileFor(result, "POST", `${base}/resourceDeletionCompleted`);
  t.regex(created, /^net\/post-.*-resource-creation-completed\.md$/);
  t.regex(deleted, /^net\/post-.*-resource-deletion-completed\.md$/);
  t.true(created.length <= "net/".length + 120 + ".md".length, created);
});
