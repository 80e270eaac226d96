// A spec's megabyte-long examples do not make megabyte pages: response, request (and its curl command) and schema
// examples are shortened with a note, the page stays small, and the site builds with the note under each.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { MAX_EXAMPLE_CHARS } from "../../dist/openapi/pages/example-text.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const rows = (n) => Array.from({ length: n }, (_, i) => ({ id: `case-${i}`, court: "NYSDCE", parties: [{ name: `Party ${i}`, role: "plaintiff" }] }));
const huge = { total: 12000, results: rows(12000) }; // about 1.4 MB as indented JSON
/** The size as the note gives it. */
const size = (value) => {
  const bytes = Buffer.byteLength(JSON.stringify(value, null, 2));
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
};
const wideBody = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`setting_${i}`, `value ${i}`]));

const spec = {
  version: "3.0",
  warnings: [],
  document: {
    openapi: "3.0.3",
    info: { title: "Cases", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: {
      "/cases": {
        get: {
          summary: "List cases",
          responses: { 200: { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/CaseList" }, example: huge } } } },
        },
        post: {
          summary: "Import settings",
          requestBody: { content: { "application/json": { schema: { type: "object" }, example: wideBody } } },
          responses: { 204: { description: "done" } },
        },
      },
    },
    components: { schemas: { CaseList: { type: "object", properties: { total: { type: "integer" } }, example: huge } } },
  },
};

test("two long examples that differ only past the cut are both shown", (t) => {
  const a = { results: rows(3000) };
  const b = { results: [...rows(2999), { id: "last", court: "X", parties: [] }] };
  const twoExamples = structuredClone(spec);
  twoExamples.document.paths["/cases"].get.responses[200].content["application/json"] = { examples: { a: { value: a }, b: { value: b } } };
  const { files } = generate(twoExamples, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  const list = files.find((f) => f.path === "cases/list.md").content;
  t.true(list.includes("```json 200: a (application/json)\n"));
  t.true(list.includes("```json 200: b (application/json)\n"));
});

test("large examples are shortened with a note; pages stay small; the site builds", async (t) => {
  const { files } = generate(spec, { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false });
  const page = (p) => files.find((f) => f.path === p).content;
  for (const f of files) t.true(f.content.length < 4 * MAX_EXAMPLE_CHARS, `${f.path} is ${f.content.length} characters`);

  const list = page("cases/list.md");
  t.true(list.includes(`This example is shortened from ${size(huge)}: lists show their first 3 items.`));
  const shown = /```json 200 \(application\/json\)\n([\s\S]*?)\n```/.exec(list)[1];
  t.deepEqual(JSON.parse(shown), { total: 12000, results: huge.results.slice(0, 3) });

  const create = page("cases/create.md");
  const curl = /```bash\n([\s\S]*?)\n```/.exec(create)[1];
  const body = /-d '([\s\S]*)'$/.exec(curl)[1].replace(/'\\''/g, "'");
  t.true(body.endsWith("\n…"), "a wide object is cut at a line");
  const lines = body.split("\n").length - 1;
  const says = `shortened from ${size(wideBody)}: lists show their first item and texts are cut at 200 characters; only the first ${lines} lines are shown.`;
  t.true(create.includes(`The request body in this command is ${says}`));
  // The command sends the spec's one example, as shortened as it would be on its own: not shown a second time.
  t.false(create.includes("Request body (application/json)"));
  t.false(create.includes("This example is shortened"));

  const schema = page("schemas/CaseList.md");
  t.true(schema.includes(`This example is shortened from ${size(huge)}: lists show their first 3 items.`));

  const site = await buildDocs(Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/cases/list.md"));
  t.regex(html, /<\/code><\/pre>\s*<\/figure>\s*<p>This example is shortened from [0-9.]+ MB: lists show their first 3 items\.<\/p>/);
  t.true(html.length < 4 * MAX_EXAMPLE_CHARS);
});
