// Bare URLs in text become links (bareUrlLinks), on the markdown-it instances docgen meets: Eleventy's own
// (markdown-it 14, what `docgen build` renders with) and the newest (this package's markdown-it dependency).
import test from "ava";
import MarkdownIt15 from "markdown-it";
import { bareUrlLinks } from "../../dist/index.js";
import { apiPages, buildDocs, EleventyMarkdownIt, mainOf } from "../helpers/site.js";


for (const [name, MarkdownIt] of [
  ["Eleventy's markdown-it", EleventyMarkdownIt],
  ["markdown-it 15", MarkdownIt15],
]) {
  const md = new MarkdownIt({ html: true }).use(bareUrlLinks);
  const inline = (s) => md.renderInline(s);

  test(`${name}: a bare URL in text is a link, its entities read first`, (t) => {
    t.is(inline("Please see https://stripe.com/docs/api for more."), 'Please see <a href="https://stripe.com/docs/api">https://stripe.com/docs/api</a> for more.');
    // docgen writes `{` in prose as `&#123;`: the href and the text hold the character, not the entity.
    t.is(inline("Try https://x.example/a&#123;b&#125;c now"), 'Try <a href="https://x.example/a%7Bb%7Dc">https://x.example/a{b}c</a> now');
    t.is(inline("<code>http://x.example/s?q=&#123;q&#125;&amp;a&#95;b=1</code>"), '<code><a href="http://x.example/s?q=%7Bq%7D&amp;a_b=1">http://x.example/s?q={q}&amp;a_b=1</a></code>');
    t.is(inline("End: https://x.example/a_b."), 'End: <a href="https://x.example/a_b">https://x.example/a_b</a>.', "a full stop after it is not part of it");
    t.is(inline("**https://x.example/b**"), '<strong><a href="https://x.example/b">https://x.example/b</a></strong>');
    t.is(inline("Write to support@stripe.com."), 'Write to <a href="mailto:support@stripe.com">support@stripe.com</a>.');
  });

  test(`${name}: text already in a link, and code, stay as they are`, (t) => {
    t.is(inline("[https://x.example](https://y.example)"), '<a href="https://y.example">https://x.example</a>');
    t.is(inline('<a href="https://z.example">https://z.example</a> then https://w.example'), '<a href="https://z.example">https://z.example</a> then <a href="https://w.example">https://w.example</a>');
    t.is(inline("<https://auto.example>"), '<a href="https://auto.example">https://auto.example</a>');
    t.is(inline("`https://code.example`"), "<code>https://code.example</code>");
    t.is(md.render("```\nhttps://fence.example\n```\n"), "<pre><code>https://fence.example\n</code></pre>\n");
  });

  test(`${name}: only URLs with a scheme, never a script, and names that look like domains stay text`, (t) => {
    t.is(inline("README.md, example.com and www.example.com"), "README.md, example.com and www.example.com");
    t.is(inline("a //host.example/x b"), "a //host.example/x b");
    t.is(inline("javascript:alert(1) and http://ok.example"), 'javascript:alert(1) and <a href="http://ok.example">http://ok.example</a>');
    // Quotes and tags around a URL never reach the markup as markup.
    t.is(inline('https://x.example/"onmouseover="alert(1)'), '<a href="https://x.example/%22onmouseover=%22alert(1)">https://x.example/&quot;onmouseover=&quot;alert(1)</a>');
    t.is(inline("https://x.example/&lt;script&gt;"), '<a href="https://x.example/">https://x.example/</a>&lt;script&gt;');
  });
}

test("docgen build links the bare URLs of a spec's descriptions, on the index, the operation and in a field", async (t) => {
  const site = await buildDocs(
    apiPages({
      openapi: "3.0.3",
      info: { title: "Links", version: "1", description: "The Links API. Please see https://links.example/docs/api for more details." },
      paths: {
        "/things": {
          get: {
            summary: "List things",
            description: "Paging is described at https://links.example/docs/paging.",
            parameters: [{ name: "q", in: "query", schema: { type: "string" }, description: "Example: `x` or https://api.links.example/search?q={query}&mode=all" }],
            responses: { 200: { description: "ok" } },
          },
        },
      },
    }),
  );
  t.teardown(site.cleanup);
  t.deepEqual(site.warnings, []);
  const index = mainOf(await site.html("api/index.md"));
  t.true(index.includes('Please see <a href="https://links.example/docs/api">https://links.example/docs/api</a> for more details.'), index);
  const page = mainOf(await site.html("api/things/list.md"));
  t.true(page.includes('described at <a href="https://links.example/docs/paging">https://links.example/docs/paging</a>.'));
  t.true(page.includes('<a href="https://api.links.example/search?q=%7Bquery%7D&amp;mode=all">https://api.links.example/search?q={query}&amp;mode=all</a>'), "in a field's body, entities and all");
  t.false(page.includes("&amp;#"), "no entity shown as text");
});
