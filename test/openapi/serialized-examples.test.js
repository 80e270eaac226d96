// OpenAPI 3.2's Example Object may give a body's example only as `serializedValue`, the text as it is sent. A JSON
// media type's is read back into data, so the page and the samples write it as any JSON example; any other media
// type's (XML, a form, plain text) is shown and sent as written. One that should be JSON and is not warns, naming
// it, and is left out. In a 3.1 spec it is not read. Before, such an example was dropped without a word.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: ["curl"] };

function run(openapi, content) {
  const document = {
    openapi,
    info: { title: "T", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: { "/notes": { post: { summary: "Add a note", requestBody: { content }, responses: { 204: { description: "Done" } } } } },
  };
  const result = generate({ version: openapi.slice(0, 3), warnings: [], document }, OPTIONS);
  return { page: result.files.find((f) => f.path === "notes/create.md").content, warnings: result.warnings.map((w) => `${w.pointer}: ${w.message}`) };
}

const curlBody = (page) => /\n\s*-d '((?:[^']|'\\'')*)'\n```/.exec(page)?.[1].replaceAll("'\\''", "'");

test("a JSON body's serializedValue is its data: the curl command sends it as JSON", (t) => {
  const { page, warnings } = run("3.2.0", { "application/json": { schema: { type: "object" }, examples: { small: { serializedValue: '{"text":"hi","pinned":true}' } } } });
  t.deepEqual(warnings, []);
  t.deepEqual(JSON.parse(curlBody(page)), { text: "hi", pinned: true });
});

test("another media type's serializedValue is sent as written", (t) => {
  const { page } = run("3.2.0", { "text/plain": { schema: { type: "string" }, examples: { line: { serializedValue: "Buy milk & eggs" } } } });
  t.is(curlBody(page), "Buy milk & eggs");
  const xml = run("3.2.0", { "application/xml": { schema: { type: "object" }, examples: { doc: { serializedValue: '<note pinned="true">hi</note>' } } } });
  t.is(curlBody(xml.page), '<note pinned="true">hi</note>');
});

test("a JSON media type's serializedValue that is not JSON warns at its place and is left out; 3.1 does not read it", (t) => {
  const { warnings } = run("3.2.0", { "application/json": { schema: { type: "object" }, examples: { broken: { serializedValue: "{text: hi}" } } } });
  t.deepEqual(warnings, ['#/paths/~1notes/post/requestBody/content/application~1json/examples/broken/serializedValue: the example "broken" is not JSON, which its media type application/json says it is; left out. Give it as JSON text, or its data as dataValue']);
  const old = run("3.1.0", { "text/plain": { schema: { type: "string" }, examples: { line: { serializedValue: "Buy milk" } } } });
  t.false(old.page.includes("Buy milk"));
});
