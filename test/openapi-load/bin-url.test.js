// `docgen openapi <URL>` end to end: the built bin against a real server on 127.0.0.1.
import test from "ava";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { tempDir } from "../helpers/site.js";
import { docgen } from "./helpers/bin.js";
import { send, startServer } from "./helpers/server.js";
import { yamlSpec } from "./helpers/specs.js";

let server;
test.before(async () => {
  server = await startServer({
    "/spec.yaml": send(200, yamlSpec, { "content-type": "application/yaml" }),
    "/moved": send(301, "", { location: "/spec.yaml" }),
    "/private": send(401, "login first", { "www-authenticate": "Bearer" }),
    "/gone": send(404, "nope"),
  });
});
test.after.always(() => server?.close());

test("a spec at a URL (behind a redirect) generates pages: exit 0 and a summary line", async (t) => {
  const cwd = await tempDir();
  const result = await docgen(["openapi", server.url("/moved"), "-o", "docs/api"], cwd);
  t.is(result.code, 0, result.stderr);
  t.regex(result.stderr, /docgen openapi: wrote \d+ pages? to docs\/api/);
  t.true(existsSync(path.join(cwd, "docs/api/index.md")));
});

test("a URL that needs authentication exits 1, says to download the spec, and writes nothing", async (t) => {
  const cwd = await tempDir();
  const result = await docgen(["openapi", server.url("/private"), "-o", "docs/api"], cwd);
  t.is(result.code, 1);
  t.regex(result.stderr, /needs authentication/);
  t.regex(result.stderr, /local file/);
  t.regex(result.stderr, new RegExp(server.url("/private").replace(/[.:/]/g, "\\$&")));
  t.deepEqual(await readdir(cwd), [], "nothing written");
});

test("a URL that answers 404 exits 1 naming the URL", async (t) => {
  const cwd = await tempDir();
  const result = await docgen(["openapi", server.url("/gone")], cwd);
  t.is(result.code, 1);
  t.regex(result.stderr, /404/);
  t.false(existsSync(path.join(cwd, "docs")));
});
