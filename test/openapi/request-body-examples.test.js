// A request body's examples stand in the examples column, after the request samples, each a code block titled
// "Request body: <name> (<media type>)", or, several with nothing said around them, the tabs of one CodeGroup
// ("Request body examples") named by their names; none is left under the body's fields. The one example the page's
// own curl command sends as written is not shown a second time, unless a summary or a description says what it is.
// GitHub's spec gives 413 request examples, 245 of them exactly the body its curl command sends.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const json = (media) => ({ "application/json": { schema: { type: "object", properties: { q: { type: "string" } } }, ...media } });
const post = (content, extra = {}) => ({ post: { summary: "Send", requestBody: { content }, responses: { 204: { description: "done" } }, ...extra } });

function spec() {
  return {
    version: "3.1",
    warnings: [],
    document: {
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/lone": post(json({ example: { q: "shoes" } })),
        "/named": post(json({ examples: { shoes: { summary: "Shoes", value: { q: "shoes" } } } })),
        "/described": post(json({ examples: { shoes: { description: "Finds *shoes*.", value: { q: "shoes" } } } })),
        "/two": post(json({ examples: { shoes: { value: { q: "shoes" } }, hats: { value: { q: "hats" } } } })),
        // curl sends a form's fields and an XML document, not the example's JSON text.
        "/form": post({ "application/x-www-form-urlencoded": { schema: { type: "object" }, example: { q: "shoes", n: 2 } } }),
        "/xml": post({ "application/xml": { schema: { type: "object", properties: { q: { type: "string" } } }, example: { q: "shoes" } } }),
        // The second media type's example: curl sends the first's.
        "/second": post({ "application/json": { schema: { type: "object" } }, "text/plain": { schema: { type: "string" }, example: "shoes" } }),
        // The spec's own curl command, which may send anything.
        "/own-curl": post(json({ example: { q: "shoes" } }), { "x-codeSamples": [{ lang: "Shell", source: "curl -X POST https://api.example.com/own-curl -d @body.json" }] }),
      },
    },
  };
}

const pagesOf = (options) => Object.fromEntries(generate(spec(), { ...OPTIONS, ...options }).files.map((f) => [f.path.replace(/\/create\.md$/, ""), f.content]));
/** The page's RequestExample, and what follows it. */
const column = (page) => /\{% RequestExample %\}([\s\S]*?)\{% endRequestExample %\}/.exec(page)?.[1] ?? "";
const after = (page) => page.slice(page.indexOf("{% endRequestExample %}"));
/** The titles of the column's code blocks that show a request body. */
const bodyTitles = (page) => [...column(page).matchAll(/^```\S+ (Request body[^\n]*)$/gm)].map((m) => m[1]);
/** The tabs of the column's group of request body examples, or undefined when it has none. */
const bodyTabs = (page) => {
  const group = /\{% CodeGroup label="Request body examples", sync=false %\}([\s\S]*?)\{% endCodeGroup %\}/.exec(column(page))?.[1];
  return group && [...group.matchAll(/^```\S+ ([^\n]*)$/gm)].map((m) => m[1]);
};

test("the example the curl command sends as written is not repeated; named, described, several or sent otherwise, the examples are in the column", (t) => {
  const pages = pagesOf({});
  t.deepEqual(bodyTitles(pages.lone), [], "the curl command shows it");
  t.true(column(pages.lone).includes(`-d '{\n  "q": "shoes"\n}'`));
  t.deepEqual(bodyTitles(pages.named), ["Request body: Shoes (application/json)"]);
  t.deepEqual(bodyTitles(pages.described), ["Request body (application/json)"]);
  t.regex(column(pages.described), /\n\nFinds \*shoes\*\.\n\n```json Request body \(application\/json\)\n\{\n {2}"q": "shoes"\n\}\n```/);
  t.deepEqual(bodyTabs(pages.two), ["shoes", "hats"], "two: the tabs of one group, named by their keys");
  t.regex(column(pages.two), /\n```\n\nRequest body examples:\n\n\{% CodeGroup label="Request body examples"/, "a line says what the tabs are");
  t.deepEqual(bodyTitles(pages.two), []);
  for (const name of ["lone", "named", "described", "form"]) t.is(bodyTabs(pages[name]), undefined, name);
  t.deepEqual(bodyTitles(pages.form), ["Request body (application/x-www-form-urlencoded)"]);
  t.true(column(pages.form).includes("-d 'q=shoes' \\\n  -d 'n=2'"));
  t.deepEqual(bodyTitles(pages.xml), ["Request body (application/xml)"]);
  t.deepEqual(bodyTitles(pages.second), ["Request body (text/plain)"]);
  t.deepEqual(bodyTitles(pages["own-curl"]), ["Request body (application/json)"]);
  for (const [name, page] of Object.entries(pages)) {
    // After the samples, before the response examples and the fields; nothing left after the fields.
    const samples = column(page).indexOf("```bash");
    for (const title of [...bodyTitles(page), ...(bodyTabs(page) ?? [])]) t.true(column(page).indexOf(title) > samples, `${name}: ${title} after the samples`);
    t.false(/Request (example|body:? [^\n]*\()/.test(after(page)), `${name}: no example after the column`);
  }
});

test("without a curl command the example is the column's first block, under Example request; other samples come before it", (t) => {
  const none = pagesOf({ samples: [] });
  t.regex(column(none.lone), /^\n\n## Example request\n\n```json Request body \(application\/json\)\n\{\n {2}"q": "shoes"\n\}\n```\n\n$/);
  const python = pagesOf({ samples: ["python"] });
  t.regex(column(python.lone), /^\n\n## Example request\n\n```python\n[\s\S]*\n```\n\n```json Request body \(application\/json\)\n/);
});

test("built, the examples are a group of titled code blocks inside the examples column, before the fields, their tabs their own", async (t) => {
  const pages = pagesOf({});
  const site = await buildDocs({ "api/two.md": pages.two, "api/lone.md": pages.lone });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const two = mainOf(await site.html("api/two.md"));
  const aside = /<div class="docgen-request-example">[\s\S]*?(?=<h2 id="request-body")/.exec(two)?.[0] ?? "";
  t.regex(aside, /<div class="docgen-code-group" data-docgen-code-group data-label="Request body examples" data-docgen-sync="false">\s*<figure class="docgen-code-titled"><figcaption class="docgen-code-title">shoes<\/figcaption>/);
  t.regex(aside, /<figcaption class="docgen-code-title">hats<\/figcaption>/);
  t.false(mainOf(await site.html("api/lone.md")).includes("Request body ("));
});
