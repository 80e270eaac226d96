// A path's `{name}` placeholder must have a path parameter (OpenAPI requires it), and a spec in the making often
// forgets one. docgen lists each undeclared one as a required string, so the page
// documents it and Try it asks for it, and warns at the operation with the declaration to add.
import test from "ava";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalize } from "../../dist/openapi/normalize/index.js";

const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const info = { title: "T", version: "1" };
const ok = { 200: { description: "OK" } };
const pathParam = (name, schema = { type: "integer" }) => ({ name, in: "path", required: true, schema });
const names = (op) => op.parameters.map((p) => `${p.in}:${p.name}:${p.required}:${p.schema.types.join("|")}`);
const message = (name) => `the path's {${name}} has no path parameter; it is listed as a required string. Declare it: { name: ${name}, in: path, required: true, schema: { type: string } }`;

test("3.x: each undeclared placeholder once, after the declared ones, with a warning at its operation", (t) => {
  const { model, warnings } = normalize({
    version: "3.0",
    document: {
      openapi: "3.0.3",
      info,
      paths: {
        // Declared at the path level for both; {b} repeated in the path; {c} declared by one operation only.
        "/a/{a}/{b}/x/{b}/{c}": {
          parameters: [pathParam("a")],
          get: { responses: ok },
          put: { parameters: [pathParam("c")], responses: ok },
        },
        // A query written into the path, with its placeholder: the query parameter declares it.
        "/q?convert={convert}": { get: { parameters: [{ name: "convert", in: "query", schema: { type: "string" } }], responses: ok } },
        // A placeholder declared under another location is still not a path parameter.
        "/h/{id}": { get: { parameters: [{ name: "id", in: "header", schema: { type: "string" } }], responses: ok } },
        "/fine/{id}": { get: { parameters: [pathParam("id")], responses: ok, callbacks: { done: { "{$request.body#/url}": { post: { responses: ok } } } } } },
      },
    },
  });
  const byKey = Object.fromEntries(model.operations.map((op) => [`${op.method} ${op.path}`, op]));
  t.deepEqual(names(byKey["GET /a/{a}/{b}/x/{b}/{c}"]), ["path:a:true:integer", "path:b:true:string", "path:c:true:string"]);
  t.deepEqual(names(byKey["PUT /a/{a}/{b}/x/{b}/{c}"]), ["path:a:true:integer", "path:c:true:integer", "path:b:true:string"]);
  t.deepEqual(names(byKey["GET /q?convert={convert}"]), ["query:convert:false:string"]);
  t.deepEqual(names(byKey["GET /h/{id}"]), ["header:id:false:string", "path:id:true:string"]);
  // The callback's runtime expression is not a path template.
  t.deepEqual(names(byKey["GET /fine/{id}"]), ["path:id:true:integer"]);
  t.deepEqual(byKey["GET /fine/{id}"].callbacks[0].operations[0].parameters, []);
  t.deepEqual(warnings, [
    { pointer: "#/paths/~1a~1{a}~1{b}~1x~1{b}~1{c}/get", message: message("b") },
    { pointer: "#/paths/~1a~1{a}~1{b}~1x~1{b}~1{c}/get", message: message("c") },
    { pointer: "#/paths/~1a~1{a}~1{b}~1x~1{b}~1{c}/put", message: message("b") },
    { pointer: "#/paths/~1h~1{id}/get", message: message("id") },
  ]);
});

test("2.0 and webhooks: a 2.0 path is checked the same way; a webhook's name is not a path", (t) => {
  const v2 = normalize({ version: "2.0", document: { swagger: "2.0", info, paths: { "/pets/{petId}": { get: { responses: ok } } } } });
  t.deepEqual(names(v2.model.operations[0]), ["path:petId:true:string"]);
  t.deepEqual(v2.warnings, [{ pointer: "#/paths/~1pets~1{petId}/get", message: message("petId") }]);
  const v31 = normalize({ version: "3.1", document: { openapi: "3.1.0", info, webhooks: { "{event}": { post: { responses: ok } } } } });
  t.deepEqual(v31.model.webhooks[0].parameters, []);
  t.deepEqual(v31.warnings, []);
});

test("docgen openapi: the page lists the undeclared parameter and the warning names the file and the operation", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "docgen-undeclared-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, "spec.yaml"), [
    "openapi: 3.0.3",
    "info: { title: T, version: '1' }",
    "paths:",
    "  /pets/{petId}/toys/{toyId}:",
    "    parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]",
    "    get: { summary: Get toy, responses: { '200': { description: ok } } }",
    "",
  ].join("\n"));
  const run = spawnSync(process.execPath, [bin, "openapi", "spec.yaml", "-o", "out"], { cwd: dir, encoding: "utf8" });
  t.is(run.status, 0, run.stderr);
  t.true(run.stderr.includes(`warning: spec.yaml#/paths/~1pets~1{petId}~1toys~1{toyId}/get: ${message("toyId")}\n`), run.stderr);
  const [page] = readdirSync(path.join(dir, "out", "pets"));
  const text = readFileSync(path.join(dir, "out", "pets", page), "utf8");
  t.true(text.includes('{% ParamField name="petId", type="string", paramType="path", required=true %}{% endParamField %}\n\n{% ParamField name="toyId", type="string", paramType="path", required=true %}{% endParamField %}'), text);
});
