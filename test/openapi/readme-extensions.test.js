// ReadMe's OpenAPI extensions, read so that a spec written for ReadMe keeps what its authors set: custom code samples
// in ReadMe's shape (`x-readme.code-samples`, or `x-code-samples`, with `language`, `name`, `code`, `install`), the
// API explorer turned off (no Try it), the generated samples' languages (`samples-languages`, `samples-enabled`) and
// static headers. Each under `x-readme` or as `x-<name>`, on the operation or at the root (the operation's wins).
import test from "ava";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { recordingServer } from "../helpers/recorder.js";
import { buildDocs } from "../helpers/site.js";

const execFileAsync = promisify(execFile);
const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };

/** A 3.1 spec with `root` at its top and these operations under /pets (get, post, ...). */
function spec(operations, root = {}) {
  const ops = Object.fromEntries(Object.entries(operations).map(([method, op]) => [method, { summary: `${method} pets`, responses: { 200: { description: "ok" } }, ...op }]));
  return { version: "3.1", warnings: [], document: { openapi: "3.1.0", info: { title: "T", version: "1" }, servers: [{ url: "https://api.example.com" }], paths: { "/pets": ops }, ...root } };
}

const pages = (s, options = OPTIONS) => Object.fromEntries(generate(s, options).files.map((f) => [f.path, f.content]));
/** The "Example request" section of a page, up to the next section or the end of the Api block. */
const requestSection = (page) => /## Example request\n\n([\s\S]*?)\n\n(?:## |\{% endApi)/.exec(page)?.[1];
/** Each titled block of a request section: [title, language, code]. */
const blocksOf = (page) => [...(requestSection(page) ?? "").matchAll(/^(`{3,})(\S*) (.+)\n([\s\S]*?)\n\1$/gm)].map((m) => [m[3], m[2], m[4]]);
/** The one untitled block of a request section: [language, code]. */
const plainBlock = (page) => /^```(\S*)\n([\s\S]*?)\n```$/m.exec(requestSection(page) ?? "")?.slice(1);
const apiTag = (page) => /\{% Api [^\n]*%\}/.exec(page)[0];

// ---- custom code samples ----------------------------------------------------------------------------------------

test("x-readme.code-samples are read in ReadMe's shape: language, name, code and install; a sample without a name is its language", (t) => {
  const { model, warnings } = normalize(spec({ get: { "x-readme": { "code-samples": [
    { name: "SDK", language: "node", code: "await sdk.pets.list();\n", install: " npm install pets-sdk ", correspondingExample: "Ok" },
    { language: "python", code: "print(pets.list())" },
  ] } } }));
  t.deepEqual(model.operations[0].codeSamples, [
    { lang: "node", label: "SDK", source: "await sdk.pets.list();\n", install: "npm install pets-sdk" },
    { lang: "python", label: "python", source: "print(pets.list())" },
  ]);
  t.deepEqual(warnings, []);
});

test("x-code-samples in ReadMe's shape is read as ReadMe's, Redoc's shape under x-readme too; x-codeSamples, then x-readme's, then x-code-samples", (t) => {
  const readmeShape = normalize(spec({ get: { "x-code-samples": [{ name: "Shell", language: "curl", code: "curl https://api.example.com/pets", install: "apt install curl" }] } }));
  t.deepEqual(readmeShape.model.operations[0].codeSamples, [{ lang: "curl", label: "Shell", source: "curl https://api.example.com/pets", install: "apt install curl" }]);
  t.deepEqual(readmeShape.warnings, []);
  const redocShape = normalize(spec({ get: { "x-readme": { "code-samples": [{ lang: "Go", label: "Go SDK", source: "pets.List()" }] } } }));
  t.deepEqual(redocShape.model.operations[0].codeSamples, [{ lang: "Go", label: "Go SDK", source: "pets.List()" }]);
  const both = normalize(spec({ get: { "x-codeSamples": [{ lang: "Go", source: "x" }], "x-readme": { "code-samples": [{ language: "python", code: "y" }] } } }));
  t.deepEqual(both.model.operations[0].codeSamples.map((s) => s.lang), ["Go"]);
  t.deepEqual(both.warnings, [{ pointer: "#/paths/~1pets/get/x-readme/code-samples", message: "ignored: the operation also has x-codeSamples, which is shown instead. Keep one of the two" }]);
  // ReadMe's own rule: its x-readme.code-samples over x-code-samples.
  const readmeFirst = normalize(spec({ get: { "x-code-samples": [{ lang: "Go", source: "x" }], "x-readme": { "code-samples": [{ language: "python", code: "y" }] } } }));
  t.deepEqual(readmeFirst.model.operations[0].codeSamples.map((s) => s.lang), ["python"]);
  t.deepEqual(readmeFirst.warnings, [{ pointer: "#/paths/~1pets/get/x-code-samples", message: "ignored: the operation also has x-readme.code-samples, which is shown instead. Keep one of the two" }]);
});

test("a ReadMe sample that cannot be shown is named by ReadMe's own field names; an install that is no text is left out", (t) => {
  const { model, warnings } = normalize(spec({ get: { "x-readme": { "code-samples": [
    { code: "x" },
    { language: "go", code: " " },
    { language: "ruby", name: 4, code: "Pets.list", install: ["gem", "install"] },
  ] } } }));
  t.deepEqual(model.operations[0].codeSamples, [{ lang: "ruby", label: "ruby", source: "Pets.list" }]);
  const at = "#/paths/~1pets/get/x-readme/code-samples";
  t.deepEqual(warnings, [
    { pointer: `${at}/0`, message: "request sample has no language (the language's name, a string); left out" },
    { pointer: `${at}/1`, message: "request sample has no code (its code, a string); left out" },
    { pointer: `${at}/2/name`, message: 'is not a text; the sample is shown as "ruby", its language' },
    { pointer: `${at}/2/install`, message: "is not a text; left out" },
  ]);
  const notAList = normalize(spec({ get: { "x-readme": { "code-samples": { language: "go", code: "x" } } } }));
  t.deepEqual(notAList.warnings, [{ pointer: at, message: "is not a list; no request samples read from it. Write it as a list of { language, code } objects" }]);
});

test("a sample's install command is a shell tab of its own right after it, titled after it; repeated names are numbered first", (t) => {
  const page = pages(spec({ get: { "x-readme": { "code-samples": [
    { name: "SDK", language: "python", code: "pets.list()", install: "pip install pets" },
    { name: "SDK", language: "node", code: "await pets.list();", install: "npm install pets" },
    { name: "Plain", language: "curl", code: "curl https://api.example.com/pets" },
  ] } } }))["pets/list.md"];
  t.deepEqual(blocksOf(page), [
    ["SDK", "python", "pets.list()"],
    ["SDK: install", "bash", "pip install pets"],
    ["SDK (2)", "javascript", "await pets.list();"],
    ["SDK (2): install", "bash", "npm install pets"],
    ["Plain", "bash", "curl https://api.example.com/pets"],
  ]);
  // A curl command of the spec's takes the generated one's place, as with Redoc's samples; an install command does not.
  const installOnly = pages(spec({ get: { "x-readme": { "code-samples": [{ language: "python", code: "pets.list()", install: "curl -sSL https://get.example.com | sh" }] } } }))["pets/list.md"];
  t.deepEqual(blocksOf(installOnly).map(([title, lang]) => [title, lang]), [["python", "python"], ["python: install", "bash"], ["curl", "bash"]]);
});

// ---- the API explorer --------------------------------------------------------------------------------------------

test("explorer-enabled: false leaves Try it out (operation or root, under x-readme or on its own); the operation's setting wins", (t) => {
  // The pages without Try it.
  const without = (operations, root) => Object.entries(pages(spec(operations, root))).filter(([path, page]) => path.startsWith("pets/") && /tryIt=false/.test(apiTag(page))).map(([path]) => path);
  t.deepEqual(without({ get: { "x-readme": { "explorer-enabled": false } }, post: {} }), ["pets/list.md"]);
  t.deepEqual(without({ get: { "x-explorer-enabled": false }, post: {} }), ["pets/list.md"]);
  t.deepEqual(without({ get: {}, post: { "x-readme": { "explorer-enabled": true } } }, { "x-readme": { "explorer-enabled": false } }), ["pets/list.md"]);
  t.deepEqual(without({ get: {}, post: { "x-explorer-enabled": true } }, { "x-explorer-enabled": false }), ["pets/list.md"]);
  t.deepEqual(without({ get: {}, post: {} }), []);
  // Redocly's switch for the same panel, on the operation.
  t.deepEqual(without({ get: { "x-hideTryItPanel": true }, post: { "x-hideTryItPanel": false } }), ["pets/list.md"]);
  // The page still shows the server and the request; only the panel is gone.
  t.regex(apiTag(pages(spec({ get: { "x-explorer-enabled": false } }))["pets/list.md"]), /server="https:\/\/api\.example\.com", tryIt=false %\}$/);
  const bad = normalize(spec({ get: { "x-readme": { "explorer-enabled": "no" } } }));
  t.true(bad.model.operations[0].tryIt);
  t.deepEqual(bad.warnings, [{ pointer: "#/paths/~1pets/get/x-readme/explorer-enabled", message: "is not true or false; ignored" }]);
});

test("a built page of an operation without the explorer has no Try it panel; its neighbour and a hand-written Api keep theirs unless tryIt=false", async (t) => {
  const files = pages(spec({ get: { "x-readme": { "explorer-enabled": false } }, post: {} }));
  files["guide.md"] = [
    '{% Api method="GET", path="/a", server="https://api.example.com" %}\nA.\n{% endApi %}',
    '{% Api method="GET", path="/b", server="https://api.example.com", tryIt=false %}\nB.\n{% endApi %}',
  ].join("\n\n");
  const site = await buildDocs(files);
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const tries = (html) => [...html.matchAll(/<section class="docgen-api[^>]*?( data-docgen-try="[^"]*")?>/g)].map((m) => m[1] !== undefined);
  t.deepEqual(tries(await site.html("pets/list.md")), [false]);
  t.deepEqual(tries(await site.html("pets/create.md")), [true]);
  t.deepEqual(tries(await site.html("guide.md")), [true, false]);
});

// ---- the generated samples' languages ----------------------------------------------------------------------------

test("samples-languages chooses the generated samples in ReadMe's names (shell, node, ...); names docgen writes none in are named once", (t) => {
  const s = spec({ get: {}, post: { "x-readme": { "samples-languages": ["ruby"] } } }, { "x-readme": { "samples-languages": ["shell", "swift", "node", "curl", "Python", 7, "csharp"] } });
  const { warnings } = normalize(s);
  t.deepEqual(warnings, [{ pointer: "#/x-readme/samples-languages", message: "docgen writes no request samples in swift, 7; left out. It writes shell (curl), node (fetch), python, go, java, ruby, php and csharp" }]);
  const files = pages(s);
  t.deepEqual(blocksOf(files["pets/list.md"]).map(([title]) => title), ["curl", "JavaScript", "Python", "C#"]);
  t.deepEqual(plainBlock(files["pets/create.md"])?.[0], "ruby", "the operation's own list wins; one sample alone is a plain block");
  // --samples on the command line is the site's choice: it wins over the spec's.
  t.deepEqual(plainBlock(pages(s, { ...OPTIONS, samples: ["go"] })["pets/list.md"])?.[0], "go");
});

test("samples-languages naming only languages docgen does not write keeps the curl command; samples-enabled: false writes none", (t) => {
  const swift = spec({ get: { "x-samples-languages": ["swift"] } });
  t.deepEqual(normalize(swift).warnings.map((w) => w.message), ["docgen writes no request samples in swift; left out, so the default, a curl command, is written instead. It writes shell (curl), node (fetch), python, go, java, ruby, php and csharp"]);
  t.is(plainBlock(pages(swift)["pets/list.md"])?.[0], "bash");
  const off = spec({ get: { "x-readme": { "samples-enabled": false, "samples-languages": ["python"] } }, post: { "x-samples-enabled": false, "x-codeSamples": [{ lang: "Go", source: "pets.Create()" }] } });
  const files = pages(off);
  t.false(files["pets/list.md"].includes("Example request"), "no generated sample and none of the spec's: no section");
  t.deepEqual(blocksOf(files["pets/create.md"]), [["Go", "go", "pets.Create()"]], "the spec's own samples stay");
  const notAList = normalize(spec({ get: { "x-samples-languages": "python" } }));
  t.deepEqual(notAList.warnings, [{ pointer: "#/paths/~1pets/get/x-samples-languages", message: 'is not a list; ignored. Write it as a list of language names: ["shell", "node", "python"]' }]);
});

// ---- static headers ----------------------------------------------------------------------------------------------

test("static headers are required header parameters with their value; the operation's own list replaces the root's, its own parameter wins", (t) => {
  const s = spec(
    {
      get: {},
      post: { "x-readme": { headers: [{ key: "X-Client", value: "docs" }] } },
      put: { parameters: [{ name: "x-api-key", in: "header", required: false, description: "Your key.", schema: { type: "string" } }] },
    },
    { "x-readme": { headers: [{ key: "x-api-key", value: "static-value" }, { key: "X-Version", value: 2 }] }, webhooks: { ping: { post: { responses: { 200: { description: "ok" } } } } } },
  );
  const { model, warnings } = normalize(s);
  t.deepEqual(warnings, []);
  const headers = (method) => model.operations.find((o) => o.method === method).parameters.map((p) => [p.name, p.required, p.schema.default?.value, p.examples.map((e) => e.value)]);
  t.deepEqual(headers("GET"), [["x-api-key", true, "static-value", ["static-value"]], ["X-Version", true, "2", ["2"]]]);
  t.deepEqual(headers("POST"), [["X-Client", true, "docs", ["docs"]]]);
  t.deepEqual(headers("PUT"), [["x-api-key", false, undefined, []], ["X-Version", true, "2", ["2"]]]);
  t.deepEqual(model.webhooks[0].parameters, [], "a webhook's request comes from the API: no static headers");
  const page = pages(s)["pets/list.md"];
  t.true(page.includes('{% ParamField name="x-api-key", type="string", paramType="header", required=true, default="static-value" %}\n\nA static header: every request sends it with this value.'));
  t.regex(plainBlock(page)[1], /-H 'x-api-key: static-value' \\\n  -H 'X-Version: 2'$/);
});

test("a static header that cannot be sent is left out with a warning at its place", (t) => {
  const { model, warnings } = normalize(spec({ get: { "x-headers": [{ key: "X-A", value: "1" }, { value: "2" }, { key: "Bad Name", value: "3" }, { key: "X-B" }, "X-C: 4", { key: "x-a", value: "5" }] } }));
  t.deepEqual(model.operations[0].parameters.map((p) => p.name), ["X-A"]);
  const at = "#/paths/~1pets/get/x-headers";
  t.deepEqual(warnings, [
    { pointer: `${at}/1`, message: "static header has no key (its name, a string); left out. Write it as { key: X-Api-Key, value: ... }" },
    { pointer: `${at}/2`, message: "static header \"Bad Name\" is no header name (letters, digits and !#$%&'*+-.^_`|~); left out" },
    { pointer: `${at}/3`, message: 'static header "X-B" has no value (a string); left out' },
    { pointer: `${at}/4`, message: "static header has no key (its name, a string); left out. Write it as { key: X-Api-Key, value: ... }" },
    { pointer: `${at}/5`, message: 'static header "x-a" is given twice; the first is kept' },
  ]);
  t.deepEqual(normalize(spec({ get: { "x-headers": { key: "X-A", value: "1" } } })).warnings, [{ pointer: at, message: "is not a list; ignored. Write it as a list of { key, value } objects" }]);
});

test("the curl, JavaScript and Python samples send the static headers to a server on 127.0.0.1", async (t) => {
  const { received, origin } = await recordingServer(t, (record, res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
  const s = spec({ get: {} }, { servers: [{ url: origin }], "x-readme": { headers: [{ key: "x-api-key", value: "static value" }] } });
  const blocks = Object.fromEntries(blocksOf(pages(s, { ...OPTIONS, samples: ["curl", "javascript", "python"] })["pets/list.md"]).map(([title, , code]) => [title, code]));
  await execFileAsync("bash", ["-c", blocks.curl]);
  await execFileAsync(process.execPath, ["--input-type=module", "-e", blocks.JavaScript]);
  t.deepEqual(received.map((r) => [r.method, r.url, r.headers["x-api-key"]]), [["GET", "/pets", "static value"], ["GET", "/pets", "static value"]]);
  t.regex(blocks.Python, /"x-api-key": "static value"/);
});

// ---- ReadMe's own demo spec --------------------------------------------------------------------------------------

test("ReadMe's extensions demo (@readme/oas-examples, 3.0 and 3.1): its samples, headers and explorer switches reach the pages", async (t) => {
  const require = createRequire(import.meta.url);
  for (const version of ["3.0", "3.1"]) {
    const file = require.resolve(`@readme/oas-examples/${version}/json/readme-extensions.json`);
    const files = pages(await loadSpec(file));
    const section = (path) => requestSection(files[path]);
    // 3.0's samples name install commands; 3.1's do not.
    const install = blocksOf(files["x-code-samples/create.md"]).some(([title, lang, code]) => title === "Custom cURL snippet: install" && lang === "bash" && code === "brew install curl");
    t.is(install, version === "3.0", version);
    t.regex(section("x-code-samples/list.md"), /```bash Custom cURL snippet\ncurl -X POST https:\/\/api\.example\.com\/v2\/alert\n```/, version);
    for (const path of ["x-headers/create.md", "x-headers/patch-all.md"]) t.regex(section(path), /-H 'x-api-key: static-value'/, `${version} ${path}`);
    for (const path of ["x-explorer-enabled/create.md", "x-explorer-enabled/patch-all.md"]) t.regex(apiTag(files[path]), /tryIt=false/, `${version} ${path}`);
    t.notRegex(apiTag(files["x-headers/create.md"]), /tryIt=false/, version);
  }
});
