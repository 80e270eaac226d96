// Regression: in path mode a file name joins every static segment after the resource (and `-by-<param>` words),
// and was not bounded: a path of a dozen long segments made a 700-character name, and `docgen openapi` died
// with ENAMETOOLONG. Names are now cut to MAX_FILE_SLUG_LENGTH before the collision suffixes.
import test from "ava";
import path from "node:path";
import { MAX_FILE_SLUG_LENGTH } from "../../../dist/openapi/pages/naming.js";
import { docgen, listFiles, project } from "../helpers.js";

const long = (word, i) => `${word}${"x".repeat(50)}${i}`;

test("path mode: long static segments and many parameters give bounded, unique file names that build", async (t) => {
  const ok = { responses: { 200: { description: "ok" } } };
  const staticPath = `/r/${Array.from({ length: 12 }, (_, i) => long("segment", i)).join("/")}`;
  const paramPath = `/r/{${"p".repeat(100)}}/{${"q".repeat(100)}}/{${"z".repeat(100)}}`;
  const proj = await project({
    openapi: "3.1.0",
    info: { title: "Long", version: "1" },
    paths: { [staticPath]: { get: ok, post: ok }, [`${staticPath}/more`]: { get: ok }, [paramPath]: { get: ok }, [`/r/{${"p".repeat(100)}}`]: { get: ok } },
  });
  try {
    const r = await docgen(proj.root, "openapi", proj.spec, "-o", "docs", "--group-by", "path");
    t.is(r.code, 0, r.stderr);
    const files = await listFiles(path.join(proj.root, "docs"));
    t.is(files.length, 6, files.join("\n"));
    for (const f of files) {
      const base = path.posix.basename(f, ".md");
      // The base, then at most `-<method>` or `-<n>` from uniqueNames.
      t.true(base.length <= MAX_FILE_SLUG_LENGTH + "-delete".length, `${f} is ${base.length} characters`);
    }
    t.is(new Set(files.map((f) => f.toLowerCase())).size, files.length);
    const built = await docgen(proj.root, "build", "-i", "docs", "-o", "_site");
    t.is(built.code, 0, built.stderr);
  } finally {
    await proj.cleanup();
  }
});
