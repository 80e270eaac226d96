// Regressions in field lists: a property that is itself an anonymous cycle showed its pointer's last segment
// as a type with no "Recursive" note; an unnamed object nested past the depth limit was cut with no note.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";
import { MAX_FIELD_DEPTH } from "../../dist/openapi/pages/fields.js";

const options = { groupBy: "path", includeSchemas: true, basePath: "", skipDeprecated: false };
const ok = (schema) => ({ responses: { 200: { description: "ok", content: { "application/json": { schema } } } } });

test("a property that refers back to an anonymous schema above it says it is recursive", (t) => {
  const document = {
    openapi: "3.0.3",
    info: { title: "Cycle", version: "1" },
    components: { schemas: { Holder: { type: "object", properties: { inner: { type: "object", properties: { label: { type: "string" }, again: { $ref: "#/components/schemas/Holder/properties/inner" } } } } } } },
    paths: { "/holders": { get: ok({ $ref: "#/components/schemas/Holder/properties/inner" }) } },
  };
  const page = generate({ version: "3.0", warnings: [], document }, options).files.find((f) => f.path === "holders/list.md");
  const field = /\{% ResponseField name="again"[^%]*%\}([\s\S]*?)\{% endResponseField %\}/.exec(page.content);
  t.truthy(field, page.content);
  t.regex(field[1], /Recursive, see/);
});

test("an unnamed object nested past the depth limit says its fields are not listed", (t) => {
  let schema = { type: "object", properties: { leaf: { type: "string" } } };
  for (let i = 0; i < MAX_FIELD_DEPTH + 2; i++) schema = { type: "object", properties: { [`l${i}`]: schema } };
  const document = { openapi: "3.0.3", info: { title: "Deep", version: "1" }, paths: { "/deep": { get: ok(schema) } } };
  const page = generate({ version: "3.0", warnings: [], document }, options).files.find((f) => f.path === "deep/list.md");
  t.regex(page.content, /nested too deeply to list here \(more than 4 levels\)/);
  t.notRegex(page.content, /name="[^"]*\.leaf"/, "the deep leaf itself is not listed");
});
