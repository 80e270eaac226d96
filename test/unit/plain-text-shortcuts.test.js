// The generator's shortcuts for plain descriptions: a text sanitizeProse or plainSummary would leave as it is
// skips their passes. Each shortcut must be taken only where the full passes give back the text unchanged; the
// texts here mix plain words with every character and line shape those passes act on.
import test from "ava";
import fc from "fast-check";
import { isPlainProse, sanitizeMarkup, sanitizeProse } from "../../dist/openapi/write/prose.js";
import { isPlainText, plainSummary, stripMarkup } from "../../dist/openapi/pages/summary-text.js";

const PIECES = [
  // Plain text, so that many texts take the shortcut.
  "word", "The", "id", " ", " ", " ", "\n", "\n", "\n\n", "\t", "    ", "   ", ".", ",", "!", "?", "(", ")", "/", ":", "\"", "'", "=", "-", "+",
  "1", "2.", "3)", "é", "€", "\u0001", "https://example.com/a", "/docs/x", "guide.html", "a.b",
  // What the passes act on.
  "\r", "\r\n", "\u0000", "`", "``", "```", "~", "~~~", "#", "# ", "<", ">", "> ", "<b>", "</b>", "<!--", "-->", "<https://x.y>", "[", "]", "[x](/docs/x)",
  "[r]: /ref", "{", "}", "{.x}", "*", "**", "_", "&", "&amp;", "&lt;", "- ", "+ ", "* ", "1. ", "2) ", "===", "---", " ===", "   ---", "\\",
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((parts) => parts.join(""));

test("property: a text isPlainProse accepts comes out of every sanitizer pass as it went in", (t) => {
  let plain = 0;
  fc.assert(
    fc.property(text, fc.integer({ min: 1, max: 6 }), fc.boolean(), (markdown, level, withBase) => {
      if (!isPlainProse(markdown)) return true;
      plain++;
      const reported = [];
      const out = sanitizeMarkup(markdown, level, withBase ? "https://docs.example.com/rest/" : undefined, (url) => reported.push(url));
      return out === markdown && reported.length === 0 && sanitizeProse(markdown, level) === markdown;
    }),
    { numRuns: 20000 },
  );
  // The property says nothing unless many texts took the shortcut.
  t.true(plain > 1000, `${plain} plain texts`);
});

test("property: a text isPlainText accepts has no markup for plainSummary to take out", (t) => {
  let plain = 0;
  fc.assert(
    fc.property(text, (markdown) => {
      if (!isPlainText(markdown)) return true;
      plain++;
      return stripMarkup(markdown) === markdown.trim();
    }),
    { numRuns: 20000 },
  );
  t.true(plain > 1000, `${plain} plain texts`);
});

test("the shortcuts turn down text with markup, and take plain sentences", (t) => {
  for (const markup of ["Use `x`.", "A <b>b</b>.", "See [x](/y).", "# Title", "Title\n===", "a {b}", "a\r\nb", "x ~~~"]) t.false(isPlainProse(markup), markup);
  for (const markup of ["Use `x`.", "A <b>b</b>.", "See [x](/y).", "# Title", "**bold**", "user_id", "Tom &amp; Jerry", "- item", "1. item", "> quote"]) t.false(isPlainText(markup), markup);
  const sentence = "The name of the repository. The name is not case sensitive.";
  t.true(isPlainProse(sentence));
  t.true(isPlainText(sentence));
  t.is(sanitizeProse(sentence, 3), sentence);
  t.is(plainSummary(sentence), "The name of the repository.");
  t.is(plainSummary("  Lists the repositories\n\nof a user.  "), "Lists the repositories");
});
