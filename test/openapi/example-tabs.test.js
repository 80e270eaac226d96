// Several examples in the examples column, each a code block with nothing said around it, are the tabs of one
// CodeGroup whose tabs are its own (`sync=false`): "Response examples" named by status (and name), "Request body
// examples" named by name; the media type joins a tab's name only where the examples' differ. One with a
// description, or a note that it was built or shortened, keeps them all stacked under their full titles.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { responseExampleOf } from "../helpers/column.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const obj = { type: "object" };

function pageOf(operation, options = {}) {
  const document = { openapi: "3.1.0", info: { title: "T", version: "1" }, servers: [{ url: "https://api.example.com" }], paths: { "/x": { post: { summary: "X", ...operation } } } };
  return generate({ version: "3.1", warnings: [], document }, { ...OPTIONS, ...options }).files.find((f) => f.path === "x/create.md").content;
}

/** The tabs of the page's group labelled `label`: [title, language], or undefined when it has none. */
const tabsOf = (page, label) => {
  const group = new RegExp(`\\{% CodeGroup label="${label}", sync=false %\\}([\\s\\S]*?)\\{% endCodeGroup %\\}`).exec(page)?.[1];
  return group && [...group.matchAll(/^```(\S+) ([^\n]*)$/gm)].map((m) => [m[2], m[1]]);
};

test("responses: one group of tabs named by status, and by name beside the status's other examples", (t) => {
  const page = pageOf({
    responses: {
      200: { description: "OK", content: { "application/json": { schema: obj, examples: { small: { value: { n: 1 } }, big: { summary: "A big one", value: { n: 9 } } } } } },
      404: { description: "Gone", content: { "application/json": { schema: obj, example: { error: "gone" } } } },
    },
  });
  t.deepEqual(tabsOf(page, "Response examples"), [["200: small", "json"], ["200: A big one", "json"], ["404", "json"]]);
  t.regex(responseExampleOf(page), /^\n\n## Example responses\n\n\{% CodeGroup label="Response examples", sync=false %\}\n\n```json 200: small\n/);
});

test("two examples of the same name are told apart by a number, as repeated sample titles are", (t) => {
  const page = pageOf({
    responses: { 200: { description: "OK", content: { "application/json": { schema: obj, examples: { a: { summary: "Full", value: { n: 1 } }, b: { summary: "Full", value: { n: 2 } } } } } } },
  });
  t.deepEqual(tabsOf(page, "Response examples"), [["200: Full", "json"], ["200: Full (2)", "json"]]);
});

test("the media type joins a tab's name where the examples' differ", (t) => {
  const page = pageOf({
    requestBody: { content: { "application/json": { schema: obj, example: { n: 1 } }, "application/xml": { schema: obj, example: "<x/>" } } },
    responses: { 200: { description: "OK", content: { "application/json": { schema: obj, example: { n: 1 } }, "text/csv": { schema: { type: "string" }, example: "n\n1" } } } },
  }, { samples: [] });
  t.deepEqual(tabsOf(page, "Response examples"), [["200 (application/json)", "json"], ["200 (text/csv)", "text"]]);
  t.deepEqual(tabsOf(page, "Request body examples"), [["application/json", "json"], ["application/xml", "xml"]], "unnamed: the media type alone");
});

test("one example with something said around it keeps every example stacked under its full title", (t) => {
  const page = pageOf({
    responses: {
      200: { description: "OK", content: { "application/json": { schema: obj, examples: { done: { description: "A finished one.", value: { n: 1 } } } } } },
      404: { description: "Gone", content: { "application/json": { schema: obj, example: { error: "gone" } } } },
    },
  });
  t.is(tabsOf(page, "Response examples"), undefined);
  t.regex(responseExampleOf(page), /\n\nA finished one\.\n\n```json 200 \(application\/json\)\n[\s\S]*\n\n```json 404 \(application\/json\)\n/);
  // A response built from the schema says so: stacked too.
  const built = pageOf({ responses: { 200: { description: "OK", content: { "application/json": { schema: { type: "object", properties: { n: { type: "integer" } } } } } }, 404: { description: "Gone", content: { "application/json": { schema: obj, example: { error: "gone" } } } } } }, { responseExamples: true });
  t.is(tabsOf(built, "Response examples"), undefined);
  t.regex(responseExampleOf(built), /Built from the schema: the spec gives no example\.\n\n```json 200 \(application\/json\)\n/);
  // A lone example is a titled block, not a group of one.
  const lone = pageOf({ responses: { 200: { description: "OK", content: { "application/json": { schema: obj, example: { n: 1 } } } } } });
  t.is(tabsOf(lone, "Response examples"), undefined);
  t.true(responseExampleOf(lone).includes("```json 200 (application/json)\n"));
});

test("an XML media type's example given as a value is shown as the XML it stands for, not as JSON under an XML title", (t) => {
  // Train Travel's errors: one object for `application/problem+json` and `application/problem+xml` alike.
  const problem = { type: "object", xml: { name: "problem", namespace: "urn:ietf:rfc:7807" }, properties: { title: { type: "string" }, status: { type: "integer" }, errors: { type: "array", items: { type: "string", xml: { name: "error" } } } } };
  const value = { title: "Bad <Request>", status: 400, errors: ["a", "b"] };
  const page = pageOf({
    requestBody: { content: { "application/xml": { schema: problem, examples: { one: { value }, text: { value: "<problem/>" } } } } },
    responses: {
      400: { description: "Bad", content: { "application/problem+json": { schema: problem, example: value }, "application/problem+xml": { schema: problem, example: value } } },
    },
  }, { samples: [] });
  t.deepEqual(tabsOf(page, "Response examples"), [["400 (application/problem+json)", "json"], ["400 (application/problem+xml)", "xml"]]);
  const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<problem xmlns="urn:ietf:rfc:7807">\n  <title>Bad &lt;Request&gt;</title>\n  <status>400</status>\n  <error>a</error>\n  <error>b</error>\n</problem>';
  t.true(page.includes("```xml 400 (application/problem+xml)\n" + xml + "\n```"), page);
  t.true(page.includes('```json 400 (application/problem+json)\n{\n  "title": "Bad <Request>",'), "the JSON one as JSON");
  // A request body's too; an example written as XML text stays as written.
  t.deepEqual(tabsOf(page, "Request body examples"), [["one", "xml"], ["text", "xml"]]);
  t.true(page.includes("```xml one\n" + xml + "\n```"));
  t.true(page.includes("```xml text\n<problem/>\n```"));
});
