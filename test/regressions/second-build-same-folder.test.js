// Regression: two builds of the same docs folder in one process (a program calling buildSite twice, a test
// comparing two configurations) gave the second the first one's navigation. Eleventy keeps compiled layouts for
// the whole process, keyed by the input folder and the layout's name, so the second build's layout called the
// first build's filters (their sidebar configuration). The start page (start-page.ts) then read a sidebar the
// second build never built and fell back to a bare URL.
import test from "ava";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../../dist/build/site.js";
import { tempDir, writeFiles } from "../helpers/site.js";

test("a second build of the same folder in one process uses its own sidebar configuration", async (t) => {
  const root = await tempDir("docgen-second-build-");
  t.teardown(() => rm(root, { recursive: true, force: true }));
  const docs = path.join(root, "docs");
  await writeFiles(docs, { "guide/start.md": "---\ntitle: Start here\n---\n# Start here\n", "guide/more.md": "---\ntitle: More\n---\n# More\n" });
  const builds = [
    { name: "one", sidebar: [{ group: "First configuration", pages: ["guide/start", "guide/more"] }] },
    { name: "two", sidebar: [{ group: "Second configuration", pages: ["guide/more", "guide/start"] }] },
  ];
  for (const { name, sidebar } of builds) {
    const result = await buildSite({ input: docs, output: path.join(root, name), config: { title: `Site ${name}`, sidebar } });
    const html = await readFile(path.join(root, name, "guide", "start", "index.html"), "utf8");
    t.true(html.includes(`<title>Start here · Site ${name}</title>`), name);
    t.true(html.includes(`docgen-sidebar__title">${sidebar[0].group}</h2>`), `${name}: its own sidebar`);
    const first = sidebar[0].pages[0];
    t.deepEqual(result.startPage, { url: `/${first}/`, label: first === "guide/start" ? "Start here" : "More" }, `${name}: the start page follows its own sidebar`);
  }
});
