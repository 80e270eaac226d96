// Regression: with the docs folder outside the working directory (docgen build -i ../docs, or an absolute
// path), Eleventy reported the input folder absolute and inputPaths relative; the sidebar matched no page and
// every `pages` entry failed the build with 'no page "index" in the docs root'.
import test from "ava";
import path from "node:path";
import { buildSite } from "../../dist/build/site.js";
import { mainOf, tempDir, writeFiles } from "../helpers/site.js";
import { rm, readFile } from "node:fs/promises";

test("a sidebar with pages builds for a docs folder outside the working directory (absolute -i)", async (t) => {
  const root = await tempDir();
  t.true(path.relative(process.cwd(), root).startsWith(".."), "the temp folder is outside the cwd");
  try {
    await writeFiles(root, { "docs/index.md": "---\ntitle: Home\n---\nHi\n", "docs/guides/a.md": "---\ntitle: A\n---\nA\n" });
    await buildSite({
      input: path.join(root, "docs"),
      output: path.join(root, "_site"),
      config: { sidebar: [{ group: "G", pages: ["index", "guides/a"] }, { group: "Auto", autogenerate: { dir: "guides" } }] },
    });
    const html = await readFile(path.join(root, "_site/guides/a/index.html"), "utf8");
    t.regex(html, /<a href="\/guides\/a\/" aria-current="page"/);
    t.is((html.match(/aria-current="page"/g) ?? []).length, 2, "listed in both groups, current in both");
    t.regex(mainOf(html), /A/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
