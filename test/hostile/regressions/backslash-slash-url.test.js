// Regression: checkUrl refused `//x`, `\\x` and `/\x` as protocol-relative, but not `\/x`, which browsers also
// read as `//x` (a backslash is a slash in http(s) URLs): `\/evil.example/a.png` loaded from another host.
import test from "ava";
import { checkUrl } from "../../../dist/plugin/escape.js";
import { buildError } from "../../helpers/site.js";

test("every two-slash start, with either slash, is refused, as the WHATWG URL parser would go off-site", (t) => {
  for (const url of ["\\/evil.example/a.png", "\\\\evil.example", "/\\evil.example", "//evil.example", " \\/evil.example"]) {
    t.is(new URL(url.trim(), "https://docs.example/guide/").host, "evil.example", url);
    t.regex(checkUrl(url) ?? "accepted", /protocol-relative/, url);
  }
  t.is(checkUrl("/img/a.png"), undefined);
  t.is(checkUrl("./a\\b.png"), undefined);
});

test("an Image with src=\"\\/evil.example/a.png\" fails the build and names the attribute", async (t) => {
  const message = await buildError({ "urls/bad.md": '{% Image src="\\\\/evil.example/a.png", alt="x" %}{% endImage %}' });
  t.regex(message, /urls\/bad\.md/);
  t.regex(message, /src="\\\/evil\.example\/a\.png" is not an allowed URL: protocol-relative/);
});
