// Try it (assets/docgen.js, a browser script that imports nothing) tells an answer of bytes by the expression the
// request samples use (src/openapi/pages/curl.ts, BYTES_MEDIA): curl saves such an answer to a file, so Try it must
// offer the same answers as a file to save. The two are written twice; this keeps them the same.
import test from "ava";
import { readFileSync } from "node:fs";
import { BYTES_MEDIA } from "../../dist/openapi/pages/curl.js";

test("the browser script's expression for media types of bytes is the samples' one", (t) => {
  const script = readFileSync(new URL("../../assets/docgen.js", import.meta.url), "utf8");
  const match = /const BYTES = \/(.+)\/([a-z]*);\n/.exec(script);
  t.truthy(match, "assets/docgen.js defines BYTES as a regular expression literal");
  t.is(match[1], BYTES_MEDIA.source);
  t.is(match[2], BYTES_MEDIA.flags);
});
