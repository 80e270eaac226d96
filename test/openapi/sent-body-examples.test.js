// A webhook or callback is a request the API sends to the reader's server, so the page has no request sample to
// carry its body: the payload is shown as an example, the spec's own, or one built from the JSON schema (said so on
// the page): a webhook's in the page's examples column ("Request body (application/json)"), a callback's under a
// "Request example" heading in its section. An operation's body, when the spec has no example, is in its curl command;
// on a page without one, built in the examples column.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const ok = { 200: { description: "OK" } };
const pet = { type: "object", properties: { id: { type: "integer" }, name: { type: "string", example: "Rex" }, secret: { type: "string", readOnly: true }, tags: { type: "array", items: { type: "string" } } } };
const body = (type, schema, extra = {}) => ({ requestBody: { content: { [type]: { schema, ...extra } } } });

const document = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/subscriptions": {
      post: {
        summary: "Subscribe",
        ...body("application/json", pet),
        responses: ok,
        callbacks: {
          onEvent: { "{$request.body#/callbackUrl}": { post: { ...body("application/json", { $ref: "#/components/schemas/Pet" }), responses: ok } } },
          onNote: { "{$request.body#/noteUrl}": { post: { ...body("application/json", { type: "object" }, { example: { note: "given" } }), responses: ok } } },
        },
      },
    },
  },
  webhooks: {
    built: { post: { summary: "Built", ...body("application/json", pet), responses: ok } },
    given: { post: { summary: "Given", ...body("application/json", pet, { example: { id: 9 } }), responses: ok } },
    form: { post: { summary: "Form", ...body("application/x-www-form-urlencoded", pet), responses: ok } },
    text: { post: { summary: "Text", ...body("application/json", { type: "string" }), responses: ok } },
  },
  components: { schemas: { Pet: pet } },
};

const pages = (samples) => {
  const { files } = generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...(samples ? { samples } : {}) });
  return Object.fromEntries(files.map((f) => [f.path, f.content]));
};
const BUILT = "Built from the schema: the spec gives no example.";
const petJson = JSON.stringify({ id: 0, name: "Rex", tags: ["string"] }, null, 2);
// The API sends a webhook's or a callback's body: it carries the read-only field (see webhook-direction.test.js).
const sentPetJson = JSON.stringify({ id: 0, name: "Rex", secret: "string", tags: ["string"] }, null, 2);

test("a webhook's body: the spec's example, else one built from the JSON schema (read-only fields kept), said so", (t) => {
  const all = pages();
  const page = (name) => all[Object.keys(all).find((p) => p.startsWith("webhooks/") && p.includes(name))];
  // In the page's examples column, before the fields (a webhook has no request samples: its body is the request).
  t.true(page("built").includes(`{% RequestExample %}\n\n## Example request\n\n${BUILT}\n\n\`\`\`json Request body (application/json)\n${sentPetJson}\n\`\`\``), page("built"));
  t.true(page("built").indexOf("{% endRequestExample %}") < page("built").indexOf("## Request body"), "the column comes before the fields");
  t.true(page("given").includes('## Example request\n\n```json Request body (application/json)\n{\n  "id": 9\n}\n```'), page("given"));
  t.false(page("given").includes(BUILT));
  t.false(page("form").includes("RequestExample"), "only a JSON body is built");
  t.true(page("text").includes(`${BUILT}\n\n\`\`\`json Request body (application/json)\n"string"\n\`\`\``), "a string sample is JSON text");
});

test("a callback's body: the spec's example, else a built one; an operation's own body stays in its curl command", (t) => {
  const page = Object.values(pages()).find((p) => p.includes('title: "Subscribe"'));
  const callbacks = page.slice(page.indexOf("## Callbacks"));
  t.true(callbacks.includes(`#### Request example (application/json)\n\n${BUILT}\n\n\`\`\`json\n${sentPetJson}\n\`\`\``), callbacks);
  t.true(callbacks.includes('#### Request example (application/json)\n\n```json\n{\n  "note": "given"\n}\n```'), "the spec's example");
  t.is(page.slice(0, page.indexOf("## Callbacks")).indexOf("Request example"), -1, "the operation's body is in its curl command");
  t.true(page.includes(`-d '${petJson}'`), "the curl command carries it");
});

test("an operation on a page without a curl command (--samples none, or other languages only) shows its body built too", (t) => {
  // In the examples column, where the curl command would have carried it.
  const expected = `${BUILT}\n\n\`\`\`json Request body (application/json)\n${petJson}\n\`\`\`\n\n{% endRequestExample %}`;
  const operation = (samples) => {
    const page = Object.values(pages(samples)).find((p) => p.includes('title: "Subscribe"'));
    return page.slice(0, page.indexOf("## Callbacks"));
  };
  t.true(operation([]).includes(expected), operation([]));
  t.false(operation([]).includes("curl"));
  t.true(operation(["python"]).includes(expected));
  t.true(operation(["curl", "python"]).includes("-d '"));
  t.false(operation(["curl", "python"]).includes(BUILT));
  // The spec's own curl command carries the body: nothing is built, whatever --samples says.
  const withCurl = structuredClone(document);
  withCurl.paths["/subscriptions"].post["x-codeSamples"] = [{ lang: "Shell", source: "curl -X POST https://x.example/subscriptions -d '{}'" }];
  const { files } = generate({ version: "3.1", warnings: [], document: withCurl }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: [] });
  const page = files.find((f) => f.content.includes('title: "Subscribe"')).content;
  t.false(page.slice(0, page.indexOf("## Callbacks")).includes(BUILT));
});

test("the built webhook page shows the payload as a JSON code block", async (t) => {
  const all = pages();
  const site = await buildDocs(Object.fromEntries(Object.entries(all).map(([p, c]) => [`api/${p}`, c])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const file = Object.keys(all).find((p) => p.startsWith("webhooks/") && p.includes("built"));
  const html = mainOf(await site.html(`api/${file}`));
  t.regex(html, /<div class="docgen-request-example">\s*<h2[^>]*>.*Example request[\s\S]*?<figcaption[^>]*>Request body \(application\/json\)<\/figcaption>/);
  t.true(html.includes(BUILT));
  t.true(html.includes("&quot;Rex&quot;") || html.includes('"Rex"'), html);
});
