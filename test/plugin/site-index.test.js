// llms.txt and sitemap.xml: written by real builds (docgen build, and the plugin in a site's own Eleventy config
// with a path prefix), checked byte for byte; `llmsTxt: false` and a site without `url` leave them out; a bad `url`
// fails the build naming the key.
import test from "ava";
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDocs, buildWithPlugin, tempDir, writeFiles } from "../helpers/site.js";

const BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));

const generated = (title, source, description, method, order) =>
  `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\ngenerator: docgen openapi\nsource: ${JSON.stringify(source)}\nmethod: ${method}\norder: ${order}\n---\n\n# ${title}\n`;

const FILES = {
  "index.md": "---\ntitle: Home\ndescription: |\n  The Pets API,\n  documented.\n---\n\n# Home\n",
  "guides/install.md": `---\ntitle: Install [beta]\ndescription: "${"Long words. ".repeat(40)}"\n---\n\n# Install\n`,
  "api/index.md": "---\ntitle: Pets API\norder: 1\n---\n\n# Pets API\n",
  "api/pets/create.md": generated("Add a pet", "POST /pets", "Adds a pet to the store.", "POST", 1),
  "api/pets/get.md": generated("Get a pet", "GET /pets/{petId}", "GET /pets/{petId}", "GET", 2),
  "api/hooks/new-pet.md": generated("newPet", "webhook newPet (POST)", "A pet was added.", "POST", 1),
  "notes (old).md": "---\ntitle: Old notes\n---\n\nNot in the sidebar.\n",
  "drafts/hidden.md": "---\ntitle: Hidden\npermalink: false\n---\n\nNot a page.\n",
  "feed.njk": "---\npermalink: /feed.xml\ntitle: Feed\n---\n<feed></feed>\n",
};

const SIDEBAR = [
  { group: "Guides", pages: ["index", "guides/install"] },
  { group: "API", autogenerate: { dir: "api" } },
];

const LLMS = `# Pets docs

> The Pets API, documented.

## Guides

- [Home](/): The Pets API, documented.
- [Install \\[beta\\]](/guides/install/): ${"Long words. ".repeat(40).trim().slice(0, 299).trimEnd()}…

## API

- [Pets API](/api/)

## API / Hooks

- [newPet](/api/hooks/new-pet/): POST. A pet was added.

## API / Pets

- [Add a pet](/api/pets/create/): POST /pets. Adds a pet to the store.
- [Get a pet](/api/pets/get/): GET /pets/{petId}

## Other pages

- [Old notes](/notes%20%28old%29/)
`;

test("docgen build writes llms.txt: sections in sidebar order, a nested group by its path, what each page is, the rest after", async (t) => {
  const site = await buildDocs(FILES, { config: { title: "Pets docs", sidebar: SIDEBAR } });
  t.deepEqual(site.warnings, []);
  const text = await readFile(path.join(site.output, "llms.txt"), "utf8");
  t.is(text, LLMS);
  t.false(site.exists("sitemap.xml"), "no sitemap without the site's address");
  // Same site, same bytes.
  const again = await buildDocs(FILES, { config: { title: "Pets docs", sidebar: SIDEBAR } });
  t.is(await readFile(path.join(again.output, "llms.txt"), "utf8"), text);
  await site.cleanup();
  await again.cleanup();
});

test("llms.txt names its own sections in the site's words (labels)", async (t) => {
  const labels = { llmsOtherPages: "Autres pages", llmsPages: "Toutes les pages" };
  const site = await buildDocs(FILES, { config: { title: "Pets docs", sidebar: SIDEBAR, labels } });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  t.is(await readFile(path.join(site.output, "llms.txt"), "utf8"), LLMS.replace("## Other pages", "## Autres pages"));
  // The plugin with no sidebar: every page under llmsPages.
  const flat = await buildWithPlugin({ "index.md": "---\ntitle: Home\n---\n\nHi\n" }, { options: { title: "Site", labels }, eleventyReturn: { markdownTemplateEngine: "njk" } });
  t.teardown(flat.cleanup);
  t.is(await readFile(path.join(flat.output, "llms.txt"), "utf8"), "# Site\n\n## Toutes les pages\n\n- [Home](/)\n");
});

test("with url: absolute links in llms.txt and a sitemap of every HTML page, by URL", async (t) => {
  const site = await buildDocs(FILES, { config: { title: "Pets docs", sidebar: SIDEBAR, url: "https://docs.example.com/" } });
  const llms = await readFile(path.join(site.output, "llms.txt"), "utf8");
  t.is(llms, LLMS.replace(/\]\(\//g, "](https://docs.example.com/"));
  const sitemap = await readFile(path.join(site.output, "sitemap.xml"), "utf8");
  const pages = ["/", "/api/", "/api/hooks/new-pet/", "/api/pets/create/", "/api/pets/get/", "/guides/install/", "/notes%20(old)/"];
  t.is(
    sitemap,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages.map((p) => `  <url><loc>https://docs.example.com${p}</loc></url>\n`).join("")}</urlset>\n`,
  );
  await site.cleanup();
});

test("the plugin under a path prefix: links carry the prefix; llmsTxt: false writes none; no sidebar lists every page under Pages", async (t) => {
  const files = { "index.md": "---\ntitle: Home\n---\n\nHi\n", "about.md": "---\ntitle: About us\ndescription: Who we are.\n---\n\nHi\n" };
  const prefixed = await buildWithPlugin(files, { options: { title: "Site", url: "https://example.org" }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } });
  t.is(await readFile(path.join(prefixed.output, "llms.txt"), "utf8"), "# Site\n\n## Pages\n\n- [Home](https://example.org/docs/)\n- [About us](https://example.org/docs/about/): Who we are.\n");
  t.regex(await readFile(path.join(prefixed.output, "sitemap.xml"), "utf8"), /<loc>https:\/\/example\.org\/docs\/<\/loc><\/url>\n {2}<url><loc>https:\/\/example\.org\/docs\/about\/<\/loc>/);
  await prefixed.cleanup();
  const relative = await buildWithPlugin(files, { options: { title: "Site" }, eleventyReturn: { markdownTemplateEngine: "njk", pathPrefix: "/docs/" } });
  t.is(await readFile(path.join(relative.output, "llms.txt"), "utf8"), "# Site\n\n## Pages\n\n- [Home](/docs/)\n- [About us](/docs/about/): Who we are.\n");
  await relative.cleanup();
  const off = await buildDocs(files, { config: { llmsTxt: false, search: false, url: "https://example.org" } });
  t.false(off.exists("llms.txt"));
  t.true(off.exists("sitemap.xml"), "the sitemap follows url alone");
  await off.cleanup();
});

test("a url that is not the site's http(s) address fails docgen build with the file, the key and an example, and exit 1", async (t) => {
  for (const url of ["docs.example.com", "ftp://example.com", "https://example.com/?v=1"]) {
    const root = await tempDir();
    await writeFiles(path.join(root, "docs"), { "index.md": "# Home\n" });
    await writeFile(path.join(root, "docgen.config.json"), JSON.stringify({ url }));
    const run = spawnSync(process.execPath, [BIN, "build"], { cwd: root, encoding: "utf8" });
    t.is(run.status, 1, run.stderr);
    t.true(run.stderr.includes("docgen.config.json"), run.stderr);
    t.true(run.stderr.includes(`option "url" must be the site's address`) && run.stderr.includes('"https://docs.example.com"') && run.stderr.includes(JSON.stringify(url)), run.stderr);
  }
});
