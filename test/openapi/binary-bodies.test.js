// Files in requests: OpenAPI 3.1's content keywords (`contentMediaType`, `contentEncoding`) read as 3.0's binary and
// byte formats; a body that is a file's bytes (a binary string schema, or no schema for `image/png` and the like)
// uploaded by every sample; a multipart list sent as one part per item. The curl command and the JavaScript sample
// are run against a server on 127.0.0.1, which records the bytes and parts each sent; Python's is parsed by Python.
// An answer of bytes is saved to a file by curl and read as a Blob by fetch.
import test from "ava";
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { generate } from "../../dist/openapi/generate.js";
import { normalize } from "../../dist/openapi/normalize/index.js";
import { recordingServer } from "../helpers/recorder.js";

const execFileAsync = promisify(execFile);
const OPTIONS = { groupBy: "path", includeSchemas: false, basePath: "", skipDeprecated: false, samples: ["curl", "javascript", "python"] };

const created = { responses: { 201: { description: "Created" } } };
function spec() {
  return {
    version: "3.1",
    warnings: [],
    document: {
      openapi: "3.1.0",
      info: { title: "Uploads", version: "1" },
      servers: [{ url: "https://api.example.com/v1" }],
      paths: {
        "/avatars": {
          post: {
            summary: "Upload an avatar",
            requestBody: {
              required: true,
              content: {
                "multipart/form-data": {
                  schema: {
                    type: "object",
                    required: ["image"],
                    properties: {
                      image: { contentMediaType: "image/png" },
                      thumb: { type: "string", contentMediaType: "image/png", contentEncoding: "base64" },
                      meta: { type: "string", contentMediaType: "application/json" },
                      caption: { type: "string", example: "Me at the beach" },
                      note: { type: "string", example: " semi;colon " },
                      tags: { type: "array", items: { type: "string" }, example: ["a", "b"] },
                      scans: { type: "array", items: { type: "string", format: "binary" }, example: ["front.png", "back.png"] },
                      size: { type: "object", properties: { w: { type: "integer", example: 2 }, label: { type: "string", example: 'a;b "q" \\ end' } } },
                      report: { type: "string", format: "binary", example: "report.pdf" },
                    },
                  },
                  encoding: { scans: { contentType: "image/png, image/jpeg" }, report: { contentType: "application/pdf; version=1.7" }, caption: { contentType: "text/plain" } },
                },
              },
            },
            ...created,
          },
        },
        "/raw": { put: { summary: "Upload raw bytes", requestBody: { content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } }, ...created } },
        "/png": { put: { summary: "Upload a picture", requestBody: { content: { "image/png": {} } }, ...created } },
        "/notes": { put: { summary: "Upload a note", requestBody: { content: { "text/plain": { schema: { type: "string", example: "hello" } } } }, ...created } },
        "/report": { get: { summary: "Download the report", responses: { 200: { description: "The report", content: { "application/pdf": {} } } } } },
        "/blob": { get: { summary: "Download a blob", responses: { 200: { description: "Its bytes", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } } } } },
        "/words": { get: { summary: "Download words", responses: { 200: { description: "Text", content: { "text/plain": { schema: { type: "string" } } } } } } },
      },
    },
  };
}

const pages = () => generate(spec(), OPTIONS).files;
/** An answer of bytes a terminal or a text decoding would mangle. */
const DOWNLOAD = Buffer.from("%PDF-1.4\r\n\u0000\u00ff\u00fe binary\n", "latin1");
const blocksOf = (page) => Object.fromEntries([...page.matchAll(/^(`{3,})(\S*) (.+)\n([\s\S]*?)\n\1$/gm)].map((m) => [m[3], m[4]]));
const typeOf = (page, name) => new RegExp(`\\{% ParamField name="${name}", type="([^"]*)"`).exec(page)?.[1];

test("3.1's contentMediaType is a file's bytes, string(binary); contentEncoding a text encoding of them; a text media type a string", (t) => {
  const page = pages().find((f) => f.path === "avatars/create.md").content;
  t.is(typeOf(page, "image"), "string(binary)", "no type and a media type of bytes: a binary string");
  t.is(typeOf(page, "thumb"), "string(base64)");
  t.is(typeOf(page, "meta"), "string", "JSON text in a string is text");
  const { model } = normalize(spec());
  const props = model.operations.find((o) => o.path === "/avatars").requestBody.content[0].schema.properties;
  t.deepEqual(props.find((p) => p.name === "image").schema.types, ["string"]);
  t.is(props.find((p) => p.name === "meta").schema.format, undefined);
});

test("a list of files with a contentMediaType: its items' type is said on the page and sent with each part", (t) => {
  const s = spec();
  s.document.paths["/albums"] = { post: { summary: "Upload an album", requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { shots: { type: "array", items: { contentMediaType: "image/jpeg" } } } } } } }, responses: { 204: { description: "Done" } } } };
  const page = generate(s, OPTIONS).files.find((f) => f.path === "albums/create.md").content;
  t.true(page.includes('{% ParamField name="shots", type="array<string(binary)>", paramType="body" %}\n\nMedia type of each item: `image/jpeg`.'), page);
  t.true(page.includes("-F 'shots=@file;type=image/jpeg'"));
  t.false(page.includes("The parts' media types"), "no encoding, no such line");
});

/** The recording server, answering a GET (a download) with DOWNLOAD as a PDF or as bytes. */
function recorder(t) {
  return recordingServer(t, (record, res) => {
    if (record.method === "GET") res.writeHead(200, { "content-type": record.url.endsWith("/report") ? "application/pdf" : "application/octet-stream" }).end(DOWNLOAD);
    else res.writeHead(201).end();
  });
}

/** A folder holding the files the samples name, with bytes a text upload would change (line breaks, NUL, CR). */
function filesFolder(t) {
  const dir = mkdtempSync(join(tmpdir(), "docgen-binary-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of ["file", "front.png", "back.png", "report.pdf"]) writeFileSync(join(dir, name), Buffer.from(`${name}\r\nline two\n\u0000\u00ff end`, "latin1"));
  return dir;
}

test("a multipart upload: curl and fetch send each file as a file and each list item as a part of its own", async (t) => {
  const { received, origin } = await recorder(t);
  const dir = filesFolder(t);
  const blocks = blocksOf(pages().find((f) => f.path === "avatars/create.md").content.replaceAll("https://api.example.com", origin));
  t.regex(blocks.curl, /-F 'tags=a' \\\n {2}-F 'tags=b'/);
  await execFileAsync("bash", ["-c", blocks.curl], { cwd: dir });
  await execFileAsync(process.execPath, ["--input-type=module", "-e", blocks.JavaScript], { cwd: dir });
  t.is(received.length, 2);
  const names = (got) => got.parts.map((p) => [p.name, p.file === undefined ? p.text : `file:${p.file}`]);
  const size = '{"w":2,"label":"a;b \\"q\\" \\\\ end"}';
  const expected = (meta, json) => [
    ["image", "file:file"],
    ["thumb", "string"],
    meta,
    ["caption", "Me at the beach"],
    ["note", " semi;colon "],
    ["tags", "a"],
    ["tags", "b"],
    ["scans", "file:front.png"],
    ["scans", "file:back.png"],
    json,
    ["report", "file:report.pdf"],
  ];
  t.deepEqual(names(received[0]), expected(["meta", "string"], ["size", size]), "curl");
  // A browser's FormData sends a part of a declared type as a Blob, which carries a file name ("blob").
  t.deepEqual(names(received[1]), expected(["meta", "file:blob"], ["size", "file:blob"]), "fetch");
  t.is(received[1].parts[2].bytes, "string");
  t.is(received[1].parts[9].bytes, size);
  t.is(received[0].parts.find((p) => p.name === "scans" && p.file === "back.png").bytes, "back.png\r\nline two\n\u0000\u00ff end", "curl uploads the file's bytes as they are");
  // Each part's media type: JSON for the object (OpenAPI's default), the encoding's first type for the scans, its
  // type without parameters for the report, the contentMediaType of the image and of the JSON text (not of the
  // base64 text that encodes a picture); none for other text, the caption's declared text/plain included.
  const types = (got) => got.partHeaders.map((h, i) => [got.parts[i].name, h["content-type"] ?? ""]);
  for (const [who, got] of [["curl", received[0]], ["fetch", received[1]]]) {
    t.deepEqual(Object.fromEntries(types(got)), { image: "image/png", thumb: "", meta: "application/json", caption: "", note: "", tags: "", scans: "image/png", size: "application/json", report: "application/pdf" }, who);
  }
  // The page says what each part takes: the encoding's types as the spec lists them, a contentMediaType in words.
  const page = pages().find((f) => f.path === "avatars/create.md").content;
  t.true(page.includes("The parts' media types: `scans`: `image/png` or `image/jpeg`; `report`: `application/pdf; version=1.7`; `caption`: `text/plain`."), page);
  const note = (name) => new RegExp(`\\{% ParamField name="${name}"[^\\n]*%\\}\\n\\n(.*)\\n\\n\\{% endParamField`).exec(page)?.[1];
  t.deepEqual(["image", "thumb", "meta"].map(note), ["Media type: `image/png`.", "Media type: `image/png`.", "Media type: `application/json`."]);
  t.is(note("caption"), "Example: `Me at the beach`.", "no media type: its example alone");
  // Python: a name given twice needs a list of pairs (a dict keeps one); files are opened in binary mode.
  const python = spawnSync("python3", ["-c", "import ast, sys; call = ast.parse(sys.stdin.read()).body[1].value; files = {k.arg: k.value for k in call.keywords}['files']; print(ast.dump(files.elts[0]) if isinstance(files, ast.List) else 'dict'); print(len(files.elts)); print([ast.literal_eval(e.elts[0]) for e in files.elts]); import json; print(json.dumps(ast.literal_eval(files.elts[9].elts[1]))); print(ast.dump(files.elts[7].elts[1]))"], { input: blocks.Python, encoding: "utf8" });
  t.is(python.status, 0, python.stderr);
  const [first, count, partNames, sizePart, scanPart] = python.stdout.trim().split("\n");
  t.regex(first, /Constant\(value='image'\).*Name\(id='open'.*Constant\(value='file'\).*Constant\(value='rb'\)/);
  t.is(count, "11");
  t.is(partNames, "['image', 'thumb', 'meta', 'caption', 'note', 'tags', 'tags', 'scans', 'scans', 'size', 'report']");
  // A declared type is the third member of requests' (file name, content, type): none for text, the file's name.
  t.deepEqual(JSON.parse(sizePart), [null, size, "application/json"]);
  t.regex(scanPart, /^Tuple\(elts=\[Constant\(value='front\.png'\), Call\(func=Name\(id='open'.*Constant\(value='image\/png'\)\]/);
});

test("a body that is a file's bytes: curl sends them untouched with --data-binary, fetch a Blob, requests an open file; a text body stays text", async (t) => {
  const { received, origin } = await recorder(t);
  const dir = filesFolder(t);
  const files = pages();
  for (const [page, type] of [["raw/replace.md", "application/octet-stream"], ["png/replace.md", "image/png"]]) {
    received.length = 0;
    const blocks = blocksOf(files.find((f) => f.path === page).content.replaceAll("https://api.example.com", origin));
    t.regex(blocks.curl, /--data-binary '@file'$/, page);
    await execFileAsync("bash", ["-c", blocks.curl], { cwd: dir });
    await execFileAsync(process.execPath, ["--input-type=module", "-e", blocks.JavaScript], { cwd: dir });
    t.is(received.length, 2, page);
    t.is(received[0].type, type);
    t.is(received[0].raw.toString("latin1"), "file\r\nline two\n\u0000\u00ff end", `${page}: curl sent the file byte for byte (-d would drop its line breaks)`);
    t.is(received[1].type, type, `${page}: fetch sends the media type`);
    t.true(blocks.JavaScript.includes("body: new Blob([/* the file's bytes */]),"), blocks.JavaScript);
    t.true(blocks.Python.includes('data=open("file", "rb"),'), blocks.Python);
  }
  const text = blocksOf(files.find((f) => f.path === "notes/replace.md").content);
  t.regex(text.curl, /-d 'hello'$/, "a text body is sent as text");
});

test("an answer of bytes: curl saves it to a file named by its media type (a terminal gets none), fetch reads a Blob, requests .content", async (t) => {
  const { origin } = await recorder(t);
  const dir = filesFolder(t);
  const files = pages();
  for (const [page, saved] of [["report/list.md", "response.pdf"], ["blob/list.md", "response.bin"]]) {
    const blocks = blocksOf(files.find((f) => f.path === page).content.replaceAll("https://api.example.com", origin));
    t.regex(blocks.curl, new RegExp(`-o '${saved.replace(".", "\\.")}'$`), page);
    await execFileAsync("bash", ["-c", blocks.curl], { cwd: dir });
    t.deepEqual(readFileSync(join(dir, saved)), DOWNLOAD, `${page}: curl saved the bytes as they came`);
    const { stdout } = await execFileAsync(process.execPath, ["--input-type=module", "-e", `${blocks.JavaScript}\nconsole.log(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(${JSON.stringify(DOWNLOAD.toString("base64"))}, "base64")));`]);
    t.is(stdout.trim(), "true", `${page}: fetch reads the bytes as a Blob`);
    t.true(blocks.Python.endsWith("content = response.content"), blocks.Python);
  }
  const text = blocksOf(files.find((f) => f.path === "words/list.md").content);
  t.false(text.curl.includes(" -o "), "a text answer is printed");
  t.true(text.JavaScript.endsWith("const text = await response.text();"));
});
