// Path mode names a folder in the spec's own words when one of its tags names it: DigitalOcean's `/v2/vpcs` folder
// was "Vpcs" in the sidebar and the overview, `/v2/cdn` "Cdn" and `/v2/1-clicks` "1 clicks", where its tags say
// "VPCs", "CDN Endpoints" and "1-Click Applications". Lower-case tags, machine names and tags that span several
// folders leave the folder's name in words. Files and folders are still named from the paths.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs } from "../helpers/site.js";

const ok = { responses: { 200: { description: "OK" } } };
const id = { name: "id", in: "path", required: true, schema: { type: "string" } };
const op = (summary, tags) => ({ summary, ...(tags ? { tags } : {}), ...ok });

const document = {
  openapi: "3.0.3",
  info: { title: "Cloud API", version: "2" },
  tags: [{ name: "Droplets" }, { name: "storage", "x-displayName": "Block Storage" }],
  paths: {
    // Spelled: the tag is the folder's name with capitals, though another tag shares the folder.
    "/v2/load_balancers": { get: op("List load balancers", ["Load Balancers"]), post: op("Create a load balancer", ["Load Balancers", "Droplets"]) },
    // Exact: the tag is every operation of the folder and no other.
    "/v2/cdn/endpoints": { get: op("List endpoints", ["CDN Endpoints"]), post: op("Create an endpoint", ["CDN Endpoints"]) },
    "/v2/cdn/endpoints/{id}": { get: { ...op("Get an endpoint", ["CDN Endpoints"]), parameters: [id] } },
    // Exact, by its display name; and by a word's stem.
    "/v2/storage/volumes": { get: op("List volumes", ["storage"]) },
    "/v2/reports": { get: op("List reports", ["Reporting"]) },
    // Exact, but it shares no word with the folder: a generic tag.
    "/v2/companies": { get: op("List companies", ["Api"]) },
    // Exact, but only the folder's name in the singular.
    "/v2/policies": { get: op("List policies", ["Policy"]) },
    // Lower case: the folder's name in words.
    "/v2/gists": { get: op("List gists", ["gists"]) },
    // A machine name, exact: the folder's name in words.
    "/v2/pets": { get: op("List pets", ["pet-controller"]) },
    "/v2/users": { get: op("List users", ["UserController"]) },
    "/v2/signup_urls": { get: op("List sign-up URLs", ["signupUrls"]), post: op("Create a sign-up URL", ["SignupUrls"]) },
    "/v2/groups": { get: op("List groups", ["groups.group"]) },
    // A tag over two folders names neither.
    "/v2/droplets": { get: op("List droplets", ["Droplets"]) },
    "/v2/sizes": { get: op("List sizes", ["Droplets"]) },
    // `Snapshots` is exactly `images/`, but `snapshots/` goes by that name: neither folder takes the tag's.
    "/v2/snapshots": { get: op("List snapshots") },
    "/v2/images": { get: op("List images", ["Snapshots"]) },
    // The root path's group: an exact tag names it, sharing a word or not.
    "/": { get: op("API root", ["Meta Data"]) },
  },
};

function files(options = {}) {
  const out = generate({ version: "3.0", warnings: [], document: structuredClone(document) }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...options }).files;
  return Object.fromEntries(out.map((f) => [f.path, f.content]));
}
const groupLabel = (content) => /^groupLabel: (.*)$/m.exec(content.split("\n---\n")[0])?.[1];

test("path mode: a folder's pages carry the name a tag gives it, and only such folders", (t) => {
  const pages = files();
  const labels = Object.fromEntries(Object.entries(pages).filter(([file]) => file !== "index.md").map(([file, content]) => [file, groupLabel(content)]));
  t.deepEqual(labels, {
    "load-balancers/list.md": '"Load Balancers"',
    "load-balancers/create.md": '"Load Balancers"',
    "cdn/endpoints-list.md": '"CDN Endpoints"',
    "cdn/endpoints-create.md": '"CDN Endpoints"',
    "cdn/endpoints-get.md": '"CDN Endpoints"',
    "storage/volumes-list.md": '"Block Storage"',
    "reports/list.md": '"Reporting"',
    "companies/list.md": undefined,
    "policies/list.md": undefined,
    "gists/list.md": undefined,
    "pets/list.md": undefined,
    "users/list.md": undefined,
    "signup-urls/list.md": undefined,
    "signup-urls/create.md": undefined,
    "groups/list.md": undefined,
    "droplets/list.md": undefined,
    "sizes/list.md": undefined,
    "snapshots/list.md": undefined,
    "images/list.md": undefined,
    "root/list.md": '"Meta Data"',
  });
  // The overview heads each group with the same name.
  const headings = [...pages["index.md"].matchAll(/^### (.*)$/gm)].map((m) => m[1]);
  t.deepEqual(headings, ["Load Balancers", "CDN Endpoints", "Block Storage", "Reporting", "Companies", "Policies", "Gists", "Pets", "Users", "Signup URLs", "Groups", "Droplets", "Sizes", "Snapshots", "Images", "Meta Data"]);
});

test("the same spec in tag and method modes is named as before", (t) => {
  const tag = files({ groupBy: "tag" });
  t.true("storage/index.md" in tag && "load-balancers/index.md" in tag);
  t.is(groupLabel(tag["storage/index.md"]), '"Block Storage"', "a tag's page, named as before");
  const method = files({ groupBy: "method" });
  t.deepEqual(Object.values(method).map(groupLabel).filter(Boolean), [], "method folders are named by their methods");
});

test("deterministic, and built: the sidebar shows the tag's names beside folders named from their paths", async (t) => {
  t.deepEqual(files(), files());
  const site = await buildDocs(Object.fromEntries(Object.entries(files()).map(([file, content]) => [`api/${file}`, content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("api/cdn/endpoints-get.md");
  const groups = [...html.matchAll(/<summary>([^<]*)<\/summary>/g)].map((m) => m[1]).filter((label) => !["Menu", "On this page"].includes(label));
  t.deepEqual(groups, ["API", "Load Balancers", "CDN Endpoints", "Block Storage", "Reporting", "Companies", "Policies", "Gists", "Pets", "Users", "Signup URLs", "Groups", "Droplets", "Sizes", "Snapshots", "Images", "Meta Data"]);
});
