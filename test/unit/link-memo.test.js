// markdown-it's normalizeLink answered once per URL (src/plugin/link-memo.ts): the same answers as markdown-it's own,
// and a site's own function left alone.
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { memoizeLinks } from "../../dist/plugin/link-memo.js";

test("any URL, asked again and again: the memoized answer is markdown-it's own", (t) => {
  const md = new MarkdownIt();
  memoizeLinks(md);
  const plain = new MarkdownIt();
  t.not(md.normalizeLink, plain.normalizeLink, "memoized");
  const urls = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string(),
    fc.constantFrom("https://bücher.example/ä?q=ü#x", "HTTPS://EXAMPLE.COM/A%20B", "mailto:Ä@example.com", "../schemas/user/", "javascript:alert(1)", "//xn--bcher-kva.example/"),
  );
  fc.assert(
    fc.property(fc.array(urls, { minLength: 1, maxLength: 20 }), (list) => {
      // Each URL twice, and in a different case: the second answer comes from the memo.
      for (const url of [...list, ...list, ...list.map((u) => u.toUpperCase())]) t.is(md.normalizeLink(url), plain.normalizeLink(url), url);
    }),
    { numRuns: 300, seed: 20261130 },
  );
  // Rendered links too.
  const source = "[a](https://bücher.example/ä) [b](HTTPS://BÜCHER.EXAMPLE/Ä) [c](https://bücher.example/ä) <https://example.com/x y>";
  t.is(md.render(source), plain.render(source));
});

test("a site's own normalizeLink is left alone", (t) => {
  const md = new MarkdownIt();
  const mine = (url) => `mine:${url}`;
  md.normalizeLink = mine;
  memoizeLinks(md);
  t.is(md.normalizeLink, mine);
  t.is(md.render("[a](x)").trim(), '<p><a href="mine:x">a</a></p>');
});
