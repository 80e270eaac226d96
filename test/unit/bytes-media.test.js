// Try it (assets/docgen.js, a browser script that imports nothing) tells an answer of bytes by the expression the
// request samples use (src/openapi/pages/curl.ts, BYTES_MEDIA): curl saves such an answer to a file, so Try it must
// offer the same answers as a file to save, under the same name. The two are written twice; this keeps them the same.
import test from "ava";
import { readFileSync } from "node:fs";
import { BYTES_MEDIA } from "../../dist/openapi/pages/curl.js";
import { DOWNLOAD_SUBTYPE, downloadName } from "../../dist/openapi/pages/code-samples.js";

const script = readFileSync(new URL("../../assets/docgen.js", import.meta.url), "utf8");

/** Asserts that the browser script defines `const <name>` as a regular expression literal equal to `expected`. */
function sameLiteral(t, name, expected) {
  const match = new RegExp(`const ${name} = \\/(.+)\\/([a-z]*);\\n`).exec(script);
  t.truthy(match, `assets/docgen.js defines ${name} as a regular expression literal`);
  t.is(match[1], expected.source);
  t.is(match[2], expected.flags);
}

test("the browser script's expression for media types of bytes is the samples' one", (t) => {
  sameLiteral(t, "BYTES", BYTES_MEDIA);
});

test("the browser script names a saved answer as the samples name curl's file", (t) => {
  sameLiteral(t, "DOWNLOAD_SUBTYPE", DOWNLOAD_SUBTYPE);
  t.true(script.includes("download: `response.${DOWNLOAD_SUBTYPE.exec(type)?.[1]?.toLowerCase() ?? \"bin\"}`"), "and names the file as downloadName does");
  // What the rule gives: a plain subtype, parameters aside; anything else is bytes of no kind.
  t.is(downloadName("application/pdf"), "response.pdf");
  t.is(downloadName("image/PNG; q=1"), "response.png");
  t.is(downloadName("application/vnd.ms-excel"), "response.bin");
  t.is(downloadName("application/x-7z-compressed"), "response.bin");
});
