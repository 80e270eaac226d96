// `--spec-download`: the spec published beside the index page as `openapi.json` and linked from it. It describes what
// the pages describe: operations the pages leave out (x-internal, --skip-deprecated) are not in it, nor the components
// only they used. It is written as the generated page `openapi.json.md`, so it is owned like every generated page, and
// any Eleventy build of the folder (docgen build, or a site's own config with the plugin) turns it into that file.
import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "../../dist/openapi/generate.js";
import { publishedDocument, specDownloadJson } from "../../dist/openapi/pages/spec-download.js";
import { buildDocs, buildWithPlugin, tempDir } from "../helpers/site.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const ok = { 200: { description: "OK" } };
const json = (name) => ({ 200: { description: "OK", content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } } } });

const document = {
  openapi: "3.1.0",
  info: { title: "Pets", version: "1.0.0", description: "Nunjucks in prose: {{ pet.name }}, {% raw %}, {%- endraw %} and #} stay as written." },
  servers: [{ url: "https://api.example.com" }],
  tags: [{ name: "pets" }, { name: "admin", description: "Back-office work." }, { name: "legacy" }, { name: "guides", description: "No operation carries it." }],
  "x-tagGroups": [{ name: "Store", tags: ["pets", "admin"] }, { name: "Back office", tags: ["admin"] }, { name: "Docs", tags: ["guides", "legacy"] }],
  paths: {
    "/pets": {
      summary: "Pets",
      get: { operationId: "listPets", summary: "List pets", tags: ["pets"], responses: json("Pet") },
      post: { operationId: "addPet", summary: "Add a pet", tags: ["pets", "admin"], "x-internal": true, requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/NewPet" } } } }, responses: json("Pet") },
    },
    // Every operation internal (the path item's own mark): the item goes, and what only it used.
    "/admin": { "x-internal": true, parameters: [{ $ref: "#/components/parameters/Token" }], get: { summary: "Admin", responses: json("AdminReport") } },
    "/old": { get: { summary: "Old", tags: ["legacy"], deprecated: true, responses: json("Legacy") } },
    // A path with a percent sign of its own: its pointer is not URI-encoded, and must not be decoded either.
    "/files/%41": { delete: { summary: "Purge", "x-internal": true, responses: ok } },
    // Through a reusable path item (3.1): the item and the entry pointing to it go.
    "/jobs": { $ref: "#/components/pathItems/Jobs" },
  },
  webhooks: { secret: { post: { summary: "Secret", "x-internal": true, responses: ok } }, open: { post: { summary: "Open", responses: ok } } },
  components: {
    schemas: {
      Pet: { type: "object", properties: { name: { type: "string" }, owner: { $ref: "#/components/schemas/Owner" } } },
      Owner: { type: "object", properties: { name: { type: "string" } } },
      // Used by the internal operation alone, and through it only.
      NewPet: { type: "object", properties: { name: { type: "string" }, tag: { $ref: "#/components/schemas/InternalTag" } } },
      InternalTag: { type: "string" },
      AdminReport: { type: "object", properties: { owner: { $ref: "#/components/schemas/Owner" } } },
      JobList: { type: "array", items: { type: "string" } },
      Legacy: { type: "object" },
      // Used by nothing from the start: the spec's own choice, kept.
      Unused: { type: "string" },
    },
    parameters: { Token: { name: "token", in: "query", schema: { type: "string" } } },
    pathItems: { Jobs: { get: { summary: "Jobs", "x-internal": true, responses: json("JobList") } } },
    securitySchemes: { key: { type: "apiKey", name: "X-Key", in: "header" } },
  },
};

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const run = (extra = {}, doc = document) => generate({ version: "3.1", warnings: [], document: doc }, { ...options, specDownload: true, ...extra });
const page = (result, file) => result.files.find((f) => f.path === file)?.content;
const body = (text) => text.slice(text.indexOf("\n---\n", 3) + 5);

test("the published document: left-out operations, their emptied path items and the components only they used are gone", (t) => {
  const before = structuredClone(document);
  const published = publishedDocument(document, ["#/paths/~1pets/post", "#/paths/~1admin/get", "#/paths/~1files~1%41/delete", "#/components/pathItems/Jobs/get", "#/webhooks/secret/post"]);
  t.deepEqual(document, before, "the loaded document is not changed");
  t.deepEqual(Object.keys(published.paths), ["/pets", "/old"]);
  t.deepEqual(Object.keys(published.paths["/pets"]), ["summary", "get"]);
  t.deepEqual(Object.keys(published.webhooks), ["open"]);
  t.deepEqual(Object.keys(published.components.schemas), ["Pet", "Owner", "Legacy", "Unused"]);
  t.false("parameters" in published.components, "Token was used by /admin alone: the emptied container goes too");
  t.false("pathItems" in published.components);
  t.deepEqual(published.components.securitySchemes, document.components.securitySchemes);
  // A tag only left-out operations carried goes, as the pages give it no section; one no operation carries stays.
  t.deepEqual(published.tags.map((tag) => tag.name), ["pets", "legacy", "guides"]);
  t.deepEqual(published["x-tagGroups"], [{ name: "Store", tags: ["pets"] }, { name: "Docs", tags: ["guides", "legacy"] }], "Redoc's groups lose it too");
  // Shared parts stay the same objects: nothing is copied but the way to what was removed.
  t.is(published.paths["/old"], document.paths["/old"]);
  t.is(published.components.schemas.Pet, document.components.schemas.Pet);
  t.is(publishedDocument(document, []), document);
});

test("without --spec-download nothing changes; with it, the page, its front matter and the index's link", (t) => {
  const plain = generate({ version: "3.1", warnings: [], document }, options);
  t.is(page(plain, "openapi.json.md"), undefined);
  t.false(page(plain, "index.md").includes("openapi.json"));
  const result = run();
  const text = page(result, "openapi.json.md");
  t.regex(page(result, "index.md"), /\norder: 0\nspecDownload: "openapi\.json"\ncontentHash: /, "the index names it for llms.txt");
  t.regex(
    text,
    /^---\ngenerator: docgen openapi\nsource: "spec download"\npermalink: "\{\{ page.inputPath \| docgenFileUrl \}\}"\nlayout: false\neleventyExcludeFromCollections: true\ntemplateEngineOverride: njk\ncontentHash: sha256-[0-9a-f]{24}\n---\n\{/,
  );
  t.regex(page(result, "index.md"), /\n# Pets\n\nVersion `1\.0\.0`\n\n\[Download the API description\]\(openapi\.json\) \(OpenAPI 3\.1\.0, JSON\)\n/);
  // By default x-internal operations are left out of the pages, and so of the download; deprecated ones stay.
  const published = JSON.parse(specDownloadJson(document, result.skipped.map((s) => s.pointer)));
  t.deepEqual(Object.keys(published.paths), ["/pets", "/old"]);
  t.true(published.components.schemas.Legacy !== undefined);
  // --skip-deprecated: /old goes, and Legacy with it. --include-internal: every internal operation is back.
  const lean = JSON.parse(specDownloadJson(document, run({ skipDeprecated: true }).skipped.map((s) => s.pointer)));
  t.deepEqual(Object.keys(lean.paths), ["/pets"]);
  t.false("Legacy" in lean.components.schemas);
  t.deepEqual(lean.tags.map((tag) => tag.name), ["pets", "guides"]);
  const whole = run({ includeInternal: true });
  t.deepEqual(whole.skipped, []);
  t.is(specDownloadJson(document, []), `${JSON.stringify(document, null, 2)}\n`);
  // Same input, same bytes.
  t.is(page(run(), "openapi.json.md"), text);
});

test("a Swagger 2.0 spec: definitions, parameters and responses only internal operations used are gone; the link says Swagger 2.0", (t) => {
  const swagger = {
    swagger: "2.0",
    info: { title: "S", version: "2" },
    paths: {
      "/a": { get: { responses: { 200: { description: "OK", schema: { $ref: "#/definitions/A" } } } } },
      "/b": { get: { "x-internal": true, parameters: [{ $ref: "#/parameters/B" }], responses: { 404: { $ref: "#/responses/Missing" } } } },
    },
    definitions: { A: { type: "object" }, B: { type: "object" } },
    parameters: { B: { name: "b", in: "query", type: "string" } },
    responses: { Missing: { description: "Missing", schema: { $ref: "#/definitions/B" } } },
  };
  const result = generate({ version: "2.0", warnings: [], document: swagger }, { ...options, specDownload: true });
  t.regex(page(result, "index.md"), /\(Swagger 2\.0, JSON\)/);
  const published = JSON.parse(body(page(result, "openapi.json.md")));
  t.deepEqual(Object.keys(published.paths), ["/a"]);
  t.deepEqual(published.definitions, { A: { type: "object" } });
  t.false("parameters" in published || "responses" in published);
});

/** Runs the CLI in `cwd`; returns { status, stderr, stdout }. */
function docgen(cwd, ...args) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", CI: "1" } });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

test("docgen openapi: external references bundled in, an unreadable one as the spec wrote it; owned like a page: unchanged, kept when hand-written, removed when the flag goes", async (t) => {
  const dir = await tempDir("docgen-download-");
  t.teardown(() => import("node:fs/promises").then((fs) => fs.rm(dir, { recursive: true, force: true })));
  mkdirSync(path.join(dir, "schemas"));
  writeFileSync(path.join(dir, "schemas/pet.yaml"), "type: object\nproperties:\n  name:\n    type: string\n");
  writeFileSync(
    path.join(dir, "spec.yaml"),
    [
      "openapi: 3.0.3",
      "info: {title: Split, version: '1'}",
      "paths:",
      "  /pets:",
      "    get:",
      "      responses:",
      "        '200':",
      "          description: OK",
      "          content:",
      "            application/json:",
      "              schema: {$ref: './schemas/pet.yaml'}",
      "        '404':",
      "          description: Missing",
      "          content:",
      "            application/json:",
      "              schema: {$ref: './schemas/missing.yaml'}",
      "",
    ].join("\n"),
  );
  const file = path.join(dir, "docs/api/openapi.json.md");
  const first = docgen(dir, "openapi", "spec.yaml", "-o", "docs/api", "--spec-download");
  t.is(first.status, 0, first.stderr);
  const published = JSON.parse(body(readFileSync(file, "utf8")));
  t.deepEqual(published.paths["/pets"].get.responses["200"].content["application/json"].schema, { type: "object", properties: { name: { type: "string" } } });
  t.deepEqual(published.paths["/pets"].get.responses["404"].content["application/json"].schema, { $ref: "./schemas/missing.yaml" });
  t.false(readFileSync(file, "utf8").includes("x-docgen"));

  const again = docgen(dir, "openapi", "spec.yaml", "-o", "docs/api", "--spec-download", "--json");
  t.is(again.status, 0, again.stderr);
  t.deepEqual(JSON.parse(again.stdout).written, [], "a re-run on the same spec writes nothing");
  const check = docgen(dir, "openapi", "spec.yaml", "-o", "docs/api", "--spec-download", "--check");
  t.is(check.status, 0, check.stdout + check.stderr);

  // Without the flag the download is a stale generated page: removed, and --check says so first.
  const drift = docgen(dir, "openapi", "spec.yaml", "-o", "docs/api", "--check");
  t.is(drift.status, 1);
  t.regex(drift.stdout, /remove +openapi\.json\.md/);
  const dropped = docgen(dir, "openapi", "spec.yaml", "-o", "docs/api");
  t.is(dropped.status, 0, dropped.stderr);
  t.regex(dropped.stderr, /removed openapi\.json\.md/);
  t.false(existsSync(file));

  // A hand-written file of that name is never replaced.
  writeFileSync(file, "My own download page.\n");
  const kept = docgen(dir, "openapi", "spec.yaml", "-o", "docs/api", "--spec-download");
  t.is(kept.status, 0, kept.stderr);
  t.regex(kept.stderr, /skipped openapi\.json\.md: hand-written/);
  t.is(readFileSync(file, "utf8"), "My own download page.\n");
});

/** The expected download of `doc` with the default options (x-internal left out). */
const expected = (doc) => specDownloadJson(doc, run({}, doc).skipped.map((s) => s.pointer));
const nav = (html) => /<nav class="docgen-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

test("docgen build: openapi.json beside the index page, byte for byte, linked, in llms.txt's API descriptions, in no navigation, search or sitemap", async (t) => {
  const files = Object.fromEntries(run().files.map((f) => [`api/${f.path}`, f.content]));
  const site = await buildDocs({ ...files, "index.md": "---\ntitle: Home\n---\nHome.\n" }, { config: { url: "https://docs.example.com", llmsTxt: true, sidebar: [{ group: "API", autogenerate: { dir: "api" } }] } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const download = readFileSync(path.join(site.output, "api/openapi.json"), "utf8");
  t.is(download, expected(document), "the site's file is the published document, Nunjucks-like prose included");
  t.true(download.includes("{{ pet.name }}, {% raw %}, {%- endraw %} and #}"));
  t.false(existsSync(path.join(site.output, "api/openapi.json/index.html")));
  const index = await site.html("api/index.md");
  t.regex(index, /<a href="openapi\.json">Download the API description<\/a> \(OpenAPI 3\.1\.0, JSON\)/);
  t.false(nav(index).includes("openapi"), "not in the navigation");
  t.false(readFileSync(path.join(site.output, "sitemap.xml"), "utf8").includes("openapi.json"), "not in the sitemap");
  // llms.txt lists it once, at its end, for an agent that reads the API whole; not among the pages.
  const llms = readFileSync(path.join(site.output, "llms.txt"), "utf8");
  t.true(llms.endsWith("\n\n## API descriptions\n\n- [Pets](https://docs.example.com/api/openapi.json): the API description (OpenAPI, JSON)\n"), llms);
  t.is(llms.split("openapi.json").length, 2);
  // In the site's words, when its labels give them.
  const labels = { llmsApiDescriptions: "Descriptions de l'API", llmsApiDescription: "la description de l'API (OpenAPI, JSON)" };
  const french = await buildDocs({ ...files, "index.md": "---\ntitle: Home\n---\nHome.\n" }, { config: { url: "https://docs.example.com", sidebar: [{ group: "API", autogenerate: { dir: "api" } }], labels } });
  t.teardown(french.cleanup);
  t.true(readFileSync(path.join(french.output, "llms.txt"), "utf8").endsWith("\n\n## Descriptions de l'API\n\n- [Pets](https://docs.example.com/api/openapi.json): la description de l'API (OpenAPI, JSON)\n"));
  const searchIndex = readFileSync(path.join(site.output, "_docgen/search.json"), "utf8");
  t.false(searchIndex.includes("openapi.json") || searchIndex.includes('"openapi"'));
});

test("a site's own Eleventy config with the plugin builds the same file", async (t) => {
  const files = Object.fromEntries(run().files.map((f) => [`reference/${f.path}`, f.content]));
  const site = await buildWithPlugin(files);
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  t.is(readFileSync(path.join(site.output, "reference/openapi.json"), "utf8"), expected(document));
});

test("--check --verbose: the published spec's diff is not worked out when it is too large to read (GitHub's is 13 MB)", async (t) => {
  const dir = await tempDir("docgen-download-diff-");
  t.teardown(() => import("node:fs/promises").then((fs) => fs.rm(dir, { recursive: true, force: true })));
  // An extension the pages do not show, which makes the published spec large: one line in fifty changed of such a
  // file took the diff library over 20 s.
  const big = (mark) => ({ ...document, "x-notes": Array.from({ length: 30000 }, (_, i) => `${i % 50 === 0 ? mark : ""}note ${i} ${"·".repeat(30)}`) });
  writeFileSync(path.join(dir, "spec.json"), JSON.stringify(big("")));
  t.is(docgen(dir, "openapi", "spec.json", "-o", "docs/api", "--spec-download").status, 0);
  writeFileSync(path.join(dir, "spec.json"), JSON.stringify(big("changed ")));
  const started = performance.now();
  const check = docgen(dir, "openapi", "spec.json", "-o", "docs/api", "--spec-download", "--check", "--verbose");
  t.is(check.status, 1, check.stderr);
  t.regex(check.stdout, /change +openapi\.json\.md/);
  t.regex(check.stdout, /--- a\/openapi\.json\.md\n\+\+\+ b\/openapi\.json\.md\n\(too large to show a diff here: \d+\.\d MB before, \d+\.\d MB now; compare the two with a diff tool\)/);
  t.log(`--check --verbose took ${Math.round(performance.now() - started)} ms`);
});
