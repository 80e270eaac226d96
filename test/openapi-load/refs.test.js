// $ref handling: relative files (YAML and JSON) and URLs are bundled in, internal refs stay, dangling refs warn.
import test from "ava";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { loadSpec, UNRESOLVED_REF_KEY } from "../../dist/openapi/load/index.js";
import { fixturesDir, send, startServer } from "./helpers/server.js";
import { writeTemp } from "./helpers/tmp.js";

const multi = join(fixturesDir, "multi", "openapi.yaml");

/** Every `$ref` string in `value`, with its pointer. */
function allRefs(value, pointer = "#", out = []) {
  if (value && typeof value === "object") {
    if (typeof value.$ref === "string") out.push([pointer, value.$ref]);
    for (const [key, child] of Object.entries(value)) allRefs(child, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, out);
  }
  return out;
}

function checkBundled(t, spec) {
  t.is(spec.version, "3.0");
  t.deepEqual(spec.warnings, []);
  const refs = allRefs(spec.document);
  t.true(refs.every(([, ref]) => ref.startsWith("#/")), JSON.stringify(refs));
  const { schemas } = spec.document.components;
  // The split layout keeps its names: the schema files land at components/schemas/<Name>.
  t.is(schemas.Pet.type, "object");
  t.deepEqual(schemas.Pet.required, ["name"]);
  t.is(schemas.Owner.properties.name.type, "string");
  // Circular files end as internal refs, not expanded.
  t.deepEqual(schemas.Pet.properties.owner, { $ref: "#/components/schemas/Owner" });
  t.deepEqual(schemas.Owner.properties.pets.items, { $ref: "#/components/schemas/Pet" });
  // A ref inside a file to its own definitions points at the bundled copy.
  t.deepEqual(schemas.Pet.properties.tag, { $ref: "#/components/schemas/Pet/definitions/Tag" });
  // Path item from its own file; its refs to schemas and back into the root file.
  const list = spec.document.paths["/pets"].get;
  t.is(list.summary, "List pets");
  t.deepEqual(list.responses["200"].content["application/json"].schema.items, { $ref: "#/components/schemas/Pet" });
  t.deepEqual(list.responses["404"], { $ref: "#/components/responses/NotFound" });
  // A JSON file with a fragment; internal refs in the root are untouched.
  const owner = spec.document.paths["/owners/{id}"].get;
  t.is(owner.parameters[0].name, "limit");
  t.deepEqual(owner.responses["200"].content["application/json"].schema, { $ref: "#/components/schemas/Owner" });
  t.deepEqual(owner.responses["404"], { $ref: "#/components/responses/NotFound" });
}

test("relative file refs on disk (YAML and JSON) are bundled; names and cycles survive", async (t) => {
  const spec = await loadSpec(multi);
  checkBundled(t, spec);
  t.is(spec.files[0], multi);
  t.deepEqual(
    spec.files.slice(1).map((f) => f.replace(/\\/g, "/").replace(/^.*fixtures\/load\//, "")),
    ["multi/paths/pets.yaml", "multi/schemas/Pet.yaml", "multi/schemas/Owner.json", "multi/parameters.json"],
  );
});

test("relative refs in a spec served over HTTP resolve against its URL (after redirects)", async (t) => {
  const server = await startServer({ "/latest": send(302, "", { location: "/files/multi/openapi.yaml" }) });
  try {
    const spec = await loadSpec(server.url("/latest"));
    checkBundled(t, spec);
    t.true(spec.files.slice(1).every((f) => f.startsWith(server.url("/files/multi/"))), spec.files.join(" "));
  } finally {
    await server.close();
  }
});

test("a local spec may reference a URL", async (t) => {
  const server = await startServer({});
  try {
    const path = await writeTemp(
      "spec.yaml",
      `openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet:\n      $ref: "${server.url("/files/multi/schemas/Pet.yaml")}"\n`,
    );
    const spec = await loadSpec(path);
    t.is(spec.document.components.schemas.Pet.type, "object");
    t.deepEqual(spec.document.components.schemas.Pet.properties.owner.properties.pets.items, { $ref: "#/components/schemas/Pet" });
    t.deepEqual(spec.warnings, []);
  } finally {
    await server.close();
  }
});

test("a spec from a URL may not reference local files", async (t) => {
  const server = await startServer({
    "/spec.yaml": send(200, `openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Secret:\n      $ref: "file:///etc/passwd"\n`),
  });
  try {
    const spec = await loadSpec(server.url("/spec.yaml"));
    t.deepEqual(spec.document.components.schemas.Secret, { [UNRESOLVED_REF_KEY]: "file:///etc/passwd" });
    t.is(spec.warnings.length, 1);
    t.is(spec.warnings[0].pointer, "#/components/schemas/Secret");
    t.regex(spec.warnings[0].message, /may not reference local files/);
  } finally {
    await server.close();
  }
});

test("dangling refs become warnings with the $ref's JSON pointer; nothing external is left", async (t) => {
  const spec = await loadSpec(join(fixturesDir, "dangling.yaml"));
  const base = "#/paths/~1a/get/responses";
  t.deepEqual(
    spec.warnings.map((w) => w.pointer).sort(),
    [`${base}/200/content/application~1json/schema`, `${base}/400/content/application~1json/schema`, `${base}/500/content/application~1json/schema`],
  );
  const byPointer = Object.fromEntries(spec.warnings.map((w) => [w.pointer.split("/")[5], w.message]));
  t.regex(byPointer["200"], /"#\/components\/schemas\/Missing" points to nothing/);
  t.regex(byPointer["400"], /"\.\/nowhere\.yaml" cannot be resolved: .*nowhere\.yaml: file not found/);
  t.regex(byPointer["500"], /#\/definitions\/Nope does not exist in .*Pet\.yaml/);
  // The internal dangling ref stays for the generator to name; the external ones are marked.
  const responses = spec.document.paths["/a"].get.responses;
  t.deepEqual(responses["200"].content["application/json"].schema, { $ref: "#/components/schemas/Missing" });
  t.deepEqual(responses["400"].content["application/json"].schema, { [UNRESOLVED_REF_KEY]: "./nowhere.yaml" });
  // Internal cycles stay as they are; $ref inside example data is data.
  t.deepEqual(spec.document.components.schemas.Node.properties.next, { $ref: "#/components/schemas/Node" });
  t.deepEqual(spec.document.components.schemas.Node.example, { $ref: "this is example data, not a reference" });
});

test("a 404 on a referenced URL is a warning, not a failure", async (t) => {
  const server = await startServer({});
  try {
    const path = await writeTemp("spec.yaml", `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Gone:\n      $ref: "${server.url("/gone.yaml")}"\n`);
    const spec = await loadSpec(path);
    t.is(spec.warnings.length, 1);
    t.is(spec.warnings[0].pointer, "#/components/schemas/Gone");
    t.regex(spec.warnings[0].message, /HTTP 404/);
  } finally {
    await server.close();
  }
});

test("a syntax error in a referenced file fails with that file's line:col", async (t) => {
  const error = await t.throwsAsync(loadSpec(join(fixturesDir, "bad-ref-syntax.yaml")), { name: "DocgenInputError" });
  t.regex(error.location, /broken\.yaml:4:3$/);
});

test("a $ref with sibling keys keeps the siblings (3.1 description override)", async (t) => {
  const path = await writeTemp(
    "spec.yaml",
    `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet:\n      $ref: "${join(fixturesDir, "multi", "schemas", "Pet.yaml").replace(/\\/g, "/")}"\n      description: Overridden\n`,
  );
  const spec = await loadSpec(path);
  t.is(spec.document.components.schemas.Pet.description, "Overridden");
  t.is(spec.document.components.schemas.Pet.type, "object");
});

test("a fragment that is not a JSON pointer (#Pet, a typo or a 3.1 anchor) warns with its pointer", async (t) => {
  const path = await writeTemp(
    "spec.yaml",
    "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {type: object}\n    Alias:\n      $ref: '#components/schemas/Pet'\n",
  );
  const spec = await loadSpec(path);
  t.deepEqual(spec.warnings.map((w) => w.pointer), ["#/components/schemas/Alias"]);
  t.regex(spec.warnings[0].message, /is not a JSON pointer/);
  t.deepEqual(spec.document.components.schemas.Alias, { $ref: "#components/schemas/Pet" });
});

test("percent-encoded and escaped pointers resolve", async (t) => {
  const path = await writeTemp(
    "spec.yaml",
    "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths:\n  /pets/{id}:\n    get:\n      responses:\n        '200': {description: ok}\n  /again:\n    $ref: '#/paths/~1pets~1%7Bid%7D'\n",
  );
  const spec = await loadSpec(path);
  t.deepEqual(spec.warnings, []);
});

test("a referenced code or text file is its text, byte for byte; over HTTP too; a YAML file is still parsed", async (t) => {
  const python = 'import requests\n\nprint(requests.get("https://api.example.com/pets").json())\n';
  const shell = "# blank line below\n\ncurl -s https://api.example.com/pets | jq '.[] | {id: .id}'\n";
  const dir = dirname(await writeTemp("spec.yaml", ""));
  await mkdir(join(dir, "samples"));
  await writeFile(join(dir, "samples", "list.py"), python);
  await writeFile(join(dir, "samples", "list.sh"), shell);
  await writeFile(join(dir, "samples", "about.md"), "# About\n\nText: with a colon.\n");
  await writeFile(join(dir, "samples", "extra.yaml"), "lang: Go\nsource: fmt.Println()\n");
  const text = [
    "openapi: 3.1.0",
    "info: {title: t, version: '1', description: {$ref: ./samples/about.md}}",
    "paths:",
    "  /pets:",
    "    get:",
    "      x-codeSamples:",
    "        - {lang: Python, source: {$ref: ./samples/list.py}}",
    "        - {lang: Shell, source: {$ref: ./samples/list.sh}}",
    "        - {lang: Python, label: again, source: {$ref: ./samples/list.py}}",
    "        - {$ref: ./samples/extra.yaml}",
    "      responses: {'200': {description: ok}}",
    "",
  ].join("\n");
  await writeFile(join(dir, "spec.yaml"), text);
  const check = (spec) => {
    t.deepEqual(spec.warnings, []);
    t.is(spec.document.info.description, "# About\n\nText: with a colon.\n");
    const samples = spec.document.paths["/pets"].get["x-codeSamples"];
    t.is(samples[0].source, python);
    t.is(samples[1].source, shell);
    t.deepEqual(samples[2].source, { $ref: "#/paths/~1pets/get/x-codeSamples/0/source" }, "read once, then referred to");
    t.deepEqual(samples[3], { lang: "Go", source: "fmt.Println()" });
  };
  check(await loadSpec(join(dir, "spec.yaml")));
  const files = { "/spec.yaml": text, "/samples/list.py": python, "/samples/list.sh": shell, "/samples/about.md": "# About\n\nText: with a colon.\n", "/samples/extra.yaml": "lang: Go\nsource: fmt.Println()\n" };
  const server = await startServer(Object.fromEntries(Object.entries(files).map(([route, body]) => [route, send(200, body, { "content-type": "text/plain" })])));
  try {
    check(await loadSpec(server.url("/spec.yaml")));
  } finally {
    await server.close();
  }
});
