// XML request bodies (src/openapi/pages/xml-sample.ts): the samples of an operation whose body is XML send XML
// written as the schema's XML objects say (names, attributes, wrapped and unwrapped lists, namespaces, Amazon's
// `allOf: [$ref, { xml }]`), never JSON under an XML Content-Type. Python's XML parser reads every document; curl
// and fetch, run against a server on 127.0.0.1, send it byte for byte.
import test from "ava";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { generate } from "../../dist/openapi/generate.js";
import { xmlTrees } from "../helpers/xml-trees.js";
import { recordingServer } from "../helpers/recorder.js";

const execFileAsync = promisify(execFile);
const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: ["curl", "javascript", "python"] };
const ok = { responses: { 204: { description: "Done" } } };
const xmlBody = (schema, type = "application/xml", extra = {}) => ({ requestBody: { content: { [type]: { schema, ...extra } } }, ...ok });

function spec() {
  return {
    version: "3.0",
    warnings: [],
    document: {
      openapi: "3.0.3",
      info: { title: "XML", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/pets": { post: { summary: "Add a pet", ...xmlBody({ $ref: "#/components/schemas/Pet" }) } },
        "/things": { put: { summary: "Put a thing", ...xmlBody({ type: "object", properties: { Thing: { type: "object", properties: { size: { type: "integer", example: 3 } } } } }, "text/xml") } },
        "/docs": { post: { summary: "Add a document", ...xmlBody({ type: "object", xml: { name: "doc", namespace: "urn:example:doc", prefix: "d" }, properties: { title: { type: "string", example: 'Say "hi"' } } }) } },
        "/loose": { post: { summary: "Add loose fields", ...xmlBody({ type: "object", properties: { a: { type: "string", example: "x" }, b: { type: "integer", example: 2 } } }) } },
        "/herd": { post: { summary: "Add a herd", ...xmlBody({ $ref: "#/components/schemas/Herd" }) } },
        "/given": { post: { summary: "Add as given", ...xmlBody({ $ref: "#/components/schemas/Pet" }, "application/xml", { example: "<pet id=\"9\"/>" }) } },
      },
      components: {
        schemas: {
          Pet: {
            type: "object",
            xml: { name: "pet" },
            properties: {
              id: { type: "integer", example: 7, xml: { attribute: true } },
              name: { type: "string", example: "Rex & <Co>" },
              tags: { type: "array", xml: { name: "labels", wrapped: true }, items: { type: "string", xml: { name: "label" } }, example: ["a", "b"] },
              photoUrls: { type: "array", items: { type: "string" }, example: ["u1", "u2"] },
              codes: { type: "array", xml: { name: "code", wrapped: true }, items: { type: "integer" }, example: [1, 2] },
              owner: { allOf: [{ $ref: "#/components/schemas/Person" }, { xml: { name: "keeper" } }] },
            },
          },
          Herd: { type: "array", items: { type: "object", xml: { name: "animal" }, properties: { kind: { type: "string", example: "cow" } } } },
          Person: {
            type: "object",
            properties: {
              lang: { type: "string", example: "en", xml: { attribute: true, name: "lang" } },
              "first name": { type: "string", example: "Ann\u0001" },
            },
          },
        },
      },
    },
  };
}

const files = () => generate(spec(), OPTIONS).files;
const blocksOf = (page) => Object.fromEntries([...page.matchAll(/^(`{3,})(\S*) (.+)\n([\s\S]*?)\n\1$/gm)].map((m) => [m[3], m[4]]));
/** The body the curl command sends: its `-d '...'`, unquoted from the shell. */
const curlBody = (curl) => /\n\s*-d '((?:[^']|'\\'')*)'$/.exec(curl)?.[1].replaceAll("'\\''", "'");
const pageOf = (path) => files().find((f) => f.path === path).content;

const PET = `<?xml version="1.0" encoding="UTF-8"?>
<pet id="7">
  <name>Rex &amp; &lt;Co&gt;</name>
  <labels>
    <label>a</label>
    <label>b</label>
  </labels>
  <photoUrls>u1</photoUrls>
  <photoUrls>u2</photoUrls>
  <code>
    <code>1</code>
    <code>2</code>
  </code>
  <keeper lang="en">
    <first_name>Ann</first_name>
  </keeper>
</pet>`;

test("a named schema's body: attributes, wrapped lists (items named by the list when they have no name), an unwrapped one, a name from an allOf member, text escaped", (t) => {
  const blocks = blocksOf(pageOf("pets/create.md"));
  t.is(curlBody(blocks.curl), PET);
  t.regex(blocks.curl, /-H 'Content-Type: application\/xml'/);
  t.true(blocks.JavaScript.includes(`body: ${JSON.stringify(PET)},`), blocks.JavaScript);
  t.true(blocks.Python.includes(`data=${JSON.stringify(PET)},`), blocks.Python);
});

test("the root: one property of an unnamed schema, the schema's xml.name with its namespace and prefix, else root; a list wrapped in it; an XML example as given", (t) => {
  t.is(curlBody(blocksOf(pageOf("things/replace.md")).curl), '<?xml version="1.0" encoding="UTF-8"?>\n<Thing>\n  <size>3</size>\n</Thing>');
  t.is(curlBody(blocksOf(pageOf("docs/create.md")).curl), '<?xml version="1.0" encoding="UTF-8"?>\n<d:doc xmlns:d="urn:example:doc">\n  <title>Say "hi"</title>\n</d:doc>');
  t.is(curlBody(blocksOf(pageOf("loose/create.md")).curl), '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <a>x</a>\n  <b>2</b>\n</root>');
  t.is(curlBody(blocksOf(pageOf("given/create.md")).curl), '<pet id="9"/>');
  t.is(curlBody(blocksOf(pageOf("herd/create.md")).curl), '<?xml version="1.0" encoding="UTF-8"?>\n<Herd>\n  <animal>\n    <kind>cow</kind>\n  </animal>\n</Herd>', "a list body has one root");
});

test("every document is well-formed XML to Python's parser, with the elements and attributes written", (t) => {
  const bodies = ["pets/create.md", "things/replace.md", "docs/create.md", "loose/create.md", "herd/create.md"].map((p) => curlBody(blocksOf(pageOf(p)).curl));
  const [pet, thing, doc] = xmlTrees(t, bodies);
  t.deepEqual(pet, ["pet", { id: "7" }, "", [
    ["name", {}, "Rex & <Co>", []],
    ["labels", {}, "", [["label", {}, "a", []], ["label", {}, "b", []]]],
    ["photoUrls", {}, "u1", []],
    ["photoUrls", {}, "u2", []],
    ["code", {}, "", [["code", {}, "1", []], ["code", {}, "2", []]]],
    ["keeper", { lang: "en" }, "", [["first_name", {}, "Ann", []]]],
  ]]);
  t.deepEqual(thing, ["Thing", {}, "", [["size", {}, "3", []]]]);
  t.deepEqual(doc, ["{urn:example:doc}doc", {}, "", [["title", {}, 'Say "hi"', []]]]);
});

test("curl and fetch, run against a server on 127.0.0.1, send the XML document byte for byte with its media type", async (t) => {
  const { received, origin } = await recordingServer(t);
  const blocks = blocksOf(pageOf("pets/create.md").replaceAll("https://api.example.com", origin));
  await execFileAsync("bash", ["-c", blocks.curl]);
  await execFileAsync(process.execPath, ["--input-type=module", "-e", blocks.JavaScript]);
  t.deepEqual(received.map((r) => [r.type, r.text]), [["application/xml", PET], ["application/xml", PET]]);
});

test("without a curl command on the page (--samples none), the XML body is shown built from the schema, as JSON ones are; JSON first when both are offered", (t) => {
  const none = generate(spec(), { ...OPTIONS, samples: [] }).files;
  const pets = none.find((f) => f.path === "pets/create.md").content;
  t.true(pets.includes(`## Example request\n\nBuilt from the schema: the spec gives no example.\n\n\`\`\`xml Request body (application/xml)\n${PET}\n\`\`\``), pets);
  const both = spec();
  both.document.paths["/pets"].post.requestBody.content = { "application/xml": { schema: { $ref: "#/components/schemas/Pet" } }, "application/json": { schema: { $ref: "#/components/schemas/Pet" } } };
  const page = generate(both, { ...OPTIONS, samples: [] }).files.find((f) => f.path === "pets/create.md").content;
  t.regex(page, /## Example request\n\nBuilt from the schema: the spec gives no example\.\n\n```json Request body \(application\/json\)\n/);
  t.false(page.includes("```xml"));
});
