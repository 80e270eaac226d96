// The marker cleanup (nested-component markers out of every page) and the assets transform after it (mermaid for the
// pages with a diagram): one search of a page answers both, and the cleanup tells the assets transform which pages it
// found without a diagram (see registerMarkerCleanup in src/plugin/index.ts), whatever order Eleventy takes the pages
// through their transforms in. Each case runs the built bin, as a user would.
import test from "ava";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { docgen } from "../helpers/browser.js";
import { tempDir, writeFiles } from "../helpers/site.js";

/** `docgen build` (the built bin; it fails the test on a non-zero exit) in a new folder holding `files`. */
async function build(files) {
  const root = await tempDir("docgen-markers-");
  await writeFiles(root, files);
  const { stderr } = await docgen(["build"], root);
  return { root, stderr, html: (page) => readFile(path.join(root, "_site", page, "index.html"), "utf8") };
}

const DIAGRAM = "# Flow\n\n{% Mermaid %}\ngraph TD\n  A --> B\n{% endMermaid %}\n";
const NESTED = '# Tree\n\n{% Tree %}\n{% Folder name="src" %}\n{% File name="index.ts" %}{% endFile %}\n{% endFolder %}\n{% endTree %}\n';
const PLAIN = (title) => `# ${title}\n\nWords.\n`;
// The mermaid script and docgen's mermaid-init.js.
const mermaidScripts = (html) => [...html.matchAll(/<script[^>]*src="[^"]*(?:mermaid\.min|mermaid-init)\.js"/g)].length;

test("nested components' markers are taken out of a Nunjucks page, which Markdown does not clean", async (t) => {
  // Markdown pages lose their markers as Markdown renders them; a Nunjucks page keeps them to the transform.
  const site = await build({ "docs/a.md": PLAIN("A"), "docs/tree.njk": `---\ntitle: Tree\n---\n${NESTED}` });
  try {
    t.regex(site.stderr, /built \d+ pages/);
    const tree = await site.html("tree");
    t.regex(tree, /index\.ts/, "the nested File is there");
    t.notRegex(tree, /<!--\/?docgen:/, "its markers are not");
    t.is(mermaidScripts(tree), 0);
  } finally {
    await rm(site.root, { recursive: true, force: true });
  }
});

test("with markers and a diagram in the site, only the diagram's page loads mermaid, whatever order pages finish in", async (t) => {
  const plain = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`docs/p${String(i).padStart(2, "0")}.md`, PLAIN(`P${i}`)]));
  const site = await build({ ...plain, "docs/tree.njk": `---\ntitle: Tree\n---\n${NESTED}`, "docs/flow.md": DIAGRAM, "docs/zz.md": NESTED });
  try {
    t.regex(site.stderr, /built \d+ pages/);
    t.is(mermaidScripts(await site.html("flow")), 2);
    for (const page of ["tree", "zz", "p00", "p20", "p39"]) {
      const html = await site.html(page);
      t.is(mermaidScripts(html), 0, page);
      t.notRegex(html, /<!--\/?docgen:/, page);
    }
  } finally {
    await rm(site.root, { recursive: true, force: true });
  }
});
