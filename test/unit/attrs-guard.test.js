// The markdown-it-attrs guard (src/plugin/attrs-guard.ts) must change speed only: for any source, markdown-it
// with attrs renders the same bytes with and without it, braces written as entities included.
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import markdownItAttrs from "markdown-it-attrs";
import { attrsOnlyWithBraces } from "../../dist/plugin/attrs-guard.js";

const plain = () => new MarkdownIt({ html: true }).use(markdownItAttrs);
const guarded = () => new MarkdownIt({ html: true }).use(markdownItAttrs).use(attrsOnlyWithBraces);

const samples = [
  "# Title {.big}\n\nText {#id .c} and *em*{.x}\n\n- item\n{.list}\n",
  "Para &#123;.cls&#125; &lbrace;.x&rbrace; &#x7B;id=y&#x7D;\n",
  "```js {.code}\nx = {a: 1}\n```\n",
  "| a | b |\n|---|---|\n| 1 | 2 |\n\n&#123;.table&#125;\n",
  "<div>{.raw}</div>\n\n`{.code}` \\{.escaped}\n",
  "`GET /a/{id}`{.verb} and `{x}`\n\n- `{.y}`\n{.list}\n",
  "![img](a.png)&#123;width=10&#125;\n",
  "Example:\n\n```json\n{\"a\": {\"b\": 1}}\n```\n\nAfter {.x}\n",
  "```json\n{\"a\": 1}\n```\n\n- item\n",
  "    indented {.code}\n\n<pre>{.x}</pre>\n",
];

test("fixed samples: the same HTML with and without the guard, and the guard still lets attributes through", (t) => {
  const a = plain();
  const b = guarded();
  for (const src of samples) t.is(b.render(src), a.render(src), src);
  t.regex(b.render("# Title {.big}\n"), /<h1 class="big">/);
  t.notRegex(b.render("# Title &#123;.big&#125;\n"), /class="big"/, "braces as entities never were attributes");
});

test("a page whose only braces are in fenced examples skips the rule, and renders the same", (t) => {
  const md = new MarkdownIt({ html: true }).use(markdownItAttrs);
  // Count the calls that reach markdown-it-attrs' own rule, then put the guard in front of it.
  const rule = md.core.ruler.__rules__.find((r) => r.name === "curly_attributes");
  const original = rule.fn;
  let calls = 0;
  md.core.ruler.at("curly_attributes", (state) => {
    calls++;
    return original(state);
  });
  md.use(attrsOnlyWithBraces);
  const example = "## Response\n\n```json\n{\"id\": 1}\n```\n";
  t.is(md.render(example), plain().render(example));
  t.is(calls, 0, "braces only in a fence body: the rule is skipped");
  t.is(md.render("Text {.x}\n"), plain().render("Text {.x}\n"));
  t.is(calls, 1, "braces in text: the rule runs");
  t.is(md.render("```js {.x}\ncode\n```\n"), plain().render("```js {.x}\ncode\n```\n"));
  t.is(calls, 2, "braces in a fence's info string: the rule runs");
  const paths = "- [Get a repo](get/) `GET /repos/{owner}/{repo}`\n";
  t.is(md.render(paths), plain().render(paths));
  t.is(calls, 2, "braces only in code spans: the rule is skipped");
  t.is(md.render("`code`{.x} and `{a}`\n"), plain().render("`code`{.x} and `{a}`\n"));
  t.is(calls, 3, "braces after a code span: the rule runs");
});

test("any source from Markdown, HTML and brace fragments renders the same with and without the guard", (t) => {
  const a = plain();
  const b = guarded();
  const piece = fc.constantFrom("{", "}", "&#123;", "&#125;", "&lbrace;", "&rbrace;", "\\{", ".c", "#i", "id=x", " ", "\n", "\n\n", "# ", "- ", "1. ", "> ", "    ", "*", "`", "```", "```json\n", "~~~", "<span>", "</span>", "<div>", "text", "|", "---", "![a](b)", "[l](u)");
  fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
    const src = parts.join("");
    return a.render(src) === b.render(src);
  }), { numRuns: 2000 });
  t.pass();
});
