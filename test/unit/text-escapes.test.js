// Text and code are escaped as HTML text needs (textEscapes, src/plugin/text-escapes.ts): `&`, `<` and `>`, no
// `&quot;`. Attributes keep markdown-it's escaping; a rule or highlighter another plugin set stays. Checked on
// the markdown-it instances docgen meets: Eleventy's own (markdown-it 14) and the newest (this package's).
import test from "ava";
import fc from "fast-check";
import MarkdownIt15 from "markdown-it";
import { escapeText, textEscapes } from "../../dist/index.js";
import { EleventyMarkdownIt } from "../helpers/site.js";

for (const [name, MarkdownIt] of [
  ["Eleventy's markdown-it", EleventyMarkdownIt],
  ["markdown-it 15", MarkdownIt15],
]) {
  const md = new MarkdownIt();
  textEscapes(md);
  const stock = new MarkdownIt();

  test(`${name}: text, code spans, fences and indented code keep their quotes`, (t) => {
    t.is(md.render('He said "hi" & <b>left</b> > 2'), '<p>He said "hi" &amp; &lt;b&gt;left&lt;/b&gt; &gt; 2</p>\n');
    t.is(md.renderInline('`{"a": "<b>"}`'), '<code>{"a": "&lt;b&gt;"}</code>');
    t.is(md.render('```json\n{\n  "name": "R&D <team>"\n}\n```'), '<pre><code class="language-json">{\n  "name": "R&amp;D &lt;team&gt;"\n}\n</code></pre>\n');
    t.is(md.render('    "quoted" <code>\n'), '<pre><code>"quoted" &lt;code&gt;\n</code></pre>\n');
    t.is(md.render("```\n```"), "<pre><code></code></pre>\n", "an empty fence");
  });

  test(`${name}: attributes keep markdown-it's escaping`, (t) => {
    t.is(md.renderInline('[a "b"](/x "say \\"hi\\"")'), '<a href="/x" title="say &quot;hi&quot;">a "b"</a>');
    t.is(md.renderInline('!["q" & <r>](/i.png)'), '<img src="/i.png" alt="&quot;q&quot; &amp; &lt;r&gt;">');
    t.is(md.render('```js title="a \\"b\\""\nx\n```'), stock.render('```js title="a \\"b\\""\nx\n```'), "a fence's info string");
  });

  test(`${name}: the HTML is markdown-it's own with quotes left as quotes in text`, (t) => {
    const piece = fc.constantFrom("a", '"', "'", "&", "<", ">", "&quot;", "&amp;", "`", "```", "\n", "\n\n", "    ", "*", "[x](/y \"t\")", "![i](/j)", "<b>", "\\", "# ", "- ", "{", "}");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const src = parts.join("");
        // Outside tags, markdown-it writes a quote as &quot;; inside a tag (an attribute) both write the same.
        const expected = stock.render(src).replace(/(^|>)([^<]*)/g, (_, open, text) => open + text.replaceAll("&quot;", '"'));
        return md.render(src) === expected;
      }),
      { numRuns: 5000 },
    );
    t.pass();
  });

  test(`${name}: a site's highlighter and a plugin's rules stay`, (t) => {
    const highlighted = new MarkdownIt({ highlight: (code) => `<span class="hl">${code.trim()}</span>` });
    textEscapes(highlighted);
    t.is(highlighted.render('```js\n"x"\n```'), '<pre><code class="language-js"><span class="hl">"x"</span></code></pre>\n');
    const own = new MarkdownIt();
    const codeInline = () => "<kbd>mine</kbd>";
    own.renderer.rules.code_inline = codeInline;
    textEscapes(own);
    t.is(own.renderer.rules.code_inline, codeInline);
    t.is(own.renderInline('`"a"` and "b"'), '<kbd>mine</kbd> and "b"');
  });
}

test("escapeText escapes the three characters HTML text needs, and returns other text as it is", (t) => {
  t.is(escapeText('a & b < c > d "e" \'f\''), "a &amp; b &lt; c &gt; d \"e\" 'f'");
  t.is(escapeText("&amp;"), "&amp;amp;");
  const plain = "no specials here";
  t.is(escapeText(plain), plain);
});
