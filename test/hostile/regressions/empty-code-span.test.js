// Regression: codeSpan("") wrote "``", which Markdown reads as two backticks of text, so `enum: ["", "asc"]`
// showed "Possible values: ``, asc." An empty value is now an empty <code> element. (And U+2028 in a value
// counts as a line break, so markdown-it strips the padding spaces around it as it does around others.)
import test from "ava";
import path from "node:path";
import { builtPages, docgen, mainOf, project } from "../helpers.js";

test("an empty enum value is an empty code element, not two backticks", async (t) => {
  const proj = await project({
    openapi: "3.1.0",
    info: { title: "Empty", version: "1" },
    paths: { "/a": { get: { parameters: [{ name: "sort", in: "query", schema: { type: "string", enum: ["", "asc", "` \u2028"] } }], responses: { 200: { description: "ok" } } } } },
  });
  try {
    t.is((await docgen(proj.root, "openapi", proj.spec, "-o", "docs")).code, 0);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
    const page = (await builtPages(path.join(proj.root, "_site"))).find((p) => p.file !== "index.html");
    t.regex(mainOf(page.html), /Possible values: <code><\/code>, <code>asc<\/code>, <code>` {2}<\/code>\./);
  } finally {
    await proj.cleanup();
  }
});
