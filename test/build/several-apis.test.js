// Several API references in one site: each spec generated into its own folder under docs/ (`docgen openapi a.yaml -o
// docs/api/a`, `... -o docs/api/b`) and built together, as a company with one spec per service documents them. Both
// specs name a schema `Pet`, with other fields, and an operation of the same path: each reference's pages must link
// their own schema page and show their own fields; the sidebar holds each reference as its group; search, llms.txt
// and the sitemap list both; re-generating one reference leaves the other's pages alone. Real runs of the bin.
import test from "ava";
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { listFiles, tempDir } from "../helpers/site.js";

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, "../../dist/cli/bin.js");
const docgen = (cwd, ...args) => run(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, CI: "1" } });

/** A spec whose `Pet` schema has the one field `field`, with `GET /pets/{id}` returning it. */
function spec(title, field) {
  return {
    openapi: "3.0.3",
    info: { title, version: "1" },
    servers: [{ url: `https://${field}.example.com` }],
    paths: {
      "/pets/{id}": {
        get: {
          summary: `Get a pet from ${title}`,
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: { 200: { description: "The pet", content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } } },
        },
      },
    },
    components: { schemas: { Pet: { type: "object", properties: { [field]: { type: "string", description: `Only in ${title}.` } } } } },
  };
}

test("two references in one site: each links its own schema pages and shows its own fields; both are in the sidebar, search, llms.txt and the sitemap", async (t) => {
  const root = await tempDir("docgen-several-");
  await writeFile(path.join(root, "stores.json"), JSON.stringify(spec("Stores API", "store_code")));
  await writeFile(path.join(root, "clinics.json"), JSON.stringify(spec("Clinics API", "clinic_code")));
  await writeFile(
    path.join(root, "docgen.config.json"),
    JSON.stringify({ title: "Acme", url: "https://docs.acme.example", sidebar: [{ group: "Stores", autogenerate: { dir: "api/stores" } }, { group: "Clinics", autogenerate: { dir: "api/clinics" } }] }),
  );
  await docgen(root, "openapi", "stores.json", "-o", "docs/api/stores", "--include-schemas");
  await docgen(root, "openapi", "clinics.json", "-o", "docs/api/clinics", "--include-schemas");
  await docgen(root, "build");
  const page = (rel) => readFile(path.join(root, "_site", rel, "index.html"), "utf8");

  for (const [name, own, other] of [["stores", "store_code", "clinic_code"], ["clinics", "clinic_code", "store_code"]]) {
    const operation = await page(`api/${name}/pets/get`);
    const main = /<main[\s\S]*<\/main>/.exec(operation)[0];
    t.true(main.includes(`href="/api/${name}/schemas/Pet/"`), `${name}: links its own Pet`);
    t.false(main.includes(`/api/${name === "stores" ? "clinics" : "stores"}/`), `${name}: no link into the other reference`);
    t.true(main.includes(own) && !main.includes(other), `${name}: its own field only`);
    const schema = /<main[\s\S]*<\/main>/.exec(await page(`api/${name}/schemas/Pet`))[0];
    t.true(schema.includes(own) && !schema.includes(other), `${name}: its schema page`);
    t.true(operation.includes(`data-docgen-try="https://${own}.example.com"`), `${name}: Try it sends to its own server`);
  }

  // The navigation: each reference a group of its own, in the configuration's order, on every page.
  const nav = /<nav class="docgen-sidebar"[\s\S]*?<\/nav>/.exec(await page("api/stores/pets/get"))[0];
  const groups = [...nav.matchAll(/<h2 class="docgen-sidebar__title">([^<]*)<\/h2>/g)].map((m) => m[1]);
  t.deepEqual(groups.slice(0, 2), ["Stores", "Clinics"], nav);
  t.true(nav.includes('href="/api/clinics/pets/get/"'));

  const search = JSON.parse(await readFile(path.join(root, "_site", "_docgen", "search.json"), "utf8"));
  const titles = JSON.stringify(search);
  t.true(titles.includes("Get a pet from Stores API") && titles.includes("Get a pet from Clinics API"), titles);
  const llms = await readFile(path.join(root, "_site", "llms.txt"), "utf8");
  t.regex(llms, /## Stores\n[\s\S]*\/api\/stores\/pets\/get\/[\s\S]*## Clinics\n[\s\S]*\/api\/clinics\/pets\/get\//);
  const sitemap = await readFile(path.join(root, "_site", "sitemap.xml"), "utf8");
  t.true(sitemap.includes("https://docs.acme.example/api/stores/schemas/Pet/") && sitemap.includes("https://docs.acme.example/api/clinics/schemas/Pet/"));

  // The clinics spec changes; regenerating it touches its own folder only.
  const before = listFiles(path.join(root, "docs", "api", "stores"));
  const stores = await Promise.all(before.map((f) => readFile(path.join(root, "docs", "api", "stores", f), "utf8")));
  const changed = spec("Clinics API", "clinic_code");
  delete changed.paths["/pets/{id}"];
  changed.paths["/vets"] = { get: { summary: "List vets", responses: { 200: { description: "OK" } } } };
  await writeFile(path.join(root, "clinics.json"), JSON.stringify(changed));
  const { stderr } = await docgen(root, "openapi", "clinics.json", "-o", "docs/api/clinics", "--include-schemas");
  t.regex(stderr, /removed 1 stale generated page/);
  t.deepEqual(listFiles(path.join(root, "docs", "api", "stores")), before);
  t.deepEqual(await Promise.all(before.map((f) => readFile(path.join(root, "docs", "api", "stores", f), "utf8"))), stores);
});
