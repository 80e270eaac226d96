// Section headings link to themselves; the page title, headings holding a link, and headings without an id do not.
import test from "ava";
import MarkdownIt from "markdown-it";
import markdownItAttrs from "markdown-it-attrs";
import { bareUrlLinks, headingIds, headingLinks } from "../../dist/index.js";

const md = () => new MarkdownIt({ html: true }).use(markdownItAttrs).use(headingIds).use(bareUrlLinks).use(headingLinks);

test("h2-h6 wrap their text in a link to their own id; the h1 stays as it is", (t) => {
  const html = md().render("# Books\n\n## Responses\n\n### `limit` and *more*\n\n###### Deep\n", {});
  t.regex(html, /<h1 id="books">Books<\/h1>/);
  t.regex(html, /<h2 id="responses"><a class="docgen-heading-link" href="#responses">Responses<\/a><\/h2>/);
  t.regex(html, /<h3 id="limit-and-more"><a class="docgen-heading-link" href="#limit-and-more"><code>limit<\/code> and <em>more<\/em><\/a><\/h3>/);
  t.regex(html, /<h6 id="deep"><a class="docgen-heading-link" href="#deep">Deep<\/a><\/h6>/);
});

test("repeated headings link to their numbered ids, and an explicit id is the target", (t) => {
  const html = md().render("## Responses\n\n## Responses\n\n## Mine {id=custom}\n", {});
  t.regex(html, /<h2 id="responses-2"><a class="docgen-heading-link" href="#responses-2">Responses<\/a><\/h2>/);
  t.regex(html, /<h2 id="custom"><a class="docgen-heading-link" href="#custom">Mine<\/a><\/h2>/);
});

test("a heading that holds a link (Markdown, autolink, bare URL or HTML <a>) is left alone: links do not nest", (t) => {
  const html = md().render("## See [the guide](/guide)\n\n## <https://a.example>\n\n## Visit https://b.example now\n\n## An <a href=\"/x\">html link</a>\n", {});
  t.notRegex(html, /docgen-heading-link/);
  t.regex(html, /<h2 id="see-the-guide">See <a href="\/guide">the guide<\/a><\/h2>/);
});

test("without heading ids there is nothing to link to, and an empty heading stays empty", (t) => {
  const bare = new MarkdownIt().use(headingLinks);
  t.is(bare.render("## Plain\n"), "<h2>Plain</h2>\n");
  t.regex(md().render("##\n\ntext\n", {}), /<h2 id="section"><\/h2>/);
});
