// Deprecated pages are marked once: by the layout for hand-written pages, inside the page for generated ones.
import test from "ava";
import { buildDocs } from "../helpers/site.js";

test("the default layout marks a hand-written deprecated page, but not a generated one (it marks itself)", async (t) => {
  const site = await buildDocs({
    "old.md": "---\ntitle: Old guide\ndeprecated: true\n---\n# Old guide\n",
    "gen.md": "---\ntitle: Old op\ndeprecated: true\ngenerator: docgen openapi\n---\n# Old op\n\n**Deprecated:** this operation may be removed.\n",
    "new.md": "# New\n",
  });
  t.regex(await site.html("old.md"), /class="docgen-deprecated-note" role="note"><strong>Deprecated\.<\/strong>/);
  t.false((await site.html("gen.md")).includes("docgen-deprecated-note"));
  t.false((await site.html("new.md")).includes("docgen-deprecated-note"));
  await site.cleanup();
});
