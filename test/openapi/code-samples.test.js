// Request samples the spec's authors wrote (Redoc's `x-codeSamples`, and its older name `x-code-samples`): read in
// spec order with warnings for entries that cannot be shown, written as one CodeGroup of titled fences beside the
// generated curl command (which a curl sample of the spec's own replaces), and built into tabs' markup by a real
// Eleventy build. Titles survive the fence's info string as written, less what cannot live there.
import test from "ava";
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import MarkdownIt from "markdown-it";
import markdownItAttrs from "markdown-it-attrs";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { generate } from "../../dist/openapi/generate.js";
import { fenceLanguage } from "../../dist/openapi/pages/code-samples.js";
import { codeTitles, fenceTitle } from "../../dist/index.js";
import { recordingServer } from "../helpers/recorder.js";
import { buildDocs } from "../helpers/site.js";

const execFileAsync = promisify(execFile);
const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false };
const PYTHON = { lang: "Python", source: "import requests\nrequests.get('https://api.example.com/pets')\n" };

function spec(operation, version = "3.1.0") {
  const get = { summary: "List pets", responses: { 200: { description: "ok" } }, ...operation };
  if (version === "2.0") return { version: "2.0", warnings: [], document: { swagger: "2.0", info: { title: "T", version: "1" }, host: "api.example.com", schemes: ["https"], paths: { "/pets": { get } } } };
  return { version: "3.1", warnings: [], document: { openapi: version, info: { title: "T", version: "1" }, servers: [{ url: "https://api.example.com" }], paths: { "/pets": { get } } } };
}

const samplesOf = (operation, version) => {
  const { model, warnings } = normalize(spec(operation, version));
  return { samples: model.operations[0].codeSamples, warnings };
};

const pageOf = (operation, version) => generate(spec(operation, version), OPTIONS).files.find((f) => f.path === "pets/list.md").content;
/** The "Example request" section of a page: what its RequestExample holds under the heading. */
const requestSection = (page) => /\{% RequestExample %\}\n\n## Example request\n\n([\s\S]*?)\n\n\{% endRequestExample %\}/.exec(page)?.[1];

test("x-codeSamples are read in spec order; a label is kept, else the lang names the sample", (t) => {
  const { samples, warnings } = samplesOf({ "x-codeSamples": [PYTHON, { lang: "C#", label: " .NET SDK ", source: "await client.Pets.ListAsync();" }] });
  t.deepEqual(samples, [
    { lang: "Python", label: "Python", source: PYTHON.source },
    { lang: "C#", label: ".NET SDK", source: "await client.Pets.ListAsync();" },
  ]);
  t.deepEqual(warnings, []);
});

test("the older x-code-samples is read too, in Swagger 2.0 as in 3.x; with both, x-codeSamples wins and the other is named", (t) => {
  t.deepEqual(samplesOf({ "x-code-samples": [PYTHON] }, "2.0").samples.map((s) => s.label), ["Python"]);
  t.deepEqual(samplesOf({ "x-code-samples": [PYTHON] }, "3.0.3").samples.map((s) => s.label), ["Python"]);
  const both = samplesOf({ "x-codeSamples": [{ lang: "Go", source: "x" }], "x-code-samples": [PYTHON] });
  t.deepEqual(both.samples.map((s) => s.lang), ["Go"]);
  t.deepEqual(both.warnings, [{ pointer: "#/paths/~1pets/get/x-code-samples", message: "ignored: the operation also has x-codeSamples, which is shown instead. Keep one of the two" }]);
});

test("an entry that cannot be shown is left out with a warning at its place; the others stay", (t) => {
  const { samples, warnings } = samplesOf({
    "x-codeSamples": ["print(1)", { source: "x" }, { lang: "Go", source: "  \n" }, { lang: 7, source: "x" }, { lang: "Go", label: 3, source: "fmt.Println()" }, PYTHON],
  });
  t.deepEqual(samples.map((s) => [s.lang, s.label]), [["Go", "Go"], ["Python", "Python"]]);
  const at = "#/paths/~1pets/get/x-codeSamples";
  t.deepEqual(warnings, [
    { pointer: `${at}/0`, message: "request sample is not an object; left out. Write it as { lang: Python, source: ... }" },
    { pointer: `${at}/1`, message: "request sample has no lang (the language's name, a string); left out" },
    { pointer: `${at}/2`, message: "request sample has no source (its code, a string); left out" },
    { pointer: `${at}/3`, message: "request sample has no lang (the language's name, a string); left out" },
    { pointer: `${at}/4/label`, message: 'is not a text; the sample is shown as "Go", its lang' },
  ]);
  const notAList = samplesOf({ "x-codeSamples": { lang: "Go", source: "x" } });
  t.deepEqual(notAList.samples, []);
  t.deepEqual(notAList.warnings, [{ pointer: at, message: "is not a list; no request samples read from it. Write it as a list of { lang, source } objects" }]);
});

test("$refs inside the samples are followed, as Shutterstock's spec writes a source that repeats another's", (t) => {
  const operation = {
    "x-code-samples": [
      { lang: "JavaScript", source: "sstk.images.list();" },
      { lang: "TypeScript", source: { $ref: "#/paths/~1pets/get/x-code-samples/0/source" } },
      { $ref: "#/paths/~1pets/get/x-code-samples/0" },
      { lang: "Go", source: { $ref: "#/nowhere" } },
    ],
  };
  const { samples, warnings } = samplesOf(operation);
  t.deepEqual(samples.map((s) => [s.lang, s.source]), [["JavaScript", "sstk.images.list();"], ["TypeScript", "sstk.images.list();"], ["JavaScript", "sstk.images.list();"]]);
  t.deepEqual(warnings.map((w) => w.pointer), ["#/paths/~1pets/get/x-code-samples/3/source", "#/paths/~1pets/get/x-code-samples/3"]);
  t.regex(warnings[0].message, /dangling \$ref "#\/nowhere"/);
});

test("without samples the section is the curl command alone, as before: no group, no title", (t) => {
  t.is(requestSection(pageOf({})), "```bash\ncurl -X GET 'https://api.example.com/pets'\n```");
});

test("the section is a RequestExample after the description and before the fields, and the page builds with it beside them", async (t) => {
  const operation = {
    description: "Lists the pets.",
    parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }],
    requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } } },
  };
  const page = pageOf(operation);
  const at = (text) => page.indexOf(text);
  t.true(at("Lists the pets.") < at("{% RequestExample %}\n\n## Example request\n\n```bash"), "after the description");
  t.true(at("{% endRequestExample %}") < at("## Query parameters"), "before the parameters");
  t.true(at("## Query parameters") < at("## Request body") && at("## Request body") < at("## Responses"));
  // A webhook's page has no request samples: a RequestExample only for the body the API sends, when it has one.
  const hook = generate({ version: "3.1", warnings: [], document: { openapi: "3.1.0", info: { title: "T", version: "1" }, webhooks: { ping: { post: { summary: "Ping", responses: { 200: { description: "ok" } } } } } } }, OPTIONS);
  t.false(hook.files.some((f) => f.content.includes("RequestExample")));
  t.false(hook.files.some((f) => f.content.includes("```bash")), "no curl command");

  const site = await buildDocs({ "api/pets/list.md": page });
  t.teardown(() => site.cleanup());
  const html = await site.html("api/pets/list.md");
  t.regex(html, /<div class="docgen-api__body">[\s\S]*<p>Lists the pets\.<\/p>\s*<div class="docgen-request-example">\s*<h2[^>]*>[\s\S]*Example request[\s\S]*<\/h2>\s*<pre[\s\S]*?<\/pre>\s*<\/div>\s*<h2[^>]*>[\s\S]*Query parameters/);
  t.regex(html, /<div class="docgen-layout docgen-layout--nav docgen-layout--pane">/, "the layout gives its right-hand column to the samples");
});

test("with samples: one CodeGroup, the spec's samples in order as titled fences, then the generated curl command", (t) => {
  const page = pageOf({ "x-codeSamples": [PYTHON, { lang: "Node.js", label: "Node SDK", source: "await pets.list();\n\n\n" }] });
  t.is(
    requestSection(page),
    [
      '{% CodeGroup label="Request samples" %}',
      "",
      "```python Python",
      "import requests",
      "requests.get('https://api.example.com/pets')",
      "```",
      "",
      "```javascript Node SDK",
      "await pets.list();",
      "```",
      "",
      "```bash curl",
      "curl -X GET 'https://api.example.com/pets'",
      "```",
      "",
      "{% endCodeGroup %}",
    ].join("\n"),
  );
});

test("a curl command among the spec's samples takes the generated one's place; a CLI or a library using curl does not", (t) => {
  const curl = { lang: "Shell", label: "cURL", source: "# list them\ncurl https://api.example.com/pets -H 'Authorization: Bearer $TOKEN'" };
  const ownCurl = requestSection(pageOf({ "x-codeSamples": [PYTHON, curl] }));
  t.is((ownCurl.match(/^curl /gm) ?? []).length, 1);
  t.true(ownCurl.includes("```bash cURL\n# list them\ncurl https://api.example.com/pets"));
  t.false(ownCurl.includes("```bash curl\n"));
  const cli = requestSection(pageOf({ "x-codeSamples": [{ lang: "CLI", source: "stripe pets list" }, { lang: "Php + Curl", source: "$ch = curl_init();" }] }));
  t.true(cli.includes("```bash curl\ncurl -X GET"), "the generated command stays");
});

test("repeated titles are numbered so each tab can be told apart, titles that differ only in spacing too", (t) => {
  const node = (label) => ({ lang: "Node", label, source: "x" });
  const section = requestSection(pageOf({ "x-codeSamples": [PYTHON, PYTHON, node("Node  SDK"), node(" Node\nSDK "), { lang: "curl", label: "curl", source: "echo not a curl command" }] }));
  t.deepEqual([...section.matchAll(/^```\S* (.+)$/gm)].map((m) => m[1]), ["Python", "Python (2)", "Node SDK", "Node SDK (2)", "curl", "curl (2)"]);
});

test("a spec's language names map to the names highlighters know", (t) => {
  const cases = {
    Python: "python", python3: "python", "Python + Python3": "python", "C#": "csharp", "Csharp + Restsharp": "csharp", ".NET": "csharp",
    Shell: "bash", cURL: "bash", "Shell + Curl": "bash", CLI: "bash", "Node.js": "javascript", "Node + Native": "javascript",
    javascript_v2__nodejs: "javascript", "javascript_v2--nodejs": "javascript", TypeScript: "typescript", Go: "go", Golang: "go",
    "C++": "cpp", C: "c", Kotlin: "kotlin", Elixir: "elixir", "F#": "f", "<script>": "text", "": "text", "Objective-C": "objectivec",
  };
  for (const [lang, expected] of Object.entries(cases)) t.is(fenceLanguage(lang), expected, lang);
});

test("a title is read back from the fence exactly as written, line breaks as spaces", (t) => {
  const label = 'Python & \\ &amp; `tick` {.x onclick=alert(1)} {% raw %} title="evil" =\nnext';
  const page = pageOf({ "x-codeSamples": [{ lang: "Python", label, source: "```\n{% endraw %}{{ z }}\n" }] });
  const md = new MarkdownIt({ html: true }).use(markdownItAttrs);
  const tokens = md.parse(requestSection(page).replace(/\{%[^%]*%\}|\{\{[^}]*\}\}/g, ""), {});
  const fence = tokens.find((tk) => tk.type === "fence");
  t.is(fenceTitle(fence.info, md.utils.unescapeAll), 'Python & \\ &amp; `tick` {.x onclick=alert(1)} {% raw %} title="evil" = next');
  t.deepEqual(fence.attrs, null, "markdown-it-attrs found no attributes in it");
  t.true(page.includes("````python "), "the fence is longer than the backticks in the code");
});

test("fenceTitle: Mintlify's words after the language, or Docusaurus' title attribute; nothing after the language is no title", (t) => {
  t.is(fenceTitle("python Python (requests)"), "Python (requests)");
  t.is(fenceTitle('js title="src/app.js" showLineNumbers'), "src/app.js");
  t.is(fenceTitle("js title='a b'"), "a b");
  t.is(fenceTitle("js title=c.js {.x}"), "c.js");
  t.is(fenceTitle("js Node title&#61;&quot;x&quot;", (text) => text.replace("&#61;", "=").replace(/&quot;/g, '"')), 'Node title="x"', "only a title= written as such counts");
  t.is(fenceTitle("python"), undefined);
  t.is(fenceTitle("  python   "), undefined);
  t.is(fenceTitle(""), undefined);
  t.is(fenceTitle('js title=""'), undefined);
});

test("codeTitles renders a titled fence as a figure with its caption escaped, and leaves other fences alone", (t) => {
  const md = new MarkdownIt().use(codeTitles);
  t.is(md.render("```python <b>Py</b> & co\nx = 1\n```\n"), '<figure class="docgen-code-titled"><figcaption class="docgen-code-title">&lt;b&gt;Py&lt;/b&gt; &amp; co</figcaption><pre><code class="language-python">x = 1\n</code></pre></figure>\n');
  t.is(md.render("```python\nx = 1\n```\n"), '<pre><code class="language-python">x = 1\n</code></pre>\n');
  t.is(md.render("    indented\n"), "<pre><code>indented\n</code></pre>\n");
});

test("a generated page with samples builds into one group of titled, focusable code blocks in spec order", async (t) => {
  const { files } = generate(spec({ "x-codeSamples": [PYTHON, { lang: "Go", source: "client.Pets.List()" }] }), OPTIONS);
  const site = await buildDocs(Object.fromEntries(files.map((f) => [f.path, f.content])));
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const html = await site.html("pets/list.md");
  const group = /<div class="docgen-code-group" data-docgen-code-group data-label="Request samples">([\s\S]*?)<\/div>/.exec(html)?.[1];
  t.truthy(group, "the group is on the page");
  t.deepEqual([...group.matchAll(/<figcaption class="docgen-code-title">([^<]*)<\/figcaption><pre tabindex="0"><code class="language-(\w+)">/g)].map((m) => [m[1], m[2]]), [
    ["Python", "python"],
    ["Go", "go"],
    ["curl", "bash"],
  ]);
  t.true(group.includes("requests.get(&#39;https://api.example.com/pets&#39;)") || group.includes("requests.get('https://api.example.com/pets')"));
});

// ---- generated samples in other languages (--samples) ----------------------------------------------------------

const ALL = { ...OPTIONS, samples: ["curl", "javascript", "python"] };
const BODY = { name: 'Rex "the" dog', tags: ["a", "b"], vaccinated: true, owner: null, weight: 12.5, note: "line\nbreak ü" };
const POST = {
  summary: "Add a pet",
  parameters: [
    { name: "X-Request-Id", in: "header", required: true, schema: { type: "string", example: "abc-1" } },
    { name: "dry_run", in: "query", required: true, schema: { type: "boolean", example: true } },
    { name: "region", in: "cookie", required: true, schema: { type: "string", example: "eu west" } },
  ],
  security: [{ bearer: [] }],
  requestBody: { content: { "application/json": { schema: { type: "object" }, example: BODY } } },
  responses: { 201: { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
};
const LOGIN = {
  summary: "Log in",
  requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { user: { type: "string" }, pass: { type: "string", example: "a&b=c" } } } } } },
  responses: { 200: { description: "ok", content: { "text/plain": { schema: { type: "string" } } } } },
};

function samplesSpec() {
  return {
    version: "3.1",
    warnings: [],
    document: {
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      servers: [{ url: "https://api.example.com/v1" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      paths: { "/pets": { post: POST }, "/login": { post: LOGIN }, "/pets/all": { delete: { summary: "Remove all", responses: { 204: { description: "gone" } } } } },
    },
  };
}

/** Each titled block of a page's request section: [title, language, code]. */
const blocksOf = (page) => [...requestSection(page).matchAll(/^(`{3,})(\S*) (.+)\n([\s\S]*?)\n\1$/gm)].map((m) => [m[3], m[2], m[4]]);

test("--samples curl,javascript,python: the three in that order in one group; --samples none and no samples of the spec's: no samples, the body's example alone", (t) => {
  const files = generate(samplesSpec(), ALL).files;
  const page = files.find((f) => f.path === "pets/create.md").content;
  t.deepEqual(blocksOf(page).map(([title, lang]) => [title, lang]), [["curl", "bash"], ["JavaScript", "javascript"], ["Python", "python"]]);
  const order = generate(samplesSpec(), { ...OPTIONS, samples: ["python", "curl"] }).files.find((f) => f.path === "pets/create.md").content;
  t.deepEqual(blocksOf(order).map(([title]) => title), ["Python", "curl"]);
  // The body's example, which the curl command carried, is the section's one block; an operation without a body has none.
  const noneFiles = generate(samplesSpec(), { ...OPTIONS, samples: [] }).files;
  const none = noneFiles.find((f) => f.path === "pets/create.md").content;
  t.deepEqual(blocksOf(none), [["Request body (application/json)", "json", JSON.stringify(BODY, null, 2)]]);
  t.false(none.includes("CodeGroup"));
  t.false(noneFiles.find((f) => f.path === "pets/all-delete.md").content.includes("Example request"));
  const one = generate(samplesSpec(), { ...OPTIONS, samples: ["python"] }).files.find((f) => f.path === "pets/create.md").content;
  t.regex(requestSection(one), /^```python\nimport requests\n/, "one sample alone is a plain block, as curl is by default");
});

test("a sample of the spec's in a language takes the generated one's place; the others stay, after the spec's", (t) => {
  const spec = samplesSpec();
  spec.document.paths["/pets"].post = { ...POST, "x-codeSamples": [{ lang: "TypeScript", label: "Node SDK", source: "await pets.create();" }, { lang: "Go", source: "pets.Create()" }] };
  const page = generate(spec, ALL).files.find((f) => f.path === "pets/create.md").content;
  t.deepEqual(blocksOf(page).map(([title]) => title), ["Node SDK", "Go", "curl", "Python"]);
});

test("the JavaScript sample, run by Node against a server on 127.0.0.1, sends what the curl command sends", async (t) => {
  const { received, origin } = await recordingServer(t, (record, res) => {
    const login = record.url.startsWith("/v1/login");
    res.writeHead(200, { "content-type": login ? "text/plain" : "application/json" }).end(login ? "welcome" : '{"ok":true}');
  });
  // What both must send alike: method, URL, credentials, the request id, the cookies, content type and body.
  const sent = (r) => ({ method: r.method, url: r.url, authorization: r.headers.authorization, id: r.headers["x-request-id"], cookie: r.headers.cookie, type: r.headers["content-type"], body: parsed(r) });
  const files = generate(samplesSpec(), ALL).files;
  for (const page of ["pets/create.md", "login/create.md", "pets/all-delete.md"]) {
    const blocks = Object.fromEntries(blocksOf(files.find((f) => f.path === page).content).map(([title, , code]) => [title, code.replaceAll("https://api.example.com", origin)]));
    received.length = 0;
    await execFileAsync("bash", ["-c", blocks.curl]);
    // The sample as a module (top-level await), printing what it read back.
    const { stdout } = await execFileAsync(process.execPath, ["--input-type=module", "-e", `${blocks.JavaScript}\nconsole.log(JSON.stringify(typeof data !== "undefined" ? data : typeof text !== "undefined" ? text : null));`]);
    t.is(received.length, 2, page);
    const [byCurl, byFetch] = received;
    t.deepEqual(sent(byFetch), sent(byCurl), page);
    t.is(byCurl.method, page === "pets/all-delete.md" ? "DELETE" : "POST");
    t.is(byCurl.headers.cookie, page === "pets/create.md" ? "region=eu%20west" : undefined, `${page}: the required cookie`);
    if (page === "pets/create.md") t.true(blocks.JavaScript.includes('    // Node sends this; a browser sends its own cookies for the API instead (with credentials: "include").\n    "Cookie": "region=eu%20west",\n'), blocks.JavaScript);
    const answer = JSON.parse(stdout);
    t.deepEqual(answer, page === "pets/create.md" ? { ok: true } : page === "login/create.md" ? "welcome" : null, `${page}: the answer is read as the spec says`);
  }
  t.deepEqual(JSON.parse(parsedJson(generate(samplesSpec(), ALL).files)), BODY, "the JSON body is the spec's example");
});

/** A received body as a comparable value: JSON parsed, a form's fields, else the text. */
function parsed(request) {
  if (/json/.test(request.type)) return JSON.parse(request.text);
  if (/urlencoded/.test(request.type)) return Object.fromEntries(new URLSearchParams(request.text));
  return request.text;
}

function parsedJson(files) {
  const js = blocksOf(files.find((f) => f.path === "pets/create.md").content).find(([title]) => title === "JavaScript")[2];
  return /body: JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(js)[1];
}

test("the Python sample is Python: it parses, and its json= and data= are the spec's example as Python values", (t) => {
  const files = generate(samplesSpec(), ALL).files;
  const python = (page) => blocksOf(files.find((f) => f.path === page).content).find(([title]) => title === "Python")[2];
  // Python 3 (on every machine here) parses the sample and evaluates the literal arguments; requests is not needed for that.
  const check = [
    "import ast, json, sys",
    "tree = ast.parse(sys.stdin.read())",
    "call = tree.body[1].value",
    "out = {'func': ast.unparse(call.func), 'args': [ast.literal_eval(a) for a in call.args], 'keywords': {k.arg: ast.literal_eval(k.value) for k in call.keywords}}",
    "print(json.dumps(out))",
  ].join("\n");
  const evaluate = (page) => {
    const result = spawnSync("python3", ["-c", check], { input: python(page), encoding: "utf8" });
    if (result.status !== 0) throw new Error(`python3 could not read the sample of ${page}: ${result.error?.message ?? result.stderr}\n${python(page)}`);
    return JSON.parse(result.stdout);
  };
  const create = evaluate("pets/create.md");
  t.deepEqual(create, {
    func: "requests.post",
    args: ["https://api.example.com/v1/pets?dry_run=true"],
    keywords: { headers: { Authorization: "Bearer <token>", "X-Request-Id": "abc-1", Cookie: "region=eu%20west", "Content-Type": "application/json" }, json: BODY },
  });
  t.true(python("pets/create.md").endsWith("\ndata = response.json()"));
  // Several headers a line each, as in the fetch sample; one on the line of its argument.
  t.true(python("pets/create.md").includes('    headers={\n        "Authorization": "Bearer <token>",\n        "X-Request-Id": "abc-1",\n        "Cookie": "region=eu%20west",\n        "Content-Type": "application/json",\n    },\n'), python("pets/create.md"));
  t.true(python("login/create.md").includes('    headers={"Content-Type": "application/x-www-form-urlencoded"},\n'), python("login/create.md"));
  const login = evaluate("login/create.md");
  t.deepEqual(login.keywords.data, { user: "string", pass: "a&b=c" });
  t.true(python("login/create.md").endsWith("\ntext = response.text"));
  // The URL alone fits on one line.
  t.is(python("pets/all-delete.md"), 'import requests\n\nresponse = requests.delete("https://api.example.com/v1/pets/all")');
  t.deepEqual(evaluate("pets/all-delete.md"), { func: "requests.delete", args: ["https://api.example.com/v1/pets/all"], keywords: {} });
});

// ---- what only a real run of each sample shows -----------------------------------------------------------------

/** Operations whose samples are easy to get wrong: a path parameter, a `__proto__` key and multipart fields. */
function trickySpec() {
  const spec = samplesSpec();
  const upload = {
    summary: "Upload a photo",
    requestBody: {
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              photo: { type: "string", format: "binary" },
              caption: { type: "string", example: "@home <3" },
              extra: { type: "array", items: { type: "string", format: "binary" }, example: "@scan.pdf" },
              quoted: { type: "string", example: "<header.txt" },
            },
          },
        },
      },
    },
    responses: { 204: { description: "stored" } },
  };
  // Written as JSON text: an object literal here would set the prototype, which is what the sample must not do.
  const body = JSON.parse('{"name": "Rex", "__proto__": {"admin": true}, "note": "\\"__proto__\\": stays"}');
  const update = { summary: "Rename a pet", requestBody: { content: { "application/json": { schema: { type: "object" }, example: body } } }, responses: { 204: { description: "done" } } };
  spec.document.paths["/pets/{petId}/photo"] = { post: upload };
  spec.document.paths["/pets/{petId}"] = { put: update };
  return spec;
}

test("curl, fetch and requests send a path's {petId} as written, a __proto__ key as a key, and text fields starting with @ or < as text", async (t) => {
  const { received, origin } = await recordingServer(t);
  const files = generate(trickySpec(), ALL).files;
  const blocks = (page) => Object.fromEntries(blocksOf(files.find((f) => f.path === page).content).map(([title, , code]) => [title, code.replaceAll("https://api.example.com", origin)]));
  const pages = files.map((f) => f.path).filter((p) => p.startsWith("pets/") && p !== "pets/create.md" && p !== "pets/all-delete.md" && p !== "pets/index.md");
  t.is(pages.length, 2, pages.join(", "));
  const [photo, rename] = [pages.find((p) => /photo/.test(p)), pages.find((p) => !/photo/.test(p))];

  // The upload: curl needs the files it names; it runs where they are.
  const dir = mkdtempSync(join(tmpdir(), "docgen-samples-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "file"), "photo bytes");
  writeFileSync(join(dir, "scan.pdf"), "scan bytes");
  writeFileSync(join(dir, "header.txt"), "not this");
  const upload = blocks(photo);
  t.regex(upload.curl, /^curl --globoff -X POST /, "braces in the URL: curl's globbing is off");
  await execFileAsync("bash", ["-c", upload.curl], { cwd: dir });
  await execFileAsync(process.execPath, ["--input-type=module", "-e", upload.JavaScript]);
  t.is(received.length, 2);
  const expected = [
    { name: "photo", file: "file" },
    { name: "caption", text: "@home <3" },
    { name: "extra", file: "scan.pdf" },
    { name: "quoted", text: "<header.txt" },
  ];
  for (const [who, got] of [["curl", received[0]], ["fetch", received[1]]]) {
    t.is(got.path, "/v1/pets/{petId}/photo", `${who} sends the path as written`);
    t.deepEqual(got.parts.map(({ bytes, ...part }) => part), expected, `${who}: files as files, text as text`);
  }
  t.true(upload.Python.includes('files={"photo": open("file", "rb"), "caption": (None, "@home <3"), "extra": open("scan.pdf", "rb"), "quoted": (None, "<header.txt")}'), upload.Python);

  // The JSON body with a __proto__ key.
  received.length = 0;
  const update = blocks(rename);
  await execFileAsync("bash", ["-c", update.curl]);
  await execFileAsync(process.execPath, ["--input-type=module", "-e", update.JavaScript]);
  t.is(received.length, 2);
  const want = JSON.parse('{"name": "Rex", "__proto__": {"admin": true}, "note": "\\"__proto__\\": stays"}');
  for (const got of received) {
    t.is(got.path, "/v1/pets/{petId}");
    const sent = JSON.parse(got.text);
    t.deepEqual(Object.keys(sent), ["name", "__proto__", "note"]);
    t.deepEqual(sent, want);
  }
  const result = spawnSync("python3", ["-c", "import ast, sys; call = ast.parse(sys.stdin.read()).body[1].value; print(repr({k.arg: ast.literal_eval(k.value) for k in call.keywords}['json']))"], { input: update.Python, encoding: "utf8" });
  t.is(result.stdout.trim(), "{'name': 'Rex', '__proto__': {'admin': True}, 'note': '\"__proto__\": stays'}", result.stderr);
});

test("curl's --globoff is there only when the URL has braces or brackets", (t) => {
  const files = generate(trickySpec(), OPTIONS).files;
  const curlOf = (page) => requestSection(files.find((f) => f.path === page).content);
  t.regex(curlOf("pets/create.md"), /^```bash\ncurl -X POST 'https:\/\/api\.example\.com\/v1\/pets\?dry_run=true'/);
  for (const f of files.filter((file) => /\{petId\}/.test(file.content) && /Example request/.test(file.content))) t.regex(curlOf(f.path), /^```bash\ncurl --globoff -X /, f.path);
});

test("a form body of several fields is written a field a line in every sample, and curl, fetch and requests send the same fields", async (t) => {
  const form = (example) => ({
    summary: "Send",
    requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, example } } },
    responses: { 204: { description: "done" } },
  });
  const doc = samplesSpec();
  doc.document.paths = {
    // Names an object cannot hold (one repeated, one `__proto__`), and values to encode.
    "/pairs": { post: form({ tags: ["a b", "c&d"], "card[number]": "4242" }) },
    "/named": { post: form({ amount: 2000, "metadata[order]": "6735", note: "two words" }) },
    "/single": { post: form({ grant_type: "client_credentials" }) },
  };
  // JSON.parse keeps a `__proto__` key as a key, where an object literal would not.
  doc.document.paths["/pairs"].post = JSON.parse(JSON.stringify(doc.document.paths["/pairs"].post).replace('"tags"', '"__proto__":"x","tags"'));
  const all = ["curl", "javascript", "python", "go", "java", "ruby", "php"];
  const files = generate(doc, { ...OPTIONS, samples: all }).files;
  const samples = (page) => Object.fromEntries(blocksOf(files.find((f) => f.path === page).content).map(([title, , code]) => [title, code]));
  const named = samples("named/create.md");
  t.regex(named.curl, /\\\n {2}-d 'amount=2000' \\\n {2}-d 'metadata\[order\]=6735' \\\n {2}-d 'note=two\+words'$/, "curl: a -d a field");
  t.regex(named.JavaScript, /body: new URLSearchParams\(\{\n {4}amount: "2000",\n {4}"metadata\[order\]": "6735",\n {4}note: "two words",\n {2}\}\),/, "fetch: an object, a field a line");
  t.regex(named.Python, /data=\{\n {8}"amount": "2000",\n {8}"metadata\[order\]": "6735",\n {8}"note": "two words",\n {4}\},/, "requests: a dict, a field a line");
  t.regex(named.Go, /var body = strings\.Join\(\[\]string\{\n\t"amount=2000",\n\t"metadata\[order\]=6735",\n\t"note=two\+words",\n\}, "&"\)/);
  t.regex(named.Java, /ofString\(String\.join\("&",\n {16}"amount=2000",\n {16}"metadata\[order\]=6735",\n {16}"note=two\+words"\)\)/);
  t.regex(named.Ruby, /request\.body = \[\n {2}"amount=2000",\n {2}"metadata\[order\]=6735",\n {2}"note=two\+words",\n\]\.join\("&"\)/);
  t.regex(named.PHP, /CURLOPT_POSTFIELDS => implode\("&", \[\n {8}"amount=2000",\n {8}"metadata\[order\]=6735",\n {8}"note=two\+words",\n {4}\]\),/);
  const pairs = samples("pairs/create.md");
  t.regex(pairs.JavaScript, /new URLSearchParams\(\[\n {4}\["__proto__", "x"\],\n {4}\["tags", "a b"\],\n {4}\["tags", "c&d"\],\n {4}\["card\[number\]", "4242"\],\n {2}\]\)/, "fetch: pairs where a name repeats or is __proto__");
  t.regex(pairs.Python, /data=\[\n {8}\("__proto__", "x"\),\n {8}\("tags", "a b"\),/);
  // One field stays on one line.
  const single = samples("single/create.md");
  t.regex(single.curl, /\\\n {2}-d 'grant_type=client_credentials'$/);
  t.true(single.JavaScript.includes('body: new URLSearchParams({ grant_type: "client_credentials" }),'), single.JavaScript);
  t.true(single.Python.includes('data={"grant_type": "client_credentials"},'), single.Python);
  t.true(single.Go.includes('const body = "grant_type=client_credentials"'), single.Go);
  t.true(single.Ruby.includes('request.body = "grant_type=client_credentials"'), single.Ruby);

  // curl and fetch, run against a server on 127.0.0.1, send the same fields in the same order, repeats included.
  const { received, origin } = await recordingServer(t);
  for (const page of ["pairs/create.md", "named/create.md"]) {
    const code = samples(page);
    received.length = 0;
    await execFileAsync("bash", ["-c", code.curl.replaceAll("https://api.example.com", origin)]);
    await execFileAsync(process.execPath, ["--input-type=module", "-e", code.JavaScript.replaceAll("https://api.example.com", origin)]);
    t.is(received.length, 2, page);
    const [byCurl, byFetch] = received.map((r) => [...new URLSearchParams(r.text)]);
    t.deepEqual(byFetch, byCurl, page);
    if (page === "pairs/create.md") t.deepEqual(byCurl, [["__proto__", "x"], ["tags", "a b"], ["tags", "c&d"], ["card[number]", "4242"]]);
    // requests (not installed here) sends its data= as given: Python reads the literal back.
    const read = spawnSync("python3", ["-c", "import ast, json, sys; call = ast.parse(sys.stdin.read()).body[1].value; d = {k.arg: ast.literal_eval(k.value) for k in call.keywords}['data']; print(json.dumps(list(d.items()) if isinstance(d, dict) else d))"], { input: code.Python, encoding: "utf8" });
    t.deepEqual(JSON.parse(read.stdout), byCurl, `${page}: ${read.stderr}`);
  }
});
