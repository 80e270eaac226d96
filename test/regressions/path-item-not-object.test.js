// Regression: a path item that is not an object (`/x: "text"`) disappeared without a warning.
import test from "ava";
import { generate } from "../../dist/openapi/generate.js";

test("a path item that is not an object is a warning with its JSON pointer", (t) => {
  const document = { openapi: "3.0.3", info: { title: "T", version: "1" }, paths: { "/x": "not an object", "/y": { get: { responses: { 200: { description: "ok" } } } } } };
  const result = generate({ version: "3.0", warnings: [], document }, { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false });
  t.true(result.warnings.some((w) => w.pointer === "#/paths/~1x" && /not an object/.test(w.message)), JSON.stringify(result.warnings));
  t.true(result.files.some((f) => f.path === "y/list.md"));
});
