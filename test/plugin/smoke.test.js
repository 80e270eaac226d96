// A first end-to-end check that a page with a component builds through docgen build's pipeline.
import test from "ava";
import { buildDocs, mainOf } from "../helpers/site.js";

test("a ParamField in a Markdown page renders with its Markdown body", async (t) => {
  const site = await buildDocs({ "index.md": '# Hi\n\n{% ParamField name="id", type="integer", required=true %}The **id**.{% endParamField %}\n' });
  const main = mainOf(await site.html("index.md"));
  t.regex(main, /<code class="docgen-field__name">id<\/code>/);
  t.regex(main, /<p>The <strong>id<\/strong>\.<\/p>/);
  t.deepEqual(site.warnings, []);
  await site.cleanup();
});
