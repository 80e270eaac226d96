// The Go, Java, Ruby, PHP and C# request samples (`--samples go,java,ruby,php,csharp`): each is compiled and run by its
// own toolchain (go run, Java 17's source launcher, ruby, php, Mono's mcs and mono) against a server on 127.0.0.1, beside the curl command of
// the same page, and must send what curl sends: the method, the URL, the credentials and header parameters, the
// content type and the body, byte for byte where it is text and part by part where it is multipart. Then each reads
// the answer as the spec says (printing JSON or text, saving a PDF to the file curl saves it to).
import test from "ava";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { generate } from "../../dist/openapi/generate.js";
import { recordingServer } from "../helpers/recorder.js";
import { testWith } from "../helpers/toolchains.js";

const execFileAsync = promisify(execFile);
const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: ["curl", "go", "java", "ruby", "php", "csharp"] };

/**
 * Bodies that are easy to write wrong in a source file: a `__proto__` key, a backquote (ends a Go raw string), `#{`
 * (interpolates in Ruby), three quotes (end a Java text block), backslashes, an emoji, and a string ending in a quote.
 */
const JSON_BODY = JSON.parse('{"name": "Rex \u{1F415}", "__proto__": {"admin": true}, "note": "`#{x}` \\"\\"\\" \\\\ #@y ends with \\"", "tags": ["a", "b"], "age": 3, "none": null}');
/**
 * A text body of several lines: quotes at its end and in runs of three, a tab inside a line, a backslash at a line's
 * end, an empty line, `$x` and `{$y}` (variables in PHP), and lines that are or start with the words that could end
 * a heredoc.
 */
const TEXT_BODY = 'first line\nsay "hi"\t(tab)\n"""quoted"""\n  indented\\\n\nJSON\nBODY\nTEXT;\ncost: $x {$y}\nends with ""';
/** XML whose lines end in spaces: no text block or heredoc can hold it, so it is a quoted string. */
const XML_BODY = "<a>  \n  <b>1</b>\n</a>";

function spec() {
  const json = (example) => ({ "application/json": { schema: { type: "object" }, example } });
  return {
    // 3.2 for its QUERY method (a body on a safe request); everything else here is 3.1 as well.
    version: "3.2",
    warnings: [],
    document: {
      openapi: "3.2.0",
      info: { title: "T", version: "1" },
      servers: [{ url: "https://api.example.com/v1" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" }, session: { type: "apiKey", in: "cookie", name: "sid" } } },
      paths: {
        "/pets": {
          post: {
            summary: "Add a pet",
            security: [{ bearer: [] }],
            parameters: [
              { name: "dry_run", in: "query", required: true, schema: { type: "boolean" }, example: true },
              { name: "X-Request-Id", in: "header", required: true, schema: { type: "string" }, example: "abc-1" },
              // A cookie: in one Cookie header with the others, what a cookie may not hold percent-encoded.
              { name: "theme", in: "cookie", required: true, schema: { type: "string" }, example: "dark; blue é" },
              { name: "ids", in: "cookie", required: true, schema: { type: "array", items: { type: "integer" } }, example: [3, 4] },
              { name: "optional", in: "cookie", schema: { type: "string" }, example: "left out" },
            ],
            requestBody: { content: json(JSON_BODY) },
            responses: { 200: { description: "ok", content: json({ ok: true }) } },
          },
          options: { summary: "Allowed methods", responses: { 204: { description: "none" } } },
          query: { summary: "Find pets", requestBody: { content: json({ q: "rex", limit: 2 }) }, responses: { 204: { description: "found" } } },
        },
        "/pets/all": { delete: { summary: "Remove all", responses: { 204: { description: "gone" } } } },
        "/login": {
          post: {
            summary: "Log in",
            security: [{ session: [] }],
            requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, example: { user: "ann", pass: "a&b=c", tags: ["x", "y"] } } } },
            responses: { 200: { description: "ok", content: { "text/plain": { schema: { type: "string" } } } } },
          },
        },
        "/photos": {
          post: {
            summary: "Upload photos",
            requestBody: {
              content: {
                "multipart/form-data": {
                  schema: {
                    type: "object",
                    properties: {
                      photo: { type: "string", format: "binary" },
                      caption: { type: "string", example: '@home <3 "x" #{y} #@z' },
                      // Control characters, which Java's source would hold raw from JSON's \u0007 escapes, and a line
                      // separator, which C# reads as a line's end and refuses in a quoted string.
                      signal: { type: "string", example: "bell\u0007 escape\u001b line\u2028end" },
                      extra: { type: "array", items: { type: "string", format: "binary" }, example: ["@scan.pdf", "@more.pdf"] },
                      meta: { type: "object", example: { a: 1 } },
                      thumb: { type: "string", format: "binary" },
                    },
                  },
                  encoding: { thumb: { contentType: "image/png" } },
                },
              },
            },
            responses: { 204: { description: "stored" } },
          },
        },
        // Multipart without a repeated name or a typed text part: curl's own array of fields in PHP.
        "/avatars": {
          post: {
            summary: "Upload an avatar",
            requestBody: {
              content: {
                "multipart/form-data": {
                  schema: { type: "object", properties: { avatar: { type: "string", format: "binary" }, name: { type: "string", example: "Ann $x" } } },
                  encoding: { avatar: { contentType: "image/png" } },
                },
              },
            },
            responses: { 204: { description: "stored" } },
          },
        },
        "/files": {
          put: {
            summary: "Convert a file",
            requestBody: { content: { "application/octet-stream": {} } },
            responses: { 200: { description: "the PDF", content: { "application/pdf": {} } } },
          },
        },
        "/notes": {
          patch: {
            summary: "Replace the note",
            requestBody: { content: { "text/plain": { schema: { type: "string" }, example: TEXT_BODY } } },
            responses: { 200: { description: "ok", content: json({ ok: true }) } },
          },
        },
        // Part names with a quote and a backslash, which each sample must write as curl and browsers do (a quote as
        // %22, a backslash as it is), and a Host header parameter (a tenant's host name), which Go and Java send
        // their own way. With a typed text part, PHP and Ruby write the parts themselves; without one...
        "/uploads": {
          post: {
            summary: "Upload with odd names",
            parameters: [{ name: "Host", in: "header", required: true, schema: { type: "string" }, example: "tenant.example.com" }],
            requestBody: {
              content: {
                "multipart/form-data": {
                  schema: { type: "object", properties: { 'say "hi"': { type: "string", example: "v1" }, "back\\slash": { type: "string", example: "v2" }, 'the "file"': { type: "string", format: "binary" }, meta: { type: "object", example: { a: 1 } } } },
                },
              },
            },
            responses: { 204: { description: "stored" } },
          },
        },
        // ...PHP leaves them to libcurl, and Ruby's set_form would escape the quote with a backslash.
        "/attachments": {
          post: {
            summary: "Attach with odd names",
            requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { 'say "hi"': { type: "string", example: "v1" }, 'the "file"': { type: "string", format: "binary" } } } } } },
            responses: { 204: { description: "stored" } },
          },
        },
        "/legacy": { post: { summary: "Send XML", requestBody: { content: { "application/xml": { schema: { type: "string" }, example: XML_BODY } } }, responses: { 204: { description: "ok" } } } },
      },
    },
  };
}

const PAGES = ["pets/create.md", "pets/options.md", "pets/query.md", "pets/all-delete.md", "login/create.md", "photos/create.md", "avatars/create.md", "uploads/create.md", "attachments/create.md", "files/replace.md", "notes/patch-all.md", "legacy/create.md"];

/** Each titled block of a page's request section, by title, with the server's origin in place of the spec's. */
function samplesOf(files, page, origin) {
  const file = files.find((f) => f.path === page);
  if (!file) throw new Error(`no page ${page}: ${files.map((f) => f.path).join(", ")}`);
  const section = /## Example request\n\n([\s\S]*?)\n\n## /.exec(file.content)?.[1] ?? "";
  return Object.fromEntries([...section.matchAll(/^(`{3,})(\S*) (.+)\n([\s\S]*?)\n\1$/gm)].map((m) => [m[3], m[4].replaceAll("https://api.example.com", origin)]));
}

/** What a request sent, as curl and every sample must send it alike. */
function sent(record) {
  const out = {
    method: record.method,
    url: record.url,
    authorization: record.headers.authorization,
    requestId: record.headers["x-request-id"],
    host: record.headers.host,
    cookie: record.headers.cookie,
    type: record.type.split(";")[0],
    // A body's length said up front (curl always does; some servers refuse a body sent in chunks).
    sized: record.raw.length > 0 ? "content-length" in record.headers : undefined,
  };
  if (record.parts) {
    out.parts = record.parts;
    // What formData() does not tell: the media type each text part declares. A file part's is the client's guess
    // unless the spec gives one (curl: by the file's extension; the others: application/octet-stream), checked below.
    out.partTypes = record.partHeaders.map((h, i) => (record.parts[i].file === undefined ? h["content-type"] ?? null : "file"));
  } else out.body = record.raw.toString("latin1");
  return out;
}

const RUNNERS = {
  Go: { file: "main.go", run: (dir) => execFileAsync("go", ["run", "main.go"], { cwd: dir, env: { ...process.env, GOFLAGS: "", GOPROXY: "off", GOTOOLCHAIN: "local" } }) },
  Java: { file: "Example.java", run: (dir) => execFileAsync("java", ["Example.java"], { cwd: dir }) },
  Ruby: { file: "sample.rb", run: (dir) => execFileAsync("ruby", ["sample.rb"], { cwd: dir }) },
  PHP: { file: "sample.php", run: (dir) => execFileAsync("php", ["sample.php"], { cwd: dir }) },
  // The sample's `async Task Main` is C# 7.1, which Mono's compiler does not take as an entry point: a class of the
  // test's own calls it. The sample's file is compiled as it is.
  "C#": {
    file: "Example.cs",
    run: async (dir) => {
      writeFileSync(join(dir, "Runner.cs"), "public static class Runner\n{\n    public static void Main()\n    {\n        Example.Main().GetAwaiter().GetResult();\n    }\n}\n");
      await execFileAsync("mcs", ["-nologo", "-warnaserror+", "-nowarn:28", "-r:System.Net.Http.dll", "-main:Runner", "-out:sample.exe", "Example.cs", "Runner.cs"], { cwd: dir });
      return execFileAsync("mono", ["sample.exe"], { cwd: dir });
    },
  },
};

/** A folder holding the files the samples upload, and where they save what they download. */
function workDir(t) {
  const dir = mkdtempSync(join(tmpdir(), "docgen-stdlib-samples-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "file"), "photo bytes \u00ff\u0000\r\n");
  writeFileSync(join(dir, "scan.pdf"), "scan bytes");
  writeFileSync(join(dir, "more.pdf"), "more bytes");
  return dir;
}

function answer(record, res) {
  if (record.url.startsWith("/v1/pets?") || record.url === "/v1/notes") return res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  if (record.url === "/v1/login") return res.writeHead(200, { "content-type": "text/plain" }).end("welcome");
  if (record.url === "/v1/files") return res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4 the converted file");
  return res.writeHead(204).end();
}

for (const [language, toolchain] of [["Go", "go"], ["Java", "java"], ["Ruby", "ruby"], ["PHP", "php"], ["C#", "csharp"]]) {
  testWith(test, toolchain)(`the ${language} sample of every page, run against a server on 127.0.0.1, sends what the curl command sends and reads the answer`, async (t) => {
    const { received, origin } = await recordingServer(t, answer);
    const files = generate(spec(), OPTIONS).files;
    const runner = RUNNERS[language];
    for (const page of PAGES) {
      const samples = samplesOf(files, page, origin);
      t.truthy(samples.curl, `${page}: a curl command`);
      t.truthy(samples[language], `${page}: a ${language} sample`);
      const dir = workDir(t);
      received.length = 0;
      await execFileAsync("bash", ["-c", samples.curl], { cwd: dir });
      writeFileSync(join(dir, runner.file), samples[language]);
      let stdout;
      try {
        ({ stdout } = await runner.run(dir));
      } catch (error) {
        t.fail(`${page}: the ${language} sample did not run: ${error.stderr || error.message}\n${samples[language]}`);
        continue;
      }
      t.is(received.length, 2, `${page}: curl and ${language} each sent one request`);
      const [byCurl, bySample] = received.map(sent);
      t.deepEqual(bySample, byCurl, `${page}: ${language} sends what curl sends`);
      // The bodies as the spec gives them, so that the comparison is not of two samples agreeing on something else.
      if (page === "notes/patch-all.md") t.is(received[1].text, TEXT_BODY);
      if (page === "legacy/create.md") t.is(received[1].text, XML_BODY);
      if (page === "photos/create.md") {
        t.deepEqual(bySample.partTypes, ["file", null, null, "file", "file", "application/json", "file"]);
        for (const record of received) t.is(record.partHeaders[6]["content-type"], "image/png", `${page}: the type the spec gives the thumb's part`);
        t.deepEqual(bySample.parts[2], { name: "signal", text: "bell\u0007 escape\u001b line\u2028end" });
      }
      if (page === "avatars/create.md") {
        t.deepEqual(bySample.parts.map(({ bytes, ...part }) => part), [{ name: "avatar", file: "file" }, { name: "name", text: "Ann $x" }]);
        for (const record of received) t.is(record.partHeaders[0]["content-type"], "image/png", `${page}: the avatar's declared type`);
      }
      if (page === "uploads/create.md" || page === "attachments/create.md") {
        const names = page === "uploads/create.md" ? ['say "hi"', "back\\slash", 'the "file"', "meta"] : ['say "hi"', 'the "file"'];
        t.deepEqual(bySample.parts.map((p) => p.name), names, `${page}: the part names as the spec gives them`);
        t.true(received.every((r) => r.partHeaders[0]["content-disposition"] === 'form-data; name="say %22hi%22"'), `${page}: a quote as %22`);
      }
      if (page === "uploads/create.md") t.is(received[1].headers.host, "tenant.example.com", `${page}: the Host parameter is sent`);
      if (page === "pets/create.md") t.is(received[1].headers.cookie, "theme=dark%3B%20blue%20%C3%A9; ids=3,4", `${page}: the required cookies`);
      if (page === "login/create.md") t.is(received[1].headers.cookie, "sid=<sid>", `${page}: the session cookie the scheme names`);
      if (page === "pets/create.md") {
        t.deepEqual(JSON.parse(received[1].text), JSON_BODY);
        t.deepEqual(Object.keys(JSON.parse(received[1].text)), ["name", "__proto__", "note", "tags", "age", "none"]);
        t.regex(stdout, /200[\s\S]*ok/, `${page}: the JSON answer is read and printed`);
      }
      if (page === "login/create.md") t.regex(stdout, /200[\s\S]*welcome/, `${page}: the text answer is printed`);
      if (page === "files/replace.md") t.is(readFileSync(join(dir, "response.pdf"), "latin1"), "%PDF-1.4 the converted file", `${page}: the PDF is saved where curl saves it`);
      if (page === "pets/all-delete.md") t.regex(stdout, /204/, `${page}: the status is printed`);
      if (page === "pets/query.md") t.deepEqual([received[1].method, JSON.parse(received[1].text)], ["QUERY", { q: "rex", limit: 2 }], `${page}: QUERY, with its body`);
    }
  });
}

test("the samples as written: Go's raw string, Java's text block, Ruby's heredoc, PHP's nowdoc and C#'s verbatim string hold a JSON body's own lines; text they cannot hold is quoted", (t) => {
  const files = generate(spec(), OPTIONS).files;
  const pets = samplesOf(files, "pets/create.md", "https://api.example.com");
  const json = JSON.stringify(JSON_BODY, null, 2);
  // Go: a constant before main (a raw string's lines start at the first column); this body's backquote makes it quoted.
  t.true(pets.Go.includes(`\nconst body = ${JSON.stringify(json)}\n\nfunc main() {\n`), pets.Go);
  t.true(pets.Go.includes("http.NewRequest(\"POST\", \"https://api.example.com/v1/pets?dry_run=true\", strings.NewReader(body))"), pets.Go);
  t.true(pets.Java.includes(`.POST(HttpRequest.BodyPublishers.ofString("""\n${json.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"').replace(/^(?=.)/gm, "                ")}"""))`), pets.Java);
  t.true(pets.Ruby.includes(`request.body = <<~'JSON'.chomp\n${json.replace(/^(?=.)/gm, "  ")}\nJSON\n`), pets.Ruby);
  // C#: a verbatim string, its quotes doubled and nothing else escaped, as a constant before Main.
  t.true(pets["C#"].includes(`\n    const string Body = @"${json.replace(/"/g, '""')}";\n\n    public static async Task Main()\n`), pets["C#"]);
  // A text body with a line "JSON" and a line "BODY": the heredoc ends at a word the text does not hold.
  const notes = samplesOf(files, "notes/patch-all.md", "https://api.example.com");
  t.regex(notes.Ruby, /<<~'TEXT'\.chomp\n/);
  t.true(notes.Go.includes(`\nconst body = \`${TEXT_BODY}\`\n`), "no backquote: a raw string");
  t.regex(notes.Java, /ends with \\"\\""""\)\)/, "quotes before the text block's end are escaped");
  // Control characters: octal escapes in Java (whose \u0007 would be the raw character), JSON's escapes elsewhere.
  const photos = samplesOf(files, "photos/create.md", "https://api.example.com");
  t.true(photos.Java.includes('"bell\\007 escape\\033 line\u2028end"'), photos.Java);
  t.true(photos.Go.includes('"bell\\u0007 escape\\u001b line\u2028end"'), photos.Go);
  t.true(photos.Ruby.includes('"bell\\u0007 escape\\u001b line\u2028end"'), photos.Ruby);
  // C#: JSON's escapes, and the line separator escaped too (C# would read it as a line's end).
  t.true(photos["C#"].includes('new StringContent("bell\\u0007 escape\\u001b line\\u2028end")'), photos["C#"]);
  t.false(/[\u0000-\u0008\u000b-\u001f]/.test(photos.Java + photos.Go + photos.Ruby + photos["C#"]), "no control character raw in a source");
  t.false(/[\u0085\u2028\u2029]/.test(photos["C#"]), "no line end of C#'s own raw in its source");
  // PHP: a nowdoc for the JSON (the closing word's indentation comes off every line); the text body has lines that
  // start with each word that could close one, so it is a quoted string with its variables escaped.
  t.true(pets.PHP.includes(`CURLOPT_POSTFIELDS => <<<'JSON'\n${json.replace(/^(?=.)/gm, "        ")}\n        JSON,\n`), pets.PHP);
  t.true(notes.PHP.includes('cost: \\$x {\\$y}'), notes.PHP);
  t.false(notes.PHP.includes("<<<"), notes.PHP);
  t.regex(samplesOf(files, "avatars/create.md", "https://api.example.com").PHP, /"avatar" => new CURLFile\("file", "image\/png", "file"\),\n {8}"name" => "Ann \\\$x",/);
  const legacy = samplesOf(files, "legacy/create.md", "https://api.example.com");
  t.true(legacy.Java.includes(`ofString(${JSON.stringify(XML_BODY)})`), legacy.Java);
  t.true(legacy.Ruby.includes(`request.body = ${JSON.stringify(XML_BODY)}`), legacy.Ruby);
  t.true(legacy.Go.includes(`\nconst body = \`${XML_BODY}\`\n`), "Go's raw string keeps trailing spaces");
  t.true(legacy["C#"].includes(`const string Body = @"${XML_BODY.replace(/"/g, '""')}";`), "so does a C# verbatim string");
  t.true(notes["C#"].includes(`const string Body = @"${TEXT_BODY.replace(/"/g, '""')}";`), notes["C#"]);
});

test("--samples go,java,ruby,php,csharp: titled Go, Java, Ruby, PHP and C#, highlighted as go, java, ruby, php and csharp; a spec's own sample in a language replaces the generated one", (t) => {
  const files = generate(spec(), OPTIONS).files;
  const page = files.find((f) => f.path === "pets/all-delete.md").content;
  t.deepEqual([...page.matchAll(/^```(\w+) (\S+)$/gm)].map((m) => [m[1], m[2]]), [["bash", "curl"], ["go", "Go"], ["java", "Java"], ["ruby", "Ruby"], ["php", "PHP"], ["csharp", "C#"]]);
  const withOwn = spec();
  withOwn.document.paths["/pets/all"].delete["x-codeSamples"] = [{ lang: "Golang", label: "Go SDK", source: "client.Pets.RemoveAll()" }];
  const own = generate(withOwn, OPTIONS).files.find((f) => f.path === "pets/all-delete.md").content;
  t.deepEqual([...own.matchAll(/^```(\w+) (.+)$/gm)].map((m) => m[2]), ["Go SDK", "curl", "Java", "Ruby", "PHP", "C#"]);
  withOwn.document.paths["/pets/all"].delete["x-codeSamples"].push({ lang: "C#", label: ".NET SDK", source: "await client.Pets.RemoveAllAsync();" });
  const ownCsharp = generate(withOwn, OPTIONS).files.find((f) => f.path === "pets/all-delete.md").content;
  t.deepEqual([...ownCsharp.matchAll(/^```(\w+) (.+)$/gm)].map((m) => [m[1], m[2]]), [["go", "Go SDK"], ["csharp", ".NET SDK"], ["bash", "curl"], ["java", "Java"], ["ruby", "Ruby"], ["php", "PHP"]]);
});

testWith(test, "java")("Java: a body too long for one string constant (65,535 bytes of modified UTF-8, or 65,535 UTF-16 units) is joined from pieces, compiles, and sends what curl sends", async (t) => {
  const { received, origin } = await recordingServer(t);
  // 520 lines of 40 three-byte characters: about 32,000 UTF-16 units (short enough to be shown whole, and one
  // constant's worth by count) but 74,000 bytes.
  const lines = Array.from({ length: 520 }, (_, i) => `${"中".repeat(40)} ${i} \\ """`);
  const json = { lines };
  // One line of emoji after three letters: a cut at the limit (3 + 21,843 x 3 bytes) falls inside a surrogate pair.
  const text = `abc${"\u{1F415}".repeat(12000)}`;
  const big = "a".repeat(70000);
  const op = (summary, type, example, schema = { type: "string" }) => ({ post: { summary, requestBody: { content: { [type]: { schema, example } } }, responses: { 204: { description: "ok" } } } });
  const document = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: {
      "/json": op("Send JSON", "application/json", json, { type: "object" }),
      "/text": op("Send text", "text/plain", text),
      "/form": op("Send a form", "application/x-www-form-urlencoded", { note: big }, { type: "object" }),
      "/parts": op("Send parts", "multipart/form-data", { note: big, tail: "z" }, { type: "object", properties: { note: { type: "string" }, tail: { type: "string" } } }),
    },
  };
  const files = generate({ version: "3.1", warnings: [], document }, OPTIONS).files;
  for (const page of ["json/create.md", "text/create.md", "form/create.md", "parts/create.md"]) {
    const samples = samplesOf(files, page, origin);
    t.true(samples.Java.includes('String.join("",\n'), `${page}: joined from pieces`);
    const dir = workDir(t);
    received.length = 0;
    await execFileAsync("bash", ["-c", samples.curl], { cwd: dir, maxBuffer: 1 << 26 });
    writeFileSync(join(dir, "Example.java"), samples.Java);
    try {
      await RUNNERS.Java.run(dir);
    } catch (error) {
      t.fail(`${page}: the Java sample did not compile or run: ${(error.stderr || error.message).slice(0, 2000)}`);
      continue;
    }
    t.is(received.length, 2, `${page}: curl and Java each sent one request`);
    const [byCurl, byJava] = received.map(sent);
    t.deepEqual(byJava, byCurl, `${page}: Java sends what curl sends`);
    if (page === "json/create.md") {
      t.deepEqual(JSON.parse(received[1].text), json);
      // The pieces of a JSON body are text blocks: its lines stay lines in the source.
      t.true(samples.Java.includes(`\n${" ".repeat(20)}${JSON.stringify(lines[300]).replace(/\\/g, "\\\\")},\n`), "a line of the body as a line of a text block");
    }
    if (page === "text/create.md") t.is(received[1].text, text);
  }
});
