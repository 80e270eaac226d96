// Regression: Eleventy writes a page named like its folder (`pets/pets.md`) to the folder's URL (`/pets/`), not
// to `/pets/pets/` where the index, the sidebar order and schema links pointed: those links were broken. A tag
// "Pets" with a summary "pets", a schema "schemas", a webhook "webhooks" and (method mode) a path `/get` did it.
import test from "ava";
import { existsSync } from "node:fs";
import path from "node:path";
import { builtPages, docgen, mainOf, project, startTags } from "../helpers.js";

const ok = { responses: { 200: { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/schemas" } } } } } };
const spec = {
  openapi: "3.1.0",
  info: { title: "Dup", version: "1" },
  paths: { "/get": { get: { tags: ["Pets"], summary: "pets", ...ok } }, "/pets": { get: { tags: ["Pets"], summary: "Pets", ...ok } } },
  webhooks: { webhooks: { post: ok } },
  components: { schemas: { schemas: { type: "object", properties: { id: { type: "string" } } } } },
};

for (const mode of ["tag", "method"]) {
  test(`--group-by ${mode}: no page is named like its folder, and every link in the site lands on a page`, async (t) => {
    const proj = await project(spec);
    try {
      const r = await docgen(proj.root, "openapi", proj.spec, "-o", "docs", "--group-by", mode, "--include-schemas", "--json");
      t.is(r.code, 0, r.stderr);
      for (const f of JSON.parse(r.stdout).written) {
        const parts = f.replace(/\.md$/, "").split("/");
        t.true(parts.length < 2 || parts.at(-1).toLowerCase() !== parts.at(-2).toLowerCase(), f);
      }
      const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
      t.is(built.code, 0, built.stderr);
      const site = path.join(proj.root, "_site");
      let links = 0;
      for (const page of await builtPages(site)) {
        for (const a of startTags(mainOf(page.html)).filter((x) => x.name === "a")) {
          const href = a.attrs.find(([n]) => n === "href")[1];
          if (/^(#|[a-z]+:)/.test(href)) continue;
          // Relative links from the page; site paths (the previous and next pages' links) from the site's root.
          const target = href.startsWith("/") ? path.join(site, href) : path.join(site, path.dirname(page.file), href);
          t.true(existsSync(path.join(target, "index.html")), `${page.file}: ${href}`);
          links++;
        }
      }
      t.true(links >= 4);
    } finally {
      await proj.cleanup();
    }
  });
}
