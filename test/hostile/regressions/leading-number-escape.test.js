// Regression: escapeInline kept a leading "1." from starting an ordered list by writing "\1.", but a backslash
// before a digit is no Markdown escape: headings, titles and links showed "\1. Create a pet". It now writes "1\.".
import test from "ava";
import path from "node:path";
import { builtPages, docgen, mainOf, project, squash, visibleText } from "../helpers.js";

test("summaries and tags starting with a number and a dot or parenthesis show as written", async (t) => {
  const ok = { responses: { 200: { description: "ok" } } };
  const proj = await project({
    openapi: "3.1.0",
    info: { title: "2024. The year", version: "1" },
    paths: { "/a": { get: { tags: ["2) Setup"], summary: "1. Create a pet", ...ok } }, "/b": { get: { tags: ["2) Setup"], summary: "+ plus", ...ok } } },
  });
  try {
    t.is((await docgen(proj.root, "openapi", proj.spec, "-o", "docs", "--group-by", "tag")).code, 0);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
    const text = squash((await builtPages(path.join(proj.root, "_site"))).map((p) => visibleText(mainOf(p.html))).join("\n"));
    for (const shown of ["2024. The year", "2) Setup", "1. Create a pet", "+ plus"]) t.true(text.includes(shown), shown);
    t.notRegex(text, /\\/);
  } finally {
    await proj.cleanup();
  }
});
