// A private spec at a URL: `--header` (the loader's `headers`) sends the user's headers to the spec URL's origin,
// for the spec and the documents it references there, and never to another origin, whether a `$ref` or a redirect
// leads there. No message shows a header's value. Real servers on 127.0.0.1: two ports are two origins.
import test from "ava";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadSpec } from "../../dist/openapi/load/index.js";
import { tempDir } from "../helpers/site.js";
import { docgen } from "./helpers/bin.js";
import { startServer } from "./helpers/server.js";

const TOKEN = "Bearer s3cret-t0ken";

/** Each request a server got: its path and the headers that matter here. */
const seen = [];
const record = (origin) => (req) => seen.push({ origin, path: new URL(req.url, "http://x").pathname, authorization: req.headers.authorization, accept: req.headers.accept, tenant: req.headers["x-tenant"] });

/** Answers `body` when the request carries the token, else 401. */
const guarded = (origin, body) => (req, res) => {
  record(origin)(req);
  if (req.headers.authorization !== TOKEN) return res.writeHead(401, { "www-authenticate": "Bearer" }).end("no");
  res.writeHead(200, { "content-type": "application/yaml" }).end(body());
};
const open = (origin, body) => (req, res) => {
  record(origin)(req);
  res.writeHead(200, { "content-type": "application/yaml" }).end(body());
};

let main;
let other;
const spec = (refs) => `openapi: 3.0.3
info: { title: Private, version: "1" }
paths:
  /pets:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
${refs.map((ref) => `                $ref: "${ref}"`).join("\n")}
`;
const PET = "Pet:\n  type: object\n  properties:\n    name: { type: string }\n";

test.before(async () => {
  other = await startServer({
    "/shared.yaml": open("other", () => PET),
    "/private.yaml": guarded("other", () => spec(["#/components/schemas/X"])),
  });
  main = await startServer({
    // The spec, its own second file (same origin) and a file on the other origin.
    "/spec.yaml": guarded("main", () => spec([`${other.url("/shared.yaml")}#/Pet`]).replace("paths:", `components:\n  schemas:\n    Local:\n      $ref: "common.yaml#/Pet"\npaths:`)),
    "/common.yaml": guarded("main", () => PET),
    // A redirect to the other origin, whose copy needs the token too.
    "/moved.yaml": (req, res) => {
      record("main")(req);
      res.writeHead(302, { location: other.url("/private.yaml") }).end();
    },
  });
});
test.after.always(async () => {
  await main?.close();
  await other?.close();
});

const calls = (origin, file) => seen.filter((r) => r.origin === origin && r.path === file);

test.serial("the headers go with the spec and the documents it references on its origin, and not to another origin's", async (t) => {
  seen.length = 0;
  const loaded = await loadSpec(main.url("/spec.yaml"), { headers: { Authorization: TOKEN, "X-Tenant": "acme", Accept: "application/yaml" } });
  t.deepEqual(loaded.document.components.schemas.Local.properties.name, { type: "string" }, "the second file on the origin was read");
  t.deepEqual(calls("main", "/spec.yaml").map((r) => [r.authorization, r.tenant, r.accept]), [[TOKEN, "acme", "application/yaml"]], "the user's Accept replaces docgen's");
  t.deepEqual(calls("main", "/common.yaml").map((r) => [r.authorization, r.tenant]), [[TOKEN, "acme"]]);
  t.deepEqual(calls("other", "/shared.yaml").map((r) => [r.authorization, r.tenant]), [[undefined, undefined]], "another origin gets neither header");
  t.regex(calls("other", "/shared.yaml")[0].accept, /application\/json/, "and docgen's own Accept");
});

test.serial("a redirect to another origin: the headers stay behind, and the error says why without showing them", async (t) => {
  seen.length = 0;
  const error = await t.throwsAsync(loadSpec(main.url("/moved.yaml"), { headers: { Authorization: TOKEN } }), { name: "DocgenInputError" });
  t.deepEqual(seen.map((r) => [r.origin, r.path, r.authorization]), [["main", "/moved.yaml", TOKEN], ["other", "/private.yaml", undefined]]);
  t.regex(error.message, /needs authentication \(HTTP 401/);
  t.regex(error.hint, /\(Authorization\) go only to http:\/\/127\.0\.0\.1:\d+, the spec URL's origin/);
  t.false(`${error.format()} ${error.hint}`.includes("s3cret"), "no value in the message");
});

test.serial("a refused token: said as refused credentials, naming the header and not its value", async (t) => {
  const error = await t.throwsAsync(loadSpec(main.url("/spec.yaml"), { headers: { Authorization: "Bearer wrong-secret" } }), { name: "DocgenInputError" });
  t.regex(error.message, /the server refused the credentials sent \(HTTP 401 Unauthorized; headers sent: Authorization\)/);
  t.false(`${error.format()} ${error.hint}`.includes("wrong-secret"));
  // Without headers, the hint says how to give them.
  const bare = await t.throwsAsync(loadSpec(main.url("/spec.yaml")), { name: "DocgenInputError" });
  t.regex(bare.hint, /--header "Authorization: Bearer \$TOKEN"/);
});

test("bad headers are refused before any request: a name that is not a token, a line break in a value, a local spec", async (t) => {
  await t.throwsAsync(loadSpec(main.url("/spec.yaml"), { headers: { "Bad Name": "x" } }), { name: "DocgenUsageError", message: /"Bad Name" is not a valid HTTP header name/ });
  const broken = await t.throwsAsync(loadSpec(main.url("/spec.yaml"), { headers: { Authorization: "a\r\nX-Evil: 1" } }), { name: "DocgenUsageError" });
  t.regex(broken.message, /value of header Authorization holds a line break/);
  t.false(broken.message.includes("X-Evil"));
  await t.throwsAsync(loadSpec(main.url("/spec.yaml"), { headers: { Authorization: "Bearer t\u00f6ken \u{1F511}" } }), { name: "DocgenUsageError", message: /value of header Authorization holds a character HTTP does not allow/ });
  await t.throwsAsync(loadSpec("openapi.yaml", { headers: { Authorization: TOKEN } }), { name: "DocgenUsageError", message: /sent to a spec's server, and openapi\.yaml is a local file/ });
  await t.throwsAsync(loadSpec(main.url("/spec.yaml"), { headers: ["Authorization: x"] }), { name: "DocgenUsageError", message: /must be an object/ });
});

test.serial("docgen openapi -H: a private spec generates pages; a wrong or malformed header exits non-zero, shows no value, writes nothing", async (t) => {
  const cwd = await tempDir();
  const ok = await docgen(["openapi", main.url("/spec.yaml"), "-H", `Authorization: ${TOKEN}`, "--header", "X-Tenant:acme", "-o", "docs/api"], cwd);
  t.is(ok.code, 0, ok.stderr);
  t.true(existsSync(path.join(cwd, "docs/api/index.md")));
  t.false((await readFile(path.join(cwd, "docs/api/index.md"), "utf8")).includes("s3cret"), "the token is not written into a page");
  t.is(calls("main", "/common.yaml").at(-1).tenant, "acme", "the second header, with no space after its colon");

  const other = await tempDir();
  const wrong = await docgen(["openapi", main.url("/spec.yaml"), "-H", "Authorization: Bearer hunter2", "-o", "docs/api"], other);
  t.is(wrong.code, 1);
  t.regex(wrong.stderr, /refused the credentials sent/);
  t.false(wrong.stderr.includes("hunter2"));
  // A token passed without its name: refused, and not echoed.
  const malformed = await docgen(["openapi", main.url("/spec.yaml"), "-H", "X-Tenant: acme", "-H", "eyJhbGciOiJIUzI1NiJ9.secret", "-o", "docs/api"], other);
  t.is(malformed.code, 2, malformed.stderr);
  t.regex(malformed.stderr, /--header number 2 is not written "Name: value"/);
  t.false(malformed.stderr.includes("eyJhbGciOiJIUzI1NiJ9"));
  const twice = await docgen(["openapi", main.url("/spec.yaml"), "-H", "Authorization: a", "-H", "authorization: b"], other);
  t.regex(twice.stderr, /--header authorization is given twice/);
  t.deepEqual(await readdir(other), [], "nothing written");
});

test.serial("docgen openapi -H @file: header lines from a file (comments, blank lines, CRLF), the token kept off the command line", async (t) => {
  const cwd = await tempDir();
  await writeFile(path.join(cwd, "headers.txt"), `# from the CI's secrets\r\nAuthorization: ${TOKEN}\r\n\r\n  X-Tenant: files\r\n`);
  const ok = await docgen(["openapi", main.url("/spec.yaml"), "-H", "@headers.txt", "-o", "docs/api"], cwd);
  t.is(ok.code, 0, ok.stderr);
  t.deepEqual([calls("main", "/spec.yaml").at(-1).authorization, calls("main", "/common.yaml").at(-1).tenant], [TOKEN, "files"]);
  // A line that is a bare token: named by the file and line, not shown.
  await writeFile(path.join(cwd, "bad.txt"), "X-Tenant: a\nghp_s3cretvalue\n");
  const bad = await docgen(["openapi", main.url("/spec.yaml"), "-H", "@bad.txt", "-o", "out"], cwd);
  t.is(bad.code, 2);
  t.regex(bad.stderr, /--header @bad\.txt, line 2, is not written "Name: value"/);
  t.false(bad.stderr.includes("ghp_s3cretvalue"));
  const missing = await docgen(["openapi", main.url("/spec.yaml"), "-H", "@nope.txt", "-o", "out"], cwd);
  t.is(missing.code, 2);
  t.regex(missing.stderr, /--header @nope\.txt: cannot read the file \(ENOENT\)/);
  t.false(existsSync(path.join(cwd, "out")), "nothing written");
});
