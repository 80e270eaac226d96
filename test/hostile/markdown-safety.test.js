// Spec Markdown made safe, checked against the real renderers: arbitrary mixes of HTML, code spans, fences,
// containers, `{attrs}` and template syntax go through the writer's sanitizeProse and nunjucksLiteral, then
// through Eleventy's own Nunjucks and markdown-it set up as `docgen build` sets it up (html: true,
// markdown-it-attrs, heading ids; see .eleventy.js). Whatever the mix, the HTML that comes out has no script
// element, no event handler, no script URL and no element that loads or styles, and rendering never fails.
import test from "ava";
import fc from "fast-check";
import markdownItAttrs from "markdown-it-attrs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { headingIds } from "../../dist/index.js";
import { sanitizeProse } from "../../dist/openapi/write/prose.js";
import { nunjucksLiteral } from "../../dist/openapi/write/nunjucks.js";
import { decodeEntities, unsafeMarkup as unsafe } from "./helpers.js";

// The copies Eleventy itself loads, not whatever version the top of node_modules holds.
const eleventyRequire = createRequire(fileURLToPath(import.meta.resolve("@11ty/eleventy")));
const MarkdownIt = eleventyRequire("markdown-it");
const nunjucks = eleventyRequire("nunjucks");
const md = new MarkdownIt({ html: true }).use(markdownItAttrs).use(headingIds);
const env = new nunjucks.Environment(null, { autoescape: true });

/** Spec Markdown -> the HTML a built page holds for it. */
export function renderProse(markdown, linkBase) {
  return md.render(env.renderString(nunjucksLiteral(sanitizeProse(markdown, 3, linkBase)), {}));
}

// Pieces that, combined, have broken Markdown sanitizers: containers, fences, code spans, HTML blocks.
const PIECES = [
  "\n", "\n\n", " ", "   ", "    ", "\t", "x", "`", "``", "```", "~~~", "\\", "> ", "- ", "1. ", "# ", "|", "---", "===", "*", "_",
  "<div>", "</div>", "<pre>", "</pre>", "<p>", "<b>", "</b>", "<table>", "<td>", "<!--", "-->", "<!---->", "<?", "?>", "<![CDATA[", "]]>", "<", ">", "\"", "'", "=",
  "<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "<script>", "</script>", "<style>", "<textarea>", "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">', "<a href=javascript:alert(1)>", '<a href="', "<a title=", "</a>", "[x](javascript:alert(1))", "[x]: javascript:alert(1)",
  "<javascript:alert(1)>", "<http://x.y/`>", "&#106;avascript:alert(1)", "{%", "%}", "{{", "}}", "{#", "#}", "{% endraw %}",
  "{onclick=alert(1)}", "{.x onmouseover=alert(1)}", "{", "}", '[a](/u "', '")', "<<!---->", "img src=x onerror=alert(1)>", "&#123;", "\\\\",
  // Destinations in angle brackets, which the sanitizer writes without them.
  "[p](<", "](<java script:alert(1)>)", "[q]: <", "</x y>", "<x y>", "(", ")",
  // Site-relative links, which a link base resolves (see the second property).
  "[r](/docs/x)", "[r](guide.html)", '<a href="/docs/x">', '<img src="pic.png">', "[t](java\tscript:alert(1))", '<a href="java\tscript:alert(1)">', "[r]: /ref",
];
const markdown = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(""));

test("property: no mix of HTML, code spans, fences and containers renders to script", (t) => {
  fc.assert(
    fc.property(markdown, (text) => {
      const reason = unsafe(renderProse(text));
      if (reason) throw new Error(`${reason}\nfrom ${JSON.stringify(text)}`);
    }),
    { numRuns: 5000, includeErrorInReport: true },
  );
  t.pass();
});

test("property: with a link base, resolving site-relative links never makes a script URL either", (t) => {
  fc.assert(
    fc.property(markdown, (text) => {
      const reason = unsafe(renderProse(text, "https://docs.example.com/rest/"));
      if (reason) throw new Error(`${reason}\nfrom ${JSON.stringify(text)}`);
    }),
    { numRuns: 3000, includeErrorInReport: true },
  );
  t.pass();
});

// A code span the sanitizer writes as a <code> element (it holds `<`, `{` or `}`) is inline HTML, whose text
// markdown-it still reads as Markdown: Google's `[a-z]([a-z0-9-]{0,61}[a-z0-9])?` became a link (`npm run corpus`).
const CODE_PIECES = ["a", "0", " ", "[", "]", "(", ")", "[x](y)", "![i](p.png)", "*", "**", "_", "__", "~~", "\\", "!", "{", "}", "{0,61}", "<", ">", "<b>", "&", "&amp;", "&#123;", "https://x.example/a_b_", ":", "|", '"', "'", "#"];
const codeSpanText = fc
  .array(fc.constantFrom(...CODE_PIECES), { minLength: 1, maxLength: 12 })
  .map((parts) => `{${parts.join("")}`) // a `{` first: the sanitizer writes this span as a <code> element
  .filter((text) => !/^\s|\s$/.test(text));

test("property: a code span holding `<`, `{` or `}` shows exactly its text, with nothing inside it parsed as Markdown", (t) => {
  fc.assert(
    fc.property(codeSpanText, (text) => {
      const html = renderProse(`Before \`${text}\` after.`);
      const code = /<code>([\s\S]*?)<\/code>/.exec(html);
      if (!code) throw new Error(`no <code> in ${html}`);
      if (/<(?!\/?code>)[a-z/]/i.test(code[1])) throw new Error(`markup inside the code: ${code[1]}`);
      if (decodeEntities(code[1]) !== text) throw new Error(`shows ${JSON.stringify(decodeEntities(code[1]))}, not ${JSON.stringify(text)}`);
    }),
    { numRuns: 2000, includeErrorInReport: true },
  );
  t.pass();
});

test("case: a regular expression in a code span is not a link (Google's resource ids)", (t) => {
  const html = renderProse("The id must match `[a-z]([a-z0-9-]{0,61}[a-z0-9])?`.");
  t.false(html.includes("<a "), html);
  t.is(decodeEntities(/<code>([\s\S]*?)<\/code>/.exec(html)[1]), "[a-z]([a-z0-9-]{0,61}[a-z0-9])?");
});

// Each found by the property above (or by hand) against an earlier sanitizer; kept as plain cases.
const CASES = {
  "a backslash before a closing backtick does not extend the code span": "a `x\\`<img src=x onerror=alert(1)>` z",
  "a fence inside an HTML block is not code": "<div>\n```\n<img src=x onerror=alert(2)>\n```\n</div>",
  "a fence right after an HTML line is not code": "<p>hi\n```\n<img src=x onerror=alert(3)>\n```",
  "a <pre> HTML block runs past blank lines": "<pre>\n\n`x <img src=x onerror=alert(4)>`\n\n</pre>",
  "a fence inside <pre> is not code": "<pre>\n\n```\n<img src=x onerror=alert(5)>\n```\n\n</pre>",
  "a code span cannot span into a blockquote": "`x\n> <img src=x onerror=alert(6)>\n`",
  "a code span cannot span into a list item": "`x\n- <img src=x onerror=alert(7)>\n`",
  "a table cell ends a code span": "| a | b |\n|---|---|\n| `x | <img src=x onerror=alert(8)> ` |",
  "a fence in a list item ends with the item": "- item\n\n  ```\n<img src=x onerror=alert(9)>\n  ```",
  "an HTML block in a blockquote swallows a fence": "> <div>\n> ```\n> <img src=x onerror=alert(10)>\n> ```",
  "a link title takes the opening backtick": '[a](/u "`x") <img src=x onerror=alert(11)> `"',
  "a dropped comment does not join `<` to a tag": "<<!-- -->img src=x onerror=alert(12)>",
  "a dropped element does not join `<` to a tag": "<<script>x</script>img src=x onerror=alert(13)>",
  "attributes after a code span the sanitizer misread": "a `x\\`{onclick=alert(14)}` z",
  "attributes inside a code span in a table": "| a |\n|---|\n| `{onclick=alert(15)}|` |",
  "a backslash before `{` does not unescape it": "\\{.x onmouseover=alert(16)}",
  "a backslash, a dropped comment, then `{`": "\\<!-- -->{onclick=alert(17)}",
  "`#}` outside any tag (Nunjucks' unexpected end of comment)": "Colors like #}",
};

for (const [name, text] of Object.entries(CASES)) {
  test(`case: ${name}`, (t) => {
    const html = renderProse(text);
    t.is(unsafe(html), undefined, html);
  });
}

test("the checker itself flags what it must (it can fail)", (t) => {
  t.truthy(unsafe(md.render("<img src=x onerror=alert(1)>")));
  t.truthy(unsafe(md.render('<a href=" JaVa\tScRiPt:alert(1)">x</a>')));
  t.truthy(unsafe(md.render("<p>\n<script>alert(1)</script>")));
  t.truthy(unsafe(md.render('<x-a style="color:red">x</x-a>')));
  t.is(unsafe(md.render('<a href="https://ok.example">ok</a> <img src="data:image/png;base64,AA"> `<script>`')), undefined);
});

test("ordinary inline HTML and code survive sanitizing", (t) => {
  const html = renderProse('Keep <a href="https://ok.example/">a link</a>, <code>code</code>, <b>b</b>, <i>i</i>, x<br>y and `<script>in code</script>`.\n\n<p>para</p>\n\n<ul><li>item</li></ul>\n\n```html\n<script>fenced()</script>\n```');
  t.regex(html, /<a href="https:\/\/ok\.example\/">a link<\/a>/);
  t.regex(html, /<code>code<\/code>/);
  t.regex(html, /<b>b<\/b>/);
  t.regex(html, /<i>i<\/i>/);
  t.regex(html, /x<br>y/);
  t.regex(html, /<code>&lt;script&gt;in code&lt;\/script&gt;<\/code>/);
  t.regex(html, /<p>para<\/p>/);
  t.regex(html, /<ul><li>item<\/li><\/ul>/);
  // Fences become the HTML markdown-it makes of them (line breaks as &#10;, the same text in a browser).
  t.regex(html.replace(/&#10;/g, "\n"), /<pre><code class="language-html">&lt;script&gt;fenced\(\)&lt;\/script&gt;\n<\/code><\/pre>/);
  t.is(decodeEntities(/<pre><code[^>]*>([\s\S]*?)<\/code>/.exec(html)[1]).replace(/&lt;|&gt;/g, (e) => (e === "&lt;" ? "<" : ">")), "<script>fenced()</script>\n");
});

test("case: a code span with braces in a paragraph that starts with a tag shows its braces (Zoom's download URL)", (t) => {
  // The chunk starts with a tag, so it goes through the HTML sanitizer whole; markdown-it still reads it as a
  // paragraph (an inline tag, or text left where a <script> was), whose code span showed `&#123;&#123; Download Path }}`.
  const zoom = renderProse("<b>Note:</b> download it from `https://api.zoom.us/recording/download/{{ Download Path }}?access_token={{ JWT Token }}`.");
  t.true(zoom.includes("<code>https://api.zoom.us/recording/download/{{ Download Path }}?access_token={{ JWT Token }}</code>"), zoom);
  t.false(zoom.includes("&amp;#123;"));
  const afterScript = renderProse("<script>alert(1)</script>Uses `{x}` and `*y*`.");
  t.true(afterScript.includes("<code>{x}</code>"), afterScript);
  t.true(afterScript.includes("<code>*y*</code>"), "a span without braces stays a Markdown code span");
  // A chunk markdown-it reads as an HTML block keeps its backticks as text, as before (the entity shows as `{`).
  const block = renderProse("<div>\n`{x}` in a div\n</div>");
  t.true(block.includes("`&#123;x}` in a div"), block);
  t.false(block.includes("<code>"));
});
