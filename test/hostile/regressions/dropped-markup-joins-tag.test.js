// Regression: the HTML sanitizer left a `<` that did not start a tag as it was, then dropped a comment or a
// script element right after it, so `<<!-- -->img src=x onerror=...>` came out as `<img src=x onerror=...>`:
// a live handler in the built page. Such a `<` is now written `&lt;`.
import test from "ava";
import path from "node:path";
import { builtPages, docgen, mainOf, project, squash, startTags, visibleText } from "../helpers.js";

test("a `<` joined to what follows a dropped comment or element stays text", async (t) => {
  const description = ["<<!-- -->img src=x onerror=alert(1)>", "<<script>x</script>img src=x onerror=alert(2)>", "<</div>img src=x onerror=alert(3)>", "a <= b, a < b"].join("\n\n");
  const proj = await project({ openapi: "3.1.0", info: { title: "Join", version: "1", description }, paths: {} });
  try {
    t.is((await docgen(proj.root, "openapi", proj.spec, "-o", "docs")).code, 0);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
    const [page] = await builtPages(path.join(proj.root, "_site"));
    const main = mainOf(page.html);
    t.false(startTags(main).some((tag) => tag.name === "img" || tag.attrs.some(([n]) => n.startsWith("on"))), main);
    const text = squash(visibleText(main));
    for (const shown of ["<img src=x onerror=alert(1)>", "<img src=x onerror=alert(2)>", "<img src=x onerror=alert(3)>", "a <= b, a < b"]) t.true(text.includes(shown), shown);
  } finally {
    await proj.cleanup();
  }
});
