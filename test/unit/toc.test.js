// The "On this page" list's headings, read from a page's HTML (src/plugin/toc.ts), and its markup: rendered in
// JavaScript on every page unless the site overrides layouts/toc.njk, so the two must agree byte for byte.
import test from "ava";
import fc from "fast-check";
import nunjucks from "nunjucks";
import { fileURLToPath } from "node:url";
import { scanPage, tocEntries, tocHtml } from "../../dist/plugin/toc.js";

const layouts = fileURLToPath(new URL("../../layouts/", import.meta.url));

test("h2 and h3 with an id, in order, with their text as HTML (tags out, entities kept, spaces collapsed)", (t) => {
  const html = [
    '<h1 id="title">Title</h1>',
    '<h2 id="path-parameters"><a class="docgen-heading-link" href="#path-parameters">Path parameters</a></h2>',
    "<p>Text with <code>&lt;h2&gt;</code> in it, a <header> and an <hr>.</p>",
    '<h3 id="200"><a class="docgen-heading-link" href="#200">200</a></h3>',
    '<h4 id="deep">Too deep</h4>',
    "<h2>No id</h2>",
    '<H3 ID=\'x"y\'>Upper <em>case</em>\n  and   spaces</H3>',
    '<h2 id="a&amp;b">Fish &amp; chips &lt;3</h2>',
    '<h2 id="skip" class="note docgen-toc-skip">Skipped</h2>',
    '<h2 id="empty"><img alt="only an image"></h2>',
    '<h3 id="unclosed">Never closed',
  ].join("\n");
  t.deepEqual(tocEntries(html), [
    { level: 2, id: "path-parameters", html: "Path parameters" },
    { level: 3, id: "200", html: "200" },
    { level: 3, id: "x&quot;y", html: "Upper case and spaces" },
    { level: 2, id: "a&amp;b", html: "Fish &amp; chips &lt;3" },
  ]);
  t.deepEqual(tocEntries("<p>No headings at all.</p>"), []);
  t.deepEqual(tocEntries(""), []);
});

test("a heading's text never carries markup into the list", (t) => {
  // A stray > in an attribute value, and a < that starts no tag.
  const [entry] = tocEntries('<h2 id="odd"><span title="a>b">x</span> 1 < 2</h2>');
  t.is(entry.html, "b\"&gt;x 1 &lt; 2");
  t.false(/[<>]/.test(entry.html));
});

function viaTemplate(entries, title = "On this page") {
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(layouts), { autoescape: true });
  return env.render("toc.njk", { docgenTocEntries: entries, docgen: { labels: { onThisPage: title } } });
}

const text = fc.string({ unit: fc.constantFrom("a", "B", " ", "&amp;", "&lt;", "é", "{", "1", "-"), minLength: 1, maxLength: 12 });
const entriesArb = fc.array(fc.record({ level: fc.constantFrom(2, 3), id: text, html: text }), { minLength: 2, maxLength: 8 });

test("any entries: the JavaScript list is the template's markup, byte for byte", (t) => {
  fc.assert(fc.property(entriesArb, (entries) => tocHtml(entries) === viaTemplate(entries)));
  // The site's onThisPage label, escaped as the layout's filter escapes it.
  fc.assert(fc.property(entriesArb, fc.string({ unit: fc.constantFrom("a", "<", "&", '"', "'", "é", " "), maxLength: 8 }), (entries, title) => tocHtml(entries, nunjucks.lib.escape(title)) === viaTemplate(entries, title)));
  const sample = [
    { level: 2, id: "one", html: "One &amp; more" },
    { level: 3, id: "two", html: "Two" },
  ];
  t.is(tocHtml(sample), viaTemplate(sample));
  t.regex(tocHtml(sample), /<li class="docgen-toc__h3"><a href="#two">Two<\/a><\/li>/);
});

test("scanPage: the headings and whether the page has a RequestExample or a ResponseExample, from one copy; the page's text naming one does not count", (t) => {
  const page = ["<h2 id=\"a\">A</h2>", '<div class="docgen-request-example">', "<h2 id=\"b\">B</h2>", "</div>"].join("\n");
  t.deepEqual(scanPage(page, true), { toc: tocEntries(page), requestExample: true, responseExample: false });
  t.is(scanPage(page, true).toc.length, 2);
  t.deepEqual(scanPage(page, false), { toc: [], requestExample: true, responseExample: false }, "without the list, no headings are read");
  t.false(scanPage('<p>Write <code>&lt;div class="docgen-request-example"&gt;</code> around it.</p>', true).requestExample);
  t.false(scanPage('<div class="docgen-request-example-like">', true).requestExample);
  const answers = '<h2 id="c">C</h2><div class="docgen-response-example"><h2 id="d">D</h2></div>';
  t.deepEqual(scanPage(answers, true), { toc: tocEntries(answers), requestExample: false, responseExample: true });
  t.false(scanPage('<p><code>&lt;div class="docgen-response-example"&gt;</code></p><div class="docgen-response-example-x">', true).responseExample);
});
