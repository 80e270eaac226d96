// OpenAPI 3.2's XML `nodeType`, which replaces `attribute` and `wrapped`: `attribute` and `element` (a wrapped list)
// write what the two flags did, `text` and `cdata` put a value inside its parent's element (a CDATA section for
// `cdata`, split where the value holds `]]>`), and `none` puts an object's properties straight into its parent's
// element. Before, nodeType was not read: each of these was written as an element of its own.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { xmlTrees } from "../helpers/xml-trees.js";

const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: ["curl"] };

function curlBodyOf(schemas) {
  const document = {
    openapi: "3.2.0",
    info: { title: "XML", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: { "/notes": { post: { summary: "Add a note", requestBody: { content: { "application/xml": { schema: { $ref: "#/components/schemas/Note" } } } }, responses: { 204: { description: "Done" } } } } },
    components: { schemas },
  };
  const page = generate({ version: "3.2", warnings: [], document }, OPTIONS).files.find((f) => f.path === "notes/create.md").content;
  return /\n\s*-d '((?:[^']|'\\'')*)'\n```/.exec(page)?.[1].replaceAll("'\\''", "'");
}

const NOTE = {
  Note: {
    type: "object",
    xml: { name: "note" },
    properties: {
      id: { type: "integer", example: 7, xml: { nodeType: "attribute" } },
      lang: { type: "string", example: "en", xml: { nodeType: "attribute", name: "xml-lang" } },
      body: { type: "string", example: "Tea & <cake>", xml: { nodeType: "text" } },
      tags: { type: "array", xml: { nodeType: "element", name: "tags" }, items: { type: "string", xml: { name: "tag" } }, example: ["a", "b"] },
      loose: { type: "array", items: { type: "string" }, example: ["x"] },
      meta: { type: "object", xml: { nodeType: "none" }, properties: { author: { type: "string", example: "Ann" }, draft: { type: "boolean", example: true, xml: { nodeType: "attribute" } } } },
    },
  },
};

test("attribute, element (a wrapped list), text and none, as 3.2 says; an unwrapped list by default", (t) => {
  t.is(curlBodyOf(NOTE), `<?xml version="1.0" encoding="UTF-8"?>
<note id="7" xml-lang="en" draft="true">
  Tea &amp; &lt;cake&gt;
  <tags>
    <tag>a</tag>
    <tag>b</tag>
  </tags>
  <loose>x</loose>
  <author>Ann</author>
</note>`);
});

test("text alone is the element's content; cdata is a CDATA section, split where the value holds ]]>", (t) => {
  const text = curlBodyOf({ Note: { type: "object", xml: { name: "note" }, properties: { id: { type: "integer", example: 1, xml: { nodeType: "attribute" } }, body: { type: "string", example: "plain", xml: { nodeType: "text" } } } } });
  t.is(text, '<?xml version="1.0" encoding="UTF-8"?>\n<note id="1">plain</note>');
  const cdata = curlBodyOf({ Note: { type: "object", xml: { name: "note" }, properties: { body: { type: "string", example: "a <b> ]]> c", xml: { nodeType: "cdata" } } } } });
  t.is(cdata, '<?xml version="1.0" encoding="UTF-8"?>\n<note><![CDATA[a <b> ]]]]><![CDATA[> c]]></note>');
});

test("Python's XML parser reads each document as 3.2 means it", (t) => {
  const bodies = [curlBodyOf(NOTE), curlBodyOf({ Note: { type: "object", xml: { name: "note" }, properties: { body: { type: "string", example: "a <b> ]]> c", xml: { nodeType: "cdata" } } } } })];
  const [note, cdata] = xmlTrees(t, bodies);
  t.deepEqual(note, ["note", { id: "7", "xml-lang": "en", draft: "true" }, "Tea & <cake>", [
    ["tags", {}, "", [["tag", {}, "a", []], ["tag", {}, "b", []]]],
    ["loose", {}, "x", []],
    ["author", {}, "Ann", []],
  ]]);
  t.deepEqual(cdata, ["note", {}, "a <b> ]]> c", []]);
});
