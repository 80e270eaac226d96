// A form body (`application/x-www-form-urlencoded`) is sent as its `encoding` says (2.0: each formData field's
// `collectionFormat`), by the curl command, the fetch and requests samples and so Try it: Stripe's 451 form bodies
// all say `deepObject`, which its API reads as `address[city]=Paris`, `expand[]=customer`, `items[0][price]=5`.
// Before, a nested value went as JSON text (`address=%7B%22city%22...`), which no such API reads. Brackets,
// separators and `$ : @ /` stand as they are in the body text; everything else is encoded as URLSearchParams does.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

/** The body the curl command sends: its `-d` arguments (one a field) joined by `&`, as curl joins them. */
const curlBody = (text) => [...text.matchAll(/-d '([^']*)'/g)].map((m) => m[1]).join("&");
const page = (media, samples) => {
  const document = { openapi: "3.1.0", info: { title: "T", version: "1" }, servers: [{ url: "https://api.example.com" }], paths: { "/x": { post: { requestBody: { content: { "application/x-www-form-urlencoded": media } }, responses: { 200: { description: "OK" } } } } } };
  return generate({ version: "3.1", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, ...(samples ? { samples } : {}) }).files.find((f) => f.path === "x/create.md").content;
};
const example = {
  name: "Ann & Bo",
  address: { city: "Paris", geo: { lat: 1 } },
  expand: ["customer", "invoice"],
  items: [{ price: 5, tags: ["a"] }],
  point: { x: 1, y: 2 },
  flat: { x: 1, y: 2 },
  tags: ["a", "b"],
  ids: [1, 2],
  pipes: ["p", "q"],
  rows: [{ a: 1 }],
  empty: {},
};
const encoding = {
  address: { style: "deepObject", explode: true },
  expand: { style: "deepObject", explode: true },
  items: { style: "deepObject" },
  flat: { explode: false },
  ids: { style: "form", explode: false },
  pipes: { style: "pipeDelimited" },
  empty: { style: "deepObject" },
  ignored: { style: "sideways", explode: "yes" },
};

test("each field as its encoding says: deepObject in brackets at every level, form lists repeated or joined, other separators", (t) => {
  const body = curlBody(page({ schema: { type: "object" }, example, encoding }));
  t.deepEqual(body.split("&"), [
    "name=Ann+%26+Bo",
    "address[city]=Paris",
    "address[geo][lat]=1",
    "expand[]=customer",
    "expand[]=invoice",
    "items[0][price]=5",
    "items[0][tags][]=a",
    "x=1", // form with explode (OpenAPI's default): an object's fields are fields of their own
    "y=2",
    "flat=x,1,y,2",
    "tags=a",
    "tags=b",
    "ids=1,2",
    "pipes=p|q",
    "rows=[%7B%22a%22:1%7D]", // a list of objects has no form in OpenAPI without deepObject: JSON text
  ]);
});

test("the fetch and requests samples send the same fields, a field a line; both get pairs when a name repeats", (t) => {
  const text = page({ schema: { type: "object" }, example: { tags: ["a", "b"], address: { city: "Paris" } }, encoding: { address: { style: "deepObject" } } }, ["javascript", "python"]);
  t.true(text.includes('  body: new URLSearchParams([\n    ["tags", "a"],\n    ["tags", "b"],\n    ["address[city]", "Paris"],\n  ]),'), text);
  t.true(text.includes('    data=[\n        ("tags", "a"),\n        ("tags", "b"),\n        ("address[city]", "Paris"),\n    ],'), text);
  const single = page({ schema: { type: "object" }, example: { a: "1", address: { city: "Paris" } }, encoding: { address: { style: "deepObject" } } }, ["javascript", "python"]);
  t.true(single.includes('    data={\n        "a": "1",\n        "address[city]": "Paris",\n    },'), "a dict while every name is once");
  t.true(single.includes('  body: new URLSearchParams({\n    a: "1",\n    "address[city]": "Paris",\n  }),'), "an object likewise");
});

test("a body built from the schema is written the same way", (t) => {
  const schema = { type: "object", properties: { address: { type: "object", properties: { city: { type: "string", example: "Paris" } } }, expand: { type: "array", items: { type: "string", example: "customer" } } } };
  t.is(curlBody(page({ schema, encoding: { address: { style: "deepObject", explode: true }, expand: { style: "deepObject", explode: true } } })), "address[city]=Paris&expand[]=customer");
});

test("Swagger 2.0 formData: each list field's collectionFormat", (t) => {
  const list = (name, extra = {}) => ({ name, in: "formData", type: "array", items: { type: "string" }, default: ["a", "b"], ...extra });
  const text = generate({
    version: "2.0",
    warnings: [],
    document: {
      swagger: "2.0",
      info: { title: "T", version: "1" },
      host: "api.example.com",
      consumes: ["application/x-www-form-urlencoded"],
      paths: { "/x": { post: { parameters: [list("csv"), list("multi", { collectionFormat: "multi" }), list("pipes", { collectionFormat: "pipes" }), { name: "n", in: "formData", type: "integer", default: 3 }], responses: { 200: { description: "OK" } } } } },
    },
  }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false }).files.find((f) => f.path === "x/create.md").content;
  t.is(curlBody(text), "csv=a,b&multi=a&multi=b&pipes=a|b&n=3");
});
