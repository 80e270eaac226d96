// Regression: Nunjucks' lexer fails on `#}` outside a tag ("unexpected end of comment"), and text without
// `{{`, `{%` or `{#` was written without a raw block: a description, example or enum value holding `#}`
// (a colour list, a regex class `[#}]`) made `docgen build` fail. nunjucksLiteral now wraps such text too.
import test from "ava";
import path from "node:path";
import { builtPages, docgen, mainOf, project, squash, visibleText } from "../helpers.js";

test("`#}` in a description, an example, an enum value and a summary builds and is shown as written", async (t) => {
  const proj = await project({
    openapi: "3.1.0",
    info: { title: "Hash", version: "1", description: "Colours look like #} here." },
    paths: {
      "/a": {
        get: {
          summary: "Match [#}]",
          parameters: [{ name: "c", in: "query", schema: { type: "string", enum: ["#}", "x"] } }],
          responses: { 200: { description: "ok", content: { "application/json": { example: { pattern: "^[#}]$" } } } } },
        },
      },
    },
  });
  try {
    const gen = await docgen(proj.root, "openapi", proj.spec, "-o", "docs");
    t.is(gen.code, 0, gen.stderr);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
    const text = squash((await builtPages(path.join(proj.root, "_site"))).map((p) => visibleText(mainOf(p.html))).join("\n"));
    for (const shown of ["Colours look like #} here.", "Match [#}]", "#}, x", '"pattern": "^[#}]$"']) t.true(text.includes(shown), shown);
  } finally {
    await proj.cleanup();
  }
});
