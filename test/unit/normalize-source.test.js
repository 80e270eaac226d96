// docgen replaces markdown-it's first core rule (line-break and NUL normalization) with one that skips sources
// needing none; rendered through either, any source gives the same HTML.
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { normalizeSource } from "../../dist/plugin/body.js";

const stock = new MarkdownIt({ html: true });
const ours = new MarkdownIt({ html: true });
ours.core.ruler.at("normalize", normalizeSource);

const source = fc.string({ unit: fc.constantFrom("a", " ", "\n", "\r", "\r\n", "\0", "-", "#", "`", "<div>", "*", "1."), maxLength: 40 });

test("any source renders as with markdown-it's own normalize rule", (t) => {
  fc.assert(fc.property(source, (src) => ours.render(src) === stock.render(src)), { numRuns: 1000 });
  t.pass();
});

test("CRLF, lone CR and NUL are still normalized", (t) => {
  t.is(ours.render("a\r\nb\rc\0"), stock.render("a\r\nb\rc\0"));
  t.is(ours.render("a\r\nb\rc\0"), "<p>a\nb\nc\uFFFD</p>\n");
});
