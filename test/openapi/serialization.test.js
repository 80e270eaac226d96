// A parameter that holds a list or an object is written into the request as its `style` and `explode` say
// (Swagger 2.0: its `collectionFormat`): `tags=a&tags=b`, `tags=a,b`, `tags=a|b`, `filter[color]=red`. The
// samples send its example that way (not as JSON), the field says "Sent as ..." with two values, and a query
// list's non-default style reaches Try it as `style`/`explode` attributes. Names and values are percent-encoded,
// but for what RFC 3986 lets a query hold as it is (`$select=id`, `https://...`); a path keeps `/` and `?` encoded.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const options = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const ok = { 200: { description: "OK" } };
const page = (document, version = "3.1") => generate({ version, warnings: [], document }, options).files.find((f) => f.path === "x/list.md").content;
const spec = (parameters, extra = {}) => ({ openapi: "3.1.0", info: { title: "T", version: "1" }, servers: [{ url: "https://api.example.com" }], paths: { "/x": { get: { parameters, responses: ok, ...extra } } } });
const curlOf = (text) => /```bash\n([\s\S]*?)\n```/.exec(text)[1];
/** The field's tag and the "Sent as" sentence under it (or undefined). */
const field = (text, name) => {
  const start = text.indexOf(`{% ParamField name="${name}",`);
  const block = text.slice(start, text.indexOf("{% endParamField %}", start));
  return { tag: block.slice(0, block.indexOf(" %}") + 3), sent: /Sent as .*\./.exec(block)?.[0] };
};
const strings = { type: "array", items: { type: "string" } };
const query = (name, schema, extra = {}) => ({ name, in: "query", required: true, schema, ...extra });

test("the curl command sends each required query example as its style says, never as JSON", (t) => {
  const text = page(spec([
    query("tags", strings, { example: ["a b", "c"] }),
    query("ids", { type: "array", items: { type: "integer" } }, { explode: false, example: [1, 2] }),
    query("space", strings, { style: "spaceDelimited", explode: false, example: ["x", "y"] }),
    query("pipes", strings, { style: "pipeDelimited", explode: false, example: ["x", "y"] }),
    query("filter", { type: "object", properties: { color: { type: "string" } } }, { style: "deepObject", example: { color: "red", size: 2 } }),
    query("expand", strings, { style: "deepObject", example: ["customer", "invoice"] }),
    query("point", { type: "object" }, { example: { lat: 1, lng: 2 } }),
    query("flat", { type: "object" }, { explode: false, example: { lat: 1, lng: 2 } }),
    query("empty", strings, { example: [] }),
    query("q", { type: "string" }),
    query("word", { type: "string" }, { example: "red & blue" }),
    query("$select", strings, { explode: false, example: ["id", "name"] }),
    query("next", { type: "string" }, { example: "https://a.example/p?x=1&y=@z" }),
  ]));
  t.is(
    curlOf(text),
    "curl --globoff -X GET 'https://api.example.com/x?tags=a%20b&tags=c&ids=1,2&space=x%20y&pipes=x|y&filter[color]=red&filter[size]=2&expand[]=customer&expand[]=invoice&lat=1&lng=2&flat=lat,1,lng,2&q=<q>&word=red%20%26%20blue&$select=id,name&next=https://a.example/p?x%3D1%26y%3D@z'",
  );
});

test("a header list or object is written simple: comma-separated", (t) => {
  const text = page(spec([
    { name: "X-Ids", in: "header", required: true, schema: { type: "array", items: { type: "integer" }, default: [3, 4] } },
    { name: "X-Point", in: "header", required: true, explode: true, schema: { type: "object" }, example: { lat: 1, lng: 2 } },
    { name: "X-Flat", in: "header", required: true, schema: { type: "object" }, example: { lat: 1, lng: 2 } },
  ]));
  t.regex(curlOf(text), /-H 'X-Ids: 3,4' \\\n {2}-H 'X-Point: lat=1,lng=2' \\\n {2}-H 'X-Flat: lat,1,lng,2'/);
});

test("Swagger 2.0's collectionFormat: csv by default, multi, ssv, tsv and pipes", (t) => {
  const list = (name, extra) => ({ name, in: "query", required: true, type: "array", items: { type: "string" }, default: ["a", "b"], ...extra });
  const text = page({
    swagger: "2.0",
    info: { title: "T", version: "1" },
    host: "api.example.com",
    paths: { "/x": { get: { parameters: [list("csv"), list("multi", { collectionFormat: "multi" }), list("ssv", { collectionFormat: "ssv" }), list("tsv", { collectionFormat: "tsv" }), list("pipes", { collectionFormat: "pipes" })], responses: ok } } },
  }, "2.0");
  t.true(curlOf(text).startsWith("curl -X GET 'https://api.example.com/x?csv=a,b&multi=a&multi=b&ssv=a%20b&tsv=a%09b&pipes=a|b'"));
  t.is(field(text, "csv").tag, '{% ParamField name="csv", type="array<string>", paramType="query", required=true, default="[\\"a\\",\\"b\\"]", explode=false %}');
  t.is(field(text, "multi").tag, '{% ParamField name="multi", type="array<string>", paramType="query", required=true, default="[\\"a\\",\\"b\\"]" %}', "form with explode is the default: no attributes");
  t.is(field(text, "tsv").tag, '{% ParamField name="tsv", type="array<string>", paramType="query", required=true, default="[\\"a\\",\\"b\\"]", style="tabDelimited" %}');
});

test("each list or object field says how it is sent, with two values; plain values, cookies and response headers do not", (t) => {
  const text = page(spec([
    query("tags", strings),
    query("ids", { type: "array", items: { type: "integer" } }, { explode: false }),
    query("kinds", { type: "array", items: { type: "string", enum: ["cat", "dog", "eel"] } }, { style: "pipeDelimited" }),
    query("one", strings, { example: ["only"] }),
    query("text", strings, { example: "x,y" }),
    query("filter", { type: "object", properties: { color: { type: "string", example: "red" } } }, { style: "deepObject" }),
    query("map", { type: "object" }),
    query("rows", { type: "array", items: { type: "object", properties: { a: { type: "integer" } } } }),
    query("nested", { type: "object", properties: { at: { type: "object", properties: { x: { type: "integer" } } } } }, { style: "deepObject" }),
    query("wide", { type: "object", properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, { type: "string" }])) }, { style: "deepObject" }),
    query("plain", { type: "integer" }),
    { name: "list", in: "path", required: true, schema: { type: "array", items: { type: "integer" } } },
    { name: "dot", in: "path", required: true, style: "label", explode: true, schema: { type: "array", items: { type: "integer" } } },
    { name: "semi", in: "path", required: true, style: "matrix", schema: { type: "integer" } },
    { name: "slashes", in: "path", required: true, schema: { type: "array", items: { type: "string" } }, example: ["a/b", "c:d"] },
    { name: "X-Tags", in: "header", schema: strings },
    { name: "c", in: "cookie", schema: strings },
  ], { responses: { 200: { description: "OK", headers: { "X-List": { schema: strings } } } } }));
  const sent = (name) => field(text, name).sent;
  t.is(sent("tags"), "Sent as `tags=a&tags=b` in the query.");
  t.is(sent("ids"), "Sent as `ids=1,2` in the query.");
  t.is(sent("kinds"), "Sent as `kinds=cat|dog` in the query.");
  t.is(sent("one"), "Sent as `one=a&one=b` in the query.", "an example of one value shows no separator: two made-up values instead");
  t.is(sent("text"), "Sent as `text=a&text=b` in the query.", "an example written out as text: the schema says it is a list");
  t.is(sent("filter"), "Sent as `filter[color]=red` in the query.");
  t.is(sent("map"), undefined, "an object of no known fields has nothing to show");
  t.is(sent("plain"), undefined);
  t.is(sent("rows"), undefined, "OpenAPI defines no form for a list of objects");
  t.is(sent("nested"), "Sent as `nested[at][x]=0` in the query.", "deepObject nests in brackets, as a form body does");
  t.is(sent("wide"), undefined, "a form too long to show the shape at a glance is not shown");
  t.is(sent("list"), "Sent as `1,2` in the path.");
  t.is(sent("dot"), "Sent as `.1.2` in the path.");
  t.is(sent("semi"), "Sent as `;semi=5` in the path.");
  t.is(sent("slashes"), "Sent as `a%2Fb,c:d` in the path.", "a path keeps `/` encoded, which would split it");
  t.is(sent("X-Tags"), "Sent as `X-Tags: a,b`.");
  t.is(sent("c"), undefined);
  t.is(sent("X-List"), undefined, "a response header is received, not sent");
  t.is(field(text, "kinds").tag, '{% ParamField name="kinds", type="array<string>", paramType="query", required=true, style="pipeDelimited" %}');
  t.is(field(text, "X-Tags").tag, '{% ParamField name="X-Tags", type="array<string>", paramType="header" %}', "only the query's style is an attribute: Try it sends the rest as typed");
});

test("the built page: the attributes become data attributes on the field, and a hand-written unknown style fails the build", async (t) => {
  const text = page(spec([query("kinds", strings, { style: "pipeDelimited" }), query("ids", strings, { explode: false })]));
  const site = await buildDocs({ "api/x/list.md": text });
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/x/list.md"));
  t.regex(html, /<div class="docgen-field docgen-field--param" data-style="pipeDelimited" data-depth="0"/);
  t.regex(html, /<div class="docgen-field docgen-field--param" data-explode="false" data-depth="0"/);
  t.true(html.includes("Sent as <code>kinds=a|b</code> in the query."));
  const error = await t.throwsAsync(buildDocs({ "guide.md": '{% ParamField name="a", style="commas" %}{% endParamField %}\n' }));
  t.regex(error.message, /guide\.md.*style="commas" is not valid\. Use one of form, simple, label, matrix, spaceDelimited, pipeDelimited, deepObject, tabDelimited\./s);
});
