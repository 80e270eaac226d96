// Heading ids: stable slugs, unique within a page, existing ids kept.
import test from "ava";
import fc from "fast-check";
import MarkdownIt from "markdown-it";
import markdownItAttrs from "markdown-it-attrs";
import { headingIds, headingSlug as slugify } from "../../dist/index.js";

test("slugify keeps letters and digits of any script and joins words with hyphens", (t) => {
  t.is(slugify("Get a book (v2)"), "get-a-book-v2");
  t.is(slugify("Créer un élément"), "créer-un-élément");
  t.is(slugify("  GET /books/{id}  "), "get-booksid");
  t.is(slugify("200"), "200");
  t.is(slugify("!!!"), "");
});

test("headings get ids, repeated headings get numbered ids, and an explicit id is kept", (t) => {
  const md = new MarkdownIt().use(markdownItAttrs).use(headingIds);
  const html = md.render("# Books\n\n## Responses\n\n## Responses\n\n## `limit`\n\n## Mine {id=custom}\n\n## !!!\n", {});
  t.regex(html, /<h1 id="books">/);
  t.regex(html, /<h2 id="responses">Responses<\/h2>\n<h2 id="responses-2">/);
  t.regex(html, /<h2 id="limit"><code>limit<\/code><\/h2>/);
  t.regex(html, /<h2 id="custom">Mine<\/h2>/);
  t.regex(html, /<h2 id="section">!!!<\/h2>/);
});

test("ids are counted per render, so two pages may both have #responses", (t) => {
  const md = new MarkdownIt().use(headingIds);
  t.regex(md.render("## Responses\n", {}), /id="responses"/);
  t.regex(md.render("## Responses\n", {}), /id="responses"/);
});

test("slugify's ASCII path gives what the Unicode path gives (property, ASCII text with markup and symbols)", (t) => {
  const unicodePath = (text) =>
    text.normalize("NFKC").toLowerCase().replace(/<[^>]*>/g, "").replace(/[^\p{L}\p{N}\s_-]+/gu, "").trim().replace(/[\s_]+/g, "-").replace(/-+/g, "-");
  const ascii = fc.string({ unit: fc.constantFrom(..."aZ09 _-\t\n<>/(){}`*#!?.,:;'\"&|\\~^%$@+=[]\u0000\u007f"), maxLength: 40 });
  fc.assert(fc.property(ascii, (text) => slugify(text) === unicodePath(text)), { numRuns: 2000 });
  t.is(slugify("Über <b>Größe</b>"), unicodePath("Über <b>Größe</b>"), "non-ASCII text still takes the Unicode path");
});
